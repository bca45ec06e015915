import Testing
@testable import TouchKit

/// The debug invariant check (`ArenaInvariants`): each invariant is broken on purpose, through the engine's internal
/// state, and the checker must report it; the break is undone before the next dispatch, whose own check would trap.
@MainActor
struct ArenaInvariantsTests {
    /// A window with one view and a pan on it, and a finger down on the view: the pan is the arena's one participant.
    @MainActor
    private struct Fixture {
        let scene = Scene()
        let pan = UIPanGestureRecognizer()
        let finger: TouchSimulator.Finger

        init() {
            let view = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200))
            view.addGestureRecognizer(pan)
            finger = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        }

        var dispatcher: TouchDispatcher { scene.window.dispatcher }
        var touch: UITouch { scene.simulator.touch(for: finger)! }
        var rules: [ArenaInvariants.Rule] {
            ArenaInvariants.violations(of: dispatcher, event: scene.window.touchEvent).map(\.rule)
        }
    }

    @Test func theCheckRunsAfterEveryDispatchInDebugBuilds() {
        #if DEBUG
        #expect(ArenaInvariants.isCheckedAfterEveryDispatch)
        #endif
        let fixture = Fixture()
        #expect(fixture.rules.isEmpty)
        fixture.scene.simulator.up(fixture.finger)
        #expect(fixture.rules.isEmpty)
    }

    @Test func aTouchListHoldingARecognizerThatIsNotAParticipantIsReported() {
        let fixture = Fixture()
        let outsider = UITapGestureRecognizer()
        fixture.touch.recognizers.append(outsider)
        #expect(fixture.rules == [.touchListHoldsNonParticipant])
        _ = fixture.touch.recognizers.removeIdenticalTryingTheEndFirst(outsider)
        #expect(fixture.rules.isEmpty)
        fixture.scene.simulator.up(fixture.finger)
    }

    @Test func aTrackedTouchOutsideTheAttemptIsReported() {
        let fixture = Fixture()
        let stray = UITouch(fingerID: 99)
        fixture.pan.trackedTouches.append(stray)
        #expect(fixture.rules.contains(.trackedTouchOutsideAttempt))
        #expect(fixture.rules.contains(.trackedTouchWithoutRecognizer))
        fixture.pan.trackedTouches.removeIdentical(stray)
        #expect(fixture.rules.isEmpty)
        fixture.scene.simulator.up(fixture.finger)
    }

    @Test func aParticipantOutOfItsAttemptIsReported() {
        let fixture = Fixture()
        fixture.pan.isInAttempt = false
        #expect(fixture.rules.contains(.participantOutsideAttempt))
        fixture.pan.isInAttempt = true
        #expect(fixture.rules.isEmpty)
        fixture.scene.simulator.up(fixture.finger)
    }

    @Test func aBackPointerToAFreedArenaIsReported() {
        let fixture = Fixture()
        let arena = fixture.dispatcher.arena
        do {
            let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            fixture.pan.arena = GestureArena(window: otherWindow)
        }
        #expect(fixture.rules == [.danglingBackPointer])
        fixture.pan.arena = arena
        #expect(fixture.rules.isEmpty)
        fixture.scene.simulator.up(fixture.finger)
    }

    @Test func aWaitingRecognizerMissingFromTheWaitingListIsReported() {
        let fixture = Fixture()
        fixture.pan.isWaitingForFailureRequirement = true
        #expect(fixture.rules == [.waitingNotListed])
        fixture.pan.isWaitingForFailureRequirement = false
        #expect(fixture.rules.isEmpty)
        fixture.scene.simulator.up(fixture.finger)
    }

    @Test func aFinishedParticipantLeftUnresetIsReported() {
        let fixture = Fixture()
        fixture.pan.storedState = .failed
        #expect(fixture.rules == [.finishedParticipantNotReset])
        fixture.pan.storedState = .possible
        #expect(fixture.rules.isEmpty)
        fixture.scene.simulator.up(fixture.finger)
    }

    @Test func aParticipantListedTwiceIsReported() {
        let fixture = Fixture()
        let arena = fixture.dispatcher.arena
        arena.participants.append(fixture.pan)
        #expect(fixture.rules == [.duplicateParticipant])
        _ = arena.participants.removeLast()
        #expect(fixture.rules.isEmpty)
        fixture.scene.simulator.up(fixture.finger)
    }
}
