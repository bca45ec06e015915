/// Delivery: how the arena hands each event's touches to the recognizers that track them.
///
/// The rule (docs/UIKitFacts.md, "Gesture recognizer core"; the 2010 talk, Simplifying Touch Event Handling with
/// Gesture Recognizers): recognizers see a touch before its view does. Every recognizer on a touch's list
/// (``UITouch/recognizers``) is given, once per event, its own changed touches grouped by phase (began, moved, ended,
/// cancelled); a recognizer still in `.began` moves to `.changed` first; a finished or disabled one is given nothing.
/// A lifted touch leaves the recognizers' tracked touches as it is delivered. Undecided recognizers that delay
/// touches hold the views' delivery (``isBeganDelayed(for:)``, ``isEndDelayed(for:)``).
///
/// The sets handed over are the arena's ``DeliveryScratch``, reused from event to event; one finger's began, move
/// and lift each take a path of their own that builds the set once for every recognizer on the finger's list and
/// walks that list borrowed (``forEachRecognizer(of:_:)``).
extension GestureArena {
    /// Gives every recognizer the touches of `event` it holds, grouped by phase: began, moved, ended, cancelled.
    ///
    /// `touches` is the event's ordered touches, held by the caller for the whole call: the walk that looks for the
    /// event's one changed touch borrows each from it without a retain.
    func deliver(_ event: UIEvent, touches: [UITouch], generation: UInt64) {
        // The event's one changed touch, when it has one (one finger moving): see `deliver(_:to:onlyChangedTouch:)`.
        var changedCount = 0
        var changedIndex = 0
        var index = 0
        while index < touches.count {
            if touches.withUnretainedElement(at: index, { $0.changedInCurrentDispatch }) {
                changedCount += 1
                changedIndex = index
            }
            index += 1
        }
        if changedCount == 1, touches.withUnretainedElement(at: changedIndex, { $0.phase == .moved }) {
            return touches.withUnretainedElement(at: changedIndex) { deliverMoved($0, event, generation: generation) }
        }
        deliverOtherThanMove(event, touches: touches, changedCount: changedCount, changedIndex: changedIndex, generation: generation)
    }

    /// ``deliver(_:touches:generation:)`` for any event but one finger's move, out of line so that the moved
    /// sample's function stays small: one finger's
    /// began or lift takes its own path, any other event the general one; `changedCount` touches changed, the last at
    /// `changedIndex`.
    @inline(never)
    func deliverOtherThanMove(
        _ event: UIEvent, touches: [UITouch], changedCount: Int, changedIndex: Int, generation: UInt64
    ) {
        if changedCount == 1 {
            let phase = touches.withUnretainedElement(at: changedIndex) { $0.phase }
            if phase == .began {
                return touches.withUnretainedElement(at: changedIndex) { deliverBegan($0, event, generation: generation) }
            }
            if phase == .ended {
                return touches.withUnretainedElement(at: changedIndex) { deliverEnded($0, event, generation: generation) }
            }
        }
        let onlyChangedTouch = changedCount == 1 ? touches[changedIndex] : nil
        var hasFinishedTouch = false
        for touch in event.orderedTouches where touch.changedInCurrentDispatch && touch.phase != .stationary {
            if touch.phase == .ended || touch.phase == .cancelled { hasFinishedTouch = true }
            var index = 0
            while index < touch.recognizers.count {
                let recognizer = touch.recognizers[index]
                if recognizer.lastDeliveryGeneration != generation {
                    recognizer.lastDeliveryGeneration = generation
                    deliver(event, to: recognizer, onlyChangedTouch: onlyChangedTouch)
                }
                // A recognizer may have left this touch's list meanwhile (`ignore(_:for:)`): the next one now sits
                // at `index`. The generation check keeps anyone from being given the event twice.
                if index < touch.recognizers.count, touch.recognizers[index] === recognizer { index += 1 }
            }
        }
        // The scratch sets must not keep lifted touches alive past the event; live ones are held by the event anyway.
        if !scratch.ended.isEmpty || !scratch.cancelled.isEmpty { scratch.clear() }
        if hasFinishedTouch, !scratch.fingerTouches.isEmpty { scratch.clearFingerSets() }
    }

    /// The moved sample of one finger, the event of every sample while one finger drags: what
    /// ``deliver(_:generation:)`` does for it, without its bookkeeping per recognizer.
    ///
    /// Every recognizer on `touch`'s list tracks it, so each is given the same one-touch moved set (see
    /// ``deliver(_:to:onlyChangedTouch:)``), taken from the scratch once for the whole sample rather than retained
    /// for each call; the recognizers are borrowed (``forEachRecognizer(of:_:)``).
    func deliverMoved(_ touch: UITouch, _ event: UIEvent, generation: UInt64) {
        deliver(touch, only: .moved, event, generation: generation)
    }

    /// The began sample of one finger (a tap's first event): what ``deliver(_:generation:)`` does for it, as
    /// ``deliverMoved(_:_:generation:)`` does for a moved sample. Every recognizer on the new touch's list joined it
    /// in this dispatch and tracks it: each is given the same one-touch began set, built once, and is borrowed.
    @inline(never)
    func deliverBegan(_ touch: UITouch, _ event: UIEvent, generation: UInt64) {
        deliver(touch, only: .began, event, generation: generation)
    }

    /// An event whose one changed touch is `touch`, in `phase` (`.began` or `.moved`): each recognizer on the
    /// touch's list is given the scratch set of `phase` holding `touch` alone (made unless the scratch holds it
    /// already: the same finger's previous moved sample), unless it was given this dispatch's touches already
    /// (`generation`, which it then records); a recognizer still in `.began` moves on first
    /// (``moveOnFromBegan(_:)``).
    @inline(__always)
    func deliver(_ touch: UITouch, only phase: UITouch.Phase, _ event: UIEvent, generation: UInt64) {
        guard !touch.recognizers.isEmpty else { return }
        if scratch.source.count != 1 || scratch.source[0] !== touch || scratch.sourcePhases[0] != phase {
            scratch.clear()
            scratch.source.append(touch)
            scratch.sourcePhases.append(phase)
            if phase == .began { scratch.began.insert(touch) } else { scratch.moved.insert(touch) }
        }
        let touches = phase == .began ? scratch.began : scratch.moved
        forEachRecognizer(of: touch) { recognizer in
            guard recognizer.lastDeliveryGeneration != generation else { return }
            recognizer.lastDeliveryGeneration = generation
            moveOnFromBegan(recognizer)
            guard recognizer.canTakeTouches else { return }
            if phase == .began {
                recognizer.touchesBegan(touches, with: event)
            } else {
                recognizer.touchesMoved(touches, with: event)
            }
        }
    }

    /// The lift of one finger, the event's one changed touch: what ``deliver(_:touches:generation:)`` does for it,
    /// as ``deliverMoved(_:_:generation:)`` does for a move. Every recognizer on `touch`'s list tracks it (see
    /// ``deliver(_:to:onlyChangedTouch:)``), so each is given the same one-touch ended set, taken once for the
    /// event instead of retained twice per recognizer, and stops tracking the touch.
    func deliverEnded(_ touch: UITouch, _ event: UIEvent, generation: UInt64) {
        var scratchHoldsLiftedTouch = false
        if !touch.recognizers.isEmpty {
            // The sets still hold the finger's previous sample (began or moved): the one set holding it alone is given
            // as the ended set as it is, rather than emptied and hashed again, or moved to the ended place first
            // (``DeliveryScratch/rephase(to:)``): a set holds touches, not phases, and it is emptied below.
            let ended: Set<UITouch>
            if scratch.source.count == 1, scratch.source[0] === touch, let held = scratch.set(of: scratch.sourcePhases[0]) {
                ended = held
            } else {
                scratch.clear()
                scratch.source.append(touch)
                scratch.sourcePhases.append(.ended)
                scratch.ended.insert(touch)
                ended = scratch.ended
            }
            forEachRecognizer(of: touch) { recognizer in
                guard recognizer.lastDeliveryGeneration != generation else { return }
                recognizer.lastDeliveryGeneration = generation
                assert(recognizer.trackedTouches.containsIdentical(touch), "a recognizer on a touch's list tracks it")
                moveOnFromBegan(recognizer)
                if recognizer.canTakeTouches { recognizer.touchesEnded(ended, with: event) }
                // Usually `touch` is the recognizer's only one: popped here, without the general call.
                if !stopTrackingLoneTouch(touch, by: recognizer) { stopTracking(ended, by: recognizer) }
            }
            scratchHoldsLiftedTouch = true
        }
        // As after any event with a lifted touch (``deliver(_:touches:generation:)``); the scratch may hold it in
        // the set of its previous phase. (Out of the scope of `ended`, so the set is emptied in place.)
        if scratchHoldsLiftedTouch || !scratch.ended.isEmpty || !scratch.cancelled.isEmpty { scratch.clear() }
        if !scratch.fingerTouches.isEmpty { scratch.clearFingerSets() }
    }

    /// Gives one recognizer its changed touches, by phase, in sets built for it or, when it has the same changed
    /// touches as the recognizer before, in that recognizer's sets.
    ///
    /// `onlyChangedTouch` is the event's one changed touch, if it has one: every recognizer given the event is then
    /// on that touch's list, so it tracks that touch (``join(_:_:)`` and `ignore(_:for:)` add and remove a touch in
    /// both lists; only a lifted touch leaves `trackedTouches` first, and it is not delivered again), and its changed
    /// touches are that touch alone: when the scratch sets hold it, they are this recognizer's without a check.
    func deliver(_ event: UIEvent, to recognizer: UGR, onlyChangedTouch: UITouch?) {
        if let onlyChangedTouch, scratch.source.count == 1, scratch.source[0] === onlyChangedTouch,
           scratch.sourcePhases[0] == onlyChangedTouch.phase {
            assert(recognizer.trackedTouches.containsIdentical(onlyChangedTouch), "a recognizer on a touch's list tracks it")
        } else if onlyChangedTouch == nil, let finger = onlyMovedTouch(of: recognizer) {
            // Several fingers changed and this recognizer has one of them, moved: that finger's own one-touch set.
            moveOnFromBegan(recognizer)
            if recognizer.canTakeTouches { recognizer.touchesMoved(scratch.fingerSet(for: finger), with: event) }
            return
        } else if let onlyChangedTouch, scratch.source.count == 1, scratch.source[0] === onlyChangedTouch,
                  scratch.rephase(to: onlyChangedTouch.phase) {
            // The event's one changed touch was the scratch sets' one touch in an earlier event, in another phase
            // (a finger lifting after it went down or moved): now in its set of this phase, as a rebuild would put it.
        } else if !scratch.holdsChangedTouches(of: recognizer) {
            scratch.clear()
            for touch in recognizer.trackedTouches where touch.changedInCurrentDispatch {
                scratch.append(touch, in: touch.phase)
            }
        }
        moveOnFromBegan(recognizer)
        if !scratch.began.isEmpty, recognizer.canTakeTouches { recognizer.touchesBegan(scratch.began, with: event) }
        if !scratch.moved.isEmpty, recognizer.canTakeTouches { recognizer.touchesMoved(scratch.moved, with: event) }
        if !scratch.ended.isEmpty {
            if recognizer.canTakeTouches { recognizer.touchesEnded(scratch.ended, with: event) }
            stopTracking(scratch.ended, by: recognizer)
        }
        if !scratch.cancelled.isEmpty {
            if recognizer.canTakeTouches { recognizer.touchesCancelled(scratch.cancelled, with: event) }
            stopTracking(scratch.cancelled, by: recognizer)
        }
    }

    /// `recognizer`'s one changed touch, when it has exactly one and that one moved (one finger of several that
    /// moved in the event, each with its own recognizers); nil otherwise.
    func onlyMovedTouch(of recognizer: UGR) -> UITouch? {
        var found: UITouch?
        var index = 0
        while index < recognizer.trackedTouches.count {
            let touch = recognizer.trackedTouches[index]
            index += 1
            guard touch.changedInCurrentDispatch else { continue }
            guard found == nil, touch.phase == .moved else { return nil }
            found = touch
        }
        return found
    }

    /// A recognizer still in .began at the next event moves to .changed by itself (docs/UIKitFacts.md, "Gesture
    /// recognizer core" [re]).
    @inline(__always)
    func moveOnFromBegan(_ recognizer: UGR) {
        guard recognizer.storedState == .began else { return }
        recognizer.storedState = .changed
        recognizer.observedValuesDidChange()
    }

    func stopTracking(_ touches: Set<UITouch>, by recognizer: UGR) {
        // One finger lifting (the usual case) is removed by identity, without hashing each tracked touch.
        // The sets given are the scratch sets, built from `scratch.source`: with one touch there, it is the one lifted
        // (no `Set.first`, which walks the hash table's buckets).
        if scratch.source.count == 1 {
            assert(touches.count == 1 && touches.contains(scratch.source[0]), "the scratch sets hold the scratch source")
            if stopTrackingLoneTouch(scratch.source[0], by: recognizer) { return }
        }
        recognizer.lastCentroidInWindow = recognizer.centroidInWindow(of: recognizer.trackedTouches)
        if scratch.source.count == 1 {
            recognizer.trackedTouches.removeIdentical(scratch.source[0])
        } else if touches.count == 1, let touch = touches.first {
            recognizer.trackedTouches.removeIdentical(touch)
        } else {
            recognizer.trackedTouches.removeMembers(of: touches)
        }
    }

    /// ``stopTracking(_:by:)`` for `touch` when it is the recognizer's only tracked touch (usually): it is popped,
    /// without a search, and true is returned; false, changing nothing, otherwise.
    @inline(__always)
    func stopTrackingLoneTouch(_ touch: UITouch, by recognizer: UGR) -> Bool {
        guard recognizer.trackedTouches.count == 1,
              recognizer.trackedTouches.withUnretainedElement(at: 0, { $0 === touch }) else { return false }
        recognizer.lastCentroidInWindow = UGR.centroidInWindow(ofOne: touch)
        recognizer.trackedTouches.removeLast()
        return true
    }

    /// A touch ended or was cancelled and the event is over: recognizers keep it only while they still decide
    /// about it (held delivery); nothing else refers to it.
    @inline(__always)
    func touchDidFinish(_ touch: UITouch) {
        // Usually every recognizer of the touch was reset in the event, and left its list: no walk, and no call.
        if !touch.recognizers.isEmpty { stopTrackingFinishedTouch(touch) }
    }

    /// ``touchDidFinish(_:)``'s walk, out of line.
    @inline(never)
    func stopTrackingFinishedTouch(_ touch: UITouch) {
        for recognizer in touch.recognizers {
            recognizer.trackedTouches.removeIdentical(touch)
        }
    }

    // MARK: Views' delivery held by undecided recognizers

    /// Whether an undecided recognizer of `touch` delays touches began.
    func isBeganDelayed(for touch: UITouch) -> Bool {
        hasUndecidedRecognizer(of: touch, delayingBegan: true)
    }

    /// Whether an undecided recognizer of `touch` delays touches ended.
    func isEndDelayed(for touch: UITouch) -> Bool {
        hasUndecidedRecognizer(of: touch, delayingBegan: false)
    }

    /// Whether an undecided recognizer of `touch` delays its began (`delayingBegan`) or its end. The walk runs no app
    /// code (the flags are stored properties), so each recognizer is borrowed from the touch's list without a retain.
    @inline(__always)
    func hasUndecidedRecognizer(of touch: UITouch, delayingBegan: Bool) -> Bool {
        let recognizers = touch.recognizers
        return recognizers.containsUnretained { recognizer in
            (delayingBegan ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded) && recognizer.isUndecided
        }
    }
}

extension UIGestureRecognizer {
    /// Whether the recognizer may still be given touches (not disabled or finished from inside a callback).
    var canTakeTouches: Bool { isEnabled && !storedState.isTerminal }
}
