import Foundation

/// The inserts, deletes, moves and reloads of one batch update of a list (UIKit's `performBatchUpdates` on a
/// collection view, and a table view's updates, which follow the same rules: both list views record into it), and
/// what they make of the list's index paths.
///
/// UIKit's rules, which ``mapping(from:to:)`` checks: deletes, reloads and the sources of moves name index paths
/// before the update; inserts and the destinations of moves name index paths after it; the order of the calls in the
/// batch does not matter. A moved section takes its items with it (they keep their item indexes unless the batch
/// names them); the other surviving sections keep their order and fill the section indexes not inserted or moved to;
/// in each section the surviving items keep their order and fill the item indexes not inserted or moved to. The counts the
/// data source gives after the update must equal the counts before, less the deletes and moves out, plus the inserts
/// and moves in; UIKit raises an `NSInternalInconsistencyException` otherwise (see "Performing batch updates" in
/// UICollectionView's documentation), and the caller treats a failed mapping as a reload.
struct ListUpdate {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    /// Section moves, by their source (before the update) to their destination (after it).
    var movedSections: [Int: Int] = [:]
    var insertedItems = Set<IndexPath>()
    var deletedItems = Set<IndexPath>()
    var reloadedItems = Set<IndexPath>()
    /// Moves, by their source (before the update) to their destination (after it).
    var movedItems: [IndexPath: IndexPath] = [:]
    /// A problem found while the batch was recorded (a move from an index path already moved); nil when none.
    var recordingProblem: String?

    /// Whether the batch names no change.
    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        if movedItems[indexPath] != nil { recordingProblem = "item \(indexPath) is moved twice" }
        movedItems[indexPath] = newIndexPath
    }

    mutating func moveSection(_ section: Int, toSection newSection: Int) {
        if movedSections[section] != nil { recordingProblem = "section \(section) is moved twice" }
        movedSections[section] = newSection
    }

    /// Whether the update reloads the item (by name or by its section); such an item survives but gets a new cell
    /// and loses its selection, as a delete and an insert at the same place would.
    func reloads(_ oldIndexPath: IndexPath) -> Bool {
        reloadedItems.contains(oldIndexPath) || reloadedSections.contains(oldIndexPath.section)
    }

    /// Where each index path before the update goes, for counts `old` before and `new` after; a failure says why the
    /// update does not fit the counts.
    func mapping(from old: ItemCounts, to new: ItemCounts) -> Result<ListUpdateMapping, ListUpdateFailure> {
        if let recordingProblem { return .failure(ListUpdateFailure(reason: recordingProblem)) }
        let oldSections = old.numberOfSections, newSections = new.numberOfSections
        if let bad = deletedSections.first(where: { $0 >= oldSections }) ?? reloadedSections.first(where: { $0 >= oldSections }) {
            return .failure(ListUpdateFailure(reason: "section \(bad) is deleted or reloaded but there were \(oldSections)"))
        }
        if let bad = insertedSections.first(where: { $0 >= newSections }) {
            return .failure(ListUpdateFailure(reason: "section \(bad) is inserted but there are \(newSections)"))
        }
        guard oldSections - deletedSections.count + insertedSections.count == newSections else {
            return .failure(ListUpdateFailure(reason:
                "the number of sections after the update (\(newSections)) must equal the number before (\(oldSections)), "
                + "plus \(insertedSections.count) inserted, minus \(deletedSections.count) deleted"))
        }
        let sectionMap: [Int?]
        switch self.sectionMap(oldSections: oldSections, newSections: newSections) {
        case .success(let map): sectionMap = map
        case .failure(let failure): return .failure(failure)
        }
        var removed: [[Int]] = Array(repeating: [], count: oldSections)
        var occupied: [[Int]] = Array(repeating: [], count: newSections)
        for indexPath in deletedItems.union(reloadedItems) where !old.contains(indexPath) {
            return .failure(ListUpdateFailure(reason: "item \(indexPath) is deleted or reloaded but did not exist"))
        }
        for indexPath in deletedItems {
            if reloadedItems.contains(indexPath) || movedItems[indexPath] != nil {
                return .failure(ListUpdateFailure(reason: "item \(indexPath) is deleted and reloaded or moved"))
            }
            removed[indexPath.section].append(indexPath.item)
        }
        for indexPath in insertedItems {
            guard new.contains(indexPath) else {
                return .failure(ListUpdateFailure(reason: "item \(indexPath) is inserted but does not exist after the update"))
            }
            occupied[indexPath.section].append(indexPath.item)
        }
        for (source, destination) in movedItems {
            guard old.contains(source), new.contains(destination), sectionMap[source.section] != nil,
                  !reloadedItems.contains(source) else {
                return .failure(ListUpdateFailure(reason: "the move of \(source) to \(destination) does not fit the counts"))
            }
            removed[source.section].append(source.item)
            occupied[destination.section].append(destination.item)
        }
        for section in occupied.indices {
            occupied[section].sort()
            if zip(occupied[section], occupied[section].dropFirst()).contains(where: { $0 == $1 }) {
                return .failure(ListUpdateFailure(reason: "two items are inserted or moved to one place in section \(section)"))
            }
        }
        for section in removed.indices { removed[section].sort() }
        for section in 0..<oldSections {
            guard let target = sectionMap[section] else { continue }
            let before = old.numberOfItems(inSection: section), after = new.numberOfItems(inSection: target)
            let expected = before - removed[section].count + occupied[target].count
            guard expected == after else {
                return .failure(ListUpdateFailure(reason:
                    "the number of items in section \(target) after the update (\(after)) must equal the number before "
                    + "(\(before)), plus the inserted and moved in (\(occupied[target].count)), minus the deleted and "
                    + "moved out (\(removed[section].count))"))
            }
        }
        return .success(ListUpdateMapping(sectionMap: sectionMap, removed: removed, occupied: occupied, moved: movedItems))
    }

    /// The mapping from `old` to `new`, or nil after passing the reason it does not fit to `failing` (both list views
    /// then reload, as UIKit's inconsistency exception would end the update).
    func mapping(from old: ItemCounts, to new: ItemCounts, failing: (String) -> Void) -> ListUpdateMapping? {
        switch mapping(from: old, to: new) {
        case .success(let mapping): return mapping
        case .failure(let failure):
            failing(failure.reason)
            return nil
        }
    }

    /// The new index of each old section (nil: deleted): a moved section goes to its destination; the others that
    /// survive keep their order and fill the indexes neither inserted nor moved to. A move from a deleted or missing
    /// section, to a missing or inserted one, or two moves to one place fail.
    private func sectionMap(oldSections: Int, newSections: Int) -> Result<[Int?], ListUpdateFailure> {
        var taken = insertedSections
        for (source, destination) in movedSections.sorted(by: { $0.key < $1.key }) {
            guard source >= 0, source < oldSections, !deletedSections.contains(source),
                  !reloadedSections.contains(source), destination >= 0, destination < newSections,
                  !taken.contains(destination) else {
                return .failure(ListUpdateFailure(reason:
                    "the move of section \(source) to \(destination) does not fit the sections (\(oldSections) before, "
                    + "\(newSections) after) or another change"))
            }
            taken.insert(destination)
        }
        var map: [Int?] = Array(repeating: nil, count: oldSections)
        var nextNew = 0
        for section in 0..<oldSections where !deletedSections.contains(section) {
            if let destination = movedSections[section] {
                map[section] = destination
                continue
            }
            while taken.contains(nextNew) { nextNew += 1 }
            map[section] = nextNew
            nextNew += 1
        }
        return .success(map)
    }
}

/// Why a batch update did not fit the counts: UIKit's inconsistency exception's message, in short.
struct ListUpdateFailure: Error {
    var reason: String
}

/// Where the index paths before a batch update go after it.
struct ListUpdateMapping {
    /// The new index of each old section; nil for a deleted one.
    let sectionMap: [Int?]
    /// Per old section, the sorted old item indexes that leave it (deleted or moved out).
    let removed: [[Int]]
    /// Per new section, the sorted new item indexes filled by inserts and moves.
    let occupied: [[Int]]
    let moved: [IndexPath: IndexPath]

    /// The new index of the old section `section`; nil when it was deleted (or did not exist).
    func newSection(_ section: Int) -> Int? {
        sectionMap.indices.contains(section) ? sectionMap[section] : nil
    }

    /// The index path after the update of the item at `indexPath` before it; nil when the item was deleted.
    func newIndexPath(_ indexPath: IndexPath) -> IndexPath? {
        if let destination = moved[indexPath] { return destination }
        guard indexPath.count == 2, let section = newSection(indexPath.section) else { return nil }
        let leaving = removed[indexPath.section]
        let left = leaving.partitioningIndex { $0 >= indexPath.item }
        if left < leaving.count, leaving[left] == indexPath.item { return nil }
        // The item's rank among the survivors, then the free slot of that rank in its new section.
        var slot = indexPath.item - left
        for taken in occupied[section] {
            if taken <= slot { slot += 1 } else { break }
        }
        return IndexPath(item: slot, section: section)
    }
}
