import Foundation
import Testing
@testable import TouchKit

/// Batch updates: inserts, deletes, moves and reloads keep the visible cells, the selection and the highlight
/// consistent; updates whose counts do not add up reload instead.
///
/// The scene is ``ListScene``: rows of 100 points, 8 of them visible (items 0...7) at offset 0.
@MainActor
struct CollectionViewBatchUpdateTests {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// The cells on screen, by the index path they show now.
    private func cells(_ list: ListScene) -> [IndexPath: UICollectionViewCell] {
        Dictionary(uniqueKeysWithValues: list.collectionView.indexPathsForVisibleItems.map {
            ($0, list.collectionView.cellForItem(at: $0)!)
        })
    }

    @Test func anInsertShiftsTheCellsAfterItAndTheSelectionFollowsItsItem() {
        let list = ListScene(items: [10])
        list.collectionView.selectItem(at: path(5), animated: false, scrollPosition: [])
        let before = cells(list)
        let requests = list.source.cellRequests
        var finished: Bool?
        list.collectionView.performBatchUpdates({
            list.source.items = [11]
            list.collectionView.insertItems(at: [path(2)])
        }, completion: { finished = $0 })
        #expect(finished == true)
        let after = cells(list)
        #expect(list.visibleItems == Array(0...7))
        #expect(after[path(1)] === before[path(1)])
        #expect(after[path(3)] === before[path(2)])
        #expect(after[path(7)] === before[path(6)])
        #expect(after[path(3)]?.frame.minY == 300)
        #expect(list.source.cellRequests == requests + 1)  // the new item 2 only; old item 7 left the bounds
        #expect(list.collectionView.indexPathsForSelectedItems == [path(6)])
        #expect(after[path(6)]?.isSelected == true)
        #expect(list.diagnostics.isEmpty)
    }

    @Test func aDeleteDropsTheItemsCellAndSelectionAndShiftsTheRest() {
        let list = ListScene(items: [10])
        list.collectionView.allowsMultipleSelection = true
        list.collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
        list.collectionView.selectItem(at: path(4), animated: false, scrollPosition: [])
        let before = cells(list)
        list.source.displayLog.removeAll()
        list.collectionView.performBatchUpdates {
            list.source.items = [8]
            list.collectionView.deleteItems(at: [path(1), path(3)])
        }
        let after = cells(list)
        #expect(list.source.displayLog.prefix(2) == ["didEndDisplaying 0-1", "didEndDisplaying 0-3"])
        #expect(after[path(1)] === before[path(2)])
        #expect(after[path(2)] === before[path(4)])
        #expect(list.collectionView.indexPathsForSelectedItems == [path(2)])
        #expect(list.visibleItems == Array(0...7))
    }

    @Test func aMoveKeepsTheItemsCellAndAsksTheDataSourceForNothing() {
        let list = ListScene(items: [10])
        let moving = list.collectionView.cellForItem(at: path(0))
        let requests = list.source.cellRequests
        list.collectionView.moveItem(at: path(0), to: path(5))
        #expect(list.collectionView.cellForItem(at: path(5)) === moving)
        #expect(moving?.frame.minY == 500)
        #expect(list.collectionView.indexPath(for: moving!) == path(5))
        #expect(list.source.cellRequests == requests)
    }

    @Test func aReloadAsksForANewCellAndDropsTheSelection() {
        let list = ListScene(items: [10])
        list.collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        let requests = list.source.cellRequests
        list.collectionView.reloadItems(at: [path(2)])
        #expect(list.source.cellRequests == requests + 1)
        #expect(list.collectionView.indexPathsForSelectedItems == nil)
        #expect(list.collectionView.cellForItem(at: path(2))?.isSelected == false)
    }

    @Test func insertingASectionMovesTheFollowingSectionsItems() {
        let list = ListScene(items: [3, 3])
        let cell = list.collectionView.cellForItem(at: path(1, 1))
        list.collectionView.performBatchUpdates {
            list.source.items = [2, 3, 3]
            list.collectionView.insertSections(IndexSet(integer: 0))
        }
        #expect(list.collectionView.cellForItem(at: path(1, 2)) === cell)
        #expect(cell?.frame.minY == 600)  // 2 + 3 rows before it, then its own item 1
        #expect(list.collectionView.numberOfSections == 3)
    }

    @Test func deletingASectionTakesItsCellsAway() {
        let list = ListScene(items: [2, 3])
        let cell = list.collectionView.cellForItem(at: path(0, 1))
        list.collectionView.performBatchUpdates {
            list.source.items = [3]
            list.collectionView.deleteSections(IndexSet(integer: 0))
        }
        #expect(list.collectionView.cellForItem(at: path(0)) === cell)
        #expect(list.visibleItems == [0, 1, 2])
    }

    @Test func countsThatDoNotAddUpReloadWithADiagnostic() {
        let list = ListScene(items: [10])
        list.collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        list.collectionView.performBatchUpdates {
            list.source.items = [10]  // the model did not change, but an insert is announced
            list.collectionView.insertItems(at: [path(0)])
        }
        #expect(list.diagnostics.contains { $0.contains("invalid batch update") && $0.contains("section 0") })
        list.collectionView.layoutIfNeeded()
        #expect(list.visibleItems == Array(0...7))
        #expect(list.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func deletingTheHighlightedItemUnhighlightsItAndTheLiftSelectsNothing() {
        let list = ListScene(items: [10])
        let finger = list.scene.simulator.down(at: CGPoint(x: 200, y: 150))
        list.scene.simulator.advance(by: 0.2)
        #expect(list.collectionView.cellForItem(at: path(1))?.isHighlighted == true)
        list.collectionView.performBatchUpdates {
            list.source.items = [9]
            list.collectionView.deleteItems(at: [path(1)])
        }
        list.scene.simulator.up(finger)
        #expect(list.source.log == ["shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1"])
        #expect(list.collectionView.indexPathsForSelectedItems == nil)
        #expect(list.collectionView.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func aMovedHighlightedItemIsSelectedAtItsNewPlaceOnLift() {
        let list = ListScene(items: [10])
        let finger = list.scene.simulator.down(at: CGPoint(x: 200, y: 150))
        list.scene.simulator.advance(by: 0.2)
        list.collectionView.moveItem(at: path(1), to: path(0))
        list.scene.simulator.up(finger)
        #expect(list.collectionView.indexPathsForSelectedItems == [path(0)])
    }

    /// A batch of several kinds, mapped by hand: before [5, 2]; delete item 1, move item 3 to (section 1, item 0),
    /// insert item 0, reload item 4; after [4, 3].
    @Test func theMappingFollowsUIKitsRules() throws {
        var update = ListUpdate()
        update.deletedItems = [path(1)]
        update.moveItem(at: path(3), to: path(0, 1))
        update.insertedItems = [path(0)]
        update.reloadedItems = [path(4)]
        let old = ItemCounts(sectionCount: 2, itemCount: { [5, 2][$0] }, report: { _ in })
        let new = ItemCounts(sectionCount: 2, itemCount: { [4, 3][$0] }, report: { _ in })
        let mapping = try update.mapping(from: old, to: new).get()
        // Section 0 survivors 0, 2, 4 fill the free slots 1, 2, 3 (0 is the insert).
        #expect((0..<5).map { mapping.newIndexPath(path($0)) } == [path(1), nil, path(2), path(0, 1), path(3)])
        // Section 1's items shift past the moved-in item 0.
        #expect(mapping.newIndexPath(path(0, 1)) == path(1, 1))
        #expect(mapping.newIndexPath(path(1, 1)) == path(2, 1))
    }

    /// Batches that do not fit counts of 3 items in one section before.
    @Test(arguments: ["a delete of a missing item", "two moves to one place", "an insert past the end",
                      "a section count that is off", "a move from the same item twice", "a delete and a reload"])
    func aBatchThatDoesNotFitTheCountsIsRejected(_ batch: String) {
        var update = ListUpdate()
        var after = (sections: 1, items: 3)
        switch batch {
        case "a delete of a missing item": update.deletedItems = [path(3)]; after.items = 2
        case "two moves to one place": update.moveItem(at: path(0), to: path(2)); update.moveItem(at: path(1), to: path(2))
        case "an insert past the end": update.insertedItems = [path(5)]; after.items = 4
        case "a section count that is off": update.insertedSections = IndexSet(integer: 0)
        case "a move from the same item twice": update.moveItem(at: path(0), to: path(1)); update.moveItem(at: path(0), to: path(2))
        default: update.deletedItems = [path(0)]; update.reloadedItems = [path(0)]; after.items = 2
        }
        let old = ItemCounts(sectionCount: 1, itemCount: { _ in 3 }, report: { _ in })
        let new = ItemCounts(sectionCount: after.sections, itemCount: { _ in after.items }, report: { _ in })
        #expect(throws: ListUpdateFailure.self) { try update.mapping(from: old, to: new).get() }
    }

    /// Section moves, mapped by hand: before [1, 2, 3], section 0 moves to 2 and a section is inserted at 1; after
    /// [2, 4, 3, 1]. The other survivors (old 1 and 2) fill the free indexes 0 and 3, in order.
    @Test func aMovedSectionTakesItsItemsAndTheOtherSectionsFillTheGaps() throws {
        var update = ListUpdate()
        update.moveSection(0, toSection: 2)
        update.insertedSections = IndexSet(integer: 1)
        let old = ItemCounts(sectionCount: 3, itemCount: { [1, 2, 3][$0] }, report: { _ in })
        let new = ItemCounts(sectionCount: 4, itemCount: { [2, 4, 1, 3][$0] }, report: { _ in })
        let mapping = try update.mapping(from: old, to: new).get()
        #expect((0..<3).map { mapping.newSection($0) } == [2, 0, 3])
        #expect(mapping.newIndexPath(path(0, 0)) == path(0, 2))
        #expect(mapping.newIndexPath(path(1, 1)) == path(1, 0))
        #expect(mapping.newIndexPath(path(2, 2)) == path(2, 3))
    }

    /// Section moves that do not fit: from a deleted section, to an inserted one, two to one place, one twice.
    @Test(arguments: ["from a deleted section", "to an inserted section", "two to one place", "one section twice",
                      "past the end"])
    func aSectionMoveThatDoesNotFitIsRejected(_ batch: String) {
        var update = ListUpdate()
        var sectionsAfter = 3
        switch batch {
        case "from a deleted section": update.deletedSections = IndexSet(integer: 0); update.moveSection(0, toSection: 1); sectionsAfter = 2
        case "to an inserted section": update.insertedSections = IndexSet(integer: 1); update.moveSection(0, toSection: 1); sectionsAfter = 4
        case "two to one place": update.moveSection(0, toSection: 2); update.moveSection(1, toSection: 2)
        case "one section twice": update.moveSection(0, toSection: 1); update.moveSection(0, toSection: 2)
        default: update.moveSection(0, toSection: 3)
        }
        let old = ItemCounts(sectionCount: 3, itemCount: { _ in 2 }, report: { _ in })
        let new = ItemCounts(sectionCount: sectionsAfter, itemCount: { _ in 2 }, report: { _ in })
        #expect(throws: ListUpdateFailure.self) { try update.mapping(from: old, to: new).get() }
    }

    @Test func movingASectionKeepsItsCellsSelectionAndHeadersWithIt() {
        let list = ListScene(items: [2, 2, 2])
        list.collectionView.register(UICollectionReusableView.self,
                                     forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                     withReuseIdentifier: UICollectionView.elementKindSectionHeader)
        list.layout.headerReferenceSize = CGSize(width: 400, height: 20)
        list.collectionView.layoutIfNeeded()
        list.collectionView.selectItem(at: path(1, 0), animated: false, scrollPosition: [])
        let before = cells(list)
        let header = list.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: path(0, 0))
        let requests = list.source.cellRequests
        list.collectionView.performBatchUpdates {
            list.collectionView.moveSection(0, toSection: 2)
        }
        let after = cells(list)
        #expect(after[path(1, 2)] === before[path(1, 0)])
        #expect(after[path(0, 0)] === before[path(0, 1)])
        #expect(after[path(0, 1)] === before[path(0, 2)])
        #expect(list.collectionView.indexPathsForSelectedItems == [path(1, 2)])
        #expect(after[path(1, 2)]?.isSelected == true)
        #expect(after[path(1, 2)]?.frame.minY == 560)  // three headers of 20, two sections of 200, one row
        #expect(list.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: path(0, 2)) === header)
        #expect(list.source.cellRequests == requests)
        #expect(list.diagnostics.isEmpty)
    }

    @Test func aSectionMoveThatDoesNotFitReloadsWithADiagnostic() {
        let list = ListScene(items: [2, 2])
        list.collectionView.selectItem(at: path(0, 1), animated: false, scrollPosition: [])
        list.collectionView.moveSection(0, toSection: 5)
        #expect(list.diagnostics.contains { $0.contains("invalid batch update") && $0.contains("section 0") })
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.indexPathsForSelectedItems == nil)
        #expect(list.collectionView.numberOfSections == 2)
    }
}
