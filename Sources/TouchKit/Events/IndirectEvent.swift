/// An event that is not a touch on the screen but happens at a pointer's location: a scroll (``ScrollEvent``) or a
/// trackpad pinch or rotation (``TransformEvent``). Internal, as UIKit's `_UIScrollEvent` and `_UITransformEvent`
/// are: app code sees them as a `UIEvent` whose ``UIEvent/type`` says which (in the delegate's
/// `gestureRecognizer(_:shouldReceive:)` for events).
///
/// One of each per host, reused for every sample (the wheel step allocates nothing). The window hit-tests the
/// location and hands the event to the recognizers of the hit view and its ancestors that take it
/// (`GestureArena+IndirectEvents.swift`); views' `touchesBegan` and kin never see it, as in UIKit.
@MainActor
class IndirectEvent: UIEvent {
    /// Where the pointer is, in window coordinates.
    @exclusivity(unchecked) var locationInWindow: CGPoint = .zero
    /// Scratch for the delivery: the recognizers that take the event, kept between events.
    @exclusivity(unchecked) var receivers: [UIGestureRecognizer] = []

    /// The event is one of a gesture with phases (a trackpad scroll or transform), not a wheel step.
    var hasPhases: Bool { false }
    /// A gesture with phases is under way and goes on after this event (a trackpad scroll's or transform's
    /// `mayBegin`, `began` or `changed`); a wheel step, which has no phases, never is.
    var gestureGoesOn: Bool { false }

    override init() {
        super.init()
        receivers.reserveCapacity(8)
    }
}

/// What an indirect gesture (a trackpad scroll, pinch or rotation) is doing: the phases UIKit's scroll and transform
/// events carry.
enum IndirectPhase: Sendable, Equatable {
    /// Fingers touched the trackpad without moving yet (a scroll's `mayBegin`): a coasting scroll view stops.
    case mayBegin
    /// The gesture started.
    case began
    /// The gesture moved.
    case changed
    /// The fingers lifted.
    case ended
    /// The system stopped the gesture.
    case cancelled

    /// The gesture goes on after this phase.
    var goesOn: Bool { self == .mayBegin || self == .began || self == .changed }
}
