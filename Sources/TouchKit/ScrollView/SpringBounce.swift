/// The return of an overscrolled scroll view to its edge, along one axis: UIKit's critically damped spring.
///
/// A unit mass on a spring of stiffness 100 (`ω = √(k/m) = 10/s`), critically damped, pulled from ``offset`` toward
/// ``target``. With `x` the displacement from the target, the motion is the closed form
/// `x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ωt)` (`DampedOscillator`, shared with UIKit's spring animations), evaluated at
/// the elapsed time rather than integrated frame by frame, so it is exact at any frame rate. Released at rest, it
/// never overshoots; thrown toward the target fast enough (`v₀` beyond `−ω·x₀`) it crosses once and comes back. It ends once within ``restDistance`` of the target and
/// slower than ``restVelocity``, and then sits exactly on the target.
///
/// Units as in ``Deceleration``: points, points per **millisecond** (so a deceleration's velocity hands over
/// unchanged when it crosses an edge), time steps in **seconds**.
///
/// One axis at a time; a scroll view runs one per axis that needs it.
///
/// - Note: UIKit keeps this inside `UIScrollView`; TouchKit makes it public for custom scrolling code.
///
/// See also ``RubberBand``, ``Deceleration``.
public struct SpringBounce: Sendable, Equatable {
    /// 1: the mass on the spring. UIKit [re, pub] (docs/UIKitFacts.md, "Bounce back"); certain.
    public static let mass: CGFloat = 1
    /// 100: the spring's stiffness. UIKit [re, pub] (docs/UIKitFacts.md, "Bounce back"); certain.
    public static let stiffness: CGFloat = 100
    /// 10 per second: `√(stiffness / mass)`, the spring's natural angular frequency.
    public static let angularFrequency: CGFloat = (stiffness / mass).squareRoot()
    /// 0.5 pt: the bounce ends once this close to the target. UIKit [re, pub]; certain.
    public static let restDistance: CGFloat = 0.5
    /// 0.01 pt/ms (10 pt/s): and once slower than this, so a bounce thrown through the target does not end as it
    /// passes. TouchKit's choice [?], the deceleration's stop speed (``Deceleration/stopVelocity``); a spring
    /// released at rest is always slower than this by the time it is within 0.5 pt.
    public static let restVelocity: CGFloat = 0.01

    /// Where the spring pulls to (a scroll view: the nearest edge of its allowed offsets).
    public let target: CGFloat
    /// The current offset, in points.
    public private(set) var offset: CGFloat
    /// The current velocity, in points per millisecond; 0 once finished.
    public private(set) var velocity: CGFloat
    /// Seconds since the bounce started.
    public private(set) var elapsed: TimeInterval = 0
    /// Whether the bounce has ended (the offset is then exactly ``target``).
    public private(set) var isFinished = false

    /// The motion, in points and seconds: critically damped at ``angularFrequency``.
    private let oscillator: DampedOscillator

    /// A bounce from `offset`, moving at `velocity` (pt/ms), toward `target`. Already finished when it starts at
    /// rest close enough to the target (or from non-finite values).
    public init(offset: CGFloat, velocity: CGFloat = 0, target: CGFloat) {
        self.target = target
        let finite = offset.isFinite && velocity.isFinite && target.isFinite
        self.offset = finite ? offset : target
        self.velocity = finite ? velocity : 0
        oscillator = DampedOscillator(
            angularFrequency: Self.angularFrequency, dampingRatio: 1, initialDisplacement: finite ? offset - target : 0,
            initialVelocity: finite ? velocity * 1000 : 0)
        finishIfAtRest()
    }

    /// Advances the bounce by `interval` seconds (a display frame), by the closed form at the new elapsed time.
    public mutating func step(by interval: TimeInterval) {
        guard !isFinished, interval > 0, interval.isFinite else { return }
        elapsed += interval
        offset = target + displacement(atElapsed: elapsed)
        velocity = oscillator.velocity(at: CGFloat(elapsed)) / 1000
        finishIfAtRest()
    }

    /// The displacement from the target `time` seconds after the start: `(x₀ + (v₀ + ω·x₀)·t)·e^(−ωt)`.
    public func displacement(atElapsed time: TimeInterval) -> CGFloat {
        oscillator.displacement(at: CGFloat(time))
    }

    private mutating func finishIfAtRest() {
        guard abs(offset - target) < Self.restDistance, abs(velocity) < Self.restVelocity else { return }
        offset = target
        velocity = 0
        isFinished = true
    }
}
