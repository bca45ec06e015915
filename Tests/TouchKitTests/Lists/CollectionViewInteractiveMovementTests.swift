import Testing
@testable import TouchKit

/// Moving an item with the finger: the cell follows the position, the others make room, the data source is told
/// once at the end.
///
/// The scene is ``ListScene``: rows of 100 points (item i spans y 100·i ..< 100·(i+1)), 8 visible.
@MainActor
struct CollectionViewInteractiveMovementTests {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    private func movableList(items: [Int] = [20]) -> ListScene {
        let list = ListScene(items: items)
        list.source.allowsMoves = true
        return list
    }

    @Test func theMovingCellFollowsThePositionAndTheOthersMakeRoom() {
        let list = movableList()
        let moving = list.collectionView.cellForItem(at: path(1))!
        let third = list.collectionView.cellForItem(at: path(3))!
        #expect(list.collectionView.beginInteractiveMovementForItem(at: path(1)))
        list.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 210, y: 460))
        #expect(moving.center == CGPoint(x: 210, y: 460))
        #expect(list.collectionView.indexPath(for: moving) == path(4))
        #expect(list.collectionView.indexPath(for: third) == path(2))
        #expect(third.frame.minY == 200)
        #expect(list.source.moves.isEmpty)
        let subviews = list.collectionView.subviews
        #expect(subviews.last === moving)
    }

    @Test func endingTellsTheDataSourceOnceAndPutsTheCellInItsPlace() {
        let list = movableList()
        let moving = list.collectionView.cellForItem(at: path(1))!
        list.collectionView.beginInteractiveMovementForItem(at: path(1))
        for y in stride(from: CGFloat(160), through: 460, by: 30) {
            list.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: y))
        }
        list.collectionView.endInteractiveMovement()
        #expect(list.source.moves == ["move 0-1 to 0-4"])
        #expect(moving.frame == CGRect(x: 0, y: 400, width: 400, height: 100))
        #expect(list.collectionView.cellForItem(at: path(4)) === moving)
    }

    @Test func cancellingPutsEverythingBackWithoutTellingTheDataSource() {
        let list = movableList()
        let moving = list.collectionView.cellForItem(at: path(1))!
        list.collectionView.beginInteractiveMovementForItem(at: path(1))
        list.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 650))
        list.collectionView.cancelInteractiveMovement()
        #expect(list.source.moves.isEmpty)
        #expect(list.collectionView.cellForItem(at: path(1)) === moving)
        #expect(moving.frame.minY == 100)
        #expect(list.visibleItems == Array(0...7))
    }

    @Test func theSelectionFollowsTheMovingItem() {
        let list = movableList()
        list.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        list.collectionView.beginInteractiveMovementForItem(at: path(1))
        list.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 350))
        list.collectionView.endInteractiveMovement()
        #expect(list.collectionView.indexPathsForSelectedItems == [path(3)])
    }

    @Test func anItemThatCannotMoveDoesNotBegin() {
        let list = ListScene(items: [20])
        #expect(!list.collectionView.beginInteractiveMovementForItem(at: path(1)))
        list.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 450))
        list.collectionView.endInteractiveMovement()
        #expect(list.source.moves.isEmpty)
        #expect(list.collectionView.cellForItem(at: path(1))?.frame.minY == 100)
    }

    @Test func aMoveAcrossSectionsChangesTheSectionsCountsAndTellsTheDataSource() {
        let list = movableList(items: [3, 3])
        list.collectionView.beginInteractiveMovementForItem(at: path(0))
        list.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 450))  // item 1 of section 1
        #expect(list.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(list.collectionView.numberOfItems(inSection: 1) == 4)
        list.collectionView.endInteractiveMovement()
        #expect(list.source.moves == ["move 0-0 to 1-1"])
    }

    @Test func itemsScrollingInDuringAMoveAreAskedOfTheDataSourceByTheirIndexPathsBeforeIt() {
        let list = movableList()
        var asked: [IndexPath] = []
        list.source.cellOverride = { collectionView, indexPath in
            asked.append(indexPath)
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        list.collectionView.beginInteractiveMovementForItem(at: path(1))
        list.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 750))  // shown as item 7
        list.collectionView.contentOffset = CGPoint(x: 0, y: 100)  // item 8 comes into view
        // Shown item 8 is the data source's item 8 (items 2...7 moved up, 1 is shown at 7).
        #expect(asked == [path(8)])
        #expect(list.diagnostics.isEmpty)
        list.collectionView.contentOffset = .zero
        list.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 150))
        list.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(list.diagnostics.isEmpty)
    }

    @Test func aLongPressDrivesTheMovementAsUIKitsStandardGestureDoes() {
        let list = movableList()
        let collectionView = list.collectionView
        let press = UILongPressGestureRecognizer { recognizer in
            let location = recognizer.location(in: collectionView)
            switch recognizer.state {
            case .began:
                if let indexPath = collectionView.indexPathForItem(at: location) {
                    collectionView.beginInteractiveMovementForItem(at: indexPath)
                }
            case .changed: collectionView.updateInteractiveMovementTargetPosition(location)
            case .ended: collectionView.endInteractiveMovement()
            default: collectionView.cancelInteractiveMovement()
            }
        }
        collectionView.addGestureRecognizer(press)
        let finger = list.scene.simulator.down(at: CGPoint(x: 200, y: 150))
        list.scene.simulator.advance(by: 0.6)
        list.scene.simulator.move(finger, to: CGPoint(x: 200, y: 560), duration: 0.4)
        list.scene.simulator.up(finger)
        list.scene.simulator.settle()
        #expect(list.source.moves == ["move 0-1 to 0-5"])
        #expect(collectionView.contentOffset.y == 0)
    }
}
