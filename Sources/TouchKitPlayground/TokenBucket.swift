/// A token bucket on a clock the caller passes in: it holds at most `capacity`, refills at `refillRate` a second, and
/// counts what it refused so that a flood costs a log line a second, not a line a message. The playground's two
/// limits are buckets of different units: ``MessageRateLimit`` counts messages, ``PlaygroundWorkBudget`` seconds of
/// the server's work.
struct TokenBucket: Sendable {
    /// Units added a second.
    var refillRate: Double
    /// Units held at most; also what a full bucket starts with.
    var capacity: Double
    /// Units left; below zero after a charge that took more than was left (the debt is repaid first).
    private(set) var level: Double
    private var lastTime: Double?
    /// Refusals since the last log line about them.
    private(set) var unreported = 0
    private var lastReport = -Double.infinity

    init(refillRate: Double, capacity: Double) {
        self.refillRate = refillRate
        self.capacity = capacity
        level = capacity
    }

    /// Adds what the time since the last call earned, up to the capacity. A time earlier than one seen before refills
    /// nothing and does not move the bucket's clock back.
    mutating func refill(at time: Double) {
        if let lastTime, time > lastTime {
            level = min(capacity, level + (time - lastTime) * refillRate)
        }
        lastTime = max(lastTime ?? time, time)
    }

    /// Takes `units` (the level may go below zero).
    mutating func take(_ units: Double) {
        level -= units
    }

    /// Counts one refusal at `time`; once a second at most, hands `log` the number refused since its last call.
    mutating func noteRefusal(at time: Double, log: (Int) -> Void) {
        unreported += 1
        guard time - lastReport >= 1 else { return }
        log(unreported)
        unreported = 0
        lastReport = time
    }
}
