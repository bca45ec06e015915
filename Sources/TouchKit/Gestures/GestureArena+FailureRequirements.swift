/// Failure requirements: a recognizer that requires another to fail waits for it, and what it sends when the wait
/// ends.
///
/// The rule (docs/UIKitFacts.md, "Gesture recognizer core"; the 2017 talk, Modern User Interaction on iOS): a
/// recognizer that requires another to fail may change state, but it is not admitted, and its action does not go out,
/// until the other fails. If the other recognizes, the waiting one fails and never sends an action. When the wait
/// ends in its favour, its first action carries `.began` even if it has moved on meanwhile (``sendFirstAction(of:)``).
/// Requirements come from ``UIGestureRecognizer/require(toFail:)``, the subclass methods
/// (``UIGestureRecognizer/shouldRequireFailure(of:)``, ``UIGestureRecognizer/shouldBeRequiredToFail(by:)``) and the
/// delegate methods, in both directions; the subclass and delegate methods are asked once per attempt. A cycle is
/// broken in favour of the one that recognized first.
extension GestureArena {
    /// Sends the first action of `recognizer`, just admitted. A continuous gesture's first action carries `.began`
    /// even if it has moved on while it waited on a requirement (the 2017 talk, Modern User Interaction on iOS): its
    /// targets see `.began`, then, unless it was `.changed` (the next sample reports that), the state it reached.
    /// One that already ended takes no new touch while its `.began` action runs
    /// (``recognizerReportingBeganAfterItsEnd``).
    func sendFirstAction(of recognizer: UGR) {
        let state = recognizer.storedState
        if recognizer.didBegin && state != .began {
            let reporting = recognizerReportingBeganAfterItsEnd
            if state.isTerminal { recognizerReportingBeganAfterItsEnd = ObjectIdentifier(recognizer) }
            recognizer.storedState = .began
            recognizer.sendActions()
            recognizerReportingBeganAfterItsEnd = reporting
            if recognizer.storedState == .began { recognizer.storedState = state }
            if recognizer.storedState.isRecognized && state != .changed { recognizer.sendActions() }
        } else {
            recognizer.sendActions()
        }
    }

    /// Releases, admits or fails the recognizers waiting on requirements, until none changes: one released late in
    /// a pass (a requirement of its own failed) may be the one an earlier waiter waits on.
    func reevaluateWaiting() {
        var changedAny = true
        while changedAny {
            changedAny = false
            var index = 0
            while index < waiting.count {
                let recognizer = waiting[index]
                guard recognizer.isWaitingForFailureRequirement else {
                    waiting.remove(at: index)
                    continue
                }
                switch requirementStatus(of: recognizer) {
                case .pending:
                    index += 1
                case .recognized(let other):
                    changedAny = true
                    traceRequirement(.requirementRecognized(TraceEvent.describe(other.object)), recognizer)
                    forceFail(recognizer)
                case .satisfied(let other):
                    changedAny = true
                    mayHaveResettable = true
                    waiting.remove(at: index)
                    recognizer.isWaitingForFailureRequirement = false
                    if let other {
                        traceRequirement(.requirementFailed(TraceEvent.describe(other.object)), recognizer)
                    }
                    if recognizer.storedState.isRecognized {
                        if let preventer = admittedRecognizer(preventing: recognizer) {
                            prevent(recognizer, by: preventer, rule: .exclusion)
                        } else {
                            admit(recognizer)
                        }
                    }
                }
            }
        }
    }

    func traceRequirement(_ kind: TraceEvent.Kind, _ recognizer: UGR) {
        if window.isTracing { window.trace(kind, recognizer: recognizer, view: recognizer.view) }
    }

    /// Whether `waiter` must wait for `other` to fail, asked of every source in both directions; the subclass and
    /// delegate methods once per attempt (UIKit: "called once per attempt to recognize").
    @inline(__always)
    func requiresFailure(_ waiter: UGR, of other: UGR) -> Bool {
        requirementQueries &+= 1
        guard waiter !== other else { return false }
        if waiter.hasFailureRequirement(on: other) { return true }
        // No subclass or delegate method could answer (the usual pair of built-in recognizers without delegates):
        // "no", noted rather than asked and recorded (``UnaskedRequirementLog``; the waiter takes part in the
        // attempt, as every waiter asked about does, and the note is forgotten once it has left).
        if !waiter.mayRequireFailureDynamically, !other.mayRequireFailureDynamically, isParticipant(waiter) {
            noteUnaskedRequirement(waiter, of: other)
            return false
        }
        return asksWhetherRequiresFailure(waiter, of: other)
    }

    /// Notes the "no" given for `waiter` and `other` without asking (``UnaskedRequirementLog``).
    @inline(__always)
    func noteUnaskedRequirement(_ waiter: UGR, of other: UGR) {
        if !isListedWithUnaskedRequirements { listWithUnaskedRequirements() }
        unaskedRequirements.note(waiter: waiter, other: other)
    }

    /// Whether no subclass or delegate method can answer for `waiter`, it has no
    /// ``UIGestureRecognizer/require(toFail:)`` entry and takes part in this attempt: every question about it then
    /// rests on the other recognizer alone.
    func isPlainWaiter(_ waiter: UGR) -> Bool {
        !waiter.mayRequireFailureDynamically && !waiter.hasFailureRequirements && isParticipant(waiter)
    }

    /// ``requiresFailure(_:of:)`` when a subclass or delegate method may answer: asked once per attempt.
    @inline(never)
    func asksWhetherRequiresFailure(_ waiter: UGR, of other: UGR) -> Bool {
        waiter.dynamicallyRequiresFailure(of: other) {
            if waiter.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: waiter) { return true }
            if waiter.delegateIfSet?.gestureRecognizer(waiter, shouldRequireFailureOf: other) == true { return true }
            return other.delegateIfSet?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) == true
        }
    }

    @inline(never)
    func forgetUnaskedRequirementsOfLeavers() {
        unaskedRequirements.removeNotes(ofWaitersNotIn: participants)
    }

    /// The arenas that ever gave an unasked answer, unretained (each takes itself off in its `deinit`).
    static var arenasWithUnaskedRequirements: [UnownedReference<GestureArena>] = []

    func listWithUnaskedRequirements() {
        isListedWithUnaskedRequirements = true
        Self.arenasWithUnaskedRequirements.append(UnownedReference(self))
    }

    /// Writes every live unasked answer of every arena into its waiter's memo (``UnaskedRequirementLog``): the first
    /// delegate ever set on a recognizer may be asked from now on, and must not be asked what was already answered.
    static func recordUnaskedRequirements() {
        for listed in arenasWithUnaskedRequirements {
            let arena = listed.object
            if !arena.unaskedRequirements.isEmpty { arena.unaskedRequirements.recordAll(participants: arena.participants) }
        }
    }

    /// The recognizers it names are unretained (nothing to release when it goes): each is held elsewhere (a participant
    /// by ``participants``, a static requirement by its owner, or it could not have been loaded from its weak entry)
    /// and is only described, before any app code runs.
    enum RequirementStatus {
        /// Every requirement failed or is not in play (the last one that failed, for the trace).
        case satisfied(UnownedReference<UGR>?)
        /// A requirement is still undecided.
        case pending(UnownedReference<UGR>)
        /// A requirement recognized: the waiting recognizer must fail.
        case recognized(UnownedReference<UGR>)
    }

    func requirementStatus(of recognizer: UGR) -> RequirementStatus {
        var pending: UGR?
        var failed: UGR?
        // The participants it waits for (memoized), then its static requirements outside the attempt. Each list is
        // walked in a copy (a step may run app code), made only when it is not empty: usually neither has anything.
        updateRequiredParticipants(of: recognizer)
        if !recognizer.requiredParticipants.isEmpty {
            for index in recognizer.requiredParticipants {
                let other = participants[index]
                if let status = requirementStep(recognizer, other, pending: &pending, failed: &failed) { return status }
            }
        }
        if recognizer.hasFailureRequirements {
            for entry in recognizer.failureRequirements {
                guard let other = entry.recognizer, other !== recognizer, !isParticipant(other) else { continue }
                if let status = requirementStep(recognizer, other, pending: &pending, failed: &failed) { return status }
            }
        }
        if let pending { return .pending(UnownedReference(pending)) }
        return .satisfied(failed.map { UnownedReference($0) })
    }

    /// What `other`, which `recognizer` must wait for, means for its requirements: decided (`.recognized`), or nil
    /// after noting it as pending or failed.
    func requirementStep(
        _ recognizer: UGR, _ other: UGR, pending: inout UGR?, failed: inout UGR?
    ) -> RequirementStatus? {
        if other.isWaitingForFailureRequirement {
            // It recognized earlier and waits: undecided, unless it waits (transitively) on `recognizer`. A cycle
            // goes to the one that recognized first.
            if waits(other, transitivelyOn: recognizer) { return .recognized(UnownedReference(other)) }
            pending = pending ?? other
        } else if other.storedState.isRecognized && !other.isAdmitted {
            // It recognized on this same event and settles after `recognizer`: in a cycle, `recognizer` goes
            // first and wins; otherwise wait for it.
            if waits(other, transitivelyOn: recognizer) { return nil }
            pending = pending ?? other
        } else if other.storedState.isRecognized || (other.storedState == .cancelled && other.isAdmitted) {
            return .recognized(UnownedReference(other))
        } else if other.storedState == .possible && other.isInAttempt && other.isEnabled {
            pending = pending ?? other
        } else if other.storedState == .failed {
            failed = other
        }
        return nil
    }

    /// Whether `recognizer` takes part in this arena's attempt (is in ``participants``), without searching the list.
    func isParticipant(_ recognizer: UGR) -> Bool {
        recognizer.isInAttempt && recognizer.arena === self
    }

    /// The indices in ``participants`` of the ones `waiter` must wait for (``requiresFailure(_:of:)``, every source),
    /// worked out once per epoch: a new epoch starts when a participant joins or leaves or any static requirement
    /// changes; the dynamic answers are fixed for an attempt anyway. With it a settle asks about each pair once, and
    /// a chain of 300 requirements settles in a fraction of a second rather than seconds (it was cubic, issue 14).
    func requiredParticipants(of waiter: UGR) -> [Int] {
        updateRequiredParticipants(of: waiter)
        return waiter.requiredParticipants
    }

    /// Brings `waiter`'s ``UIGestureRecognizer/requiredParticipants`` up to date (``requiredParticipants(of:)``).
    func updateRequiredParticipants(of waiter: UGR) {
        if requirementChangesSeen != UGR.failureRequirementChanges {
            requirementChangesSeen = UGR.failureRequirementChanges
            requirementEpoch = Self.newEpoch()
        }
        let epoch = requirementEpoch
        if waiter.requiredParticipantsEpoch != epoch {
            waiter.requiredParticipants.removeAllKeepingCapacity()
            // By index: a delegate asked here may add a participant (appended), never remove one (only a reset does).
            // Each is borrowed from a copy of the list, which keeps it alive through the questions (a participant
            // added meanwhile copies the list on write).
            let asked = participants
            let count = asked.count
            var index = 0
            // While no method can answer for the waiter and it has no `require(toFail:)` entry, each answer rests on
            // the other alone (``requiresFailure(_:of:)``'s checks of the waiter come out the same for every pair):
            // they are made once, and again after any question, which ran app code.
            var waiterIsPlain = isPlainWaiter(waiter)
            while index < count {
                let requires = asked.withUnretainedElement(at: index) { other -> Bool in
                    guard waiterIsPlain else { return requiresFailure(waiter, of: other) }
                    requirementQueries &+= 1
                    guard other !== waiter else { return false }
                    guard other.mayRequireFailureDynamically else {
                        noteUnaskedRequirement(waiter, of: other)
                        return false
                    }
                    defer { waiterIsPlain = isPlainWaiter(waiter) }
                    return asksWhetherRequiresFailure(waiter, of: other)
                }
                if requires { waiter.requiredParticipants.append(index) }
                index += 1
            }
            // Stamped with the epoch it was made in: a change while asking leaves it stale.
            waiter.requiredParticipantsEpoch = epoch
        }
    }

    /// Whether `recognizer` waits, through a chain of requirements on recognizers that recognized or wait, on
    /// `target`. Only participants can have recognized or wait, so the search follows the memoized requirements,
    /// each recognizer once (marked with a fresh epoch number).
    func waits(_ recognizer: UGR, transitivelyOn target: UGR) -> Bool {
        let mark = Self.newEpoch()
        searchStack.removeAllKeepingCapacity()
        searchStack.append(recognizer)
        defer { searchStack.removeAllKeepingCapacity() }
        while let current = searchStack.popLast() {
            guard current.requirementSearchMark != mark else { continue }
            current.requirementSearchMark = mark
            if !isParticipant(current) {
                for entry in current.failureRequirements where entry.recognizer === target { return true }
                continue
            }
            for index in requiredParticipants(of: current) {
                let other = participants[index]
                if other === target { return true }
                if other.isWaitingForFailureRequirement || other.storedState.isRecognized { searchStack.append(other) }
            }
            for entry in current.failureRequirements {
                guard let other = entry.recognizer, !isParticipant(other) else { continue }
                if other === target { return true }
                if other.isWaitingForFailureRequirement || other.storedState.isRecognized { searchStack.append(other) }
            }
        }
        return false
    }
}
