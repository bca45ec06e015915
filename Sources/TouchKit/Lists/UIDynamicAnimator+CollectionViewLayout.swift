/// UIKit Dynamics for collection-view layouts: an animator whose items are a layout's
/// ``UICollectionViewLayoutAttributes`` (the 2013 talk's springy Messages layout).
extension UIDynamicAnimator {
    /// An animator for a collection-view layout, as UIKit's `init(collectionViewLayout:)`: its items are layout
    /// attributes in the collection view's content coordinates, it runs on the collection view's window's clock, and
    /// after every frame that moves items the layout is invalidated and the collection view lays its cells out again
    /// from the layout, which answers from the animator (``layoutAttributesForCell(at:)``, ``items(in:)``).
    ///
    /// The layout's ``UICollectionViewLayout/prepare()`` runs again after every such frame, as in UIKit: its animator
    /// invalidates the layout at the end of every step (`-[UIDynamicAnimator _animatorStep:]` calls
    /// `invalidateLayoutWithContext:` with the layout's context for refreshing the visible elements' attributes [re],
    /// iOS 26.1 UIKitCore), and a collection view prepares an invalidated layout before it queries it again
    /// ("The collection view calls -prepareLayout again after layout is invalidated and before requerying the layout
    /// information", UICollectionViewLayout.h [doc]). So a layout that adds its behaviors in `prepare()` must add
    /// them once (the 2013 talk's springy layout checks that the animator has none; objc.io issue 5 does the same),
    /// and one that resets its springs there resets them every frame.
    ///
    /// - Note: That refresh keeps a ``UICollectionViewFlowLayout``'s placed items (TouchKit's reading [?]: UIKit's
    ///   private context is not documented to invalidate the flow layout's metrics). Until the collection view is in
    ///   a window the animator has no clock and waits, as ``UIDynamicAnimator`` does for a reference view out of a
    ///   window.
    public convenience init(collectionViewLayout layout: UICollectionViewLayout) {
        self.init()
        fallbackClock = { [weak layout] in layout?.collectionView?.window?.clock }
        itemsDidMove = { [weak layout] in layout?.collectionView?.layOutCellsAfterDynamicsFrame() }
    }

    /// The attributes of the cell at `indexPath` among the animator's items; nil when no behavior holds them.
    ///
    /// - Note: TouchKit looks through the items in order (linear in their number).
    public func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.cell, kind: nil, at: indexPath)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath` among the animator's items; nil when no
    /// behavior holds them.
    public func layoutAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes(.supplementaryView, kind: kind, at: indexPath)
    }

    /// The attributes of the decoration view of `kind` at `indexPath` among the animator's items; nil when no
    /// behavior holds them.
    public func layoutAttributesForDecorationView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        attributes(.decorationView, kind: kind, at: indexPath)
    }

    private func attributes(
        _ category: UICollectionViewLayoutAttributes.ElementCategory, kind: String?, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        for item in allItems {
            guard let attributes = item as? UICollectionViewLayoutAttributes,
                  attributes.representedElementCategory == category, attributes.indexPath == indexPath,
                  attributes.representedElementKind == kind else { continue }
            return attributes
        }
        return nil
    }
}

extension UICollectionView {
    /// A layout animator moved items: the cells follow now (UIKit does it in the layout pass before the frame draws).
    func layOutCellsAfterDynamicsFrame() {
        guard hasLoadedCells else { return }
        collectionViewLayout.invalidateForDynamicsFrame()
        setNeedsLayout()
        layoutIfNeeded()
    }
}
