// The mechanics of moving views in the tree: callbacks in UIKit's order, window propagation, and telling the
// window when touched views leave it.

extension UIView {
    enum SubviewPosition {
        case top
        case index(Int)
        case above(UIView)
        case below(UIView)
    }

    /// The index `view` goes to, computed once `view` is out of `storedSubviews`.
    private func insertionIndex(for position: SubviewPosition) -> Int {
        switch position {
        case .top:
            return storedSubviews.count
        case .index(let index):
            return min(max(index, 0), storedSubviews.count)
        case .above(let sibling):
            return storedSubviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? storedSubviews.count
        case .below(let sibling):
            return storedSubviews.firstIndex { $0 === sibling } ?? storedSubviews.count
        }
    }

    /// Moves `view` here. The will-callbacks are app code: if they move `view` or this view (so that the move would
    /// now be a different one, or make a cycle), that move stands and this call does nothing more; if
    /// `didMoveToSuperview` moves `view` on, the window change of this move is not applied over it (TouchKit's
    /// decision, UIKit does not say).
    func place(_ view: UIView, at position: SubviewPosition) {
        guard view !== self, !isDescendant(of: view) else { return }
        if case .above(let sibling) = position, sibling === view { return }
        if case .below(let sibling) = position, sibling === view { return }
        if view.storedSuperview === self {
            // Reordering among siblings: no move callbacks, as in UIKit.
            storedSubviews.removeSingleIdentical(view)
            storedSubviews.insert(view, at: insertionIndex(for: position))
            return
        }
        let oldWindow = view.storedWindow
        let newWindow = storedWindow ?? (self as? UIWindow)
        let windowChanges = oldWindow !== newWindow
        let oldParent = view.storedSuperview
        oldParent?.willRemoveSubview(view)
        if windowChanges { view.propagateWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        guard view.storedSuperview === oldParent, view.storedWindow === oldWindow,
              storedWindow ?? (self as? UIWindow) === newWindow, !isDescendant(of: view)
        else { return }
        oldParent?.storedSubviews.removeSingleIdentical(view)
        storedSubviews.insert(view, at: insertionIndex(for: position))
        view.storedSuperview = self
        view.didMoveToSuperview()
        if windowChanges, view.storedSuperview === self, view.storedWindow === oldWindow {
            view.propagateWindowChange(from: oldWindow, to: newWindow)
        }
        guard view.storedSuperview === self else { return }
        didAddSubview(view)
        view.setNeedsLayout()
    }

    /// Tells the subtree it moves to `newWindow`; a subview that app code took out meanwhile is not told.
    func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in storedSubviews where subview.storedSuperview === self {
            subview.propagateWillMove(toWindow: newWindow)
        }
    }

    /// Sets the window of this subtree, tells each view, and lets the old window cancel what the subtree was doing
    /// with touches.
    func propagateWindowChange(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        setWindowRecursively(newWindow)
        if (oldWindow?.hostSafeAreaInsets ?? .zero) != .zero || mayHaveSafeArea { updateSafeAreaInsets() }
        oldWindow?.subtreeDidLeaveWindow(self)
        notifyDidMoveToWindow()
    }

    private func setWindowRecursively(_ window: UIWindow?) {
        storedWindow = window
        if needsLayout { window?.hasPendingLayout = true }
        for subview in storedSubviews { subview.setWindowRecursively(window) }
    }

    /// `didMoveToWindow` down the subtree; a subview that app code took out meanwhile is not told (its removal told
    /// it already).
    private func notifyDidMoveToWindow() {
        engineDidMoveToWindow()
        didMoveToWindow()
        for subview in storedSubviews where subview.storedSuperview === self { subview.notifyDidMoveToWindow() }
    }
}

extension UIView {
    /// Swaps the subviews at `index1` and `index2` of ``subviews``, as UIKit's `exchangeSubview(at:withSubviewAt:)`:
    /// the later one is in front (hit-tested first). The views stay in this view, so no move callbacks run.
    ///
    /// An index out of range changes nothing and reports an `invalidArgument` diagnostic to the window's
    /// observers (UIKit raises a range exception; TouchKit does not trap on app input).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else {
            reportMisuse("exchangeSubview(at: \(index1), withSubviewAt: \(index2)) out of range (\(storedSubviews.count) subviews): nothing exchanged")
            return
        }
        storedSubviews.swapAt(index1, index2)
    }
}
