import Testing
@testable import TouchKit

/// Which cells exist, and how they are reused.
@MainActor
struct CollectionViewReuseTests {
    @Test func onlyTheItemsInTheBoundsHaveCells() {
        let list = ListScene()
        #expect(list.visibleItems == Array(0...7))
        #expect(list.collectionView.subviews.count == 8)
        #expect(list.collectionView.contentSize == CGSize(width: 400, height: 100_000))
    }

    @Test(arguments: [(CGFloat(150), Array(1...9)), (CGFloat(200), Array(2...9)), (CGFloat(99_200), Array(992...999))])
    func visibleItemsFollowTheContentOffset(offset: CGFloat, expected: [Int]) {
        let list = ListScene()
        list.collectionView.contentOffset = CGPoint(x: 0, y: offset)
        #expect(list.visibleItems == expected)
        for cell in list.collectionView.visibleCells {
            let item = list.collectionView.indexPath(for: cell)!.item
            #expect(cell.frame == CGRect(x: 0, y: CGFloat(item) * 100, width: 400, height: 100))
            #expect(cell.superview === list.collectionView)
        }
    }

    @Test func scrollingAThousandItemsKeepsTheCellCountBoundedAndReusesCells() {
        let list = ListScene()
        var created: [ObjectIdentifier: CountingCell] = [:]
        var largestCellCount = 0
        for step in 0...2_205 {
            list.collectionView.contentOffset = CGPoint(x: 0, y: min(CGFloat(step) * 45, 99_200))
            for cell in list.collectionView.visibleCells { created[ObjectIdentifier(cell)] = cell as? CountingCell }
            largestCellCount = max(largestCellCount, list.collectionView.subviews.count)
        }
        #expect(list.visibleItems == Array(992...999))
        #expect(largestCellCount == 9)
        #expect(created.count == 9)
        #expect(list.source.cellRequests == 1_000)
        #expect(created.values.map(\.reuses).reduce(0, +) == 1_000 - 9)
    }

    @Test func aCellIsPreparedForReuseBeforeTheDataSourceGetsItAgain() {
        let list = ListScene()
        let first = list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! CountingCell
        list.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(first.reuses == 1)
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 8, section: 0)) === first)
        #expect(list.collectionView.indexPath(for: first) == IndexPath(item: 8, section: 0))
    }

    @Test func aDragThatScrollsTheTouchedCellAwayKeepsScrolling() {
        let list = ListScene()
        let finger = list.scene.simulator.down(at: CGPoint(x: 200, y: 750))
        list.scene.simulator.move(finger, to: CGPoint(x: 200, y: 50), duration: 0.5)
        #expect(list.collectionView.contentOffset.y > 600)
        list.scene.simulator.up(finger)
        list.scene.simulator.settle()
        #expect(list.collectionView.isDragging == false)
        #expect(list.collectionView.subviews.count <= 9)
    }

    @Test func reloadDataAsksForTheCountsAgainAndReplacesTheCells() {
        let list = ListScene(items: [3])
        list.source.items = [5]
        #expect(list.collectionView.numberOfItems(inSection: 0) == 3)
        list.collectionView.reloadData()
        #expect(list.collectionView.numberOfItems(inSection: 0) == 5)
        list.collectionView.layoutIfNeeded()
        #expect(list.visibleItems == [0, 1, 2, 3, 4])
        #expect(list.collectionView.contentSize.height == 500)
    }

    @Test func indexPathForItemAtAPointFindsTheItemUnderIt() {
        let list = ListScene()
        list.layout.minimumLineSpacing = 10
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 5)) == IndexPath(item: 0, section: 0))
        #expect(list.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 105)) == nil)
        #expect(list.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 115)) == IndexPath(item: 1, section: 0))
        #expect(list.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 50_000)) == IndexPath(item: 454, section: 0))
    }

    @Test func cellsEnteringAndLeavingTheBoundsAreAnnouncedToTheDelegate() {
        let list = ListScene()
        #expect(list.source.displayLog == (0...7).map { "willDisplay 0-\($0)" })
        list.source.displayLog.removeAll()
        list.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(list.source.displayLog == ["didEndDisplaying 0-0", "willDisplay 0-8"])
    }

    @Test func reloadDataEndsTheDisplayOfEveryVisibleCell() {
        let list = ListScene(items: [2])
        list.source.displayLog.removeAll()
        list.collectionView.reloadData()
        list.collectionView.layoutIfNeeded()
        #expect(list.source.displayLog == ["didEndDisplaying 0-0", "didEndDisplaying 0-1", "willDisplay 0-0", "willDisplay 0-1"])
    }

    @Test func aScrollStepLeavesTheCellsOfStillVisibleItemsAlone() {
        let list = ListScene()
        let cell = list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! CountingCell
        let applies = cell.applies
        for step in 1...10 { list.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step)) }
        #expect(cell.applies == applies)
        #expect(applies == 1)
    }

    @Test func aCellsContentViewFillsIt() {
        let list = ListScene()
        let cell = list.collectionView.visibleCells[0]
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
    }

    @Test func resizingTheCollectionViewFillsTheLinesAgain() {
        let list = ListScene()
        list.layout.itemSize = CGSize(width: 100, height: 100)
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.contentSize.height == 25_000)
        list.collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 800)
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.contentSize == CGSize(width: 200, height: 50_000))
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 100)
    }
}

/// Reuse at scale.
@MainActor
struct CollectionViewScaleTests {
    @Test func jumpingThroughAHundredThousandItemsKeepsTheCellCountBounded() {
        let list = ListScene(items: [100_000])
        var created = Set<ObjectIdentifier>()
        for offset in stride(from: CGFloat(0), through: 9_999_200, by: 333_333) {
            list.collectionView.contentOffset = CGPoint(x: 0, y: offset)
            #expect(list.collectionView.subviews.count <= 9)
            for cell in list.collectionView.visibleCells { created.insert(ObjectIdentifier(cell)) }
        }
        #expect(created.count <= 9)
        #expect(list.collectionView.indexPathForItem(at: CGPoint(x: 1, y: 9_999_950)) == IndexPath(item: 99_999, section: 0))
    }
}
