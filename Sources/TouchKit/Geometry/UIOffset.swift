/// A horizontal and vertical offset, as UIKit's `UIOffset` (attachment and push offsets from an item's centre).
public struct UIOffset: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The horizontal offset, in points.
    public var horizontal: CGFloat
    /// The vertical offset, in points (positive is down).
    public var vertical: CGFloat

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset (UIKit's `UIOffsetZero`).
    public static let zero = UIOffset()

    /// "UIOffset(horizontal: …, vertical: …)".
    public var description: String { "UIOffset(horizontal: \(horizontal), vertical: \(vertical))" }
}

/// An offset of `horizontal` and `vertical` points: UIKit's C constructor, which Swift code from before Swift 4.2
/// still calls (`UIOffset(horizontal:vertical:)` is the Swift spelling).
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}

/// Whether two offsets are equal, as `==` (UIKit's `UIOffsetEqualToOffset`).
public func UIOffsetEqualToOffset(_ offset1: UIOffset, _ offset2: UIOffset) -> Bool { offset1 == offset2 }
