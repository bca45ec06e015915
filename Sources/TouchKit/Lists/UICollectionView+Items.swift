/// Finding items, cells and their places.
extension UICollectionView {
    /// The cells on screen, in index-path order (UIKit's order is unspecified).
    public var visibleCells: [UICollectionViewCell] {
        cellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the items on screen, in order (UIKit's order is unspecified).
    public var indexPathsForVisibleItems: [IndexPath] {
        cellsByIndexPath.keys.sorted()
    }

    /// The cell showing the item at `indexPath`; nil when the item is not on screen (or does not exist).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        cellsByIndexPath[indexPath]
    }

    /// The index path of the item `cell` shows; nil when the cell is not on screen in this collection view.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        indexPathsByCell[ObjectIdentifier(cell)]
    }

    /// The item whose frame contains `point` (content coordinates, as the collection view's own), whether it is on
    /// screen or not; of overlapping items, the one with the highest ``UICollectionViewLayoutAttributes/zIndex``, then
    /// the one the layout lists last. Nil for a point between items.
    ///
    /// - Note: A transformed item is found by its untransformed frame.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.isFinite else { return nil }
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        var best: UICollectionViewLayoutAttributes?
        for attributes in collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
        where attributes.representedElementCategory == .cell && !attributes.isHidden
            && attributes.frame.contains(point) && counts.contains(attributes.indexPath) {
            if best == nil || attributes.zIndex >= best!.zIndex { best = attributes }
        }
        return best?.indexPath
    }

    /// The layout's attributes for the item at `indexPath` (preparing the layout if needed); nil for an item that
    /// does not exist.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        guard counts.contains(indexPath) else { return nil }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
}
