import Foundation

/// Moving an item with the finger (UIKit's interactive movement, iOS 9): the app, usually from a long press,
/// calls ``beginInteractiveMovementForItem(at:)``, then ``updateInteractiveMovementTargetPosition(_:)`` as the finger
/// moves, then ``endInteractiveMovement()`` or ``cancelInteractiveMovement()``.
///
/// While the item moves, its cell follows the position (with the layout's
/// ``UICollectionViewLayout/layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)``) and the other items
/// make room: the item is shown at the index path the layout's
/// ``UICollectionViewLayout/targetIndexPath(forInteractivelyMovingItem:withPosition:)`` gives, the others shift,
/// and the data source, whose model is not changed yet, is asked for cells by their index paths before the move. At
/// the end the data source's `moveItemAt` is called once, from the index path where the movement began to the one
/// where it ended, and the cell goes to its place; a cancel puts everything back without calling the data source.
///
/// - Note: TouchKit decisions where UIKit is silent or differs: nothing is animated; `moveItemAt` is not called
///   for an item that ends where it began; a batch update or ``reloadData()`` during a movement cancels it first.
///   UIKit's `installsStandardGestureForInteractiveMovement` belongs to `UICollectionViewController`, which
///   TouchKit does not have: install a long press that calls these methods (see the tests).
extension UICollectionView {
    /// Starts moving the item at `indexPath`; false (and nothing happens) when the item does not exist, a movement
    /// is already under way, or the data source's `canMoveItemAt` says no.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        loadDataIfNeeded()
        guard interactiveMovement == nil, counts.contains(indexPath),
              dataSource?.collectionView(self, canMoveItemAt: indexPath) == true else { return false }
        interactiveMovement = InteractiveMovement(
            origin: indexPath, current: indexPath, position: layoutAttributesForItem(at: indexPath)?.center ?? .zero,
            originCounts: counts)
        return true
    }

    /// Moves the moving item's cell to `targetPosition` (content coordinates) and makes room for it at the index
    /// path the layout finds there. Ignored when no movement is under way or the position is not finite.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement, targetPosition.isFinite else { return }
        movement.position = targetPosition
        interactiveMovement = movement
        let target = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
        if target != movement.current, counts.contains(target) || isEndOfSection(target) {
            relocateMovingItem(to: target)
        } else {
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    /// Ends the movement: the data source moves the item (`moveItemAt`, once) and its cell goes to its place.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.current != movement.origin {
            dataSource?.collectionView(self, moveItemAt: movement.origin, to: movement.current)
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Cancels the movement: the item goes back where it began; the data source is not told.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        if movement.current != movement.origin { relocateMovingItem(to: movement.origin) }
        interactiveMovement = nil
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The index path the data source knows the shown item at `indexPath` by: during a movement the data source's
    /// model is still in the order from before it.
    func dataSourceIndexPath(forShown indexPath: IndexPath) -> IndexPath {
        guard let movement = interactiveMovement, movement.current != movement.origin else { return indexPath }
        var back = ListUpdate()
        back.moveItem(at: movement.current, to: movement.origin)
        guard case .success(let mapping) = back.mapping(from: counts, to: movement.originCounts) else { return indexPath }
        return mapping.newIndexPath(indexPath) ?? indexPath
    }

    /// The moving item's attributes, when `attributes` are its.
    func movingItemAttributes(replacing attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let movement = interactiveMovement, attributes.representedElementCategory == .cell,
              attributes.indexPath == movement.current else { return attributes }
        return collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
            at: movement.current, withTargetPosition: movement.position)
    }

    /// Whether `indexPath` is one past the last item of an existing section (a place a moved item can go).
    private func isEndOfSection(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < counts.numberOfSections else { return false }
        return indexPath.item == counts.numberOfItems(inSection: indexPath.section)
    }

    /// Shows the moving item at `target` (and the others shifted), as a move in a batch update would.
    private func relocateMovingItem(to target: IndexPath) {
        guard var movement = interactiveMovement else { return }
        let from = movement.current
        var shown = counts.itemsPerSection
        if target.section != from.section {
            shown[from.section] -= 1
            shown[target.section] += 1
        }
        guard target.item < shown[target.section] else { return }
        let newCounts = ItemCounts(sectionCount: shown.count, itemCount: { shown[$0] }, report: report)
        var move = ListUpdate()
        move.moveItem(at: from, to: target)
        guard case .success(let mapping) = move.mapping(from: counts, to: newCounts) else { return }
        movement.current = target
        interactiveMovement = movement
        follow(mapping, counts: newCounts, reloads: { _ in false })
    }
}

/// An item being moved by ``UICollectionView/beginInteractiveMovementForItem(at:)``.
struct InteractiveMovement {
    /// Where the item was when the movement began (the data source's index path for it until the end).
    var origin: IndexPath
    /// Where it is shown now.
    var current: IndexPath
    /// Where its cell's center is (content coordinates).
    var position: CGPoint
    /// The counts when the movement began (the data source's).
    var originCounts: ItemCounts
}
