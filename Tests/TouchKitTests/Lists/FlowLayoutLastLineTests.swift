import Testing
@testable import TouchKit
import TouchKitTesting

/// A flow layout section's last line: on the grid's columns when the items share one size, left-aligned when their
/// sizes differ; never justified (docs/UIKitFacts.md, "Collection view layout"; UICollectionViewFlowLayout's
/// documentation gives the sources).
@MainActor
struct FlowLayoutLastLineTests {
    /// Sizes from the delegate: item `i` is `widths[i % widths.count]` wide and 50 high.
    final class Widths: UICollectionViewDelegateFlowLayout {
        let widths: [CGFloat]
        init(_ widths: [CGFloat]) { self.widths = widths }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: widths[indexPath.item % widths.count], height: 50)
        }
    }

    /// A collection view `width` wide in a window, showing `count` items, its layout set up by `configure`.
    private func grid(
        width: CGFloat, count: Int, delegate: (any UICollectionViewDelegate)? = nil,
        configure: (UICollectionViewFlowLayout) -> Void
    ) -> (ListScene, [CGRect]) {
        let list = ListScene(items: [count])
        configure(list.layout)
        list.collectionView.frame = CGRect(x: 0, y: 0, width: width, height: 800)
        if let delegate { list.collectionView.delegate = delegate }
        list.collectionView.collectionViewLayout.invalidateLayout()
        list.collectionView.layoutIfNeeded()
        let frames = (0..<count).map {
            list.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null
        }
        return (list, frames)
    }

    /// Eight 100 pt items in 380 pt: lines of three (300 pt, two gaps of 40), the last line's two items on the
    /// columns at x 0 and 140 (justified, the second went to 280).
    @Test func withOneItemSizeTheLastLineKeepsTheGridsColumns() {
        let (_, frames) = grid(width: 380, count: 8) {
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.minimumInteritemSpacing = 10
            $0.minimumLineSpacing = 10
        }
        #expect(frames[0...2].map(\.minX) == [0, 140, 280])
        #expect(frames[6...7].map(\.minX) == [0, 140])
        #expect(frames[7].minY == 220)
    }

    /// A tap where the grid's second column is on the last line lands on item 7, as it does on iOS.
    @Test func aTapOnTheLastLinesSecondColumnSelectsItsItem() {
        let (list, _) = grid(width: 380, count: 8) {
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.minimumInteritemSpacing = 10
            $0.minimumLineSpacing = 10
        }
        list.scene.simulator.tap(at: CGPoint(x: 190, y: 270))
        #expect(list.source.log.contains("didSelect 0-7"))
    }

    /// A last line of one item with several columns sits on the first column (the inset), not centered.
    @Test func aLoneLastItemSitsOnTheFirstColumn() {
        let (_, frames) = grid(width: 380, count: 4) {
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.minimumInteritemSpacing = 10
            $0.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        }
        // Room 340: three 100s fit (320), gaps 20: x 20, 140, 260; the lone fourth item at the inset, 20.
        #expect(frames[0...2].map(\.minX) == [20, 140, 260])
        #expect(frames[3].minX == 20)
    }

    /// When only one item fits a line, every line is that item centered, the last one included.
    @Test func aGridOfOneColumnCentersEveryLine() {
        let (_, frames) = grid(width: 380, count: 3) {
            $0.itemSize = CGSize(width: 200, height: 100)
        }
        #expect(frames.map(\.minX) == [90, 90, 90])
    }

    /// A section of one line only: its items still sit on the columns a full line would have.
    @Test func aSectionOfOnePartialLineSitsOnTheColumns() {
        let (_, frames) = grid(width: 380, count: 2) {
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.minimumInteritemSpacing = 10
        }
        #expect(frames.map(\.minX) == [0, 140])
    }

    /// Sizes that differ: full lines are justified, the last line is left-aligned at minimumInteritemSpacing.
    @Test func withDifferentSizesTheLastLineIsLeftAligned() {
        let widths = Widths([100, 60])
        let (_, frames) = grid(width: 380, count: 7, delegate: widths) {
            $0.minimumInteritemSpacing = 10
        }
        // Line 1: 100, 60, 100, 60 (320 + 30 = 350 ≤ 380), spare 30 over three gaps: x 0, 120, 200, 320.
        #expect(frames[0...3].map(\.minX) == [0, 120, 200, 320])
        // Last line: 100, 60, 100, 10 pt apart from the inset.
        #expect(frames[4...6].map(\.minX) == [0, 110, 180])
    }

    /// A lone item on a line that is not the last (the next one does not fit) is centered; on the last line, with
    /// sizes that differ, it sits at the inset.
    @Test func aLoneItemIsCenteredUnlessItEndsASectionOfDifferentSizes() {
        let widths = Widths([300, 200, 100])
        let (_, frames) = grid(width: 380, count: 3, delegate: widths) {
            $0.minimumInteritemSpacing = 10
        }
        // 300 alone (200 does not fit after it): centered at 40. 200 then 100 (310 ≤ 380): the last line, left.
        #expect(frames.map(\.minX) == [40, 0, 210])
        let (_, single) = grid(width: 380, count: 4, delegate: Widths([300, 200, 100, 300])) {
            $0.minimumInteritemSpacing = 10
        }
        // The fourth (300) cannot join 200 + 100: it ends the section alone, at the inset.
        #expect(single.map(\.minX) == [40, 0, 280, 0])
    }

    /// A horizontal layout's last column keeps the grid's rows the same way.
    @Test func aHorizontalLayoutsLastColumnKeepsTheRows() {
        let (_, frames) = grid(width: 380, count: 5) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 100, height: 250)
            $0.minimumInteritemSpacing = 10
        }
        // Height 800: three 250s fit (770), gaps 25: y 0, 275, 550; the last column's two at 0 and 275.
        #expect(frames[0...2].map(\.minY) == [0, 275, 550])
        #expect(frames[3...4].map(\.minY) == [0, 275])
    }
}
