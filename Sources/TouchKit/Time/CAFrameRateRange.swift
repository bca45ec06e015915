/// The frame rates an animation or a display link asks for, as Core Animation's `CAFrameRateRange` (iOS 15): any rate
/// from ``minimum`` to ``maximum``, ``preferred`` when the system can.
///
/// ``default`` (all zero, no preferred rate) leaves the rate to the system. TouchKit's system is the clock: a
/// ``CADisplayLink`` with the default range runs at its ``CADisplayLink/preferredFramesPerSecond``, or at the
/// clock's rate.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate, in frames per second.
    public var maximum: Float
    /// The rate wanted, in frames per second; nil for no preference. (Core Animation stores 0 for none; the Swift
    /// overlay's optional is what app code sees, and what TouchKit keeps.)
    public var preferred: Float?

    /// A range from `minimum` to `maximum` frames per second, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No range: the system's choice (``default``).
    public init() {
        self.init(minimum: 0, maximum: 0, preferred: nil)
    }

    /// The system's choice of rate: zero minimum and maximum, no preferred rate.
    public static let `default` = CAFrameRateRange()

    /// The rate a link wants out of this range: ``preferred`` when positive, else ``maximum`` when positive; nil
    /// for the default range (or a range with no positive rate), which leaves the choice to the link.
    var wantedRate: Double? {
        if let preferred, preferred > 0, preferred.isFinite { return Double(preferred) }
        if maximum > 0, maximum.isFinite { return Double(maximum) }
        return nil
    }
}
