/// One raw input sample from a real input source: a finger's id, phase, window location and time.
public struct TouchSample: Sendable, Equatable {
    /// The input source's identifier for the finger; stable from began to ended.
    public var id: Int
    /// What the finger did: began, moved, ended or cancelled (stationary samples are ignored).
    public var phase: UITouch.Phase
    /// The location in window coordinates.
    public var location: CGPoint
    /// The time of the sample, in the window clock's seconds.
    public var timestamp: TimeInterval
    /// What touched: a finger by default.
    public var type: UITouch.TouchType
    /// Pressure, 1.0 = an average touch.
    public var force: CGFloat
    /// Contact radius in points.
    public var majorRadius: CGFloat

    /// A sample of finger `id`; a finger by default, of average pressure and a 20 pt contact radius.
    public init(
        id: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval,
        type: UITouch.TouchType = .direct, force: CGFloat = 1, majorRadius: CGFloat = 20
    ) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.type = type
        self.force = force
        self.majorRadius = majorRadius
    }
}

/// The entry point for a real input source: turns raw samples into `UITouch`es and `UIEvent`s for a window, as
/// UIKit's event system does with the digitizer's reports.
///
/// Samples that arrive together form one event (several fingers at once). Before the event is delivered the window's
/// clock is advanced to its time, so timers due earlier (a long press, a double-tap timeout) fire first.
///
/// Bad input never crashes and never costs the valid fingers anything; each case produces a ``TouchDiagnostic``
/// (observe them with ``UIWindow/addDiagnosticObserver(_:)`` or ``diagnostics``):
/// - a move, end or cancel for a finger that is not down is dropped;
/// - a began for a finger that is down first cancels the old touch (its own event), then begins the new one;
/// - the same finger twice in one event: the later sample wins;
/// - NaN, infinite, or absurd (beyond ±1e7 pt) locations drop the sample;
/// - a timestamp earlier than the previous event's (or not finite) is clamped to it;
/// - a timestamp beyond ``MediaClock/maximumTime`` (1e10 s, about 317 years: nanoseconds passed as seconds, say) is
///   clamped to the previous event's, and does not move the clock;
/// - more than ``maximumSimultaneousTouches`` fingers: the extra began samples are dropped.
@preconcurrency @MainActor
public final class TouchHost {
    /// The window the samples are for.
    public let window: UIWindow
    /// The window's event (a `let` of the window), held here so delivering one costs no reference count.
    private let event: UIEvent
    // `@exclusivity(unchecked)`, once for the type: these are read and written once or more per sample, before the
    // window's delivery, on the main actor only, and no engine code holds an access to one across a call out to app
    // code, so the runtime's dynamic exclusivity check (a call per access, more than the access itself) is left out.
    /// The most fingers down at once; further began samples are dropped. Default 32 (iPads report 11, large touch
    /// tables more).
    @exclusivity(unchecked) public var maximumSimultaneousTouches = 32
    /// Every diagnostic this host produced, oldest first (the last 1,000).
    @exclusivity(unchecked) public private(set) var diagnostics: [TouchDiagnostic] = []

    /// The touch of each finger down, one per finger id, in no particular order, searched by the touch's
    /// `fingerID`. A list rather than a dictionary: the host keeps at most ``maximumSimultaneousTouches`` (32 by
    /// default, a handful in practice), and a walk comparing ids costs less than hashing one.
    @exclusivity(unchecked) private var downTouches: [UITouch] = []
    /// The touch of the last finger looked up (one of ``downTouches``, dropped with it): one finger's samples in a
    /// row are found without a search.
    @exclusivity(unchecked) private var lastFingerTouch: UITouch?
    @exclusivity(unchecked) var lastTimestamp: TimeInterval = -.infinity
    @exclusivity(unchecked) private var sampleGeneration: UInt64 = 0
    /// The touches of the event being built, in the order their samples came. An ``ObjectList``: every sample
    /// appends its touch, and `Array`'s append is two library calls. Borrowed (``BorrowedObjectList``): each is one
    /// of ``downTouches``, which holds it from the sample that adds it until ``forgetLiftedTouch(_:)`` lets go of it
    /// after the event's delivery. Nothing else takes a touch out of ``downTouches``, and a sample app code sends
    /// while an event is built or delivered waits in ``queuedSends`` until the event is over.
    @exclusivity(unchecked) private var pending = BorrowedObjectList<UITouch>()
    /// A began sample joined ``pending`` in this event: only then is the event's touch list grown (a moved sample
    /// skips that walk).
    @exclusivity(unchecked) private var pendingHasBegan = false
    /// An event is under way: its samples are being gathered (diagnostic observers may run), or it is being
    /// delivered (its views' and recognizers' code, the settle after it). App code sending from inside it must wait
    /// (``queueUntilTheEventIsOver(_:)``), and nothing may start another event meanwhile. One flag for both stages,
    /// tested first on every send.
    @exclusivity(unchecked) private(set) var isInEvent = false
    /// What app code sent while an event was built or delivered (from `touchesBegan`, an action, a diagnostic
    /// observer), in the order it came: each goes out as its own event once that event is over, so none is lost and
    /// none mixes into the event under way (``queueUntilTheEventIsOver(_:)``).
    @exclusivity(unchecked) private var queuedSends: [@MainActor () -> Void] = []
    /// ``queuedSends`` is being sent: a send it makes queues behind the others instead of starting another walk.
    @exclusivity(unchecked) private var isSendingQueued = false
    /// The pointer's buttons, location and hover, made by its first sample (`TouchHost+Pointer.swift`).
    @exclusivity(unchecked) var pointer: PointerTracker?
    /// The pencil's hover, pending estimates and reused samples, made by its first sample (`TouchHost+Pencil.swift`).
    @exclusivity(unchecked) var pencil: PencilTracker?
    /// The wheel, trackpad scroll and trackpad transform gestures (`TouchHost+Scroll.swift`,
    /// `TouchHost+Transform.swift`).
    @exclusivity(unchecked) var indirectInput = IndirectInputState()

    /// A host delivering to `window`.
    public init(window: UIWindow) {
        self.window = window
        event = window.touchEvent
        downTouches.reserveCapacity(32)
        pending.reserveCapacity(32)
    }

    /// The fingers currently down.
    public var activeFingers: [Int] { window.touchEvent.orderedTouches.map(\.fingerID) }

    /// The touch object for a finger that is down.
    public func touch(forFinger id: Int) -> UITouch? {
        // Not `Optional.map`: its closure would check the executor on every call (the pointer and pencil ask per sample).
        guard let index = downTouchIndex(forFinger: id) else { return nil }
        return downTouches[index]
    }

    /// Delivers one sample as its own event.
    public func send(_ sample: TouchSample) {
        if isInEvent { return queueUntilTheEventIsOver(sample) }
        guard acceptsSamples else { return }
        advanceClock(toTimeOf: sample)
        beginEvent()
        apply(sample)
        endEvent()
    }

    /// Delivers samples that happened together as one event.
    public func send(_ samples: [TouchSample]) {
        guard !samples.isEmpty else { return }
        if isInEvent { queueUntilTheEventIsOver({ [self] in send(samples) }); return }
        guard acceptsSamples else { return }
        advanceClock(toTimeOf: samples)
        beginEvent()
        for sample in samples { apply(sample) }
        endEvent()
    }

    /// Delivers one sample as its own event, letting `prepare` give the sample's touch what a pointer's or a pencil's
    /// carries beyond a finger's before the event goes out (called only when the host took the sample).
    /// (A pointer's or pencil's own entry queues itself while an event is under way, before it changes its state.)
    /// Inline in those entries, so that their `prepare` closure's context is not retained for the call.
    @inline(__always)
    func send(_ sample: TouchSample, preparing prepare: (UITouch) -> Void) {
        guard acceptsSamples else { return }
        advanceClock(toTimeOf: sample)
        beginEvent()
        apply(sample)
        if let touch = touch(forFinger: sample.id), touch.sampleGeneration == sampleGeneration { prepare(touch) }
        endEvent()
    }

    /// Cancels every touch that is down, as the system does when something takes over the screen.
    public func cancelAllTouches() {
        // Queued as the call itself: the fingers down are those when it runs.
        if isInEvent { queueUntilTheEventIsOver({ [self] in cancelAllTouches() }); return }
        let time = max(lastTimestamp, window.clock.now)
        // A pencil's copies not made yet are made from its touch before the cancel changes it.
        for touch in window.touchEvent.orderedTouches { touch.makeDeferredSamples() }
        let samples = window.touchEvent.orderedTouches.map {
            TouchSample(id: $0.fingerID, phase: .cancelled, location: $0.locationInWindow, timestamp: time, type: $0.type)
        }
        send(samples)
    }

    // MARK: Building one event

    /// Runs the timers and frames due before the event: their callbacks may send samples of their own, which are
    /// delivered as earlier events rather than mixed into this one, which is not begun yet. Called once the host
    /// ``acceptsSamples``: no event is under way, so the clock may run app code.
    private func advanceClock(toTimeOf samples: [TouchSample]) {
        var time = -TimeInterval.infinity
        for sample in samples where isAcceptable(sample.timestamp) && isAcceptable(sample.location) {
            time = max(time, sample.timestamp)
        }
        if time > window.clock.now { window.clock.advance(to: time) }
    }

    /// The clock's run before a one-sample event, as for several samples, without a collection to walk.
    @inline(__always)
    private func advanceClock(toTimeOf sample: TouchSample) {
        guard isAcceptable(sample.timestamp), isAcceptable(sample.location), sample.timestamp > window.clock.now else {
            return
        }
        window.clock.advance(to: sample.timestamp)
    }

    /// Whether samples may be taken now (no event is being built or delivered); diagnosed when not.
    var acceptsSamples: Bool {
        if isInEvent || window.isDispatchingEvent {
            diagnose(.invalidArgument, "samples sent while an event is being built or delivered: dropped", finger: nil)
            return false
        }
        return true
    }

    /// Starts an event, once the host ``acceptsSamples`` and its clock has run (whose callbacks' events are over by
    /// then, so the host still accepts samples).
    private func beginEvent() {
        isInEvent = true
        sampleGeneration &+= 1
        pendingHasBegan = false
        if !pending.isEmpty { pending.removeAllKeepingCapacity() }
    }

    /// A timestamp the host takes: finite, not beyond the clock's ``MediaClock/maximumTime``.
    private func isAcceptable(_ timestamp: TimeInterval) -> Bool {
        timestamp.isFinite && timestamp <= MediaClock.maximumTime
    }

    /// A location the host takes: finite, within ±1e7 pt.
    func isAcceptable(_ location: CGPoint) -> Bool {
        location.isFinite && abs(location.x) <= 1e7 && abs(location.y) <= 1e7
    }

    private func apply(_ sample: TouchSample) {
        guard isAcceptable(sample.location) else { return dropUnacceptableLocation(of: sample) }
        let timestamp = takenTimestamp(sample.timestamp, finger: sample.id)
        if timestamp > window.clock.now { window.clock.advance(to: timestamp) }

        // One lookup per sample (hashing the finger's id is most of a lookup's cost). The touch is borrowed:
        // ``downTouches`` holds it, so a sample costs no retain and release.
        let existing = downTouch(forFinger: sample.id)
        if let existing, existing.withObject({ $0.sampleGeneration == sampleGeneration }) {
            // Retained: diagnostic observers run.
            return applyAgain(sample, to: existing.object, timestamp: timestamp)
        }
        switch sample.phase {
        case .began:
            begin(sample, fingerIsDown: existing != nil, timestamp: timestamp)
        case .moved, .stationary, .ended, .cancelled:
            guard let existing else { return dropSampleOfFingerNotDown(sample) }
            existing.withObject { update($0, with: sample, timestamp: timestamp, phase: sample.phase) }
        }
    }

    /// A second sample of a finger in one event: the later one wins, with a diagnostic. Out of line, as
    /// ``dropUnacceptableLocation(of:)``.
    @inline(never)
    private func applyAgain(_ sample: TouchSample, to existing: UITouch, timestamp: TimeInterval) {
        diagnose(.duplicateFingerInEvent, "finger \(sample.id) appears twice in one event: the later sample wins", finger: sample.id)
        if sample.phase != .began || existing.phase == .began {
            update(existing, with: sample, timestamp: timestamp, phase: existing.phase == .began && sample.phase != .cancelled ? .began : sample.phase)
        }
    }

    /// A sample other than a began for a finger that is not down: dropped, with a diagnostic. Out of line, as
    /// ``dropUnacceptableLocation(of:)``.
    @inline(never)
    private func dropSampleOfFingerNotDown(_ sample: TouchSample) {
        diagnose(.unknownFinger, "finger \(sample.id): \(sample.phase) for a finger that is not down, dropped", finger: sample.id)
    }

    /// A began sample: a new touch for the finger (the finger's touch still down, `fingerIsDown`, is cancelled first).
    /// Out of line: the moved and ended samples, most of a touch's, do not need it.
    @inline(never)
    private func begin(_ sample: TouchSample, fingerIsDown: Bool, timestamp: TimeInterval) {
        if fingerIsDown {
            diagnose(.fingerAlreadyDown, "finger \(sample.id) began while down: the old touch is cancelled first", finger: sample.id)
            cancelStaleTouch(sample.id, timestamp: timestamp)
        }
        // No began sample joined this event yet (most began samples): none is pending, nothing to count.
        let pendingBegan = pendingHasBegan ? pendingBeganCount : 0
        guard window.touchEvent.orderedTouches.count + pendingBegan < maximumSimultaneousTouches else {
            return diagnose(.tooManyFingers, "finger \(sample.id): more than \(maximumSimultaneousTouches) fingers down, dropped", finger: sample.id)
        }
        let touch = UITouch(fingerID: sample.id)
        touch.beganTimestamp = timestamp
        touch.beganLocationInWindow = sample.location
        touch.previousLocationInWindow = sample.location
        touch.type = sample.type
        update(touch, with: sample, timestamp: timestamp, phase: .began)
        pendingHasBegan = true
        if let index = downTouchIndex(forFinger: sample.id) {
            downTouches[index] = touch
        } else {
            downTouches.append(touch)
        }
        lastFingerTouch = touch
    }

    /// ``checkedTimestamp(_:finger:)`` for a touch sample: the usual timestamp (finite, in order, in range) is taken
    /// inline, any other goes through the checks out of line, with their diagnostics.
    @inline(__always)
    private func takenTimestamp(_ timestamp: TimeInterval, finger: Int) -> TimeInterval {
        if timestamp.isFinite, timestamp >= lastTimestamp, timestamp <= MediaClock.maximumTime {
            lastTimestamp = timestamp
            return timestamp
        }
        return checkedTimestampOutOfLine(timestamp, finger: finger)
    }

    /// ``checkedTimestamp(_:finger:)``, out of line (``takenTimestamp(_:finger:)``).
    @inline(never)
    private func checkedTimestampOutOfLine(_ timestamp: TimeInterval, finger: Int) -> TimeInterval {
        checkedTimestamp(timestamp, finger: finger)
    }

    /// Drops a sample whose location the host does not take (not finite, or beyond ±1e7 pt), with its diagnostic.
    /// Out of line, as the other diagnostics of a sample's path: making their messages inline weighed on every
    /// sample (registers saved, constants loaded) even when none was made.
    @inline(never)
    private func dropUnacceptableLocation(of sample: TouchSample) {
        if !sample.location.isFinite {
            diagnose(.nonFiniteLocation, "finger \(sample.id): non-finite location dropped", finger: sample.id)
        } else {
            diagnose(.locationOutOfRange, "finger \(sample.id): location beyond ±1e7 pt dropped", finger: sample.id)
        }
    }

    /// `timestamp` as the host takes it, now the latest: one earlier than the previous sample's, or not finite, is
    /// clamped to the previous one, and one beyond ``MediaClock/maximumTime`` too (each with its diagnostic).
    @inline(__always)
    func checkedTimestamp(_ timestamp: TimeInterval, finger: Int) -> TimeInterval {
        var timestamp = timestamp
        if timestamp.isFinite && timestamp > MediaClock.maximumTime {
            let previous = lastTimestamp.isFinite ? lastTimestamp : window.clock.now
            diagnose(.timestampOutOfRange, "finger \(finger): timestamp \(timestamp) beyond \(MediaClock.maximumTime) s clamped to \(previous)", finger: finger)
            timestamp = previous
        } else if !timestamp.isFinite || timestamp < lastTimestamp {
            diagnose(.timestampWentBackwards, "finger \(finger): timestamp \(timestamp) clamped to \(lastTimestamp)", finger: finger)
            timestamp = lastTimestamp.isFinite ? lastTimestamp : window.clock.now
        }
        lastTimestamp = timestamp
        return timestamp
    }

    /// ``downTouches``'s touch for finger `id`, through ``lastFingerTouch`` when it is that finger's; unretained
    /// (``downTouches`` holds it).
    private func downTouch(forFinger id: Int) -> UnownedReference<UITouch>? {
        if let lastFingerTouch, lastFingerTouch.fingerID == id { return UnownedReference(lastFingerTouch) }
        guard let index = downTouchIndex(forFinger: id) else { return nil }
        let touch = downTouches[index]
        lastFingerTouch = touch
        return UnownedReference(touch)
    }

    /// Where finger `id`'s touch is in ``downTouches``, if it is down.
    private func downTouchIndex(forFinger id: Int) -> Int? {
        var index = 0
        while index < downTouches.count {
            if downTouches[index].fingerID == id { return index }
            index += 1
        }
        return nil
    }

    private var pendingBeganCount: Int { pending.reduce(0) { $0 + ($1.phase == .began ? 1 : 0) } }

    private func update(_ touch: UITouch, with sample: TouchSample, timestamp: TimeInterval, phase: UITouch.Phase) {
        if touch.sampleGeneration != sampleGeneration {
            touch.sampleGeneration = sampleGeneration
            pending.append(touch)
            if phase != .began { touch.previousLocationInWindow = touch.locationInWindow }
        }
        touch.phase = phase
        touch.locationInWindow = sample.location
        touch.preciseLocationInWindow = sample.location
        touch.timestamp = timestamp
        touch.force = sample.force.isFinite ? max(sample.force, 0) : 1
        touch.majorRadius = sample.majorRadius.isFinite ? max(sample.majorRadius, 0) : 20
    }

    /// A began for a finger that is down: the old touch is cancelled in an event of its own first.
    private func cancelStaleTouch(_ id: Int, timestamp: TimeInterval) {
        guard let staleIndex = downTouchIndex(forFinger: id) else { return }
        let stale = downTouches[staleIndex]
        stale.makeDeferredSamples()
        let alreadyPending = pending.containsIdentical(stale)
        pending.removeIdentical(stale)
        // Deliver the cancellation now, in an event of its own, with the touches already gathered for this event
        // held back: a generation of its own keeps them out of its changed touches (stationary in it, so a view
        // never sees one sample twice), and their phases, which that delivery sets to stationary, are put back.
        let held = pending
        let heldPhases = held.map(\.phase)
        sampleGeneration &+= 1
        stale.sampleGeneration = sampleGeneration
        stale.phase = .cancelled
        stale.timestamp = timestamp
        pending = BorrowedObjectList()
        pending.append(stale)
        if !alreadyPending { stale.previousLocationInWindow = stale.locationInWindow }
        deliverPending(timestamp: timestamp)
        sampleGeneration &+= 1
        pending = held
        for (touch, phase) in zip(held, heldPhases) {
            touch.sampleGeneration = sampleGeneration
            touch.phase = phase
        }
    }

    private func endEvent() {
        if !pending.isEmpty { deliverPending(timestamp: lastTimestamp) }
        isInEvent = false
        if !queuedSends.isEmpty { sendQueued() }
    }

    /// Queues `resend` to run once the event under way is over. Without it, the nested sample would start an event
    /// of its own inside this one and empty ``pending``, whose lifted touches would then never leave the fingers down.
    /// Callers test ``isInEvent`` before they make the closure, so that the usual send allocates nothing.
    func queueUntilTheEventIsOver(_ resend: @escaping @MainActor () -> Void) {
        queuedSends.append(resend)
    }

    /// Queues one touch sample's send (``queueUntilTheEventIsOver(_:)``). Out of line, so that the closure's making
    /// stays out of the one-sample send, whose usual path then saves no registers for it.
    @inline(never)
    private func queueUntilTheEventIsOver(_ sample: TouchSample) {
        queueUntilTheEventIsOver { [self] in send(sample) }
    }

    /// The most samples app code may send from inside events in one turn of the host (one outermost send and what
    /// its events make app code send, and so on): 1,000. TouchKit's choice [?]: far more than any app sends from
    /// its callbacks, few enough that an observer sending on every trace costs a moment, not a hang.
    public static let maximumNestedSends = 1_000

    /// Sends what was queued during the event just delivered, oldest first; what those sends queue goes after, up to
    /// ``maximumNestedSends``; the rest are dropped with a ``TouchDiagnostic/Kind/tooManyNestedSamples`` diagnostic.
    @inline(never)
    private func sendQueued() {
        guard !isSendingQueued else { return }
        isSendingQueued = true
        var index = 0
        while index < queuedSends.count {
            guard index < Self.maximumNestedSends else {
                let dropped = queuedSends.count - index
                queuedSends.removeAll(keepingCapacity: true)
                diagnose(.tooManyNestedSamples, "\(dropped) samples sent from inside events past the \(Self.maximumNestedSends) a turn allows: dropped", finger: nil)
                // What the diagnostic's observers sent is dropped too: the turn is over.
                queuedSends.removeAll(keepingCapacity: true)
                break
            }
            let resend = queuedSends[index]
            resend()
            index += 1
        }
        queuedSends.removeAll(keepingCapacity: true)
        isSendingQueued = false
    }

    private func deliverPending(timestamp: TimeInterval) {
        if pendingHasBegan { addPendingBeganTouchesToEvent() }
        // Each touch borrowed from the event's list (no app code runs in this walk; a `for in` retained each).
        event.orderedTouches.forEachUnretained { touch in
            if touch.sampleGeneration == sampleGeneration {
                touch.changedInCurrentDispatch = true
            } else {
                touch.changedInCurrentDispatch = false
                touch.phase = .stationary
            }
        }
        event.timestamp = timestamp
        window.sendEvent(event)
        // The changed touches are the pending ones, all in the event (the others were set unchanged above): one walk
        // of the event's list, which runs no app code and so borrows each touch without a retain of it or of the
        // list, resets them. Lifted ones (rare: one sample of a touch's life) then leave the event.
        var hasLifted = false
        event.orderedTouches.forEachUnretained { touch in
            touch.changedInCurrentDispatch = false
            if touch.phase == .ended || touch.phase == .cancelled { hasLifted = true }
        }
        if hasLifted {
            for touch in pending where touch.phase == .ended || touch.phase == .cancelled { forgetLiftedTouch(touch) }
        }
        pending.removeAllKeepingCapacity()
    }

    /// A pending touch that ended or was cancelled leaves the event and the fingers down. Out of line, as
    /// ``addPendingBeganTouchesToEvent()``: a moved sample does not need it, and inlined it took the inliner's budget
    /// from the removals inside it. The caller holds `touch` meanwhile (the pending list does not).
    @inline(never)
    private func forgetLiftedTouch(_ touch: UITouch) {
        event.remove(touch)
        // Found by identity (the finger's entry may already be a newer touch); the last entry takes its
        // place, the order being of no account.
        if let entry = downTouches.firstIndexIdentical(to: touch) {
            let last = downTouches.count - 1
            if entry != last { downTouches.swapAt(entry, last) }
            downTouches.removeLast()
        }
        if lastFingerTouch === touch { lastFingerTouch = nil }
    }

    /// The began touches join the event, borrowed from the pending list without a retain (no app code runs here; a
    /// `for in` retained the list and each touch). Out of line, so that the moved sample's delivery stays as short.
    @inline(never)
    private func addPendingBeganTouchesToEvent() {
        pending.forEachUnretained { touch in
            if touch.phase == .began { event.add(touch) }
        }
    }

    func diagnose(_ kind: TouchDiagnostic.Kind, _ message: String, finger: Int?) {
        let diagnostic = TouchDiagnostic(kind: kind, message: message, fingerID: finger)
        if diagnostics.count >= 1000 { diagnostics.removeFirst(diagnostics.count - 999) }
        diagnostics.append(diagnostic)
        window.report(diagnostic)
    }
}
