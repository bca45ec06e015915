/// Inserting, deleting, moving and reloading rows and sections, alone or in a batch, with the selection, the
/// highlight, an open swipe and the visible cells following their rows.
///
/// A batch is recorded and mapped by `ListUpdate`, the collection view's: the same UIKit rules for which index
/// paths name rows before the update and which after, and for where a moved section's rows go.
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
        pendingUpdate = ListUpdate()
        apply(update)
    }

    /// Inserts rows (index paths after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes rows (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Moves a row from `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        collect { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Reloads rows: their cells are asked of the data source again (index paths before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Asks the data source again for the cells of the rows at `indexPaths` that are on screen, keeping the cells
    /// (iOS 15): inside `tableView(_:cellForRowAt:)`, ``dequeueReusableCell(withIdentifier:for:)`` with the row's
    /// reuse identifier returns the row's cell itself, without ``UITableViewCell/prepareForReuse()``, so the data
    /// source updates its content in place ([doc] UITableView.reconfigureRows(at:)). Heights are not asked again
    /// (reload a row whose height changes). Rows off screen are skipped: they are asked for when they appear.
    ///
    /// TouchKit's decisions: it happens at once, also inside ``beginUpdates()`` (index paths as the table has them
    /// now); a data source that returns another cell for the row gets a diagnostic, and the row keeps its cell (Apple
    /// requires the same cell). Before the first layout pass there is nothing to reconfigure.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard !needsReload, hasLoadedCells, let dataSource else { return }
        for indexPath in Set(indexPaths).sorted() {
            guard let cell = cellsByIndexPath[indexPath] else { continue }
            reconfiguring = (indexPath, cell)
            let returned = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguring = nil
            guard returned !== cell else { continue }
            report("cellForRowAt \(indexPath) returned another cell while reconfiguring the row: the row keeps its cell")
            cellPool.putBackUnshown(returned, isShown: indexPathsByCell[ObjectIdentifier(returned)] != nil)
        }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        collect { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        collect { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads every row of the sections `sections` (indexes before the update): their cells, header and footer are
    /// asked for again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        collect { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves the section at `section` (before the update) to `newSection` (after it), with its rows: their cells,
    /// selection, highlight and open swipe go with them. The sections between shift to fill the gap, as UIKit's do.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        collect { $0.moveSection(section, toSection: newSection) }
    }

    private func collect(_ change: (inout ListUpdate) -> Void) {
        beginUpdates()
        change(&pendingUpdate)
        endUpdates()
    }

    private func apply(_ update: ListUpdate) {
        guard !update.isEmpty, !needsReload, hasLoadedCells, dataSource != nil else { return }
        let newCounts = loadCounts()
        guard let mapping = update.mapping(from: counts, to: newCounts, failing: {
            report("invalid update: \($0): the data is reloaded")
        }) else { return reloadData() }
        // Cells of rows that go (or reload) leave first, with their old index paths.
        for (indexPath, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key })
        where mapping.newIndexPath(indexPath) == nil || update.reloads(indexPath) {
            endDisplaying(cell, at: indexPath)
        }
        if let row = highlightedRow {
            if let moved = mapping.newIndexPath(row) { highlightedRow = moved } else { unhighlightTracked() }
        }
        if let row = swipe.row {
            if let moved = mapping.newIndexPath(row) { swipe.row = moved } else { closeSwipe(animated: false) }
        }
        selectedRows = selectedRows.compactMap { mapping.newIndexPath($0) }
        var moved: [IndexPath: UITableViewCell] = [:]
        for (indexPath, cell) in cellsByIndexPath {
            guard let target = mapping.newIndexPath(indexPath) else { continue }
            moved[target] = cell
            indexPathsByCell[ObjectIdentifier(cell)] = target
        }
        cellsByIndexPath = moved
        let kept = measuredRowHeights(keptBy: mapping, update: update, newCounts: newCounts)
        counts = newCounts
        removeHeadersAndFooters()
        computeGeometry(keeping: kept)
        updateVisibleCells()
    }
}
