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
/// Per-item sizes and per-section insets and spacings come from the delegate when it adopts
/// ``UICollectionViewDelegateFlowLayout``.
///
/// - Note: TouchKit decisions where UIKit is silent: an empty section still takes its insets' room; an item wider
///   than the room in a line gets a line of its own starting at the inset; sizes that are negative or not finite
///   count as zero and spacings that are not finite as 0, with a diagnostic.
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

    /// One line of items: its extent along the scroll axis and its items (flat indexes).
    private struct Line {
        var start: CGFloat
        var end: CGFloat
        var items: Range<Int>
    }

    private var itemAttributes: [UICollectionViewLayoutAttributes] = []
    private var lines: [Line] = []
    private var sectionStarts: [Int] = []
    private var contentSize: CGSize = .zero
    private var foundAttributes: [UICollectionViewLayoutAttributes] = []

    /// Places every item.
    open override func prepare() {
        super.prepare()
        itemAttributes.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        sectionStarts.removeAll(keepingCapacity: true)
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
            along += axes.leadingAlong(values.inset)
            let leading = axes.leadingAcross(values.inset)
            let room = max(0, across - leading - axes.trailingAcross(values.inset))
            let count = collectionView.numberOfItems(inSection: section)
            var item = 0
            while item < count {
                if item > 0 { along += values.lineSpacing }
                let first = itemAttributes.count
                var used: CGFloat = 0
                var thickness: CGFloat = 0
                repeat {
                    let indexPath = IndexPath(item: item, section: section)
                    let size = sanitizer.size(itemSize(at: indexPath, in: collectionView))
                    let width = axes.across(size)
                    if itemAttributes.count > first, used + values.interitemSpacing + width > room { break }
                    used += (itemAttributes.count > first ? values.interitemSpacing : 0) + width
                    thickness = max(thickness, axes.along(size))
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.size = size
                    itemAttributes.append(attributes)
                    item += 1
                } while item < count
                placeLine(first..<itemAttributes.count, at: along, thickness: thickness,
                          across: leading, room: room, used: used, spacing: values.interitemSpacing, axes: axes)
                along += thickness
            }
            along += axes.trailingAlong(values.inset)
        }
        contentSize = axes.size(across: across, along: along)
    }

    /// Centers each item of a line in its thickness, and spreads the line across: justified, or centered alone.
    private func placeLine(
        _ items: Range<Int>, at along: CGFloat, thickness: CGFloat, across leading: CGFloat, room: CGFloat,
        used: CGFloat, spacing: CGFloat, axes: FlowAxes
    ) {
        lines.append(Line(start: along, end: along + thickness, items: items))
        var position = leading
        var gap = spacing
        if items.count == 1 {
            position += max(0, (room - used) / 2)
        } else {
            gap += (room - used) / CGFloat(items.count - 1)
        }
        for index in items {
            let attributes = itemAttributes[index]
            let size = attributes.size
            let offsetAlong = along + (thickness - axes.along(size)) / 2
            attributes.frame = axes.rect(across: position, along: offsetAlong, size: size)
            position += axes.across(size) + gap
        }
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
            for index in lines[first].items where itemAttributes[index].frame.intersects(rect) {
                foundAttributes.append(itemAttributes[index])
            }
            first += 1
        }
        return foundAttributes
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
