/// What a collection view tells about the user's interaction with its items: UIKit's `UICollectionViewDelegate`.
///
/// It refines ``UIScrollViewDelegate``, and as in UIKit the collection view has one delegate: set it through the
/// scroll view's ``UIScrollView/delegate``; the collection view uses it as a collection view delegate when it
/// conforms to this protocol.
///
/// A tap on an item calls, in UIKit's order (Collection View Programming Guide for iOS, "Managing the Visual State
/// for Selections and Highlights"): on touch down `shouldHighlightItemAt`, then `didHighlightItemAt`; on touch up
/// `shouldSelectItemAt` (or `shouldDeselectItemAt` for a selected item with multiple selection), `didUnhighlightItemAt`,
/// then `didSelectItemAt` (or `didDeselectItemAt`). Programmatic selection calls none of them.
///
/// - Note: UIKit's optional methods are requirements with UIKit's defaults (true for the `should` questions).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether a touch on the item may highlight it (and so begin selecting it). Default true.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted by a touch.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight ended (touch up, or the touch went to the scroll or left the item).
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the user may select the item. Default true.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether the user may deselect the item. Default true.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user deselected the item (by tapping it with multiple selection, or by selecting another one).
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Whether a tap that selects the item also performs its primary action (iOS 16). Default: true outside editing
    /// mode, false in it, as UIKit's.
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool
    /// The user tapped the item to select it alone, not to add it to a selection: perform its primary action
    /// (navigate, show a detail), as UIKit's (iOS 16). Called after `didSelectItemAt`; not called when the tap
    /// extends a multiple selection, nor when `shouldSelectItemAt` refused it [doc].
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// The cell is about to enter the collection view for the item at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// The cell left the collection view (scrolled out, or reloaded); it goes back to the reuse pool.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// The supplementary view is about to enter the collection view as the `elementKind` at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// The supplementary view left the collection view; it goes back to the reuse pool (UIKit's spelling: `forElementOfKind`).
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// The context menu for a long press on the items at `indexPaths` (the pressed item; empty for a press between
    /// items), at `point` (in the collection view); nil (the default), and no menu shows (iOS 16's form). The
    /// collection view shows it through its own ``UIContextMenuInteraction``, with the item's cell as the preview;
    /// the menu is modal as any context menu.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The context menu for a long press on the item at `indexPath`, at `point`: iOS 13's form, deprecated in iOS 16
    /// for ``collectionView(_:contextMenuConfigurationForItemsAt:point:)``. The collection view asks it when the
    /// newer form gives nil for a press on an item (Swift cannot tell which of the two a delegate implements). Default
    /// nil.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// An item's context menu is appearing.
    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// An item's context menu is going.
    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool {
        !collectionView.isEditing
    }
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// No menu.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// No menu.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// Nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?) {}
}
