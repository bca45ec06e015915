/// One batch of row and section updates, as a table view collects them between `beginUpdates` and `endUpdates`
/// (or in `performBatchUpdates`), and the map it makes from the old index paths to the new ones.
///
/// UIKit's rules: deletions (and reloads, and move sources) name rows as they were before the batch; insertions (and
/// move destinations) name rows as they are after it; the rows that are neither keep their order. The data source
/// must already give the new counts; a batch whose counts do not add up is inconsistent (UIKit raises
/// `NSInternalInconsistencyException`).
struct TableUpdate {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var deletedRows = Set<IndexPath>()
    var insertedRows = Set<IndexPath>()
    var reloadedRows = Set<IndexPath>()
    var moves: [IndexPath: IndexPath] = [:]

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
            && reloadedRows.isEmpty && moves.isEmpty
    }

    /// Where each old row goes: `newRow[oldSection][oldRow]` (−1: gone), and each old section's new section.
    struct Map {
        var newSection: [Int] = []
        var newRow: [[Int]] = []
        /// Rows moved to another section, by their old index path.
        var movedAcross: [IndexPath: IndexPath] = [:]

        /// The new index path of the old row at `indexPath`; nil when it was deleted (or never existed).
        func callAsFunction(_ indexPath: IndexPath) -> IndexPath? {
            if let moved = movedAcross[indexPath] { return moved }
            guard newSection.indices.contains(indexPath.section) else { return nil }
            let section = newSection[indexPath.section], rows = newRow[indexPath.section]
            guard section >= 0, rows.indices.contains(indexPath.row), rows[indexPath.row] >= 0 else { return nil }
            return IndexPath(row: rows[indexPath.row], section: section)
        }
    }

    /// The map from `old` to `new`, or the reason the batch is inconsistent.
    func map(from old: ItemCounts, to new: ItemCounts) -> Result<Map, InconsistentUpdate> {
        for section in deletedSections where section < 0 || section >= old.numberOfSections {
            return .failure(InconsistentUpdate("deleting section \(section), which does not exist"))
        }
        for section in insertedSections where section < 0 || section >= new.numberOfSections {
            return .failure(InconsistentUpdate("inserting section \(section), which the data source does not have"))
        }
        for row in deletedRows.union(reloadedRows).union(moves.keys) where !old.contains(row) {
            return .failure(InconsistentUpdate("updating row \(row), which did not exist"))
        }
        for row in insertedRows.union(moves.values) where !new.contains(row) {
            return .failure(InconsistentUpdate("inserting row \(row), which the data source does not have"))
        }
        guard old.numberOfSections - deletedSections.count + insertedSections.count == new.numberOfSections else {
            return .failure(InconsistentUpdate(
                "\(new.numberOfSections) sections after the update, but \(old.numberOfSections) before, "
                    + "\(insertedSections.count) inserted and \(deletedSections.count) deleted"))
        }
        var map = Map()
        // Kept sections, in order, fill the new sections that were not inserted.
        var nextNew = 0
        for section in 0..<old.numberOfSections {
            if deletedSections.contains(section) {
                map.newSection.append(-1)
                continue
            }
            while insertedSections.contains(nextNew) { nextNew += 1 }
            map.newSection.append(nextNew)
            nextNew += 1
        }
        for section in 0..<old.numberOfSections {
            let oldCount = old.numberOfItems(inSection: section)
            let target = map.newSection[section]
            guard target >= 0 else {
                map.newRow.append([Int](repeating: -1, count: oldCount))
                continue
            }
            var fixed = Set<Int>()
            for row in insertedRows where row.section == target { fixed.insert(row.row) }
            for row in moves.values where row.section == target { fixed.insert(row.row) }
            var rows = [Int](repeating: -1, count: oldCount)
            var slot = 0
            var kept = 0
            for row in 0..<oldCount {
                let path = IndexPath(row: row, section: section)
                if let destination = moves[path] {
                    rows[row] = destination.section == target ? destination.row : -1
                    continue
                }
                guard !deletedRows.contains(path) else { continue }
                while fixed.contains(slot) { slot += 1 }
                rows[row] = slot
                slot += 1
                kept += 1
            }
            let newCount = new.numberOfItems(inSection: target)
            guard kept + fixed.count == newCount else {
                return .failure(InconsistentUpdate(
                    "section \(target) has \(newCount) rows after the update, but \(oldCount) before, "
                        + "\(fixed.count) inserted or moved in and \(oldCount - kept) deleted or moved out"))
            }
            map.newRow.append(rows)
        }
        // Rows moved to another section: their destination is explicit.
        for (source, destination) in moves where map.newSection[source.section] != destination.section {
            map.movedAcross[source] = destination
        }
        return .success(map)
    }
}

/// Why a batch of updates was rejected.
struct InconsistentUpdate: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
