/// The coasting of a scroll view after the finger lifts, along one axis: UIKit's exponential deceleration.
///
/// Each millisecond the velocity is multiplied by the ``rate`` `d` (0.998 normal, 0.99 fast). Over a frame of `Δt`
/// ms, with `f = d^Δt`, the offset moves by `v·d·(1 − f)/(1 − d)` and the velocity becomes `v·f` (UIKit's step,
/// docs/UIKitFacts.md, "Scroll view"). That step is the exact sum of the per-millisecond decay, so two steps of 8 ms land
/// where one of 16 ms does: the motion does not depend on the frame rate, only the frame on which it stops does.
/// It stops when the speed falls below ``stopVelocity``.
///
/// Two ways to coast:
/// - Free (``init(offset:velocity:rate:)``): the velocity the finger left, decaying until it stops wherever that is.
///   A scroll view uses it when the motion may cross an edge, to hand over to a ``SpringBounce`` there.
/// - Toward a target (``init(offset:velocity:rate:target:)``): UIKit lets `scrollViewWillEndDragging` change where
///   the scroll view comes to rest, and adjusts the velocity so the decay lands exactly there. TouchKit picks the
///   velocity whose decay passes through the target just as its speed falls to ``stopVelocity``, so the motion ends
///   on the target with no visible jump (the last frame snaps by at most one frame's travel).
///
/// Units, as in UIKit's scroll view: offsets in points, velocities in points per **millisecond** (what
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` reports), time steps in **seconds** (what the
/// clock and the display link give). Positive velocity means the offset grows.
///
/// One axis at a time: x and y decay independently with the same rate (UIKit's formulas are per axis), so a scroll
/// view runs two and is done when both are.
///
/// - Note: UIKit keeps this inside `UIScrollView`; TouchKit makes it public for custom scrolling code.
///
/// See also ``projectedOffset(from:velocity:rate:)``, ``SpringBounce``, ``Paging``.
public struct Deceleration: Sendable, Equatable {
    /// 0.998 per millisecond: `UIScrollView.DecelerationRate.normal`. UIKit [doc, re]; certain.
    public static let normalRate: CGFloat = 0.998
    /// 0.99 per millisecond: `UIScrollView.DecelerationRate.fast`. UIKit [doc, re]; certain.
    public static let fastRate: CGFloat = 0.99
    /// 0.994: a scroll view given any other rate snaps to `fastRate` below this and to `normalRate` at or above it.
    /// UIKit [re] (docs/UIKitFacts.md, "Defaults"); the boundary is read from disassembly, the side that
    /// takes exactly 0.994 is TouchKit's choice [?].
    public static let rateSnapBoundary: CGFloat = 0.994
    /// 0.25 pt/ms: a lift slower than this along an axis does not coast at all.
    /// UIKit [re] (docs/UIKitFacts.md, "End of drag"); certain of the value, per-axis use is TouchKit's reading.
    public static let minimumVelocity: CGFloat = 0.25
    /// 0.01 pt/ms (10 pt/s): the coasting ends once the speed is below this.
    /// UIKit [re] (docs/UIKitFacts.md, "Deceleration step"); certain.
    public static let stopVelocity: CGFloat = 0.01

    /// The decay per millisecond, in (0, 1).
    public let rate: CGFloat
    /// Where the motion ends, when coasting toward a target; nil when coasting freely.
    public private(set) var target: CGFloat?
    /// The current offset, in points.
    public private(set) var offset: CGFloat
    /// The current velocity, in points per millisecond; 0 once finished.
    public private(set) var velocity: CGFloat
    /// Whether the motion has ended. A finished deceleration no longer moves.
    public private(set) var isFinished: Bool
    /// The last frame's length in milliseconds and its decay `d^Δt`: frames come at a fixed rate, so `pow` runs once
    /// per motion instead of once per frame. Not part of equality.
    private var cachedMilliseconds: CGFloat = -1
    private var cachedFactor: CGFloat = 1

    /// A free deceleration from `offset` at `velocity` (pt/ms), decaying by `rate` per millisecond.
    ///
    /// A `rate` outside (0, 1) (a rate of 1 or more would never stop) is replaced with ``normalRate``. It is already
    /// finished if `velocity` is below ``stopVelocity`` (or not finite).
    public init(offset: CGFloat, velocity: CGFloat, rate: CGFloat = Deceleration.normalRate) {
        self.rate = Self.validRate(rate)
        self.target = nil
        self.offset = offset
        self.velocity = velocity.isFinite ? velocity : 0
        self.isFinished = false
        if abs(self.velocity) < Self.stopVelocity { finish(at: offset) }
    }

    /// A deceleration from `offset` that comes to rest exactly on `target`.
    ///
    /// `velocity` is the finger's (pt/ms); UIKit replaces it so the decay lands on the target, and so does TouchKit:
    /// the new velocity `v₀` covers the distance `D` to the target between `v₀` and ``stopVelocity``, i.e.
    /// `D = (v₀ − v_stop)·d/(1 − d)`, pointing at the target even if the finger went the other way. For the usual
    /// target, ``projectedOffset(from:velocity:rate:)``, `v₀` is the finger's velocity 0.1 % faster (0.5 % at the
    /// fast rate) plus 0.01 pt/ms: the motion looks the same.
    /// Already finished (at the target) when the offset is on it.
    public init(offset: CGFloat, velocity: CGFloat, rate: CGFloat = Deceleration.normalRate, target: CGFloat) {
        let rate = Self.validRate(rate)
        self.rate = rate
        self.target = target
        self.offset = offset
        self.isFinished = false
        let distance = target - offset
        guard distance != 0, distance.isFinite else {
            self.velocity = 0
            finish(at: target.isFinite ? target : offset)
            return
        }
        let speed = abs(distance) * (1 - rate) / rate + Self.stopVelocity
        self.velocity = distance > 0 ? speed : -speed
    }

    /// Advances the motion by `interval` seconds (a display frame) with UIKit's step: `f = d^Δt` (Δt in ms),
    /// `offset += v·d·(1 − f)/(1 − d)`, `v *= f`. Ends when the speed falls below ``stopVelocity``, or, toward a
    /// target, when the offset reaches it; a target is then the final offset exactly.
    public mutating func step(by interval: TimeInterval) {
        guard !isFinished, interval > 0, interval.isFinite else { return }
        let milliseconds = CGFloat(interval * 1000)
        if milliseconds != cachedMilliseconds {
            cachedMilliseconds = milliseconds
            cachedFactor = pow(rate, milliseconds)
        }
        let factor = cachedFactor
        offset += velocity * rate * (1 - factor) / (1 - rate)
        velocity *= factor
        if let target {
            let passed = velocity > 0 ? offset >= target : offset <= target
            if passed || abs(velocity) < Self.stopVelocity { finish(at: target) }
        } else if abs(velocity) < Self.stopVelocity {
            finish(at: offset)
        }
    }

    /// Moves the motion, target included, by `distance`: the content under it moved by as much (a table view's
    /// measured heights above the visible rows), and the motion goes on over the same content.
    mutating func shift(by distance: CGFloat) {
        offset += distance
        if let target { self.target = target + distance }
    }

    /// Where this motion comes to rest: the target, or for a free deceleration the offset at which its speed falls
    /// to ``stopVelocity`` (`offset + (v − v_stop)·d/(1 − d)`, give or take the last frame).
    public var restingOffset: CGFloat {
        if let target { return target }
        if isFinished { return offset }
        let remaining = (abs(velocity) - Self.stopVelocity) * rate / (1 - rate)
        return offset + (velocity > 0 ? remaining : -remaining)
    }

    /// UIKit's projected landing point for a lift at `velocity` (pt/ms): `offset − v / ln(d)`.
    ///
    /// This is what a scroll view clamps, rounds and offers `scrollViewWillEndDragging` as the target. A flick at
    /// 1 pt/ms (1000 pt/s) with the normal rate lands 499.5 pt further; with the fast rate 99.5 pt.
    /// UIKit [re, pub] (docs/UIKitFacts.md, "End of drag"). An invalid rate is read as ``normalRate``.
    public static func projectedOffset(from offset: CGFloat, velocity: CGFloat, rate: CGFloat = normalRate) -> CGFloat {
        offset - velocity / log(validRate(rate))
    }

    /// Whether a lift at `velocity` (pt/ms) along an axis coasts at all: `|v| ≥ 0.25 pt/ms` (``minimumVelocity``).
    public static func shouldDecelerate(velocity: CGFloat) -> Bool {
        abs(velocity) >= minimumVelocity
    }

    /// The rate a scroll view uses when given `rate`: ``fastRate`` below ``rateSnapBoundary``, else ``normalRate``.
    /// UIKit snaps `decelerationRate` this way [re].
    public static func snappedRate(_ rate: CGFloat) -> CGFloat {
        rate < rateSnapBoundary ? fastRate : normalRate
    }

    /// Equal motions: same rate, target, offset, velocity and state (the frame cache is ignored).
    public static func == (lhs: Deceleration, rhs: Deceleration) -> Bool {
        lhs.rate == rhs.rate && lhs.target == rhs.target && lhs.offset == rhs.offset && lhs.velocity == rhs.velocity
            && lhs.isFinished == rhs.isFinished
    }

    private static func validRate(_ rate: CGFloat) -> CGFloat {
        rate > 0 && rate < 1 ? rate : normalRate
    }

    private mutating func finish(at restingOffset: CGFloat) {
        offset = restingOffset
        velocity = 0
        isFinished = true
    }
}
