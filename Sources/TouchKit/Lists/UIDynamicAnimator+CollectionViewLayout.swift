/// UIKit Dynamics for collection-view layouts: an animator whose items are a layout's
/// ``UICollectionViewLayoutAttributes`` (the 2013 talk's springy Messages layout).
extension UIDynamicAnimator {
    /// An animator for a collection-view layout, as UIKit's `init(collectionViewLayout:)`: its items are layout
    /// attributes in the collection view's content coordinates, it runs on the collection view's window's clock, and
    /// after every frame that moves items the collection view lays its cells out again from the layout, which
    /// answers from the animator (``layoutAttributesForCell(at:)``, ``items(in:)``).
    ///
    /// - Note: UIKit invalidates the layout with a dynamics invalidation context, which keeps what ``UICollectionViewLayout/prepare()``
    ///   computed; TouchKit's likewise does not call ``UICollectionViewLayout/invalidateLayout()`` (``UICollectionViewLayout/prepare()`` does
    ///   not run again), it only runs the collection view's layout pass. Until the collection view is in a window
    ///   the animator has no clock and waits, as ``UIDynamicAnimator`` does for a reference view out of a window.
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
        setNeedsLayout()
        layoutIfNeeded()
    }
}
