import Testing
@testable import TouchKit
import TouchKitTesting

/// The invariant checker names what the engine quietly corrects but a subclass got wrong.
@MainActor
@Suite struct InvariantCheckerEndedTwiceTests {
    /// A discrete subclass that recognizes on the lift, then ends again from a helper that forgot it already had.
    private final class TwiceEnding: UIGestureRecognizer {
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            state = .ended
            finish()
        }
        private func finish() { state = .ended }
    }

    /// Recognizes once, on the lift.
    private final class OnceEnding: UIGestureRecognizer {
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    }

    private func check(_ recognizer: UIGestureRecognizer) -> (violations: [String], actions: Int) {
        let scene = Scene()
        let card = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), name: "card")
        var actions = 0
        recognizer.name = "recognizer"
        recognizer.cancelsTouchesInView = false
        recognizer.addTarget(handler: { _ in actions += 1 })
        card.addGestureRecognizer(recognizer)
        let checker = TouchInvariantChecker(window: scene.window)
        scene.simulator.tap(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 1)
        return (checker.checkAtRest(), actions)
    }

    @Test func aRecognizerEndingTwiceInOneAttemptIsNamed() {
        let (violations, actions) = check(TwiceEnding())
        #expect(actions == 1)
        #expect(violations.count == 1)
        #expect(violations.first?.contains("recognizer") == true && violations.first?.contains("ended twice") == true)
    }

    @Test func aRecognizerEndingOnceIsNot() {
        let (violations, actions) = check(OnceEnding())
        #expect(actions == 1)
        #expect(violations.isEmpty)
    }
}
