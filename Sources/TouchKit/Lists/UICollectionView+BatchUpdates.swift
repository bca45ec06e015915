import Foundation

/// Inserting, deleting, moving and reloading items and sections: UIKit's batch updates. (The table view records
/// and maps its updates with the same `ListUpdate`.)
///
/// As in UIKit, the app changes its model inside the `updates` block of ``performBatchUpdates(_:completion:)`` and
/// names the changes there (deletes, reloads and move sources by their index paths before the update; inserts and move
/// destinations by theirs after it, see ``ListUpdate``); a single call outside a block is a batch of its own. The
/// collection view then reads the new counts and keeps everything tied to items consistent: the cells of surviving
/// items stay (re-keyed to their new index paths), cells of deleted and reloaded items leave (with
/// `didEndDisplaying`), the selection and the highlight follow their items (deleted and reloaded items lose them,
/// without delegate calls but `didUnhighlightItemAt`), and headers and footers follow their sections.
///
/// - Note: TouchKit decisions where UIKit differs: the changes are not animated (the items are at their new places
///   when the call returns) and `completion` is called before ``performBatchUpdates(_:completion:)`` returns, with
///   true; an offset at rest that the shrunk content leaves out of range is brought back into it at once. Updates
///   whose counts do not add up (UIKit raises `NSInternalInconsistencyException`) get a diagnostic and
///   are treated as ``reloadData()``, as are updates called from inside the collection view's layout pass (from
///   `cellForItemAt`) and batches that call ``reloadData()``. A batch loads the counts first if they were never
///   loaded (so the block must change the model, as UIKit requires).
extension UICollectionView {
    /// Runs `updates`, which changes the model and names the changes, then brings the collection view up to date
    /// with them, and calls `completion` with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch()
        completion?(true)
    }

    private func beginBatch() {
        if batchDepth == 0 {
            cancelInteractiveMovement()
            loadDataIfNeeded()
            pendingUpdate = ListUpdate()
            reloadRequestedInBatch = false
        }
        batchDepth += 1
    }

    private func endBatch() {
        batchDepth -= 1
        if batchDepth == 0, let update = pendingUpdate {
            pendingUpdate = nil
            apply(update)
        }
    }

    /// Inserts items at `indexPaths` (index paths after the update).
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes the items at `indexPaths` (index paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it); its cell stays.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Asks the data source for new cells for the items at `indexPaths` (before the update); they lose their
    /// selection, as UIKit's reload (a delete and an insert) does.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Asks the data source again for the cells of the items at `indexPaths` that are on screen, keeping the cells
    /// (iOS 15): inside `collectionView(_:cellForItemAt:)`,
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` with the item's reuse identifier returns the item's cell
    /// itself, without ``UICollectionReusableView/prepareForReuse()``, so the data source updates its content in
    /// place ([doc] UICollectionView.reconfigureItems(at:)). The layout is not asked again. Items off screen are
    /// skipped: they are asked for when they appear.
    ///
    /// TouchKit's decisions: it happens at once, also inside ``performBatchUpdates(_:completion:)`` (index paths as
    /// the collection view has them now); a data source that returns another cell gets a diagnostic, and the item
    /// keeps its cell (Apple requires the same cell). Before the first layout pass there is nothing to reconfigure.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard !needsReload, hasLoadedCells, let dataSource else { return }
        for indexPath in Set(indexPaths).sorted() {
            guard let cell = cellsByIndexPath[indexPath] else { continue }
            let asked = dataSourceIndexPath(forShown: indexPath)
            reconfiguring = (asked, cell)
            let returned = dataSource.collectionView(self, cellForItemAt: asked)
            reconfiguring = nil
            guard returned !== cell else { continue }
            report("cellForItemAt \(indexPath) returned another cell while reconfiguring the item: the item keeps its cell")
            cellPool.putBackUnshown(returned, isShown: indexPathsByCell[ObjectIdentifier(returned)] != nil)
        }
    }

    /// Inserts the sections `sections` (indexes after the update), with all their items.
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections `sections` (indexes before the update), with all their items.
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads every item of the sections `sections` (indexes before the update).
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves the section at `section` (before the update) to `newSection` (after it), with its items: their cells,
    /// selection and supplementary views go with them. The sections between shift to fill the gap, as UIKit's do.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.moveSection(section, toSection: newSection) }
    }

    private func record(_ change: (inout ListUpdate) -> Void) {
        beginBatch()
        if pendingUpdate != nil { change(&pendingUpdate!) }
        endBatch()
    }

    /// Brings the collection view up to date with a finished batch.
    private func apply(_ update: ListUpdate) {
        guard !reloadRequestedInBatch, !isInLayoutPass else {
            if isInLayoutPass { report("batch updates from inside the collection view's layout pass: treated as reloadData") }
            return reloadData()
        }
        let newCounts = loadCounts()
        guard let mapping = update.mapping(from: counts, to: newCounts, failing: {
            report("invalid batch update: \($0); treated as reloadData")
        }) else { return reloadData() }
        follow(mapping, counts: newCounts, reloads: update.reloads)
    }

    /// Brings the visible elements, the selection and the highlight to the index paths `mapping` gives, takes the
    /// counts `newCounts`, and lays the cells out again; items that `reloads` get new cells.
    func follow(_ mapping: ListUpdateMapping, counts newCounts: ItemCounts, reloads: (IndexPath) -> Bool) {
        if let highlighted = highlightedItem, mapping.newIndexPath(highlighted) == nil || reloads(highlighted) {
            unhighlightTracked()
            trackedTouch = nil
        }
        for (indexPath, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key })
        where mapping.newIndexPath(indexPath) == nil || reloads(indexPath) {
            endDisplaying(cell, at: indexPath)
        }
        for (key, view) in supplementaryViewsByKey.sorted(by: { $0.key.indexPath < $1.key.indexPath })
        where mapping.newSection(key.indexPath[0]) == nil {
            endDisplayingSupplementary(view, key: key)
        }
        rekeyElements(with: mapping)
        selectedItems = selectedItems.compactMap { reloads($0) ? nil : mapping.newIndexPath($0) }
        highlightedItem = highlightedItem.flatMap(mapping.newIndexPath)
        counts = newCounts
        collectionViewLayout.invalidateLayout()
        if hasLoadedCells { layoutIfNeeded() }
        // Content that shrank under an offset at rest brings the offset back into range, as UIKit's update does.
        if hasLoadedCells, !isDragging, !isDecelerating {
            let clamped = clampedOffset(contentOffset)
            if clamped != contentOffset { contentOffset = clamped }
        }
    }

    /// Moves the visible cells and supplementary views to their index paths after the update.
    private func rekeyElements(with mapping: ListUpdateMapping) {
        let cells = cellsByIndexPath
        cellsByIndexPath.removeAll(keepingCapacity: true)
        cellsVersion &+= 1
        for (indexPath, cell) in cells {
            guard let newIndexPath = mapping.newIndexPath(indexPath) else { continue }
            cellsByIndexPath[newIndexPath] = cell
            indexPathsByCell[ObjectIdentifier(cell)] = newIndexPath
        }
        let views = supplementaryViewsByKey
        supplementaryViewsByKey.removeAll(keepingCapacity: true)
        for (key, view) in views {
            guard let section = mapping.newSection(key.indexPath[0]) else { continue }
            var newKey = key
            newKey.indexPath[0] = section
            supplementaryViewsByKey[newKey] = view
            supplementaryKeysByView[ObjectIdentifier(view)] = newKey
        }
    }
}
