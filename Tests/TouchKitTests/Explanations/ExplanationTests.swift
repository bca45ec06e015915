import Testing
@testable import TouchKit

/// ``TouchExplanation``: the talks' scenes explained, every hit-test skip reason, every receive gate, every exclusion
/// rule, and the simulator's warning when a gesture aimed at a view lands on another.
@MainActor
@Suite struct ExplanationTests {
    // MARK: The talks' scenes

    @Test func explainsThe2017ExclusionThePanPreventsTheTapAndCancelsTheViewsTouch() throws {
        let scene = TalkWidget().scene
        let explainer = TouchExplainer(window: scene.window)
        scene.simulator.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 170, y: 150), duration: 2.0 / 60)
        let touch = try #require(explainer.explanation.touches.first)
        #expect(touch.hitTest.path == ["UIWindow"])
        #expect(touch.hitTest.hitView == "widget")
        let tap = try #require(touch.recognizer(named: "tap"))
        #expect(tap.finalState == .failed)
        #expect(tap.prevention?.winner == "pan")
        #expect(tap.prevention?.rule == .exclusion)
        let pan = try #require(touch.recognizer(named: "pan"))
        #expect(pan.recognizedAt != nil)
        #expect(pan.actions.map(\.state) == [.began, .ended])
        #expect(touch.deliveries.map(\.kind) == [.received(.began), .received(.moved), .received(.cancelled)])
        #expect(explainer.explanation.description.contains("prevented by pan"))
    }

    @Test func explainsThe2017FailureRequirementThePanWaitsForTheTapToFailAndHowLong() throws {
        let widget = TalkWidget()
        let (scene, tap, pan) = (widget.scene, widget.tap, widget.pan)
        pan.require(toFail: tap)
        let explainer = TouchExplainer(window: scene.window)
        let finger = scene.simulator.down(at: CGPoint(x: 150, y: 150))
        scene.simulator.move(finger, to: CGPoint(x: 180, y: 150), duration: 2.0 / 60)
        scene.simulator.move(finger, to: CGPoint(x: 210, y: 150), duration: 2.0 / 60)
        scene.simulator.up(finger)
        let explanation = explainer.explanation
        let panAttempt = try #require(explanation.recognizers(named: "pan").first)
        let wait = try #require(panAttempt.waits.first)
        #expect(wait.requirement == "tap")
        #expect(wait.outcome == .requirementFailed)
        #expect(try #require(wait.duration) > 0)
        // Its first action carries .began although it moved on while it waited (the 2017 talk).
        #expect(panAttempt.actions.first?.state == .began)
        #expect(explanation.recognizers(named: "tap").first?.finalState == .failed)
        #expect(explanation.description.contains("for tap to fail: it failed"))
    }

    @Test func explainsThe2014TouchDelayAQuickScrollDropsTheDelayedTouchAStillFingerReleasesIt() throws {
        let scene = Scene()
        let scroller = UIScrollView(frame: scene.window.bounds)
        scroller.contentSize = CGSize(width: 400, height: 2000)
        scene.window.addSubview(scroller)
        scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 200), in: scroller, name: "dot")
        let explainer = TouchExplainer(window: scene.window)

        scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 40), duration: 0.05)
        let quick = try #require(explainer.explanation.touches.first)
        #expect(quick.hitTest.hitView == "dot")
        #expect(quick.deliveries.map(\.kind) == [.delayed(.began), .dropped])

        scene.simulator.settle()
        scene.simulator.longPress(at: CGPoint(x: 100, y: 100), duration: 0.3)
        let still = try #require(explainer.explanation.touches.last)
        #expect(still.deliveries.map(\.kind) == [.delayed(.began), .released, .received(.began), .received(.ended)])
        let released = try #require(still.deliveries.first { $0.kind == .released })
        #expect(abs(released.time - still.beganAt - 0.15) < 1e-6)
    }

    @Test func explainsThe2010DoubleTapTheSingleTapWaitsForTheDoubleTapWhichRecognizes() throws {
        let scene = Scene()
        scene.photoWithSingleAndDoubleTap()
        let explainer = TouchExplainer(window: scene.window)

        scene.simulator.tap(at: CGPoint(x: 200, y: 300))
        scene.simulator.advance(by: 0.5)
        let single = try #require(explainer.explanation.recognizers(named: "singleTap").first)
        #expect(single.waits.first?.outcome == .requirementFailed)
        #expect(abs((single.waits.first?.duration ?? 0) - 0.35) < 1e-6)
        #expect(single.actions.map(\.state) == [.ended])

        scene.simulator.doubleTap(at: CGPoint(x: 200, y: 300))
        let explanation = explainer.explanation
        let secondSingle = try #require(explanation.recognizers(named: "singleTap").last)
        #expect(secondSingle.waits.first?.outcome == .requirementRecognized)
        #expect(secondSingle.actions.isEmpty)
        let double = try #require(explanation.recognizers(named: "doubleTap").last)
        #expect(double.fingers.count == 2)
        #expect(double.actions.map(\.state) == [.ended])
        // The second tap's touch is not offered to the single tap: it decided and waits.
        #expect(explanation.touches.last?.refusals.first { $0.recognizer == "singleTap" }?.gate == .finished)
    }

    // MARK: Hit-test skip reasons

    /// A view that refuses every point inside its bounds.
    final class RefusingPointInside: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
    }

    /// A view whose hit test finds nothing.
    final class NilHitTest: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    }

    @Test(arguments: HitTestSkipReason.allCases)
    func namesWhyHitTestingSkippedAView(_ reason: HitTestSkipReason) throws {
        let scene = Scene()
        scene.recordingView(scene.window.bounds, name: "back")
        let frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        let front: UIView
        switch reason {
        case .pointInsideRejected: front = RefusingPointInside(frame: frame)
        case .hitTestOverride: front = NilHitTest(frame: frame)
        default: front = UIView(frame: frame)
        }
        front.accessibilityIdentifier = "front"
        scene.window.addSubview(front)
        switch reason {
        case .hidden: front.isHidden = true
        case .userInteractionDisabled: front.isUserInteractionEnabled = false
        case .transparent: front.alpha = 0.005
        case .collapsedTransform: front.transform = CGAffineTransform(scaleX: 0, y: 0)
        case .animating: UIView.animate(withDuration: 1, delay: 0, options: [], animations: { front.alpha = 0.5 })
        case .outsideBounds: front.frame = CGRect(x: 300, y: 300, width: 50, height: 50)
        case .pointInsideRejected, .hitTestOverride: break
        }
        let explainer = TouchExplainer(window: scene.window)
        scene.simulator.tap(at: CGPoint(x: 150, y: 150))
        let hitTest = try #require(explainer.explanation.touches.first?.hitTest)
        #expect(hitTest.hitView == "back")
        #expect(hitTest.reason(skipping: "front") == reason)
        #expect(explainer.explanation.description.contains("skipped front: \(reason.explanation)"))
    }

    @Test func aSkippedContainerIsReportedOnceAndItsSubviewsAreNotVisited() throws {
        let scene = Scene()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        container.accessibilityIdentifier = "container"
        container.isHidden = true
        scene.window.addSubview(container)
        scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), in: container, name: "inner")
        let explainer = TouchExplainer(window: scene.window)
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        let hitTest = try #require(explainer.explanation.touches.first?.hitTest)
        #expect(hitTest.skipped == [TouchExplanation.Skip(view: "container", reason: .hidden)])
        #expect(hitTest.hitView == "UIWindow")
        #expect(hitTest.path.isEmpty)
    }

    @Test func theHitTestPathRunsFromTheWindowDownToTheHitViewsSuperview() throws {
        let scene = Scene()
        let outer = scene.recordingView(CGRect(x: 0, y: 0, width: 300, height: 300), name: "outer")
        let middle = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), in: outer, name: "middle")
        scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), in: middle, name: "leaf")
        let explainer = TouchExplainer(window: scene.window)
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        let hitTest = try #require(explainer.explanation.touches.first?.hitTest)
        #expect(hitTest.path == ["UIWindow", "outer", "middle"])
        #expect(hitTest.hitView == "leaf")
    }

    @Test func aTouchThatHitsNothingSaysSo() throws {
        let scene = Scene()
        scene.window.isUserInteractionEnabled = false
        let explainer = TouchExplainer(window: scene.window)
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        let touch = try #require(explainer.explanation.touches.first)
        #expect(touch.hitTest.hitView == nil)
        #expect(touch.hitTest.reason(skipping: "UIWindow") == .userInteractionDisabled)
        #expect(explainer.explanation.description.contains("nothing was hit"))
    }

    @Test func hitTestingRecordsNothingWhenNobodyObservesTheTrace() {
        let scene = Scene()
        let hidden = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), name: "hidden")
        hidden.isHidden = true
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(HitTestRecorder.active == nil)
    }

    // MARK: Receive gates

    /// A recognizer whose own rule refuses every touch.
    final class RefusingByDesign: UIGestureRecognizer {
        override func acceptsTouchByDesign(_ touch: UITouch) -> Bool { false }
    }

    @Test(arguments: RecognizerGate.allCases)
    func namesTheGateThatKeptARecognizerFromATouch(_ gate: RecognizerGate) throws {
        let scene = Scene()
        let target = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), name: "target")
        let recognizer: UIGestureRecognizer = gate == .recognizerRule ? RefusingByDesign() : RecognizeOnLiftRecognizer()
        recognizer.name = "gated"
        target.addGestureRecognizer(recognizer)
        let delegate = ClosureDelegate()
        var touchType = UITouch.TouchType.direct
        switch gate {
        case .touchTypeMismatch, .finished, .exclusiveTouch, .recognizerRule: break
        case .touchTypeNotAllowed: recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        case .disabled: recognizer.isEnabled = false
        case .shouldReceiveEvent: delegate.shouldReceiveEvent = { _, _ in false }
        case .delegateShouldReceiveTouch: delegate.shouldReceiveTouch = { _, _ in false }
        }
        recognizer.delegate = delegate
        let explainer = TouchExplainer(window: scene.window)
        switch gate {
        case .touchTypeMismatch:
            // A direct touch is tracked; a pencil joins.
            let first = scene.simulator.down(at: CGPoint(x: 50, y: 50))
            touchType = .pencil
            let second = scene.simulator.down(at: CGPoint(x: 60, y: 60), type: touchType)
            scene.simulator.up(first)
            scene.simulator.up(second)
        case .finished:
            // Recognized on the first lift, it waits for a double tap to fail: the second tap finds it decided.
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            target.addGestureRecognizer(doubleTap)
            recognizer.require(toFail: doubleTap)
            scene.simulator.doubleTap(at: CGPoint(x: 50, y: 50))
        case .exclusiveTouch:
            let exclusive = scene.recordingView(CGRect(x: 300, y: 300, width: 50, height: 50), name: "exclusive")
            exclusive.isExclusiveTouch = true
            let holder = scene.simulator.down(at: CGPoint(x: 320, y: 320))
            scene.simulator.tap(at: CGPoint(x: 50, y: 50))
            scene.simulator.up(holder)
        default:
            scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        }
        let refusals = explainer.explanation.touches.flatMap(\.refusals)
        #expect(refusals.contains(TouchExplanation.Refusal(recognizer: "gated", view: "target", gate: gate)))
        #expect(explainer.explanation.description.contains("not offered to gated @target: \(gate.explanation)"))
    }

    // MARK: Exclusion rules

    /// Two recognizers on one view that recognize on the same lift: the one added last wins the tie (the 2010 talk).
    @Test func aTieIsExplainedAsATieBreak() throws {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), name: "view")
        let first = RecognizeOnLiftRecognizer().named("first")
        let second = RecognizeOnLiftRecognizer().named("second")
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        let explainer = TouchExplainer(window: scene.window)
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        let loser = try #require(explainer.explanation.recognizers(named: "first").first)
        #expect(loser.prevention == TouchExplanation.Recognizer.Arbitration(time: loser.prevention?.time ?? 0, winner: "second", rule: .tieBreak))
        #expect(explainer.explanation.recognizers(named: "second").first?.actions.count == 1)
    }

    /// Recognizes when its touch lifts, or on the first move when `recognizesOnMove`; may decline to prevent or be
    /// prevented.
    final class DecliningRecognizer: UIGestureRecognizer {
        var recognizesOnMove = false
        var declinesToPrevent = false
        var declinesToBePrevented = false
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            if recognizesOnMove { state = .ended }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { !declinesToPrevent }
        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { !declinesToBePrevented }
    }

    /// A failure requirement also spares a recognizer from exclusion (``ExclusionRule/failureRequirement``), but the
    /// arena decides such a pair by the requirement before it looks at exclusion, so no scene traces that rule.
    @Test(arguments: [ExclusionRule.simultaneousByDelegate, .canPreventDeclined, .canBePreventedDeclined])
    func aRecognizerLeftAloneSaysWhichRuleSparedIt(_ rule: ExclusionRule) throws {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), name: "view")
        let pan = UIPanGestureRecognizer().named("pan")
        let other = DecliningRecognizer().named("other")
        other.cancelsTouchesInView = false
        view.addGestureRecognizer(other)
        view.addGestureRecognizer(pan)
        let delegate = ClosureDelegate()
        other.delegate = delegate
        switch rule {
        case .simultaneousByDelegate: delegate.simultaneous = { _, _ in true }
        case .canBePreventedDeclined: other.declinesToBePrevented = true
        default:
            // The other recognizes first, on a tiny move the pan does not take yet, and declines to prevent it.
            other.recognizesOnMove = true
            other.declinesToPrevent = true
        }
        let explainer = TouchExplainer(window: scene.window)
        let finger = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        scene.simulator.move(finger, to: CGPoint(x: 50, y: 50.5))
        scene.simulator.move(finger, to: CGPoint(x: 80, y: 50))
        scene.simulator.up(finger)
        let (spared, winner) = rule == .canPreventDeclined ? ("pan", "other") : ("other", "pan")
        let arbitration = try #require(explainer.explanation.recognizers(named: spared).first?.arbitrations.first)
        #expect(arbitration == TouchExplanation.Recognizer.Arbitration(time: arbitration.time, winner: winner, rule: rule))
        #expect(!rule.preventsOther)
        #expect(explainer.explanation.description.contains("not prevented by \(winner)"))
    }

    // MARK: View delivery

    @Test func aSecondTouchOnAViewWithoutMultipleTouchIsExplainedAsBlocked() throws {
        let scene = Scene()
        scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), name: "single")
        let explainer = TouchExplainer(window: scene.window)
        scene.simulator.twoFingerTap(at: CGPoint(x: 50, y: 50))
        let second = try #require(explainer.explanation.touches.last)
        #expect(second.deliveries.map(\.kind) == [.blocked(.multipleTouchDisabled)])
    }

    @Test func aTouchOnAnotherViewWhileAnExclusiveTouchViewIsTouchedIsExplainedAsBlocked() throws {
        let scene = Scene()
        let exclusive = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), name: "exclusive")
        exclusive.isExclusiveTouch = true
        scene.recordingView(CGRect(x: 200, y: 0, width: 100, height: 100), name: "other")
        let explainer = TouchExplainer(window: scene.window)
        let holder = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        scene.simulator.tap(at: CGPoint(x: 250, y: 50))
        scene.simulator.up(holder)
        let other = try #require(explainer.explanation.touches.first { $0.hitTest.hitView == "other" })
        #expect(other.deliveries.map(\.kind) == [.blocked(.exclusiveTouch)])
    }

    // MARK: The simulator's aim

    @Test func aTapAimedAtACoveredViewWarnsAndNamesTheViewHit() {
        let scene = Scene()
        let button = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), name: "button")
        scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), name: "overlay")
        let diagnostics = DiagnosticLog(observing: scene.window)
        scene.simulator.tap(on: button)
        #expect(diagnostics.kinds == [.missedTarget])
        #expect(diagnostics.reported.first?.message.contains("hits overlay") == true)
        #expect(button.log.isEmpty)
    }

    @Test func aTapThatReachesItsViewOrASubviewOfItDoesNotWarn() {
        let scene = Scene()
        let button = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), name: "button")
        scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), in: button, name: "label")
        let diagnostics = DiagnosticLog(observing: scene.window)
        scene.simulator.tap(on: button)
        scene.simulator.longPress(on: button)
        scene.simulator.drag(on: button, by: CGPoint(x: 10, y: 0))
        #expect(diagnostics.reported.isEmpty)
    }

    @Test func aTapAimedAtAViewMissingItsWarningIsSilencedWithWarnIfMissedFalse() {
        let scene = Scene()
        let button = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), name: "button")
        button.isHidden = true
        let diagnostics = DiagnosticLog(observing: scene.window)
        scene.simulator.tap(on: button, warnIfMissed: false)
        #expect(diagnostics.reported.isEmpty)
        scene.simulator.tap(on: button)
        #expect(diagnostics.kinds == [.missedTarget])
    }

    @Test func theDemoExplanationRendersEveryTouch() {
        let scene = Scene()
        let explainer = TouchExplainer(window: scene.window)
        #expect(explainer.explanation.description == "No touches.")
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        let text = explainer.explanation.description
        #expect(text.hasPrefix("Finger 1: down at (10, 10) at 0 ms, up at 50 ms"))
        #expect(text.contains("hit test: UIWindow"))
    }
}

extension ExplanationTests {
    /// A double tap from one finger id (as an evemu slot gives it): the first touch's held end is cancelled only when
    /// the double tap recognizes, after the second touch went down. Each touch lists its own single cancellation
    /// (`touchkit replay --explain` used to put both on the second).
    @Test func aReusedFingerIDKeepsEachTouchsOwnCancellation() throws {
        let (scene, view) = Scene.withRecordingView(side: 400)
        let single = UITapGestureRecognizer()
        single.name = "tap"
        let double = UITapGestureRecognizer()
        double.name = "double tap"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let explainer = TouchExplainer(window: scene.window)
        let host = scene.simulator.host
        let point = CGPoint(x: 200, y: 200)
        host.send(TouchSample(id: 1, phase: .began, location: point, timestamp: 0))
        host.send(TouchSample(id: 1, phase: .ended, location: point, timestamp: 0.05))
        host.send(TouchSample(id: 1, phase: .began, location: point, timestamp: 0.15))
        host.send(TouchSample(id: 1, phase: .ended, location: point, timestamp: 0.2))
        let touches = explainer.explanation.touches
        try #require(touches.count == 2)
        #expect(touches[0].deliveries.map(\.kind) == [.received(.began), .delayed(.ended), .received(.cancelled)])
        #expect(touches[1].deliveries.map(\.kind) == [.received(.began), .received(.cancelled)])
        let text = explainer.explanation.description
        #expect(text.components(separatedBy: "touchesCancelled").count - 1 == 2)
        #expect(!text.contains("touchesCancelled at 200 ms, touchesCancelled"))
    }
}
