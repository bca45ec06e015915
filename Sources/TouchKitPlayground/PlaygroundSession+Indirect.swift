import Foundation
import TouchKit

/// What a tab's indirect input left under way: a pinch made of Ctrl+wheel events (a browser gives no phases, so the
/// session makes them), the pen's latest sample, and how many of each kind arrived.
struct PlaygroundIndirectState {
    /// A Ctrl+wheel pinch is under way: where, and when (host time) its latest event arrived.
    var pinchLocation: CGPoint?
    var lastPinchArrival = -Double.infinity
    /// The pen's latest sample as the host got it.
    var pen: SessionState.Pen?
    /// Input messages of each kind applied.
    var counts = SessionState.InputCounts()
}

/// The browser's mouse, wheel, trackpad pinch and pen, mapped onto the host's pointer, scroll, transform and pencil
/// input (``TouchKit/TouchHost``), as issue 33 asks: by `pointerType`, with the page's fingers as before.
///
/// Browsers report less than UIKit's hosts, so the mapping decides (each TouchKit's choice, [?]):
/// - a `WheelEvent` says neither whether a wheel or a trackpad sent it nor a scroll's phases, so every wheel event is
///   one discrete step (``TouchKit/UIScrollType/discrete``): lines in line mode, points in pixel mode, a window
///   height per page;
/// - Ctrl+wheel is how browsers report a trackpad pinch (and a mouse's Ctrl+wheel): the first event begins a
///   transform, each changes it by `exp(-deltaY / 100)` (the scale browsers' own zoom uses), and
///   ``pinchIdleEnd`` without one ends it;
/// - a pen's `tiltX`/`tiltY` become UIKit's altitude and azimuth by the Pointer Events' conversion (W3C Pointer
///   Events Level 3, "Converting between tiltX/tiltY and altitudeAngle/azimuthAngle"), its `pressure` a force up to
///   ``TouchKit/TouchHost/pencilMaximumPossibleForce``, its `twist` the roll; a browser gives no hover height, so a
///   hovering pen is at ``penHoverZOffset``.
extension PlaygroundSession {
    /// How long after the last Ctrl+wheel event a pinch ends: 0.15 s (a trackpad pinch reports every frame; a mouse's
    /// Ctrl+wheel notches further apart are pinches of their own).
    static let pinchIdleEnd = 0.15
    /// The largest pinch delta one Ctrl+wheel event may carry, in the browser's pixels: 50 (a scale of 1.65), so a
    /// mouse wheel's notch of 100 pixels zooms by a step, not by a factor of e.
    static let maximumPinchDelta = 50.0
    /// Pixels of pinch per line of a line-mode Ctrl+wheel event.
    static let pinchPixelsPerLine = 10.0
    /// A hovering pen's ``TouchKit/UIHoverGestureRecognizer/zOffset``: browsers do not report the height.
    static let penHoverZOffset: CGFloat = 0.5

    // MARK: Mouse

    func receiveMouse(_ mouse: PlaygroundMessage.Mouse, seq: Int, time: Double, arrival: Double) {
        guard let timestamp = acceptInput("mouse", seq: seq, time: time, arrival: arrival) else { return }
        indirect.counts.mouse += 1
        let location = CGPoint(x: mouse.x, y: mouse.y)
        let flags = mouse.modifierFlags
        if mouse.leaves {
            host.send(PointerSample(.exit, location: location, timestamp: timestamp, modifierFlags: flags))
        } else {
            let held = host.pointerButtons
            let pressed = mouse.buttons.subtracting(held)
            let released = held.subtracting(mouse.buttons)
            if !pressed.isEmpty {
                if held.isEmpty && host.activeFingers.isEmpty { startSequence() }
                host.send(PointerSample(.press(pressed), location: location, timestamp: timestamp, modifierFlags: flags))
            }
            if !released.isEmpty {
                host.send(PointerSample(.release(released), location: location, timestamp: timestamp, modifierFlags: flags))
            }
            if pressed.isEmpty && released.isEmpty {
                host.send(PointerSample(.move, location: location, timestamp: timestamp, modifierFlags: flags))
            }
        }
        inputApplied(arrival: arrival)
    }

    // MARK: Wheel and pinch

    func receiveWheel(_ wheel: PlaygroundMessage.Wheel, seq: Int, time: Double, arrival: Double) {
        guard let timestamp = acceptInput("wheel", seq: seq, time: time, arrival: arrival) else { return }
        let location = CGPoint(x: wheel.x, y: wheel.y)
        if wheel.modifierFlags.contains(.control) {
            indirect.counts.pinch += 1
            let pixels = wheel.mode == .pixel ? wheel.dy : wheel.dy * Self.pinchPixelsPerLine
            let clamped = min(max(pixels, -Self.maximumPinchDelta), Self.maximumPinchDelta)
            let phase: TransformSample.Phase = indirect.pinchLocation == nil ? .began : .changed
            indirect.pinchLocation = location
            indirect.lastPinchArrival = arrival
            host.send(TransformSample(phase, scale: CGFloat(exp(-clamped / 100)), at: location, timestamp: timestamp))
        } else {
            endPinch(.ended, at: timestamp)
            indirect.counts.wheel += 1
            // The browser's delta scrolls toward the content's end; the sample's moves the content as a finger would.
            var delta = CGPoint(x: -wheel.dx, y: -wheel.dy)
            var unit = ScrollSample.Unit.points
            switch wheel.mode {
            case .line: unit = .lines
            case .page: delta = CGPoint(x: delta.x * window.bounds.width, y: delta.y * window.bounds.height)
            case .pixel: break
            }
            host.send(ScrollSample(type: .discrete, phase: .changed, location: location, delta: delta, unit: unit, timestamp: timestamp))
        }
        inputApplied(arrival: arrival)
    }

    /// Ends a Ctrl+wheel pinch no event continued for ``pinchIdleEnd`` (called each frame).
    func endIdlePinch() {
        guard indirect.pinchLocation != nil, now() - indirect.lastPinchArrival > Self.pinchIdleEnd else { return }
        endPinch(.ended, at: timestampNow())
    }

    private func endPinch(_ phase: TransformSample.Phase, at timestamp: Double) {
        guard let location = indirect.pinchLocation else { return }
        indirect.pinchLocation = nil
        host.send(TransformSample(phase, at: location, timestamp: timestamp))
    }

    /// The scene is replaced or the tab closed: a pinch under way is cancelled, the pointer leaves, a pen touching
    /// lifts (cancelled) and a hovering one leaves its range, so every recognizer and touch that began ends.
    func endIndirectInput() {
        let timestamp = timestampNow()
        endPinch(.cancelled, at: timestamp)
        if let location = host.pointerLocation {
            host.send(PointerSample(.exit, location: location, timestamp: timestamp))
        }
        if let pen = indirect.pen, host.activeFingers.contains(TouchHost.pencilFingerID) {
            host.send(PencilSample(.cancelled, location: CGPoint(x: pen.x, y: pen.y), timestamp: timestamp))
        } else if let pen = indirect.pen, pen.phase == "hover" {
            host.send(PencilSample(.leftRange, location: CGPoint(x: pen.x, y: pen.y), timestamp: timestamp))
        }
    }

    // MARK: Pen

    func receivePen(_ samples: [PlaygroundMessage.PenSample], seq: Int, time: Double, arrival: Double) {
        guard acceptInput("pen", seq: seq, time: time, arrival: arrival) != nil else { return }
        indirect.counts.pen += 1
        if host.activeFingers.isEmpty && samples.contains(where: { $0.phase == .began }) { startSequence() }
        var pencil: [PencilSample] = []
        pencil.reserveCapacity(samples.count)
        for sample in samples {
            let timestamp = sampleTime(sample.time, arrival: arrival)
            let (altitude, azimuth) = Self.penAngles(tiltX: sample.tiltX, tiltY: sample.tiltY)
            let roll = (sample.twist > 180 ? sample.twist - 360 : sample.twist) * .pi / 180
            let phase: PencilSample.Phase = switch sample.phase {
            case .hover: .hovering
            case .leave: .leftRange
            case .began: .began
            case .moved: .moved
            case .ended: .ended
            case .cancelled: .cancelled
            }
            let touching = phase == .began || phase == .moved || phase == .ended
            let force = touching ? CGFloat(sample.pressure) * TouchHost.pencilMaximumPossibleForce : 0
            pencil.append(PencilSample(
                phase, location: CGPoint(x: sample.x, y: sample.y), timestamp: timestamp, force: force,
                altitudeAngle: CGFloat(altitude), azimuthAngle: CGFloat(azimuth), rollAngle: CGFloat(roll),
                zOffset: phase == .hovering ? Self.penHoverZOffset : 0))
        }
        host.sendPencil(pencil)
        if let last = pencil.last, let sample = samples.last {
            indirect.pen = SessionState.Pen(
                phase: sample.phase.rawValue, x: sample.x, y: sample.y, force: Double(last.force),
                altitude: Double(last.altitudeAngle), azimuth: Double(last.azimuthAngle), roll: Double(last.rollAngle))
        }
        inputApplied(arrival: arrival)
    }

    /// UIKit's altitude (π/2 upright) and azimuth (radians from the window's x axis, clockwise, 0 through 2π) of a pen
    /// tilted `tiltX` and `tiltY` degrees, by the Pointer Events Level 3 conversion.
    static func penAngles(tiltX: Double, tiltY: Double) -> (altitude: Double, azimuth: Double) {
        if tiltX == 0 && tiltY == 0 { return (.pi / 2, 0) }
        // Lying flat along an axis: the tangents below would be infinite.
        if abs(tiltX) == 90 || abs(tiltY) == 90 {
            let azimuth = abs(tiltX) == 90 ? (tiltX > 0 ? 0 : Double.pi) : (tiltY > 0 ? Double.pi / 2 : 3 * Double.pi / 2)
            return (0, azimuth)
        }
        let x = tan(tiltX * .pi / 180), y = tan(tiltY * .pi / 180)
        var azimuth = atan2(y, x)
        if azimuth < 0 { azimuth += 2 * .pi }
        return (atan(1 / (x * x + y * y).squareRoot()), azimuth)
    }
}
