/// The pan a scroll view scrolls with (UIKit's `UIScrollViewPanGestureRecognizer`), reachable as
/// ``UIScrollView/panGestureRecognizer``; it may be moved to another view (the 2014 talk puts it on the superview)
/// and keeps driving its scroll view.
///
/// Beyond a plain pan: it begins only along an axis its scroll view can scroll (so a drag across a horizontal pager
/// inside a vertical list goes to the list), it does not begin when it may not take its touches from the content
/// (`canCancelContentTouches`, `touchesShouldCancel(in:)`), and a resting finger does not hold back a moving one.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { ScrollViewPanGestureRecognizer.self }

    /// (`unowned(unsafe)`, as ``unretainedScrollView``: set by the scroll view and cleared by its `deinit`, so it
    /// never points at a scroll view that is gone; a weak reference would put the scroll view, retained all along its
    /// touches' path, on the runtime's slow retain path, and a checked `unowned` read cost a runtime call.)
    var scrollView: UIScrollView? {
        @inline(__always) get { unretainedScrollView?.takeUnretainedValue() }
        @inline(__always) set { unretainedScrollView = newValue.map { Unmanaged.passUnretained($0) } }
    }
    @exclusivity(unchecked) private(set) var unretainedScrollView: Unmanaged<UIScrollView>?

    override func panningDecision(forMovement movement: CGPoint) -> PanningDecision {
        let threshold = beginningHysteresis
        guard abs(movement.x) > threshold || abs(movement.y) > threshold else { return .keepWaiting }
        guard let scrollView else { return .fail }
        let alongX = abs(movement.x) >= abs(movement.y)
        return (alongX ? scrollView.canScrollHorizontally : scrollView.canScrollVertically) ? .begin : .fail
    }


    override var countsRestingTouches: Bool { false }

    /// A scroll begins along an axis the scroll view can scroll, unless it is at that axis's edge and hands the scroll
    /// to an enclosing scroll view (`UIScrollView+ScrollInput.swift`).
    override func scrollBeginDecision(forMovement movement: CGPoint) -> PanningDecision {
        guard let scrollView else { return .fail }
        return scrollView.scrollInputBeginDecision(forMovement: movement)
    }

    /// Fingers on the trackpad stop a coasting scroll view, as a finger on the screen does.
    override func scrollFingersTouched() {
        UIScrollView.touchesWentDown([], on: unretainedScrollView)
    }

    override func shouldBeginByDesign() -> Bool {
        guard let scrollView, scrollView.isScrollEnabled else { return false }
        for touch in attemptTouches where touch.viewDelivery.stage == .begun && !touch.viewDelivery.blocked {
            guard let view = touch.view, view !== scrollView else { continue }
            if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        UIScrollView.touchesWentDown(touches, on: unretainedScrollView)
        super.touchesBegan(touches, with: event)
    }

    /// The attempt is over: a motion a finger caught without dragging settles back.
    override func reset() {
        super.reset()
        UIScrollView.settleAfterCaughtMotion(of: unretainedScrollView, resetting: self)
    }
}

/// The scroll view's touch-delay recognizer (UIKit's `UIScrollViewDelayedTouchesBeganGestureRecognizer`): it never
/// recognizes; with `delaysContentTouches` it holds the content's touches for 0.15 s (the 2014 talk) and then fails,
/// which releases them, unless the pan recognized first (they are then never delivered).
///
/// It fails early, delivering at once, when the finger lifts first or moves past the pan's hysteresis along an axis
/// the scroll view cannot scroll (docs/UIKitFacts.md, "Touch delay"). When it lets a touch go, the scroll view's
/// `touchesShouldBegin(_:with:in:)` decides whether the content gets it.
@MainActor
final class ScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { ScrollViewDelayedTouchesBeganGestureRecognizer.self }

    /// 0.15 s: how long content touches are held. The 2014 talk's TouchDelayGestureRecognizer [talk 2014, re].
    static let touchDelay: TimeInterval = 0.15

    /// (`unowned(unsafe)`, as the pan's ``ScrollViewPanGestureRecognizer/scrollView``.)
    var scrollView: UIScrollView? {
        @inline(__always) get { unretainedScrollView?.takeUnretainedValue() }
        @inline(__always) set { unretainedScrollView = newValue.map { Unmanaged.passUnretained($0) } }
    }
    @exclusivity(unchecked) private(set) var unretainedScrollView: Unmanaged<UIScrollView>?
    @exclusivity(unchecked) private var startCentroid: CGPoint = .zero
    /// Scratch for ``releaseToContent(_:event:)``: the distinct hit views, and one view's touches.
    @exclusivity(unchecked) private var hitViews: [UIView] = []
    @exclusivity(unchecked) private var viewTouches: Set<UITouch> = []

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        UIScrollView.touchesWentDown(touches, on: unretainedScrollView)
        guard unretainedScrollView != nil, delaysTouchesBegan else {
            // Not delaying: the content may still be refused its touches, right now.
            releaseToContent(touches, event: event)
            state = .failed
            return
        }
        if !hasRunningTimeout {
            startCentroid = centroidInWindow(of: trackedTouches)
            scheduleTimeout(after: Self.touchDelay)
        }
    }

    /// The touch delay is over: the content gets its touches.
    override func timeoutElapsed() {
        releaseAll(event: scrollView?.window?.touchEvent)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let movement = centroidInWindow(of: trackedTouches) - startCentroid
        let hysteresis = UIPanGestureRecognizer.hysteresis
        // The scroll view is read only past the hysteresis: its `unowned` reference costs a retain and a release.
        guard abs(movement.x) > hysteresis || abs(movement.y) > hysteresis, let scrollView else { return }
        if (abs(movement.x) > hysteresis && !scrollView.canScrollHorizontally)
            || (abs(movement.y) > hysteresis && !scrollView.canScrollVertically) {
            releaseAll(event: event)
        }
    }

    /// A lift releases every touch of the attempt to the content. When the lifted touch is the attempt's only one (a
    /// tap), the set the scroll view is asked with is the one given here: the same touch, without building a set.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard attemptTouches.count == 1, touches.count == 1 else { return releaseAll(event: event) }
        guard state == .possible else { return }
        if contentMayBeRefused { releaseToContent(attemptTouches[0], in: touches, event: event) }
        state = .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    /// Also settles a caught motion: the pan may be elsewhere (moved to another view, removed) and never see the
    /// touch that caught it.
    override func reset() {
        super.reset()
        UIScrollView.settleAfterCaughtMotion(of: unretainedScrollView, resetting: self)
    }

    private func releaseAll(event: UIEvent?) {
        guard state == .possible else { return }
        releaseToContent(attemptTouches, event: event)
        state = .failed
    }

    /// Asks the scroll view whether the content may have these touches, once per hit view with that view's touches
    /// (in the order the touches came); refused ones never reach it. Builds nothing but two scratch collections
    /// kept from one touch to the next.
    private func releaseToContent(_ touches: some Sequence<UITouch>, event: UIEvent?) {
        guard contentMayBeRefused, let scrollView, let dispatcher = scrollView.window?.dispatcher else { return }
        hitViews.removeAllKeepingCapacity()
        for touch in touches where !touch.viewDelivery.blocked {
            guard let view = touch.view, view !== scrollView, !hitViews.containsIdentical(view) else { continue }
            hitViews.append(view)
        }
        for view in hitViews {
            if !viewTouches.isEmpty { viewTouches.removeAll(keepingCapacity: true) }
            for touch in touches where !touch.viewDelivery.blocked && touch.view === view { viewTouches.insert(touch) }
            if !scrollView.touchesShouldBegin(viewTouches, with: event, in: view) {
                for touch in viewTouches { dispatcher.blockViewDelivery(of: touch) }
            }
        }
        if !viewTouches.isEmpty { viewTouches.removeAll(keepingCapacity: true) }
        hitViews.removeAllKeepingCapacity()
    }

    /// Whether the scroll view may refuse the content its touches: it is there, and not a plain scroll view
    /// (``UIScrollView/isPlainScrollView``), whose `touchesShouldBegin(_:with:in:)` is UIScrollView's own and says
    /// yes to every touch, so releasing them asks nothing and blocks nothing (asked without retaining it).
    private var contentMayBeRefused: Bool {
        unretainedScrollView?.withUnretainedInstance { !$0.isPlainScrollView } ?? false
    }

    /// ``releaseToContent(_:event:)`` for the attempt's one touch, `touch`, given in the set `touches` that holds it
    /// alone.
    private func releaseToContent(_ touch: UITouch, in touches: Set<UITouch>, event: UIEvent?) {
        guard let scrollView, let dispatcher = scrollView.window?.dispatcher else { return }
        guard !touch.viewDelivery.blocked, let view = touch.view, view !== scrollView else { return }
        if !scrollView.touchesShouldBegin(touches, with: event, in: view) { dispatcher.blockViewDelivery(of: touch) }
    }
}
