import Testing
@testable import TouchKit

/// A data source that lies gets defined behaviour and a diagnostic, never a crash.
@MainActor
struct CollectionViewBadDataTests {
    @Test func negativeCountsReadAsZeroWithADiagnostic() {
        let list = ListScene(items: [-5, 2])
        #expect(list.collectionView.numberOfItems(inSection: 0) == 0)
        #expect(list.visibleItems == [0, 1])
        #expect(list.collectionView.indexPathsForVisibleItems.allSatisfy { $0.section == 1 })
        #expect(list.diagnostics.contains { $0.contains("returned -5") })
    }

    @Test func countsThatChangeWithoutAReloadAreNotSeenUntilTheReload() {
        let list = ListScene(items: [3])
        list.source.items = [1]
        list.collectionView.contentOffset = CGPoint(x: 0, y: 1)
        #expect(list.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(list.visibleItems == [0, 1, 2])
    }

    @Test func aCellNotFromADequeueIsShownButNeverReused() {
        let list = ListScene(items: [20])
        let stray = UICollectionViewCell(frame: .zero)
        list.source.cellOverride = { collectionView, indexPath in
            indexPath.item == 9 ? stray : collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        list.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 9, section: 0)) === stray)
        #expect(list.diagnostics.contains { $0.contains("not dequeued") })
        list.collectionView.contentOffset = CGPoint(x: 0, y: 1_200)
        #expect(stray.superview == nil)
        list.collectionView.contentOffset = CGPoint(x: 0, y: 0)
        #expect(list.collectionView.visibleCells.allSatisfy { $0 !== stray })
    }

    @Test func theSameCellForTwoItemsIsShownOnce() {
        let list = ListScene(items: [3])
        let shared = UICollectionViewCell(frame: .zero)
        list.source.cellOverride = { _, _ in shared }
        list.collectionView.reloadData()
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.visibleCells.count == 1)
        #expect(list.diagnostics.contains { $0.contains("already showing") })
    }

    @Test func anUnregisteredIdentifierGivesAPlainCellAndADiagnostic() {
        let list = ListScene(items: [2])
        list.source.cellOverride = { collectionView, indexPath in
            collectionView.dequeueReusableCell(withReuseIdentifier: "nobody", for: indexPath)
        }
        list.collectionView.reloadData()
        list.collectionView.layoutIfNeeded()
        #expect(list.visibleItems == [0, 1])
        #expect(list.diagnostics.contains { $0.contains("nobody") })
    }

    @Test func aDataSourceThatReloadsFromCellForItemAtDoesNotLoopForever() {
        let list = ListScene(items: [3])
        list.source.cellOverride = { collectionView, indexPath in
            collectionView.reloadData()
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        list.collectionView.reloadData()
        list.collectionView.layoutIfNeeded()
        #expect(list.diagnostics.contains { $0.contains("stopped after 4 passes") })
    }

    @Test func queriesForItemsThatDoNotExistAnswerNothing() {
        let list = ListScene(items: [3])
        let missing = IndexPath(item: 7, section: 4)
        #expect(list.collectionView.cellForItem(at: missing) == nil)
        #expect(list.collectionView.layoutAttributesForItem(at: missing) == nil)
        #expect(list.collectionView.numberOfItems(inSection: 4) == 0)
        list.collectionView.scrollToItem(at: missing, at: .top, animated: false)
        #expect(list.collectionView.contentOffset == .zero)
        #expect(list.diagnostics.contains { $0.contains("scrollToItem") })
    }
}

/// A layout that lies gets the same treatment.
@MainActor
struct CollectionViewBadLayoutTests {
    /// Claims items that do not exist, a NaN content size and a NaN snap target.
    final class LyingLayout: UICollectionViewLayout {
        override var collectionViewContentSize: CGSize { CGSize(width: CGFloat.nan, height: 100) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            [0, 1, 50].map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: 0, y: CGFloat(item) * 10, width: 100, height: 100)
                return attributes
            }
        }
        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            CGPoint(x: CGFloat.nan, y: 0)
        }
    }

    @Test func itemsThatDoNotExistAndANaNContentSizeAreIgnoredWithADiagnostic() {
        let list = ListScene(items: [2])
        list.collectionView.collectionViewLayout = LyingLayout()
        list.collectionView.layoutIfNeeded()
        #expect(list.visibleItems == [0, 1])
        #expect(list.collectionView.contentSize.width.isFinite)
        #expect(list.diagnostics.contains { $0.contains("does not exist") })
    }

    /// A flow layout whose snap target is not a number.
    final class NaNSnapLayout: UICollectionViewFlowLayout {
        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            CGPoint(x: 0, y: CGFloat.nan)
        }
    }

    @Test func aNaNSnapTargetKeepsTheCoastingTargetWithADiagnostic() {
        let list = ListScene(items: [1000])
        let layout = NaNSnapLayout()
        layout.itemSize = CGSize(width: 400, height: 100)
        list.collectionView.collectionViewLayout = layout
        list.scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1500))
        list.scene.simulator.settle()
        #expect(list.collectionView.contentOffset.y > 100)
        #expect(list.collectionView.contentOffset.y.isFinite)
        #expect(list.diagnostics.contains { $0.contains("targetContentOffset is not finite") })
    }
}
