/// One section of a flow layout along the scroll axis: where its header, items and footer sit, and the header and
/// footer attributes (nil when their reference size is 0 along the scroll axis, as UIKit adds no view then).
///
/// Pinning (``UICollectionViewFlowLayout/sectionHeadersPinToVisibleBounds``): a pinned header sits at the start of
/// the visible area (the bounds inside the adjusted content inset) while its section is there, never before its own
/// place and never over its section's footer, so the next section's header pushes it out; a pinned footer sits at the
/// end of the visible area, never after its own place and never before its section's header's end.
///
/// - Note: TouchKit decisions where UIKit is silent: the pushed header stops at the footer's start (it does not
///   cover its own footer); a section whose header and footer are both pinned keeps the header first when the
///   section is shorter than the two.
@MainActor
struct FlowSection {
    /// Where the section starts along the scroll axis (its header's start).
    var start: CGFloat
    /// Where its header ends (its items' inset starts).
    var headerEnd: CGFloat
    /// Where its footer starts (its items' inset has ended).
    var footerStart: CGFloat
    /// Where the section ends (its footer's end).
    var end: CGFloat
    var header: UICollectionViewLayoutAttributes?
    var footer: UICollectionViewLayoutAttributes?

    /// Moves the header to its pinned place for the visible extent `visible` (start, end) along the axes.
    func pinHeader(visible: (CGFloat, CGFloat), axes: FlowAxes) {
        guard let header else { return }
        let thickness = axes.along(header.size)
        let position = max(start, min(visible.0, footerStart - thickness))
        header.frame = axes.rect(across: axes.acrossOrigin(header.frame), along: position, size: header.size)
    }

    /// Moves the footer to its pinned place for the visible extent `visible` (start, end) along the axes.
    func pinFooter(visible: (CGFloat, CGFloat), axes: FlowAxes) {
        guard let footer else { return }
        let thickness = axes.along(footer.size)
        let position = max(headerEnd, min(footerStart, visible.1 - thickness))
        footer.frame = axes.rect(across: axes.acrossOrigin(footer.frame), along: position, size: footer.size)
    }
}
