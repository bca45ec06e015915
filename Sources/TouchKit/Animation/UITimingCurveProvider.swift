/// What kind of timing a ``UITimingCurveProvider`` gives (UIKit's `UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
    /// One of the built-in curves of `UIView.AnimationCurve`.
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve and a spring together.
    case composed = 3
}

/// The timing of a property animator: a cubic curve, a spring, or both (UIKit's `UITimingCurveProvider`).
///
/// - Note: TouchKit reads ``springTimingParameters`` when there is one, else ``cubicTimingParameters``; a composed
///   provider animates with its spring.
public protocol UITimingCurveProvider {
    /// What kind of timing this is.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve for a property animator (UIKit's `UICubicTimingParameters`).
public final class UICubicTimingParameters: UITimingCurveProvider, Sendable {
    /// The named curve (`.easeInOut` for custom control points).
    public let animationCurve: UIView.AnimationCurve
    /// The curve's first control point.
    public let controlPoint1: CGPoint
    /// The curve's second control point.
    public let controlPoint2: CGPoint

    /// Ease in, ease out: UIKit's default.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        controlPoint1 = curve.timingCurve.controlPoint1
        controlPoint2 = curve.timingCurve.controlPoint2
    }

    /// A custom curve through (0, 0), the two control points and (1, 1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        let curve = CubicTimingCurve(controlPoint1: point1, controlPoint2: point2)
        controlPoint1 = curve.controlPoint1
        controlPoint2 = curve.controlPoint2
    }

    /// Cubic.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var curve: CubicTimingCurve { CubicTimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2) }
}

/// A spring timing for a property animator (UIKit's `UISpringTimingParameters`).
///
/// - Note: UIKit's mass–stiffness–damping form lasts as long as its spring takes to settle and ignores the animator's
///   duration. TouchKit reduces every form to a damping ratio and settles within the animator's duration (see
///   `SpringTimingCurve`); only `dx` of the initial velocity is used.
public final class UISpringTimingParameters: UITimingCurveProvider, Sendable {
    /// The damping ratio: 1 settles without oscillating.
    public let dampingRatio: CGFloat
    /// The initial velocity, in whole changes per second.
    public let initialVelocity: CGVector

    /// UIKit's default spring: damping ratio 4.56 [?] (Apple's `init()` documentation says so), no initial velocity.
    public convenience init() { self.init(dampingRatio: 4.56) }

    /// A spring with the damping ratio and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with the damping ratio and initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
    }

    /// A spring from its physics: damping ratio `damping / (2·√(stiffness·mass))`, UIKit's documented formula.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let denominator = 2 * (stiffness * mass).squareRoot()
        self.init(dampingRatio: denominator > 0 ? damping / denominator : 1, initialVelocity: velocity)
    }

    /// Spring.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }
}

extension AnimationTiming {
    /// The timing a provider gives an animation lasting `duration` seconds.
    init(provider: any UITimingCurveProvider, duration: TimeInterval) {
        if let spring = provider.springTimingParameters {
            self = .spring(SpringTimingCurve(
                dampingRatio: spring.dampingRatio, initialVelocity: spring.initialVelocity.dx, duration: duration))
        } else {
            self = .cubic(provider.cubicTimingParameters?.curve ?? .easeInEaseOut)
        }
    }
}
