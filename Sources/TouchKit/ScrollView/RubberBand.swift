/// The resistance a scroll view shows when dragged past its content's edge, along one axis: UIKit's rubber band.
///
/// Past an edge, a finger that has moved `x` points beyond it moves the content only
/// `b = (1 − 1/(x·c/d + 1))·d` points, with `c` = ``coefficient`` and `d` = ``dimension`` (the bounds' size along
/// the axis). `b` starts with slope `c` and never reaches `d`, however far the finger goes. The band applies on both
/// sides of the allowed range ``minimum``...``maximum``; inside it the offset is shown as is.
///
/// ``unclampedOffset(forDisplayed:)`` is the inverse: a drag that starts while the content is already overscrolled
/// (during a bounce, or after a programmatic offset) needs the unclamped offset the finger would have had to produce
/// what is on screen, so the content does not jump when the finger moves.
///
/// One axis at a time: a scroll view uses one band for x (bounds width) and one for y (bounds height).
///
/// ```swift
/// let band = RubberBand(minimum: 0, maximum: 1200, dimension: 800)
/// band.displayedOffset(forUnclamped: 1400)   // 1200 + 96.70
/// ```
///
/// - Note: UIKit keeps this inside `UIScrollView`; TouchKit makes it public so custom scrolling code (a canvas, a
///   carousel) can share the scroll view's feel.
///
/// See also ``SpringBounce``, ``Deceleration``, ``ZoomRubberBand``.
public struct RubberBand: Sendable, Equatable {
    /// 0.55: the band's initial slope, how much of the finger's overscroll the content follows at first.
    /// UIKit: the constant in `UIScrollView`'s rubber band [pub] (docs/UIKitFacts.md, "Drag"); certain.
    public static let coefficient: CGFloat = 0.55

    /// A displayed overscroll this close to ``dimension`` (as a fraction of it) is the farthest the inverse maps back.
    /// TouchKit's choice [?]: the band never reaches `d`, so an overscroll of `d` or more (only a programmatic offset
    /// can make one) has no preimage; it is treated as 99.9 % of `d`.
    static let largestInvertibleFraction: CGFloat = 0.999

    /// The smallest offset shown without resistance (a scroll view: `−adjustedContentInset.top` or `.left`).
    public var minimum: CGFloat
    /// The largest offset shown without resistance. A value below ``minimum`` is raised to it, as a scroll view
    /// whose content is smaller than its bounds has only one resting offset.
    public var maximum: CGFloat {
        get { max(storedMaximum, minimum) }
        set { storedMaximum = newValue }
    }
    /// The bounds' size along the axis: the band's limit. Zero or negative means no band at all: the content
    /// stops at the edge.
    public var dimension: CGFloat

    private var storedMaximum: CGFloat

    /// A band for the offsets `minimum...maximum` of a view `dimension` points long along the axis.
    public init(minimum: CGFloat, maximum: CGFloat, dimension: CGFloat) {
        self.minimum = minimum
        self.storedMaximum = maximum
        self.dimension = dimension
    }

    /// The offset shown for an offset the finger asks for: unchanged inside ``minimum``...``maximum``, pulled
    /// towards the edge by the band outside it.
    public func displayedOffset(forUnclamped offset: CGFloat) -> CGFloat {
        let upper = maximum
        if offset > upper { return upper + Self.overscroll(forDistance: offset - upper, dimension: dimension) }
        if offset < minimum { return minimum - Self.overscroll(forDistance: minimum - offset, dimension: dimension) }
        return offset
    }

    /// The offset the finger must ask for to show `offset`: the inverse of ``displayedOffset(forUnclamped:)``.
    /// An overscroll of ``dimension`` or more, which the band can never show, maps to the preimage of 99.9 % of it.
    public func unclampedOffset(forDisplayed offset: CGFloat) -> CGFloat {
        let upper = maximum
        if offset > upper { return upper + Self.distance(forOverscroll: offset - upper, dimension: dimension) }
        if offset < minimum { return minimum - Self.distance(forOverscroll: minimum - offset, dimension: dimension) }
        return offset
    }

    /// The band itself: how far past the edge the content shows when the finger is `distance` (≥ 0) points past it.
    /// `(1 − 1/(x·c/d + 1))·d`; 0 for a non-positive distance or dimension.
    public static func overscroll(forDistance distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (distance * coefficient / dimension + 1)) * dimension
    }

    /// The inverse band: how far past the edge the finger must be to show `overscroll` (≥ 0).
    /// Solving `b = (1 − 1/(x·c/d + 1))·d` for `x` gives `x = b·d / (c·(d − b))`.
    public static func distance(forOverscroll overscroll: CGFloat, dimension: CGFloat) -> CGFloat {
        guard overscroll > 0, dimension > 0 else { return 0 }
        let shown = min(overscroll, dimension * largestInvertibleFraction)
        return shown * dimension / (coefficient * (dimension - shown))
    }
}
