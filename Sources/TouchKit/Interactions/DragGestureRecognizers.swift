/// A drag interaction's lift: a long press of ``UIDragInteraction/liftDelay`` that remembers where it lifted.
@MainActor
final class DragLiftGestureRecognizer: UILongPressGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { DragLiftGestureRecognizer.self }

    unowned var interaction: UIDragInteraction?
    /// The finger's location when the view lifted, in window coordinates.
    private(set) var liftLocationInWindow: CGPoint = .zero

    override func timeoutElapsed() {
        if let touch = trackedTouches.first { liftLocationInWindow = touch.locationInWindow }
        super.timeoutElapsed()
    }

    /// A lift that ended without an action (beaten by a recognizer it had to wait for) drops its lifted session:
    /// kept, it held the touch, and the touch the scene.
    override func reset() {
        super.reset()
        interaction?.liftDidReset()
    }
}

/// A drag interaction's competition with the app's long presses: they are required to wait for it, it fails
/// ``UIDragInteraction/competingLongPressDelay`` after the finger went down (or when the fingers lift), and it
/// recognizes when the drag begins, which fails them. It prevents nothing.
///
/// In a horizontally compact environment (the view's ``UIView/traitCollection``) it has no delay: it fails only when
/// the fingers lift, so the app's long presses recognize only then (the 2017 talk: there a long press's presentation
/// would cover the drag about to begin).
@MainActor
final class DragCompetitionGestureRecognizer: UIGestureRecognizer {

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == touches.count, view?.traitCollection.horizontalSizeClass != .compact else { return }
        scheduleTimeout(after: UIDragInteraction.competingLongPressDelay)
    }

    /// Every finger lifted before the delay: nothing to compete for any more.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count == touches.count, state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func timeoutElapsed() {
        if state == .possible { state = .failed }
    }

    /// The drag began: the long presses waiting for this recognizer fail.
    func dragDidBegin() {
        if state == .possible { state = .ended }
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// The app's long presses on the interaction's view or below it wait for the competition (not a context menu's
    /// press: its menu and the lift come together, as on iOS).
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard otherGestureRecognizer is UILongPressGestureRecognizer, !(otherGestureRecognizer is DragLiftGestureRecognizer),
              !(otherGestureRecognizer is ContextMenuGestureRecognizer),
              let view, let otherView = otherGestureRecognizer.view
        else { return false }
        return otherView.isDescendant(of: view)
    }
}
