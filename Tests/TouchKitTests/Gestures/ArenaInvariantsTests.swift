import Testing
@testable import TouchKit
import TouchKitTesting

/// The debug invariant check (`ArenaInvariants`): each invariant is broken on purpose, through the engine's internal
/// state, and the checker must report it; the break is undone before the next dispatch, whose own check would trap.
@MainActor
struct ArenaInvariantsTests {
    /// A window with one view and a pan on it, and a finger down on the view: the pan is the arena's one participant.
    @MainActor
    final class Fixture {
        let scene = Scene()
        let pan = UIPanGestureRecognizer()
        let finger: TouchSimulator.Finger

        init() {
            let view = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200))
            view.addGestureRecognizer(pan)
            finger = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        }

        var arena: GestureArena { scene.window.dispatcher.arena }
        var touch: UITouch { scene.simulator.touch(for: finger)! }
        var rules: [ArenaInvariants.Rule] {
            ArenaInvariants.violations(of: scene.window.dispatcher, event: scene.window.touchEvent).map(\.rule)
        }
    }

    /// One invariant broken on purpose: what breaks it, and what the checker must report.
    enum Breakage: CaseIterable, Sendable {
        case touchListHoldsNonParticipant
        case trackedTouchOutsideAttempt
        case participantOutOfAttempt
        case arenaFreed
        case waitingNotListed
        case finishedParticipantNotReset
        case participantListedTwice

        /// What the checker reports for it: every rule, in the checker's order.
        var reported: [ArenaInvariants.Rule] {
            switch self {
            case .touchListHoldsNonParticipant: [.touchListHoldsNonParticipant]
            case .trackedTouchOutsideAttempt: [.trackedTouchOutsideAttempt, .trackedTouchWithoutRecognizer]
            case .participantOutOfAttempt: [.participantOutsideAttempt]
            case .arenaFreed: [.danglingBackPointer]
            case .waitingNotListed: [.waitingNotListed]
            case .finishedParticipantNotReset: [.finishedParticipantNotReset]
            case .participantListedTwice: [.duplicateParticipant]
            }
        }

        /// Breaks the invariant in `fixture`; returns what undoes it.
        @MainActor
        func apply(to fixture: Fixture) -> @MainActor () -> Void {
            let pan = fixture.pan
            switch self {
            case .touchListHoldsNonParticipant:
                let touch = fixture.touch, outsider = UITapGestureRecognizer()
                touch.recognizers.append(outsider)
                return { _ = touch.recognizers.removeIdenticalTryingTheEndFirst(outsider) }
            case .trackedTouchOutsideAttempt:
                let stray = UITouch(fingerID: 99)
                pan.trackedTouches.append(stray)
                return { pan.trackedTouches.removeIdentical(stray) }
            case .participantOutOfAttempt:
                pan.isInAttempt = false
                return { pan.isInAttempt = true }
            case .arenaFreed:
                let arena = fixture.arena
                pan.arena = GestureArena(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
                return { pan.arena = arena }
            case .waitingNotListed:
                pan.isWaitingForFailureRequirement = true
                return { pan.isWaitingForFailureRequirement = false }
            case .finishedParticipantNotReset:
                pan.storedState = .failed
                return { pan.storedState = .possible }
            case .participantListedTwice:
                let arena = fixture.arena
                arena.participants.append(pan)
                return { _ = arena.participants.removeLast() }
            }
        }
    }

    @Test func theCheckRunsAfterEveryDispatchInDebugBuildsAndFindsNothingInATouch() {
        #if DEBUG
        #expect(ArenaInvariants.isCheckedAfterEveryDispatch)
        #endif
        let fixture = Fixture()
        #expect(fixture.rules.isEmpty)
        fixture.scene.simulator.up(fixture.finger)
        #expect(fixture.rules.isEmpty)
    }

    @Test(arguments: Breakage.allCases)
    func aBrokenInvariantIsReported(_ breakage: Breakage) {
        let fixture = Fixture()
        let undo = breakage.apply(to: fixture)
        #expect(fixture.rules == breakage.reported)
        undo()
        #expect(fixture.rules.isEmpty)
        fixture.scene.simulator.up(fixture.finger)
    }

    #if DEBUG
    /// The check as `swift test` runs it: the first dispatch after an invariant is broken (here a touch on the bare
    /// window, which no recognizer sees) stops the test process, naming the rule, so a test that breaks one fails
    /// where it broke.
    @Test func aDispatchAfterAnInvariantBrokeFailsTheTestNamingTheRule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let fixture = Fixture()
                _ = Breakage.participantOutOfAttempt.apply(to: fixture)
                fixture.scene.simulator.down(at: CGPoint(x: 300, y: 300))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("TouchKit invariant broken: participantOutsideAttempt"))
    }
    #endif
}
