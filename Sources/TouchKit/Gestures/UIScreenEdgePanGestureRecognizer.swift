/// A pan that starts at an edge of the screen: UIKit's `UIScreenEdgePanGestureRecognizer`, the swipe in from the
/// left edge that goes back in a navigation stack.
///
/// The finger must come down within 13 pt of one of ``edges`` of the window, move more than 15 pt away from that edge
/// (inward) before it moves 15 pt any other way, and do so within 0.25 s; otherwise the recognizer fails. Once it
/// began it is an ordinary ``UIPanGestureRecognizer``: translation (less the 15 pt hysteresis, along the movement),
/// velocity, ended on lift. One finger only (``UIPanGestureRecognizer/maximumNumberOfTouches`` is 1), and it delays
/// touches began (``UIGestureRecognizer/delaysTouchesBegan`` is true), so the view under the edge sees nothing of a
/// touch that turns into an edge pan.
///
/// - Note: UIKit measures the edges of the screen in the interface orientation; TouchKit uses the bounds of the
///   touch's window. ``edges`` defaults to none, as in UIKit, so the recognizer fails until you set it.
///
/// See also ``UIPanGestureRecognizer``, ``UIRectEdge``.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { UIScreenEdgePanGestureRecognizer.self }

    /// How close to an edge the finger must come down: within 13 pt. UIKit: `_UIScreenEdgePanRecognizer`'s edge
    /// region (docs/UIKitFacts.md, "Screen edge pan" [re]). Certain of the value; TouchKit counts
    /// exactly 13 pt as inside.
    static let edgeRegionSize: CGFloat = 13

    /// How far the finger must move away from the edge before the pan begins: 15 pt. UIKit:
    /// `_UIScreenEdgePanRecognizer`'s hysteresis (docs/UIKitFacts.md, "Screen edge pan" [re]).
    /// Certain.
    static let edgeHysteresis: CGFloat = 15

    /// How long the finger has to begin the pan after it came down: 0.25 s. UIKit: `_UIScreenEdgePanRecognizer`'s
    /// maximum swipe duration (docs/UIKitFacts.md, "Screen edge pan" [re]). Certain.
    static let maximumSwipeDuration: TimeInterval = 0.25

    // `@exclusivity(unchecked)`, once for the type: these stored properties are read and written on the per-sample
    // path, on the main actor only, and no engine code holds an access to one across a call out to app code, so the
    // runtime's dynamic exclusivity check (a call per access, more than the access itself) is left out.

    /// The edges a pan may start from. Default none.
    @exclusivity(unchecked) open var edges: UIRectEdge = []

    /// The edges of ``edges`` the first touch came down near.
    @exclusivity(unchecked) private var startEdges: UIRectEdge = []

    /// An edge pan that calls `action` on `target`; every other initializer comes through this one.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        configureEdgePan()
    }

    private func configureEdgePan() {
        maximumNumberOfTouches = 1
        delaysTouchesBegan = true
    }

    override var beginningHysteresis: CGFloat { UIScreenEdgePanGestureRecognizer.edgeHysteresis }

    /// Begins once the movement away from a start edge exceeds the hysteresis; fails if the finger first moves past
    /// the hysteresis some other way (along the edge, or back out).
    override func panningDecision(forMovement movement: CGPoint) -> PanningDecision {
        let threshold = beginningHysteresis
        guard abs(movement.x) > threshold || abs(movement.y) > threshold else { return .keepWaiting }
        if startEdges.contains(.left), movement.x > threshold { return .begin }
        if startEdges.contains(.right), -movement.x > threshold { return .begin }
        if startEdges.contains(.top), movement.y > threshold { return .begin }
        if startEdges.contains(.bottom), -movement.y > threshold { return .begin }
        return .fail
    }

    /// The first finger must come down near one of ``edges`` (else the edge pan fails) and starts the 0.25 s clock;
    /// then the pan's rules apply.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, trackedTouches.count == touches.count, let first = trackedTouches.first {
            startEdges = edgesNear(first.locationInWindow)
            if startEdges.isEmpty {
                state = .failed
                return
            }
            scheduleTimeout(after: Self.maximumSwipeDuration)
        }
        super.touchesBegan(touches, with: event)
    }

    /// The 0.25 s are up: an edge pan not recognized by then fails.
    override func timeoutElapsed() {
        failIfPossible()
    }

    /// Forgets the edge the last gesture started from (call super when overriding).
    open override func reset() {
        super.reset()
        startEdges = []
    }

    /// The edges of ``edges`` that `point` (window coordinates) lies within ``edgeRegionSize`` of.
    private func edgesNear(_ point: CGPoint) -> UIRectEdge {
        guard let bounds = view?.window?.bounds else { return [] }
        let size = Self.edgeRegionSize
        var near: UIRectEdge = []
        if point.x - bounds.minX <= size { near.insert(.left) }
        if bounds.maxX - point.x <= size { near.insert(.right) }
        if point.y - bounds.minY <= size { near.insert(.top) }
        if bounds.maxY - point.y <= size { near.insert(.bottom) }
        return near.intersection(edges)
    }
}
