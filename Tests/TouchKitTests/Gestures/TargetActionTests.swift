import Testing
@testable import TouchKit

/// A target with action methods of every shape UIKit allows.
@MainActor
/// An action target that can become first responder.
private final class FirstResponderTarget: ActionTarget {
    override var canBecomeFirstResponder: Bool { true }
}

/// A first responder that is no action target.
private final class FirstResponderOther: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

private class ActionTarget: UIView {
    var log: [String] = []
    var events: [UIEvent] = []

    func noParameter() { log.append("none") }
    func withRecognizer(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.state)") }
    func withPan(_ recognizer: UIPanGestureRecognizer) { log.append("pan") }
    func withAny(_ sender: Any) { log.append("any \(sender is UIControl)") }
    func withControl(_ sender: UIControl) { log.append("control") }
    func withEvent(_ sender: UIButton, event: UIEvent) {
        log.append("event \(event.allTouches?.count ?? 0)")
        events.append(event)
    }
    func withOptionalEvent(_ sender: UIControl, event: UIEvent?) { log.append("optional event") }
}

/// A recognizer subclass that declares no initializer: it inherits them all, as in UIKit.
@MainActor
private final class PlainTapSubclass: UITapGestureRecognizer {}

/// A control recording the target-action messages it sends, through the override point UIKit code uses.
@MainActor
private final class SendRecordingButton: UIButton {
    var sent: [String] = []
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sent.append(target == nil ? "chain" : "target")
        super.sendAction(action, to: target, for: event)
    }
}

@MainActor
@Suite struct RecognizerTargetActionTests {
    let scene = Scene()
    fileprivate let target = ActionTarget()
    let tap = UITapGestureRecognizer()

    init() {
        target.frame = scene.window.bounds
        scene.window.addSubview(target)
        target.addGestureRecognizer(tap)
    }

    private func tapOnce() {
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
    }

    @Test func actionsWithNoParameterTheRecognizerOrAnyAllRun() {
        let recognizer = UITapGestureRecognizer(target: target, action: ActionTarget.noParameter)
        recognizer.addTarget(target, action: ActionTarget.withRecognizer)
        recognizer.addTarget(target, action: ActionTarget.withAny)
        target.removeGestureRecognizer(tap)
        target.addGestureRecognizer(recognizer)
        tapOnce()
        #expect(target.log == ["none", "tap ended", "any false"])
    }

    @Test func aSubclassDeclaringNoInitializerInheritsTheTargetActionOnes() {
        target.removeGestureRecognizer(tap)
        target.addGestureRecognizer(PlainTapSubclass(target: target, action: ActionTarget.withRecognizer))
        tapOnce()
        #expect(target.log == ["tap ended"])
    }

    @Test func anActionWhoseSenderTypeTheRecognizerIsNotIsSkipped() {
        tap.addTarget(target, action: ActionTarget.withPan)
        tap.addTarget(target, action: ActionTarget.noParameter)
        tapOnce()
        #expect(target.log == ["none"])
    }

    @Test func addingTheSamePairTwiceAddsItOnce() {
        tap.addTarget(target, action: ActionTarget.noParameter)
        tap.addTarget(target, action: ActionTarget.noParameter)
        tapOnce()
        #expect(target.log == ["none"])
    }

    @Test func removingWithANilActionRemovesEveryActionOfThatTargetOnly() {
        let other = ActionTarget()
        tap.addTarget(target, action: ActionTarget.noParameter)
        tap.addTarget(target, action: ActionTarget.withRecognizer)
        tap.addTarget(other, action: ActionTarget.noParameter)
        tap.removeTarget(target, action: nil)
        tapOnce()
        #expect(target.log.isEmpty && other.log == ["none"])
    }

    @Test func removingByAMethodReferenceRemovesTheActionsOfItsShape() {
        tap.addTarget(target, action: ActionTarget.noParameter)
        tap.addTarget(target, action: ActionTarget.withRecognizer)
        tap.removeTarget(target, action: ActionTarget.withRecognizer)
        tapOnce()
        #expect(target.log == ["none"])
    }

    @Test func removingANilTargetsActionRemovesItFromEveryTarget() {
        let other = ActionTarget()
        tap.addTarget(target, action: ActionTarget.noParameter)
        tap.addTarget(other, action: ActionTarget.noParameter)
        tap.addTarget(other, action: ActionTarget.withAny)
        tap.removeTarget(nil, action: ActionTarget.noParameter)
        tapOnce()
        #expect(target.log.isEmpty && other.log == ["any false"])
    }

    @Test func removingANilTargetAndANilActionRemovesEverythingClosuresIncluded() {
        var closureRuns = 0
        tap.addTarget(target, action: ActionTarget.noParameter)
        tap.addTarget { _ in closureRuns += 1 }
        tap.removeTarget(nil, action: nil)
        tapOnce()
        #expect(target.log.isEmpty && closureRuns == 0)
    }

    @Test func aFirstClosureRunsBeforeTheActionsAddedAfterItAndGoesWithRemovingEverything() {
        var log: [String] = []
        tap.addTarget { _ in log.append("first closure") }
        tap.addTarget(target, action: ActionTarget.noParameter)
        tap.addTarget { _ in log.append("second closure") }
        tapOnce()
        #expect(log == ["first closure", "second closure"] && target.log == ["none"])
        tap.removeTarget(nil, action: nil)
        tap.addTarget { _ in log.append("new closure") }
        tapOnce()
        #expect(log == ["first closure", "second closure", "new closure"] && target.log == ["none"])
    }

    @Test func aViewsRecognizersKeepTheirOrderFromOneToTwoAndBack() {
        let second = UITapGestureRecognizer()
        target.addGestureRecognizer(second)
        #expect(target.gestureRecognizers == [tap, second])
        target.removeGestureRecognizer(tap)
        #expect(target.gestureRecognizers == [second] && tap.view == nil)
        target.removeGestureRecognizer(second)
        #expect(target.gestureRecognizers == nil)
        target.addGestureRecognizer(tap)
        #expect(target.gestureRecognizers == [tap] && tap.view === target)
    }

    @Test func selectorsOfTheSameShapeAreEqualAndDescribeTheirMethodType() {
        #expect(Selector(ActionTarget.noParameter) == Selector(ActionTarget.noParameter))
        #expect(Selector(ActionTarget.withRecognizer) != Selector(ActionTarget.withPan))
        #expect(Selector(ActionTarget.withControl) != Selector(ActionTarget.withOptionalEvent))
        #expect(Selector(ActionTarget.withRecognizer).description == "(ActionTarget) -> (UITapGestureRecognizer) -> ()")
    }
}

@MainActor
@Suite struct ControlTargetActionTests {
    let scene = Scene()
    fileprivate let target = ActionTarget()
    fileprivate let button = SendRecordingButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))

    init() {
        target.frame = scene.window.bounds
        scene.window.addSubview(target)
        target.addSubview(button)
    }

    @Test func everyActionShapeRunsForItsEventsWithTheTouchEvent() {
        button.addTarget(target, action: ActionTarget.noParameter, for: .touchUpInside)
        button.addTarget(target, action: ActionTarget.withAny, for: .touchUpInside)
        button.addTarget(target, action: ActionTarget.withEvent, for: [.touchDown, .touchUpInside])
        button.addTarget(target, action: ActionTarget.withOptionalEvent, for: .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 150, y: 120))
        #expect(target.log == ["event 1", "none", "any true", "event 1", "optional event"])
    }

    @Test func sendActionsOutsideTouchHandlingGivesAnEmptyEvent() {
        button.addTarget(target, action: ActionTarget.withEvent, for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(target.log == ["event 0"])
    }

    @Test func aNilTargetGoesUpTheResponderChainToTheFirstResponderOfTheMethodsType() {
        let inner = ActionTarget(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        target.addSubview(inner)
        inner.addSubview(button)
        button.addTarget(nil, action: ActionTarget.withControl, for: .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 150, y: 120))
        #expect(inner.log == ["control"] && target.log.isEmpty)
        #expect(button.sent == ["chain"])
    }

    @Test func aNilTargetStartsAtTheWindowsFirstResponder() {
        let field = FirstResponderTarget(frame: CGRect(x: 0, y: 500, width: 10, height: 10))
        scene.window.addSubview(field)
        button.addTarget(nil, action: ActionTarget.withControl, for: .touchUpInside)
        #expect(field.becomeFirstResponder())
        scene.simulator.tap(at: CGPoint(x: 150, y: 120))
        #expect(field.log == ["control"] && target.log.isEmpty)
        // A first responder whose chain has no method of that type leaves the action to the control's chain.
        field.removeFromSuperview()
        let other = FirstResponderOther(frame: CGRect(x: 0, y: 500, width: 10, height: 10))
        scene.window.addSubview(other)
        #expect(other.becomeFirstResponder())
        scene.simulator.tap(at: CGPoint(x: 150, y: 120))
        #expect(target.log == ["control"])
    }

    @Test func addingThePairAgainForOtherEventsSendsItOncePerEvent() {
        button.addTarget(target, action: ActionTarget.noParameter, for: .touchDown)
        button.addTarget(target, action: ActionTarget.noParameter, for: .touchUpInside)
        #expect(button.actions(forTarget: target, forControlEvent: .allEvents)?.count == 1)
        scene.simulator.tap(at: CGPoint(x: 150, y: 120))
        #expect(target.log == ["none", "none"])
    }

    @Test func removingForSomeEventsKeepsTheOthers() {
        button.addTarget(target, action: ActionTarget.noParameter, for: [.touchDown, .touchUpInside])
        button.removeTarget(target, action: ActionTarget.noParameter, for: .touchDown)
        #expect(button.allControlEvents == .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 150, y: 120))
        #expect(target.log == ["none"])
        button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(button.allTargets.isEmpty && button.allControlEvents.isEmpty)
    }

    @Test func aTargetThatWentAwayIsSkippedNotLookedUpTheChain() {
        do {
            let gone = ActionTarget()
            button.addTarget(gone, action: ActionTarget.noParameter, for: .touchUpInside)
        }
        scene.simulator.tap(at: CGPoint(x: 150, y: 120))
        #expect(target.log.isEmpty && button.sent.isEmpty && button.allTargets.isEmpty)
    }

    @Test func actionsAndTargetActionsRunInTheOrderTheyWereAdded() {
        button.addTarget(target, action: ActionTarget.noParameter, for: .touchUpInside)
        button.addAction(UIAction { _ in target.log.append("action") }, for: .touchUpInside)
        button.addTarget(target, action: ActionTarget.withControl, for: .touchUpInside)
        scene.simulator.tap(at: CGPoint(x: 150, y: 120))
        #expect(target.log == ["none", "action", "control"])
        #expect(button.allTargets == [AnyHashable(target)])
    }
}
