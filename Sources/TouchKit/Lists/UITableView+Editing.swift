/// Editing mode and reordering: UIKit's `isEditing` / `setEditing(_:animated:)`, the reorder control, and
/// `moveRowAt`.
///
/// In editing mode each row the data source lets move (``UITableViewDataSource/tableView(_:canMoveRowAt:)``) shows a
/// reorder control at its trailing edge (``reorderControlWidth`` wide). Dragging it lifts the row, which follows the
/// finger above the others; the row under the finger is proposed to the delegate
/// (``UITableViewDelegate/tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)``); on lift the data
/// source is told (``UITableViewDataSource/tableView(_:moveRowAt:to:)``) and the row takes its new place, with its
/// selection. A cancelled drag puts the row back and tells nobody.
///
/// - Note: TouchKit decisions: the other rows do not make room while the row is dragged (UIKit animates them aside);
///   swipe actions are off while editing; rows show no delete control (a swipe with
///   ``deleteSwipeActions(forRowAt:)`` commits `.delete` instead); a destination the delegate returns that does not
///   exist leaves the row where it was, with a diagnostic.
extension UITableView {
    /// TouchKit only: 44 pt: the width of the reorder control at a row's trailing edge (the 2014 talk's minimum hit
    /// target) [?].
    public static let reorderControlWidth: CGFloat = 44

    /// Whether the table is in editing mode. Default false.
    public var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; an open swipe closes, a held highlight ends, the visible cells follow.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        closeSwipe(animated: animated)
        unhighlightTracked()
        editingState = editing
        for (indexPath, cell) in cellsByIndexPath {
            cell.setEditing(editing, animated: animated)
            cell.showsReorderControl = editing && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        }
    }

    func installReorderRecognizer() {
        reorderRecognizer.tableView = self
        reorderRecognizer.addTarget(handler: { ($0 as? ReorderPanGestureRecognizer)?.tableView?.handleReorderPan() })
        addGestureRecognizer(reorderRecognizer)
    }

    /// The row whose reorder control is at `point` (table coordinates); nil when not editing or not on a control.
    func rowWithReorderControl(at point: CGPoint) -> IndexPath? {
        guard isEditing, point.x >= bounds.width - Self.reorderControlWidth, let indexPath = indexPathForRow(at: point),
              let cell = cellsByIndexPath[indexPath], cell.showsReorderControl else { return nil }
        return indexPath
    }

    func handleReorderPan() {
        guard let source = reorderRecognizer.sourceRow, let cell = cellsByIndexPath[source] else { return }
        let home = rectForRow(at: source)
        switch reorderRecognizer.state {
        case .began, .changed:
            bringSubviewToFront(cell)
            cell.frame.origin.y = home.minY + reorderRecognizer.translation(in: self).y
        case .ended:
            cell.frame = home
            let point = CGPoint(x: bounds.midX, y: cell.frame.midY + reorderRecognizer.translation(in: self).y)
            guard let proposed = indexPathForRow(at: point) ?? lastRowIfBelow(point) else { return }
            let destination = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
                ?? proposed
            guard destination != source else { return }
            guard counts.contains(destination), destination.section == source.section || counts.numberOfItems(inSection: destination.section) > 0 else {
                report("targetIndexPathForMoveFromRowAt returned \(destination), which does not exist: the row stays")
                return
            }
            dataSource?.tableView(self, moveRowAt: source, to: destination)
            moveRow(at: source, to: destination)
        default:
            cell.frame = home
        }
    }

    /// The last row when `point` is below every row (a drag to the end of the table).
    private func lastRowIfBelow(_ point: CGPoint) -> IndexPath? {
        guard point.y >= geometry.sectionsBottom, counts.totalItems > 0 else { return nil }
        return counts.indexPath(forFlatIndex: counts.totalItems - 1)
    }
}
