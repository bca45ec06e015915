/// How many messages a tab may send: a token bucket, so a burst (a page catching up after a stall) passes while a flood
/// is cut to a steady rate. Time is passed in, so tests run it virtually.
///
/// Dropped messages are logged once when dropping starts and then at most once a second, with the count, so a flood
/// of 10,000 messages costs a few log lines, not 10,000.
public struct MessageRateLimit: Sendable {
    /// Messages a second a tab may send on average. A 240 Hz pointer (the fastest browsers report) with two
    /// fingers sends 240 messages a second: samples that happen together travel in one message.
    public var rate: Double {
        get { bucket.refillRate }
        set { bucket.refillRate = newValue }
    }
    /// Messages a tab may send at once after a quiet spell.
    public var burst: Double {
        get { bucket.capacity }
        set { bucket.capacity = newValue }
    }
    private var bucket: TokenBucket
    /// Messages dropped since the last log line about them.
    var unreported: Int { bucket.unreported }

    /// A limit of `rate` messages a second, with bursts of up to `burst`.
    public init(rate: Double = 600, burst: Double = 600) {
        bucket = TokenBucket(refillRate: rate, capacity: burst)
    }

    /// Whether a message arriving at `time` (seconds, any monotonic origin) may pass; when it may not, `log` gets a
    /// line now and then.
    public mutating func admit(at time: Double, log: (String) -> Void) -> Bool {
        bucket.refill(at: time)
        if bucket.level >= 1 {
            bucket.take(1)
            return true
        }
        let rate = rate
        bucket.noteRefusal(at: time) { dropped in log("over \(Int(clamping: rate)) messages/s: \(dropped) dropped") }
        return false
    }
}
