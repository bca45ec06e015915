/// A recognizer's state machine: UIKit's coercion of illegal transitions, the questions asked before it begins, the
/// end of an attempt from outside the touch stream, and the reset that returns it to `.possible`.
extension UIGestureRecognizer {
    /// ``state``'s setter but for its usual request (`.possible` to `.failed`), which the setter makes itself.
    @inline(never)
    func requestTransition(to requested: State) {
        let current = storedState
        let resetsBefore = resetCount
        var target = requested
        var coerced = false
        switch (current, requested) {
        case (_, _) where current.isTerminal:
            if requested == current {
                // A second `.ended` in one attempt sends no second action, as in UIKit, but it is a subclass's bug (it
                // believes it recognized twice): said, so the explorer and the invariant checker can name it.
                if current == .ended {
                    report(.invalidStateTransition, "\(TraceEvent.describe(self)): \(Self.endedTwiceNote)")
                }
                return
            }
            report(.invalidStateTransition, "\(TraceEvent.describe(self)): \(current) → \(requested) ignored until reset")
            return
        case (.possible, .possible):
            return
        case (.possible, .began), (.possible, .changed):
            target = .began
            coerced = requested != .began
            if !shouldBegin() { target = .failed }
        case (.possible, .ended):
            if !shouldBegin() { target = .failed }
        case (.possible, .cancelled):
            target = .failed
            coerced = true
        case (.began, .failed), (.changed, .failed):
            target = .cancelled
            coerced = true
        case (.began, .began), (.changed, .began), (.changed, .possible), (.began, .possible):
            target = .changed
            coerced = true
        default:
            break
        }
        // `shouldBegin` runs delegate and view code, which may have disabled, removed or failed the recognizer, or
        // ended its attempt altogether (cancelled its touches, so it failed and was reset): that decision stands.
        guard storedState == current, resetCount == resetsBefore, isEnabled, viewReference != nil else { return }
        if coerced {
            report(.invalidStateTransition, "\(TraceEvent.describe(self)): \(current) → \(requested) coerced to \(target)")
        }
        setStateFromEngine(target)
    }

    /// Changes the state without coercion, records it for the arena, and settles at once if nothing is under way.
    func setStateFromEngine(_ target: State) {
        storeStateFromEngine(target)
        // The view's window is read only for a trace observer (none was ever added to any window: not read) and for
        // a recognizer not yet in an arena's attempt: only a trace observer, app code, could move the view between
        // the trace and the arena, so the window is read after tracing.
        hasPendingStateChange = true
        // The arena of the attempt is borrowed, not retained, for the bookkeeping: the usual change (one made during
        // an event, or while settling) stops there. Only a settle, which runs app code, holds it.
        if let arenaReference {
            let isIdle = arenaReference.withObject { arena in
                arena.noteStateChange(of: self)
                return arena.isIdle
            }
            if isIdle { arenaReference.object.settle() }
            return
        }
        guard let arena = view?.window?.dispatcher.arena else { return }
        arena.noteStateChange(of: self)
        arena.settleIfIdle()
    }

    /// Changes the state without coercion and tells the observers and the trace: ``setStateFromEngine(_:)`` without
    /// the arena's bookkeeping, for a change the arena makes and settles on the spot (`GestureArena.forceFail(_:)`).
    @inline(__always)
    func storeStateFromEngine(_ target: State) {
        let old = storedState
        storedState = target
        if target == .began { didBegin = true }
        observedValuesDidChange()
        if UIWindow.traceObserverWasEverAdded, let tracingWindow = view?.window, tracingWindow.isTracing {
            tracingWindow.trace(.stateChanged(from: old, to: target), recognizer: self, view: view)
        }
    }

    /// Asks every hit view of the recognizer's touches (when it cancels touches in views), then the delegate.
    func shouldBegin() -> Bool {
        guard shouldBeginByDesign() else { return false }
        // One touch on a plain `UIView` (the usual tap on a control-less view): that view's answer is UIView's own
        // yes, no code of the app's, so it is not asked (nor the touch and view retained to ask it).
        if cancelsTouchesInView, attemptTouches.count != 1 || !attemptTouches.withUnretainedElement(at: 0, { $0.hitViewIsPlain }) {
            // Each hit view once, in the order of the touches: a view is skipped when an earlier touch had it (no
            // list of asked views, so asking allocates nothing).
            let touches = attemptTouches
            for index in touches.indices {
                guard let hitView = touches[index].view, !Self.view(hitView, isHitByOneOf: touches, before: index)
                else { continue }
                if !hitView.gestureRecognizerShouldBegin(self) { return false }
            }
        }
        return delegateIfSet?.gestureRecognizerShouldBegin(self) ?? true
    }

    private static func view(_ view: UIView, isHitByOneOf touches: ObjectList<UITouch>, before end: Int) -> Bool {
        var index = 0
        while index < end {
            if touches[index].view === view { return true }
            index += 1
        }
        return false
    }

    /// Ends the current attempt from outside the touch stream (disabled, removed from its view, view left the
    /// window): cancelled if it had begun, else failed; its touches are dropped when the arena resets it.
    func abandonAttempt() {
        guard isInAttempt else { return }
        switch storedState {
        case .began, .changed:
            setStateFromEngine(.cancelled)
        case .possible:
            setStateFromEngine(.failed)
        case .ended, .cancelled, .failed:
            if isWaitingForFailureRequirement {
                isWaitingForFailureRequirement = false
                setStateFromEngine(.failed)
            }
        }
    }

    /// Returns the recognizer to `.possible` after a terminal state: timers stop, touches are dropped, ``reset()``.
    ///
    /// Whatever may run app code between two resets of an arena's walk (freeing a touch, observers) is told to the
    /// arena (``ResetStep/appCodeMayRun()``), so that engine code a reset repeats for nothing
    /// (a scroll view's rest check) is skipped only when nothing else ran.
    ///
    /// Inlined into its two callers (the arena's walk, ``GestureArena``'s `resetFinished()`, and the dispatcher's end
    /// of an attempt when its window goes): a lift resets every recognizer of its path.
    @inline(__always)
    func resetAfterAttempt() {
        cancelTimeout()
        if !trackedTouches.isEmpty {
            lastCentroidInWindow = centroidInWindow(of: trackedTouches)
            // Before the attempt's touches, which hold them: letting go of one may free it.
            trackedTouches.removeAllKeepingCapacity()
            ResetStep.appCodeMayRun()
        }
        if attemptTouches.count == 1 {
            // The usual attempt of one touch: it leaves the touch's list, and the touch leaves this one, popped.
            // A constant while its list changes (changed through a variable, the touch was retained and released
            // around it), then handed to the check of whether letting go of it frees it.
            let touch = attemptTouches.removeLast()
            touch.recognizers.removeIdenticalTryingTheEndFirst(self)
            var released = consume touch
            ResetStep.mayFree(&released)
        } else {
            for touch in attemptTouches { touch.recognizers.removeIdenticalTryingTheEndFirst(self) }
            attemptTouches.removeAllKeepingCapacity()
            ResetStep.appCodeMayRun()
        }
        isInAttempt = false
        arena = nil
        hasPendingStateChange = false
        // A new attempt may be in another window's arena: listed there when it changes, whatever list this one is
        // still on (the settle walk passes over a recognizer listed twice: its pending flag is cleared at the first).
        isListedAsChanged = false
        isAdmitted = false
        isWaitingForFailureRequirement = false
        didBegin = false
        askedShouldReceiveEvent = false
        if let rareStorage, !rareStorage.askedRequirements.isEmpty {
            rareStorage.askedRequirements.removeAll(keepingCapacity: true)
        }
        resetCount &+= 1
        reset()
        storedState = .possible
        if keyValueObservers != nil {
            ResetStep.appCodeMayRun()
            observedValuesDidChange()
        }
    }

    func report(_ kind: TouchDiagnostic.Kind, _ message: String) {
        view?.window?.report(TouchDiagnostic(kind: kind, message: message))
    }

    /// Whether it may still decide (for delayed delivery): undecided, or recognized but waiting on a requirement.
    var isUndecided: Bool {
        (storedState == .possible && isInAttempt) || isWaitingForFailureRequirement
    }

    /// Ends a continuous gesture whose fingers lifted: `.ended` once it began, `.failed` before (a pan, pinch or
    /// rotation that never began recognized nothing).
    func endOrFail() {
        switch state {
        case .began, .changed: state = .ended
        default: state = .failed
        }
    }

    /// Cancels a continuous gesture whose touches were cancelled: `.cancelled` once it began, `.failed` before.
    func cancelOrFail() {
        switch state {
        case .began, .changed: state = .cancelled
        default: state = .failed
        }
    }

    /// Fails a gesture that has not been recognized yet; once it has, its state stays (a tap or swipe that ended, a
    /// long press under way).
    func failIfPossible() {
        guard state == .possible else { return }
        state = .failed
    }
}

extension UIGestureRecognizer {
    /// How the diagnostic of a recognizer asking for `.ended` again in one attempt ends.
    nonisolated static let endedTwiceNote = "ended twice in one attempt (.ended → .ended): the second is ignored until reset"
}

extension TouchDiagnostic {
    /// Whether it reports a recognizer that asked for `.ended` again in one attempt: a subclass ending twice.
    package var reportsRecognizerEndedTwice: Bool {
        kind == .invalidStateTransition && message.hasSuffix(UIGestureRecognizer.endedTwiceNote)
    }
}
