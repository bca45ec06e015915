/// Measures how fast a value changes from timed samples, smoothed the way UIKit's recognizers smooth it: each new
/// sample's rate of change is blended with the previous estimate,
/// `velocity = latestSampleWeight × latest + (1 − latestSampleWeight) × previous`.
///
/// The pan tracks its translation (a point, in pt/s) with a weight of 0.2; the pinch and rotation track their scale and
/// angle (scalars) with 0.25. Samples closer in time than `minimumSampleInterval` to the last one used are skipped,
/// and their movement counts in the next sample that is used, so nothing is lost and no rate divides by a tiny Δt.
///
/// The first measured rate is taken as it is, with nothing to blend it with: a drag at a constant speed reads that
/// speed from its second sample on, rather than creeping up to it from zero.
///
/// One value per recognizer, no allocation: the per-sample path is a few arithmetic operations. The weight and the
/// interval are the recognizer type's constants (`Smoothing`), not stored in each tracker.
@MainActor
struct VelocityTracker<Value: VelocityTrackable, Smoothing: VelocitySmoothing> {
    /// How much the latest sample's rate counts against the running estimate (0...1).
    private var latestSampleWeight: CGFloat { Smoothing.latestVelocitySampleWeight }
    /// Samples closer than this to the last one used are skipped (seconds).
    private var minimumSampleInterval: TimeInterval { Smoothing.minimumVelocitySampleInterval }

    /// The smoothed rate of change, per second. Zero until two samples far enough apart have arrived.
    private(set) var velocity: Value = .zero
    private var lastValue: Value = .zero
    private var lastTime: TimeInterval = 0
    private var hasSample = false
    private var hasVelocity = false

    /// Forgets every sample and the estimate.
    mutating func reset() {
        velocity = .zero
        lastValue = .zero
        lastTime = 0
        hasSample = false
        hasVelocity = false
    }

    /// Adds the value as it is at `time`.
    mutating func addSample(_ value: Value, at time: TimeInterval) {
        guard hasSample else {
            lastValue = value
            lastTime = time
            hasSample = true
            return
        }
        let interval = time - lastTime
        guard interval >= minimumSampleInterval else { return }
        let latest = (value - lastValue).weighted(by: 1 / CGFloat(interval))
        velocity = hasVelocity
            ? latest.weighted(by: latestSampleWeight) + velocity.weighted(by: 1 - latestSampleWeight)
            : latest
        hasVelocity = true
        lastValue = value
        lastTime = time
    }

    /// Forgets the estimate if the last sample used is more than `maximumAge` before `time`: the value stopped
    /// changing that long ago (a resting finger sends no samples), so the next sample's rate, measured across the
    /// rest, stands alone. Called on a lift, not per sample.
    mutating func forgetEstimate(ifOlderThan maximumAge: TimeInterval, at time: TimeInterval) {
        guard hasVelocity, time - lastTime > maximumAge else { return }
        velocity = .zero
        hasVelocity = false
    }

    /// The value was redefined (a recognizer's `scale` or `rotation` set by its client, a hysteresis subtracted):
    /// the next sample's change is measured from `value`, so the jump is not mistaken for motion.
    mutating func rebase(to value: Value) {
        guard hasSample else { return }
        lastValue = value
    }
}

/// Where a ``VelocityTracker`` finds its smoothing: the recognizer type's constants (static, so a recognizer does not
/// store them: 16 B less per pan, pinch and rotation; issue 20, memory per recognizer).
@MainActor
protocol VelocitySmoothing {
    /// How much the latest sample's rate counts against the running estimate (0...1).
    static var latestVelocitySampleWeight: CGFloat { get }
    /// Samples closer than this to the last one used are skipped (seconds).
    static var minimumVelocitySampleInterval: TimeInterval { get }
}

extension UIPanGestureRecognizer: VelocitySmoothing {}
extension UIPinchGestureRecognizer: VelocitySmoothing {}
extension UIRotationGestureRecognizer: VelocitySmoothing {}

/// A quantity whose rate of change ``VelocityTracker`` can measure: a position or a scalar.
protocol VelocityTrackable {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    func weighted(by factor: CGFloat) -> Self
}

extension CGFloat: VelocityTrackable {
    func weighted(by factor: CGFloat) -> CGFloat { self * factor }
}

extension CGPoint: VelocityTrackable {
    func weighted(by factor: CGFloat) -> CGPoint { CGPoint(x: x * factor, y: y * factor) }
}
