/// A timer on a ``MediaClock``: Foundation's `Timer`, driven by the injected clock instead of the run loop.
///
/// Create one with ``MediaClock/scheduledTimer(withTimeInterval:repeats:block:)``; stop it with ``invalidate()``.
@MainActor
public final class MediaTimer {
    /// When the timer fires next, in the clock's seconds.
    public private(set) var fireDate: TimeInterval
    /// The repeat interval; 0 for a one-shot timer.
    public let timeInterval: TimeInterval
    /// False once the timer was invalidated or a one-shot timer has fired.
    public private(set) var isValid = true

    weak var clock: MediaClock?
    var sequence: UInt64 = 0
    private var block: (@MainActor (MediaTimer) -> Void)?

    init(clock: MediaClock, fireDate: TimeInterval, interval: TimeInterval, block: @escaping @MainActor (MediaTimer) -> Void) {
        self.clock = clock
        self.fireDate = fireDate
        self.timeInterval = interval
        self.block = block
    }

    /// Stops the timer; it never fires again. Safe to call more than once and from inside its own block.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        block = nil
        clock?.unschedule(self)
    }

    func fire() {
        guard isValid, let block else { return }
        if timeInterval > 0 {
            fireDate += timeInterval
            clock?.unschedule(self)
            clock?.schedule(self)
        } else {
            isValid = false
            self.block = nil
            clock?.unschedule(self)
        }
        block(self)
    }
}
