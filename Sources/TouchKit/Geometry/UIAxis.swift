/// A set of axes, as UIKit's `UIAxis` (iOS 13.4): what a pointer style is kept to
/// (``UIPointerStyle/constrainedAxes``) and what a pointer region latches along (``UIPointerRegion/latchingAxes``).
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The raw value: UIKit's (horizontal 1, vertical 2).
    public let rawValue: UInt

    /// The axes of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
