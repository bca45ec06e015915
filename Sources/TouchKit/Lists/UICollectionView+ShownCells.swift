/// A cell on screen, as the last layout pass showed it: its item (the index path, and its two indexes to compare
/// without calling into Foundation) and the cell.
struct ShownCell {
    let indexPath: IndexPath
    let section: Int
    let item: Int
    let cell: UICollectionViewCell
}

/// The scroll frame's layout pass, when it needs nothing but cells the collection view knows (docs/Performance.md,
/// collection view scroll frame).
///
/// A scroll step usually asks the layout for almost the same items as the step before, in the same order: the ones
/// still on screen, and an item entering at one end while another leaves at the other. The general pass finds each
/// item's cell by hashing its `IndexPath` several times (the set of wanted items, the cells' dictionary, the
/// leaving check); this pass walks the layout's answer beside the cells of the last pass, in the last answer's order,
/// and compares the indexes instead. It asks the layout and the data source exactly what the general pass asks, in
/// the same order, and shows the same cells: whenever the answer holds something else than cells of existing items
/// that intersect the rect, each once and in the last answer's order (a supplementary or decoration view, an item
/// out of range, a duplicate, a reordering), or the cells changed since the last pass, it changes nothing and the
/// general pass runs.
extension UICollectionView {
    /// Shows the cells of `attributes` in `rect` when every one of them is a cell the fast walk can place (see the
    /// extension's comment); returns false, having changed nothing, when the general pass must run.
    func layOutKnownCells(_ attributes: [UICollectionViewLayoutAttributes], in rect: CGRect) -> Bool {
        guard interactiveMovement == nil, shownCellsVersion == cellsVersion, supplementaryViewsByKey.isEmpty,
              decorationViewsByKey.isEmpty else { return false }
        let shown = shownCells
        // Each item's cell, found after the previous item's in the last order (its position there, increasing), or
        // -1 for an item found nowhere, which enters.
        matchedPositions.removeAll(keepingCapacity: true)
        enteringItems.removeAll(keepingCapacity: true)
        var cursor = 0
        for item in attributes {
            guard item.representedElementCategory == .cell, item.frame.intersectsInline(rect) else { return false }
            let indexPath = item.indexPath
            guard indexPath.count == 2 else { return false }
            let section = indexPath[0], number = indexPath[1]
            guard counts.contains(section: section, item: number) else { return false }
            if let position = Self.position(of: section, number, in: shown, from: cursor, to: shown.count) {
                matchedPositions.append(position)
                cursor = position + 1
                continue
            }
            // Before the cursor it is a reordering or a duplicate: the general pass's case.
            if Self.position(of: section, number, in: shown, from: 0, to: cursor) != nil { return false }
            for entering in enteringItems where entering.section == section && entering.item == number { return false }
            enteringItems.append((section, number))
            matchedPositions.append(-1)
        }
        // The same cells in the same order (most scroll steps): nothing enters or leaves, the record stands.
        let unchanged = enteringItems.isEmpty && matchedPositions.count == shown.count
        if !unchanged {
            // The cells of the items that left (the positions no item matched), in index-path order, as the
            // general pass ends them.
            leavingCells.removeAll(keepingCapacity: true)
            var next = 0
            for position in shown.indices {
                while next < matchedPositions.count, matchedPositions[next] < position { next += 1 }
                if next == matchedPositions.count || matchedPositions[next] != position {
                    leavingCells.append(shown[position].indexPath)
                }
            }
            if leavingCells.count > 1 { leavingCells.sort() }
            for indexPath in leavingCells {
                if let cell = cellsByIndexPath[indexPath] { endDisplaying(cell, at: indexPath) }
            }
        }
        for index in attributes.indices {
            let item = attributes[index], position = matchedPositions[index]
            if position >= 0 {
                apply(item, to: shown[position].cell)
            } else if let cell = cellsByIndexPath[item.indexPath] {
                apply(item, to: cell)
            } else {
                display(item)
            }
            if layoutPass.needsAnotherPass { return true }
        }
        if usesZIndex { stackElementsByZIndex() }
        if !unchanged { recordShownCells(attributes, known: matchedPositions, in: shown) }
        return true
    }

    /// Remembers the cells on screen in the order of `attributes` (`known`: the position in `shown` of the cell
    /// already found for each, -1 for none, or empty), for the next pass's walk; the record is dropped (the next pass
    /// takes the general way) when it does not account for every cell on screen exactly once.
    func recordShownCells(
        _ attributes: [UICollectionViewLayoutAttributes], known: [Int] = [], in shown: [ShownCell] = []
    ) {
        nextShownCells.removeAll(keepingCapacity: true)
        if interactiveMovement == nil, supplementaryViewsByKey.isEmpty, decorationViewsByKey.isEmpty {
            for index in attributes.indices {
                let item = attributes[index]
                if index < known.count, known[index] >= 0 {
                    nextShownCells.append(shown[known[index]])
                    continue
                }
                guard item.representedElementCategory == .cell else { continue }
                let indexPath = item.indexPath
                guard indexPath.count == 2, let cell = cellsByIndexPath[indexPath] else { continue }
                nextShownCells.append(ShownCell(indexPath: indexPath, section: indexPath[0], item: indexPath[1], cell: cell))
            }
        }
        // The old record is emptied at the next record, not now: the caller may still share its storage.
        swap(&shownCells, &nextShownCells)
        // A duplicate would make the record longer than the dictionary; a cell it missed, shorter.
        shownCellsVersion = shownCells.count == cellsByIndexPath.count ? cellsVersion : cellsVersion &- 1
    }

    /// Where the item `section`/`item` is in `shown[start..<end]`, if it is.
    private static func position(of section: Int, _ item: Int, in shown: [ShownCell], from start: Int, to end: Int) -> Int? {
        var position = start
        while position < end {
            if shown[position].item == item && shown[position].section == section { return position }
            position += 1
        }
        return nil
    }
}
