import Foundation
import Testing
@testable import TouchKit

/// `CGRect`'s answers as Core Graphics gives them (docs/UIKitFacts.md, "Rectangles"): the engine's intersection test
/// (Foundation's on Linux counts touching rectangles), and Foundation's own members where Linux already agrees.
@MainActor
struct CGRectSemanticsTests {
    private let square = CGRect(x: 10, y: 20, width: 10, height: 10)

    @Test func rectanglesThatOnlyTouchDoNotIntersect() {
        #expect(!square.intersectsInline(CGRect(x: 20, y: 20, width: 10, height: 10)))   // right edge
        #expect(!square.intersectsInline(CGRect(x: 10, y: 30, width: 10, height: 10)))   // bottom edge
        #expect(!square.intersectsInline(CGRect(x: 0, y: 20, width: 10, height: 10)))    // left edge, seen from the other
        #expect(!square.intersectsInline(CGRect(x: 20, y: 30, width: 10, height: 10)))   // corner
        #expect(square.intersectsInline(CGRect(x: 19.5, y: 20, width: 10, height: 10)))  // overlapping by half a point
    }

    @Test func anEmptyRectangleIntersectsOnTheMinimumEdgeOrInsideButNotOnTheMaximumEdge() {
        #expect(square.intersectsInline(CGRect(x: 10, y: 20, width: 0, height: 10)))
        #expect(square.intersectsInline(CGRect(x: 10, y: 20, width: 0, height: 0)))
        #expect(square.intersectsInline(CGRect(x: 15, y: 25, width: 0, height: 0)))
        #expect(!square.intersectsInline(CGRect(x: 20, y: 25, width: 0, height: 0)))
        #expect(!square.intersectsInline(CGRect(x: 9.999, y: 20, width: 0, height: 10)))
        #expect(!square.intersectsInline(.zero))
        #expect(CGRect.zero.intersectsInline(.zero))
        // Two lines of zero width overlapping, and meeting only end to end.
        #expect(CGRect(x: 10, y: 20, width: 0, height: 10).intersectsInline(CGRect(x: 10, y: 25, width: 0, height: 10)))
        #expect(!CGRect(x: 10, y: 20, width: 0, height: 10).intersectsInline(CGRect(x: 10, y: 30, width: 0, height: 10)))
    }

    @Test func theNullRectangleIntersectsNothingAndNegativeSizesAreStandardized() {
        #expect(!square.intersectsInline(.null))
        #expect(!CGRect.null.intersectsInline(.infinite))
        #expect(square.intersectsInline(.infinite))
        #expect(square.intersectsInline(CGRect(x: 25, y: 35, width: -10, height: -10)))
        #expect(!square.intersectsInline(CGRect(x: 30, y: 30, width: -10, height: -10)))   // standardized: touches the right edge
        #expect(!square.intersectsInline(CGRect(x: CGFloat.nan, y: 20, width: 10, height: 10)))
    }

    @Test func theIntersectionOfTouchingRectanglesIsTheSharedEdgeAndOfDisjointOnesNull() {
        let unit = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(unit.intersection(CGRect(x: 50, y: 100, width: 100, height: 100)) == CGRect(x: 50, y: 100, width: 50, height: 0))
        #expect(unit.intersection(CGRect(x: 100, y: 0, width: 10, height: 10)) == CGRect(x: 100, y: 0, width: 0, height: 10))
        #expect(unit.intersection(CGRect(x: 100, y: 100, width: 100, height: 100)) == CGRect(x: 100, y: 100, width: 0, height: 0))
        #expect(!unit.intersection(CGRect(x: 100, y: 100, width: 100, height: 100)).isNull)
        #expect(unit.intersection(CGRect(x: 101, y: 100, width: 100, height: 100)).isNull)
        #expect(unit.intersection(CGRect(x: 50, y: 50, width: -100, height: -100)) == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func containsIncludesTheMinimumEdgesAndExcludesTheMaximumOnes() {
        #expect(square.contains(CGPoint(x: 10, y: 20)))
        #expect(!square.contains(CGPoint(x: 20, y: 25)))
        #expect(!square.contains(CGPoint(x: 15, y: 30)))
        #expect(CGRect(x: 20, y: 30, width: -10, height: -10).contains(CGPoint(x: 10, y: 20)))
        #expect(!CGRect(x: 0, y: 0, width: 0, height: 10).contains(CGPoint(x: 0, y: 5)))
        #expect(!CGRect.null.contains(CGPoint.zero))
    }

    /// The engine's uses: an animator's `items(in:)` and a flow layout's `layoutAttributesForElements(in:)`.
    @Test func itemsThatOnlyTouchTheQueriedRectAreNotInIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let reference = UIView(frame: window.bounds)
        window.addSubview(reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        let item = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        reference.addSubview(item)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 400)).isEmpty)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 101, height: 400)).count == 1)

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = FixedItems()
        collection.dataSource = source
        collection.layoutIfNeeded()
        let attributes = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 100)) ?? []
        #expect(attributes.map(\.indexPath.item).sorted() == [0, 1, 2, 3])
        withExtendedLifetime(source) {}
    }

    private final class FixedItems: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func unionWithNullIsTheOtherAndStandardizedMakesSizesPositive() {
        #expect(square.union(.null) == square)
        #expect(CGRect.null.union(square) == square)
        #expect(CGRect.null.union(.null).isNull)
        #expect(square.union(CGRect(x: 40, y: 40, width: -5, height: -5)) == CGRect(x: 10, y: 20, width: 30, height: 20))
        #expect(CGRect(x: 10, y: 10, width: -5, height: -3).standardized == CGRect(x: 5, y: 7, width: 5, height: 3))
    }
}
