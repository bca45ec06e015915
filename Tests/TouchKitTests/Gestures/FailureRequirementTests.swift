import Testing
@testable import TouchKit
import TouchKitTesting

/// A recognizer that fails a fixed time after its first touch, on the window's clock (a requirement that keeps its
/// waiter waiting that long).
@MainActor
private final class FailsAfter: UIGestureRecognizer {
    let interval: TimeInterval

    init(_ interval: TimeInterval) {
        self.interval = interval
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        clock?.scheduledTimer(withTimeInterval: interval) { [weak self] _ in self?.state = .failed }
    }
}

/// Failure requirements: a recognizer that requires another to fail waits, holding its first action, until the other
/// fails (then its first action carries `.began`) or recognizes (then it fails); requirements come from
/// `require(toFail:)`, the subclass methods and the delegates, asked once per attempt. docs/UIKitFacts.md, "Gesture
/// recognizer core".
@MainActor
@Suite struct FailureRequirementTests {
    @Test func failureRequirementHoldsTheActionAndSendsBeganFirst() {
        let (scene, view) = Scene.withRecordingView(side: 100)
        let drag = BeginOnMoveRecognizer()
        let blocker = FailsAfter(0.1)
        drag.require(toFail: blocker)
        view.addGestureRecognizer(drag)
        view.addGestureRecognizer(blocker)
        let log = ActionLog(attachedTo: drag)
        let finger = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        scene.simulator.move(finger, to: CGPoint(x: 20, y: 10), duration: 3.0 / 60)
        #expect(drag.state == .changed)
        #expect(log.names.isEmpty)
        scene.simulator.advance(by: 0.1)
        #expect(log.names == ["began"])
        scene.simulator.move(finger, to: CGPoint(x: 30, y: 10))
        scene.simulator.up(finger)
        #expect(log.names == ["began", "changed", "ended"])
    }

    /// A long press that ended while it waited on a requirement reports began, then ended, when the requirement
    /// fails. A finger its began action puts down is not given to it (it has decided its attempt), so the end it
    /// still owes is not lost to a `.changed` (storm seed 275556: a context menu's press left in `.changed` at rest).
    @Test(.tags(.storm)) func aWaiterThatEndedTakesNoTouchPutDownByItsBeganAction() {
        let (scene, view) = Scene.withRecordingView(side: 100)
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.2
        let blocker = FailsAfter(0.5)
        press.require(toFail: blocker)
        let log = ActionLog(press, on: view)
        view.addGestureRecognizer(blocker)
        var secondFinger: TouchSimulator.Finger?
        press.addTarget(handler: { _ in
            if secondFinger == nil { secondFinger = scene.simulator.down(at: CGPoint(x: 50, y: 50)) }
        })
        let finger = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        scene.simulator.advance(by: 0.3)
        scene.simulator.up(finger)
        #expect(log.names.isEmpty)                      // it waits for the blocker
        scene.simulator.advance(by: 0.3)
        #expect(log.names == ["began", "ended"])
        #expect(press.state == .possible)
        #expect(secondFinger != nil)
        if let secondFinger { scene.simulator.up(secondFinger) }
        #expect(log.names == ["began", "ended"])
    }

    @Test func failureRequirementSuppressesTheWaiterWhenTheOtherRecognizes() {
        let drag = BeginOnMoveRecognizer()
        let lift = RecognizeOnLiftRecognizer()
        lift.require(toFail: drag)
        let (scene, _, logLift, logDrag) = sceneWithRecognizers(lift, drag)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 20, y: 10), duration: 1.0 / 60)
        #expect(logDrag.names == ["began", "ended"])
        #expect(logLift.names.isEmpty)
        // A tap: the drag fails (lifted without moving), so the lift recognizer's action goes out.
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(logLift.names == ["ended"])
    }

    @Test func dynamicFailureRequirementFromTheDelegate() {
        let (scene, view) = Scene.withRecordingView(side: 100)
        let drag = BeginOnMoveRecognizer()
        let lift = RecognizeOnLiftRecognizer()
        let delegate = ClosureDelegate()
        delegate.requireFailure = { _, other in other === drag }
        lift.delegate = delegate
        view.addGestureRecognizer(lift)
        view.addGestureRecognizer(drag)
        let logLift = ActionLog(attachedTo: lift)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(logLift.names == ["ended"])
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 20, y: 10), duration: 1.0 / 60)
        #expect(logLift.names == ["ended"])
    }

    /// Two built-in recognizers without delegates are not asked whether one waits for the other (nothing could
    /// answer); the "no" still counts as asked for the attempt: a delegate set later, while the tap waits on its
    /// requirement, is not asked about the pan the tap was already answered about (its next attempt included, as
    /// for any answer a waiting recognizer holds), only about a recognizer that joins afterwards.
    @Test func aDelegateSetMidAttemptIsNotAskedWhatWasAnsweredWithoutAsking() {
        let (scene, view) = Scene.withRecordingView(side: 100)
        let tap = UITapGestureRecognizer(), blocker = UIGestureRecognizer(), pan = UIPanGestureRecognizer()
        tap.require(toFail: blocker)
        for recognizer in [blocker, pan, tap] { view.addGestureRecognizer(recognizer) }
        let log = ActionLog(attachedTo: tap)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(tap.state == .ended && log.names.isEmpty)      // it waits for the blocker
        var askedAbout: [String] = []
        let delegate = ClosureDelegate()
        delegate.requireFailure = { _, other in
            askedAbout.append(other === pan ? "pan" : other === blocker ? "blocker" : "late")
            return false
        }
        tap.delegate = delegate
        let late = UIPanGestureRecognizer()
        view.addGestureRecognizer(late)
        // A second finger: the pan starts a new attempt, the late pan joins its first; the waiting tap is
        // re-examined against both.
        scene.simulator.tap(at: CGPoint(x: 20, y: 20))
        #expect(askedAbout == ["late"])
        blocker.state = .failed
        #expect(log.names == ["ended"])
    }

    @Test func requiringItselfIsIgnoredWithADiagnostic() {
        let scene = Scene()
        let diagnostics = DiagnosticLog(observing: scene.window)
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let lift = RecognizeOnLiftRecognizer()
        view.addGestureRecognizer(lift)
        lift.require(toFail: lift)
        let log = ActionLog(attachedTo: lift)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.names == ["ended"])
        #expect(diagnostics.kinds == [.invalidFailureRequirement])
    }

    @Test func failureRequirementCycleResolvesInFavourOfTheFirstToRecognize() {
        let a = RecognizeOnLiftRecognizer(), b = RecognizeOnLiftRecognizer()
        a.require(toFail: b)
        b.require(toFail: a)
        let (scene, _, logA, logB) = sceneWithRecognizers(a, b)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        // Both recognize on the same lift; b (added last) settles first and wins.
        #expect(logA.names.isEmpty)
        #expect(logB.names == ["ended"])
        #expect(a.state == .possible && b.state == .possible)
    }

    @Test(.tags(.factSheet)) func failureRequirementFirstActionCarriesBeganAfterTheOtherFails() {
        let (scene, view) = Scene.withRecordingView()
        let log = EventLog()
        let tap = UITapGestureRecognizer { _ in log.events.append("tap") }
        let pan = UIPanGestureRecognizer { gr in log.events.append("pan \(gr.state)") }
        pan.require(toFail: tap)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        let finger = scene.simulator.down(at: p50)
        scene.simulator.move(finger, to: CGPoint(x: 70, y: 50))   // pan began, waits (tap allows 45 pt)
        #expect(log.events.isEmpty)
        #expect(pan.state == .began)
        scene.simulator.move(finger, to: CGPoint(x: 85, y: 50))   // pan changed, still waiting
        #expect(log.events.isEmpty)
        #expect(pan.state == .changed)
        scene.simulator.move(finger, to: CGPoint(x: 120, y: 50))  // 70 pt: the tap fails
        #expect(log.events.first == "pan began")
        scene.simulator.up(finger)
        #expect(log.events.last == "pan ended")
        #expect(!log.events.contains("tap"))
        #expect(log.events.filter { $0 == "pan began" }.count == 1)
    }

    @Test(.tags(.factSheet)) func failureRequirementWaitingRecognizerNeverActsIfTheOtherRecognizes() {
        let (scene, view) = Scene.withRecordingView()
        let log = EventLog()
        let double = UITapGestureRecognizer { _ in log.events.append("double") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { _ in log.events.append("single") }
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        scene.simulator.doubleTap(at: p50)
        scene.simulator.advance(by: 1)
        #expect(log.events == ["double"])
        // A single tap: the single tap's action waits for the double tap's 0.35 s.
        scene.simulator.tap(at: p50)
        scene.simulator.advance(by: 0.3)
        #expect(log.events == ["double"])
        scene.simulator.advance(by: 0.1)
        #expect(log.events == ["double", "single"])
    }

    @Test(.tags(.factSheet)) func failureRequirementOnItselfIsLoggedAndIgnored() {
        let (scene, view) = Scene.withRecordingView()
        let diagnostics = DiagnosticLog(observing: scene.window)
        let log = EventLog()
        let tap = UITapGestureRecognizer { _ in log.events.append("tap") }
        view.addGestureRecognizer(tap)
        tap.require(toFail: tap)
        scene.simulator.tap(at: p50)
        #expect(log.events == ["tap"])
        #expect(diagnostics.reported.contains { $0.kind == .invalidFailureRequirement })
    }

    @Test(.tags(.factSheet)) func failureRequirementFromTheSubclassMethod() {
        let (scene, view) = Scene.withRecordingView()
        let log = EventLog()
        let tap = UITapGestureRecognizer { _ in log.events.append("tap") }
        let pan = PanRequiringTaps()
        pan.addTarget { gr in log.events.append("pan \(gr.state)") }
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        let finger = scene.simulator.down(at: p50)
        scene.simulator.move(finger, to: CGPoint(x: 70, y: 50))
        scene.simulator.move(finger, to: CGPoint(x: 85, y: 50))
        #expect(log.events.isEmpty)
        scene.simulator.move(finger, to: CGPoint(x: 120, y: 50))
        scene.simulator.up(finger)
        #expect(log.events.first == "pan began")
        #expect(log.events.last == "pan ended")
    }

    @Test(.tags(.factSheet)) func failureRequirementFromTheDelegateIsAskedOncePerAttempt() {
        let (scene, view) = Scene.withRecordingView()
        let log = EventLog()
        let tap = UITapGestureRecognizer { _ in log.events.append("tap") }
        tap.name = "tap"
        let pan = UIPanGestureRecognizer { gr in log.events.append("pan \(gr.state)") }
        pan.name = "pan"
        let delegate = AnsweringDelegate()
        delegate.requireFailureOf = { waiter, other in waiter === pan && other === tap }
        pan.delegate = delegate
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        let finger = scene.simulator.down(at: p50)
        for x in [70, 85, 100, 120, 140] as [CGFloat] { scene.simulator.move(finger, to: CGPoint(x: x, y: 50)) }
        scene.simulator.up(finger)
        #expect(log.events.first == "pan began")
        #expect(delegate.requireFailureQuestions.filter { $0 == "pan→tap" }.count == 1)
        withExtendedLifetime(delegate) {}
    }

    @Test(.tags(.factSheet)) func failureRequirementFromTheOthersDelegateShouldBeRequiredToFailBy() {
        final class RequiredDelegate: UIGestureRecognizerDelegate {
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool { otherGestureRecognizer is UIPanGestureRecognizer }
        }
        let (scene, view) = Scene.withRecordingView()
        let log = EventLog()
        let tap = UITapGestureRecognizer { _ in log.events.append("tap") }
        let delegate = RequiredDelegate()
        tap.delegate = delegate
        let pan = UIPanGestureRecognizer { gr in log.events.append("pan \(gr.state)") }
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        let finger = scene.simulator.down(at: p50)
        scene.simulator.move(finger, to: CGPoint(x: 70, y: 50))
        #expect(log.events.isEmpty)
        scene.simulator.move(finger, to: CGPoint(x: 120, y: 50))
        scene.simulator.up(finger)
        #expect(log.events.first == "pan began")
        withExtendedLifetime(delegate) {}
    }
}
