import Testing
@testable import TouchKit
import TouchKitTesting

@MainActor
@Suite struct ArbitrationTests {
    /// Two continuous recognizers on `first` and `second` views; one drag across both.
    private func race(
        _ scene: Scene, on first: UIView, _ second: UIView,
        configure: (BeginOnMoveRecognizer, BeginOnMoveRecognizer) -> Void = { _, _ in }
    ) -> (ActionLog, ActionLog) {
        let a = BeginOnMoveRecognizer(), b = BeginOnMoveRecognizer()
        a.name = "a"
        b.name = "b"
        first.addGestureRecognizer(a)
        second.addGestureRecognizer(b)
        configure(a, b)
        let logA = ActionLog(), logB = ActionLog()
        logA.attach(to: a)
        logB.attach(to: b)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 10), duration: 2.0 / 60)
        return (logA, logB)
    }

    @Test func onOneViewTheMostRecentlyAddedWinsATie() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let (a, b) = race(scene, on: view, view)
        #expect(a.names.isEmpty)
        #expect(b.names == ["began", "changed", "ended"])
    }

    @Test func theDeeperViewWinsATie() {
        let scene = Scene()
        let parent = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), in: parent)
        let (onParent, onChild) = race(scene, on: parent, child)
        #expect(onParent.names.isEmpty)
        #expect(onChild.names == ["began", "changed", "ended"])
    }

    @Test func siblingsNeverInteract() {
        let scene = Scene()
        let left = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = scene.recordingView(CGRect(x: 200, y: 0, width: 100, height: 100))
        let a = BeginOnMoveRecognizer(), b = BeginOnMoveRecognizer()
        left.addGestureRecognizer(a)
        right.addGestureRecognizer(b)
        let logA = ActionLog(), logB = ActionLog()
        logA.attach(to: a)
        logB.attach(to: b)
        var fingers: [TouchSimulator.Finger] = []
        scene.simulator.perform { frame in
            fingers = [frame.down(at: CGPoint(x: 10, y: 10)), frame.down(at: CGPoint(x: 210, y: 10))]
        }
        scene.simulator.perform { frame in
            frame.move(fingers[0], to: CGPoint(x: 30, y: 10))
            frame.move(fingers[1], to: CGPoint(x: 230, y: 10))
        }
        #expect(logA.names == ["began"])
        #expect(logB.names == ["began"])
    }

    @Test func simultaneousRecognitionWhenEitherDelegateAllowsIt() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = ClosureDelegate()
        delegate.simultaneous = { _, _ in true }
        let (a, b) = race(scene, on: view, view) { a, _ in a.delegate = delegate }
        #expect(a.names == ["began", "changed", "ended"])
        #expect(b.names == ["began", "changed", "ended"])
    }

    @Test func canPreventFalseLetsBothRecognize() {
        final class Gentle: UIGestureRecognizer {
            override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
        }
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let gentle = Gentle()
        let other = BeginOnMoveRecognizer()
        view.addGestureRecognizer(other)
        view.addGestureRecognizer(gentle)
        let logGentle = ActionLog(), logOther = ActionLog()
        logGentle.attach(to: gentle)
        logOther.attach(to: other)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 10), duration: 2.0 / 60)
        #expect(logGentle.names == ["ended"])
        #expect(logOther.names == ["began", "changed", "ended"])
    }

    @Test func aRecognizedGestureExcludesOneThatRecognizesLater() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let drag = BeginOnMoveRecognizer()
        let lift = RecognizeOnLiftRecognizer()
        view.addGestureRecognizer(drag)
        view.addGestureRecognizer(lift)
        let logDrag = ActionLog(), logLift = ActionLog()
        logDrag.attach(to: drag)
        logLift.attach(to: lift)
        // Finger 1 drags (drag recognizes); finger 2 taps: the lift recognizer would recognize but is excluded.
        let dragging = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        scene.simulator.move(dragging, to: CGPoint(x: 20, y: 10))
        let tapping = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        scene.simulator.up(tapping)
        #expect(logDrag.names == ["began"])
        #expect(logLift.names.isEmpty)
        scene.simulator.up(dragging)
    }

    @Test func failureRequirementHoldsTheActionAndSendsBeganFirst() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let drag = BeginOnMoveRecognizer()
        let blocker = FailsAfter(0.1)
        drag.require(toFail: blocker)
        view.addGestureRecognizer(drag)
        view.addGestureRecognizer(blocker)
        let log = ActionLog()
        log.attach(to: drag)
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
    @Test func aWaiterThatEndedTakesNoTouchPutDownByItsBeganAction() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
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
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let drag = BeginOnMoveRecognizer()
        let lift = RecognizeOnLiftRecognizer()
        lift.require(toFail: drag)
        view.addGestureRecognizer(lift)
        view.addGestureRecognizer(drag)
        let logLift = ActionLog(), logDrag = ActionLog()
        logLift.attach(to: lift)
        logDrag.attach(to: drag)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 20, y: 10), duration: 1.0 / 60)
        #expect(logDrag.names == ["began", "ended"])
        #expect(logLift.names.isEmpty)
        // A tap: the drag fails (lifted without moving), so the lift recognizer's action goes out.
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(logLift.names == ["ended"])
    }

    @Test func dynamicFailureRequirementFromTheDelegate() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let drag = BeginOnMoveRecognizer()
        let lift = RecognizeOnLiftRecognizer()
        let delegate = ClosureDelegate()
        delegate.requireFailure = { _, other in other === drag }
        lift.delegate = delegate
        view.addGestureRecognizer(lift)
        view.addGestureRecognizer(drag)
        let logLift = ActionLog()
        logLift.attach(to: lift)
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
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = UITapGestureRecognizer(), blocker = UIGestureRecognizer(), pan = UIPanGestureRecognizer()
        tap.require(toFail: blocker)
        for recognizer in [blocker, pan, tap] { view.addGestureRecognizer(recognizer) }
        let log = ActionLog()
        log.attach(to: tap)
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
        var diagnostics: [TouchDiagnostic] = []
        scene.window.addDiagnosticObserver { diagnostics.append($0) }
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let lift = RecognizeOnLiftRecognizer()
        view.addGestureRecognizer(lift)
        lift.require(toFail: lift)
        let log = ActionLog()
        log.attach(to: lift)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.names == ["ended"])
        #expect(diagnostics.map(\.kind) == [.invalidFailureRequirement])
    }

    @Test func failureRequirementCycleResolvesInFavourOfTheFirstToRecognize() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = RecognizeOnLiftRecognizer(), b = RecognizeOnLiftRecognizer()
        a.require(toFail: b)
        b.require(toFail: a)
        view.addGestureRecognizer(a)
        view.addGestureRecognizer(b)
        let logA = ActionLog(), logB = ActionLog()
        logA.attach(to: a)
        logB.attach(to: b)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        // Both recognize on the same lift; b (added last) settles first and wins.
        #expect(logA.names.isEmpty)
        #expect(logB.names == ["ended"])
        #expect(a.state == .possible && b.state == .possible)
    }

    @Test func disablingMidGestureCancelsAndDropsTheTouchesButTakesNewOnes() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        view.isMultipleTouchEnabled = true
        let drag = BeginOnMoveRecognizer()
        drag.cancelsTouchesInView = false
        view.addGestureRecognizer(drag)
        let log = ActionLog()
        log.attach(to: drag)
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

    @Test func recognizerRemovedFromInsideItsOwnActionStopsCleanly() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let drag = BeginOnMoveRecognizer()
        var actions = 0
        drag.addTarget(handler: { recognizer in
            actions += 1
            recognizer.view?.removeGestureRecognizer(recognizer)
        })
        view.addGestureRecognizer(drag)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 3.0 / 60)
        #expect(actions == 2)   // began, then the cancellation caused by the removal
        #expect(drag.view == nil && drag.state == .possible)
        #expect(view.log == ["began 1", "cancelled 1"])
    }

    @Test func recognizerDisabledFromItsOwnActionIsCancelled() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let drag = BeginOnMoveRecognizer()
        let log = ActionLog()
        log.attach(to: drag)
        drag.addTarget(handler: { recognizer in if recognizer.state == .began { recognizer.isEnabled = false } })
        view.addGestureRecognizer(drag)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 3.0 / 60)
        #expect(log.names == ["began", "cancelled"])
        #expect(drag.state == .possible)
    }

    @Test(arguments: ["remove", "disable"])
    func recognizerRemovedOrDisabledFromItsDelegateCallbackFailsCleanly(mutation: String) {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let drag = BeginOnMoveRecognizer()
        let log = ActionLog()
        log.attach(to: drag)
        let delegate = ClosureDelegate()
        delegate.shouldBegin = { recognizer in
            if mutation == "remove" { recognizer.view?.removeGestureRecognizer(recognizer) } else { recognizer.isEnabled = false }
            return true
        }
        drag.delegate = delegate
        view.addGestureRecognizer(drag)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 3.0 / 60)
        #expect(drag.state == .possible)
        #expect(log.names.isEmpty || log.names == ["began", "cancelled"])
        #expect(view.log.first == "began 1")
        #expect(view.log.count(where: { $0.hasPrefix("ended") || $0.hasPrefix("cancelled") }) == 1)
    }

    @Test func viewRemovedMidGestureStopsItsRecognizer() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let drag = BeginOnMoveRecognizer()
        let log = ActionLog()
        log.attach(to: drag)
        view.addGestureRecognizer(drag)
        let finger = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        scene.simulator.move(finger, to: CGPoint(x: 20, y: 10))
        view.removeFromSuperview()
        scene.simulator.move(finger, to: CGPoint(x: 30, y: 10))
        scene.simulator.up(finger)
        #expect(log.names == ["began", "cancelled"])
        #expect(view.log == ["began 1", "cancelled 1"])
    }

    @Test func recognizerAddedDuringDeliveryTakesOnlyLaterTouches() {
        let scene = Scene()
        final class Adding: UIView {
            var added: BeginOnMoveRecognizer?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                if added == nil {
                    let recognizer = BeginOnMoveRecognizer()
                    addGestureRecognizer(recognizer)
                    added = recognizer
                }
            }
        }
        let view = Adding(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.window.addSubview(view)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 2.0 / 60)
        #expect(view.added?.touchesSeen == 0)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 2.0 / 60)
        #expect(view.added?.touchesSeen == 1)
    }

    @Test func exclusiveTouchViewKeepsOutsideRecognizersFromNewTouches() {
        let scene = Scene()
        let exclusive = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = scene.recordingView(CGRect(x: 200, y: 0, width: 100, height: 100))
        let recognizer = BeginOnMoveRecognizer()
        other.addGestureRecognizer(recognizer)
        _ = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        let second = scene.simulator.down(at: CGPoint(x: 210, y: 10))
        #expect(scene.simulator.touch(for: second)?.gestureRecognizers == nil)
    }

    @Test(arguments: [UITouch.TouchType.direct, .pencil])
    func allowedTouchTypesFilterTouches(type: UITouch.TouchType) {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let recognizer = BeginOnMoveRecognizer()
        recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        view.addGestureRecognizer(recognizer)
        let finger = scene.simulator.down(at: CGPoint(x: 10, y: 10), type: type)
        #expect((scene.simulator.touch(for: finger)?.gestureRecognizers != nil) == (type == .pencil))
    }
}

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
