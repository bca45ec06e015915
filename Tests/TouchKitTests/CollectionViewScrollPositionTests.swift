import Testing
@testable import TouchKit

/// scrollToItem(at:at:animated:) and its positions.
@MainActor
struct CollectionViewScrollPositionTests {
    @Test func twoPositionsOnOneAxisUseTheFirstWithADiagnostic() {
        let list = ListScene()
        list.collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: [.top, .bottom], animated: false)
        #expect(list.collectionView.contentOffset.y == 1_000)
        #expect(list.diagnostics.contains { $0.contains("two positions") })
    }

    @Test func theTopPositionRespectsTheContentInset() {
        let list = ListScene()
        list.collectionView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        list.collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
        #expect(list.collectionView.contentOffset.y == 950)
    }

    @Test(arguments: [
        (UICollectionView.ScrollPosition.top, CGFloat(5_000)),
        (.centeredVertically, 4_650),
        (.bottom, 4_300),
        (.left, 0),
    ])
    func scrollToItemPutsTheItemWhereThePositionSays(position: UICollectionView.ScrollPosition, offset: CGFloat) {
        let list = ListScene()
        list.collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: position, animated: false)
        #expect(list.collectionView.contentOffset.y == offset)
        #expect(list.collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 50, section: 0)) || offset == 0)
    }

    @Test func scrollToTheLastItemStopsAtTheEndOfTheContent() {
        let list = ListScene()
        list.collectionView.scrollToItem(at: IndexPath(item: 999, section: 0), at: .top, animated: false)
        #expect(list.collectionView.contentOffset.y == 99_200)
    }

    @Test func scrollToItemAnimatedArrivesOnTheWindowClock() {
        let list = ListScene()
        list.collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: true)
        #expect(list.collectionView.contentOffset.y == 0)
        list.scene.simulator.settle()
        #expect(list.collectionView.contentOffset.y == 2_000)
        #expect(list.visibleItems == Array(20...27))
    }
}
