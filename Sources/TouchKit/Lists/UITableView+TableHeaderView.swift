// The table's own header and footer views: one view above the first section and one below the last, scrolling with
// the rows (they never pin, unlike the plain style's section headers).

extension UITableView {
    /// The view shown above the first section, as UIKit's `tableHeaderView`; nil (default) for none.
    ///
    /// The table makes it a subview, places it at the top of the content, as wide as the table, and keeps the view's
    /// own height: the sections, their rows and the content size move down by it. As in UIKit, the height is read
    /// when the view is assigned (and when the table reloads): after changing a header view's height, assign it again
    /// (`tableView.tableHeaderView = tableView.tableHeaderView`) to move the rows. A negative, NaN or infinite height
    /// reads as 0, with a diagnostic.
    public var tableHeaderView: UIView? {
        get { storedTableHeaderView }
        set {
            replaceTableView(&storedTableHeaderView, with: newValue)
            tableHeaderOrFooterViewDidChange()
        }
    }

    /// The view shown below the last section, as UIKit's `tableFooterView`; nil (default) for none. As
    /// ``tableHeaderView``: a subview as wide as the table, its height read when assigned, adding to the content size
    /// after the last section. (UIKit code often sets an empty `UIView()` here to hide the plain style's separators
    /// below the last row; TouchKit draws no separators, so that view just takes its zero height.)
    public var tableFooterView: UIView? {
        get { storedTableFooterView }
        set {
            replaceTableView(&storedTableFooterView, with: newValue)
            tableHeaderOrFooterViewDidChange()
        }
    }

    /// Takes the old view out of the table and puts the new one in.
    private func replaceTableView(_ stored: inout UIView?, with view: UIView?) {
        if let old = stored, old !== view, old.superview === self { old.removeFromSuperview() }
        stored = view
        if let view, view.superview !== self { addSubview(view) }
    }

    /// Moves the sections and the content size by the views' heights now, once the table has loaded (until then
    /// loading reads them).
    private func tableHeaderOrFooterViewDidChange() {
        guard !needsReload, hasLoadedCells else { return }
        var reported = false
        let header = TableRowGeometry.checked(
            storedTableHeaderView?.frame.height ?? 0, "the table header view", reported: &reported, report: report)
        let footer = TableRowGeometry.checked(
            storedTableFooterView?.frame.height ?? 0, "the table footer view", reported: &reported, report: report)
        _ = geometry.setTableHeaderHeight(header)
        geometry.setTableFooterHeight(footer)
        cellLayoutIsStale = true
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        updateVisibleCells()
        layoutTableHeaderAndFooterViews()
    }

    /// Places the header view at the top of the content and the footer view after the last section, as wide as
    /// the table; each keeps its own height (a height changed without assigning the view again overlaps the rows,
    /// as in UIKit).
    func layoutTableHeaderAndFooterViews() {
        if let header = storedTableHeaderView, header.superview === self {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = storedTableFooterView, footer.superview === self {
            let frame = CGRect(x: 0, y: geometry.sectionsBottom, width: bounds.width, height: footer.frame.height)
            if footer.frame != frame { footer.frame = frame }
        }
    }
}
