/// The engine's own invariants between a window's touches, its arena and its recognizers, checked after every
/// dispatch and every clock callback's settle in debug builds (and in builds with `-D TOUCHKIT_CHECK_INVARIANTS`, as
/// the storm's), so a broken invariant fails where it breaks rather than as a symptom later.
///
/// The invariants, at rest (no event, clock callback or settle under way):
/// - ``Rule/touchListHoldsNonParticipant``: every recognizer on a touch's list is a participant of an arena (the
///   list borrows it from the participants: ``BorrowedRecognizerWalk``).
/// - ``Rule/trackedTouchOutsideAttempt``: a recognizer's tracked touches are among its attempt's touches (which hold
///   them).
/// - ``Rule/trackedTouchWithoutRecognizer``: a recognizer tracking a touch is on that touch's list.
/// - ``Rule/participantOutsideAttempt``: every participant is in an attempt and points back at its arena.
/// - ``Rule/danglingBackPointer``: no back-pointer (``UnownedReference``) refers to a freed object.
/// - ``Rule/waitingNotListed``: a recognizer waiting on a failure requirement is in the arena's waiting list and is
///   not admitted.
/// - ``Rule/finishedParticipantNotReset``: no participant is left finished (terminal, not waiting, nothing pending)
///   after a settle: the settle resets it.
/// - ``Rule/duplicateParticipant``: a recognizer is a participant once.
@MainActor
enum ArenaInvariants {
    /// One invariant.
    enum Rule: String, Sendable {
        case touchListHoldsNonParticipant
        case trackedTouchOutsideAttempt
        case trackedTouchWithoutRecognizer
        case participantOutsideAttempt
        case danglingBackPointer
        case waitingNotListed
        case finishedParticipantNotReset
        case duplicateParticipant
    }

    /// A broken invariant, with what broke it.
    struct Violation: CustomStringConvertible, Sendable {
        let rule: Rule
        let detail: String
        var description: String { "\(rule.rawValue): \(detail)" }
    }

    /// Whether the check runs after every dispatch and clock callback in this build.
    static var isCheckedAfterEveryDispatch: Bool {
        #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
        true
        #else
        false
        #endif
    }

    /// Every broken invariant of `dispatcher`'s window, its arena and the touches of `event`; empty when all hold.
    /// Reads no back-pointer it found dangling. The checks walk the participants and the touches: debug builds only.
    static func violations(of dispatcher: TouchDispatcher, event: UIEvent) -> [Violation] {
        var found: [Violation] = []
        func report(_ rule: Rule, _ detail: @autoclosure () -> String) {
            found.append(Violation(rule: rule, detail: detail()))
        }
        if dispatcher.windowReference.isDangling { report(.danglingBackPointer, "the dispatcher's window is freed") }
        let arena = dispatcher.arena
        if arena.windowReference.isDangling { report(.danglingBackPointer, "the arena's window is freed") }
        if arena.knownDispatcher?.isDangling == true { report(.danglingBackPointer, "the arena's dispatcher is freed") }
        guard found.isEmpty else { return found }

        var participants: Set<ObjectIdentifier> = []
        var touches: [UITouch] = event.orderedTouches
        for recognizer in arena.participants {
            let name = TraceEvent.describe(recognizer)
            if !participants.insert(ObjectIdentifier(recognizer)).inserted {
                report(.duplicateParticipant, "\(name) is a participant twice")
            }
            guard let reference = recognizer.arenaReference, recognizer.isInAttempt else {
                report(.participantOutsideAttempt, "\(name) is a participant outside an attempt")
                continue
            }
            if reference.isDangling {
                report(.danglingBackPointer, "\(name) points at a freed arena")
                continue
            }
            if !reference.refers(to: arena) {
                report(.participantOutsideAttempt, "\(name) points at another arena")
            }
            if recognizer.viewReference?.isDangling == true {
                report(.danglingBackPointer, "\(name) points at a freed view")
            }
            for touch in recognizer.trackedTouches {
                if !recognizer.attemptTouches.containsIdentical(touch) {
                    report(.trackedTouchOutsideAttempt, "\(name) tracks finger \(touch.fingerID) outside its attempt")
                }
                if !touch.recognizers.containsIdentical(recognizer) {
                    report(.trackedTouchWithoutRecognizer, "\(name) tracks finger \(touch.fingerID), not on its list")
                }
            }
            for touch in recognizer.attemptTouches where !touches.contains(where: { $0 === touch }) {
                touches.append(touch)
            }
            if recognizer.isWaitingForFailureRequirement
                && (recognizer.isAdmitted || !arena.waiting.contains(where: { $0 === recognizer })) {
                report(.waitingNotListed, "\(name) waits on a requirement, not listed as waiting or admitted")
            }
            if recognizer.storedState.isTerminal && !recognizer.isWaitingForFailureRequirement
                && !recognizer.hasPendingStateChange {
                report(.finishedParticipantNotReset, "\(name) is \(recognizer.storedState) after the settle")
            }
        }
        for touch in touches {
            // The touch holds its view; the view's superviews must all be alive.
            var ancestor = touch.view?.unretainedSuperview
            while let superview = ancestor {
                if superview.isDangling {
                    report(.danglingBackPointer, "a superview on finger \(touch.fingerID)'s path is freed")
                    break
                }
                ancestor = superview.withObject { $0.unretainedSuperview }
            }
            for recognizer in touch.recognizers where !participants.contains(ObjectIdentifier(recognizer)) {
                report(.touchListHoldsNonParticipant,
                       "finger \(touch.fingerID)'s list holds \(TraceEvent.describe(recognizer)), not a participant")
            }
        }
        return found
    }

    /// Traps, naming every broken invariant, when one is broken and nothing is under way; runs only where
    /// ``isCheckedAfterEveryDispatch``.
    @inline(__always)
    static func checkAtRest(_ dispatcher: TouchDispatcher, event: UIEvent) {
        #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
        guard !dispatcher.isDispatching, !dispatcher.arena.isSettling, !dispatcher.window.clock.isInCallback else {
            return
        }
        let violations = violations(of: dispatcher, event: event)
        precondition(violations.isEmpty, "TouchKit invariant broken: \(violations.map(\.description).joined(separator: "; "))")
        #endif
    }
}
