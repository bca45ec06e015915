import Testing
@testable import TouchKit

/// The scroll frame's layout pass (`UICollectionView+ShownCells`): it shows the same cells, asks the data source and
/// tells the delegate the same things as the general pass, including when the layout's answer changes order, repeats
/// an item, or the items move under it.
@MainActor
struct CollectionViewScrollPassTests {
    /// A flow layout whose answer comes reversed on every other query, or with its first item listed twice.
    final class ShufflingLayout: UICollectionViewFlowLayout {
        enum Twist { case reverseEveryOtherQuery, repeatFirstItem }
        var twist = Twist.reverseEveryOtherQuery
        private var queries = 0
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let answer = super.layoutAttributesForElements(in: rect) ?? []
            queries += 1
            switch twist {
            case .reverseEveryOtherQuery: return queries % 2 == 0 ? answer.reversed() : answer
            case .repeatFirstItem: return answer.first.map { [$0] + answer } ?? answer
            }
        }
    }

    /// A list of 1,000 items of 100 pt on `layout` (the ListScene's, on another layout).
    private func makeList(on layout: UICollectionViewFlowLayout) -> ListScene {
        let list = ListScene()
        list.move(onto: layout)
        return list
    }

    /// Scrolls `list` 45 pt at a time to `end`, checking after every step that the cells are exactly the items in
    /// the bounds, each placed where the flow layout puts it and known both ways.
    private func scroll(_ list: ListScene, to end: CGFloat) {
        var offset: CGFloat = 0
        while offset < end {
            offset = min(offset + 45, end)
            list.collectionView.contentOffset = CGPoint(x: 0, y: offset)
            let first = Int(offset / 100), last = min(999, Int((offset + 799) / 100))
            #expect(list.visibleItems == Array(first...last))
            #expect(list.collectionView.subviews.count == last - first + 1)
            for cell in list.collectionView.visibleCells {
                let indexPath = list.collectionView.indexPath(for: cell)!
                #expect(list.collectionView.cellForItem(at: indexPath) === cell)
                #expect(cell.frame.minY == CGFloat(indexPath.item) * 100)
            }
        }
    }

    @Test func scrollingEndsTheLeavingCellBeforeTheEnteringItemReusesIt() {
        let list = ListScene()
        list.source.displayLog.removeAll()
        list.collectionView.contentOffset = CGPoint(x: 0, y: 50)
        list.collectionView.contentOffset = CGPoint(x: 0, y: 150)
        #expect(list.source.displayLog == ["willDisplay 0-8", "didEndDisplaying 0-0", "willDisplay 0-9"])
        scroll(list, to: 5_000)
        // One request per item displayed (the 8 of the first pass before the log).
        #expect(list.source.cellRequests == 8 + list.source.displayLog.filter { $0.hasPrefix("willDisplay") }.count)
    }

    @Test func anAnswerInAnotherOrderEachQueryShowsTheSameCells() {
        let plain = ListScene()
        scroll(plain, to: 5_000)
        let shuffled = makeList(on: ShufflingLayout())
        let requestsBefore = shuffled.source.cellRequests
        scroll(shuffled, to: 5_000)
        #expect(shuffled.source.cellRequests - requestsBefore == plain.source.cellRequests - 8)
        #expect(shuffled.diagnostics.isEmpty)
    }

    @Test func anItemListedTwiceGetsOneCell() {
        let layout = ShufflingLayout()
        layout.twist = .repeatFirstItem
        let list = makeList(on: layout)
        list.source.displayLog.removeAll()
        scroll(list, to: 1_000)
        let displayed = list.source.displayLog.filter { $0.hasPrefix("willDisplay") }
        #expect(displayed.count == Set(displayed).count)
        #expect(displayed.count == 10)
    }

    @Test func cellsFollowTheirItemsThroughABatchUpdateBetweenScrollSteps() {
        let list = ListScene()
        scroll(list, to: 450)
        list.collectionView.performBatchUpdates {
            list.source.items[0] -= 1
            list.collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)])
        }
        list.collectionView.contentOffset = CGPoint(x: 0, y: 500)
        #expect(list.visibleItems == Array(5...12))
        for cell in list.collectionView.visibleCells {
            let indexPath = list.collectionView.indexPath(for: cell)!
            #expect(list.collectionView.cellForItem(at: indexPath) === cell)
            #expect(cell.frame.minY == CGFloat(indexPath.item) * 100)
        }
    }
}
