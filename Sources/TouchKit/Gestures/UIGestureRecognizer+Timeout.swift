/// A recognizer's one timeout on its window's clock (a tap's duration, a long press's minimum duration).
extension UIGestureRecognizer {
    /// TouchKit only: the clock of the recognizer's window, for timeouts. Nil when the view is not in a window.
    public var clock: MediaClock? { view?.window?.clock }

    /// Starts the recognizer's timeout, replacing the running one: ``timeoutElapsed()`` runs after `interval`
    /// seconds of the window's clock, unless ``cancelTimeout()`` or the reset comes first. Nothing happens outside a
    /// window. The built-ins need one timeout at a time (a tap's duration, then the gap to its next tap), so each
    /// recognizer re-arms a single timer and a timeout allocates nothing once the first was made.
    /// An infinite interval never runs out (`minimumPressDuration = .infinity`: the press never begins by time);
    /// NaN and negative intervals run out at once, as 0 (``MediaClock``'s rule for durations).
    func scheduleTimeout(after interval: TimeInterval) {
        guard let window = view?.window else { return }
        scheduleTimeout(after: interval, onClockOf: window)
    }

    /// ``scheduleTimeout(after:)`` on `window`'s clock. The clock, a `let` of the window the caller holds for the
    /// call, and the re-armed timer, held by the recognizer and armed without running app code, are borrowed: no
    /// reference count on either (``clock``, `view?.window?.clock`, would retain the clock too). The view stays
    /// retained across its overridable `window` getter, which is app code.
    private func scheduleTimeout(after interval: TimeInterval, onClockOf window: UIWindow) {
        let clock = window.clock
        let fireDate = clock.now + MediaClock.delay(interval)
        let rearmed: UnownedReference<MediaTimer>? = if let timer = timeoutTimer { UnownedReference(timer) } else { nil }
        if let rearmed {
            rearmed.withObject { $0.arm(at: fireDate, on: clock) }
            return
        }
        // `unowned`: the recognizer's `deinit` invalidates the timer, and a weak capture would put every recognizer
        // with a timeout on the runtime's slow retain path.
        let timer = MediaTimer(clock: clock, fireDate: fireDate, interval: 0, isRearmable: true) { [unowned self] _ in
            self.timeoutElapsed()
        }
        clock.schedule(timer)
        timeoutTimer = timer
    }

    /// Stops the running timeout, if any.
    func cancelTimeout() {
        timeoutTimer?.disarm()
    }

    /// Whether a timeout is running.
    var hasRunningTimeout: Bool { timeoutTimer?.isValid == true }
}
