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
    /// **Springs only near the visible rect.** The animator steps every spring of every item it holds, every frame, whether the item is on screen or not,
    /// and ``items(in:)`` and ``layoutAttributesForCell(at:)`` look through all of them: a layout that hangs all of
    /// a long list's items on springs pays for every item each frame (about 300 million instructions a frame at
    /// 100,000 items). Tile the springs instead, as the 2013 talk, Exploring Scroll Views on iOS 7, advises for
    /// anything beyond a few screens ("you're only making the springs that you need in order to control the content
    /// that's pretty close to what's on screen"): in `prepare()`, which runs after every animator frame,
    /// 1. ask the superclass (or your own model) for the items in the visible rect widened by a margin (a screen's
    ///    height works: an item then hangs on its spring well before it scrolls into view);
    /// 2. remove the behaviors of items that left that rect (``removeBehavior(_:)``) and forget them;
    /// 3. add a behavior for each item that entered it, displaced by the latest scroll step's resistance, as the items
    ///    already on springs were, so it does not pop;
    /// 4. answer ``UICollectionViewLayout/layoutAttributesForItem(at:)`` from the animator, falling back to the
    ///    resting place for an item on no spring, and tile again from
    ///    ``UICollectionViewLayout/layoutAttributesForElements(in:)`` when asked about a rect beyond the tiled one
    ///    (a jump while the springs rest runs no frame).
    ///
    /// The cost of a frame is then that of the springs near the screen, whatever the number of items. The demo
    /// scene `springy-messages` is written this way.
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
