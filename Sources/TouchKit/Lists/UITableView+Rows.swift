/// Finding rows, cells and their places, and scrolling to a row.
extension UITableView {
    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        cellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the rows on screen, top to bottom; nil when none is, as in UIKit's Objective-C API.
    public var indexPathsForVisibleRows: [IndexPath]? {
        cellsByIndexPath.isEmpty ? nil : cellsByIndexPath.keys.sorted()
    }

    /// The cell showing the row at `indexPath`; nil when the row is not on screen (or does not exist).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        cellsByIndexPath[indexPath]
    }

    /// The index path of the row `cell` shows; nil when the cell is not on screen in this table view.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        indexPathsByCell[ObjectIdentifier(cell)]
    }

    /// The row at `point` (content coordinates, the table view's own), on screen or not; nil for a point in a header,
    /// a footer, outside the content or not finite. The whole width belongs to the row, as in UIKit.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        guard point.isFinite, point.x >= 0, point.x < bounds.width, let flat = geometry.row(at: point.y) else { return nil }
        return counts.indexPath(forFlatIndex: flat)
    }

    /// The rows whose frames intersect `rect`, top to bottom; nil when none does.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadDataIfNeeded()
        let rows = visibleFlatRows(in: rect).compactMap { counts.indexPath(forFlatIndex: $0) }
        return rows.isEmpty ? nil : rows
    }

    /// The frame of the row at `indexPath` in the table view's coordinates; `.zero` with a diagnostic for a row that
    /// does not exist (UIKit raises an exception). A row not yet measured has its estimated frame (its estimate, below
    /// the estimates above it), and the delegate is not asked [?]: see ``estimatedRowHeight``.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        guard let flat = counts.flatIndex(of: indexPath) else {
            report("rectForRow(at: \(indexPath)) for a row that does not exist: .zero")
            return .zero
        }
        return CGRect(x: 0, y: geometry.rowTops[flat], width: bounds.width, height: geometry.rowHeights[flat])
    }

    /// The frame of `section` (header, rows and footer); `.zero` for a section that does not exist.
    public func rect(forSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        let top = geometry.sectionTops[section]
        return CGRect(x: 0, y: top, width: bounds.width, height: geometry.sectionBottom(section) - top)
    }

    /// The frame of `section`'s header where it scrolls with its section (not where it is pinned); `.zero` for a
    /// section that does not exist.
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        return CGRect(x: 0, y: geometry.headerTops[section], width: bounds.width, height: geometry.headerHeights[section])
    }

    /// The frame of `section`'s footer; `.zero` for a section that does not exist.
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        let height = geometry.footerHeights[section]
        return CGRect(x: 0, y: geometry.sectionBottom(section) - height, width: bounds.width, height: height)
    }

    /// Scrolls so the row at `indexPath` sits where `scrollPosition` says, within the scrollable range, animated as
    /// ``UIScrollView/setContentOffset(_:animated:)`` is. In the plain style `.top` leaves room for the row's pinned
    /// header, so the row is not hidden under it. A row not yet measured is measured first (`heightForRowAt`), with
    /// the rows that will share the screen above it for a position other than `.top`, so it lands where asked and
    /// stays there; the other rows keep their estimates [?].
    ///
    /// - Note: UIKit raises an exception for a row that does not exist; TouchKit reports a diagnostic and does not
    ///   scroll.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard counts.contains(indexPath) else {
            report("scrollToRow(at: \(indexPath)) for a row that does not exist: not scrolled")
            return
        }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        measureRowIfEstimated(indexPath, andRowsAbove: scrollPosition == .top ? 0 : visibleHeight)
        guard counts.contains(indexPath) else { return }
        let frame = rectForRow(at: indexPath)
        let pinnedHeader = style == .plain ? geometry.headerHeights[indexPath.section] : 0
        let visibleTop = contentOffset.y + inset.top + pinnedHeader
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = frame.minY - inset.top - pinnedHeader
        case .middle: y = frame.midY - inset.top - visibleHeight / 2
        case .bottom: y = frame.maxY - inset.top - visibleHeight
        case .none:
            if frame.minY < visibleTop { y = frame.minY - inset.top - pinnedHeader }
            else if frame.maxY > contentOffset.y + inset.top + visibleHeight { y = frame.maxY - inset.top - visibleHeight }
        }
        setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }
}
