import Testing
@testable import TouchKit
import TouchKitTesting

/// Which touches a recognizer receives and whether it may begin: `isEnabled`, `allowedTouchTypes`,
/// `requiresExclusiveTouchType`, an exclusive-touch view, the delegate's `shouldReceive` questions and
/// `gestureRecognizerShouldBegin` (the view's, then the delegate's). docs/UIKitFacts.md, "Gesture recognizer core".
@MainActor
@Suite struct RecognizerGateTests {
    @Test func shouldBeginFalseFromTheDelegateFailsTheRecognizer() {
        let recognizer = BeginOnMoveRecognizer()
        let delegate = ClosureDelegate()
        delegate.shouldBegin = { _ in false }
        recognizer.delegate = delegate
        let (scene, view, actions) = sceneWithRecognizer(with: recognizer)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 10), duration: 2.0 / 60)
        #expect(actions.names.isEmpty)
        #expect(view.log == ["began 1", "moved 1", "moved 1", "ended 1"])
    }

    @Test func viewCanRefuseARecognizerThroughGestureRecognizerShouldBegin() {
        final class Refusing: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let scene = Scene()
        let parent = UIView(frame: scene.window.bounds)
        let child = Refusing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(parent)
        parent.addSubview(child)
        let recognizer = BeginOnMoveRecognizer()
        let actions = ActionLog(recognizer, on: parent)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 10), duration: 2.0 / 60)
        #expect(actions.names.isEmpty)
        scene.simulator.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 250, y: 200), duration: 2.0 / 60)
        #expect(actions.names.first == "began")
    }

    @Test func delegateCanKeepATouchFromTheRecognizer() {
        let (scene, view) = Scene.withRecordingView()
        let recognizer = BeginOnMoveRecognizer()
        let delegate = ClosureDelegate()
        delegate.shouldReceiveTouch = { _, touch in touch.location(in: nil).x > 100 }
        recognizer.delegate = delegate
        view.addGestureRecognizer(recognizer)
        let finger = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        #expect(scene.simulator.touch(for: finger)?.gestureRecognizers == nil)
        scene.simulator.up(finger)
        let other = scene.simulator.down(at: CGPoint(x: 200, y: 10))
        #expect(scene.simulator.touch(for: other)?.gestureRecognizers?.first === recognizer)
        #expect(scene.window.touchEvent.touches(for: recognizer)?.count == 1)
        #expect(recognizer.numberOfTouches == 1)
        #expect(recognizer.location(in: nil) == CGPoint(x: 200, y: 10))
        #expect(recognizer.location(ofTouch: 0, in: view) == CGPoint(x: 200, y: 10))
    }

    @Test func disablingMidGestureCancelsAndDropsTheTouchesButTakesNewOnes() {
        let (scene, view) = Scene.withRecordingView()
        view.isMultipleTouchEnabled = true
        let drag = BeginOnMoveRecognizer()
        drag.cancelsTouchesInView = false
        let log = ActionLog(drag, on: view)
        let first = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        scene.simulator.move(first, to: CGPoint(x: 20, y: 10))
        drag.isEnabled = false
        drag.isEnabled = true
        #expect(log.names == ["began", "cancelled"])
        #expect(scene.simulator.touch(for: first)?.gestureRecognizers == nil)
        scene.simulator.move(first, to: CGPoint(x: 30, y: 10))
        #expect(log.names == ["began", "cancelled"])
        let second = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.move(second, to: CGPoint(x: 120, y: 100))
        #expect(log.names == ["began", "cancelled", "began"])
        scene.simulator.perform { $0.up(first); $0.up(second) }
        #expect(view.log.filter { $0.hasPrefix("ended") }.count == 2)
    }

    @Test func exclusiveTouchViewKeepsOutsideRecognizersFromNewTouches() {
        let scene = Scene()
        let (exclusive, other) = scene.siblingViews()
        exclusive.isExclusiveTouch = true
        let recognizer = BeginOnMoveRecognizer()
        other.addGestureRecognizer(recognizer)
        _ = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        let second = scene.simulator.down(at: CGPoint(x: 210, y: 10))
        #expect(scene.simulator.touch(for: second)?.gestureRecognizers == nil)
    }

    @Test(arguments: [UITouch.TouchType.direct, .pencil])
    func allowedTouchTypesFilterTouches(type: UITouch.TouchType) {
        let (scene, view) = Scene.withRecordingView(side: 100)
        let recognizer = BeginOnMoveRecognizer()
        recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        view.addGestureRecognizer(recognizer)
        let finger = scene.simulator.down(at: CGPoint(x: 10, y: 10), type: type)
        #expect((scene.simulator.touch(for: finger)?.gestureRecognizers != nil) == (type == .pencil))
    }

    @Test(.tags(.factSheet)) func shouldBeginAsksTheHitViewThenTheDelegate() {
        let scene = Scene()
        let order = OrderLog()
        let parent = scene.plainView(CGRect(x: 0, y: 0, width: 300, height: 300))
        order.view(CGRect(x: 0, y: 0, width: 100, height: 100), in: parent)
        let gr = ScriptedRecognizer()
        let delegate = AnsweringDelegate()
        delegate.order = order
        gr.delegate = delegate
        gr.onBegan = { gr, _, _ in gr.state = .began }
        parent.addGestureRecognizer(gr)
        let finger = scene.simulator.down(at: p50)
        let asks = order.entries.filter { $0.hasSuffix("shouldBegin") }
        #expect(asks == ["view shouldBegin", "delegate shouldBegin"])
        scene.simulator.cancel(finger)
        withExtendedLifetime(delegate) {}
    }

    @Test(.tags(.factSheet)) func shouldBeginFalseFromTheHitViewFailsTheRecognizer() {
        let scene = Scene()
        let order = OrderLog()
        let view = order.view(CGRect(x: 0, y: 0, width: 100, height: 100), in: scene.window, shouldBegin: false)
        let gr = ScriptedRecognizer()
        let actions = ActionLog(attachedTo: gr)
        var seen: UIGestureRecognizer.State?
        gr.onBegan = { gr, _, _ in gr.state = .began; seen = gr.state }
        view.addGestureRecognizer(gr)
        let finger = scene.simulator.down(at: p50)
        #expect(seen == .failed)
        #expect(actions.states.isEmpty)
        scene.simulator.up(finger)
    }

    @Test(.tags(.factSheet)) func shouldBeginDoesNotAskViewsWithoutCancelsTouchesInView() {
        let scene = Scene()
        let order = OrderLog()
        let view = order.view(CGRect(x: 0, y: 0, width: 100, height: 100), in: scene.window, shouldBegin: false)
        let gr = ScriptedRecognizer()
        gr.cancelsTouchesInView = false
        var seen: UIGestureRecognizer.State?
        gr.onBegan = { gr, _, _ in gr.state = .began; seen = gr.state }
        view.addGestureRecognizer(gr)
        let finger = scene.simulator.down(at: p50)
        #expect(seen == .began)
        #expect(!order.entries.contains("view shouldBegin"))
        scene.simulator.cancel(finger)
    }

    @Test(.tags(.factSheet)) func requiresExclusiveTouchTypeDefaultsTrueAndRejectsOtherTypes() {
        let s = ScriptedRecognizerSetup()
        #expect(s.recognizer.requiresExclusiveTouchType == true)
        let a = s.scene.simulator.down(at: p50)
        let b = s.scene.simulator.down(at: CGPoint(x: 100, y: 100), type: .pencil)
        #expect(s.recognizer.log == ["began 1"])
        s.scene.simulator.up(a)
        s.scene.simulator.up(b)
    }

    @Test(.tags(.factSheet)) func requiresExclusiveTouchTypeFalseAcceptsMixedTypes() {
        let s = ScriptedRecognizerSetup()
        s.recognizer.requiresExclusiveTouchType = false
        let a = s.scene.simulator.down(at: p50)
        let b = s.scene.simulator.down(at: CGPoint(x: 100, y: 100), type: .pencil)
        #expect(s.recognizer.log == ["began 1", "began 2"])
        s.scene.simulator.up(a)
        s.scene.simulator.up(b)
    }

    @Test(.tags(.factSheet)) func allowedTouchTypesDefaultsToAllFour() {
        #expect(Set(ScriptedRecognizer().allowedTouchTypes.map(\.intValue)) == [0, 1, 2, 3])
    }

    /// Why a recognizer may not have a touch before anyone is asked.
    enum Refusal: CaseIterable {
        /// `isEnabled` is false.
        case disabled
        /// The touch's type (a pencil) is not in `allowedTouchTypes` (direct only).
        case touchTypeNotAllowed
    }

    @Test(.tags(.factSheet), arguments: Refusal.allCases)
    func aRecognizerThatMayNotHaveATouchReceivesNothingAndItsDelegateIsNotAsked(refusal: Refusal) {
        let s = ScriptedRecognizerSetup()
        switch refusal {
        case .disabled: s.recognizer.isEnabled = false
        case .touchTypeNotAllowed: s.recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        }
        let delegate = AnsweringDelegate()
        s.recognizer.delegate = delegate
        let a = s.scene.simulator.down(at: p50, type: .pencil)
        #expect(s.recognizer.log.isEmpty)
        #expect(delegate.shouldReceiveTouchCount == 0)
        #expect(delegate.shouldReceiveEventCount == 0)
        s.scene.simulator.up(a)
        withExtendedLifetime(delegate) {}
    }

    @Test(.tags(.factSheet)) func shouldReceiveEventIsAskedOncePerSequenceThenShouldReceiveTouch() {
        let s = ScriptedRecognizerSetup()
        let order = OrderLog()
        let delegate = AnsweringDelegate()
        delegate.order = order
        s.recognizer.delegate = delegate
        let a = s.scene.simulator.down(at: p50)
        let b = s.scene.simulator.down(at: CGPoint(x: 100, y: 100))
        #expect(delegate.shouldReceiveEventCount == 1)
        #expect(delegate.shouldReceiveTouchCount == 2)
        #expect(order.entries.first == "delegate shouldReceiveEvent")
        s.scene.simulator.up(a)
        s.scene.simulator.up(b)
        withExtendedLifetime(delegate) {}
    }

    @Test(.tags(.factSheet)) func delegateShouldReceiveTouchFalseKeepsTheTouchFromTheRecognizer() {
        let s = ScriptedRecognizerSetup()
        let delegate = AnsweringDelegate()
        delegate.receiveTouch = false
        s.recognizer.delegate = delegate
        let a = s.scene.simulator.down(at: p50)
        s.scene.simulator.move(a, to: CGPoint(x: 60, y: 60))
        s.scene.simulator.up(a)
        #expect(s.recognizer.log.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test(.tags(.factSheet)) func exclusiveTouchViewKeepsTouchesFromRecognizersNotAboveIt() {
        let scene = Scene()
        let (exclusive, other) = scene.siblingViews()
        exclusive.isExclusiveTouch = true
        let onOther = ScriptedRecognizer()
        other.addGestureRecognizer(onOther)
        let onWindow = ScriptedRecognizer()
        scene.window.addGestureRecognizer(onWindow)
        let a = scene.simulator.down(at: p50)
        let b = scene.simulator.down(at: CGPoint(x: 250, y: 50))
        #expect(onOther.log.isEmpty)
        #expect(onWindow.log == ["began 1", "began 2"])
        scene.simulator.up(a)
        scene.simulator.up(b)
    }

    @Test(.tags(.factSheet)) func recognizerDoesNotReceiveTouchesHitTestedOutsideItsView() {
        let scene = Scene()
        let parent = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), in: parent)
        let gr = ScriptedRecognizer()
        child.addGestureRecognizer(gr)
        scene.simulator.tap(at: CGPoint(x: 300, y: 300))
        #expect(gr.log.isEmpty)
        scene.simulator.tap(at: p50)
        #expect(gr.log.first == "began 2")
    }

    @Test(.tags(.factSheet)) func disablingABeganRecognizerCancelsItAndReenablingTakesNewTouchesAtOnce() {
        let pan = UIPanGestureRecognizer()
        let (scene, _, actions) = sceneWithRecognizer(with: pan)
        let a = scene.simulator.down(at: p50)
        scene.simulator.move(a, to: CGPoint(x: 100, y: 50))
        #expect(actions.states == [.began])
        pan.isEnabled = false
        #expect(actions.states == [.began, .cancelled])
        #expect(pan.state == .possible)
        scene.simulator.move(a, to: CGPoint(x: 150, y: 50))
        #expect(actions.states == [.began, .cancelled])
        pan.isEnabled = true
        scene.simulator.move(a, to: CGPoint(x: 200, y: 50))
        #expect(actions.states == [.began, .cancelled])   // the dropped touch is not taken back
        let b = scene.simulator.down(at: CGPoint(x: 50, y: 200))
        scene.simulator.move(b, to: CGPoint(x: 100, y: 200))
        #expect(actions.states == [.began, .cancelled, .began])
        scene.simulator.up(a)
        scene.simulator.up(b)
    }

    @Test(.tags(.factSheet)) func disablingAnUndecidedRecognizerFailsIt() {
        let tap = UITapGestureRecognizer()
        let (scene, _, actions) = sceneWithRecognizer(with: tap)
        let a = scene.simulator.down(at: p50)
        tap.isEnabled = false
        #expect(tap.state == .possible)
        tap.isEnabled = true
        scene.simulator.up(a)
        #expect(actions.states.isEmpty)
    }
}
