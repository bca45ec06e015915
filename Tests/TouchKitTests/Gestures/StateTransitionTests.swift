import Testing
@testable import TouchKit
import TouchKitTesting

/// A recognizer's states: the legal transitions, what an illegal one is coerced to (with a diagnostic), the reset to
/// `.possible` after an attempt ends, and when actions go out. docs/UIKitFacts.md, "Gesture recognizer core".
@MainActor
@Suite struct StateTransitionTests {
    /// iOS 18: UIKit's own `reset` sets `.possible`, so an override reads the ended state before calling super (iOS 26
    /// sets `.possible` first: software-mansion/react-native-gesture-handler#3740).
    @Test func resetSeesTheStateTheAttemptEndedInThenPossible() {
        final class StateInReset: UIGestureRecognizer {
            var statesInReset: [UIGestureRecognizer.State] = []
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
            override func reset() {
                statesInReset.append(state)
                super.reset()
                statesInReset.append(state)
            }
        }
        let (scene, view) = Scene.withRecordingView()
        let recognizer = StateInReset()
        view.addGestureRecognizer(recognizer)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(recognizer.statesInReset == [.ended, .possible])
        #expect(recognizer.state == .possible)
    }

    @Test func illegalTransitionsAreCoercedWithADiagnostic() {
        let scene = Scene()
        let diagnostics = DiagnosticLog(observing: scene.window)
        let view = scene.plainView(scene.window.bounds)
        let recognizer = UIGestureRecognizer()
        let actions = ActionLog(recognizer, on: view)
        recognizer.state = .changed   // possible → changed is coerced to began
        #expect(actions.names == ["began"])
        recognizer.state = .began     // began → began is coerced to changed
        recognizer.state = .failed    // began → failed is coerced to cancelled
        #expect(actions.names == ["began", "changed", "cancelled"])
        #expect(recognizer.state == .possible)   // reset after the terminal state
        recognizer.state = .cancelled // possible → cancelled is coerced to failed
        #expect(actions.names == ["began", "changed", "cancelled"])
        #expect(diagnostics.kinds == Array(repeating: .invalidStateTransition, count: 4))
    }

    @Test func terminalStatesIgnoreChangesUntilReset() {
        let scene = Scene()
        let diagnostics = DiagnosticLog(observing: scene.window)
        let view = scene.plainView(scene.window.bounds)
        final class Stubborn: UIGestureRecognizer {
            var attempted: UIGestureRecognizer.State?
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .failed
                state = .ended
                attempted = state
            }
        }
        let recognizer = Stubborn()
        view.addGestureRecognizer(recognizer)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(recognizer.attempted == .failed)
        #expect(diagnostics.kinds == [.invalidStateTransition])
    }

    /// A recognizer that sets .failed and then .began in one touchesBegan: from failed anything is ignored until
    /// reset (docs/UIKitFacts.md, "Gesture recognizer core" [re]), so it stays failed, sends no action, and the
    /// second request is reported; the view gets the touch, and after the reset the next touch can begin it.
    @Test func failedThenBeganInOneTouchesBeganStaysFailedUntilReset() {
        let scene = Scene()
        let diagnostics = DiagnosticLog(observing: scene.window)
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        final class Undecided: UIGestureRecognizer {
            var failsFirst = true
            var seen: [UIGestureRecognizer.State] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                if failsFirst { state = .failed }
                state = .began
                seen.append(state)
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
        }
        let recognizer = Undecided()
        let actions = ActionLog(recognizer, on: view)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(recognizer.seen == [.failed])
        #expect(actions.names.isEmpty)
        #expect(diagnostics.kinds == [.invalidStateTransition])
        #expect(view.log.contains { $0.hasPrefix("began") } && view.log.contains { $0.hasPrefix("ended") })
        recognizer.failsFirst = false
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(actions.names == ["began", "ended"])
    }

    @Test func resetRecognizerGetsNoMoreUpdatesForTouchesAlreadyDown() {
        let (scene, view) = Scene.withRecordingView()
        final class FailOnSecondMove: UIGestureRecognizer {
            var moves = 0
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                moves += 1
                if moves == 2 { state = .failed }
            }
        }
        let recognizer = FailOnSecondMove()
        view.addGestureRecognizer(recognizer)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 5.0 / 60)
        #expect(recognizer.moves == 2)
        #expect(view.log.filter { $0 == "moved 1" }.count == 5)
    }

    @Test(.tags(.factSheet)) func stateRecognizedIsEnded() {
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(UIGestureRecognizer.State.possible.rawValue == 0)
        #expect(UIGestureRecognizer.State.failed.rawValue == 5)
    }

    @Test(.tags(.factSheet)) func afterEndedTheRecognizerIsResetToPossible() {
        let s = ScriptedRecognizerSetup()
        s.recognizer.onBegan = { gr, _, _ in gr.state = .ended }
        let finger = s.scene.simulator.down(at: p50)
        #expect(s.actions.states == [.ended])
        #expect(s.recognizer.resets == 1)
        #expect(s.recognizer.state == .possible)
        s.scene.simulator.up(finger)
    }

    @Test(.tags(.factSheet)) func afterResetTouchesThatHadBegunAreNoLongerDelivered() {
        let s = ScriptedRecognizerSetup()
        s.recognizer.onBegan = { gr, _, _ in gr.state = .ended }
        let finger = s.scene.simulator.down(at: p50)
        s.scene.simulator.move(finger, to: CGPoint(x: 60, y: 60))
        s.scene.simulator.move(finger, to: CGPoint(x: 70, y: 70))
        s.scene.simulator.up(finger)
        #expect(s.recognizer.log == ["began 1"])
    }

    @Test(.tags(.factSheet)) func afterFailedTheRecognizerIsReset() {
        let s = ScriptedRecognizerSetup()
        s.recognizer.onBegan = { gr, _, _ in gr.state = .failed }
        let finger = s.scene.simulator.down(at: p50)
        #expect(s.recognizer.resets == 1)
        #expect(s.recognizer.state == .possible)
        s.scene.simulator.up(finger)
        #expect(s.actions.states.isEmpty)
    }

    @Test(.tags(.factSheet)) func actionsAreSentAfterTheStateChange() {
        let s = ScriptedRecognizerSetup()
        s.recognizer.followsTheTouch()
        let finger = s.scene.simulator.down(at: p50)
        s.scene.simulator.move(finger, to: CGPoint(x: 70, y: 50))
        s.scene.simulator.up(finger)
        #expect(s.actions.states == [.began, .changed, .ended])
    }

    @Test(.tags(.factSheet)) func recognizerStillInBeganAtTheNextEventMovesToChanged() {
        let s = ScriptedRecognizerSetup()
        s.recognizer.onBegan = { gr, _, _ in gr.state = .began }
        let finger = s.scene.simulator.down(at: p50)
        #expect(s.recognizer.state == .began)
        s.scene.simulator.move(finger, to: CGPoint(x: 60, y: 50))
        #expect(s.recognizer.stateOnEntry.last == .changed)
        #expect(s.recognizer.state == .changed)
        s.scene.simulator.cancel(finger)
    }

    /// The coercion table: the states `touchesBegan` sets in turn, whether shouldBegin passes, and the state read back
    /// (possible→changed ⇒ began; possible→began/ended without shouldBegin ⇒ failed; possible→cancelled ⇒ failed;
    /// began→failed ⇒ cancelled; began→began ⇒ changed). A failed attempt sends no action.
    @Test(.tags(.factSheet), arguments: [
        ([.changed], true, .began),
        ([.began], false, .failed),
        ([.ended], false, .failed),
        ([.cancelled], true, .failed),
        ([.began, .failed], true, .cancelled),
        ([.began, .began], true, .changed),
    ] as [([UIGestureRecognizer.State], Bool, UIGestureRecognizer.State)])
    func transitionCoercion(requests: [UIGestureRecognizer.State], shouldBegin: Bool, expected: UIGestureRecognizer.State) {
        let s = ScriptedRecognizerSetup()
        let delegate = AnsweringDelegate()
        delegate.shouldBegin = shouldBegin
        s.recognizer.delegate = delegate
        var seen: UIGestureRecognizer.State?
        s.recognizer.onBegan = { gr, _, _ in
            for state in requests { gr.state = state }
            seen = gr.state
        }
        let finger = s.scene.simulator.down(at: p50)
        #expect(seen == expected)
        if expected == .failed { #expect(s.actions.states.isEmpty) }
        if expected == .began { #expect(s.actions.states == [.began]) }
        s.scene.simulator.cancel(finger)
        withExtendedLifetime(delegate) {}
    }

    @Test(.tags(.factSheet)) func coercionChangedToBeganOrPossibleStaysChanged() {
        let s = ScriptedRecognizerSetup()
        var seen: [UIGestureRecognizer.State] = []
        s.recognizer.onBegan = { gr, _, _ in gr.state = .began }
        s.recognizer.onMoved = { gr, _, _ in
            gr.state = .changed
            gr.state = .began; seen.append(gr.state)
            gr.state = .possible; seen.append(gr.state)
        }
        let finger = s.scene.simulator.down(at: p50)
        s.scene.simulator.move(finger, to: CGPoint(x: 60, y: 50))
        #expect(seen == [.changed, .changed])
        s.scene.simulator.cancel(finger)
    }

    @Test(.tags(.factSheet)) func coercionChangedToChangedSendsTheActionAgain() {
        let s = ScriptedRecognizerSetup()
        s.recognizer.followsTheTouch()
        let finger = s.scene.simulator.down(at: p50)
        for x in [60, 70, 80] as [CGFloat] { s.scene.simulator.move(finger, to: CGPoint(x: x, y: 50)) }
        s.scene.simulator.up(finger)
        #expect(s.actions.states == [.began, .changed, .changed, .changed, .ended])
    }

    @Test(.tags(.factSheet)) func coercionTerminalStatesIgnoreEverythingUntilReset() {
        let s = ScriptedRecognizerSetup()
        let diagnostics = DiagnosticLog(observing: s.scene.window)
        var seen: [UIGestureRecognizer.State] = []
        s.recognizer.onBegan = { gr, _, _ in
            gr.state = .ended
            gr.state = .began; seen.append(gr.state)
            gr.state = .cancelled; seen.append(gr.state)
            gr.state = .possible; seen.append(gr.state)
        }
        let finger = s.scene.simulator.down(at: p50)
        #expect(seen == [.ended, .ended, .ended])
        #expect(s.actions.states == [.ended])
        #expect(diagnostics.reported.contains { $0.kind == .invalidStateTransition })
        s.scene.simulator.up(finger)
    }
}
