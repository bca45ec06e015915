import Testing
import TouchKit

/// iOS 14's editing mode of a collection view: the `...DuringEditing` properties decide what a tap selects.
@MainActor
@Suite struct CollectionViewEditingTests {
    private let onItem1 = CGPoint(x: 200, y: 150)
    private let onItem2 = CGPoint(x: 200, y: 250)

    @Test func editingModeSelectsNothingByDefault() {
        let list = ListScene()
        #expect(!list.collectionView.isEditing)
        #expect(!list.collectionView.allowsSelectionDuringEditing)
        #expect(!list.collectionView.allowsMultipleSelectionDuringEditing)
        list.collectionView.isEditing = true
        list.scene.simulator.tap(at: onItem1)
        #expect(list.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func multipleSelectionDuringEditingSelectsSeveralAndTogglesOnlyInEditingMode() {
        let list = ListScene()
        list.collectionView.allowsMultipleSelectionDuringEditing = true
        list.collectionView.isEditing = true
        list.scene.simulator.tap(at: onItem1)
        list.scene.simulator.tap(at: onItem2)
        #expect(list.collectionView.indexPathsForSelectedItems?.map(\.item) == [1, 2])
        list.scene.simulator.tap(at: onItem1)
        #expect(list.collectionView.indexPathsForSelectedItems?.map(\.item) == [2])
        // Outside editing mode, single selection again.
        list.collectionView.isEditing = false
        list.scene.simulator.tap(at: onItem1)
        #expect(list.collectionView.indexPathsForSelectedItems?.map(\.item) == [1])
    }

    @Test func selectionDuringEditingSelectsOneItem() {
        let list = ListScene()
        list.collectionView.allowsSelectionDuringEditing = true
        list.collectionView.allowsSelection = false
        list.collectionView.isEditing = true
        list.scene.simulator.tap(at: onItem1)
        list.scene.simulator.tap(at: onItem2)
        #expect(list.collectionView.indexPathsForSelectedItems?.map(\.item) == [2])
    }
}
