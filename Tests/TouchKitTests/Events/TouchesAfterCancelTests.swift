import Testing
@testable import TouchKit
import TouchKitTesting

/// Issue 14, defect 2 ("touches after a cancel"): a delivery planned for a view in an event is dropped once the view
/// was cancelled (it left the window) during that event's delivery, and the invariant checker flags any delivery to
/// a view outside the window or after a cancellation.
@MainActor
@Suite struct TouchesAfterCancelTests {
    /// A view that runs app code from its responder methods.
    final class HookView: UIView {
        var onBegan: (() -> Void)?
        var onMoved: (() -> Void)?
        var onEnded: (() -> Void)?
        var onCancelled: (() -> Void)?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?() }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { onMoved?() }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onEnded?() }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { onCancelled?() }
    }

    /// A hook view on the left half of the window and a recording view on the right, watched by a checker.
    private func twoViews() -> (Scene, TouchInvariantChecker, HookView, RecordingView) {
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let hook = HookView(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
        hook.accessibilityIdentifier = "hook"
        scene.window.addSubview(hook)
        let victim = scene.recordingView(CGRect(x: 200, y: 0, width: 200, height: 800), name: "victim")
        return (scene, checker, hook, victim)
    }

    /// The independent run's script: two fingers change in one event; delivering the first one's change, app code
    /// removes the view the second finger touches. That view got `touchesCancelled` (right), then the moved or ended
    /// already planned for it in the same event.
    @Test(arguments: [UITouch.Phase.moved, .ended])
    func aViewRemovedDuringAnEventsDeliveryGetsNothingPlannedAfterItsCancel(phase: UITouch.Phase) {
        let (scene, checker, hook, victim) = twoViews()
        let left = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        let right = scene.simulator.down(at: CGPoint(x: 300, y: 100))
        let remove = { victim.removeFromSuperview() }
        if phase == .moved { hook.onMoved = remove } else { hook.onEnded = remove }
        scene.simulator.perform { frame in
            if phase == .moved {
                frame.move(left, to: CGPoint(x: 110, y: 100))
                frame.move(right, to: CGPoint(x: 310, y: 100))
            } else {
                frame.up(left)
                frame.up(right)
            }
        }
        scene.simulator.perform { frame in
            if phase == .moved { frame.up(left); frame.up(right) }
        }
        scene.simulator.settle()
        #expect(victim.log == ["began 2", "cancelled 2"])
        #expect(checker.checkAtRest() == [])
    }

    /// The same removal from `touchesBegan`, both fingers down in one event: the removed view received the whole
    /// sequence while outside any window, and the checker did not notice.
    @Test func aViewRemovedFromAnEarlierViewsTouchesBeganNeverSeesTheTouch() {
        let (scene, checker, hook, victim) = twoViews()
        hook.onBegan = { victim.removeFromSuperview() }
        let fingers = scene.simulator.downTogether(CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100))
        scene.simulator.perform { frame in for finger in fingers { frame.move(finger, to: CGPoint(x: 150, y: 120)) } }
        scene.simulator.upTogether(fingers)
        scene.simulator.settle()
        #expect(victim.log == [])
        #expect(checker.checkAtRest() == [])
    }

    /// Found by fuzzing (`Fuzz/crashes/view-taken-out-of-a-leaving-container-by-a-cancel-still-got-its-touch`): a
    /// container leaves the window with a finger on each of two subviews; the first subview's `touchesCancelled`
    /// (app code) takes the second out of the container. The cancellation walk asked "is this touch's view still in
    /// the subtree that left?" after that app code ran, so the second subview, now outside both, was skipped: its
    /// touch stayed live and it got `touchesEnded` while outside any window when the finger lifted.
    @Test(.tags(.fuzzer), arguments: [false, true])
    func aViewTakenOutOfALeavingContainerByAnotherViewsCancelStillGetsItsCancel(withPan: Bool) {
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let container = scene.plainView(scene.window.bounds)
        let hook = HookView(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
        hook.accessibilityIdentifier = "hook"
        container.addSubview(hook)
        let victim = scene.recordingView(CGRect(x: 200, y: 0, width: 200, height: 800), in: container, name: "victim")
        var pan: UIPanGestureRecognizer?
        if withPan {
            // A recognizer on the taken-out view in the middle of its attempt: it must stop too.
            pan = UIPanGestureRecognizer()
            pan?.cancelsTouchesInView = false
            victim.addGestureRecognizer(pan!)
        }
        hook.onCancelled = { victim.removeFromSuperview() }
        let left = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        let right = scene.simulator.down(at: CGPoint(x: 300, y: 100))
        if withPan { scene.simulator.move(right, to: CGPoint(x: 360, y: 100), duration: 0.1) }
        container.removeFromSuperview()
        scene.simulator.up(left)
        scene.simulator.up(right)
        scene.simulator.settle()
        #expect(victim.log.first == "began 2")
        #expect(victim.log.last == "cancelled 2")
        #expect(!victim.log.contains("ended 2"))
        if let pan { #expect(pan.state == .possible) }
        #expect(checker.checkAtRest() == [])
        // The fuzzer's input: the app code run by a scroll view's `touchesCancelled` for one finger (its container
        // had left) took it out of the container; its other finger's end, held by a recognizer, reached it at 0.7 s.
        #expect(replayFuzzInput("view-taken-out-of-a-leaving-container-by-a-cancel-still-got-its-touch") == [])
    }

    /// The checker's new rule, fed a trace by hand (the engine no longer does this): a view outside the window gets a
    /// touch's began, moved and ended.
    @Test func checkerFlagsDeliveryToAViewOutsideTheWindow() {
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let outside = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        outside.accessibilityIdentifier = "outside"
        scene.window.trace(.touch(.began, .zero), finger: 1)
        for phase in [UITouch.Phase.began, .moved, .ended] {
            scene.window.trace(.viewReceived(phase), view: outside, finger: 1)
        }
        #expect(checker.violations == [
            "outside/finger 1: touchesBegan while outside the window (at 0.0)",
            "outside/finger 1: touchesMoved while outside the window (at 0.0)",
            "outside/finger 1: touchesEnded while outside the window (at 0.0)",
        ])
    }

    /// The checker flags a moved, ended or cancelled that follows the touch's cancellation in the view.
    @Test func checkerFlagsDeliveryAfterACancel() {
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 10, height: 10), name: "pad")
        scene.window.trace(.touch(.began, .zero), finger: 1)
        for phase in [UITouch.Phase.began, .cancelled, .moved, .ended] {
            scene.window.trace(.viewReceived(phase), view: view, finger: 1)
        }
        #expect(checker.violations == [
            "pad/finger 1: touchesMoved after its touchesEnded or touchesCancelled (at 0.0)",
            "pad/finger 1: touchesEnded after its touchesEnded or touchesCancelled (at 0.0)",
        ])
    }
}
