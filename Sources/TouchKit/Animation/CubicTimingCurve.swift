/// A cubic Bézier timing curve from (0, 0) to (1, 1): Core Animation's `CAMediaTimingFunction`, which UIKit's
/// animation curves use.
///
/// The curve maps the fraction of the duration elapsed (x) to the fraction of the change applied (y). For a given x
/// it finds the curve parameter by Newton's method, falling back to bisection where the slope is flat; x(t) is
/// monotonic because both control points' x are in 0...1.
///
/// Shared by view animations (``UIView/AnimationCurve``, ``UICubicTimingParameters``) and the scroll view's
/// programmatic scrolling (``ProgrammaticScrollAnimation/TimingCurve``).
public struct CubicTimingCurve: Sendable, Equatable {
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// The curve with these control points (x clamped into 0...1 so that time runs forward).
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        func clampedX(_ point: CGPoint) -> CGPoint {
            CGPoint(x: min(max(point.x.isFinite ? point.x : 0, 0), 1), y: point.y.isFinite ? point.y : 0)
        }
        self.controlPoint1 = clampedX(controlPoint1)
        self.controlPoint2 = clampedX(controlPoint2)
    }

    /// `kCAMediaTimingFunctionLinear`: (0, 0), (1, 1): constant speed.
    public static let linear = CubicTimingCurve(
        controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
    /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0), (1, 1). Apple, CAMediaTimingFunction documentation; certain.
    public static let easeIn = CubicTimingCurve(
        controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
    /// `kCAMediaTimingFunctionEaseOut`: (0, 0), (0.58, 1). Apple, CAMediaTimingFunction documentation; certain.
    public static let easeOut = CubicTimingCurve(
        controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
    /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0), (0.58, 1), UIKit's default animation curve. Apple,
    /// CAMediaTimingFunction documentation; certain.
    public static let easeInEaseOut = CubicTimingCurve(
        controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))

    /// The fraction of the change applied (the curve's y) when `x` of the duration has elapsed (clamped into 0...1).
    public func progress(atFraction x: CGFloat) -> CGFloat {
        guard x.isFinite else { return 1 }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        return Self.bezier(parameter(forX: x), controlPoint1.y, controlPoint2.y)
    }

    /// Control points on the diagonal make the identity: exact, with no solving.
    private var isLinear: Bool { controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y }

    /// One coordinate of the curve at parameter `t`, with end points 0 and 1.
    private static func bezier(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func slope(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    private func parameter(forX x: CGFloat) -> CGFloat {
        let p1 = controlPoint1.x, p2 = controlPoint2.x
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, p1, p2) - x
            if abs(error) < 1e-12 { return t }
            let derivative = Self.slope(t, p1, p2)
            if abs(derivative) < 1e-6 { break }
            t = min(max(t - error / derivative, 0), 1)
        }
        var low: CGFloat = 0, high: CGFloat = 1
        t = x
        for _ in 0..<60 {
            let value = Self.bezier(t, p1, p2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
