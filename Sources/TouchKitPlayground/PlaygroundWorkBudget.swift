/// How much of the server's time a tab's messages may take: a token bucket in seconds of work, charged what each
/// message cost to handle (measured), so a `reset` or `scene` (a demo reloaded: its script run again) costs what it
/// costs and a pointer sample what it costs, instead of both counting as one message. Time is passed in, so tests
/// run it virtually.
///
/// Every tab's messages run on the main actor, one at a time, as do the other tabs' frames: while one tab's message
/// runs, every other tab's frame waits. A message is admitted while the tab's balance is positive and its cost is
/// charged after it ran (the balance may go below zero: the debt of one expensive message is repaid before the tab
/// is heard again). So over any interval of `T` seconds a tab's messages hold the main actor for at most
/// `burst + share × T` plus one message's cost, and a frame of another tab waits at most one message of this tab
/// at a time. docs/ServerSecurity.md states the figures.
///
/// Messages refused are logged once when refusing starts and then at most once a second, with the count.
public struct PlaygroundWorkBudget: Sendable {
    /// The share of real time a tab's messages may take on average (0.2: 200 ms of work a second).
    public var share: Double {
        get { bucket.refillRate }
        set { bucket.refillRate = newValue }
    }
    /// The work a tab may do at once after a quiet spell, in seconds.
    public var burst: Double {
        get { bucket.capacity }
        set { bucket.capacity = newValue }
    }
    /// Seconds of work the tab may still do; below zero after a message that cost more than was left.
    public var balance: Double { bucket.level }
    private var bucket: TokenBucket
    /// Messages refused since the last log line about them.
    var unreported: Int { bucket.unreported }

    /// A budget of `share` of real time, with bursts of up to `burst` seconds of work.
    public init(share: Double = 0.2, burst: Double = 0.1) {
        bucket = TokenBucket(refillRate: share, capacity: burst)
    }

    /// Whether a message arriving at `time` (seconds, any monotonic origin) may run; when it may not, `log` gets a
    /// line now and then.
    public mutating func admit(at time: Double, log: (String) -> Void) -> Bool {
        bucket.refill(at: time)
        if bucket.level > 0 { return true }
        let percent = Int(clamping: share * 100)
        bucket.noteRefusal(at: time) { refused in
            log("over its work budget (\(percent)% of the server's time): \(refused) messages dropped")
        }
        return false
    }

    /// Charges a message that took `seconds` to handle (a negative or NaN measurement charges nothing).
    public mutating func charge(_ seconds: Double) {
        guard seconds > 0 else { return }
        bucket.take(seconds)
    }
}
