/// Loading the heights of a table view's rows, headers and footers: asked of the delegate up front, or estimated
/// and asked later, as the rows come into view (`TableHeightEstimates`).
///
/// At each load (the first layout pass, the pass after ``UITableView/reloadData()``, a batch update, a change of a
/// height property) the table asks, per row, `estimatedHeightForRowAt` (whose default is ``UITableView/estimatedRowHeight``):
/// - 0: no estimate; `heightForRowAt` is asked now, as before iOS 7 (Apple's `estimatedRowHeight`: "Setting the value
///   to 0 disables estimated heights, which causes the table view to request the actual height for each cell").
/// - ``UITableView/automaticDimension``: the table's own estimate, ``automaticRowEstimate``.
/// - a positive number: that estimate.
/// - anything else (negative, NaN, infinite): a diagnostic, and the automatic estimate.
///
/// Headers and footers likewise, with `estimatedHeightForHeaderInSection`/`estimatedHeightForFooterInSection`
/// (defaults ``UITableView/estimatedSectionHeaderHeight`` and ``UITableView/estimatedSectionFooterHeight``), their
/// own automatic estimates, and `heightForHeaderInSection`/`heightForFooterInSection` asked when their section comes
/// into view. Apple's article "Estimating the height of a table's scrolling area": "The table view asks for estimates
/// for every item in your table", and replaces them "with the actual item heights as those items appear onscreen".
///
/// - Note: A table view without a ``UITableViewDelegate`` has nothing to ask: its rows are ``UITableView/rowHeight``
///   tall and its headers and footers are sized at once, as before (TouchKit's reading [?]: UIKit estimates to
///   spare delegate calls, and there are none).
extension UITableView {
    /// The row estimate `automaticDimension` stands for: the table's ``rowHeight`` when it is a height, else the
    /// standard 44 pt. [pub]: measured on iOS 11 and later with the default `rowHeight`, the content size of 100
    /// unmeasured rows is 100 × 44 (itworkman.com, "Explain the estimatedRowHeight property in iOS 11"; jianshu.com
    /// 797a10bd523e); following a fixed `rowHeight` is TouchKit's reading [?], which keeps a fixed-height table exact.
    var automaticRowEstimate: CGFloat {
        rowHeight.isFinite && rowHeight >= 0 && rowHeight <= TableRowGeometry.maximumHeight
            ? rowHeight : Self.defaultRowHeight
    }

    /// The header (or footer) estimate `automaticDimension` stands for: ``sectionHeaderHeight`` (or
    /// ``sectionFooterHeight``) when it is a height; else the standard header's height when the data source gives
    /// the section a title, 0 otherwise [?] (Apple: default estimates "based on the standard header, footer, and row
    /// styles"; a header view from the delegate is not made to be estimated, so it counts as none until its section
    /// comes into view).
    func automaticEstimate(header: Bool, section: Int) -> CGFloat {
        let height = header ? sectionHeaderHeight : sectionFooterHeight
        if height.isFinite, height >= 0, height <= TableRowGeometry.maximumHeight { return height }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        return title != nil ? Self.defaultSectionHeaderHeight : 0
    }

    /// An estimate as the delegate gave it, resolved: nil for 0 (measure now), `automatic()` for
    /// ``automaticDimension`` or (with one diagnostic per load) a value that is not a height.
    private func resolvedEstimate(
        _ estimate: CGFloat, _ what: @autoclosure () -> String, estimates: inout TableHeightEstimates,
        automatic: () -> CGFloat
    ) -> CGFloat? {
        if estimate == 0 { return nil }
        if estimate == Self.automaticDimension { return automatic() }
        if estimate.isFinite, estimate > 0 { return min(estimate, TableRowGeometry.maximumHeight) }
        if !estimates.reportedInvalidEstimate {
            estimates.reportedInvalidEstimate = true
            report("\(what()) has estimated height \(estimate): the automatic estimate is used")
        }
        return automatic()
    }

    /// Asks the delegate for every height or estimate and sets the content size. `kept`: per flat row, a height
    /// measured before a batch update, used in place of the row's estimate (NaN: none).
    func computeGeometry(keeping kept: [CGFloat]? = nil) {
        cellLayoutIsStale = true
        let delegate = tableDelegate
        var estimates = TableHeightEstimates()
        estimates.reserveCapacity(counts)
        // A header's or footer's height: its estimate when the delegate gives one (or the table estimates it),
        // otherwise the height the delegate or the table's own property asks for.
        func sectionHeight(header: Bool, section: Int) -> CGFloat {
            let estimate = delegate.flatMap { delegate in
                resolvedEstimate(
                    header
                        ? delegate.tableView(self, estimatedHeightForHeaderInSection: section)
                        : delegate.tableView(self, estimatedHeightForFooterInSection: section),
                    "the \(header ? "header" : "footer") of section \(section)", estimates: &estimates,
                    automatic: { automaticEstimate(header: header, section: section) })
            }
            if header {
                estimates.appendHeader(isEstimate: estimate != nil)
            } else {
                estimates.appendFooter(isEstimate: estimate != nil)
            }
            return estimate ?? measuredHeight(header: header, section: section)
        }
        geometry = TableRowGeometry(
            counts: counts,
            rowHeight: { indexPath in
                guard let delegate else {
                    estimates.appendRow(isEstimate: false)
                    return rowHeight
                }
                let estimate = resolvedEstimate(
                    delegate.tableView(self, estimatedHeightForRowAt: indexPath),
                    "row \(indexPath.row) of section \(indexPath.section)", estimates: &estimates,
                    automatic: { automaticRowEstimate })
                if estimate != nil, let kept, let flat = counts.flatIndex(of: indexPath), !kept[flat].isNaN {
                    estimates.appendRow(isEstimate: false)
                    return kept[flat]
                }
                estimates.appendRow(isEstimate: estimate != nil)
                return estimate ?? delegate.tableView(self, heightForRowAt: indexPath)
            },
            headerHeight: { sectionHeight(header: true, section: $0) },
            footerHeight: { sectionHeight(header: false, section: $0) },
            headerTopPadding: min(resolvedSectionHeaderTopPadding, TableRowGeometry.maximumHeight),
            tableHeaderHeight: storedTableHeaderView?.frame.height ?? 0,
            tableFooterHeight: storedTableFooterView?.frame.height ?? 0, report: report)
        self.estimates = estimates
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    }

    /// The height of `section`'s header (or footer) as the delegate gives it, automatic resolved (unchecked).
    func measuredHeight(header: Bool, section: Int) -> CGFloat {
        let delegate = tableDelegate
        let height = header
            ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        return resolvedHeight(height, header: header, section: section)
    }

    /// An automatic header or footer height: ``defaultSectionHeaderHeight`` when the section has one, else 0.
    private func resolvedHeight(_ height: CGFloat, header: Bool, section: Int) -> CGFloat {
        guard height == Self.automaticDimension else { return height }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        if title != nil { return Self.defaultSectionHeaderHeight }
        let delegate = tableDelegate
        let view = header ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        return view != nil ? Self.defaultSectionHeaderHeight : 0
    }

    /// Asks the heights again (a height property changed) and lays the rows out again.
    func reloadGeometry() {
        guard !needsReload, hasLoadedCells else { return }
        computeGeometry()
        updateVisibleCells()
    }
}
