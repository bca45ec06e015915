/// Trackpad pinch and rotation at the pointer's location.
///
/// Each sample is one transform event (``UIEvent/EventType/transform``), hit-tested at its location and handed to
/// the pinch and rotation recognizers there (a zooming scroll view's pinch zooms around the location). Bad input
/// never crashes and always gets a diagnostic:
/// - a NaN, infinite or non-positive scale, or a NaN or infinite rotation: that change is dropped, the phase kept
///   (``TouchDiagnostic/Kind/invalidIndirectMovement``);
/// - a scale beyond ``maximumTransformScale`` (or below its inverse), a rotation beyond ±π, in one sample: clamped
///   (``TouchDiagnostic/Kind/indirectMovementOutOfRange``);
/// - phases out of order and a gesture that never ends, as for a trackpad scroll (`TouchHost+Scroll.swift`).
extension TouchHost {
    /// The largest scale change one sample may carry: 10×. TouchKit's choice [?]: a trackpad reports a few percent
    /// per sample.
    public static let maximumTransformScale: CGFloat = 10

    /// Delivers one trackpad pinch or rotation sample as its own transform event.
    public func send(_ sample: TransformSample) {
        let what = "trackpad transform"
        let time = acceptIndirectTimestamp(sample.timestamp, what: what)
        guard acceptIndirectLocation(sample.location, what: what) else { return }
        let (scale, rotation) = checkedTransform(sample)
        setModifierFlags(sample.modifierFlags)
        var phase: IndirectPhase
        switch sample.phase {
        case .began:
            if indirectInput.isTransforming {
                diagnose(.indirectPhaseOutOfOrder, "\(what): began while one is under way: it is cancelled first", finger: nil)
                finishTransform(.cancelled, at: indirectInput.transformLocation, time: time)
            }
            phase = .began
        case .changed:
            phase = .changed
            if !indirectInput.isTransforming {
                diagnose(.indirectPhaseOutOfOrder, "\(what): changed with no began: taken as the began", finger: nil)
                phase = .began
            }
        case .ended, .cancelled:
            guard indirectInput.isTransforming else {
                diagnose(.indirectPhaseOutOfOrder, "\(what): \(sample.phase) with no gesture under way: dropped", finger: nil)
                return
            }
            finishTransform(sample.phase == .ended ? .ended : .cancelled, scale: scale, rotation: rotation, at: sample.location, time: time)
            return
        }
        indirectInput.isTransforming = true
        indirectInput.transformLocation = sample.location
        deliverTransform(phase, scale: scale, rotation: rotation, at: sample.location, time: time)
        updateAbandonTimer()
    }

    private func checkedTransform(_ sample: TransformSample) -> (scale: CGFloat, rotation: CGFloat) {
        var scale = sample.scale
        var rotation = sample.rotation
        if !scale.isFinite || scale <= 0 {
            diagnose(.invalidIndirectMovement, "trackpad transform: scale \(scale) dropped", finger: nil)
            scale = 1
        } else if scale > Self.maximumTransformScale || scale < 1 / Self.maximumTransformScale {
            diagnose(.indirectMovementOutOfRange, "trackpad transform: scale \(scale) clamped", finger: nil)
            scale = min(max(scale, 1 / Self.maximumTransformScale), Self.maximumTransformScale)
        }
        if !rotation.isFinite {
            diagnose(.invalidIndirectMovement, "trackpad transform: rotation \(rotation) dropped", finger: nil)
            rotation = 0
        } else if abs(rotation) > .pi {
            diagnose(.indirectMovementOutOfRange, "trackpad transform: rotation \(rotation) clamped to ±π", finger: nil)
            rotation = min(max(rotation, -.pi), .pi)
        }
        return (scale, rotation)
    }

    private func finishTransform(
        _ phase: IndirectPhase, scale: CGFloat = 1, rotation: CGFloat = 0, at location: CGPoint, time: TimeInterval
    ) {
        indirectInput.isTransforming = false
        updateAbandonTimer()
        deliverTransform(phase, scale: scale, rotation: rotation, at: location, time: time)
    }

    private func deliverTransform(
        _ phase: IndirectPhase, scale: CGFloat, rotation: CGFloat, at location: CGPoint, time: TimeInterval
    ) {
        let event = indirectInput.transformEvent
        event.phase = phase
        event.scale = scale
        event.rotation = rotation
        deliverIndirect(event, at: location, time: time)
    }
}
