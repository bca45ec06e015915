extension UIView {
    /// The recognizers attached to the view, in the order they were added (nil when there are none, as in UIKit).
    /// Setting it removes the old ones and adds the new ones.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers.array }
        set {
            for recognizer in storedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer. A recognizer belongs to one view: adding it here detaches it from its previous view
    /// first (the 2014 talk, Advanced Scrollviews and Touch Handling Techniques moves a scroll view's pan to the
    /// superview this way); a gesture it was in the middle of is abandoned (cancelled or failed), and it takes the next
    /// touches on its new view. Adding it twice to the same view does nothing.
    ///
    /// Leaving the previous view sends the abandoned gesture's action: if that app code attaches the recognizer to a
    /// view (this one or another), that move stands and this call does nothing more (TouchKit's decision; UIKit does
    /// not say).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        guard gestureRecognizer.view == nil else { return }
        storedGestureRecognizers.append(gestureRecognizer)
        UIView.hierarchyGeneration &+= 1
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer; a gesture in progress is cancelled (failed if it had not begun) and its touches dropped.
    ///
    /// The cancelled action runs app code before the recognizer leaves the list, and that code may remove or add
    /// recognizers of this view (a remembered index went stale): the list is searched again after it. If
    /// the action already removed the recognizer, or moved it to another view, that stands.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard storedGestureRecognizers.containsIdentical(gestureRecognizer) else { return }
        gestureRecognizer.abandonAttempt()
        guard let index = storedGestureRecognizers.firstIndexIdentical(to: gestureRecognizer) else { return }
        storedGestureRecognizers.remove(at: index)
        UIView.hierarchyGeneration &+= 1
        (gestureRecognizer.arena ?? storedWindow?.dispatcher.arena)?.settleIfIdle()
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
