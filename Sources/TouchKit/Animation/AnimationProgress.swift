/// Where an animation is on its way, read off the clock: the fraction of its duration elapsed (``fraction(at:)``,
/// UIKit's `fractionComplete`) and the fraction of the change applied (``progress(at:)``, the timing curve's output).
///
/// Nothing ticks: both are computed from the clock's time whenever asked (by a picture, `presentation()`, a test),
/// so they are exact at any frame rate. A run is one segment: from (``originFraction``, ``originProgress``) at
/// ``startTime`` to the target fraction (1, or 0 reversed) over ``segmentDuration`` seconds, shaped by the timing
/// curve over the part of the change that is left, so pausing, scrubbing, reversing and continuing never make what is
/// shown jump.
struct AnimationProgress: Sendable {
    var timing: AnimationTiming
    /// The full duration, seconds (what a fraction of 1 takes at speed 1).
    var duration: TimeInterval
    /// Clock time the segment starts (after any delay).
    var startTime: TimeInterval
    /// Seconds the segment takes from its origin to its target.
    var segmentDuration: TimeInterval
    var originFraction: CGFloat = 0
    var originProgress: CGFloat = 0
    var isReversed = false
    /// Whether time moves it (false: paused, or not yet started).
    var isRunning = false
    /// `UIView.AnimationOptions.repeat` / `.autoreverse` (block animations only).
    var repeats = false
    var autoreverses = false
    /// While paused: whether the progress follows the fraction linearly (UIKit's `scrubsLinearly`) after a scrub.
    var isScrubbedLinearly = false

    init(timing: AnimationTiming, duration: TimeInterval, startTime: TimeInterval) {
        self.timing = timing
        self.duration = duration
        self.startTime = startTime
        segmentDuration = duration
    }

    private var targetFraction: CGFloat { isReversed ? 0 : 1 }

    /// How far through its segment the animation is at `time`: 0...1 (unbounded above while repeating).
    private func segmentPosition(at time: TimeInterval) -> CGFloat {
        guard isRunning else { return 0 }
        guard segmentDuration > 0 else { return 1 }
        let position = CGFloat((time - startTime) / segmentDuration)
        guard position > 0 else { return 0 }
        return repeats ? position : min(position, autoreverses ? 2 : 1)
    }

    /// The fraction of the duration elapsed at `time`.
    func fraction(at time: TimeInterval) -> CGFloat {
        var position = segmentPosition(at: time)
        if autoreverses {
            position = position.truncatingRemainder(dividingBy: 2)
            if position > 1 { position = 2 - position }
        } else if repeats {
            position = position.truncatingRemainder(dividingBy: 1)
        }
        return originFraction + (targetFraction - originFraction) * position
    }

    /// The fraction of the change applied at `time` (may leave 0...1 on a spring's overshoot).
    func progress(at time: TimeInterval) -> CGFloat {
        let fraction = self.fraction(at: time)
        if !isRunning && isScrubbedLinearly { return fraction }
        let span = targetFraction - originFraction
        guard abs(span) > 1e-9 else { return isRunning ? targetFraction : originProgress }
        let local = (fraction - originFraction) / span
        let targetProgress = targetFraction
        return originProgress + (targetProgress - originProgress) * timing.progress(at: local)
    }

    /// When the segment reaches its target; nil while paused or repeating.
    var endTime: TimeInterval? {
        guard isRunning, !repeats else { return nil }
        return startTime + segmentDuration * (autoreverses ? 2 : 1)
    }

    /// Freezes it where it is at `time` (paused).
    mutating func pause(at time: TimeInterval) {
        guard isRunning else { return }
        let fraction = self.fraction(at: time), progress = self.progress(at: time)
        isRunning = false
        originFraction = fraction
        originProgress = progress
    }

    /// Sets the fraction while paused; what is shown follows it linearly when `linearly`, else along the curve.
    mutating func scrub(to fraction: CGFloat, linearly: Bool) {
        let clamped = min(max(fraction.isFinite ? fraction : 0, 0), 1)
        originFraction = clamped
        originProgress = linearly ? clamped : timing.progress(at: clamped)
        isScrubbedLinearly = linearly
    }

    /// Runs from where it stands toward its target, starting at `time`, over `seconds` (nil: the share of the
    /// duration that is left).
    mutating func run(from time: TimeInterval, over seconds: TimeInterval? = nil) {
        if isRunning { pause(at: time) }
        isRunning = true
        isScrubbedLinearly = false
        startTime = time
        let remaining = abs(targetFraction - originFraction)
        let planned = seconds ?? duration * TimeInterval(remaining)
        segmentDuration = planned.isFinite ? max(planned, 0) : 0
    }
}
