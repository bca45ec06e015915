import Testing
@testable import TouchKit

/// A layout of one's own: overlapping items stacked by zIndex.
@MainActor
struct CollectionViewCustomLayoutTests {
    /// Every item on the same 100 × 100 square; item 0 on top.
    final class PileLayout: UICollectionViewLayout {
        var prepareCount = 0
        private var pile: [UICollectionViewLayoutAttributes] = []

        override func prepare() {
            super.prepare()
            prepareCount += 1
            pile = (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
                attributes.zIndex = -item
                return attributes
            }
        }
        override var collectionViewContentSize: CGSize { CGSize(width: 200, height: 200) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            pile.filter { $0.frame.intersects(rect) }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            pile.indices.contains(indexPath.item) ? pile[indexPath.item] : nil
        }
    }

    @Test func theHighestZIndexIsOnTopForDrawingHitTestingAndIndexPathForItem() {
        let list = ListScene(items: [3])
        let layout = PileLayout()
        list.collectionView.collectionViewLayout = layout
        list.collectionView.layoutIfNeeded()
        let top = list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(list.collectionView.subviews.last === top)
        #expect(list.collectionView.indexPathForItem(at: CGPoint(x: 100, y: 100)) == IndexPath(item: 0, section: 0))
        #expect(list.scene.window.hitTest(CGPoint(x: 100, y: 100), with: nil)?.isDescendant(of: top) == true)
        #expect(list.collectionView.contentSize == CGSize(width: 200, height: 200))
    }

    @Test func scrollingDoesNotPrepareTheLayoutAgainButInvalidatingDoes() {
        let list = ListScene(items: [3])
        let layout = PileLayout()
        list.collectionView.collectionViewLayout = layout
        list.collectionView.layoutIfNeeded()
        list.collectionView.contentOffset = CGPoint(x: 0, y: 20)
        #expect(layout.prepareCount == 1)
        layout.invalidateLayout()
        list.collectionView.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
    }
}
