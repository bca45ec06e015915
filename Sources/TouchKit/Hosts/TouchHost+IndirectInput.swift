/// What the scroll and transform samples share: their timestamps' checks, the clock, the delivery, and the cancel of
/// a gesture that never ends.
extension TouchHost {
    /// A trackpad scroll or transform that sends nothing for this long is cancelled, with a
    /// ``TouchDiagnostic/Kind/indirectGestureAbandoned`` diagnostic: 1 s. TouchKit's choice [?]: a trackpad reports
    /// about every frame while fingers rest on it, so a second of silence means the source lost the end (a device
    /// unplugged, a browser tab hidden).
    public static let abandonedGestureTimeout: TimeInterval = 1

    /// The sample's time as the host takes it: clamped as a finger's is (``TouchDiagnostic/Kind/timestampWentBackwards``,
    /// ``TouchDiagnostic/Kind/timestampOutOfRange``); the clock is advanced to it first, so timers due earlier (a
    /// wheel's end, an abandoned gesture's cancel) fire before the sample.
    func acceptIndirectTimestamp(_ timestamp: TimeInterval, what: String) -> TimeInterval {
        var time = timestamp
        let previous = lastTimestamp.isFinite ? lastTimestamp : window.clock.now
        if time.isFinite && time > MediaClock.maximumTime {
            diagnose(.timestampOutOfRange, "\(what): timestamp \(time) beyond \(MediaClock.maximumTime) s clamped to \(previous)", finger: nil)
            time = previous
        } else if !time.isFinite || time < lastTimestamp {
            diagnose(.timestampWentBackwards, "\(what): timestamp \(time) clamped to \(previous)", finger: nil)
            time = previous
        }
        lastTimestamp = time
        if time > window.clock.now { window.clock.advance(to: time) }
        return time
    }

    /// A location the host takes (finite, within ±1e7 pt); otherwise a diagnostic, as for a finger.
    func acceptIndirectLocation(_ location: CGPoint, what: String) -> Bool {
        guard location.isFinite else {
            diagnose(.nonFiniteLocation, "\(what): non-finite location dropped", finger: nil)
            return false
        }
        guard abs(location.x) <= 1e7, abs(location.y) <= 1e7 else {
            diagnose(.locationOutOfRange, "\(what): location beyond ±1e7 pt dropped", finger: nil)
            return false
        }
        return true
    }

    /// Delivers `event` at `time` and `location` through the window's `sendEvent(_:)` (an override sees it, as a
    /// touch event), unless an event is being delivered (a sample sent from a
    /// recognizer's action: dropped with a diagnostic, as a finger's).
    func deliverIndirect(_ event: IndirectEvent, at location: CGPoint, time: TimeInterval) {
        guard !window.isDispatchingEvent else {
            diagnose(.invalidArgument, "a scroll or transform sent while an event is being delivered: dropped", finger: nil)
            return
        }
        event.locationInWindow = location
        event.timestamp = time
        window.sendEvent(event)
    }

    /// The modifier keys of a scroll or transform sample: its event's, and the window's latest (what
    /// ``UIGestureRecognizer/modifierFlags`` reads during a scroll, as UIKit's does).
    func setModifierFlags(_ flags: UIKeyModifierFlags) {
        window.touchEvent.modifierFlags = flags
        indirectInput.scrollEvent.modifierFlags = flags
        indirectInput.wheelEvent.modifierFlags = flags
        indirectInput.transformEvent.modifierFlags = flags
    }

    /// Re-arms the cancel of an abandoned trackpad gesture while one is under way, disarms it otherwise.
    func updateAbandonTimer() {
        guard indirectInput.isScrolling || indirectInput.isTransforming else {
            indirectInput.abandonTimer?.disarm()
            return
        }
        let clock = window.clock
        let fireDate = clock.now + Self.abandonedGestureTimeout
        if let timer = indirectInput.abandonTimer {
            timer.arm(at: fireDate, on: clock)
            return
        }
        let timer = MediaTimer(clock: clock, fireDate: fireDate, interval: 0, isRearmable: true) { [weak self] _ in
            self?.cancelAbandonedGestures()
        }
        clock.schedule(timer)
        indirectInput.abandonTimer = timer
    }

    private func cancelAbandonedGestures() {
        let time = window.clock.now
        if indirectInput.isScrolling {
            diagnose(.indirectGestureAbandoned, "trackpad scroll: no sample for \(Self.abandonedGestureTimeout) s, cancelled", finger: nil)
            send(ScrollSample.trackpad(.cancelled, at: indirectInput.scrollLocation, timestamp: time,
                                       modifierFlags: window.touchEvent.modifierFlags))
        }
        if indirectInput.isTransforming {
            diagnose(.indirectGestureAbandoned, "trackpad pinch or rotation: no sample for \(Self.abandonedGestureTimeout) s, cancelled", finger: nil)
            send(TransformSample(.cancelled, at: indirectInput.transformLocation, timestamp: time,
                                 modifierFlags: window.touchEvent.modifierFlags))
        }
    }
}
