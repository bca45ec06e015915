/// A grid of lines that fill across the collection view and stack along the scroll direction: UIKit's
/// `UICollectionViewFlowLayout`.
///
/// For a vertical layout, each section starts with its inset's top; items fill a line from the left inset while
/// they fit (with at least ``minimumInteritemSpacing`` between them), lines stack ``minimumLineSpacing`` apart, and
/// the section ends with its inset's bottom. As in UIKit, a line of several items is justified (the spare width is
/// spread over the gaps, so the first item touches the left inset and the last the right one), a line of one item
/// is centered across, and items shorter than their line are centered in it. A horizontal layout is the same with
/// the axes swapped (lines are columns that fill from the top). The content is as wide as the collection view minus
/// its adjusted content inset (as high, for a horizontal layout).
///
/// A section's last line is not justified (UIKit's flow layout keeps a separate alignment for it):
/// - When every item of the section has the same size (``itemSize``, or one size from the delegate), the last line's
///   items sit on the grid's columns, where a full line puts its items: eight 100 pt items in 380 pt make lines of
///   three at x 0, 140, 280, and the last line's two items sit at 0 and 140. If only one item fits a line, every
///   line, the last included, is that item centered.
/// - When sizes differ, the last line is left-aligned: its items follow each other ``minimumInteritemSpacing`` apart
///   from the leading inset, a lone item at the inset. A line of one item that is not the last is still centered.
///
/// Sources [re, pub]: PSTCollectionView (a reverse-engineered UIKit flow layout, `PSTGridLayoutRow`) lays the last
/// row out as if it were filled with more items of its size, so its items take the full rows' columns, and centers a
/// row that holds one item; openradar 20825965 (steipete, iOS 6 to 8.3) reports that UIKit's last row is left-aligned
/// once the items' sizes are not uniform (UIKit's private `UIFlowLayoutLastRowHorizontalAlignmentKey`), which the
/// left-align-cells answers on Stack Overflow confirm ("the last line always left aligns", lone items on other
/// lines are centered). Apple documents only that the spacing is a minimum that "may possibly be adjusted upward"
/// (`minimumInteritemSpacing`). Whether uniformity is judged by the sizes (as the radar describes) or by the
/// delegate implementing `sizeForItemAt` cannot be told apart here (a Swift delegate always answers): TouchKit judges
/// by the sizes [?].
///
/// Each section may have a header before its inset and a footer after it (supplementary views of kinds
/// ``UICollectionView/elementKindSectionHeader`` and ``UICollectionView/elementKindSectionFooter``, index path
/// item 0 of the section): only their reference size along the scroll direction counts, and they span the content
/// across (UIKit: "the width of the header would be set to the width of the collection view"); a reference size of 0
/// along the scroll direction means no view, as in UIKit. Headers and footers can pin to the visible bounds
/// (``sectionHeadersPinToVisibleBounds``, ``sectionFootersPinToVisibleBounds``; see `FlowSection` for the rule).
///
/// Per-item sizes, header and footer sizes and per-section insets and spacings come from the delegate when it
/// adopts ``UICollectionViewDelegateFlowLayout``.
///
/// - Note: TouchKit decisions where UIKit is silent: an empty section still takes its insets' room; an item wider
///   than the room in a line gets a line of its own starting at the inset; sizes that are negative or not finite
///   count as zero and spacings that are not finite as 0, with a diagnostic. Pinned headers and footers have
///   zIndex 1 (above the items' 0); other headers and footers 0.
/// - Note: UIKit's flow layout answers true to ``shouldInvalidateLayout(forBoundsChange:)`` while pinning, and
///   moves the pinned views in an invalidation pass; TouchKit's moves them in ``layoutAttributesForElements(in:)``
///   and ``layoutAttributesForSupplementaryView(ofKind:at:)``, which place them for the collection view's current
///   bounds, so a scroll step does not lay out every item again.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The axis the content scrolls along. Default vertical.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }
    /// Every item's size unless the delegate gives one. Default 50 × 50 (UIKit's documented default).
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// The least spacing between lines. Default 10 (UIKit's documented default).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The least spacing between items of a line. Default 10 (UIKit's documented default).
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The margins around each section's items. Default zero.
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }
    /// The size of every section's header unless the delegate gives one; only the part along the scroll direction
    /// counts (the height of a vertical layout's header). Default zero: no headers.
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// The size of every section's footer unless the delegate gives one, as ``headerReferenceSize``. Default zero.
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// Whether a section's header stays at the top (leading edge) of the visible area while its section is in view,
    /// pushed out by the next section's. Default false (UIKit's documented default).
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }
    /// Whether a section's footer stays at the bottom (trailing edge) of the visible area while its section is in
    /// view. Default false (UIKit's documented default).
    open var sectionFootersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    /// The zIndex of pinned headers and footers: above the items. TouchKit's value (UIKit does not document one).
    static let pinnedZIndex = 1

    /// One line of items: its extent along the scroll axis and its items (flat indexes).
    private struct Line {
        var start: CGFloat
        var end: CGFloat
        var items: Range<Int>
    }

    // `@exclusivity(unchecked)`, once for the type: a scroll frame's query reads these stored properties, on the main
    // actor only, and no engine code holds an access to one across a call out to app code (the delegate's sizes are
    // asked in `prepare()`, between accesses), so the runtime's dynamic exclusivity check is left out.
    @exclusivity(unchecked) private var itemAttributes: [UICollectionViewLayoutAttributes] = []
    @exclusivity(unchecked) private var lines: [Line] = []
    @exclusivity(unchecked) private var sectionStarts: [Int] = []
    @exclusivity(unchecked) private var sections: [FlowSection] = []
    @exclusivity(unchecked) private var contentSize: CGSize = .zero
    @exclusivity(unchecked) private var foundAttributes: [UICollectionViewLayoutAttributes] = []

    /// Places every item; after only a layout animator's frame, keeps the items as they were placed (see
    /// ``UIDynamicAnimator/init(collectionViewLayout:)``).
    open override func prepare() {
        super.prepare()
        if isPreparingForDynamicsFrame { return }
        itemAttributes.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        sectionStarts.removeAll(keepingCapacity: true)
        sections.removeAll(keepingCapacity: true)
        contentSize = .zero
        guard let collectionView else { return }
        let axes = FlowAxes(vertical: scrollDirection == .vertical)
        let inset = collectionView.adjustedContentInset
        let across = max(0, axes.across(collectionView.bounds.size) - axes.acrossInsets(inset))
        var along: CGFloat = 0
        var sanitizer = FlowValueSanitizer(collectionView: collectionView)
        for section in 0..<collectionView.numberOfSections {
            sectionStarts.append(itemAttributes.count)
            let values = sectionValues(section, in: collectionView, sanitizer: &sanitizer)
            let sectionStart = along
            let header = boundaryAttributes(
                UICollectionView.elementKindSectionHeader, section: section, at: &along, across: across, axes: axes,
                sanitizer: &sanitizer)
            let headerEnd = along
            along += axes.leadingAlong(values.inset)
            let leading = axes.leadingAcross(values.inset)
            let room = max(0, across - leading - axes.trailingAcross(values.inset))
            let count = collectionView.numberOfItems(inSection: section)
            var item = 0
            // Whether every item so far has the first one's size (the last line then keeps the grid's columns), and
            // how many items the first line took.
            var sectionItemSize: CGSize?
            var isUniform = true
            var firstLineCount = 0
            while item < count {
                if item > 0 { along += values.lineSpacing }
                let first = itemAttributes.count
                var used: CGFloat = 0
                var thickness: CGFloat = 0
                repeat {
                    let indexPath = IndexPath(item: item, section: section)
                    let size = sanitizer.size(itemSize(at: indexPath, in: collectionView))
                    if let sectionItemSize { isUniform = isUniform && size == sectionItemSize } else { sectionItemSize = size }
                    let width = axes.across(size)
                    if itemAttributes.count > first, used + values.interitemSpacing + width > room { break }
                    used += (itemAttributes.count > first ? values.interitemSpacing : 0) + width
                    thickness = max(thickness, axes.along(size))
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.size = size
                    itemAttributes.append(attributes)
                    item += 1
                } while item < count
                let items = first..<itemAttributes.count
                if first == sectionStarts[section] { firstLineCount = items.count }
                let alignment: LineAlignment
                if item < count {
                    alignment = .justified
                } else if isUniform, let sectionItemSize {
                    alignment = .grid(columns: gridColumns(
                        of: axes.across(sectionItemSize), room: room, spacing: values.interitemSpacing,
                        firstLine: firstLineCount, isFirstLine: first == sectionStarts[section]))
                } else {
                    alignment = .leading
                }
                placeLine(items, at: along, thickness: thickness, across: leading, room: room, used: used,
                          spacing: values.interitemSpacing, alignment: alignment, axes: axes)
                along += thickness
            }
            along += axes.trailingAlong(values.inset)
            let footerStart = along
            let footer = boundaryAttributes(
                UICollectionView.elementKindSectionFooter, section: section, at: &along, across: across, axes: axes,
                sanitizer: &sanitizer)
            sections.append(FlowSection(
                start: sectionStart, headerEnd: headerEnd, footerStart: footerStart, end: along, header: header,
                footer: footer))
        }
        contentSize = axes.size(across: across, along: along)
    }

    /// How a line spreads across (see the type's documentation for UIKit's rule and its sources).
    private enum LineAlignment {
        /// Every line but a section's last: the spare room widens the gaps; a lone item is centered.
        case justified
        /// The last line of a section whose items all have one size: on the columns of a full line of `columns`
        /// items (centered when `columns` is 1).
        case grid(columns: Int)
        /// The last line of a section whose sizes differ: items `minimumInteritemSpacing` apart from the inset.
        case leading
    }

    /// How many items of width `width` a full line of a uniform section holds: the first line's count when the
    /// section has more than one line (the filling rule itself decided it), else as many as fit `room` with
    /// `spacing` between them (at least 1, at most `Int.max / 2` for items of no width).
    private func gridColumns(of width: CGFloat, room: CGFloat, spacing: CGFloat, firstLine: Int, isFirstLine: Bool) -> Int {
        if !isFirstLine { return firstLine }
        let pitch = width + spacing
        guard pitch > 0 else { return max(firstLine, 1) }
        let fitting = ((room + spacing) / pitch).rounded(.down)
        var columns = fitting < CGFloat(Int.max / 2) ? max(1, Int(fitting)) : Int.max / 2
        // The filling rule's own comparison decides a column that lies on the edge (floating point).
        if columns > 1, CGFloat(columns) * width + CGFloat(columns - 1) * spacing > room { columns -= 1 }
        return max(columns, firstLine)
    }

    /// Centers each item of a line in its thickness, and spreads the line across by `alignment`.
    private func placeLine(
        _ items: Range<Int>, at along: CGFloat, thickness: CGFloat, across leading: CGFloat, room: CGFloat,
        used: CGFloat, spacing: CGFloat, alignment: LineAlignment, axes: FlowAxes
    ) {
        lines.append(Line(start: along, end: along + thickness, items: items))
        var position = leading
        var gap = spacing
        switch alignment {
        case .justified:
            if items.count == 1 {
                position += max(0, (room - used) / 2)
            } else {
                gap += (room - used) / CGFloat(items.count - 1)
            }
        case .grid(let columns):
            let width = items.isEmpty ? 0 : axes.across(itemAttributes[items.lowerBound].size)
            if columns <= 1 {
                position += max(0, (room - width) / 2)
            } else {
                let full = CGFloat(columns) * width + CGFloat(columns - 1) * spacing
                gap += max(0, room - full) / CGFloat(columns - 1)
            }
        case .leading:
            break
        }
        for index in items {
            let attributes = itemAttributes[index]
            let size = attributes.size
            let offsetAlong = along + (thickness - axes.along(size)) / 2
            attributes.frame = axes.rect(across: position, along: offsetAlong, size: size)
            position += axes.across(size) + gap
        }
    }

    /// The attributes of a section's header or footer placed at `along` (which moves past it); nil when its size
    /// along the scroll direction is 0.
    private func boundaryAttributes(
        _ kind: String, section: Int, at along: inout CGFloat, across: CGFloat, axes: FlowAxes,
        sanitizer: inout FlowValueSanitizer
    ) -> UICollectionViewLayoutAttributes? {
        guard let collectionView else { return nil }
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        var size = isHeader ? headerReferenceSize : footerReferenceSize
        if let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout {
            size = isHeader
                ? delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                : delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
        }
        let thickness = axes.along(sanitizer.size(size))
        guard thickness > 0 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = axes.rect(across: 0, along: along, size: axes.size(across: across, along: thickness))
        if isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds {
            attributes.zIndex = Self.pinnedZIndex
        }
        along += thickness
        return attributes
    }

    /// Moves the pinned headers and footers of `section` to their places for the collection view's bounds.
    private func pin(_ section: FlowSection, axes: FlowAxes) {
        guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds, let collectionView else { return }
        let visible = axes.alongRange(collectionView.bounds.inset(by: collectionView.adjustedContentInset))
        if sectionHeadersPinToVisibleBounds { section.pinHeader(visible: visible, axes: axes) }
        if sectionFootersPinToVisibleBounds { section.pinFooter(visible: visible, axes: axes) }
    }

    private func itemSize(at indexPath: IndexPath, in collectionView: UICollectionView) -> CGSize {
        guard let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout else { return itemSize }
        return delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
    }

    private func sectionValues(
        _ section: Int, in collectionView: UICollectionView, sanitizer: inout FlowValueSanitizer
    ) -> (inset: UIEdgeInsets, lineSpacing: CGFloat, interitemSpacing: CGFloat) {
        guard let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout else {
            return (sanitizer.inset(sectionInset), sanitizer.spacing(minimumLineSpacing),
                    sanitizer.spacing(minimumInteritemSpacing))
        }
        return (
            sanitizer.inset(delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)),
            sanitizer.spacing(delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)),
            sanitizer.spacing(delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)))
    }

    /// The size of all the lines, across and along.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The items whose frames intersect `rect`, found by a binary search over the lines (so a frame's cost does not
    /// grow with the number of items).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let axes = FlowAxes(vertical: scrollDirection == .vertical)
        let (low, high) = axes.alongRange(rect)
        var first = lines.partitioningIndex { $0.end > low }
        // The answer reuses one buffer: once the caller has let go of the previous answer (the collection view does
        // by the end of its pass), filling it again allocates nothing.
        foundAttributes.removeAll(keepingCapacity: true)
        while first < lines.count, lines[first].start < high {
            for index in lines[first].items where itemAttributes[index].frame.intersectsInline(rect) {
                foundAttributes.append(itemAttributes[index])
            }
            first += 1
        }
        var section = sections.partitioningIndex { $0.end > low }
        while section < sections.count, sections[section].start < high {
            pin(sections[section], axes: axes)
            if let header = sections[section].header, header.frame.intersectsInline(rect) { foundAttributes.append(header) }
            if let footer = sections[section].footer, footer.frame.intersectsInline(rect) { foundAttributes.append(footer) }
            section += 1
        }
        return foundAttributes
    }

    /// The attributes of a section's header or footer (index path item 0 of the section), pinned for the current
    /// bounds when pinning is on; nil for other kinds, and for a section without one.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        pin(section, axes: FlowAxes(vertical: scrollDirection == .vertical))
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return section.header
        case UICollectionView.elementKindSectionFooter: return section.footer
        default: return nil
        }
    }

    /// The attributes of the item at `indexPath` as the last ``prepare()`` placed it.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sectionStarts.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        let index = sectionStarts[indexPath.section] + indexPath.item
        let end = indexPath.section + 1 < sectionStarts.count ? sectionStarts[indexPath.section + 1] : itemAttributes.count
        return index < end ? itemAttributes[index] : nil
    }

    /// True when the size changes: the lines must be filled again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }
}
