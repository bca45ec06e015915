/// How many messages a tab may send: a token bucket, so a burst (a page catching up after a stall) passes while a flood
/// is cut to a steady rate. Time is passed in, so tests run it virtually.
///
/// Dropped messages are logged once when dropping starts and then at most once a second, with the count, so a flood
/// of 10,000 messages costs a few log lines, not 10,000.
public struct MessageRateLimit: Sendable {
    /// Messages a second a tab may send on average. A 240 Hz pointer (the fastest browsers report) with two
    /// fingers sends 240 messages a second: samples that happen together travel in one message.
    public var rate: Double
    /// Messages a tab may send at once after a quiet spell.
    public var burst: Double
    private var tokens: Double
    private var lastTime: Double?
    /// Messages dropped since the last log line about them.
    private(set) var unreported = 0
    private var lastReport = -Double.infinity

    /// A limit of `rate` messages a second, with bursts of up to `burst`.
    public init(rate: Double = 600, burst: Double = 600) {
        self.rate = rate
        self.burst = burst
        tokens = burst
    }

    /// Whether a message arriving at `time` (seconds, any monotonic origin) may pass; when it may not, `log` gets a
    /// line now and then.
    public mutating func admit(at time: Double, log: (String) -> Void) -> Bool {
        if let lastTime, time > lastTime {
            tokens = min(burst, tokens + (time - lastTime) * rate)
        }
        lastTime = max(lastTime ?? time, time)
        if tokens >= 1 {
            tokens -= 1
            return true
        }
        unreported += 1
        if time - lastReport >= 1 {
            log("over \(Int(clamping: rate)) messages/s: \(unreported) dropped")
            unreported = 0
            lastReport = time
        }
        return false
    }
}
