/// The motion of `setContentOffset(_:animated: true)` and `scrollRectToVisible(_:animated: true)`: a timed move of
/// the content offset from one point to another.
///
/// UIKit's animated programmatic scroll lasts 0.3 s ([re, doc], docs/UIKitFacts.md, "Scroll view") and ends with
/// `scrollViewDidEndScrollingAnimation`; its curve is not documented. TouchKit eases in and out with Core
/// Animation's `easeInEaseOut` curve [?]. Both axes move together on the one curve (unlike the per-axis
/// ``Deceleration`` and ``SpringBounce``), so the content travels in a straight line.
///
/// ```swift
/// var animation = ProgrammaticScrollAnimation(from: .zero, to: CGPoint(x: 0, y: 600))
/// animation.step(by: 0.15)   // animation.offset == (0, 300): the curve is symmetric
/// ```
///
/// The offsets it gives are not rounded to pixels; the scroll view does that as it sets them (``PixelGrid``).
///
/// See also ``ZoomAnimation``.
public struct ProgrammaticScrollAnimation: Sendable, Equatable {
    /// 0.3 s: how long an animated `setContentOffset` takes. UIKit [re, doc]; certain.
    public static let defaultDuration: TimeInterval = 0.3
    /// The curve of the animation: ``CubicTimingCurve/easeInEaseOut``. TouchKit's choice [?]: UIKit's curve is not
    /// documented; an ease-in-out looks like it.
    public static let defaultTimingCurve = TimingCurve.easeInEaseOut

    /// 1 µs: how close to the end the elapsed time counts as the end, so 18 frames of 1/60 s finish a 0.3 s
    /// animation despite rounding.
    static let endTolerance: TimeInterval = 1e-6

    /// Where the animation starts.
    public let start: CGPoint
    /// Where it ends.
    public let end: CGPoint
    /// How long it lasts, in seconds.
    public let duration: TimeInterval
    /// The curve mapping elapsed time to progress.
    public let timingCurve: TimingCurve
    /// Seconds since the start.
    public private(set) var elapsed: TimeInterval = 0
    /// The current offset; exactly ``end`` once finished.
    public private(set) var offset: CGPoint

    /// An animation from `start` to `end` over `duration` seconds (0.3 by default). A non-positive duration finishes
    /// at once, and so do NaN and infinite ones: the exception to TouchKit's "an infinite duration means never", since
    /// an animation that never arrives would keep its display link running for ever.
    public init(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval = defaultDuration,
        timingCurve: TimingCurve = defaultTimingCurve
    ) {
        self.start = start
        self.end = end
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.timingCurve = timingCurve
        self.offset = self.duration > 0 ? start : end
    }

    /// Whether the animation has reached its end.
    public var isFinished: Bool { elapsed >= duration }

    /// Advances the animation by `interval` seconds (a display frame).
    public mutating func step(by interval: TimeInterval) {
        guard !isFinished, interval > 0, interval.isFinite else { return }
        elapsed += interval
        // Frame durations like 1/60 do not add up exactly; within a microsecond of the end is the end.
        if elapsed >= duration - Self.endTolerance { elapsed = duration }
        offset = offset(atElapsed: elapsed)
    }

    /// The offset `time` seconds after the start (the end from ``duration`` on).
    public func offset(atElapsed time: TimeInterval) -> CGPoint {
        guard duration > 0, time < duration else { return end }
        let progress = timingCurve.progress(atFraction: CGFloat(max(time, 0) / duration))
        return CGPoint(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
    }

    /// A timing curve: a cubic Bézier from (0, 0) to (1, 1), Core Animation's
    /// `CAMediaTimingFunction(controlPoints:)`; the same curves as UIKit's view animations.
    public typealias TimingCurve = CubicTimingCurve
}
