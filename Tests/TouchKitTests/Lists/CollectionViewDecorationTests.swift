import Testing
@testable import TouchKit

/// A decoration view that counts its reuses and its taps.
@MainActor
final class CountingDecorationView: UICollectionReusableView {
    var reuses = 0
    var taps = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] _ in self?.taps += 1 }))
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A flow layout that puts a "background" decoration behind each section's items (index path item 0 of the
/// section), at ``decorationZIndex``.
@MainActor
final class SectionBackgroundLayout: UICollectionViewFlowLayout {
    static let kind = "background"
    var decorationZIndex = 0

    /// Registers the decoration class unless `registers` is false (a layout that forgot to).
    init(registers: Bool = true) {
        super.init()
        if registers { register(CountingDecorationView.self, forDecorationViewOfKind: Self.kind) }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found = super.layoutAttributesForElements(in: rect) ?? []
        guard let collectionView else { return found }
        for section in 0..<collectionView.numberOfSections {
            guard let background = layoutAttributesForDecorationView(
                ofKind: Self.kind, at: IndexPath(item: 0, section: section)), background.frame.intersects(rect) else { continue }
            found.append(background)
        }
        return found
    }

    override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.kind, let collectionView, indexPath.section < collectionView.numberOfSections else { return nil }
        let count = collectionView.numberOfItems(inSection: indexPath.section)
        guard count > 0, let first = layoutAttributesForItem(at: IndexPath(item: 0, section: indexPath.section)),
              let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: indexPath.section)) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = first.frame.union(last.frame)
        attributes.zIndex = decorationZIndex
        return attributes
    }
}

/// Decoration views: made by the collection view from the layout's registered class (the data source is not
/// asked), placed by their attributes, reused, and ordinary views for touches, as UIKit's.
///
/// The scene is ``ListScene`` (400 × 800, rows of 100) on a ``SectionBackgroundLayout``.
@MainActor
struct CollectionViewDecorationTests {
    private func scene(items: [Int], layout: SectionBackgroundLayout = SectionBackgroundLayout()) -> ListScene {
        let list = ListScene(items: items)
        list.move(onto: layout)
        return list
    }

    private func background(_ list: ListScene, section: Int) -> CountingDecorationView? {
        list.collectionView.decorationView(ofKind: SectionBackgroundLayout.kind, at: IndexPath(item: 0, section: section))
            as? CountingDecorationView
    }

    @Test func aDecorationViewIsMadeFromTheRegisteredClassAndPlacedBehindTheCells() {
        let list = scene(items: [3, 3, 3])
        let first = background(list, section: 0)
        #expect(first?.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(background(list, section: 1)?.frame == CGRect(x: 0, y: 300, width: 400, height: 300))
        #expect(background(list, section: 2)?.frame == CGRect(x: 0, y: 600, width: 400, height: 300))
        let subviews = list.collectionView.subviews
        let decorationIndex = subviews.firstIndex { $0 === first }
        let cellIndex = subviews.firstIndex { $0 === list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) }
        #expect(decorationIndex != nil && cellIndex != nil && decorationIndex! < cellIndex!)
        #expect(!list.collectionView.visibleCells.contains { $0 === first })
        #expect(list.diagnostics.isEmpty)
    }

    @Test func decorationViewsLeavingTheBoundsAreReusedAndTheirNumberStaysBounded() {
        let list = scene(items: Array(repeating: 3, count: 100))
        var seen = Set<ObjectIdentifier>()
        for step in 1...300 {
            list.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 50)
            let live = list.collectionView.subviews.compactMap { $0 as? CountingDecorationView }
            #expect(live.count <= 5)
            for view in live { seen.insert(ObjectIdentifier(view)) }
        }
        #expect(seen.count <= 6)
        #expect(background(list, section: 50)?.reuses ?? 0 > 0)
        #expect(background(list, section: 0) == nil)
    }

    @Test func aTouchOnADecorationBehindTheItemsSelectsTheItem() {
        let list = scene(items: [3])
        list.scene.simulator.tap(at: CGPoint(x: 200, y: 150))
        list.scene.simulator.advance(by: 0.5)
        #expect(list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(background(list, section: 0)?.taps == 0)
    }

    @Test func aDecorationAboveTheItemsTakesTheTouchAsAnOrdinaryViewAndSelectsNoItem() {
        let layout = SectionBackgroundLayout()
        layout.decorationZIndex = 1
        let list = scene(items: [3], layout: layout)
        let decoration = background(list, section: 0)
        #expect(list.collectionView.hitTest(CGPoint(x: 200, y: 150), with: nil) === decoration)
        list.scene.simulator.tap(at: CGPoint(x: 200, y: 150))
        list.scene.simulator.advance(by: 0.5)
        #expect(decoration?.taps == 1)
        #expect(list.collectionView.indexPathsForSelectedItems == nil)
        #expect(!list.source.log.contains { $0.hasPrefix("didHighlight") })
    }

    @Test func aDecorationOfAKindNothingIsRegisteredForGetsADiagnosticAndNoView() {
        let list = scene(items: [3], layout: SectionBackgroundLayout(registers: false))
        #expect(background(list, section: 0) == nil)
        #expect(list.diagnostics.contains { $0.contains("decoration") && $0.contains(SectionBackgroundLayout.kind) })
        #expect(list.collectionView.visibleCells.count == 3)
    }

    @Test func theDefaultLayoutHasNoDecorationAttributesAndTheAnimatorFindsItsDecorationItems() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.layoutAttributesForDecorationView(ofKind: "any", at: IndexPath(item: 0, section: 0)) == nil)
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "shelf", with: IndexPath(item: 0, section: 2))
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        animator.addBehavior(UIGravityBehavior(items: [attributes]))
        #expect(animator.layoutAttributesForDecorationView(ofKind: "shelf", at: IndexPath(item: 0, section: 2)) === attributes)
        #expect(animator.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 2)) == nil)
    }
}
