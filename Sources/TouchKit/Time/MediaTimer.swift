/// A timer on a ``MediaClock``: Foundation's `Timer`, driven by the injected clock instead of the run loop.
///
/// Create one with ``MediaClock/scheduledTimer(withTimeInterval:repeats:block:)``; stop it with ``invalidate()``.
@preconcurrency @MainActor
public final class MediaTimer {
    /// When the timer fires next, in the clock's seconds.
    @exclusivity(unchecked) public private(set) var fireDate: TimeInterval
    /// The repeat interval; 0 for a one-shot timer.
    public let timeInterval: TimeInterval
    /// False once the timer was invalidated or a one-shot timer has fired.
    @exclusivity(unchecked) public private(set) var isValid = true

    /// The clock the timer is scheduled on; nil once it fired for the last time or was invalidated. (`unowned`,
    /// cleared by the clock's `deinit`: a weak reference would put the clock on the runtime's slow retain path.)
    @exclusivity(unchecked) unowned var clock: MediaClock?
    @exclusivity(unchecked) var sequence: UInt64 = 0
    @exclusivity(unchecked) private var block: (@MainActor (MediaTimer) -> Void)?
    /// Whether the timer keeps its block once it fired or was invalidated, to be armed again with ``arm(at:)``: the
    /// engine's own timeouts reuse one timer each, so a timeout allocates nothing. Never true for app timers.
    let isRearmable: Bool

    init(
        clock: MediaClock, fireDate: TimeInterval, interval: TimeInterval, isRearmable: Bool = false,
        block: @escaping @MainActor (MediaTimer) -> Void
    ) {
        self.clock = clock
        self.fireDate = fireDate
        self.timeInterval = interval
        self.isRearmable = isRearmable
        self.block = block
    }

    /// Stops the timer; it never fires again. Safe to call more than once and from inside its own block.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        if !isRearmable { block = nil }
        clock?.unschedule(self)
        clock = nil
    }

    /// Schedules a re-armable one-shot timer again on `clock`, to fire at `fireDate` (replacing the pending firing,
    /// if any, on whichever clock).
    func arm(at fireDate: TimeInterval, on clock: MediaClock) {
        guard isRearmable else { return }
        self.clock?.unschedule(self)
        self.clock = clock
        self.fireDate = fireDate
        isValid = true
        clock.schedule(self)
    }

    /// Its clock went away: the timer never fires.
    func clockDidGoAway() {
        clock = nil
        isValid = false
        if !isRearmable { block = nil }
    }

    func fire() {
        guard isValid, let block else { return }
        if timeInterval > 0 {
            // At least the next representable instant: an interval below the time's resolution would otherwise leave
            // the timer due at the same instant for ever (the clock caps its time where this cannot happen, but a
            // timer must not hang the clock whatever its numbers).
            fireDate = max(fireDate + timeInterval, fireDate.nextUp)
            clock?.unschedule(self)
            clock?.schedule(self)
        } else {
            isValid = false
            if !isRearmable { self.block = nil }
            clock?.unschedule(self)
            clock = nil
        }
        block(self)
    }
}
