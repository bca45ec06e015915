/// Looks for dragging: UIKit's `UIPanGestureRecognizer`, a continuous gesture of one or more fingers moving.
///
/// It begins once at least ``minimumNumberOfTouches`` fingers have moved their centroid more than 10 pt along x or y
/// from where they started, changes as they move, and ends when every finger has lifted (it fails if they lift
/// before it began). ``translation(in:)`` is how far the centroid has moved since, ``velocity(in:)`` how fast it moves.
///
/// Details that follow UIKit's header and docs/UIKitFacts.md, "Pan":
/// - The 10 pt hysteresis is subtracted when the pan begins, so translation starts near zero rather than jumping
///   by 10 pt: translation is the centroid's movement minus a 10 pt vector along the direction of that movement at
///   the moment the pan began. A horizontal drag of 100 pt ends with a translation of (90, 0).
/// - Fingers may come and go: translation is re-based whenever the set of fingers changes, so it never jumps. What
///   accumulates is the mean movement of the fingers that stay down, which is the centroid's movement while the
///   set is fixed.
/// - ``minimumNumberOfTouches`` gates the beginning only: before it began, movement counts only while at least that
///   many fingers are down. Once it began the pan follows whatever fingers remain, down to one (a four-finger pan
///   whose other fingers lifted or were cancelled runs on the fourth alone), and ends when the last one lifts. UIKit
///   [re]: `-[UIPanGestureRecognizer touchesMoved:withEvent:]` checks the count only in `_shouldTryToBeginWithEvent:`
///   (iOS 26.1 UIKitCore), and Apple's class reference: it "ends when all fingers are lifted".
/// - More than ``maximumNumberOfTouches`` fingers before it began: it fails. After it began, extra fingers are
///   ignored (``UIGestureRecognizer/ignore(_:for:)``): the pan keeps following its fingers and the view gets the
///   extra ones as usual.
/// - A cancelled touch leaves the pan as a lifted one does (UIKit hands both to `_handleEndedTouches:` [re]): the
///   pan goes on with the others, and the last one cancels it (fails it if it had not begun).
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: ViewController.handlePan)
/// card.addGestureRecognizer(pan)
///
/// func handlePan(_ pan: UIPanGestureRecognizer) {
///     let translation = pan.translation(in: card.superview)
///     card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
///     pan.setTranslation(.zero, in: card.superview)
/// }
/// ```
///
/// See also ``UIScreenEdgePanGestureRecognizer``, ``UISwipeGestureRecognizer``,
/// ``UIGestureRecognizer/require(toFail:)``.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { UIPanGestureRecognizer.self }

    /// How far the centroid must move along x or y before a pan begins: 10 pt. UIKit: `UIPanGestureRecognizer`'s
    /// hysteresis (read from disassembly; docs/UIKitFacts.md, "Pan" [re]). Certain.
    static let hysteresis: CGFloat = 10

    /// How much the latest sample counts in the smoothed velocity: 0.2 (the previous estimate counts 0.8). UIKit:
    /// `UIPanGestureRecognizer` velocity samples (docs/UIKitFacts.md, "Pan" [re]). Certain of the
    /// weights; whether the first sample is blended with zero is not known (TouchKit takes it as it is).
    static let latestVelocitySampleWeight: CGFloat = 0.2

    /// Samples less than 1 ms after the previous one are ignored for velocity. UIKit: `UIPanGestureRecognizer`
    /// (docs/UIKitFacts.md, "Pan" [re]). Certain.
    static let minimumVelocitySampleInterval: TimeInterval = 0.001

    /// A finger whose last movement is more than this before it lifts has stopped: it lifts with no velocity (and a
    /// scroll view does not coast). Touch screens report a finger only while it moves, so a finger that stopped
    /// leaves the velocity of its last movement behind; on a device its tremor keeps sending tiny moves that bring
    /// the estimate down, which the simulator's still finger does not. UIKit's constant is not known [?] (its pan
    /// blends only moved samples, and a held-then-lifted pan in the iOS Simulator reports the old velocity): 40 ms
    /// is Android's `VelocityTracker` `ASSUME_POINTER_STOPPED_TIME` and Flutter's
    /// `_assumePointerMoveStoppedMilliseconds`, about two frames at 60 Hz.
    static let stoppedFingerInterval: TimeInterval = 0.04

    // `@exclusivity(unchecked)`, once for the type: these stored properties are read and written on the per-sample
    // path, on the main actor only, and no engine code holds an access to one across a call out to app code, so the
    // runtime's dynamic exclusivity check (a call per access, more than the access itself) is left out.

    /// The fewest fingers that can pan. Default 1.
    @exclusivity(unchecked) open var minimumNumberOfTouches: Int = 1

    /// The most fingers that can pan. Default `Int.max` (UIKit's `NSUIntegerMax`).
    ///
    /// More fingers before the pan began make it fail; after it began, the extra fingers are ignored.
    @exclusivity(unchecked) open var maximumNumberOfTouches: Int = .max

    /// The scroll types the pan recognizes besides touches: a mouse wheel (``UIScrollTypeMask/discrete``), two
    /// fingers on a trackpad (``UIScrollTypeMask/continuous``). Default none: a plain pan ignores scrolling (Apple's
    /// `allowedScrollTypesMask` reference); a scroll view's pan allows ``UIScrollTypeMask/all``.
    ///
    /// Scroll events drive ``translation(in:)`` and ``velocity(in:)`` as a finger would, with no hysteresis: the
    /// pan begins at the first movement, changes with each, and ends when the trackpad's fingers lift, or
    /// 0.1 s after a wheel's last step. It does not stop touches from panning: to pan by scrolling
    /// only, set ``UIGestureRecognizer/allowedTouchTypes`` to `[]`. While it follows a scroll it takes no touch, and
    /// while it follows touches it takes no scroll event.
    open var allowedScrollTypesMask: UIScrollTypeMask {
        get { rareStorage?.allowedScrollTypesMask ?? [] }
        set { if rareStorage != nil || !newValue.isEmpty { rare.allowedScrollTypesMask = newValue } }
    }

    /// The centroid's movement since the touches began, in window coordinates: the mean movement of the fingers
    /// that stay down from one sample to the next, counted while at least ``minimumNumberOfTouches`` are down before
    /// the pan began, and always after.
    /// Continuous across fingers coming and going; ``setTranslation(_:in:)`` does not touch it.
    @exclusivity(unchecked) private(set) var movementInWindow: CGPoint = .zero
    /// Subtracted from ``movementInWindow`` to give the translation: the hysteresis at began, then whatever
    /// ``setTranslation(_:in:)`` asked for.
    @exclusivity(unchecked) private var translationOriginInWindow: CGPoint = .zero
    @exclusivity(unchecked) private var velocityTracker = VelocityTracker<CGPoint, UIPanGestureRecognizer>()
    @exclusivity(unchecked) private var hasStartedTracking = false
    /// The scroll gesture the pan follows, if any. (After the flag: its 3 bytes fill the padding after it, where
    /// between two 8-byte fields they would cost 8.)
    @exclusivity(unchecked) var scrollGesture = PanScrollGesture()

    // MARK: Reading the pan

    /// How far the fingers' centroid has moved since the pan began (less the hysteresis), in `view`'s coordinate
    /// space (the window's when nil).
    ///
    /// The translation is a vector: it is converted by the linear part of the transforms between the window and
    /// `view` (a view scaled by 2 reads half the points), not offset by where `view` sits.
    ///
    /// - Note: TouchKit measures in window coordinates where UIKit measures in screen coordinates; they are the same
    ///   unless the window itself is transformed.
    ///
    /// See also ``setTranslation(_:in:)``, ``velocity(in:)``.
    open func translation(in view: UIView?) -> CGPoint {
        Self.convertVector(movementInWindow - translationOriginInWindow, fromWindowTo: view)
    }

    /// Redefines the current translation as `translation` in `view`'s coordinate space, typically `.zero` in every
    /// action to read the pan as increments. Later movement adds to it. The velocity is not affected.
    ///
    /// See also ``translation(in:)``.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationOriginInWindow = movementInWindow - Self.convertVector(translation, fromViewToWindow: view)
    }

    /// How fast the fingers' centroid moves, in points per second in `view`'s coordinate space (the window's when
    /// nil).
    ///
    /// Each sample's velocity is blended with the previous estimate: 0.2 × latest + 0.8 × previous, samples less than
    /// 1 ms apart ignored (docs/UIKitFacts.md, "Pan"). The lift is a sample like any other, so a
    /// finger held still briefly before it lifts weakens the velocity by one sample's weight; one held still longer
    /// than `stoppedFingerInterval` (40 ms) lifts with no velocity.
    ///
    /// - Note: the first measured velocity is taken as it is rather than blended with zero, so a drag at a constant
    ///   speed reads that speed from its second sample on. How UIKit treats its first sample is not known.
    open func velocity(in view: UIView?) -> CGPoint {
        Self.convertVector(velocityTracker.velocity, fromWindowTo: view)
    }

    // MARK: Engine hooks

    /// What the pan does with movement while it is undecided.
    enum PanningDecision {
        case keepWaiting
        case begin
        case fail
    }

    /// Whether fingers resting still count in the centroid's movement (a plain pan: yes, they hold it back). A scroll
    /// view's pan says no: a resting finger does not hold back one that moves (the 2014 talk, Advanced Scrollviews and
    /// Touch Handling Techniques).
    var countsRestingTouches: Bool { true }

    /// The movement needed to begin, along x or y. Subclasses with another threshold override it.
    var beginningHysteresis: CGFloat { UIPanGestureRecognizer.hysteresis }

    /// Engine hook: decides, from the centroid's movement in window coordinates, whether the pan begins, waits, or
    /// fails. The default begins once the movement exceeds ``beginningHysteresis`` along x or y. A scroll view's pan
    /// or a screen-edge pan refine it (direction, scrollable axes).
    func panningDecision(forMovement movement: CGPoint) -> PanningDecision {
        let threshold = beginningHysteresis
        return abs(movement.x) > threshold || abs(movement.y) > threshold ? .begin : .keepWaiting
    }

    /// The part of the movement not reported as translation when the pan begins: ``beginningHysteresis`` along the
    /// direction of the movement.
    func hysteresisOffset(forMovement movement: CGPoint) -> CGPoint {
        let length = (movement.x * movement.x + movement.y * movement.y).squareRoot()
        guard length > 0 else { return .zero }
        let threshold = min(beginningHysteresis, length)
        return CGPoint(x: movement.x / length * threshold, y: movement.y / length * threshold)
    }

    // MARK: Touches

    /// Fingers came down. Beyond ``maximumNumberOfTouches`` they fail a pan that has not begun, and are ignored by
    /// one that has (the newest first); otherwise they join the centroid without moving the translation.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if !hasStartedTracking {
            hasStartedTracking = true
            velocityTracker.addSample(movementInWindow, at: event.timestamp)
        }
        guard trackedTouches.count > maximumNumberOfTouches else { return }
        if state == .possible {
            state = .failed
            return
        }
        // Began: the newest fingers beyond the maximum are not part of the pan.
        for touch in trackedTouches.reversed() where trackedTouches.count > maximumNumberOfTouches {
            if touches.contains(touch) { ignore(touch, for: event) }
        }
    }

    /// Fingers moved: the translation and velocity follow, and the pan begins once past the hysteresis with at least
    /// ``minimumNumberOfTouches`` down, or changes if it already began.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        accumulateMovement(of: touches, at: event.timestamp)
        switch state {
        case .possible:
            guard trackedTouches.count >= minimumNumberOfTouches else { return }
            switch panningDecision(forMovement: movementInWindow) {
            case .keepWaiting:
                break
            case .begin:
                translationOriginInWindow = hysteresisOffset(forMovement: movementInWindow)
                state = .began
            case .fail:
                state = .failed
            }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    /// Fingers lifted. The last one ends the pan (fails it if it had not begun); until then the others carry on.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // A lift sample may carry a last movement; the lifted fingers then leave the set, which re-bases it.
        velocityTracker.forgetEstimate(ifOlderThan: Self.stoppedFingerInterval, at: event.timestamp)
        accumulateMovement(of: touches, at: event.timestamp)
        guard trackedTouches.count == touches.count else { return }
        endOrFail()
    }

    /// Touches were cancelled: they leave the pan as lifted ones do; the last one cancels it (fails it if it had not
    /// begun).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == touches.count else { return }
        cancelOrFail()
    }

    /// Clears the translation and velocity for the next pan (call super when overriding).
    open override func reset() {
        super.reset()
        movementInWindow = .zero
        translationOriginInWindow = .zero
        velocityTracker.reset()
        hasStartedTracking = false
        scrollGesture = PanScrollGesture()
    }

    // MARK: Scroll events (UIPanGestureRecognizer+Scroll.swift)

    override func acceptsIndirectEvent(_ event: IndirectEvent) -> Bool { acceptsScrollEvent(event) }

    override func handleIndirectEvent(_ event: IndirectEvent) { handleScrollEvent(event) }

    override func timeoutElapsed() { wheelGestureDidPause() }

    /// Engine hook: whether a scroll that has moved the content by `movement` (window points) begins the pan.
    /// Default: it begins. A scroll view's pan refines it (the axes it can scroll, handing the scroll to an
    /// enclosing scroll view at an edge).
    func scrollBeginDecision(forMovement movement: CGPoint) -> PanningDecision { .begin }

    /// Engine hook: fingers touched the trackpad (a scroll's `mayBegin`). Default: nothing; a scroll view's pan stops
    /// its coasting.
    func scrollFingersTouched() {}

    /// A pan following a scroll takes no touch.
    override func acceptsTouchByDesign(_ touch: UITouch) -> Bool { scrollGesture.type == nil }

    /// Starts following a scroll gesture: the movement and velocity start from zero at `time`.
    func startScrollGesture(_ type: UIScrollType, at time: TimeInterval) {
        scrollGesture.type = type
        movementInWindow = .zero
        translationOriginInWindow = .zero
        velocityTracker.reset()
        velocityTracker.addSample(.zero, at: time)
    }

    /// Adds a scroll event's movement and samples the velocity.
    func addScrollMovement(_ delta: CGPoint, at time: TimeInterval) {
        movementInWindow = movementInWindow + delta
        velocityTracker.addSample(movementInWindow, at: time)
    }

    /// A lift after the movement stopped for longer than `stoppedFingerInterval` has no velocity, as a finger's.
    func forgetStaleScrollVelocity(at time: TimeInterval) {
        velocityTracker.forgetEstimate(ifOlderThan: Self.stoppedFingerInterval, at: time)
    }

    /// Adds the mean movement of `touches` over the fingers that were down before this event, and samples the
    /// velocity. Fingers that began in this event have no movement yet and do not count.
    private func accumulateMovement(of touches: Set<UITouch>, at time: TimeInterval) {
        guard trackedTouches.count >= minimumNumberOfTouches || storedState == .began || storedState == .changed
        else { return }
        // Both walks by index, not `for in`: no touch, array or set is retained (`UnretainedWalk.swift`).
        var fingersDownBefore = 0
        var index = 0
        while index < trackedTouches.count {
            if trackedTouches[index].phase != .began { fingersDownBefore += 1 }
            index += 1
        }
        guard fingersDownBefore > 0 else { return }
        var sum = CGPoint.zero
        var fingersMoved = 0
        touches.forEachMember { touch in
            guard touch.phase != .began else { return }
            sum = sum + (touch.locationInWindow - touch.previousLocationInWindow)
            fingersMoved += 1
        }
        let count = CGFloat(countsRestingTouches ? fingersDownBefore : max(fingersMoved, 1))
        movementInWindow = movementInWindow + CGPoint(x: sum.x / count, y: sum.y / count)
        velocityTracker.addSample(movementInWindow, at: time)
    }

    // MARK: Vectors between coordinate spaces

    /// A vector in window coordinates, in `view`'s: the difference of two converted points, so only the linear part
    /// of the transforms applies.
    static func convertVector(_ vector: CGPoint, fromWindowTo view: UIView?) -> CGPoint {
        guard let view else { return vector }
        // A plain view or scroll view (the scroll view's own pan asks in every action) cannot override
        // `convert(_:from:)`: both points in one walk, with the same arithmetic.
        if view.isPlainView || type(of: view) == UIScrollView.self {
            let (tip, origin) = view.convertFromRoot(vector, .zero)
            return tip - origin
        }
        return view.convert(vector, from: nil) - view.convert(CGPoint.zero, from: nil)
    }

    /// A vector in `view`'s coordinates, in the window's.
    static func convertVector(_ vector: CGPoint, fromViewToWindow view: UIView?) -> CGPoint {
        guard let view else { return vector }
        return view.convert(vector, to: nil) - view.convert(CGPoint.zero, to: nil)
    }
}
