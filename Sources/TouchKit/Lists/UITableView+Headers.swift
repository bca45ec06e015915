/// Section headers and footers, and the plain style's pinned headers (UIKit's documented plain style: headers that stay at the top while
/// their section's content scrolls under them).
///
/// In the plain style a header whose section reaches the top of the visible area (inside the adjusted content inset)
/// sits there instead of scrolling away, until the section's end pushes it up: its top is
/// `min(max(natural top, visible top), section bottom − header height)`, as UIKit's `_UITableViewHeaderFooterView`
/// floating does. Pulled down past the top (a bounce), headers scroll with the content. Footers never pin in TouchKit
/// (UIKit pins plain footers to the bottom; decision: not done here).
extension UITableView {
    /// Where `section`'s header is shown now: pinned in the plain style, else at its natural place.
    func displayedHeaderFrame(inSection section: Int) -> CGRect {
        let height = geometry.headerHeights[section]
        var y = geometry.headerTops[section]
        if style == .plain {
            let visibleTop = contentOffset.y + adjustedContentInset.top
            y = min(max(y, visibleTop), geometry.sectionBottom(section) - height - geometry.footerHeights[section])
            y = max(y, geometry.headerTops[section])
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: height)
    }

    /// The header view shown for `section`; nil when it is off screen or the section has none.
    public func headerView(forSection section: Int) -> UIView? { headerViews[section] }

    /// The footer view shown for `section`; nil when it is off screen or the section has none.
    public func footerView(forSection section: Int) -> UIView? { footerViews[section] }

    /// Shows the headers and footers of the sections in `rect`, pins the plain style's headers and drops the others.
    func layoutHeadersAndFooters(in rect: CGRect) {
        guard rect.isFiniteRect, geometry.numberOfSections > 0 else { return }
        var section = geometry.firstSection(below: rect.minY)
        leavingSectionsScratch.removeAll(keepingCapacity: true)
        for key in headerViews.keys where !sectionIntersects(key, rect) { leavingSectionsScratch.append(key) }
        for key in leavingSectionsScratch { headerViews.removeValue(forKey: key).map(takeOffScreen) }
        leavingSectionsScratch.removeAll(keepingCapacity: true)
        for key in footerViews.keys where !sectionIntersects(key, rect) { leavingSectionsScratch.append(key) }
        for key in leavingSectionsScratch { footerViews.removeValue(forKey: key).map(takeOffScreen) }
        while section < geometry.numberOfSections, geometry.sectionTops[section] < rect.maxY {
            if geometry.headerHeights[section] > 0 {
                place(&headerViews, section: section, frame: displayedHeaderFrame(inSection: section), header: true)
            }
            if geometry.footerHeights[section] > 0 {
                place(&footerViews, section: section, frame: rectForFooter(inSection: section), header: false)
            }
            section += 1
        }
    }

    /// Takes every header and footer off screen.
    func removeHeadersAndFooters() {
        for (_, view) in headerViews { takeOffScreen(view) }
        for (_, view) in footerViews { takeOffScreen(view) }
        headerViews.removeAll()
        footerViews.removeAll()
    }

    /// Takes a header or footer off screen; one the table made for a title waits for the next title (so scrolling
    /// through sections makes no new views once warm, as UIKit reuses its header views).
    private func takeOffScreen(_ view: UIView) {
        view.removeFromSuperview()
        guard let headerFooter = view as? UITableViewHeaderFooterView else { return }
        if headerFooter.isMadeForTitle {
            titleViews.append(headerFooter)
        } else if let identifier = headerFooter.reuseIdentifier {
            // A view with a reuse identifier (dequeued, or made by the app) waits for
            // `dequeueReusableHeaderFooterView(withIdentifier:)`, as in UIKit.
            headerFooterPool.enqueue(headerFooter, identifier: identifier, evenIfUnregistered: true)
        }
    }

    private func sectionIntersects(_ section: Int, _ rect: CGRect) -> Bool {
        section < geometry.numberOfSections && geometry.sectionTops[section] < rect.maxY
            && geometry.sectionBottom(section) > rect.minY
    }

    private func place(_ views: inout [Int: UIView], section: Int, frame: CGRect, header: Bool) {
        if let view = views[section] {
            if view.frame != frame { view.frame = frame }
            return
        }
        let delegate = tableDelegate
        var view = header ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        if view == nil {
            let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                : dataSource?.tableView(self, titleForFooterInSection: section)
            let made = titleViews.popLast() ?? UITableViewHeaderFooterView(frame: frame)
            made.isMadeForTitle = true
            made.title = title
            view = made
        }
        guard let view else { return }
        view.frame = frame
        views[section] = view
        addSubview(view)
    }
}
