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

/// A layout's target offset snaps a flick.
@MainActor
struct CollectionViewSnappingTests {
    /// A flow layout that ends every flick on a row boundary.
    final class RowSnappingLayout: UICollectionViewFlowLayout {
        var velocities: [CGPoint] = []
        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            velocities.append(velocity)
            return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded() * 100 + 0.5)
        }
    }

    @Test func aFlickComesToRestWhereTheLayoutSays() {
        let list = ListScene()
        let layout = RowSnappingLayout()
        layout.itemSize = CGSize(width: 400, height: 100)
        layout.minimumLineSpacing = 0
        list.collectionView.collectionViewLayout = layout
        list.scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1500))
        list.scene.simulator.settle()
        #expect(layout.velocities.count == 1)
        #expect(layout.velocities[0].y > 0)
        #expect(list.collectionView.contentOffset.y > 100)
        // The layout's target, on the 2× pixel grid.
        #expect(list.collectionView.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0.5)
    }
}
