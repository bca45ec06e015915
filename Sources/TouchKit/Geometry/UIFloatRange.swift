/// A closed range of CGFloat values, as UIKit's `UIFloatRange` (an attachment's allowed range).
public struct UIFloatRange: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The lower end.
    public var minimum: CGFloat
    /// The upper end.
    public var maximum: CGFloat

    /// The range from `minimum` to `maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range 0...0 (UIKit's `UIFloatRangeZero`).
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// The unbounded range −∞...∞ (UIKit's `UIFloatRangeInfinite`, the default attachment range).
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether both ends are infinite (UIKit's `UIFloatRangeIsInfinite`).
    public var isInfinite: Bool { minimum.isInfinite && maximum.isInfinite }

    /// "UIFloatRange(minimum: …, maximum: …)".
    public var description: String { "UIFloatRange(minimum: \(minimum), maximum: \(maximum))" }
}
