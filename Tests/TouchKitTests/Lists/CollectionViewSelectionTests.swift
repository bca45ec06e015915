import Testing
@testable import TouchKit

/// Highlight and selection by touch, in UIKit's order, and in code.
@MainActor
struct CollectionViewSelectionTests {
    private let item1 = IndexPath(item: 1, section: 0)
    private let onItem1 = CGPoint(x: 200, y: 150)
    private let onItem2 = CGPoint(x: 200, y: 250)

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let list = ListScene()
        list.scene.simulator.tap(at: onItem1)
        #expect(list.source.log == [
            "shouldHighlight 0-1", "didHighlight 0-1", "shouldSelect 0-1", "didUnhighlight 0-1", "didSelect 0-1",
        ])
        #expect(list.collectionView.indexPathsForSelectedItems == [item1])
        #expect(list.collectionView.cellForItem(at: item1)?.isSelected == true)
        #expect(list.collectionView.cellForItem(at: item1)?.isHighlighted == false)
    }

    @Test func theHighlightWaitsForTheScrollViewsTouchDelay() {
        ListScene().expectTheHighlightWaitsForTheTouchDelay()
    }

    @Test func aFastScrollNeverHighlights() {
        ListScene().expectAQuickScrollNeverHighlights()
    }

    @Test func aScrollThatTakesTheTouchUnhighlightsWithoutSelecting() {
        ListScene().expectAScrollAfterTheDelayUnhighlightsWithoutSelecting()
    }

    @Test func selectingAnotherItemDeselectsThePreviousOne() {
        let list = ListScene()
        list.scene.simulator.tap(at: onItem1)
        list.scene.simulator.advance(by: 0.5)
        list.source.log.removeAll()
        list.scene.simulator.tap(at: onItem2)
        #expect(list.source.log == [
            "shouldHighlight 0-2", "didHighlight 0-2", "shouldSelect 0-2", "didUnhighlight 0-2",
            "didDeselect 0-1", "didSelect 0-2",
        ])
        #expect(list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(list.collectionView.cellForItem(at: item1)?.isSelected == false)
    }

    @Test func withMultipleSelectionATapOnASelectedItemDeselectsIt() {
        let list = ListScene()
        list.collectionView.allowsMultipleSelection = true
        list.scene.simulator.tap(at: onItem1)
        list.scene.simulator.advance(by: 0.5)
        list.scene.simulator.tap(at: onItem2)
        list.scene.simulator.advance(by: 0.5)
        list.source.log.removeAll()
        list.scene.simulator.tap(at: onItem1)
        #expect(list.source.log == [
            "shouldHighlight 0-1", "didHighlight 0-1", "shouldDeselect 0-1", "didUnhighlight 0-1", "didDeselect 0-1",
        ])
        #expect(list.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func refusingTheHighlightSkipsTheWholeSelection() {
        let list = ListScene()
        list.source.allowsHighlight = false
        list.scene.simulator.tap(at: onItem1)
        #expect(list.source.log == ["shouldHighlight 0-1"])
        #expect(list.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func withSelectionOffATapDoesNothing() {
        let list = ListScene()
        list.collectionView.allowsSelection = false
        list.scene.simulator.tap(at: onItem1)
        #expect(list.source.log.isEmpty)
    }

    @Test func programmaticSelectionCallsNoDelegateAndSurvivesReuse() {
        let list = ListScene()
        list.collectionView.selectItem(at: item1, animated: false, scrollPosition: [])
        #expect(list.source.log.isEmpty)
        list.collectionView.contentOffset = CGPoint(x: 0, y: 2_000)
        list.collectionView.contentOffset = .zero
        #expect(list.collectionView.cellForItem(at: item1)?.isSelected == true)
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
        list.collectionView.deselectItem(at: item1, animated: false)
        #expect(list.collectionView.indexPathsForSelectedItems == nil)
        #expect(list.collectionView.cellForItem(at: item1)?.isSelected == false)
    }

    @Test func selectItemWithAPositionScrollsToIt() {
        let list = ListScene()
        list.collectionView.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .top)
        #expect(list.collectionView.contentOffset.y == 3_000)
        #expect(list.collectionView.cellForItem(at: IndexPath(item: 30, section: 0))?.isSelected == true)
    }

    @Test func reloadDataClearsTheSelection() {
        let list = ListScene()
        list.collectionView.selectItem(at: item1, animated: false, scrollPosition: [])
        list.collectionView.reloadData()
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.indexPathsForSelectedItems == nil)
        #expect(list.collectionView.cellForItem(at: item1)?.isSelected == false)
    }
}

/// The highlight ends when the finger or the item goes away.
@MainActor
struct CollectionViewHighlightEndTests {
    @Test func aFingerThatLeavesItsItemUnhighlightsItAndSelectsNothing() {
        let list = ListScene()
        list.collectionView.isScrollEnabled = false
        list.scene.simulator.holdThenDrag(
            from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 350), holding: 0.2, duration: 0.1
        )
        #expect(list.source.log == ["shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1"])
        #expect(list.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func anItemScrolledAwayUnderTheFingerIsUnhighlighted() {
        let list = ListScene()
        let finger = list.scene.simulator.down(at: CGPoint(x: 200, y: 150))
        list.scene.simulator.advance(by: 0.2)
        list.collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
        #expect(list.source.log == ["shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1"])
        list.scene.simulator.up(finger)
        #expect(list.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func aSecondFingerOnAnotherItemIsIgnoredWhileTheFirstTracks() {
        let list = ListScene()
        list.collectionView.isScrollEnabled = false
        let first = list.scene.simulator.down(at: CGPoint(x: 200, y: 150))
        list.scene.simulator.advance(by: 0.2)
        let second = list.scene.simulator.down(at: CGPoint(x: 200, y: 350))
        list.scene.simulator.advance(by: 0.2)
        list.scene.simulator.up(second)
        list.scene.simulator.up(first)
        #expect(list.source.log == [
            "shouldHighlight 0-1", "didHighlight 0-1", "shouldSelect 0-1", "didUnhighlight 0-1", "didSelect 0-1",
        ])
    }
}
