/// Where a table view's sections, headers, rows and footers sit, top to bottom: computed once per load (or batch
/// update) from the heights the delegate gives, or their estimates, so finding the rows in a rectangle, or the row at
/// a point, is a binary search whatever the number of rows. An estimate replaced by the measured height moves what is
/// below it in O(√n) (``ShiftablePositions``; which heights are estimates is `TableHeightEstimates`'s business).
///
/// Heights are never trusted: a negative, NaN or infinite height reads as 0, and one over ``maximumHeight`` is capped,
/// each with one diagnostic per load.
struct TableRowGeometry {
    /// 100,000 pt: the tallest row, header or footer TouchKit accepts (TouchKit's limit, not UIKit's: it keeps the
    /// content height finite and exact in floating point for 10 million rows).
    static let maximumHeight: CGFloat = 100_000

    /// The top of each section (the padding above its header, then its header).
    private(set) var sectionTops = ShiftablePositions()
    /// The top of each section's header: its section's top, plus the padding above headers
    /// (``UITableView/sectionHeaderTopPadding``) when the section has a header.
    private(set) var headerTops = ShiftablePositions()
    private(set) var headerHeights: [CGFloat] = []
    private(set) var footerHeights: [CGFloat] = []
    /// The top of each row, flat (section by section, as ``ItemCounts`` numbers them), and its height.
    private(set) var rowTops = ShiftablePositions()
    private(set) var rowHeights: [CGFloat] = []
    /// The height of everything.
    private(set) var contentHeight: CGFloat = 0
    /// The padding above each header that has a height.
    private(set) var headerTopPadding: CGFloat = 0
    /// The heights of the table's header view, above the first section, and footer view, below the last
    /// (``UITableView/tableHeaderView``).
    private(set) var tableHeaderHeight: CGFloat = 0
    private(set) var tableFooterHeight: CGFloat = 0

    init() {}

    /// The geometry of `counts` with the heights the closures give.
    init(counts: ItemCounts, rowHeight: (IndexPath) -> CGFloat, headerHeight: (Int) -> CGFloat,
         footerHeight: (Int) -> CGFloat, headerTopPadding: CGFloat = 0, tableHeaderHeight: CGFloat = 0,
         tableFooterHeight: CGFloat = 0, report: (String) -> Void) {
        var reported = false
        func checked(_ height: CGFloat, _ what: @autoclosure () -> String) -> CGFloat {
            Self.checked(height, what(), reported: &reported, report: report)
        }
        self.headerTopPadding = headerTopPadding
        var sectionTops: [CGFloat] = [], headerTops: [CGFloat] = [], rowTops: [CGFloat] = []
        sectionTops.reserveCapacity(counts.numberOfSections)
        headerTops.reserveCapacity(counts.numberOfSections)
        rowTops.reserveCapacity(counts.totalItems)
        rowHeights.reserveCapacity(counts.totalItems)
        self.tableHeaderHeight = checked(tableHeaderHeight, "the table header view")
        self.tableFooterHeight = checked(tableFooterHeight, "the table footer view")
        var y = self.tableHeaderHeight
        for section in 0..<counts.numberOfSections {
            sectionTops.append(y)
            let header = checked(headerHeight(section), "the header of section \(section)")
            headerHeights.append(header)
            if header > 0 { y += headerTopPadding }
            headerTops.append(y)
            y += header
            for row in 0..<counts.numberOfItems(inSection: section) {
                let height = checked(rowHeight(IndexPath(row: row, section: section)), "row \(row) of section \(section)")
                rowTops.append(y)
                rowHeights.append(height)
                y += height
            }
            let footer = checked(footerHeight(section), "the footer of section \(section)")
            footerHeights.append(footer)
            y += footer
        }
        contentHeight = y + self.tableFooterHeight
        self.sectionTops = ShiftablePositions(sectionTops)
        self.headerTops = ShiftablePositions(headerTops)
        self.rowTops = ShiftablePositions(rowTops)
    }

    /// `height` if it is a height TouchKit accepts; else 0 (negative, NaN or infinite) or ``maximumHeight`` (too
    /// tall), with a diagnostic naming `what` unless `reported` (which it then sets).
    static func checked(_ height: CGFloat, _ what: @autoclosure () -> String, reported: inout Bool,
                        report: (String) -> Void) -> CGFloat {
        if height.isFinite, height >= 0, height <= maximumHeight { return height }
        let capped = height.isFinite && height > 0
        if !reported {
            reported = true
            report("\(what()) has height \(height): read as \(capped ? "\(maximumHeight)" : "0")")
        }
        return capped ? maximumHeight : 0
    }

    var numberOfSections: Int { sectionTops.count }

    // MARK: Replacing heights

    /// Gives the flat row `flat` (of `section`) the (checked) height `height`; what is below it moves. Returns how far.
    mutating func setHeight(_ height: CGFloat, ofRow flat: Int, inSection section: Int) -> CGFloat {
        let delta = height - rowHeights[flat]
        guard delta != 0 else { return 0 }
        rowHeights[flat] = height
        rowTops.shift(from: flat + 1, by: delta)
        moveSections(after: section, by: delta)
        return delta
    }

    /// Gives `section`'s header the (checked) height `height` (the padding above it comes or goes with a height);
    /// what is below it moves, from the section's first flat row `firstRow` on. Returns how far the section's end
    /// moved.
    mutating func setHeight(_ height: CGFloat, ofHeaderInSection section: Int, firstRow: Int) -> CGFloat {
        let old = headerHeights[section]
        let paddingDelta = (height > 0 ? headerTopPadding : 0) - (old > 0 ? headerTopPadding : 0)
        let delta = height - old + paddingDelta
        guard delta != 0 else { return 0 }
        headerHeights[section] = height
        headerTops.shift(from: section, by: paddingDelta)
        // The later headers move with their sections, below.
        headerTops.shift(from: section + 1, by: -paddingDelta)
        rowTops.shift(from: firstRow, by: delta)
        moveSections(after: section, by: delta)
        return delta
    }

    /// Gives `section`'s footer the (checked) height `height`; what is below it moves, from the flat row
    /// `nextSectionRow` (the next section's first) on. Returns how far.
    mutating func setHeight(_ height: CGFloat, ofFooterInSection section: Int, nextSectionRow: Int) -> CGFloat {
        let delta = height - footerHeights[section]
        guard delta != 0 else { return 0 }
        footerHeights[section] = height
        rowTops.shift(from: nextSectionRow, by: delta)
        moveSections(after: section, by: delta)
        return delta
    }

    /// Gives the table header view the (checked) height `height`: every section moves. Returns how far.
    mutating func setTableHeaderHeight(_ height: CGFloat) -> CGFloat {
        let delta = height - tableHeaderHeight
        guard delta != 0 else { return 0 }
        tableHeaderHeight = height
        sectionTops.shift(from: 0, by: delta)
        headerTops.shift(from: 0, by: delta)
        rowTops.shift(from: 0, by: delta)
        contentHeight += delta
        return delta
    }

    /// Gives the table footer view the (checked) height `height`: only the content's end moves.
    mutating func setTableFooterHeight(_ height: CGFloat) {
        contentHeight += height - tableFooterHeight
        tableFooterHeight = height
    }

    private mutating func moveSections(after section: Int, by delta: CGFloat) {
        sectionTops.shift(from: section + 1, by: delta)
        headerTops.shift(from: section + 1, by: delta)
        contentHeight += delta
    }

    /// The bottom of `section` (its footer's bottom).
    func sectionBottom(_ section: Int) -> CGFloat {
        section + 1 < sectionTops.count ? sectionTops[section + 1] : sectionsBottom
    }

    /// The bottom of the last section: the top of the table footer view.
    var sectionsBottom: CGFloat { contentHeight - tableFooterHeight }

    /// The first flat row whose bottom is below `y` (rows wholly above `y` are skipped); `rowTops.count` if none.
    func firstRow(below y: CGFloat) -> Int {
        var low = 0, high = rowTops.count
        while low < high {
            let middle = (low + high) / 2
            if rowTops[middle] + rowHeights[middle] <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The flat row whose extent holds `y`; nil between rows (in a header or footer) or outside the content.
    func row(at y: CGFloat) -> Int? {
        let index = firstRow(below: y)
        guard index < rowTops.count, rowTops[index] <= y, rowHeights[index] > 0 else { return nil }
        return index
    }

    /// The first section whose bottom is below `y`; `numberOfSections` if none.
    func firstSection(below y: CGFloat) -> Int {
        var low = 0, high = sectionTops.count
        while low < high {
            let middle = (low + high) / 2
            if sectionBottom(middle) <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension ItemCounts {
    /// The index path of the `flatIndex`-th item; nil out of range.
    func indexPath(forFlatIndex flatIndex: Int) -> IndexPath? {
        guard flatIndex >= 0, flatIndex < totalItems else { return nil }
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= flatIndex { low = middle } else { high = middle - 1 }
        }
        // Empty sections share their start with the next one: the last section starting at or before wins.
        return IndexPath(row: flatIndex - sectionStarts[low], section: low)
    }
}
