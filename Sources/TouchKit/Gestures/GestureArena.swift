/// The rules between gesture recognizers, in one place: who receives a touch, who wins, who waits, and what the
/// views see as a result. One arena per window.
///
/// The rules, with their sources (docs/UIKitFacts.md, "Gesture recognizer core"; the 2010 talk, Simplifying Touch
/// Event Handling with Gesture Recognizers; the 2014 talk, Advanced Scrollviews and Touch Handling Techniques; the
/// 2017 talk, Modern User Interaction on iOS). This file holds the decisions; each rule that has more to it than a
/// decision has a file of its own, named after it:
///
/// - **Who joins.** When a touch begins, the recognizers of the hit view and of each ancestor, deepest first, are
///   offered it through UIKit's gates in order: exclusive touch type, allowed touch types, enabled, not finished,
///   exclusive-touch views, `shouldReceive(event)` (subclass, then delegate, once per attempt), the engine's own
///   gate, the delegate's `shouldReceive(touch)`.
/// - **When it is decided.** After every event (and every timer or frame callback) the recognizers whose state
///   changed are settled together: deeper views first, then on one view the most recently added first (the 2010
///   talk's tie-break: `GestureArena+SettleOrder.swift`). Actions go out only from here, after the state change.
/// - **Exclusion.** The first to recognize wins: when a recognizer is admitted it prevents every other recognizer in
///   play whose view is the same or an ancestor or descendant of its own (siblings never interact), unless
///   `canPrevent`/`canBePrevented` say no, either delegate allows simultaneous recognition, or a failure
///   requirement links the two. A prevented recognizer is cancelled if it had begun, failed otherwise. A recognizer
///   that recognizes while an interacting one is already admitted is prevented in the same way
///   (`GestureArena+Exclusion.swift`).
/// - **Failure requirements.** A recognizer that requires another to fail may change state, but its action waits
///   until the other fails; its first action then carries `.began` even if it has moved on. If the other
///   recognizes, the waiting one fails and never sends an action. Requirements come from `require(toFail:)`, the
///   subclass methods and the delegate methods, in both directions. A cycle is broken in favour of the one that
///   recognized first (`GestureArena+FailureRequirements.swift`).
/// - **Delivery.** Recognizers see each event's touches before the views do, grouped by phase
///   (`GestureArena+Delivery.swift`, with its reused sets, ``DeliveryScratch``, and its borrowed walk,
///   ``BorrowedRecognizerWalk``).
/// - **Views.** On admission, `cancelsTouchesInView` cancels the recognizer's touches in their views, just before
///   the action. Undecided recognizers with `delaysTouchesBegan`/`delaysTouchesEnded` hold the view's delivery; it
///   is released when they fail and dropped (began) or turned into a cancellation (ended) when they recognize.
/// - **Reset.** A recognizer that ended, was cancelled or failed is reset at the end of the settle that saw it
///   (unless it still waits on a requirement), drops its touches, and takes only new ones.
///
/// In debug builds every dispatch and clock callback ends with a check of the arena's invariants
/// (``ArenaInvariants``).
@MainActor
final class GestureArena {
    /// The window, which owns the dispatcher that owns this arena: it outlives the arena (``UnownedReference``).
    let windowReference: UnownedReference<UIWindow>
    var window: UIWindow { @inline(__always) get { windowReference.object } }
    // `@exclusivity(unchecked)`, once for the type: these stored properties are read and written on the per-sample
    // path, on the main actor only, and no engine code holds an access to one across a call out to app code, so the
    // runtime's dynamic exclusivity check (a call per access, more than the access itself) is left out.

    /// Recognizers taking part in an attempt (tracking touches, or undecided without touches, such as a tap waiting
    /// for its second tap). They alone own the attempt's recognizers: a touch's list and a recognizer's tracked
    /// touches borrow (``BorrowedRecognizerWalk``). An ``ObjectList``, for its cheap append and its one removal of
    /// the recognizers a reset walk took out (``ObjectList/removeLast(_:)``).
    @exclusivity(unchecked) var participants = ObjectList<UGR>()
    /// The walks of a touch's list under way, and the recognizers the participants let go of meanwhile.
    @exclusivity(unchecked) var walks = BorrowedRecognizerWalk()
    /// While ``resetFinished()`` walks, the indices in ``participants`` of the recognizers it already reset, which
    /// leave the list when the walk ends; empty otherwise.
    @exclusivity(unchecked) private var resetHoles: Range<Int> = 0 ..< 0
    /// Recognizers whose state changed since the last settle.
    @exclusivity(unchecked) private var changed = ObjectList<UGR>()
    /// The recognizers a settle round settles, in settle order.
    @exclusivity(unchecked) var candidates = ObjectList<UGR>()
    /// Recognizers that recognized and wait for a failure requirement.
    @exclusivity(unchecked) var waiting: [UGR] = []
    /// Scratch for ``sortCandidates()`` past 32 candidates, kept to avoid allocating (freed in `deinit`): each
    /// candidate's settle key and position, sorted, and the merge's other buffer.
    @exclusivity(unchecked) var settleEntries = PlainValueBuffer<SettleEntry>()
    @exclusivity(unchecked) var mergeScratch = PlainValueBuffer<SettleEntry>()
    /// Scratch for ``sortCandidates()``: the candidates' keys, in the candidates' order.
    @exclusivity(unchecked) var settleKeys: [Int] = []
    @exclusivity(unchecked) private(set) var isSettling = false
    /// Whether a participant may be admitted (``UIGestureRecognizer/isAdmitted``): raised by every admission and
    /// lowered when a settle ends with no participant left. An admitted recognizer stays a participant of the arena
    /// that admitted it until the reset that clears its flag, so while this is false none is, and
    /// ``admittedRecognizer(preventing:)`` has nothing to look for.
    @exclusivity(unchecked) var mayHaveAdmitted = false
    /// The recognizer whose first action ``sendFirstAction(of:)`` is sending with `.began` though it already ended
    /// (or was cancelled) while it waited on a requirement, nil otherwise. It has decided its attempt, so it takes no
    /// new touch meanwhile (a touch put down by app code its action runs), as one in `.ended` would not: taking one
    /// would turn its state to `.changed` and lose the end it still has to report.
    @exclusivity(unchecked) var recognizerReportingBeganAfterItsEnd: ObjectIdentifier?
    /// Whether a participant may have become resettable (terminal, not waiting, nothing pending) since the last
    /// ``resetFinished()``: set wherever that can happen (a state change, a forced failure, a released wait), so a
    /// settle with nothing to do (most moved samples) does not walk the participants.
    @exclusivity(unchecked) var mayHaveResettable = false
    /// Whether a held view delivery may have become releasable (or droppable) since the dispatcher last looked at
    /// its held touches (``TouchDispatcher/flushHeldTouches()``, which clears it). A settle with no state change
    /// and no reset pending only flushes held deliveries, and their outcome can change only through what sets this:
    /// a touch ended, cancelled, blocked or forgotten on the dispatcher's side (a touch just held is not releasable:
    /// it was held because an undecided recognizer delays it); a recognizer leaving a touch
    /// (``UIGestureRecognizer/ignore(_:for:)``, a reset) or its `delaysTouchesBegan`/`delaysTouchesEnded` changing
    /// on the recognizers' side (a state change is in ``changed``, which settles anyway).
    @exclusivity(unchecked) var heldDeliveryMayChange = false
    /// The sets of touches handed to recognizers, reused from event to event.
    @exclusivity(unchecked) var scratch = DeliveryScratch()
    /// The epoch of the memo of who waits for whom (``requiredParticipants(of:)``): a new one, unique among all
    /// arenas, whenever the participants or any static requirement change.
    @exclusivity(unchecked) var requirementEpoch: UInt64 = GestureArena.newEpoch()
    @exclusivity(unchecked) var requirementChangesSeen: UInt64 = 0
    /// Scratch for the search of requirement cycles (``waits(_:transitivelyOn:)``).
    var searchStack: [UGR] = []
    /// The counter behind every epoch, search mark and reset step (``ResetStep``), shared by all arenas.
    @exclusivity(unchecked) static var lastEpoch: UInt64 = 0
    /// The "no" answers given without asking anyone, which a delegate set later must find recorded.
    @exclusivity(unchecked) var unaskedRequirements = UnaskedRequirementLog()
    /// Whether this arena is in ``arenasWithUnaskedRequirements`` (from its first unasked answer to its `deinit`).
    @exclusivity(unchecked) var isListedWithUnaskedRequirements = false
    /// How many times a failure requirement between two recognizers was looked up (tests count it: it grows with
    /// the square of the participants, not their cube).
    @exclusivity(unchecked) var requirementQueries = 0

    typealias UGR = UIGestureRecognizer

    init(window: UIWindow) {
        windowReference = UnownedReference(window)
        participants.reserveCapacity(16)
        changed.reserveCapacity(16)
        candidates.reserveCapacity(16)
        settleKeys.reserveCapacity(16)
    }

    /// Participants outliving their window's arena must not point back at it.
    isolated deinit {
        for recognizer in participants { recognizer.arena = nil }
        changed.forEachUnretained { $0.isListedAsChanged = false }
        unaskedRequirements.deallocate()
        settleEntries.deallocate()
        mergeScratch.deallocate()
        if isListedWithUnaskedRequirements {
            let address = UnownedReference.address(of: self)
            Self.arenasWithUnaskedRequirements.removeAll { $0.address == address }
        }
    }

    /// The window's dispatcher, which owns this arena (so it outlives it): read once from the window and kept
    /// unretained, so the checks of every state change (``isIdle``) count no references.
    var dispatcher: TouchDispatcher {
        if let knownDispatcher { return knownDispatcher.object }
        let dispatcher = window.dispatcher
        knownDispatcher = UnownedReference(dispatcher)
        return dispatcher
    }
    @exclusivity(unchecked) private(set) var knownDispatcher: UnownedReference<TouchDispatcher>?

    /// Calls `body` with the dispatcher borrowed, without the retain and release that reading ``dispatcher`` costs
    /// once it is known (the first read looks it up).
    @inline(__always)
    func withDispatcher<Result>(_ body: (TouchDispatcher) -> Result) -> Result {
        if let knownDispatcher { return knownDispatcher.withObject(body) }
        return body(dispatcher)
    }

    // MARK: Who joins

    /// Offers a new touch to the recognizers of its hit view and every ancestor, deepest first.
    ///
    /// The walk up retains only the views whose recognizers it asks (their gates run app code, which may take the
    /// view out of the window meanwhile); a view without recognizers is passed over borrowed, as nothing runs between
    /// reading it (from the touch, which holds it, or from a view held or borrowed the same way) and reading its
    /// superview (see `UIView.unretainedSuperview`). No `withExtendedLifetime` here: its closure, formed on the main
    /// actor, costs a runtime check of the executor.
    func attachRecognizers(to touch: UITouch, event: UIEvent) {
        let exclusiveView = TouchDispatcher.touchedExclusiveView(in: event)
        guard let hitView = touch.view else { return }
        var current = UnownedReference(hitView)
        while true {
            let next: UnownedReference<UIView>?
            if current.withObject({ $0.storedGestureRecognizers.isEmpty }) {
                next = current.withObject { $0.unretainedSuperview }
            } else {
                let view = current.object
                offer(touch, toRecognizersOf: view, event, exclusiveView)
                next = view.unretainedSuperview
            }
            guard let next else { break }
            current = next
        }
    }

    /// Offers `touch` to each recognizer `view` has as the offer starts (app code in a gate may add or remove some),
    /// each borrowed from that list, which holds it for its gates.
    private func offer(_ touch: UITouch, toRecognizersOf view: UIView, _ event: UIEvent, _ exclusiveView: UIView?) {
        let recognizers = view.storedGestureRecognizers
        recognizers.forEachUnretained { recognizer in
            if let gate = closedGate(for: recognizer, touch, event, exclusiveView) {
                if window.isTracing {
                    window.trace(.recognizerRefusedTouch(gate), recognizer: recognizer, view: view, finger: touch.fingerID)
                }
            } else {
                join(recognizer, touch)
            }
        }
    }

    /// UIKit's receive gates, in UIKit's order: the first that keeps `recognizer` from `touch`, or nil when it takes
    /// it.
    @inline(__always)
    private func closedGate(
        for recognizer: UGR, _ touch: UITouch, _ event: UIEvent, _ exclusiveView: UIView?
    ) -> RecognizerGate? {
        if recognizer.requiresExclusiveTouchType, let first = recognizer.trackedTouches.first, first.type != touch.type {
            return .touchTypeMismatch
        }
        if recognizer.allowedTouchTypeMask & (1 << touch.type.rawValue) == 0 { return .touchTypeNotAllowed }
        if !recognizer.isEnabled { return .disabled }
        if recognizer.storedState.isTerminal || recognizerReportingBeganAfterItsEnd == ObjectIdentifier(recognizer) {
            return .finished
        }
        if let exclusiveView, let view = recognizer.view, !exclusiveView.isDescendant(of: view) { return .exclusiveTouch }
        if !recognizer.isInAttempt || !recognizer.askedShouldReceiveEvent {
            recognizer.askedShouldReceiveEvent = true
            guard recognizer.shouldReceive(event),
                  recognizer.delegateIfSet?.gestureRecognizer(recognizer, shouldReceive: event) ?? true
            else { return .shouldReceiveEvent }
        }
        guard recognizer.acceptsTouchByDesign(touch) else { return .recognizerRule }
        guard recognizer.delegateIfSet?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else {
            return .delegateShouldReceiveTouch
        }
        return nil
    }

    private func join(_ recognizer: UGR, _ touch: UITouch) {
        touch.recognizers.append(recognizer)
        recognizer.trackedTouches.append(touch)
        recognizer.attemptTouches.append(touch)
        enterAttempt(recognizer)
        if window.isTracing {
            window.trace(.recognizerReceivedTouch, recognizer: recognizer, view: recognizer.view, finger: touch.fingerID)
        }
    }

    /// Makes `recognizer` a participant of the current attempt, pointing back at this arena until its reset.
    @inline(__always)
    private func enterAttempt(_ recognizer: UGR) {
        guard !recognizer.isInAttempt else { return }
        recognizer.isInAttempt = true
        recognizer.arena = self
        // Before anyone joins, the unasked answers of recognizers that left are forgotten (a recognizer gone since
        // must not be taken for one that joins at its address: see ``UnaskedRequirementLog``).
        if !unaskedRequirements.isEmpty { forgetUnaskedRequirementsOfLeavers() }
        participants.append(recognizer)
        requirementEpoch = Self.newEpoch()
    }

    static func newEpoch() -> UInt64 {
        lastEpoch &+= 1
        return lastEpoch
    }

    // MARK: Settling

    /// Records `recognizer`'s state change for the settle (``noteAnyStateChange(of:)``). Inline for its usual case,
    /// a participant failing outside a settle (see there).
    @inline(__always)
    func noteStateChange(of recognizer: UGR) {
        guard recognizer.isInAttempt, recognizer.storedState == .failed, !isSettling else {
            return noteAnyStateChange(of: recognizer)
        }
        mayHaveResettable = true
        recognizer.hasPendingStateChange = false
    }

    @inline(never)
    private func noteAnyStateChange(of recognizer: UGR) {
        if !recognizer.isInAttempt { enterAttempt(recognizer) }
        mayHaveResettable = true
        // A failure noted outside a settle (most recognizers of a lifted touch fail while it is delivered) is not
        // listed: the next settle's first round would only clear its flag (a failed recognizer settles to
        // nothing) and reset it at that round's end, with the others, in the participants' order. Cleared now, the
        // flag lets that same round's ``hasResettable()`` and ``resetFinished()`` find it, so nothing changes but
        // the list's bookkeeping. A failure during a settle is listed as before: its reset waits for the next round.
        if recognizer.storedState == .failed && !isSettling {
            recognizer.hasPendingStateChange = false
            return
        }
        // Listed once: the flag, not a search of the list (which grew with the recognizers that changed together).
        guard !recognizer.isListedAsChanged else { return }
        recognizer.isListedAsChanged = true
        changed.append(recognizer)
    }

    /// Settles now unless an event, a clock callback or a settle is already under way (they settle when done).
    func settleIfIdle() {
        guard isIdle else { return }
        settle()
    }

    /// Settles `recognizer`'s change to `.changed`, just stored (``UIGestureRecognizer/storeStateFromEngine(_:)``),
    /// which ``UIGestureRecognizer/setStateFromEngine(_:)`` would have settled: when it is admitted and the only work
    /// (nothing else changed, waiting or held, nothing under way), the one round ``settle()`` would run is its
    /// actions; then anything they changed is settled. Otherwise it is noted and settled as usual. For a hover
    /// moving over its view (`UIHoverGestureRecognizer`), whose every move changes it.
    func settleContinuedChange(of recognizer: UGR) {
        guard recognizer.isAdmitted, recognizer.isInAttempt, recognizer.storedState == .changed, changed.isEmpty,
              waiting.isEmpty, !heldDeliveryMayChange, isIdle, !withDispatcher({ $0.hasHeldTouches })
        else {
            recognizer.hasPendingStateChange = true
            noteStateChange(of: recognizer)
            settleIfIdle()
            return
        }
        isSettling = true
        recognizer.sendActions()
        isSettling = false
        if mayHavePendingWork { settle() }
    }

    /// Settles what a scroll or transform event's delivery left (``settle()``). The usual wheel or trackpad step
    /// changes one recognizer, admitted already, to `.changed` (a scroll view's pan following the scroll): when that
    /// is the only candidate, nothing waits and no delivery is held, the first round is taken alone, as ``settle()``
    /// would run it: the recognizer's actions, then the resets of any participant that finished meanwhile (one that
    /// failed during the delivery is not listed). Whatever the actions changed is settled after it, as by the rounds
    /// that follow there.
    func settleAfterDelivery() {
        guard changed.count == 1, waiting.isEmpty, !heldDeliveryMayChange, !isSettling else {
            if mayHavePendingWork { settle() }
            return
        }
        let isContinuedChange = changed.withUnretainedElement(at: 0) {
            $0.isAdmitted && $0.storedState == .changed && $0.hasPendingStateChange
        }
        guard isContinuedChange, !withDispatcher({ $0.hasHeldTouches }) else { return settle() }
        isSettling = true
        do {
            // Let go of before the resets, as the round lets go of its copy of the candidates.
            let recognizer = changed.removeLast()
            recognizer.isListedAsChanged = false
            recognizer.hasPendingStateChange = false
            recognizer.sendActions()
        }
        resetFinished()
        isSettling = false
        if mayHavePendingWork {
            settle()
        } else {
            forgetAttemptIfOver()
        }
    }

    /// Whether no event, clock callback or settle is under way (``settleIfIdle()`` settles then). The dispatcher
    /// is borrowed, not retained: its retain and release cost more than the rest of the check.
    var isIdle: Bool {
        @inline(__always) get {
            guard !isSettling else { return false }
            return !withDispatcher { $0.isDispatching } && !window.clock.isInCallback
        }
    }

    /// Whether a state change or a reset may be pending (``settle()`` has work unless both are false and no
    /// delivery is held).
    var mayHavePendingWork: Bool { !changed.isEmpty || mayHaveResettable || heldDeliveryMayChange }

    /// Resolves every pending state change: exclusion, failure requirements, actions, view consequences, resets.
    func settle() {
        // Most moved samples change nothing, even while a delivery is held: no walk, no flag, no loop.
        guard !isSettling, !changed.isEmpty || mayHaveResettable || heldDeliveryMayBeReleasable() else { return }
        isSettling = true
        defer { isSettling = false }
        var rounds = 0
        repeat {
            while !changed.isEmpty || hasResettable() {
                rounds += 1
                if rounds > 1000 {
                    window.report(TouchDiagnostic(kind: .invalidStateTransition, message: "recognizers kept changing state from their actions: settling stopped after 1000 rounds"))
                    changed.forEachUnretained { $0.isListedAsChanged = false }
                    changed.removeAll()
                    break
                }
                takeChangedAsCandidates()
                if candidates.count > 1 { sortCandidates() }
                // Actions run app code, which cannot change the candidates (only this loop does): a copy of the list
                // keeps each alive while it is borrowed.
                do {
                    let settling = candidates
                    settling.forEachUnretained { recognizer in
                        guard recognizer.hasPendingStateChange else { return }
                        recognizer.hasPendingStateChange = false
                        settle(recognizer)
                    }
                }
                // Let go of with the round, the copy gone (emptying a shared list would copy it): each is a
                // participant until the resets below, so this frees nothing.
                candidates.removeAllKeepingCapacity()
                reevaluateWaiting()
                resetFinished()
            }
            // Released touches run the views' code, which may change recognizers again (a view that cancels every
            // touch from its touchesBegan): those changes are settled here too, not left for the next event. The
            // dispatcher is borrowed, as the admission borrows it (``admit(_:)``): a settle needs the window, which
            // owns it, to outlive it anyway.
            withDispatcher { $0.flushHeldTouches() }
        } while rounds <= 1000 && (!changed.isEmpty || hasResettable())
        forgetAttemptIfOver()
    }

    /// The end of a settle: once every participant was reset, no unasked answer is live any more, and none is
    /// admitted.
    @inline(__always)
    private func forgetAttemptIfOver() {
        if participants.isEmpty {
            if !unaskedRequirements.isEmpty { unaskedRequirements.removeAll() }
            mayHaveAdmitted = false
        }
    }

    /// Makes the recognizers whose state changed this round's ``candidates`` (empty between rounds), in the order they
    /// changed, and empties ``changed``: the two lists exchange their buffers. No recognizer is retained and released
    /// to go from one list to the other.
    ///
    /// A failed recognizer settles to nothing (``settle(_:)``). Only a failure during a settle is listed (app code
    /// failing one from an action or an observer; ``noteStateChange(of:)``), so failed candidates are rare: they are
    /// sorted with the others and passed over by the walk, which clears their flag as it reaches them (nothing before
    /// reads it of a failed recognizer). Taking them out here cost a retain and release of the list per candidate.
    private func takeChangedAsCandidates() {
        assert(candidates.isEmpty, "a settle round lets go of its candidates")
        swap(&candidates, &changed)
        // Off the list of changes now: a change made during the round (by an action) lists the recognizer again.
        candidates.forEachUnretained { $0.isListedAsChanged = false }
    }

    /// ``heldDeliveryMayChange``, and a delivery is held; the flag is dropped when none is.
    private func heldDeliveryMayBeReleasable() -> Bool {
        guard heldDeliveryMayChange else { return false }
        if dispatcher.hasHeldTouches { return true }
        heldDeliveryMayChange = false
        return false
    }

    private func settle(_ recognizer: UGR) {
        switch recognizer.storedState {
        case .possible, .failed:
            return
        case .cancelled:
            if recognizer.isAdmitted { recognizer.sendActions() }
        case .began, .changed, .ended:
            if recognizer.isAdmitted {
                recognizer.sendActions()
            } else if !recognizer.isWaitingForFailureRequirement {
                tryToAdmit(recognizer)
            }
        }
    }

    private func tryToAdmit(_ recognizer: UGR) {
        if let preventer = admittedRecognizer(preventing: recognizer) {
            prevent(recognizer, by: preventer, rule: .exclusion)
            return
        }
        switch requirementStatus(of: recognizer) {
        case .recognized(let other):
            traceRequirement(.requirementRecognized(TraceEvent.describe(other.object)), recognizer)
            forceFail(recognizer)
        case .pending(let other):
            recognizer.isWaitingForFailureRequirement = true
            waiting.append(recognizer)
            traceRequirement(.waitingForFailure(of: TraceEvent.describe(other.object)), recognizer)
        case .satisfied:
            admit(recognizer)
        }
    }

    func admit(_ recognizer: UGR) {
        recognizer.isAdmitted = true
        mayHaveAdmitted = true
        // The participants as they were (a `for in` walks a copy too), each borrowed from the copy, which keeps it
        // alive through the delegates and actions run for it.
        let list = participants
        list.forEachUnretained { other in
            guard other !== recognizer && other.isInAttempt && other.isStillContending else { return }
            arbitrate(other, against: recognizer)
        }
        if recognizer.cancelsTouchesInView {
            // The dispatcher borrowed, as ``isIdle`` does, though views' code runs: a settle already needs the window
            // (which owns the dispatcher) to outlive it, reading it and its dispatcher after app code ran.
            withDispatcher { $0.cancelInViews(recognizer.attemptTouches) }
        }
        sendFirstAction(of: recognizer)
    }

    /// What the admission of `admitted` means for `other`, a participant still contending: it fails if it must
    /// wait for `admitted` to fail, and is prevented if `admitted` prevents it. Out of line, so that the admission's
    /// walk passes over the participants that no longer contend (most of them, on a lift) without a call.
    @inline(never)
    private func arbitrate(_ other: UGR, against admitted: UGR) {
        if requiresFailure(other, of: admitted) {
            traceRequirement(.requirementRecognized(TraceEvent.describe(admitted)), other)
            forceFail(other)
        } else {
            let rule = exclusionRule(admitted, other)
            if rule?.preventsOther == true {
                // Recognized on this same event and not settled yet: it lost the tie (the settle order).
                let tie = other.hasPendingStateChange && other.storedState.isRecognized
                prevent(other, by: admitted, rule: tie ? .tieBreak : .exclusion)
            } else if let rule, window.isTracing {
                window.trace(.arbitrated(with: TraceEvent.describe(admitted), rule: rule), recognizer: other, view: other.view)
            }
        }
    }

    /// A recognizer that recognized is failed or cancelled because `preventer` won.
    func prevent(_ recognizer: UGR, by preventer: UGR, rule: ExclusionRule) {
        if window.isTracing {
            window.trace(.arbitrated(with: TraceEvent.describe(preventer), rule: rule), recognizer: recognizer, view: recognizer.view)
            window.trace(.prevented(by: TraceEvent.describe(preventer)), recognizer: recognizer, view: recognizer.view)
        }
        forceFail(recognizer)
    }

    /// Ends an attempt as lost: cancelled if it is in `.began`/`.changed` (UIKit coerces began→failed to cancelled),
    /// failed otherwise. Only a recognizer whose actions went out gets a `.cancelled` action: one that recognized on
    /// this event, or waited on a requirement, never told its targets it began.
    func forceFail(_ recognizer: UGR) {
        mayHaveResettable = true
        if recognizer.isWaitingForFailureRequirement {
            recognizer.isWaitingForFailureRequirement = false
            waiting.removeIdentical(recognizer)
        }
        let isActive = recognizer.storedState == .began || recognizer.storedState == .changed
        // Not noted as a change (``noteStateChange(of:)``): it is settled here, its flag left clear, so a next round
        // would only visit it to skip it (a whole second round, for the tap the winning one prevented). It is a participant already, and this settle is
        // under way: the note would have changed nothing else.
        if recognizer.storedState == .ended {
            // It recognized but its action never went out (it waited on a requirement that recognized, or lost on
            // the event it recognized on): UIKit ends that attempt in .ended with no action, "a complete set of state
            // changes [...] but it never sent out its action" (the 2017 talk). It counts as failed for the
            // recognizers that require it, untraced: ended → failed is a transition UIKit never reports.
            recognizer.storedState = .failed
            recognizer.observedValuesDidChange()
        } else {
            recognizer.storeStateFromEngine(isActive ? .cancelled : .failed)
        }
        recognizer.hasPendingStateChange = false
        if isActive && recognizer.isAdmitted { recognizer.sendActions() }
    }

    /// Releases, admits or fails the recognizers waiting on requirements, until none changes: one released late in

    private func hasResettable() -> Bool {
        guard mayHaveResettable else { return false }
        // Each borrowed from one copy of the list (the questions run no app code): a `for in` retained each.
        let list = participants
        return list.containsUnretained { recognizer in
            recognizer.storedState.isTerminal && !recognizer.isWaitingForFailureRequirement
                && !recognizer.hasPendingStateChange
        }
    }

    /// Resets every participant that finished (terminal, not waiting, nothing pending), in the participants' order,
    /// and takes it out of ``participants``.
    ///
    /// Decision: the ones reset leave the list in one compaction at the end of the walk, not one `remove(at:)` each.
    /// Nothing app code
    /// can reach reads the list's holes meanwhile: while a reset's app code runs (a subclass's `reset()`, an
    /// observer), the list reads as before, the participants kept so far (moved down over the holes as the walk
    /// passes them), then the ``resetHoles`` (recognizers already reset, `isInAttempt` false; the one walk that can
    /// run from app code, ``viewsDidLeaveWindow()``, skips them), then the ones not yet reached and any that joined
    /// meanwhile (appended, as before). A recognizer reset here is held by its hole until the walk ends, not only
    /// through its own reset: one that app code lets go of in a `reset()` is freed once the whole batch is reset,
    /// as UIKit's gesture environment holds the recognizers it resets in one list until the batch is done.
    private func resetFinished() {
        // Cleared first: a reset may change other recognizers (a subclass's `reset()`), which sets it again.
        mayHaveResettable = false
        var kept = 0
        var index = 0
        while index < participants.count {
            // Read in place, borrowed: the list's own reference (the hole it leaves) keeps it alive through the
            // reset's app code, with no retain and release around it.
            let isResettable = participants.withUnretainedElement(at: index) { recognizer in
                recognizer.storedState.isTerminal && !recognizer.isWaitingForFailureRequirement
                    && !recognizer.hasPendingStateChange
            }
            guard isResettable else {
                if kept != index { participants.swapAt(kept, index) }
                kept += 1
                index += 1
                continue
            }
            let recognizer = participants.withUnretainedElement(at: index) { UnownedReference($0) }
            index += 1
            resetHoles = kept ..< index
            requirementEpoch = Self.newEpoch()
            ResetStep.begin(resetting: recognizer.object)
            recognizer.withObject { $0.resetAfterAttempt() }
            ResetStep.end()
        }
        guard kept < participants.count else { return }
        resetHoles = 0 ..< 0
        // The holes are the list's end now: retired under the contract of the borrowed walks.
        walks.retire(participantsFrom: kept, in: &participants)
        requirementEpoch = Self.newEpoch()
    }

    /// The step of the reset of `recognizer` by a ``resetFinished()`` walk under way (see ``recognizerBeingReset``);

    // MARK: Views leaving

    /// Recognizers on views that left the window abandon their attempt (asked per recognizer, after whatever app
    /// code the touches' cancellations ran: see ``TouchDispatcher/viewsDidLeaveWindow()``).
    func viewsDidLeaveWindow() {
        // The participants as they are now, without the recognizers a reset walk under way already reset (it runs
        // from a reset's app code): the list as a `for in` walked it when each reset left the list at once.
        let list = participants
        let holes = resetHoles
        for index in list.indices where !holes.contains(index) {
            let recognizer = list[index]
            if let view = recognizer.view, !view.isInWindow(window) { recognizer.abandonAttempt() }
        }
        settleIfIdle()
    }
}
