/// What a table view tells about, and asks of, the user's interaction with its rows: UIKit's `UITableViewDelegate`.
///
/// It refines ``UIScrollViewDelegate``; as in UIKit the table view has one delegate, set through the scroll view's
/// ``UIScrollView/delegate``, used as a table view delegate when it conforms to this protocol.
///
/// A tap on a row calls, in UIKit's order: once the scroll view's touch delay lets the touch through,
/// `shouldHighlightRowAt` then `didHighlightRowAt`; on touch up `didUnhighlightRowAt`, `willSelectRowAt` (which may
/// return another row, or nil to select nothing), then, for a previously selected row without multiple selection,
/// `willDeselectRowAt` and `didDeselectRowAt`, then `didSelectRowAt`. With multiple selection a tap on a selected
/// row calls `willDeselectRowAt` (which may redirect or refuse) then `didDeselectRowAt`. Programmatic selection
/// calls none of them, as in UIKit.
///
/// - Note: UIKit's optional methods are requirements with UIKit's defaults. The order on touch up (the highlight
///   ends before `willSelectRowAt`) is what iOS logs show [pub, ?]; UIKit's documentation does not state it.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row; default the table view's ``UITableView/rowHeight``.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header; default ``UITableView/sectionHeaderHeight``.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer; default ``UITableView/sectionFooterHeight``.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// An estimate of the row's height, asked for every row when the data loads (iOS 7); default the table view's
    /// ``UITableView/estimatedRowHeight``. Return ``UITableView/automaticDimension`` for the table's own estimate, or
    /// 0 to have `heightForRowAt` asked now. See ``UITableView/estimatedRowHeight``.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// An estimate of `section`'s header height, as `estimatedHeightForRowAt` for rows; default
    /// ``UITableView/estimatedSectionHeaderHeight``.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// An estimate of `section`'s footer height, as `estimatedHeightForRowAt` for rows; default
    /// ``UITableView/estimatedSectionFooterHeight``.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// The view of `section`'s header; default nil (a title from the data source makes a plain header view).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The view of `section`'s footer; default nil.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    /// Whether a touch may highlight the row (and so begin selecting it). Default true.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted by a touch.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight ended (touch up, the scroll took the touch, or the finger left the row).
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row the user is about to select: return it, another row to select instead, or nil to select nothing.
    /// Default: the row.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row the user is about to deselect: return it, another row, or nil to keep it selected. Default: the row.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user deselected the row (by selecting another, or tapping it with multiple selection).
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// Whether a tap that selects the row also performs its primary action (iOS 16). Default: true outside editing
    /// mode, false in it, as UIKit's.
    func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    /// The user tapped the row to select it alone, not to add it to a selection: perform its primary action
    /// (navigate, show a detail), as UIKit's (iOS 16). Called after `didSelectRowAt`, whether or not the row was
    /// selected already; not called when the tap extends a multiple selection, nor when `willSelectRowAt` refused it
    /// (TouchKit's reading: the primary action follows a selection) [doc].
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)

    /// The cell is about to enter the table view for the row at `indexPath`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The cell left the table view (scrolled away, reloaded, deleted).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// The actions a swipe from the leading edge (rightward) reveals; nil or empty for none. Default nil.
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge (leftward) reveals; nil or empty for none. Default nil.
    ///
    /// - Note: UIKit offers a "Delete" action by default when the data source implements
    ///   ``UITableViewDataSource/tableView(_:commit:forRowAt:)``; Swift cannot tell whether a default implementation
    ///   was replaced, so TouchKit offers none: return ``UITableView/deleteSwipeActions(forRowAt:)`` for that.
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?

    /// The editing style of the row in editing mode. Default `.delete`.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// Where a row being reordered may go: return `proposedDestinationIndexPath` or another row. Default: the proposal.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// The context menu for a long press on the row at `indexPath`, at `point` (in the table view); nil (the
    /// default), and no menu shows (iOS 13). The table view shows it through its own ``UIContextMenuInteraction``,
    /// with the row's cell as the preview; the menu is modal as any context menu.
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// A row's context menu is appearing.
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// A row's context menu is going (an action was chosen, a touch outside dismissed it...).
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        !tableView.isEditing
    }
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    /// No menu.
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// Nothing.
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Nothing.
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?) {}
}
