/// A trackpad pinch or rotation: UIKit's `UIEvent` of type ``UIEvent/EventType/transform``, which
/// ``UIPinchGestureRecognizer`` and ``UIRotationGestureRecognizer`` recognize as they do two fingers on the screen.
@MainActor
final class TransformEvent: IndirectEvent {
    /// A transform event.
    override var type: EventType { .transform }
    /// The gesture's phase (never ``IndirectPhase/mayBegin``).
    @exclusivity(unchecked) var phase: IndirectPhase = .changed
    /// The scale change since the previous event, as a factor (1: none).
    @exclusivity(unchecked) var scale: CGFloat = 1
    /// The rotation since the previous event, in radians, clockwise positive as UIKit's.
    @exclusivity(unchecked) var rotation: CGFloat = 0

    override var hasPhases: Bool { true }
    override var gestureGoesOn: Bool { phase.goesOn }
}
