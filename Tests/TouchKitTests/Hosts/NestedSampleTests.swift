import Testing
@testable import TouchKit
import TouchKitTesting

/// A sample app code sends to the host while an event is being delivered (from `touchesBegan`, from an action in the
/// settle after the views) waits until that event is over and then goes out as its own event, in the order sent:
/// none is lost, and the event under way keeps its touches.
@MainActor
@Suite struct NestedSampleTests {
    /// A view that sends `samples` to the host from its first `touchesBegan`.
    private final class SendsOnBegan: UIView {
        var host: TouchHost?
        var samples: [TouchSample] = []
        var log: [String] = []

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches { log.append("began \(touch.fingerID)") }
            let nested = samples
            samples = []
            for sample in nested { host?.send(sample) }
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches { log.append("moved \(touch.fingerID)") }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches { log.append("ended \(touch.fingerID)") }
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches { log.append("cancelled \(touch.fingerID)") }
        }
    }

    @Test func samplesSentFromTouchesBeganGoOutAfterTheEventInOrder() {
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let view = SendsOnBegan(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.isMultipleTouchEnabled = true
        scene.window.addSubview(view)
        let host = scene.simulator.host
        view.host = host
        view.samples = [
            TouchSample(id: 7, phase: .began, location: CGPoint(x: 100, y: 100), timestamp: 0),
            TouchSample(id: 7, phase: .moved, location: CGPoint(x: 110, y: 100), timestamp: 0),
            TouchSample(id: 7, phase: .ended, location: CGPoint(x: 110, y: 100), timestamp: 0),
        ]
        host.send(TouchSample(id: 1, phase: .began, location: CGPoint(x: 50, y: 50), timestamp: 0))
        #expect(view.log == ["began 1", "began 7", "moved 7", "ended 7"])
        #expect(host.activeFingers == [1])
        host.send(TouchSample(id: 1, phase: .ended, location: CGPoint(x: 50, y: 50), timestamp: 0.1))
        #expect(view.log.last == "ended 1")
        #expect(host.activeFingers.isEmpty)
        #expect(!scene.diagnostics.contains { $0.kind == .invalidArgument })
        #expect(checker.checkAtRest().isEmpty)
    }

    /// The tap's action runs in the settle after the views saw the lift: the nested began used to empty the host's
    /// pending list there, so the lifted finger never left the fingers down.
    @Test func aSampleSentFromAnActionLeavesTheLiftedTouchLifted() {
        let (scene, view) = Scene.withRecordingView(side: 200)
        view.isMultipleTouchEnabled = true
        let checker = TouchInvariantChecker(window: scene.window)
        let host = scene.simulator.host
        var sent = false
        let tap = UITapGestureRecognizer { recognizer in
            guard recognizer.state == .ended, !sent else { return }
            sent = true
            host.send(TouchSample(id: 9, phase: .began, location: CGPoint(x: 150, y: 150), timestamp: host.window.clock.now))
        }
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(host.activeFingers == [9])
        #expect(view.log.last == "began 9")
        #expect(view.log.filter { $0.hasPrefix("ended") }.count == 1)
        host.send(TouchSample(id: 9, phase: .ended, location: CGPoint(x: 150, y: 150), timestamp: host.window.clock.now + 0.1))
        #expect(host.activeFingers.isEmpty)
        #expect(checker.checkAtRest().isEmpty)
    }

    @Test func cancellingEveryTouchFromTouchesBeganCancelsThemAfterTheEvent() {
        final class CancelsOnBegan: UIView {
            var host: TouchHost?
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("began")
                host?.cancelAllTouches()
            }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
        }
        let scene = Scene()
        let view = CancelsOnBegan(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.window.addSubview(view)
        view.host = scene.simulator.host
        scene.simulator.down(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["began", "cancelled"])
        #expect(scene.simulator.host.activeFingers.isEmpty)
    }
}
