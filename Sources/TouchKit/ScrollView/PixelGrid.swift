/// The screen's pixel grid, for rounding offsets the way UIKit does: a scroll view's content offset always lands on a
/// whole pixel.
///
/// UIKit rounds `setContentOffset` (and the deceleration's projected target) to the pixel grid of the screen's scale
/// ([re], docs/UIKitFacts.md, "Scroll view"), so content drawn at whole pixels stays sharp while scrolling. A point value
/// `v` becomes `round(v·scale)/scale`, halves rounded away from zero as C's `round` does.
///
/// ```swift
/// PixelGrid(scale: 2).rounded(10.3)   // 10.5
/// PixelGrid(scale: 3).rounded(10.3)   // 10.333…
/// ```
///
/// - Note: TouchKit has no `UIScreen`; the scale is whatever the caller passes, 2 by default.
public struct PixelGrid: Sendable, Equatable {
    /// 2 pixels per point. TouchKit's choice [?]: the scale of most iPads and older iPhones (newer iPhones are 3);
    /// TouchKit draws no pixels, so any scale only decides the rounding.
    public static let defaultScale: CGFloat = 2

    /// Pixels per point. Zero, negative or non-finite turns rounding off.
    public var scale: CGFloat

    /// The grid of a screen with `scale` pixels per point.
    public init(scale: CGFloat = PixelGrid.defaultScale) {
        self.scale = scale
    }

    /// `value` on the nearest pixel. Non-finite values pass through unchanged.
    public func rounded(_ value: CGFloat) -> CGFloat {
        guard scale > 0, scale.isFinite else { return value }
        return roundedOnUsableScale(value)
    }

    /// ``rounded(_:)`` once the scale is known to be positive and finite (a point's two coordinates check it once).
    @inline(__always)
    private func roundedOnUsableScale(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return value }
        return Self.roundedAwayFromZeroOnTies(value * scale) / scale
    }

    /// `x.rounded(.toNearestOrAwayFromZero)` (C's `round`), bit for bit, without calling `round` when `x` is already
    /// whole, as an offset resting on the grid is (a scroll view's rest check on every lift rounds two). Below 2^51
    /// in magnitude, `x + 1.5·2^52` lands where doubles are whole numbers, so taking 1.5·2^52 away again gives back
    /// `x` exactly when `x` is whole (−0 included: it compares equal, and `x` itself is returned).
    @inline(__always)
    private static func roundedAwayFromZeroOnTies(_ x: CGFloat) -> CGFloat {
        let value = Double(x)
        let wholeMaker = 6_755_399_441_055_744.0 // 1.5·2^52
        if value.magnitude < 0x1p51, (value + wholeMaker) - wholeMaker == value { return x }
        return x.rounded(.toNearestOrAwayFromZero)
    }

    /// Both coordinates of `point` on the nearest pixel.
    public func rounded(_ point: CGPoint) -> CGPoint {
        guard scale > 0, scale.isFinite else { return point }
        return CGPoint(x: roundedOnUsableScale(point.x), y: roundedOnUsableScale(point.y))
    }
}
