/// Highlighting and selecting items, by touch (UIKit's tracking, in the order of ``UICollectionViewDelegate``) and
/// in code.
///
/// Touches reach the collection view through the responder chain from the cell they landed in, after the scroll
/// view's touch delay (``UIScrollView/delaysContentTouches``): a finger that starts a scroll within the delay never
/// highlights anything, and a scroll that takes a touch later cancels it, which unhighlights the item.
///
/// - Note: TouchKit decisions where UIKit is silent: one finger at a time highlights (others are ignored); a finger
///   that moves off its item unhighlights it and its lift selects nothing; with ``allowsSelection`` off nothing is
///   highlighted.
extension UICollectionView: ListSelection {
    /// The selected items, in the order they were selected; nil when none is, as in UIKit.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems
    }

    /// Selects the item at `indexPath` (nil deselects all), without delegate calls, and scrolls to it as
    /// ``scrollToItem(at:at:animated:)`` does when `scrollPosition` is not empty. Without multiple selection the
    /// other items are deselected. Ignored (with a diagnostic) for an item that does not exist.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        let selected = selectInCode(indexPath, call: "selectItem", noun: "an item")
        guard let selected, !scrollPosition.isEmpty else { return }
        scrollToItem(at: selected, at: scrollPosition, animated: animated)
    }

    /// Deselects the item at `indexPath`, without delegate calls.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        } else {
            selectedItems.removeAll { $0 == indexPath }
        }
        cellsByIndexPath[indexPath]?.isSelected = selected
    }

    // MARK: Touch tracking

    func trackTouchesBegan(_ touches: Set<UITouch>) {
        guard userMaySelect, trackedTouch == nil, let touch = touches.first, !isInSupplementaryOrDecorationView(touch.view),
              let indexPath = indexPathForItem(at: touch.location(in: self)) else { return }
        trackedTouch = touch
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlightedItem = indexPath
        cellsByIndexPath[indexPath]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func trackTouchesEnded(_ touches: Set<UITouch>) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        guard let indexPath = highlightedItem else { return }
        if selectsSeveral, selectedItems.contains(indexPath) {
            let deselects = collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            unhighlightTracked()
            guard deselects else { return }
            setSelected(false, at: indexPath)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let selects = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlightTracked()
        guard selects, counts.contains(indexPath) else { return }
        let extendsSelection = selectsSeveral && selectedItems.contains { $0 != indexPath }
        if !selectsSeveral {
            for selected in selectedItems where selected != indexPath {
                setSelected(false, at: selected)
                collectionDelegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        setSelected(true, at: indexPath)
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
        if !extendsSelection, let delegate = collectionDelegate,
           delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) {
            delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
        }
    }

    /// Ends the highlight of the tracked item (``UICollectionViewDelegate/collectionView(_:didUnhighlightItemAt:)``).
    func unhighlightTracked() {
        guard let indexPath = highlightedItem else { return }
        highlightedItem = nil
        cellsByIndexPath[indexPath]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    // MARK: ListSelection

    var highlightedIndexPath: IndexPath? { highlightedItem }
    var selectedIndexPaths: [IndexPath] { selectedItems }
    /// Whether several items may be selected now: ``allowsMultipleSelectionDuringEditing`` in editing mode,
    /// ``allowsMultipleSelection`` outside it.
    var selectsSeveral: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Whether a tap may select now, by the mode's own properties (as the table view's).
    private var userMaySelect: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    func indexPathForTracking(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
}
