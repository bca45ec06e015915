/// Inserting, deleting, moving and reloading rows and sections, alone or in a batch, with the selection, the
/// highlight, an open swipe and the visible cells following their rows.
///
/// - Note: TouchKit decisions: updates apply at once (no animation; `completion` is called at once with true); a
///   batch whose counts do not add up, or that names rows that do not exist, gets a diagnostic and a full
///   ``reloadData()`` (UIKit raises `NSInternalInconsistencyException`); a row deleted under a held highlight ends
///   the highlight (`didUnhighlightRowAt` with its old index path) and the lift selects nothing; a row deleted under
///   an open swipe closes it, and its action's completion is then ignored. Before the first layout pass there is
///   nothing to update: the data loads fresh.
extension UITableView {
    /// Applies the updates `updates` makes as one batch, then calls `completion`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Starts collecting updates into one batch (nestable); ``endUpdates()`` applies them.
    public func beginUpdates() { updateDepth += 1 }

    /// Applies the updates collected since the matching ``beginUpdates()``.
    public func endUpdates() {
        guard updateDepth > 0 else {
            report("endUpdates() without beginUpdates(): ignored")
            return
        }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = TableUpdate()
        apply(update)
    }

    /// Inserts rows (index paths after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect { $0.insertedRows.formUnion(indexPaths) }
    }

    /// Deletes rows (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect { $0.deletedRows.formUnion(indexPaths) }
    }

    /// Moves a row from `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        collect { $0.moves[indexPath] = newIndexPath }
    }

    /// Reloads rows: their cells are asked of the data source again (index paths before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect { $0.reloadedRows.formUnion(indexPaths) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        collect { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        collect { $0.deletedSections.formUnion(sections) }
    }

    private func collect(_ change: (inout TableUpdate) -> Void) {
        beginUpdates()
        change(&pendingUpdate)
        endUpdates()
    }

    private func apply(_ update: TableUpdate) {
        guard !update.isEmpty, !needsReload, hasLoadedCells, let dataSource else { return }
        let newCounts = ItemCounts(
            sectionCount: dataSource.numberOfSections(in: self),
            itemCount: { dataSource.tableView(self, numberOfRowsInSection: $0) },
            report: report)
        let map: TableUpdate.Map
        switch update.map(from: counts, to: newCounts) {
        case .success(let result): map = result
        case .failure(let inconsistency):
            report("invalid update: \(inconsistency.message): the data is reloaded")
            reloadData()
            return
        }
        // Cells of rows that go (or reload) leave first, with their old index paths.
        for (indexPath, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key })
        where map(indexPath) == nil || update.reloadedRows.contains(indexPath) {
            endDisplaying(cell, at: indexPath)
        }
        if let row = highlightedRow {
            if let moved = map(row) { highlightedRow = moved } else { unhighlightTrackedRow() }
        }
        if let row = swipe.row {
            if let moved = map(row) { swipe.row = moved } else { closeSwipe(animated: false) }
        }
        selectedRows = selectedRows.compactMap { map($0) }
        var moved: [IndexPath: UITableViewCell] = [:]
        for (indexPath, cell) in cellsByIndexPath {
            guard let target = map(indexPath) else { continue }
            moved[target] = cell
            indexPathsByCell[ObjectIdentifier(cell)] = target
        }
        cellsByIndexPath = moved
        counts = newCounts
        removeHeadersAndFooters()
        computeGeometry()
        updateVisibleCells()
    }
}
