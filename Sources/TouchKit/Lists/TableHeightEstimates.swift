/// Which of a table view's heights are still estimates, and measuring them as they come into view: UIKit's
/// estimated heights (iOS 7; on by default since iOS 11).
///
/// UIKit's rules, and TouchKit's where UIKit is silent (docs/UIKitFacts.md, "Table views"):
/// - The content size counts an estimate for every item not yet measured (Apple's `estimatedRowHeight`: estimates
///   "defer some of the cost of geometry calculation from load time to scrolling time"; iOS 7's `UITableView.h`: the
///   `heightFor…` calls "will be deferred until views are ready to be displayed").
/// - At each layout pass the rows whose frames, as estimated, meet the visible bounds are measured
///   (`heightForRowAt`), and again until no newly measured height brings another row into view; no row further away
///   [pub]: on iOS 11 and later a screen of 657 pt with 44 pt estimates measures 15 rows of 88 pt (the screenful the
///   estimates show) but 22 of 30 pt (the screenful the real heights show) (jianshu.com 797a10bd523e; easck.com
///   "详解ios11中estimatedRowHeight属性"). A section's header and footer are measured when the section meets the
///   bounds [?].
/// - The content size follows each measurement: each row shown changes it by its height less its estimate [pub,
///   same sources: 4,400 pt for 100 rows at first, then 44 pt more for each 88 pt row shown].
/// - An item measured above the content already on screen (the first row in view measured before; after a jump, the
///   visible top) moves the content offset by its change, so what is on screen stays put, and a drag or deceleration
///   under way goes on from the moved offset (Apple: "the table view actively manages the `contentOffset`"; the rule
///   is TouchKit's reading [?]). Items measured below it push what follows down.
/// - ``UITableView/rectForRow(at:)`` and the other geometry queries answer from the estimates for unmeasured items
///   and ask the delegate nothing [?]; ``UITableView/scrollToRow(at:at:animated:)`` measures its row first, and for
///   a position other than `.top` the rows that will share the screen above it, so the row lands where asked and
///   stays there [?]. An animated scroll's end is fixed when it starts: rows measured on the way that are above
///   the content on screen move the offset, not the end.
/// - A batch update keeps the measured heights of the rows it keeps (not reloaded), so the content above the rows on
///   screen does not change size under them [?]; headers and footers go back to their estimates.
/// - A height the delegate gives that is not one (negative, NaN, infinite) reads as 0, with one diagnostic per load.
struct TableHeightEstimates {
    /// Per flat row, per section: whether the height is measured (true) or still an estimate.
    private(set) var rowIsMeasured: [Bool] = []
    private(set) var headerIsMeasured: [Bool] = []
    private(set) var footerIsMeasured: [Bool] = []
    /// How many rows, headers and footers are still estimates: at 0 the layout pass measures nothing.
    private(set) var unmeasuredCount = 0
    /// Whether this load reported an estimate, or a measured height, that is not a height.
    var reportedInvalidEstimate = false
    var reportedInvalidHeight = false

    mutating func reserveCapacity(_ counts: ItemCounts) {
        rowIsMeasured.reserveCapacity(counts.totalItems)
        headerIsMeasured.reserveCapacity(counts.numberOfSections)
        footerIsMeasured.reserveCapacity(counts.numberOfSections)
    }

    /// The next row, header or footer in load order, and whether its height is an estimate.
    mutating func appendRow(isEstimate: Bool) { Self.append(isEstimate, to: &rowIsMeasured, count: &unmeasuredCount) }
    mutating func appendHeader(isEstimate: Bool) {
        Self.append(isEstimate, to: &headerIsMeasured, count: &unmeasuredCount)
    }
    mutating func appendFooter(isEstimate: Bool) {
        Self.append(isEstimate, to: &footerIsMeasured, count: &unmeasuredCount)
    }

    private static func append(_ isEstimate: Bool, to flags: inout [Bool], count: inout Int) {
        flags.append(!isEstimate)
        if isEstimate { count += 1 }
    }

    mutating func markRowMeasured(_ flat: Int) { Self.mark(flat, in: &rowIsMeasured, count: &unmeasuredCount) }
    mutating func markHeaderMeasured(_ section: Int) {
        Self.mark(section, in: &headerIsMeasured, count: &unmeasuredCount)
    }
    mutating func markFooterMeasured(_ section: Int) {
        Self.mark(section, in: &footerIsMeasured, count: &unmeasuredCount)
    }

    private static func mark(_ index: Int, in flags: inout [Bool], count: inout Int) {
        guard !flags[index] else { return }
        flags[index] = true
        count -= 1
    }
}

/// A section's header or footer, to measure both in one loop without an array.
enum HeaderOrFooter: CaseIterable {
    case header, footer

    /// The header, then the footer.
    static let both = allCases
    var isHeader: Bool { self == .header }
}

extension UITableView {
    /// 8: how many times one layout pass measures the items in view when measured heights keep bringing others in
    /// (a screen of 1 pt rows estimated at 44 pt takes several). TouchKit's bound [?]; what is still estimated is
    /// measured at the next pass.
    static let maximumMeasuringRounds = 8

    /// Measures the estimated rows, headers and footers in the visible bounds, corrects the content size and, for
    /// items above the visible top, the offset. Stops early when the delegate changed the table from inside
    /// (the layout pass runs again).
    func measureEstimatedItemsInView() {
        guard estimates.unmeasuredCount > 0 else { return }
        for _ in 0..<Self.maximumMeasuringRounds {
            let rect = bounds
            guard rect.isFiniteRect, rect.height > 0, rect.width > 0 else { return }
            var measuredAny = false
            var heightChange: CGFloat = 0
            var offsetShift: CGFloat = 0
            let rows = visibleFlatRows(in: rect)
            // What stays put on screen: the first row in view measured before (the content the user was looking at),
            // else the visible top (a jump).
            var anchor = rect.minY
            if let measured = rows.first(where: { estimates.rowIsMeasured[$0] }) { anchor = geometry.rowTops[measured] }
            for flat in rows where !estimates.rowIsMeasured[flat] {
                guard let indexPath = counts.indexPath(forFlatIndex: flat) else { continue }
                let top = geometry.rowTops[flat]
                let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                if layoutPass.needsAnotherPass { return }
                estimates.markRowMeasured(flat)
                measuredAny = true
                let delta = geometry.setHeight(
                    checkedMeasuredHeight(height, "row \(indexPath.row) of section \(indexPath.section)"),
                    ofRow: flat, inSection: indexPath.section)
                heightChange += abs(delta)
                if top < anchor {
                    offsetShift += delta
                    anchor += delta
                }
            }
            var section = geometry.firstSection(below: rect.minY)
            while section < geometry.numberOfSections, geometry.sectionTops[section] < rect.maxY {
                for header in HeaderOrFooter.both where !isMeasured(header, section: section) {
                    let top = header.isHeader ? geometry.sectionTops[section] : footerTop(section)
                    let height = measuredHeight(header: header.isHeader, section: section)
                    if layoutPass.needsAnotherPass { return }
                    measuredAny = true
                    let delta = setMeasuredHeight(height, header: header.isHeader, section: section)
                    heightChange += abs(delta)
                    if top < anchor {
                        offsetShift += delta
                        anchor += delta
                    }
                }
                section += 1
            }
            if heightChange != 0 { applyMeasuredHeights(offsetShift: offsetShift) }
            if !measuredAny || estimates.unmeasuredCount == 0 { return }
        }
    }

    private func isMeasured(_ item: HeaderOrFooter, section: Int) -> Bool {
        item.isHeader ? estimates.headerIsMeasured[section] : estimates.footerIsMeasured[section]
    }

    private func footerTop(_ section: Int) -> CGFloat {
        geometry.sectionBottom(section) - geometry.footerHeights[section]
    }

    /// Records the measured height of `section`'s header (or footer); returns how far what is below it moved.
    private func setMeasuredHeight(_ height: CGFloat, header: Bool, section: Int) -> CGFloat {
        let checked = checkedMeasuredHeight(height, "the \(header ? "header" : "footer") of section \(section)")
        if header {
            estimates.markHeaderMeasured(section)
            return geometry.setHeight(checked, ofHeaderInSection: section, firstRow: counts.sectionStarts[section])
        }
        estimates.markFooterMeasured(section)
        let next = section + 1 < counts.numberOfSections ? counts.sectionStarts[section + 1] : counts.totalItems
        return geometry.setHeight(checked, ofFooterInSection: section, nextSectionRow: next)
    }

    private func checkedMeasuredHeight(_ height: CGFloat, _ what: @autoclosure () -> String) -> CGFloat {
        TableRowGeometry.checked(height, what(), reported: &estimates.reportedInvalidHeight, report: report)
    }

    /// The geometry changed under the visible bounds: the offset moves by `offsetShift` (the change above the visible
    /// top) with any drag or deceleration, the content size follows, and the cells are laid out again. The table
    /// does not lay itself out from inside these changes: the running pass goes on with the new bounds.
    private func applyMeasuredHeights(offsetShift: CGFloat) {
        cellLayoutIsStale = true
        isApplyingMeasuredHeights = true
        defer { isApplyingMeasuredHeights = false }
        if offsetShift != 0 { shiftVerticalScrolling(by: offsetShift) }
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    }

    /// The heights measured so far of the rows `update` keeps (not reloaded), by their flat index after it (NaN for
    /// the others); nil when no row was measured in place of an estimate.
    func measuredRowHeights(keptBy mapping: ListUpdateMapping, update: ListUpdate, newCounts: ItemCounts) -> [CGFloat]? {
        guard tableDelegate != nil, estimates.rowIsMeasured.count == counts.totalItems else { return nil }
        var kept: [CGFloat]?
        for flat in 0..<counts.totalItems where estimates.rowIsMeasured[flat] {
            guard let old = counts.indexPath(forFlatIndex: flat), !update.reloads(old),
                  let new = mapping.newIndexPath(old), let newFlat = newCounts.flatIndex(of: new) else { continue }
            if kept == nil { kept = Array(repeating: .nan, count: newCounts.totalItems) }
            kept?[newFlat] = geometry.rowHeights[flat]
        }
        return kept
    }

    /// Measures the row at `indexPath` now if it is still estimated, correcting the geometry and, when it is above the
    /// visible top, the offset; and for `rowsAbove` points, the rows above it. For ``scrollToRow(at:at:animated:)``.
    func measureRowIfEstimated(_ indexPath: IndexPath, andRowsAbove rowsAbove: CGFloat = 0) {
        guard var flat = counts.flatIndex(of: indexPath) else { return }
        var covered: CGFloat = 0
        repeat {
            if !estimates.rowIsMeasured[flat], let row = counts.indexPath(forFlatIndex: flat) {
                let top = geometry.rowTops[flat]
                let height = tableDelegate?.tableView(self, heightForRowAt: row) ?? rowHeight
                // The delegate reloaded or updated the table from inside: the rows are no longer these.
                guard !needsReload, flat < estimates.rowIsMeasured.count, !estimates.rowIsMeasured[flat] else { return }
                estimates.markRowMeasured(flat)
                let delta = geometry.setHeight(
                    checkedMeasuredHeight(height, "row \(row.row) of section \(row.section)"),
                    ofRow: flat, inSection: row.section)
                if delta != 0 { applyMeasuredHeights(offsetShift: top < bounds.minY ? delta : 0) }
            }
            if flat != counts.flatIndex(of: indexPath) { covered += geometry.rowHeights[flat] }
            flat -= 1
        } while flat >= 0 && covered < rowsAbove
    }
}
