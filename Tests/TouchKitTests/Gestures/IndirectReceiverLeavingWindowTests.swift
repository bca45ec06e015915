import Testing
@testable import TouchKit
import TouchKitTesting

/// A recognizer following a trackpad or wheel gesture whose view leaves the window while it handles an event: app
/// code its own change runs (its delegate's `gestureRecognizerShouldBegin(_:)`) takes the view out. The change looked
/// for an arena through the view's window and found none, so nothing settled or reset it: it was left began, changed
/// or failed for good, and its gesture's later events still reached it outside the window.
@MainActor
@Suite struct IndirectReceiverLeavingWindowTests {
    private let point = CGPoint(x: 100, y: 100)

    /// A recognizer on a view inside a container in the window, with a delegate that removes the container from the
    /// window when asked whether the recognizer should begin, then answers `answer`; watched by a checker.
    private func scene(_ recognizer: UIGestureRecognizer, answering answer: Bool)
        -> (Scene, TouchInvariantChecker, ActionLog)
    {
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.window.addSubview(container)
        let view = UIView(frame: container.bounds)
        container.addSubview(view)
        let delegate = ClosureDelegate()
        delegate.shouldBegin = { _ in
            container.removeFromSuperview()
            return answer
        }
        recognizer.delegate = delegate
        let actions = ActionLog(recognizer, on: view)
        // The recognizer holds its delegate weakly: a target keeps it for the test.
        recognizer.addTarget(handler: { _ in _ = delegate })
        return (scene, checker, actions)
    }

    /// Plays a gesture whose fingers stay on the trackpad over a recognizer whose delegate takes its view out as it
    /// begins: it is cancelled at once, never changes outside the window, and stays reset when the host gives up on
    /// the gesture.
    private func expectCancelledAndReset(_ recognizer: UIGestureRecognizer,
                                         playing gesture: (TouchSimulator) -> Void) {
        let (scene, checker, actions) = scene(recognizer, answering: true)
        gesture(scene.simulator)
        #expect(recognizer.state == .possible)
        #expect(!actions.names.contains("changed"))
        scene.simulator.advance(by: 2)
        #expect(recognizer.state == .possible)
        #expect(checker.checkAtRest() == [])
    }

    /// Found by the storm (seed 138839): the pinch began outside the window, changed there with every sample, and
    /// was left cancelled when the host gave up on the gesture.
    @Test(.tags(.storm)) func aPinchWhoseViewLeavesAsItBeginsIsCancelledAndReset() {
        expectCancelledAndReset(UIPinchGestureRecognizer()) { simulator in
            simulator.trackpadPinch(at: point, scale: 2, duration: 0.2, lift: false)
        }
    }

    /// Found by the storm (seed 97826): the pan of a trackpad scroll began outside the window and was left changed.
    @Test(.tags(.storm)) func aScrollPanWhoseViewLeavesAsItBeginsIsCancelledAndReset() {
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        expectCancelledAndReset(pan) { simulator in
            simulator.trackpadScroll(at: point, by: CGPoint(x: 0, y: -200), duration: 0.2, lift: false)
        }
    }

    /// Found by the storm (seed 4211): a scroll pan refused by a delegate that took its view out was left failed.
    @Test(.tags(.storm)) func aScrollPanRefusedAsItsViewLeavesIsReset() {
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        let (scene, checker, actions) = scene(pan, answering: false)
        scene.simulator.trackpadScroll(at: point, by: CGPoint(x: 0, y: -200), duration: 0.2)
        scene.simulator.advance(by: 2)
        #expect(pan.state == .possible)
        #expect(actions.names.isEmpty)
        #expect(checker.checkAtRest() == [])
    }
}
