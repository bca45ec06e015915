/// A unit mass on a damped spring, solved in closed form: the motion behind UIKit's spring animations and the scroll
/// view's bounce.
///
/// With `x` the displacement from rest, `ω` the natural angular frequency (`√(stiffness/mass)`) and `ζ` the damping
/// ratio (`damping / (2·√(stiffness·mass))`, UIKit's `UISpringTimingParameters` formula), the motion
/// `x'' + 2ζω·x' + ω²·x = 0` from `x(0) = x₀`, `x'(0) = v₀` is
/// - underdamped (`ζ < 1`): `e^(−ζωt)·(x₀·cos ω_d·t + (v₀ + ζω·x₀)/ω_d · sin ω_d·t)`, `ω_d = ω·√(1 − ζ²)`;
/// - critically damped (`ζ = 1`): `(x₀ + (v₀ + ω·x₀)·t)·e^(−ωt)`;
/// - overdamped (`ζ > 1`): `c₁·e^(r₁t) + c₂·e^(r₂t)`, `r₁,₂ = −ω·(ζ ∓ √(ζ² − 1))`.
///
/// Evaluated at the elapsed time rather than integrated frame by frame, so it is exact at any frame rate.
/// (Any physics text on the damped harmonic oscillator; the damping-ratio formula is Apple's
/// `UISpringTimingParameters.init(mass:stiffness:damping:initialVelocity:)` documentation.)
///
/// See also ``SpringBounce``.
struct DampedOscillator: Sendable, Equatable {
    /// The natural angular frequency `ω`, per unit of time.
    let angularFrequency: CGFloat
    /// The damping ratio `ζ` (1: critically damped).
    let dampingRatio: CGFloat
    /// The displacement at time 0.
    let initialDisplacement: CGFloat
    /// The velocity at time 0, per unit of time.
    let initialVelocity: CGFloat

    /// Within this of 1, the ratio counts as critical (the underdamped and overdamped forms divide by `√|1 − ζ²|`).
    private static let criticalTolerance: CGFloat = 1e-6

    /// The displacement at time `t`.
    func displacement(at t: CGFloat) -> CGFloat {
        let omega = angularFrequency, zeta = dampingRatio, x0 = initialDisplacement, v0 = initialVelocity
        if abs(zeta - 1) < Self.criticalTolerance {
            return (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return envelope * (x0 * cos(damped * t) + (v0 + zeta * omega * x0) / damped * sin(damped * t))
        }
        let (r1, r2, c1, c2) = overdampedTerms
        return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// The velocity at time `t`, per unit of time: the derivative of ``displacement(at:)``.
    func velocity(at t: CGFloat) -> CGFloat {
        let omega = angularFrequency, zeta = dampingRatio, x0 = initialDisplacement, v0 = initialVelocity
        if abs(zeta - 1) < Self.criticalTolerance {
            let slope = v0 + omega * x0
            return (v0 - omega * slope * t) * exp(-omega * t)
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            let b = (v0 + zeta * omega * x0) / damped
            let cosine = cos(damped * t), sine = sin(damped * t)
            return envelope * ((b * damped - zeta * omega * x0) * cosine - (x0 * damped + zeta * omega * b) * sine)
        }
        let (r1, r2, c1, c2) = overdampedTerms
        return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
    }

    /// The slowest decay rate of the motion's envelope: `ζω` below critical, `ω·(ζ − √(ζ² − 1))` above.
    static func decayRate(angularFrequency omega: CGFloat, dampingRatio zeta: CGFloat) -> CGFloat {
        zeta <= 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
    }

    private var overdampedTerms: (CGFloat, CGFloat, CGFloat, CGFloat) {
        let root = (dampingRatio * dampingRatio - 1).squareRoot()
        let r1 = -angularFrequency * (dampingRatio - root), r2 = -angularFrequency * (dampingRatio + root)
        let c2 = (initialVelocity - r1 * initialDisplacement) / (r2 - r1)
        return (r1, r2, initialDisplacement - c2, c2)
    }
}
