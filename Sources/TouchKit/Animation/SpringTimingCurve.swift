/// The timing of UIKit's duration-based spring animations (`usingSpringWithDamping:initialSpringVelocity:`,
/// `UIViewPropertyAnimator(duration:dampingRatio:)`, `UISpringTimingParameters(dampingRatio:initialVelocity:)`): the
/// change is carried by a ``DampedOscillator`` that starts one whole change away from its target and settles by the
/// end of the duration.
///
/// UIKit's parameters, as documented: the damping ratio (1 settles without oscillating; closer to 0, more
/// oscillation) and the initial velocity in whole changes per second ("a value of 1 corresponds to the total animation
/// distance traversed in one second": a view moving 200 pt at 100 pt/s has velocity 0.5; Apple's
/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`
/// documentation).
///
/// UIKit does not document how it picks the spring's stiffness from the duration. TouchKit's model [?]: mass 1, and
/// the natural frequency chosen so that the motion's envelope has decayed to ``settlingThreshold`` (0.1 % of the
/// change) at the end of the duration, `ω = ln(1/0.001) / (r·duration)` with `r` the oscillator's slowest decay rate
/// per unit `ω` (`ζ` below critical); then stiffness is `ω²` and damping `2ζω`. The animation ends exactly on the
/// target at the end of the duration, as UIKit's do. Damping ratios are clamped into ``dampingRange``.
struct SpringTimingCurve: Sendable, Equatable {
    /// 0.001: the share of the change left in the envelope at the end of the duration. TouchKit's choice [?].
    static let settlingThreshold: CGFloat = 0.001
    /// 0.01...20: damping ratios outside are clamped (0 would never settle; NaN becomes 1). TouchKit's choice [?].
    static let dampingRange: ClosedRange<CGFloat> = 0.01...20

    /// The damping ratio `ζ`, clamped.
    let dampingRatio: CGFloat
    /// The initial velocity, in whole changes per second.
    let initialVelocity: CGFloat
    /// The oscillator in units of the duration: time 1 is the end of the animation.
    private let oscillator: DampedOscillator

    /// The spring for an animation lasting `duration` seconds.
    init(dampingRatio: CGFloat, initialVelocity: CGFloat, duration: TimeInterval) {
        let range = Self.dampingRange
        let zeta = dampingRatio.isFinite ? min(max(dampingRatio, range.lowerBound), range.upperBound) : 1
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        self.dampingRatio = zeta
        self.initialVelocity = velocity
        // In units of the duration the envelope must decay by the threshold over time 1.
        let decayPerOmega = DampedOscillator.decayRate(angularFrequency: 1, dampingRatio: zeta)
        let omega = log(1 / Self.settlingThreshold) / decayPerOmega
        let safeDuration = duration.isFinite && duration > 0 ? CGFloat(duration) : 1
        oscillator = DampedOscillator(
            angularFrequency: omega, dampingRatio: zeta, initialDisplacement: -1,
            initialVelocity: velocity * safeDuration)
    }

    /// The fraction of the change applied when `x` of the duration has elapsed: it may pass 1 (overshoot) and is 1
    /// from the end of the duration on.
    func progress(at x: CGFloat) -> CGFloat {
        guard x.isFinite, x < 1 else { return 1 }
        if x <= 0 { return 0 }
        return 1 + oscillator.displacement(at: x)
    }
}
