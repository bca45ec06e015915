/// The engine's only source of time: timers and display-link frames fire when the clock is advanced, in timestamp
/// order, and nothing else in TouchKit reads the wall clock.
///
/// UIKit runs on the main run loop and `CACurrentMediaTime()`. TouchKit has no run loop: whoever owns the clock moves
/// it forward. Tests advance it virtually (a 0.5 s long press takes microseconds); a host pumps it from its own loop
/// with its own monotonic time (`advance(to:)`). Each ``UIWindow`` owns one clock, so windows in one process never
/// share time.
///
/// Ordering: `advance(to:)` repeatedly fires the earliest due item (timer or frame) at or before the target, setting
/// ``now`` to that item's time first. A timer scheduled from inside a callback for a time already passed fires before
/// time moves on; items due at the same instant fire in the order they were scheduled, timers before frames.
/// Timers due at the same instant that were scheduled before it came are one turn of the run loop: the window settles
/// gestures once, after the last of them (`afterCallback`), as UIKit does at the end of a run-loop turn.
///
/// Absurd times (TouchKit's decision; UIKit's clock is the device's uptime and never gets there): the clock's time
/// never passes ``maximumTime`` (about 317 years): a start or an `advance(to:)` beyond it is clamped to it, where
/// the clock stops. Up there a `Double` still resolves a microsecond, so every timer interval and frame keeps its own
/// instant; a host passing nanoseconds as seconds (1e17 "seconds") is caught by ``TouchHost`` with a diagnostic.
/// An infinite interval means "never": a timer scheduled infinitely far ahead is valid but never fires (and does not
/// count as pending work); `advance(by: .infinity)` is ignored.
///
/// See also ``MediaTimer``, ``CADisplayLink``, ``CACurrentMediaTime()``.
@preconcurrency @MainActor
public final class MediaClock {
    /// The latest time the clock reaches: 1e10 s (about 317 years; a Unix time in seconds fits). Beyond it a
    /// `Double` time would no longer tell apart the instants of timers and frames, and frame numbers would overflow.
    public static let maximumTime: TimeInterval = 1e10

    /// The highest refresh rate a clock takes: 1,000 frames per second (UIKit's screens go to 120).
    public static let maximumFrameRate = 1000

    // `@exclusivity(unchecked)`, once for the type: every sample advances the clock and every timer armed or fired
    // reads it, on the main actor only, and no engine code holds an access to one across a call out to app code, so the
    // runtime's dynamic exclusivity check (a call per access, more than the access itself) is left out.
    /// The clock's current time in seconds. Starts at `start` and only ever grows, up to ``maximumTime``.
    @exclusivity(unchecked) public private(set) var now: TimeInterval

    /// The display's refresh rate, in frames per second: frames fall on multiples of `1 / framesPerSecond`.
    /// UIKit: `UIScreen.maximumFramesPerSecond` (60 on most devices, 120 on ProMotion). Default 60; clamped to
    /// 1...``maximumFrameRate``.
    @exclusivity(unchecked) public var maximumFramesPerSecond: Int = 60 {
        didSet {
            if maximumFramesPerSecond < 1 { maximumFramesPerSecond = 1 }
            if maximumFramesPerSecond > Self.maximumFrameRate { maximumFramesPerSecond = Self.maximumFrameRate }
            // Frame numbers count frames at the rate: running links go on from the next frame at the new one.
            for link in displayLinks {
                link.nextFrameIndex = frameIndex(after: now, strictly: true)
                link.alignToRate(maximumFramesPerSecond)
            }
        }
    }

    /// Called after every timer or frame callback the clock fires. The window uses it to settle gesture state that
    /// a callback changed (a long press's timer, a subclass's own timer), as UIKit does at the end of a run-loop turn.
    /// Each with the object it belongs to, so that object can take its callback back.
    @exclusivity(unchecked) package var afterCallback: [(owner: ObjectIdentifier, callback: @MainActor () -> Void)] = []

    /// The scheduled timers, and invalid re-armable ones keeping their places (see ``schedule(_:)``), in no order:
    /// timers fire by date, then by ``MediaTimer/sequence``.
    @exclusivity(unchecked) private var timers: [MediaTimer] = []
    /// The list's length at which ``schedule(_:)`` next drops the invalid timers.
    @exclusivity(unchecked) private var compactionThreshold = MediaClock.minimumCompactionThreshold
    private static let minimumCompactionThreshold = 16
    @exclusivity(unchecked) private var displayLinks: [CADisplayLink] = []
    @exclusivity(unchecked) private var scheduleCounter: UInt64 = 0
    @exclusivity(unchecked) private var isAdvancing = false
    /// True while a timer or frame callback runs: state changes it makes are settled when it returns.
    @exclusivity(unchecked) public private(set) var isInCallback = false

    /// A clock whose time starts at `start` seconds (0 when not finite, at most ``maximumTime``).
    public init(start: TimeInterval = 0) {
        now = start.isFinite ? min(start, Self.maximumTime) : 0
        MediaClock.current = self
    }

    /// What was scheduled on the clock never fires, and no longer points back at it.
    isolated deinit {
        for timer in timers { timer.clockDidGoAway() }
        for link in displayLinks { link.clock = nil }
    }

    /// The clock whose time ``CACurrentMediaTime()`` reports: the one most recently created, advanced, or used to
    /// deliver an event.
    ///
    /// - Note: UIKit has one process-wide media clock. TouchKit gives each window its own, so this is only a
    ///   convenience for code written against UIKit's global function; engine code asks its window's clock.
    @exclusivity(unchecked) public internal(set) static var current: MediaClock?

    // MARK: Timers

    /// Schedules `block` to run once after `interval` seconds, or every `interval` seconds when `repeats`.
    ///
    /// The `Timer.scheduledTimer(withTimeInterval:repeats:block:)` of this clock. A repeating timer that falls
    /// behind (time jumps by several intervals at once) fires once per interval, in order, each at its own time.
    ///
    /// An interval of zero, below zero or NaN fires at the next turn (a repeating one every 0.1 ms, Foundation's
    /// minimum); an infinite interval never fires (TouchKit's rule for infinite durations: "never").
    ///
    /// The clock keeps a pending timer alive, as a run loop does; so `block` must not hold the clock strongly (capture
    /// it `weak`), or a scene dropped while the timer is pending keeps its clock, its timers and what they hold.
    @discardableResult
    public func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool = false,
        block: @escaping @MainActor (MediaTimer) -> Void
    ) -> MediaTimer {
        let safeInterval = Self.delay(interval)
        let timer = MediaTimer(
            clock: self, fireDate: now + safeInterval, interval: repeats ? max(safeInterval, 1e-4) : 0, block: block)
        schedule(timer)
        return timer
    }

    /// A duration as the clock waits it: NaN and negative durations are 0, `+infinity` stays infinite ("never").
    static func delay(_ interval: TimeInterval) -> TimeInterval {
        interval.isNaN ? 0 : max(interval, 0)
    }

    /// Puts `timer` in the list (it is not there yet) as the latest scheduled. Invalid timers keeping their places
    /// (``MediaTimer/disarm()``) are dropped whenever the list has doubled since they last were, so the list stays
    /// about as long as the timers armed at once, and dropping them costs little per timer scheduled.
    func schedule(_ timer: MediaTimer) {
        if timers.count >= compactionThreshold {
            dropInvalidTimers()
            compactionThreshold = max(Self.minimumCompactionThreshold, 2 * timers.count)
        }
        takeNextSequence(for: timer)
        timer.isListed = true
        timers.append(timer)
    }

    /// Orders `timer` after every timer scheduled so far (at the same instant, it fires after them).
    func takeNextSequence(for timer: MediaTimer) {
        scheduleCounter &+= 1
        timer.sequence = scheduleCounter
    }

    func unschedule(_ timer: MediaTimer) {
        timer.isListed = false
        if let index = timers.firstIndexIdentical(to: timer) { timers.remove(at: index) }
    }

    /// Drops the timers that wait, invalid, to be armed again; the others keep their order.
    private func dropInvalidTimers() {
        var kept = 0
        for index in timers.indices {
            let timer = timers[index]
            if timer.isValid {
                if kept != index { timers.swapAt(kept, index) }
                kept += 1
            } else {
                timer.isListed = false
                timer.clock = nil
            }
        }
        while timers.count > kept { timers.removeLast() }
    }

    // MARK: Display links

    func add(_ link: CADisplayLink) {
        guard !displayLinks.containsIdentical(link) else { return }
        displayLinks.append(link)
        link.nextFrameIndex = frameIndex(after: now, strictly: true)
        link.alignToRate(maximumFramesPerSecond)
    }

    func remove(_ link: CADisplayLink) {
        displayLinks.removeIdentical(link)
    }

    /// The time of frame `index`.
    func frameTime(_ index: Int64) -> TimeInterval { TimeInterval(index) / TimeInterval(maximumFramesPerSecond) }

    /// The first frame index at or after (or strictly after) `time`.
    func frameIndex(after time: TimeInterval, strictly: Bool) -> Int64 {
        let exact = time * TimeInterval(maximumFramesPerSecond)
        var index = Int64(exact.rounded(.up))
        // Absorb floating-point noise: a time a hair past a frame boundary is that frame.
        if abs(TimeInterval(index - 1) - exact) < 1e-9 { index -= 1 }
        if strictly && frameTime(index) <= time + 1e-12 { index += 1 }
        return index
    }

    /// Whether anything is scheduled: a pending timer or a running display link.
    public var hasPendingWork: Bool {
        for timer in timers where timer.isValid && timer.fireDate <= Self.maximumTime { return true }
        for link in displayLinks where !link.isPaused { return true }
        return false
    }

    // MARK: Advancing

    /// Moves time forward by `interval` seconds, firing everything that falls due on the way.
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval > 0 else { return }
        advance(to: now + interval)
    }

    /// Moves time forward to `time`, firing every timer and frame due at or before it in timestamp order.
    /// A time in the past is ignored: the clock never goes backwards. A time past ``maximumTime`` is clamped to it.
    public func advance(to requestedTime: TimeInterval) {
        // Written only when it changes: the assignment retains the new clock and releases the old.
        if MediaClock.current !== self { MediaClock.current = self }
        guard requestedTime.isFinite else { return }
        let time = min(requestedTime, Self.maximumTime)
        // A callback that advances the clock again would reorder time; only the outermost call advances.
        guard !isAdvancing else { return }
        isAdvancing = true
        defer { isAdvancing = false }
        // Timers scheduled up to here belong to the current turn; ones a callback schedules wait for the next.
        var turnStartSequence = scheduleCounter
        while let item = nextDueItem(upTo: time) {
            isInCallback = true
            switch item {
            case .timer(let timer):
                if timer.fireDate > now { now = timer.fireDate }
                timer.fire()
            case .frame(let link):
                let frameTime = self.frameTime(link.nextFrameIndex)
                if frameTime > now { now = frameTime }
                link.fireFrame(at: now)
            }
            isInCallback = false
            // Everything due at this same instant is one turn of the run loop: the window settles the gestures
            // after the last of them, so two long presses reaching their duration together are resolved together
            // (on one view the most recently added wins, as on an event), not in the order their timers were set.
            if case .timer(let fired) = item, case .timer(let next)? = nextDueItem(upTo: now),
               next.fireDate == fired.fireDate, next.sequence <= turnStartSequence {
                continue
            }
            for entry in afterCallback { entry.callback() }
            turnStartSequence = scheduleCounter
        }
        if time > now { now = time }
    }

    /// Fires what is due now without moving time (timers scheduled for a time already passed).
    public func runDueCallbacks() { advance(to: now) }

    private enum DueItem {
        case timer(MediaTimer)
        case frame(CADisplayLink)
    }

    /// The timer or frame due first up to `limit`, if any. The lists are walked by index, each timer and link
    /// borrowed from its list (nothing here runs app code, and the lists hold them), so the walk retains nothing; it
    /// runs on every sample that advances the clock (each began sample).
    private func nextDueItem(upTo limit: TimeInterval) -> DueItem? {
        var bestTimerIndex = -1
        var bestDate = 0.0
        var bestSequence: UInt64 = 0
        var index = 0
        while index < timers.count {
            timers.withUnretainedElement(at: index) { timer in
                guard timer.isValid, timer.fireDate <= limit else { return }
                if bestTimerIndex < 0 || timer.fireDate < bestDate
                    || (timer.fireDate == bestDate && timer.sequence < bestSequence) {
                    bestTimerIndex = index
                    bestDate = timer.fireDate
                    bestSequence = timer.sequence
                }
            }
            index += 1
        }
        let bestTimer: MediaTimer? = bestTimerIndex < 0 ? nil : timers[bestTimerIndex]
        var bestLinkIndex = -1
        var bestFrame = Int64.max
        index = 0
        while index < displayLinks.count {
            displayLinks.withUnretainedElement(at: index) { link in
                if !link.isPaused, link.nextFrameIndex < bestFrame {
                    bestFrame = link.nextFrameIndex
                    bestLinkIndex = index
                }
            }
            index += 1
        }
        let bestLink: CADisplayLink? = bestLinkIndex < 0 ? nil : displayLinks[bestLinkIndex]
        if let link = bestLink {
            let frameTime = self.frameTime(bestFrame)
            if frameTime <= limit + 1e-12 {
                if let timer = bestTimer, timer.fireDate <= frameTime { return .timer(timer) }
                return .frame(link)
            }
        }
        if let timer = bestTimer { return .timer(timer) }
        return nil
    }
}

/// The current media time of the current clock, in seconds, as QuartzCore's `CACurrentMediaTime()`.
///
/// - Note: UIKit reads the host's monotonic clock. TouchKit returns ``MediaClock/current``'s ``MediaClock/now``
///   (0 when no clock exists yet), so a test reads virtual time.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> TimeInterval {
    MediaClock.current?.now ?? 0
}
