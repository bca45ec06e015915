import TouchKit

/// The pencil: hover, strokes with force and tilt whose samples arrive several per frame (coalesced touches), and
/// refinements of estimated force, on the virtual clock, through `TouchHost.sendPencil(_:)`. Mixed with fingers and
/// the pointer in one script as any other input.
extension TouchSimulator {
    /// The pencil hovers at a window point, now, `zOffset` high (0 touching, 1 at the edge of its range).
    public func hoverPencil(at point: CGPoint, zOffset: CGFloat = 0.5, altitudeAngle: CGFloat = .pi / 3, azimuthAngle: CGFloat = 0) {
        host.send(PencilSample(.hovering, location: point, timestamp: now, altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle, zOffset: zOffset))
    }

    /// The pencil leaves its hover range, now.
    public func pencilLeavesRange(at point: CGPoint? = nil) {
        host.send(PencilSample(.leftRange, location: point ?? .zero, timestamp: now))
    }

    /// Sends pencil samples as the host would between two frames (each keeps its own timestamp).
    public func sendPencil(_ samples: [PencilSample]) {
        host.sendPencil(samples)
    }

    /// Draws a stroke through `points` over `duration`: the tip touches down at the first, then each display frame
    /// brings `samplesPerFrame` samples evenly spread along the path and in time (one event, its coalesced touches),
    /// and the tip lifts at the last point unless `lift` is false.
    ///
    /// With `expectingForceUpdates`, every sample reports its force as an estimate expecting an update and gets an
    /// estimation update index, returned in order, for ``refinePencil(_:)``.
    @discardableResult
    public func pencilStroke(
        through points: [CGPoint], duration: TimeInterval = 0.3, samplesPerFrame: Int = 4, force: CGFloat = 1,
        altitudeAngle: CGFloat = .pi / 3, azimuthAngle: CGFloat = 0, expectingForceUpdates: Bool = false, lift: Bool = true
    ) -> [Int] {
        guard let first = points.first else { return [] }
        var indices: [Int] = []
        func sample(_ phase: PencilSample.Phase, _ location: CGPoint, at time: TimeInterval) -> PencilSample {
            var sample = PencilSample(phase, location: location, timestamp: time, force: force, altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle)
            if expectingForceUpdates {
                sample.estimatedProperties = .force
                sample.estimatedPropertiesExpectingUpdates = .force
                sample.estimationUpdateIndex = nextEstimationIndex
                indices.append(nextEstimationIndex)
                nextEstimationIndex += 1
            }
            return sample
        }
        host.send(sample(.began, first, at: now))
        let duration = checkedDuration(duration)
        let frames = stepCount(over: duration)
        let perFrame = max(samplesPerFrame, 1)
        let total = frames * perFrame
        let frame = duration / Double(frames)
        var last = first
        for frameIndex in 0..<frames {
            let frameStart = now
            var samples: [PencilSample] = []
            for slot in 1...perFrame {
                let progress = CGFloat(frameIndex * perFrame + slot) / CGFloat(total)
                last = Self.point(along: points, at: progress)
                samples.append(sample(.moved, last, at: frameStart + frame * Double(slot) / Double(perFrame)))
            }
            advance(by: frame)
            host.sendPencil(samples)
        }
        if lift { host.send(PencilSample(.ended, location: last, timestamp: now, force: 0, altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle)) }
        return indices
    }

    /// Refines a sample's estimates (``pencilStroke(through:duration:samplesPerFrame:force:altitudeAngle:azimuthAngle:expectingForceUpdates:lift:)``
    /// returned its index), now.
    public func refinePencil(_ refinement: PencilRefinement) {
        host.refine(refinement)
    }

    /// The pencil is double-tapped on its barrel, now (`UIPencilInteraction`).
    public func doubleTapPencil() {
        host.sendPencilTap(timestamp: now)
    }

    /// The pencil is squeezed for `duration`, then released (a squeeze's began and ended).
    public func squeezePencil(duration: TimeInterval = 0.2) {
        host.sendPencilSqueeze(.began, timestamp: now)
        advance(by: checkedDuration(duration))
        host.sendPencilSqueeze(.ended, timestamp: now)
    }

    /// The point at `progress` (0 to 1) of the way along the polyline `points`, by length.
    static func point(along points: [CGPoint], at progress: CGFloat) -> CGPoint {
        guard points.count > 1 else { return points.first ?? .zero }
        var lengths: [CGFloat] = []
        for index in 1..<points.count { lengths.append(hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y)) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return points[0] }
        var remaining = min(max(progress, 0), 1) * total
        for index in lengths.indices {
            if remaining <= lengths[index] || index == lengths.count - 1 {
                let fraction = lengths[index] > 0 ? min(remaining / lengths[index], 1) : 1
                let a = points[index], b = points[index + 1]
                return CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
            }
            remaining -= lengths[index]
        }
        return points[points.count - 1]
    }
}
