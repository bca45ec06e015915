/// The responder chain as touches walk it: past the plain views whose touch methods only forward to their superview.
extension UIView {
    /// The first responder up the chain from this view whose touch methods may do something other than forward:
    /// ``next``, past every plain `UIView` or `UIWindow` (whose methods only forward to their superview).
    ///
    /// The walk holds each plain view unretained: no app code runs during it, and a superview that is not nil is
    /// alive (a view's `deinit` clears its subviews' back-pointers), so nothing on the chain can go meanwhile.
    var nextRespondingToTouches: UIResponder? {
        if forwardsTouchesToSuperview {
            guard let parent = unretainedSuperview else { return nil }
            return UIView.firstNotPlain(from: parent)
        }
        guard let next else { return nil }
        guard let view = next as? UIView, view.forwardsTouchesToSuperview else { return next }
        // `next` may be overridden to answer a view nothing else holds: it is kept for the walk (`extendLifetime`,
        // not `withExtendedLifetime(_:_:)`, whose closure would check the executor on every call).
        let first = UIView.firstNotPlain(from: UnownedReference(view))
        extendLifetime(view)
        return first
    }

    /// `view` or the first of its ancestors whose touch methods may do more than forward, nil if there is none;
    /// climbs without a reference count (see ``unretainedSuperview``) and retains only what it returns.
    private static func firstNotPlain(from view: UnownedReference<UIView>) -> UIView? {
        var plain = view
        while plain.withObject({ $0.forwardsTouchesToSuperview }) {
            guard let parent = plain.withObject({ $0.unretainedSuperview }) else { return nil }
            plain = parent
        }
        return plain.object
    }
}
