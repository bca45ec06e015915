// Springs and struts: how subviews follow their superview's bounds size.

extension UIView {
    /// Which parts of a view stretch when its superview's bounds size changes: UIKit's `UIView.AutoresizingMask`,
    /// with UIKit's raw values.
    ///
    /// Along each axis the change in the superview's size is shared among the flexible parts (the two margins and
    /// the size), in proportion to their current lengths; when all of them are zero, equally. No flexible part: the
    /// view keeps its frame along that axis. This is the springs-and-struts rule UIKit inherited from AppKit
    /// (`resizeWithOldSuperviewSize:`).
    ///
    /// - Note: A view with a non-identity transform is resized through its ``UIView/frame``, whose setter TouchKit
    ///   defines for that case (see ``UIView/frame``).
    ///
    /// See also ``UIView/autoresizingMask``, ``UIView/autoresizesSubviews``.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The distance to the superview's left edge stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes every subview by its mask after this view's bounds size went from `oldSize` to the current size.
    func resizeSubviews(fromOldSize oldSize: CGSize) {
        let newSize = storedBounds.size
        for subview in storedSubviews where !subview.autoresizingMask.isEmpty {
            subview.resize(fromOldSuperviewSize: oldSize, to: newSize)
        }
    }

    private func resize(fromOldSuperviewSize oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        var rect = frame
        let horizontal = Self.share(
            newSize.width - oldSize.width,
            lead: rect.minX, size: rect.width, trail: oldSize.width - rect.maxX,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = Self.share(
            newSize.height - oldSize.height,
            lead: rect.minY, size: rect.height, trail: oldSize.height - rect.maxY,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        rect.origin.x += horizontal.lead
        rect.size.width = max(rect.width + horizontal.size, 0)
        rect.origin.y += vertical.lead
        rect.size.height = max(rect.height + vertical.size, 0)
        if rect != frame { frame = rect }
    }

    /// How much of `delta` goes to the leading margin and to the size, the flexible parts sharing it in proportion to
    /// their lengths (equally when they are all zero).
    private static func share(
        _ delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (lead: CGFloat, size: CGFloat) {
        guard delta != 0 else { return (0, 0) }
        let parts = [(flexible.0, max(lead, 0)), (flexible.1, max(size, 0)), (flexible.2, max(trail, 0))]
        let count = parts.filter(\.0).count
        guard count > 0 else { return (0, 0) }
        let total = parts.reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
        func portion(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / CGFloat(count)
        }
        return (portion(parts[0]), portion(parts[1]))
    }
}
