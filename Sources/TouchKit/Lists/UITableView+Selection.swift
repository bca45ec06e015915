/// Highlighting and selecting rows, by touch (in the order of ``UITableViewDelegate``) and in code.
///
/// Touches reach the table view through the responder chain from the cell they landed in, after the scroll view's
/// touch delay (``UIScrollView/delaysContentTouches``, 0.15 s, the 2014 talk): a finger that starts a scroll within the
/// delay never highlights a row, and a scroll that takes a touch later cancels it, which unhighlights the row. This is
/// the same path as ``UICollectionView``'s: the timing is the scroll view's, not the list's.
///
/// - Note: TouchKit decisions where UIKit is silent: one finger at a time highlights (others are ignored); a finger
///   that moves off its row unhighlights it and its lift selects nothing; with ``allowsSelection`` off nothing is
///   highlighted; a touch that closes an open swipe selects nothing (as in UIKit); a row deleted under a held
///   highlight unhighlights and its lift selects nothing; a touch on a header or footer (a pinned header covers
///   rows) selects nothing.
extension UITableView: ListSelection {
    /// The first selected row (in index-path order); nil when none is.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows, in index-path order; nil when none is, as in UIKit.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects the row at `indexPath` (nil deselects all), without delegate calls, and scrolls to it unless
    /// `scrollPosition` is `.none`. Without multiple selection the other rows are deselected. Ignored (with a
    /// diagnostic) for a row that does not exist.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        let selected = selectInCode(indexPath, call: "selectRow", noun: "a row")
        guard let selected, scrollPosition != .none else { return }
        scrollToRow(at: selected, at: scrollPosition, animated: animated)
    }

    /// Deselects the row at `indexPath`, without delegate calls.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    /// Whether several rows may be selected now: ``allowsMultipleSelectionDuringEditing`` in editing mode,
    /// ``allowsMultipleSelection`` outside it (Apple: each controls its own mode).
    var selectsSeveral: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        } else {
            selectedRows.removeAll { $0 == indexPath }
        }
        cellsByIndexPath[indexPath]?.setSelected(selected, animated: false)
    }

    // MARK: Touch tracking

    func trackTouchesBegan(_ touches: Set<UITouch>) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        if swipe.swallowedTouch === touch { return }
        guard isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection,
              let indexPath = indexPathOfCell(containing: touch.view) else { return }
        trackedTouch = touch
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        guard trackedTouch === touch, counts.contains(indexPath) else { return }   // the delegate changed the table
        highlightedRow = indexPath
        cellsByIndexPath[indexPath]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// The row of the cell `view` is in; nil for a touch on a header, a footer or anything else above the rows.
    private func indexPathOfCell(containing view: UIView?) -> IndexPath? {
        var view = view
        while let current = view, current !== self {
            if let cell = current as? UITableViewCell { return indexPathsByCell[ObjectIdentifier(cell)] }
            view = current.superview
        }
        return nil
    }

    func trackTouchesEnded(_ touches: Set<UITouch>) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        guard let indexPath = highlightedRow else { return }
        unhighlightTracked()
        if selectsSeveral, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        let delegate = tableDelegate
        guard let target = delegate == nil ? indexPath : delegate?.tableView(self, willSelectRowAt: indexPath) else { return }
        guard counts.contains(target) else {
            report("willSelectRowAt returned \(target), which does not exist: nothing selected")
            return
        }
        let extendsSelection = selectsSeveral && selectedRows.contains { $0 != target }
        if !selectsSeveral {
            for selected in selectedRows where selected != target { userDeselect(selected) }
        }
        setSelected(true, at: target)
        tableDelegate?.tableView(self, didSelectRowAt: target)
        if !extendsSelection, let delegate = tableDelegate, delegate.tableView(self, canPerformPrimaryActionForRowAt: target) {
            delegate.tableView(self, performPrimaryActionForRowAt: target)
        }
    }

    /// Deselects `indexPath` as a user action: `willDeselectRowAt` may redirect or refuse, then `didDeselectRowAt`.
    private func userDeselect(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        guard let target = delegate == nil ? indexPath : delegate?.tableView(self, willDeselectRowAt: indexPath),
              selectedRows.contains(target) else { return }
        setSelected(false, at: target)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    /// Ends the highlight of the tracked row (``UITableViewDelegate/tableView(_:didUnhighlightRowAt:)``).
    func unhighlightTracked() {
        guard let indexPath = highlightedRow else { return }
        highlightedRow = nil
        cellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    // MARK: ListSelection

    var highlightedIndexPath: IndexPath? { highlightedRow }
    var selectedIndexPaths: [IndexPath] { selectedRows }

    func indexPathForTracking(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
}
