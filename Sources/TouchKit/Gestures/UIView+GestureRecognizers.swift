extension UIView {
    /// The recognizers attached to the view, in the order they were added (nil when there are none, as in UIKit).
    /// Setting it removes the old ones and adds the new ones.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer. A recognizer belongs to one view: adding it here detaches it from its previous view
    /// first (the 2014 seed moves a scroll view's pan to the superview this way); a gesture it was in the middle of
    /// is abandoned (cancelled or failed), and it takes the next touches on its new view. Adding it twice to the same
    /// view does nothing.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer; a gesture in progress is cancelled (failed if it had not begun) and its touches dropped.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = storedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer.abandonAttempt()
        storedGestureRecognizers.remove(at: index)
        (gestureRecognizer.arena ?? storedWindow?.dispatcher.arena)?.settleIfIdle()
        gestureRecognizer.view = nil
    }
}
