/// Scrolling to an item.
extension UICollectionView {
    /// Where ``UICollectionView/scrollToItem(at:at:animated:)`` puts the item: UIKit's
    /// `UICollectionView.ScrollPosition`. Combine at most one vertical and one horizontal position; an empty set
    /// leaves the offset alone on both axes.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The option bits, as UIKit's.
        public let rawValue: UInt
        /// The positions with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item's top at the top of the visible area (inside the adjusted content inset).
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centered vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centered horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so the item at `indexPath` sits where `scrollPosition` says, within the scrollable range (an item
    /// near the end cannot reach the top), animated as ``UIScrollView/setContentOffset(_:animated:)`` is.
    ///
    /// - Note: UIKit raises an exception for an index path that does not exist and for two positions on one axis;
    ///   TouchKit reports a diagnostic and, for the index path, does not scroll; of two positions on an axis the
    ///   first listed here (top, centered, bottom; left, centered, right) wins.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            report("scrollToItem(at: \(indexPath)) for an item that does not exist: not scrolled")
            return
        }
        setContentOffset(contentOffset(showing: frame, at: scrollPosition), animated: animated)
    }

    /// The offset (clamped to the scrollable range) that puts `frame` at `position`.
    func contentOffset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let vertical = position.intersection([.top, .centeredVertically, .bottom])
        let horizontal = position.intersection([.left, .centeredHorizontally, .right])
        if vertical.rawValue.nonzeroBitCount > 1 || horizontal.rawValue.nonzeroBitCount > 1 {
            report("scroll position \(position.rawValue) has two positions on one axis: the first one is used")
        }
        let visible = bounds.inset(by: adjustedContentInset)
        let inset = adjustedContentInset
        let target = CGPoint(
            x: Self.offset(aligning: (frame.minX, frame.maxX), inset: inset.left, visible: visible.width,
                           position: horizontal, edges: (.left, .centeredHorizontally, .right), current: contentOffset.x),
            y: Self.offset(aligning: (frame.minY, frame.maxY), inset: inset.top, visible: visible.height,
                           position: vertical, edges: (.top, .centeredVertically, .bottom), current: contentOffset.y))
        return clampedOffset(target)
    }

    /// The offset on one axis that puts the extent `item` at the start, center or end of the visible length.
    private static func offset(
        aligning item: (min: CGFloat, max: CGFloat), inset: CGFloat, visible: CGFloat, position: ScrollPosition,
        edges: (start: ScrollPosition, center: ScrollPosition, end: ScrollPosition), current: CGFloat
    ) -> CGFloat {
        if position.contains(edges.start) { return item.min - inset }
        if position.contains(edges.center) { return (item.min + item.max) / 2 - inset - visible / 2 }
        if position.contains(edges.end) { return item.max - inset - visible }
        return current
    }
}
