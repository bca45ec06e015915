import Testing
@testable import TouchKit

/// Section headers and footers of the flow layout, their views, reuse and pinning, with frames computed by hand.
///
/// The scene: 400 × 800, rows 400 × 100 with no spacing, headers 50 high and footers 30 high. Sections of 3, 6 and 3
/// rows: section 0 spans 0..<380 (header 0..<50, rows 50..<350, footer 350..<380), section 1 spans 380..<1060
/// (header 380..<430, rows 430..<1030, footer 1030..<1060), section 2 spans 1060..<1440 (header 1060..<1110, rows
/// 1110..<1410, footer 1410..<1440). The largest offset is 1440 − 800 = 640.
@MainActor
struct CollectionViewSupplementaryTests {
    private static let header = UICollectionView.elementKindSectionHeader
    private static let footer = UICollectionView.elementKindSectionFooter

    private func scene(pinHeaders: Bool = false, pinFooters: Bool = false, items: [Int] = [3, 6, 3]) -> ListScene {
        let list = ListScene(items: items)
        list.collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: Self.header, withReuseIdentifier: Self.header)
        list.collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: Self.footer, withReuseIdentifier: Self.footer)
        list.layout.headerReferenceSize = CGSize(width: 999, height: 50)
        list.layout.footerReferenceSize = CGSize(width: 999, height: 30)
        list.layout.sectionHeadersPinToVisibleBounds = pinHeaders
        list.layout.sectionFootersPinToVisibleBounds = pinFooters
        list.collectionView.layoutIfNeeded()
        return list
    }

    private func frame(_ kind: String, _ section: Int, in list: ListScene) -> CGRect? {
        list.collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    private func scroll(_ list: ListScene, to y: CGFloat) {
        list.collectionView.contentOffset = CGPoint(x: 0, y: y)
    }

    @Test func headersAndFootersTakeTheirHeightAndTheContentWidthAroundEachSection() {
        let list = scene()
        #expect(list.collectionView.contentSize == CGSize(width: 400, height: 1440))
        #expect(frame(Self.header, 0, in: list) == CGRect(x: 0, y: 0, width: 400, height: 50))
        #expect(frame(Self.footer, 0, in: list) == CGRect(x: 0, y: 350, width: 400, height: 30))
        #expect(frame(Self.header, 1, in: list) == CGRect(x: 0, y: 380, width: 400, height: 50))
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame
            == CGRect(x: 0, y: 430, width: 400, height: 100))
        #expect(list.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: Self.footer, at: IndexPath(item: 0, section: 2))?.frame == CGRect(x: 0, y: 1410, width: 400, height: 30))
        // In the bounds (0..<800): section 0's header and footer, section 1's header; section 1's footer is at 1030.
        #expect(list.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.header).map(\.section) == [0, 1])
        #expect(list.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.footer).map(\.section) == [0])
    }

    @Test func unpinnedHeadersScrollWithTheContent() {
        let list = scene()
        scroll(list, to: 500)
        #expect(frame(Self.header, 0, in: list) == nil)
        #expect(frame(Self.header, 1, in: list) == nil)
        #expect(frame(Self.footer, 1, in: list) == CGRect(x: 0, y: 1030, width: 400, height: 30))
        #expect(frame(Self.header, 2, in: list) == CGRect(x: 0, y: 1060, width: 400, height: 50))
    }

    @Test func aHorizontalLayoutsHeadersTakeTheirWidthAndTheContentHeight() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 800)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 40, height: 999)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        let source = ListSource(items: [2, 1])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout)
        collectionView.dataSource = source
        // Section 0: header 0..<40, inset 5, items 45..<245, inset 5; section 1: header 250..<290, item 295..<395.
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: 1))?
            .frame == CGRect(x: 250, y: 0, width: 40, height: 800))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 145, y: 0, width: 100, height: 800))
        #expect(collectionView.contentSize == CGSize(width: 400, height: 800))
    }

    @Test func theDelegatesReferenceSizesOverrideTheLayoutsAndZeroMeansNoHeader() {
        final class Sizes: UICollectionViewDelegateFlowLayout {
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                referenceSizeForHeaderInSection section: Int
            ) -> CGSize {
                CGSize(width: 0, height: section == 1 ? 0 : 70)
            }
        }
        let list = scene()
        let sizes = Sizes()
        list.collectionView.delegate = sizes
        list.layout.invalidateLayout()
        list.collectionView.layoutIfNeeded()
        // Section 0: header 0..<70, rows 70..<370, footer 370..<400; section 1 has no header: rows from 400.
        #expect(frame(Self.header, 0, in: list) == CGRect(x: 0, y: 0, width: 400, height: 70))
        #expect(list.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: Self.header, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 400)
    }

    /// Pinned headers at several offsets: (offset, section 0's header, section 1's header, section 2's header).
    @Test(arguments: [
        (CGFloat(0), CGFloat?(0), CGFloat?(380), CGFloat?.none),
        (100, 100, 380, nil),
        (320, 300, 380, 1060),  // pushed: it stops at its footer's start (350 − 50)
        (500, nil, 500, 1060),
        (640, nil, 640, 1060),
        (-40, 0, 380, nil),  // a bounce past the top leaves the first header in place
    ])
    func pinnedHeadersStayAtTheTopOfTheVisibleAreaUntilTheirSectionLeaves(
        offset: CGFloat, first: CGFloat?, second: CGFloat?, third: CGFloat?
    ) {
        let list = scene(pinHeaders: true)
        scroll(list, to: offset)
        #expect(frame(Self.header, 0, in: list)?.minY == first)
        #expect(frame(Self.header, 1, in: list)?.minY == second)
        #expect(frame(Self.header, 2, in: list)?.minY == third)
        #expect(list.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: Self.header, at: IndexPath(item: 0, section: 1))?.frame.minY == second ?? 380)
    }

    /// Pinned footers: (offset, section 0's footer, section 1's footer, section 2's footer).
    @Test(arguments: [
        (CGFloat(0), CGFloat?(350), CGFloat?(770), CGFloat?.none),
        (500, nil, 1030, 1270),
        (640, nil, 1030, 1410),
    ])
    func pinnedFootersStayAtTheBottomOfTheVisibleArea(offset: CGFloat, first: CGFloat?, second: CGFloat?, third: CGFloat?) {
        let list = scene(pinFooters: true)
        scroll(list, to: offset)
        #expect(frame(Self.footer, 0, in: list)?.minY == first)
        #expect(frame(Self.footer, 1, in: list)?.minY == second)
        #expect(frame(Self.footer, 2, in: list)?.minY == third)
    }

    @Test func aPinnedHeaderIsAboveTheRowsAndATapOnItSelectsNothing() {
        let list = scene(pinHeaders: true)
        scroll(list, to: 500)
        let header = list.collectionView.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 1))!
        let row = list.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))!  // 430..<530, under the header
        let subviews = list.collectionView.subviews
        #expect(subviews.firstIndex { $0 === header }! > subviews.firstIndex { $0 === row }!)
        list.scene.simulator.tap(at: CGPoint(x: 200, y: 20))
        list.scene.simulator.settle()
        #expect(list.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func supplementaryViewsAreReusedAndTheirNumberStaysBounded() {
        let list = scene(items: Array(repeating: 2, count: 500))  // sections of 2 rows: 280 points each
        var created = Set<ObjectIdentifier>()
        var largest = 0
        for step in 0...1_100 {
            scroll(list, to: min(CGFloat(step) * 137, list.collectionView.contentSize.height - 800))
            let views = list.collectionView.visibleSupplementaryViews(ofKind: Self.header)
                + list.collectionView.visibleSupplementaryViews(ofKind: Self.footer)
            for view in views { created.insert(ObjectIdentifier(view)) }
            largest = max(largest, views.count)
        }
        #expect(list.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.footer).last?.section == 499)
        #expect(largest <= 8)
        #expect(created.count <= 10)
        #expect(list.diagnostics.isEmpty)
    }

    @Test func aDataSourceWithoutSupplementaryViewsGetsEmptyViewsAndADiagnostic() {
        let list = scene()
        let source = TwoItemSource()
        list.collectionView.dataSource = source
        list.collectionView.layoutIfNeeded()
        #expect(frame(Self.header, 0, in: list) == CGRect(x: 0, y: 0, width: 400, height: 50))
        #expect(list.diagnostics.contains { $0.contains("supplies no supplementary views") })
    }

    @Test func anUnregisteredSupplementaryKindGetsAPlainViewAndADiagnostic() {
        let list = ListScene(items: [3])
        list.layout.headerReferenceSize = CGSize(width: 0, height: 50)
        list.collectionView.layoutIfNeeded()
        #expect(frame(Self.header, 0, in: list) == CGRect(x: 0, y: 0, width: 400, height: 50))
        #expect(list.diagnostics.contains { $0.contains("no supplementary view class registered") })
    }

    @Test func reloadDataTakesTheSupplementaryViewsOffAndShowsThemAgain() {
        let list = scene()
        let before = Set(list.collectionView.visibleSupplementaryViews(ofKind: Self.header).map(ObjectIdentifier.init))
        list.source.items = [1]
        list.collectionView.reloadData()
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.header).map(\.section) == [0])
        let after = list.collectionView.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 0))!
        #expect(before.contains(ObjectIdentifier(after)))
        #expect(list.collectionView.subviews.count == 3)
    }
}
