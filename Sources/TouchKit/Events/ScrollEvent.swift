/// A mouse wheel step or a trackpad's two-finger scroll: UIKit's `UIEvent` of type ``UIEvent/EventType/scroll``.
///
/// ``delta`` is the content's movement, as a finger dragging it would move it: positive y moves the content down
/// (toward its top). A pan reads it as translation (``UIPanGestureRecognizer/allowedScrollTypesMask``).
@MainActor
final class ScrollEvent: IndirectEvent {
    /// A scroll event.
    override var type: EventType { .scroll }
    /// Wheel or trackpad.
    @exclusivity(unchecked) var scrollType: UIScrollType = .discrete
    /// A trackpad scroll's phase; a wheel step is always ``IndirectPhase/changed``.
    @exclusivity(unchecked) var phase: IndirectPhase = .changed
    /// The content's movement since the previous event, in window points.
    @exclusivity(unchecked) var delta: CGPoint = .zero

    override var hasPhases: Bool { scrollType == .continuous }
    override var gestureGoesOn: Bool { scrollType == .continuous && phase.goesOn }
}
