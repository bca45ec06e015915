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
        if let oldParent = view.storedSuperview { oldParent.willRemoveSubview(view) }
        if windowChanges { view.propagateWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        if let oldParent = view.storedSuperview {
            oldParent.storedSubviews.removeSingleIdentical(view)
        }
        storedSubviews.insert(view, at: insertionIndex(for: position))
        view.storedSuperview = self
        view.didMoveToSuperview()
        if windowChanges { view.propagateWindowChange(from: oldWindow, to: newWindow) }
        didAddSubview(view)
        view.setNeedsLayout()
    }

    func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in storedSubviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    /// Sets the window of this subtree, tells each view, and lets the old window cancel what the subtree was doing
    /// with touches.
    func propagateWindowChange(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        setWindowRecursively(newWindow)
        oldWindow?.subtreeDidLeaveWindow(self)
        notifyDidMoveToWindow()
    }

    private func setWindowRecursively(_ window: UIWindow?) {
        storedWindow = window
        if needsLayout { window?.hasPendingLayout = true }
        for subview in storedSubviews { subview.setWindowRecursively(window) }
    }

    private func notifyDidMoveToWindow() {
        engineDidMoveToWindow()
        didMoveToWindow()
        for subview in storedSubviews { subview.notifyDidMoveToWindow() }
    }
}
