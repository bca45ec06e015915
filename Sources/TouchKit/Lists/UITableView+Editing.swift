/// Editing mode: UIKit's `isEditing` / `setEditing(_:animated:)`.
///
/// - Note: TouchKit keeps the mode and passes it to the cells (``UITableViewCell/setEditing(_:animated:)``); swipe
///   actions are off while editing. Selection while editing follows ``allowsSelectionDuringEditing``.
extension UITableView {
    /// Whether the table is in editing mode. Default false.
    public var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; an open swipe closes, the visible cells follow.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        closeSwipe(animated: animated)
        unhighlightTrackedRow()
        editingState = editing
        for (_, cell) in cellsByIndexPath { cell.setEditing(editing, animated: animated) }
    }
}
