import Testing
@testable import TouchKit
import TouchKitTesting

/// What the hit view sees while recognizers decide: recognizers get each touch before the view, `delaysTouchesBegan`
/// and `delaysTouchesEnded` hold the view's calls back, `cancelsTouchesInView` cancels them when a recognizer
/// recognizes, and an ignored touch goes on to the view. docs/UIKitFacts.md, "Gesture recognizer core".
@MainActor
@Suite struct DelaysAndCancelsTouchesTests {
    @Test func touchDelayRecognizerWrittenAsAUserWouldHoldsTheViewFor150ms() {
        let (scene, view) = Scene.withRecordingView()
        view.addGestureRecognizer(TouchDelayGestureRecognizer())
        let held = scene.simulator.hold(at: CGPoint(x: 10, y: 10), across: 0.15) { view.log }
        #expect(held.beforeThreshold.isEmpty)
        #expect(held.afterThreshold == ["began 1"])
        #expect(held.afterLift == ["began 1", "ended 1"])
        // A quick tap: began and ended arrive together when the finger lifts first.
        view.log = []
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(view.log == ["began 2", "ended 2"])
    }

    /// What a view under a ``BeginOnMoveRecognizer`` set up by `configure` sees of a 90 pt drag over `frames` frames.
    private func viewLogOfADrag(frames: Int, configure: (BeginOnMoveRecognizer) -> Void) -> [String] {
        let (scene, view) = Scene.withRecordingView()
        let recognizer = BeginOnMoveRecognizer()
        configure(recognizer)
        view.addGestureRecognizer(recognizer)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: Double(frames) / 60)
        return view.log
    }

    @Test func delayedTouchesAreDroppedWhenTheDelayingRecognizerRecognizes() {
        let viewLog = viewLogOfADrag(frames: 3) { $0.delaysTouchesBegan = true }
        #expect(viewLog.isEmpty)
    }

    /// A delaying recognizer that lets go of the touch (`ignore(_:for:)`) while holding it back releases it to the
    /// view on that same sample, though no recognizer changed state (the arena's settle may not skip it).
    @Test func delayingRecognizerIgnoringItsTouchReleasesItOnThatSample() {
        let (scene, view) = Scene.withRecordingView()
        final class IgnoresOnMove: UIGestureRecognizer {
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches { ignore(touch, for: event) }
            }
        }
        let recognizer = IgnoresOnMove()
        recognizer.delaysTouchesBegan = true
        view.addGestureRecognizer(recognizer)
        let finger = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        #expect(view.log.isEmpty)
        scene.simulator.move(finger, to: CGPoint(x: 11, y: 10))
        #expect(view.log == ["began \(finger.id)", "moved \(finger.id)"])
        #expect(recognizer.state == .possible)
        scene.simulator.up(finger)
        #expect(view.log == ["began \(finger.id)", "moved \(finger.id)", "ended \(finger.id)"])
    }

    /// `delaysTouchesBegan` switched off while the recognizer holds a touch back: the view gets the touch at the
    /// next sample (the setter alone delivers nothing), not when the recognizer decides.
    @Test func delayTurnedOffWhileHoldingReleasesTheTouchAtTheNextSample() {
        let (scene, view) = Scene.withRecordingView()
        let recognizer = TouchDelayGestureRecognizer()
        view.addGestureRecognizer(recognizer)
        let finger = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        scene.simulator.move(finger, to: CGPoint(x: 11, y: 10))
        recognizer.delaysTouchesBegan = false
        #expect(view.log.isEmpty)
        // Released: the began and the move held since, then this sample's move.
        scene.simulator.move(finger, to: CGPoint(x: 12, y: 10))
        #expect(view.log == ["began \(finger.id)", "moved \(finger.id)", "moved \(finger.id)"])
        #expect(recognizer.state == .possible)
        scene.simulator.up(finger)
        #expect(view.log == ["began \(finger.id)", "moved \(finger.id)", "moved \(finger.id)", "ended \(finger.id)"])
    }

    @Test func delaysTouchesEndedHoldsTheLiftUntilTheRecognizerFails() {
        let (scene, view) = Scene.withRecordingView()
        final class DecidesLater: UIGestureRecognizer {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                clock?.scheduledTimer(withTimeInterval: 0.3) { [weak self] _ in self?.state = .failed }
            }
        }
        view.addGestureRecognizer(DecidesLater())
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(view.log == ["began 1"])
        scene.simulator.advance(by: 0.31)
        #expect(view.log == ["began 1", "ended 1"])
    }

    @Test func cancelsTouchesInViewFalseLetsTheViewKeepItsTouches() {
        let viewLog = viewLogOfADrag(frames: 2) { $0.cancelsTouchesInView = false }
        #expect(viewLog == ["began 1", "moved 1", "moved 1", "ended 1"])
    }

    @Test func ignoredTouchIsNotCancelledInTheView() {
        let (scene, view) = Scene.withRecordingView()
        final class Ignoring: UIGestureRecognizer {
            var moves = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches { ignore(touch, for: event) }
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { moves += 1 }
        }
        let recognizer = Ignoring()
        view.addGestureRecognizer(recognizer)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 2.0 / 60)
        #expect(recognizer.moves == 0)
        #expect(view.log == ["began 1", "moved 1", "moved 1", "ended 1"])
    }

    @Test(.tags(.factSheet)) func recognizersReceiveTouchesOfDescendantsBeforeTheView() {
        let scene = Scene()
        let order = OrderLog()
        let parent = scene.plainView(CGRect(x: 0, y: 0, width: 300, height: 300))
        order.view(CGRect(x: 0, y: 0, width: 100, height: 100), in: parent)
        let gr = ScriptedRecognizer()
        gr.order = order
        gr.delaysTouchesEnded = false   // it never decides
        parent.addGestureRecognizer(gr)
        let finger = scene.simulator.down(at: p50)
        scene.simulator.move(finger, to: CGPoint(x: 55, y: 50))
        scene.simulator.up(finger)
        #expect(order.entries == [
            "gr began 1", "view began 1", "gr moved 1", "view moved 1", "gr ended 1", "view ended 1",
        ])
    }

    @Test(.tags(.factSheet)) func oneEventActionsGoOutBeforeTheViewGetsTheEvent() {
        let scene = Scene()
        let order = OrderLog()
        let view = order.view(CGRect(x: 0, y: 0, width: 100, height: 100), in: scene.window)
        let gr = ScriptedRecognizer()
        gr.order = order
        gr.cancelsTouchesInView = false
        gr.delaysTouchesEnded = false
        gr.onEnded = { gr, _, _ in gr.state = .ended }
        gr.addTarget { _ in order.entries.append("action") }
        view.addGestureRecognizer(gr)
        scene.simulator.tap(at: p50)
        #expect(order.entries == ["gr began 1", "view began 1", "gr ended 1", "action", "view ended 1"])
    }

    @Test(.tags(.factSheet)) func cancelsTouchesInViewCancelsJustBeforeTheAction() {
        let scene = Scene()
        let order = OrderLog()
        let view = order.view(CGRect(x: 0, y: 0, width: 300, height: 300), in: scene.window)
        let pan = UIPanGestureRecognizer { gr in order.entries.append("action \(gr.state)") }
        #expect(pan.cancelsTouchesInView == true)
        view.addGestureRecognizer(pan)
        let finger = scene.simulator.down(at: p50)
        scene.simulator.move(finger, to: CGPoint(x: 100, y: 50))
        scene.simulator.move(finger, to: CGPoint(x: 120, y: 50))
        scene.simulator.up(finger)
        #expect(order.entries.filter { !$0.hasSuffix("shouldBegin") } == [
            "view began 1", "view cancelled 1", "action began", "action changed", "action ended",
        ])
    }

    @Test(.tags(.factSheet)) func delaysTouchesBeganDefaultFalse_viewSeesNothingUntilFailure() {
        let (scene, view) = Scene.withRecordingView(side: 300)
        let press = UILongPressGestureRecognizer()
        #expect(press.delaysTouchesBegan == false)
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        let finger = scene.simulator.down(at: p50)
        scene.simulator.advance(by: 0.1)
        #expect(view.log.isEmpty)
        scene.simulator.move(finger, to: CGPoint(x: 80, y: 50))   // past 10 pt: the long press fails
        #expect(view.log.first == "began 1")
        scene.simulator.up(finger)
        #expect(view.log.last == "ended 1")
    }

    @Test(.tags(.factSheet)) func delaysTouchesBeganRecognizedViewNeverSeesTheSequence() {
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        let (scene, view, actions) = sceneWithRecognizer(with: tap, size: CGSize(width: 300, height: 300))
        scene.simulator.tap(at: p50)
        #expect(actions.states == [.ended])
        #expect(view.log.isEmpty)
    }

    @Test(.tags(.factSheet)) func delaysTouchesEndedHoldsEndedUntilTheDoubleTapFails() {
        let (scene, view) = Scene.withRecordingView(side: 300)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        #expect(doubleTap.delaysTouchesEnded == true)
        view.addGestureRecognizer(doubleTap)
        scene.simulator.tap(at: p50)   // 0.05 s down
        #expect(view.log == ["began 1"])
        scene.simulator.advance(by: 0.3)
        #expect(view.log == ["began 1"])
        scene.simulator.advance(by: 0.1)
        #expect(view.log == ["began 1", "ended 1"])
    }

    @Test(.tags(.factSheet)) func delaysTouchesEndedRecognizedGivesCancelledInsteadOfEnded() {
        let (scene, view) = Scene.withRecordingView(side: 300)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        scene.simulator.doubleTap(at: p50)
        #expect(!view.log.contains("ended 1"))
        #expect(!view.log.contains("ended 2"))
        #expect(view.log.contains("cancelled 1"))
        #expect(view.log.contains("cancelled 2"))
    }

    @Test(.tags(.factSheet)) func ignoredTouchIsNoLongerDeliveredAndNotCancelledInTheView() {
        let (scene, view) = Scene.withRecordingView(side: 300)
        view.isMultipleTouchEnabled = true
        let gr = ScriptedRecognizer()
        gr.onBegan = { gr, touches, event in
            for touch in touches where touch.fingerID == 2 { gr.ignore(touch, for: event) }
        }
        gr.onMoved = { gr, _, _ in gr.state = gr.state == .possible ? .began : .changed }
        gr.onEnded = { gr, _, _ in if gr.numberOfTouches == 0 { gr.state = .ended } }
        view.addGestureRecognizer(gr)
        var a = TouchSimulator.Finger(id: 0), b = TouchSimulator.Finger(id: 0)
        scene.simulator.perform { frame in
            a = frame.down(at: p50)
            b = frame.down(at: CGPoint(x: 150, y: 50))
        }
        scene.simulator.move(b, to: CGPoint(x: 160, y: 50))
        scene.simulator.move(a, to: CGPoint(x: 60, y: 50))
        #expect(!gr.log.contains("moved 2"))
        #expect(view.log.contains("cancelled 1"))
        #expect(!view.log.contains("cancelled 2"))
        scene.simulator.up(b)
        #expect(view.log.contains("ended 2"))
        scene.simulator.up(a)
    }
}
