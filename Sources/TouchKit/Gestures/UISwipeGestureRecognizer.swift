/// Looks for a quick stroke in a direction: UIKit's `UISwipeGestureRecognizer`, a discrete gesture.
///
/// It recognizes while the fingers are still moving, as soon as each of the ``numberOfTouchesRequired`` fingers has
/// moved at least 50 pt from where it came down, mostly along one of the allowed ``direction``s (its movement along
/// that direction larger than across it), all the same way, with less than 200 pt across. It fails if a finger
/// moves 50 pt mostly some other way, if the fingers go different ways, if more fingers come down than required,
/// if a finger lifts first, or if 0.5 s pass after the first finger came down.
///
/// ``location(in:)`` is where the swipe began (the centroid of the fingers' starting points), as UIKit's header says;
/// ``location(ofTouch:in:)`` is where that finger began.
///
/// - Note: UIKit's header says "a slow swipe requires high directional precision but a small distance; a fast
///   swipe requires low directional precision but a large distance": its limits decay over time at rates that are
///   not public. TouchKit uses the fixed limits of an older Apple copy of the recognizer (docs/UIKitFacts.md, "Built-in
///   recognizers", Swipe): 0.5 s, 50 pt along, under 200 pt across.
///
/// See also ``UIPanGestureRecognizer``, ``UIGestureRecognizer/require(toFail:)``.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { UISwipeGestureRecognizer.self }

    /// The directions a swipe may go. Raw values are UIKit's.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// UIKit's bit mask: right 1, left 2, up 4, down 8.
        public let rawValue: UInt

        /// A direction from its UIKit raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Towards +x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards −x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards −y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards +y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The longest a swipe may take, from the first finger down to recognition: 0.5 s. UIKit: an older Apple copy of
    /// `UISwipeGestureRecognizer` (`_maximumDuration`; docs/UIKitFacts.md, "Swipe" [pub, ?]).
    /// Uncertain: current UIKit decays its limits over time.
    static let maximumDuration: TimeInterval = 0.5

    /// How far each finger must move along the swipe's direction: 50 pt. UIKit: the same older copy
    /// (`_minimumPrimaryMovement`; docs/UIKitFacts.md, "Swipe" [pub, ?]). Uncertain, as above.
    static let minimumPrimaryMovement: CGFloat = 50

    /// A finger that has moved this far across the swipe's direction fails it: 200 pt. UIKit: the same older copy
    /// (`_maximumSecondaryMovement`; docs/UIKitFacts.md, "Swipe" [pub, ?]). Uncertain, as above.
    /// Since a swipe's movement must also be mostly along its direction, this only matters for a finger that jumps far
    /// in one sample.
    static let maximumSecondaryMovement: CGFloat = 200

    /// The directions that count as this swipe. Default ``Direction/right``. Several directions may be
    /// given when they mean the same thing (UIKit's example: swipe to delete either way).
    open var direction: Direction = .right

    /// How many fingers must swipe together. Default 1.
    open var numberOfTouchesRequired: Int = 1

    /// Where the swipe began: the centroid of the fingers' starting points, in window coordinates.
    private var startCentroidInWindow: CGPoint = .zero

    // MARK: Location

    /// Where the swipe began, in `view`'s coordinates (the window's when nil): the centroid of the points where its
    /// fingers came down. UIKit's header: "location where the swipe began".
    open override func location(in view: UIView?) -> CGPoint {
        guard let view else { return startCentroidInWindow }
        return view.convert(startCentroidInWindow, from: nil)
    }

    /// Where finger `touchIndex` came down, in `view`'s coordinates. UIKit's header: "location of a particular touch
    /// when the swipe began".
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return super.location(ofTouch: touchIndex, in: view) }
        let start = trackedTouches[touchIndex].beganLocationInWindow
        guard let view else { return start }
        return view.convert(start, from: nil)
    }

    // MARK: Touches

    /// The 0.5 s are up: a swipe not recognized by then fails.
    override func timeoutElapsed() {
        failIfPossible()
    }

    /// Fingers came down: the first starts the 0.5 s clock; more than ``numberOfTouchesRequired`` fail the swipe.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count == touches.count {
            scheduleTimeout(after: Self.maximumDuration)
        }
        guard trackedTouches.count <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        var sum = CGPoint.zero
        for touch in trackedTouches { sum = sum + touch.beganLocationInWindow }
        let count = CGFloat(trackedTouches.count)
        startCentroidInWindow = CGPoint(x: sum.x / count, y: sum.y / count)
    }

    /// Fingers moved: the swipe recognizes once every required finger has swiped the same allowed way, and fails as
    /// soon as one goes another way or too far across.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        var agreed: Direction?
        var everyFingerSwiped = trackedTouches.count == numberOfTouchesRequired
        // By index, not `for in`: neither the list nor its touches are retained (a state change ends the walk).
        var index = 0
        while index < trackedTouches.count {
            let movement = trackedTouches[index].locationInWindow - trackedTouches[index].beganLocationInWindow
            index += 1
            switch Self.classify(movement) {
            case .tooShort:
                everyFingerSwiped = false
            case .swipe(let swiped):
                guard direction.contains(swiped), agreed == nil || agreed == swiped else {
                    state = .failed
                    return
                }
                agreed = swiped
            case .tooFarAcross:
                state = .failed
                return
            }
        }
        if everyFingerSwiped { state = .recognized }
    }

    /// A finger lifted before the swipe was recognized: it fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        failIfPossible()
    }

    /// A touch was cancelled before the swipe was recognized: it fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        failIfPossible()
    }

    // MARK: One finger's movement

    private enum Movement {
        /// Less than the minimum along its main axis (or exactly diagonal): undecided.
        case tooShort
        /// Far enough, mostly in this direction.
        case swipe(Direction)
        /// Far enough but too far across its main axis.
        case tooFarAcross
    }

    /// What one finger's movement from where it came down amounts to.
    private static func classify(_ movement: CGPoint) -> Movement {
        let horizontal = abs(movement.x), vertical = abs(movement.y)
        let primary = max(horizontal, vertical), secondary = min(horizontal, vertical)
        guard primary >= minimumPrimaryMovement, horizontal != vertical else { return .tooShort }
        guard secondary < maximumSecondaryMovement else { return .tooFarAcross }
        if horizontal > vertical { return .swipe(movement.x > 0 ? .right : .left) }
        return .swipe(movement.y > 0 ? .down : .up)
    }
}
