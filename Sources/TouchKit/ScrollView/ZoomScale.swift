/// The resistance a zooming scroll view shows when pinched past its zoom limits: UIKit's zoom rubber band.
///
/// Inside ``minimumScale``...``maximumScale`` the pinch's scale is shown as is. Past the maximum a scale `s` shows as
/// `max·(2 − max/s)`, which approaches `2·max` however far the fingers spread; below the minimum as
/// `min/(2 − s/min)`, which approaches `min/2` as the fingers close. Both meet the unbanded scale with slope 1, so
/// nothing jumps at the limits. When the fingers lift, the scroll view animates back to the limit (see
/// ``ZoomAnimation``).
///
/// ```swift
/// let band = ZoomRubberBand(minimumScale: 1, maximumScale: 4)
/// band.displayedScale(forUnclamped: 8)   // 4·(2 − 4/8) = 6
/// ```
///
/// - Note: UIKit keeps this inside `UIScrollView`; TouchKit makes it public for custom zooming code.
///
/// See also ``RubberBand``, ``ZoomAnimation``.
public struct ZoomRubberBand: Sendable, Equatable {
    /// The smallest scale shown without resistance (`minimumZoomScale`).
    public var minimumScale: CGFloat
    /// The largest scale shown without resistance (`maximumZoomScale`); a value below ``minimumScale`` counts as it.
    public var maximumScale: CGFloat

    /// A band for scales `minimumScale...maximumScale` (both positive).
    public init(minimumScale: CGFloat, maximumScale: CGFloat) {
        self.minimumScale = minimumScale
        self.maximumScale = maximumScale
    }

    /// The scale shown for the scale the fingers ask for. UIKit [re] (docs/UIKitFacts.md, "Zoom").
    public func displayedScale(forUnclamped scale: CGFloat) -> CGFloat {
        let lower = minimumScale, upper = max(maximumScale, minimumScale)
        guard lower > 0, scale.isFinite else { return scale }
        if scale > upper { return upper * (2 - upper / scale) }
        if scale < lower { return lower / (2 - scale / lower) }
        return scale
    }

    /// The scale the fingers must ask for to show `scale`: the inverse of ``displayedScale(forUnclamped:)``
    /// (`max / (2 − shown/max)` above, `min·(2 − min/shown)` below), for a pinch that starts while the zoom is
    /// still bouncing. The band never shows `2·max` or `min/2` and beyond (only a programmatic scale can), so those
    /// have no preimage; TouchKit reads them as the band's value for `100·max` (or `min/100`) [?].
    public func unclampedScale(forDisplayed scale: CGFloat) -> CGFloat {
        let lower = minimumScale, upper = max(maximumScale, minimumScale)
        guard lower > 0, scale.isFinite else { return scale }
        if scale > upper {
            let farthest = upper * 100
            let shown = min(scale, upper * (2 - upper / farthest))
            return upper / (2 - shown / upper)
        }
        if scale < lower {
            let nearest = lower / 100
            let shown = max(scale, lower / (2 - nearest / lower))
            return lower * (2 - lower / shown)
        }
        return scale
    }
}

/// How long a scroll view takes to animate its zoom scale from one value to another: UIKit's zoom timing.
///
/// `min(|ln s₁ − ln s₂|·0.3 + 0.1, 0.4)` seconds: the duration grows with the ratio of the scales (zooming 2× takes
/// as long whether from 1 or from 4), from 0.1 s to at most 0.4 s. UIKit uses it for `setZoomScale(_:animated:)`,
/// `zoom(to:animated:)` and the bounce back from past the limits (docs/UIKitFacts.md, "Zoom", [re]).
///
/// See also ``ZoomRubberBand``, ``ProgrammaticScrollAnimation``.
public enum ZoomAnimation {
    /// 0.3 s per unit of `|ln s₁ − ln s₂|`. UIKit [re]; certain.
    public static let secondsPerLogScale: TimeInterval = 0.3
    /// 0.1 s: the shortest zoom animation. UIKit [re]; certain.
    public static let minimumDuration: TimeInterval = 0.1
    /// 0.4 s: the longest zoom animation. UIKit [re]; certain.
    public static let maximumDuration: TimeInterval = 0.4

    /// The duration of a zoom from scale `from` to scale `to` (both positive). Non-positive or non-finite scales get
    /// the longest duration.
    public static func duration(from: CGFloat, to: CGFloat) -> TimeInterval {
        guard from > 0, to > 0, from.isFinite, to.isFinite else { return maximumDuration }
        let logRatio = abs(TimeInterval(log(from) - log(to)))
        return min(logRatio * secondsPerLogScale + minimumDuration, maximumDuration)
    }
}
