/// A timer on a ``MediaClock``: Foundation's `Timer`, driven by the injected clock instead of the run loop.
///
/// Create one with ``MediaClock/scheduledTimer(withTimeInterval:repeats:block:)``; stop it with ``invalidate()``.
@preconcurrency @MainActor
public final class MediaTimer {
    // `@exclusivity(unchecked)`, once for the type: every recognizer with a timeout (a tap, a long press, the touch
    // delay) arms its timer on a began sample and disarms it at its reset, on the main actor only, and no engine code
    // holds an access to one across a call out to app code, so the runtime's dynamic exclusivity check (a call per
    // access, more than the access itself) is left out.
    /// When the timer fires next, in the clock's seconds.
    @exclusivity(unchecked) public private(set) var fireDate: TimeInterval
    /// The repeat interval; 0 for a one-shot timer.
    public let timeInterval: TimeInterval
    /// False once the timer was invalidated or a one-shot timer has fired.
    @exclusivity(unchecked) public private(set) var isValid = true

    /// The clock the timer is scheduled on; nil once it fired for the last time or was invalidated (a re-armable
    /// timer keeps it as long as its place in the clock's list, ``isListed``). An ``UnownedReference``: it is non-nil
    /// exactly while the timer is in that clock's list, whose `deinit` clears it for every timer there.
    ///
    /// A clock released off the main actor waits for its isolated `deinit` to run on it: until then it is still in
    /// memory, but its debug-build weak shadow already reads nil. A timer torn down in that window (a recognizer whose
    /// own isolated `deinit` runs first) reads its clock as gone rather than trapping; the clock's `deinit` then finds
    /// the timer still listed and clears it, as for any other.
    var clock: MediaClock? {
        @inline(__always) get {
            guard let unretainedClock, !unretainedClock.isDangling else { return nil }
            return unretainedClock.object
        }
        @inline(__always) set {
            if let newValue { unretainedClock = UnownedReference(newValue) } else { unretainedClock = nil }
        }
    }
    /// ``clock``'s storage, compared by identity without a reference count when a timeout is armed again.
    @exclusivity(unchecked) private var unretainedClock: UnownedReference<MediaClock>?
    @exclusivity(unchecked) var sequence: UInt64 = 0
    /// Whether the timer holds a place in its clock's list. A re-armable timer keeps its place while it waits to be
    /// armed again (``disarm()``, or fired): arming it then writes its fields and searches and moves nothing. The
    /// clock skips the invalid ones and drops them when its list grows (see ``MediaClock/schedule(_:)``).
    @exclusivity(unchecked) var isListed = false
    @exclusivity(unchecked) private var block: (@MainActor (MediaTimer) -> Void)?
    /// Whether the timer keeps its block once it fired or was invalidated, to be armed again with ``arm(at:)``: the
    /// engine's own timeouts reuse one timer each, so a timeout allocates nothing. Never true for app timers.
    let isRearmable: Bool

    init(
        clock: MediaClock, fireDate: TimeInterval, interval: TimeInterval, isRearmable: Bool = false,
        block: @escaping @MainActor (MediaTimer) -> Void
    ) {
        unretainedClock = UnownedReference(clock)
        self.fireDate = fireDate
        self.timeInterval = interval
        self.isRearmable = isRearmable
        self.block = block
    }

    /// Stops the timer; it never fires again. Safe to call more than once and from inside its own block.
    public func invalidate() {
        // A re-armable timer that waits to be armed again is invalid but still listed: it leaves the list too.
        if isListed { clock?.unschedule(self) }
        clock = nil
        guard isValid else { return }
        isValid = false
        if !isRearmable { block = nil }
    }

    /// Stops a re-armable timer until it is armed again: it never fires meanwhile, and keeps its place in its clock's
    /// list, so that stopping it and arming it again search nothing (a recognizer's timeout is stopped on every lift
    /// and armed on every touch). Any other timer is invalidated.
    func disarm() {
        guard isRearmable else { return invalidate() }
        isValid = false
    }

    /// Schedules a re-armable one-shot timer again on `clock`, to fire at `fireDate` (replacing the pending firing,
    /// if any, on whichever clock). It fires after every timer scheduled before, at the same instant, as a new timer
    /// would: it takes a new place in the clock's order.
    func arm(at fireDate: TimeInterval, on clock: MediaClock) {
        guard isRearmable else { return }
        self.fireDate = fireDate
        isValid = true
        if isListed, unretainedClock?.refers(to: clock) == true {
            clock.takeNextSequence(for: self)
            return
        }
        if isListed { self.clock?.unschedule(self) }
        self.clock = clock
        clock.schedule(self)
    }

    /// Its clock went away: the timer never fires.
    func clockDidGoAway() {
        clock = nil
        isListed = false
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
        } else if isRearmable {
            // Keeps its place for the next time it is armed (``disarm()``).
            isValid = false
        } else {
            isValid = false
            self.block = nil
            clock?.unschedule(self)
            clock = nil
        }
        block(self)
    }
}
