/// The motion of `setContentOffset(_:animated: true)` and `scrollRectToVisible(_:animated: true)`: a timed move of
/// the content offset from one point to another.
///
/// UIKit's animated programmatic scroll lasts 0.3 s ([re, doc], UIKIT_FACTS "Scroll view") and ends with
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
    /// The curve of the animation: ``TimingCurve/easeInEaseOut``. TouchKit's choice [?]: UIKit's curve is not
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

    /// A timing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points, Core Animation's
    /// `CAMediaTimingFunction(controlPoints:)`.
    public struct TimingCurve: Sendable, Equatable {
        /// The first control point.
        public let controlPoint1: CGPoint
        /// The second control point.
        public let controlPoint2: CGPoint

        /// A curve with the given control points; their x coordinates are clamped to 0...1 so time runs forward.
        public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
            self.controlPoint1 = CGPoint(x: min(max(controlPoint1.x, 0), 1), y: controlPoint1.y)
            self.controlPoint2 = CGPoint(x: min(max(controlPoint2.x, 0), 1), y: controlPoint2.y)
        }

        /// Core Animation's `easeInEaseOut`: control points (0.42, 0) and (0.58, 1). Apple [doc].
        public static let easeInEaseOut = TimingCurve(
            controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
        /// Constant speed.
        public static let linear = TimingCurve(
            controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))

        /// The progress (the curve's y) at a fraction of the duration (its x, clamped to 0...1).
        public func progress(atFraction fraction: CGFloat) -> CGFloat {
            let x = min(max(fraction, 0), 1)
            if x == 0 || x == 1 { return x }
            let t = parameter(forX: x)
            return Self.bezier(t, controlPoint1.y, controlPoint2.y)
        }

        /// The Bézier parameter whose x is `x`: Newton's method from `t = x`, bisection if it stalls.
        /// x(t) is monotonic because both control x's are in 0...1.
        private func parameter(forX x: CGFloat) -> CGFloat {
            let x1 = controlPoint1.x, x2 = controlPoint2.x
            var t = x
            for _ in 0..<8 {
                let error = Self.bezier(t, x1, x2) - x
                if abs(error) < 1e-7 { return t }
                let slope = Self.bezierSlope(t, x1, x2)
                if abs(slope) < 1e-6 { break }
                t = min(max(t - error / slope, 0), 1)
            }
            var low: CGFloat = 0, high: CGFloat = 1
            t = x
            for _ in 0..<60 {
                let value = Self.bezier(t, x1, x2)
                if abs(value - x) < 1e-7 { break }
                if value < x { low = t } else { high = t }
                t = (low + high) / 2
            }
            return t
        }

        /// One coordinate of the Bézier with end points 0 and 1: `3(1−t)²t·p1 + 3(1−t)t²·p2 + t³`.
        private static func bezier(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }

        /// Its derivative in t.
        private static func bezierSlope(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
    }
}
