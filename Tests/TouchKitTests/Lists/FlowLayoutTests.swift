import Testing
@testable import TouchKit

/// Flow layout frames computed by hand.
@MainActor
struct FlowLayoutTests {
    private func frames(
        _ layout: UICollectionViewFlowLayout, items: [Int], size: CGSize = CGSize(width: 320, height: 480),
        delegate: (any UICollectionViewDelegate)? = nil
    ) -> (UICollectionView, [CGRect]) {
        let source = ListSource(items: items)
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.delegate = delegate
        var result: [CGRect] = []
        for section in items.indices {
            for item in 0..<items[section] {
                result.append(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame)
            }
        }
        _ = source
        return (collectionView, result)
    }

    @Test func verticalLinesAreJustifiedBetweenTheSectionInsets() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 40)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
        // Room 300: three 90s with at least 10 between fit (290); the spare 10 widens both gaps to 15.
        let (collectionView, frames) = frames(layout, items: [6])
        #expect(frames[0] == CGRect(x: 10, y: 5, width: 90, height: 40))
        #expect(frames[1] == CGRect(x: 115, y: 5, width: 90, height: 40))
        #expect(frames[2] == CGRect(x: 220, y: 5, width: 90, height: 40))
        #expect(frames[3] == CGRect(x: 10, y: 65, width: 90, height: 40))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 5 + 40 + 20 + 40 + 15))
    }

    @Test func aLineOfOneItemIsCentered() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 50)
        let (_, frames) = frames(layout, items: [2])
        #expect(frames[0] == CGRect(x: 60, y: 0, width: 200, height: 50))
        #expect(frames[1] == CGRect(x: 60, y: 60, width: 200, height: 50))
    }

    @Test func sectionsStackWithTheirInsetsAndEmptySectionsKeepTheirInsets() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        let (collectionView, frames) = frames(layout, items: [1, 0, 2])
        #expect(frames.map(\.minY) == [10, 150, 260])
        #expect(collectionView.contentSize.height == 370)
    }

    @Test func horizontalColumnsFillFromTheTopAndStackToTheRight() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 150)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 30
        // Height 480: three 150s and two gaps of at least 10 fit (470): gaps of 15.
        let (collectionView, frames) = frames(layout, items: [4])
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 150))
        #expect(frames[1] == CGRect(x: 0, y: 165, width: 100, height: 150))
        #expect(frames[2] == CGRect(x: 0, y: 330, width: 100, height: 150))
        // The last column's lone item sits on the first row of the grid (UIKit does not center a last line).
        #expect(frames[3] == CGRect(x: 130, y: 0, width: 100, height: 150))
        #expect(collectionView.contentSize == CGSize(width: 230, height: 480))
    }

    @Test func delegateSizesAreCenteredInTheirLine() {
        final class Sizes: UICollectionViewDelegateFlowLayout {
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                CGSize(width: 100, height: indexPath.item == 0 ? 80 : 40)
            }
        }
        let sizes = Sizes()
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 0
        let (_, frames) = frames(layout, items: [2], size: CGSize(width: 200, height: 400), delegate: sizes)
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(frames[1] == CGRect(x: 100, y: 20, width: 100, height: 40))
    }

    @Test func elementsInARectAreTheItemsThatIntersectIt() {
        let list = ListScene()
        let found = list.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 250, width: 400, height: 100))!
        #expect(found.map(\.indexPath.item) == [2, 3])
    }

    @Test func nonFiniteItemSizesCountAsZeroWithADiagnostic() {
        let list = ListScene(items: [3])
        list.layout.itemSize = CGSize(width: CGFloat.nan, height: 100)
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size.width == 0)
        #expect(list.diagnostics.contains { $0.contains("item size") })
    }
}

@MainActor
struct FlowLayoutInsetTests {
    @Test func theContentInsetNarrowsTheLinesAndRelaysThemOut() {
        let list = ListScene(items: [4])
        list.layout.itemSize = CGSize(width: 150, height: 100)
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 250)
        list.collectionView.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.contentSize.width == 360)
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 210)
    }

    @Test func aDataSourceWithoutSectionsHasOne() {
        let plain = TwoItemSource()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = plain
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.visibleCells.count == 2)
    }

    @Test func aCollectionViewAndItsCellsAreFreedWithNoCycle() {
        weak var weakView: UICollectionView?
        weak var weakCell: UICollectionViewCell?
        let layout = UICollectionViewFlowLayout()
        let source = ListSource(items: [5])
        do {
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = source
            collectionView.delegate = source
            collectionView.layoutIfNeeded()
            weakView = collectionView
            weakCell = collectionView.visibleCells.first
        }
        #expect(weakView == nil)
        #expect(weakCell == nil)
        #expect(layout.collectionView == nil)
    }
}

@MainActor
struct LayoutAttributesTests {
    @Test func frameCenterAndSizeAreOneGeometry() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(attributes.center == CGPoint(x: 60, y: 40))
        attributes.center = CGPoint(x: 0, y: 0)
        #expect(attributes.frame == CGRect(x: -50, y: -20, width: 100, height: 40))
        attributes.size = CGSize(width: CGFloat.nan, height: 1)
        attributes.center = CGPoint(x: CGFloat.infinity, y: 0)
        #expect(attributes.frame == CGRect(x: -50, y: -20, width: 100, height: 40))
    }

    @Test func aCopyKeepsTheCategoryKindAndEveryValue() {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 2))
        attributes.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        attributes.alpha = 0.5
        attributes.zIndex = 3
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(copy !== attributes)
        #expect(copy.representedElementCategory == .supplementaryView && copy.representedElementKind == "header")
        #expect(copy.frame == attributes.frame && copy.alpha == 0.5 && copy.zIndex == 3)
        #expect(copy.indexPath == IndexPath(item: 0, section: 2))
        #expect(copy == attributes && copy.hash == attributes.hash)
        copy.alpha = 1
        #expect(copy != attributes)
    }
}
