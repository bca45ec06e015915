// The facts sheet (`../shared/UIKIT_FACTS.md`), fact by fact, through the public API: one test per checkable fact,
// named after it. The drag interaction and system gestures have their own suites (DragInteractionTests,
// SystemGestureTests); scroll to top has no trigger in TouchKit (no status bar) and no test.
import Foundation
import Testing
@testable import TouchKit
import TouchKitTesting

// MARK: - Helpers (file-private, prefixed "Audit" to stay clear of the other test files)

/// A shared, ordered log for recognizers, views and actions.
@MainActor
private final class AuditOrder {
    var entries: [String] = []
}

/// A recognizer whose touch methods are closures, logging what it receives.
@MainActor
private final class AuditScripted: UIGestureRecognizer {
    var onBegan: ((AuditScripted, Set<UITouch>, UIEvent) -> Void)?
    var onMoved: ((AuditScripted, Set<UITouch>, UIEvent) -> Void)?
    var onEnded: ((AuditScripted, Set<UITouch>, UIEvent) -> Void)?
    var onCancelled: ((AuditScripted, Set<UITouch>, UIEvent) -> Void)?
    var log: [String] = []
    var order: AuditOrder?
    var resets = 0
    var stateOnEntry: [UIGestureRecognizer.State] = []
    var preventable = true
    var requiresFailureOf: ((UIGestureRecognizer) -> Bool)?

    private func record(_ what: String, _ touches: Set<UITouch>) {
        for touch in touches.sorted(by: { $0.fingerID < $1.fingerID }) {
            log.append("\(what) \(touch.fingerID)")
            order?.entries.append("gr \(what) \(touch.fingerID)")
        }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        stateOnEntry.append(state); record("began", touches); onBegan?(self, touches, event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        stateOnEntry.append(state); record("moved", touches); onMoved?(self, touches, event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        stateOnEntry.append(state); record("ended", touches); onEnded?(self, touches, event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        stateOnEntry.append(state); record("cancelled", touches); onCancelled?(self, touches, event)
    }
    override func reset() { super.reset(); resets += 1 }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiresFailureOf?(otherGestureRecognizer) ?? false
    }
}

/// A view logging into a shared order log, and answering `gestureRecognizerShouldBegin`.
@MainActor
private final class AuditView: UIView {
    var order: AuditOrder?
    var name = "view"
    var shouldBegin = true
    var lastEvent: UIEvent?
    var lastTouches: Set<UITouch> = []
    private func record(_ what: String, _ touches: Set<UITouch>) {
        for touch in touches.sorted(by: { $0.fingerID < $1.fingerID }) {
            order?.entries.append("\(name) \(what) \(touch.fingerID)")
        }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        lastEvent = event; lastTouches = touches; record("began", touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        order?.entries.append("\(name) shouldBegin")
        return shouldBegin
    }
}

/// A delegate counting and answering every question.
@MainActor
private final class AuditDelegate: UIGestureRecognizerDelegate {
    var order: AuditOrder?
    var shouldBegin = true
    var receiveTouch = true
    var receiveEvent = true
    var simultaneous = false
    var requireFailureOf: ((UIGestureRecognizer, UIGestureRecognizer) -> Bool)?
    var shouldReceiveTouchCount = 0
    var shouldReceiveEventCount = 0
    var requireFailureQuestions: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        order?.entries.append("delegate shouldBegin")
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceiveTouchCount += 1
        order?.entries.append("delegate shouldReceiveTouch")
        return receiveTouch
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        shouldReceiveEventCount += 1
        order?.entries.append("delegate shouldReceiveEvent")
        return receiveEvent
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        requireFailureQuestions.append("\(gestureRecognizer.name ?? "?")→\(otherGestureRecognizer.name ?? "?")")
        return requireFailureOf?(gestureRecognizer, otherGestureRecognizer) ?? false
    }
}

@MainActor
private final class AuditPreventNothingPan: UIPanGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
private final class AuditUnpreventableTap: UITapGestureRecognizer {
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
private final class AuditPanRequiringTaps: UIPanGestureRecognizer {
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer is UITapGestureRecognizer
    }
}

@MainActor
private final class AuditWideView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -30, dy: -30).contains(point)
    }
}

@MainActor
private final class AuditActions {
    var events: [String] = []
}

/// A view with one recognizer, a finger at (50, 50) of a 200×200 view.
/// A window with a recording view (400 × 400 pt unless told) carrying `recognizer`.
@MainActor
private func auditView(
    with recognizer: UIGestureRecognizer, size: CGSize = CGSize(width: 400, height: 400)
) -> (Scene, RecordingView) {
    let scene = Scene()
    let view = scene.recordingView(CGRect(origin: .zero, size: size))
    view.addGestureRecognizer(recognizer)
    return (scene, view)
}

/// A window with a recording view (400 × 400 pt unless told) carrying `recognizer`, whose actions are logged.
@MainActor
private func auditScene(
    with recognizer: UIGestureRecognizer, size: CGSize = CGSize(width: 400, height: 400)
) -> (Scene, RecordingView, ActionLog) {
    let scene = Scene()
    let view = scene.recordingView(CGRect(origin: .zero, size: size))
    let actions = ActionLog()
    actions.attach(to: recognizer)
    view.addGestureRecognizer(recognizer)
    return (scene, view, actions)
}

@MainActor
private struct AuditSetup {
    let scene = Scene()
    let view: RecordingView
    let recognizer = AuditScripted()
    let actions = ActionLog()

    init() {
        view = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addGestureRecognizer(recognizer)
        actions.attach(to: recognizer)
    }
}

private let p50 = CGPoint(x: 50, y: 50)

@MainActor @Suite struct FactsAuditTests {

    // MARK: - Gesture recognizer core: states, reset

    @Test func stateRecognizedIsEnded() {
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(UIGestureRecognizer.State.possible.rawValue == 0)
        #expect(UIGestureRecognizer.State.failed.rawValue == 5)
    }

    @Test func afterEndedTheRecognizerIsResetToPossible() {
        let s = AuditSetup()
        s.recognizer.onBegan = { gr, _, _ in gr.state = .ended }
        let finger = s.scene.simulator.down(at: p50)
        #expect(s.actions.states == [.ended])
        #expect(s.recognizer.resets == 1)
        #expect(s.recognizer.state == .possible)
        s.scene.simulator.up(finger)
    }

    @Test func afterResetTouchesThatHadBegunAreNoLongerDelivered() {
        let s = AuditSetup()
        s.recognizer.onBegan = { gr, _, _ in gr.state = .ended }
        let finger = s.scene.simulator.down(at: p50)
        s.scene.simulator.move(finger, to: CGPoint(x: 60, y: 60))
        s.scene.simulator.move(finger, to: CGPoint(x: 70, y: 70))
        s.scene.simulator.up(finger)
        #expect(s.recognizer.log == ["began 1"])
    }

    @Test func afterFailedTheRecognizerIsReset() {
        let s = AuditSetup()
        s.recognizer.onBegan = { gr, _, _ in gr.state = .failed }
        let finger = s.scene.simulator.down(at: p50)
        #expect(s.recognizer.resets == 1)
        #expect(s.recognizer.state == .possible)
        s.scene.simulator.up(finger)
        #expect(s.actions.states.isEmpty)
    }

    // MARK: Actions after the state change; began → changed at the next event

    @Test func actionsAreSentAfterTheStateChange() {
        let s = AuditSetup()
        s.recognizer.onBegan = { gr, _, _ in gr.state = .began }
        s.recognizer.onMoved = { gr, _, _ in gr.state = .changed }
        s.recognizer.onEnded = { gr, _, _ in gr.state = .ended }
        let finger = s.scene.simulator.down(at: p50)
        s.scene.simulator.move(finger, to: CGPoint(x: 70, y: 50))
        s.scene.simulator.up(finger)
        #expect(s.actions.states == [.began, .changed, .ended])
    }

    @Test func recognizerStillInBeganAtTheNextEventMovesToChanged() {
        let s = AuditSetup()
        s.recognizer.onBegan = { gr, _, _ in gr.state = .began }
        let finger = s.scene.simulator.down(at: p50)
        #expect(s.recognizer.state == .began)
        s.scene.simulator.move(finger, to: CGPoint(x: 60, y: 50))
        #expect(s.recognizer.stateOnEntry.last == .changed)
        #expect(s.recognizer.state == .changed)
        s.scene.simulator.cancel(finger)
    }

    // MARK: Transition coercion

    /// The coercion table: the states `touchesBegan` sets in turn, whether shouldBegin passes, and the state read back
    /// (possible→changed ⇒ began; possible→began/ended without shouldBegin ⇒ failed; possible→cancelled ⇒ failed;
    /// began→failed ⇒ cancelled; began→began ⇒ changed). A failed attempt sends no action.
    @Test(arguments: [
        ([.changed], true, .began),
        ([.began], false, .failed),
        ([.ended], false, .failed),
        ([.cancelled], true, .failed),
        ([.began, .failed], true, .cancelled),
        ([.began, .began], true, .changed),
    ] as [([UIGestureRecognizer.State], Bool, UIGestureRecognizer.State)])
    func transitionCoercion(requests: [UIGestureRecognizer.State], shouldBegin: Bool, expected: UIGestureRecognizer.State) {
        let s = AuditSetup()
        let delegate = AuditDelegate()
        delegate.shouldBegin = shouldBegin
        s.recognizer.delegate = delegate
        var seen: UIGestureRecognizer.State?
        s.recognizer.onBegan = { gr, _, _ in
            for state in requests { gr.state = state }
            seen = gr.state
        }
        let finger = s.scene.simulator.down(at: p50)
        #expect(seen == expected)
        if expected == .failed { #expect(s.actions.states.isEmpty) }
        if expected == .began { #expect(s.actions.states == [.began]) }
        s.scene.simulator.cancel(finger)
        withExtendedLifetime(delegate) {}
    }

    @Test func coercionChangedToBeganOrPossibleStaysChanged() {
        let s = AuditSetup()
        var seen: [UIGestureRecognizer.State] = []
        s.recognizer.onBegan = { gr, _, _ in gr.state = .began }
        s.recognizer.onMoved = { gr, _, _ in
            gr.state = .changed
            gr.state = .began; seen.append(gr.state)
            gr.state = .possible; seen.append(gr.state)
        }
        let finger = s.scene.simulator.down(at: p50)
        s.scene.simulator.move(finger, to: CGPoint(x: 60, y: 50))
        #expect(seen == [.changed, .changed])
        s.scene.simulator.cancel(finger)
    }

    @Test func coercionChangedToChangedSendsTheActionAgain() {
        let s = AuditSetup()
        s.recognizer.onBegan = { gr, _, _ in gr.state = .began }
        s.recognizer.onMoved = { gr, _, _ in gr.state = .changed }
        s.recognizer.onEnded = { gr, _, _ in gr.state = .ended }
        let finger = s.scene.simulator.down(at: p50)
        for x in [60, 70, 80] as [CGFloat] { s.scene.simulator.move(finger, to: CGPoint(x: x, y: 50)) }
        s.scene.simulator.up(finger)
        #expect(s.actions.states == [.began, .changed, .changed, .changed, .ended])
    }

    @Test func coercionTerminalStatesIgnoreEverythingUntilReset() {
        let s = AuditSetup()
        var diagnostics: [TouchDiagnostic] = []
        _ = s.scene.window.addDiagnosticObserver { diagnostics.append($0) }
        var seen: [UIGestureRecognizer.State] = []
        s.recognizer.onBegan = { gr, _, _ in
            gr.state = .ended
            gr.state = .began; seen.append(gr.state)
            gr.state = .cancelled; seen.append(gr.state)
            gr.state = .possible; seen.append(gr.state)
        }
        let finger = s.scene.simulator.down(at: p50)
        #expect(seen == [.ended, .ended, .ended])
        #expect(s.actions.states == [.ended])
        #expect(diagnostics.contains { $0.kind == .invalidStateTransition })
        s.scene.simulator.up(finger)
    }

    // MARK: shouldBegin

    @Test func shouldBeginAsksTheHitViewThenTheDelegate() {
        let scene = Scene()
        let order = AuditOrder()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.window.addSubview(parent)
        let child = AuditView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.order = order
        parent.addSubview(child)
        let gr = AuditScripted()
        let delegate = AuditDelegate()
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

    @Test func shouldBeginFalseFromTheHitViewFailsTheRecognizer() {
        let scene = Scene()
        let order = AuditOrder()
        let view = AuditView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.order = order
        view.shouldBegin = false
        scene.window.addSubview(view)
        let gr = AuditScripted()
        let actions = ActionLog()
        actions.attach(to: gr)
        var seen: UIGestureRecognizer.State?
        gr.onBegan = { gr, _, _ in gr.state = .began; seen = gr.state }
        view.addGestureRecognizer(gr)
        let finger = scene.simulator.down(at: p50)
        #expect(seen == .failed)
        #expect(actions.states.isEmpty)
        scene.simulator.up(finger)
    }

    @Test func shouldBeginDoesNotAskViewsWithoutCancelsTouchesInView() {
        let scene = Scene()
        let order = AuditOrder()
        let view = AuditView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.order = order
        view.shouldBegin = false
        scene.window.addSubview(view)
        let gr = AuditScripted()
        gr.cancelsTouchesInView = false
        var seen: UIGestureRecognizer.State?
        gr.onBegan = { gr, _, _ in gr.state = .began; seen = gr.state }
        view.addGestureRecognizer(gr)
        let finger = scene.simulator.down(at: p50)
        #expect(seen == .began)
        #expect(!order.entries.contains("view shouldBegin"))
        scene.simulator.cancel(finger)
    }

    // MARK: Receiving a touch: gates

    @Test func requiresExclusiveTouchTypeDefaultsTrueAndRejectsOtherTypes() {
        let s = AuditSetup()
        #expect(s.recognizer.requiresExclusiveTouchType == true)
        let a = s.scene.simulator.down(at: p50)
        let b = s.scene.simulator.down(at: CGPoint(x: 100, y: 100), type: .pencil)
        #expect(s.recognizer.log == ["began 1"])
        s.scene.simulator.up(a)
        s.scene.simulator.up(b)
    }

    @Test func requiresExclusiveTouchTypeFalseAcceptsMixedTypes() {
        let s = AuditSetup()
        s.recognizer.requiresExclusiveTouchType = false
        let a = s.scene.simulator.down(at: p50)
        let b = s.scene.simulator.down(at: CGPoint(x: 100, y: 100), type: .pencil)
        #expect(s.recognizer.log == ["began 1", "began 2"])
        s.scene.simulator.up(a)
        s.scene.simulator.up(b)
    }

    @Test func allowedTouchTypesDefaultsToAllFourAndFilters() {
        let s = AuditSetup()
        #expect(Set(s.recognizer.allowedTouchTypes.map(\.intValue)) == [0, 1, 2, 3])
        s.recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        let delegate = AuditDelegate()
        s.recognizer.delegate = delegate
        let a = s.scene.simulator.down(at: p50, type: .pencil)
        #expect(s.recognizer.log.isEmpty)
        #expect(delegate.shouldReceiveTouchCount == 0)
        #expect(delegate.shouldReceiveEventCount == 0)
        s.scene.simulator.up(a)
        withExtendedLifetime(delegate) {}
    }

    @Test func disabledRecognizerReceivesNoTouchAndIsNotAsked() {
        let s = AuditSetup()
        let delegate = AuditDelegate()
        s.recognizer.delegate = delegate
        s.recognizer.isEnabled = false
        let a = s.scene.simulator.down(at: p50)
        #expect(s.recognizer.log.isEmpty)
        #expect(delegate.shouldReceiveTouchCount == 0)
        #expect(delegate.shouldReceiveEventCount == 0)
        s.scene.simulator.up(a)
        withExtendedLifetime(delegate) {}
    }

    @Test func shouldReceiveEventIsAskedOncePerSequenceThenShouldReceiveTouch() {
        let s = AuditSetup()
        let order = AuditOrder()
        let delegate = AuditDelegate()
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

    @Test func delegateShouldReceiveTouchFalseKeepsTheTouchFromTheRecognizer() {
        let s = AuditSetup()
        let delegate = AuditDelegate()
        delegate.receiveTouch = false
        s.recognizer.delegate = delegate
        let a = s.scene.simulator.down(at: p50)
        s.scene.simulator.move(a, to: CGPoint(x: 60, y: 60))
        s.scene.simulator.up(a)
        #expect(s.recognizer.log.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test func exclusiveTouchViewKeepsTouchesFromRecognizersNotAboveIt() {
        let scene = Scene()
        let exclusive = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = scene.recordingView(CGRect(x: 200, y: 0, width: 100, height: 100))
        let onOther = AuditScripted()
        other.addGestureRecognizer(onOther)
        let onWindow = AuditScripted()
        scene.window.addGestureRecognizer(onWindow)
        let a = scene.simulator.down(at: p50)
        let b = scene.simulator.down(at: CGPoint(x: 250, y: 50))
        #expect(onOther.log.isEmpty)
        #expect(onWindow.log == ["began 1", "began 2"])
        scene.simulator.up(a)
        scene.simulator.up(b)
    }

    // MARK: Recognizers before views; one event's order

    @Test func recognizersReceiveTouchesOfDescendantsBeforeTheView() {
        let scene = Scene()
        let order = AuditOrder()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.window.addSubview(parent)
        let child = AuditView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.order = order
        parent.addSubview(child)
        let gr = AuditScripted()
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

    @Test func oneEventActionsGoOutBeforeTheViewGetsTheEvent() {
        let scene = Scene()
        let order = AuditOrder()
        let view = AuditView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.order = order
        scene.window.addSubview(view)
        let gr = AuditScripted()
        gr.order = order
        gr.cancelsTouchesInView = false
        gr.delaysTouchesEnded = false
        gr.onEnded = { gr, _, _ in gr.state = .ended }
        gr.addTarget { _ in order.entries.append("action") }
        view.addGestureRecognizer(gr)
        scene.simulator.tap(at: p50)
        #expect(order.entries == ["gr began 1", "view began 1", "gr ended 1", "action", "view ended 1"])
    }

    // MARK: cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, ignore

    @Test func cancelsTouchesInViewCancelsJustBeforeTheAction() {
        let scene = Scene()
        let order = AuditOrder()
        let view = AuditView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.order = order
        scene.window.addSubview(view)
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

    @Test func delaysTouchesBeganDefaultFalse_viewSeesNothingUntilFailure() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 300, height: 300))
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

    @Test func delaysTouchesBeganRecognizedViewNeverSeesTheSequence() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 300, height: 300))
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        let actions = ActionLog()
        actions.attach(to: tap)
        view.addGestureRecognizer(tap)
        scene.simulator.tap(at: p50)
        #expect(actions.states == [.ended])
        #expect(view.log.isEmpty)
    }

    @Test func delaysTouchesEndedHoldsEndedUntilTheDoubleTapFails() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 300, height: 300))
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

    @Test func delaysTouchesEndedRecognizedGivesCancelledInsteadOfEnded() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 300, height: 300))
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        scene.simulator.doubleTap(at: p50)
        #expect(!view.log.contains("ended 1"))
        #expect(!view.log.contains("ended 2"))
        #expect(view.log.contains("cancelled 1"))
        #expect(view.log.contains("cancelled 2"))
    }

    @Test func ignoredTouchIsNoLongerDeliveredAndNotCancelledInTheView() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        let gr = AuditScripted()
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

    // MARK: isEnabled

    @Test func disablingABeganRecognizerCancelsItAndReenablingTakesNewTouchesAtOnce() {
        let pan = UIPanGestureRecognizer()
        let (scene, _, actions) = auditScene(with: pan)
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

    @Test func disablingAnUndecidedRecognizerFailsIt() {
        let tap = UITapGestureRecognizer()
        let (scene, _, actions) = auditScene(with: tap)
        let a = scene.simulator.down(at: p50)
        tap.isEnabled = false
        #expect(tap.state == .possible)
        tap.isEnabled = true
        scene.simulator.up(a)
        #expect(actions.states.isEmpty)
    }

    // MARK: Exclusion

    private func panAndTap(pan: UIPanGestureRecognizer = UIPanGestureRecognizer(),
                           tap: UITapGestureRecognizer = UITapGestureRecognizer(),
                           panView: ((Scene) -> UIView)? = nil,
                           tapView: ((Scene) -> UIView)? = nil) -> (Scene, [String]) {
        let scene = Scene()
        let base = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let log = AuditActions()
        pan.addTarget { gr in log.events.append("pan \(gr.state)") }
        tap.addTarget { _ in log.events.append("tap") }
        (panView?(scene) ?? base).addGestureRecognizer(pan)
        (tapView?(scene) ?? base).addGestureRecognizer(tap)
        let finger = scene.simulator.down(at: p50)
        scene.simulator.move(finger, to: CGPoint(x: 80, y: 50))
        scene.simulator.up(finger)
        return (scene, log.events)
    }

    @Test func exclusionFirstToRecognizeWins() {
        let (_, events) = panAndTap()
        #expect(events == ["pan began", "pan ended"])
    }

    @Test func exclusionCanPreventFalseLetsBothRecognize() {
        let (_, events) = panAndTap(pan: AuditPreventNothingPan())
        #expect(events.contains("tap"))
        #expect(events.contains("pan began"))
    }

    @Test func exclusionCanBePreventedFalseLetsBothRecognize() {
        let (_, events) = panAndTap(tap: AuditUnpreventableTap())
        #expect(events.contains("tap"))
        #expect(events.contains("pan began"))
    }

    @Test func exclusionEitherDelegateAllowingSimultaneousSuffices() {
        let delegate = AuditDelegate()
        delegate.simultaneous = true
        let tap = UITapGestureRecognizer()
        tap.delegate = delegate            // only the tap's delegate says yes
        let (_, events) = panAndTap(tap: tap)
        #expect(events.contains("tap"))
        #expect(events.contains("pan began"))
        let pan = UIPanGestureRecognizer()
        pan.delegate = delegate            // only the pan's delegate says yes
        let (_, events2) = panAndTap(pan: pan)
        #expect(events2.contains("tap"))
        withExtendedLifetime(delegate) {}
    }

    @Test func exclusionAncestorRecognizerPreventsDescendantRecognizer() {
        var child: UIView?
        let (_, events) = panAndTap(panView: { $0.window }, tapView: { scene in
            let view = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200))
            child = view
            return view
        })
        _ = child
        #expect(events == ["pan began", "pan ended"])
    }

    @Test func exclusionSiblingsNeverInteract() {
        let scene = Scene()
        let left = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 400))
        let right = scene.recordingView(CGRect(x: 200, y: 0, width: 200, height: 400))
        let log = AuditActions()
        let pan = UIPanGestureRecognizer { gr in log.events.append("pan \(gr.state)") }
        let tap = UITapGestureRecognizer { _ in log.events.append("tap") }
        left.addGestureRecognizer(pan)
        right.addGestureRecognizer(tap)
        let a = scene.simulator.down(at: p50)
        scene.simulator.move(a, to: CGPoint(x: 100, y: 50))
        scene.simulator.tap(at: CGPoint(x: 300, y: 50))
        scene.simulator.up(a)
        #expect(log.events.contains("tap"))
        #expect(log.events.first == "pan began")
    }

    @Test func exclusionTapNeverPreventsATapWithHigherTapCount() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let log = AuditActions()
        let double = UITapGestureRecognizer { _ in log.events.append("double") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { _ in log.events.append("single") }
        view.addGestureRecognizer(double)
        view.addGestureRecognizer(single)
        #expect(single.canPrevent(double) == false)
        scene.simulator.doubleTap(at: p50)
        scene.simulator.advance(by: 1)
        #expect(log.events.first == "single")
        #expect(log.events.contains("double"))
    }

    // MARK: Ties

    @Test func tieOnOneViewTheMostRecentlyAddedWins() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let log = AuditActions()
        let first = AuditScripted { _ in log.events.append("first") }
        let second = AuditScripted { _ in log.events.append("second") }
        for gr in [first, second] {
            gr.onEnded = { gr, _, _ in gr.state = .ended }
            view.addGestureRecognizer(gr)
        }
        scene.simulator.tap(at: p50)
        #expect(log.events == ["second"])
    }

    @Test func tieTheDeeperViewWins() {
        let scene = Scene()
        let parent = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), in: parent)
        let log = AuditActions()
        let onChild = AuditScripted { _ in log.events.append("child") }
        let onParent = AuditScripted { _ in log.events.append("parent") }
        onChild.onEnded = { gr, _, _ in gr.state = .ended }
        onParent.onEnded = { gr, _, _ in gr.state = .ended }
        child.addGestureRecognizer(onChild)
        parent.addGestureRecognizer(onParent)
        scene.simulator.tap(at: p50)
        #expect(log.events == ["child"])
    }

    // MARK: Failure requirements

    @Test func failureRequirementFirstActionCarriesBeganAfterTheOtherFails() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let log = AuditActions()
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

    @Test func failureRequirementWaitingRecognizerNeverActsIfTheOtherRecognizes() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let log = AuditActions()
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

    @Test func failureRequirementOnItselfIsLoggedAndIgnored() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        var diagnostics: [TouchDiagnostic] = []
        _ = scene.window.addDiagnosticObserver { diagnostics.append($0) }
        let log = AuditActions()
        let tap = UITapGestureRecognizer { _ in log.events.append("tap") }
        view.addGestureRecognizer(tap)
        tap.require(toFail: tap)
        scene.simulator.tap(at: p50)
        #expect(log.events == ["tap"])
        #expect(diagnostics.contains { $0.kind == .invalidFailureRequirement })
    }

    @Test func failureRequirementFromTheSubclassMethod() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let log = AuditActions()
        let tap = UITapGestureRecognizer { _ in log.events.append("tap") }
        let pan = AuditPanRequiringTaps()
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

    @Test func failureRequirementFromTheDelegateIsAskedOncePerAttempt() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let log = AuditActions()
        let tap = UITapGestureRecognizer { _ in log.events.append("tap") }
        tap.name = "tap"
        let pan = UIPanGestureRecognizer { gr in log.events.append("pan \(gr.state)") }
        pan.name = "pan"
        let delegate = AuditDelegate()
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

    // MARK: Location

    @Test func locationIsTheCentroidOfTheTouchesAndZeroWithNone() {
        let s = AuditSetup()
        #expect(s.recognizer.location(in: nil) == .zero)
        var a = TouchSimulator.Finger(id: 0), b = TouchSimulator.Finger(id: 0)
        s.scene.simulator.perform { frame in
            a = frame.down(at: CGPoint(x: 10, y: 10))
            b = frame.down(at: CGPoint(x: 30, y: 50))
        }
        #expect(s.recognizer.location(in: nil) == CGPoint(x: 20, y: 30))
        #expect(s.recognizer.location(ofTouch: 1, in: nil) == CGPoint(x: 30, y: 50))
        s.scene.simulator.up(a)
        s.scene.simulator.up(b)
    }

    @Test func tapLocationAfterTheTouchesEndIsTheTapsLocation() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        var inAction: CGPoint?
        let tap = UITapGestureRecognizer { gr in inAction = gr.location(in: nil) }
        view.addGestureRecognizer(tap)
        scene.simulator.tap(at: CGPoint(x: 120, y: 140))
        #expect(inAction == CGPoint(x: 120, y: 140))
        #expect(tap.location(in: nil) == CGPoint(x: 120, y: 140))
    }

    @Test func pinchLocationAfterTheTouchesEndIsTheLastCentroid() {
        let pinch = UIPinchGestureRecognizer()
        let (scene, _, actions) = auditScene(with: pinch, size: CGSize(width: 400, height: 800))
        scene.simulator.pinch(center: CGPoint(x: 200, y: 300), from: 100, to: 200)
        #expect(actions.states.last == .ended)
        #expect(approximately(pinch.location(in: nil), CGPoint(x: 200, y: 300), within: 1e-6))
    }

    @Test func locationOfTouchOutOfRangeIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let tap = UITapGestureRecognizer()
                window.addGestureRecognizer(tap)
                _ = tap.location(ofTouch: 3, in: nil)
            }
        }
    }

    // MARK: - Built-in recognizers: tap

    @Test func tapDefaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
    }

    private func doubleTapResult(gap: TimeInterval, secondAt second: CGPoint = p50, holdFirst: TimeInterval = 0.05) -> Int {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        var count = 0
        let tap = UITapGestureRecognizer { _ in count += 1 }
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        let a = scene.simulator.down(at: p50)
        scene.simulator.advance(by: holdFirst)
        scene.simulator.up(a)
        scene.simulator.advance(by: gap)
        let b = scene.simulator.down(at: second)
        scene.simulator.advance(by: 0.05)
        scene.simulator.up(b)
        scene.simulator.advance(by: 1)
        return count
    }

    @Test func tapMaximumIntervalBetweenTapsIs035Seconds() {
        #expect(doubleTapResult(gap: 0.3) == 1)
        #expect(doubleTapResult(gap: 0.4) == 0)
    }

    @Test func tapAllowableMovementIs45PointsFromTheFirstTapsStart() {
        #expect(doubleTapResult(gap: 0.1, secondAt: CGPoint(x: 90, y: 50)) == 1)
        #expect(doubleTapResult(gap: 0.1, secondAt: CGPoint(x: 100, y: 50)) == 0)
        // Movement during a tap.
        for (distance, expected) in [(40, 1), (50, 0)] as [(CGFloat, Int)] {
            let scene = Scene()
            let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
            var count = 0
            view.addGestureRecognizer(UITapGestureRecognizer { _ in count += 1 })
            let f = scene.simulator.down(at: p50)
            scene.simulator.move(f, to: CGPoint(x: 50 + distance, y: 50))
            scene.simulator.up(f)
            #expect(count == expected, "moved \(distance)")
        }
    }

    @Test func tapMoreTouchesThanRequiredFails() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        var count = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in count += 1 })
        scene.simulator.twoFingerTap(at: p50)
        scene.simulator.advance(by: 1)
        #expect(count == 0)
    }

    @Test func tapMaximumDurationIs075Seconds() {
        for (hold, expected) in [(0.7, 1), (0.8, 0)] as [(TimeInterval, Int)] {
            let scene = Scene()
            let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
            var count = 0
            view.addGestureRecognizer(UITapGestureRecognizer { _ in count += 1 })
            scene.simulator.longPress(at: p50, duration: hold)
            #expect(count == expected, "held \(hold)")
        }
    }

    // MARK: Long press

    @Test func longPressDefaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
    }

    @Test func longPressBeginsAtHalfASecondChangesOnMovementEndsOnLift() {
        let press = UILongPressGestureRecognizer()
        let (scene, _, actions) = auditScene(with: press)
        let f = scene.simulator.down(at: p50)
        scene.simulator.advance(by: 0.49)
        #expect(actions.states.isEmpty)
        scene.simulator.advance(by: 0.02)
        #expect(actions.states == [.began])
        scene.simulator.move(f, to: CGPoint(x: 150, y: 50))   // far beyond 10 pt: movement after began is fine
        #expect(actions.states == [.began, .changed])
        scene.simulator.up(f)
        #expect(actions.states == [.began, .changed, .ended])
    }

    @Test func longPressAllowableMovementIs10PointsBeforeRecognition() {
        for (distance, expected) in [(9, true), (11, false)] as [(CGFloat, Bool)] {
            let scene = Scene()
            let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
            let press = UILongPressGestureRecognizer()
            let actions = ActionLog()
            actions.attach(to: press)
            view.addGestureRecognizer(press)
            let f = scene.simulator.down(at: p50)
            scene.simulator.advance(by: 0.1)
            scene.simulator.move(f, to: CGPoint(x: 50 + distance, y: 50))
            scene.simulator.advance(by: 0.5)
            #expect(actions.states.contains(.began) == expected, "moved \(distance)")
            scene.simulator.up(f)
        }
    }

    // MARK: Pan

    @Test func panDefaults() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
    }

    @Test func panHysteresisIs10PointsOnXOrY() {
        let pan = UIPanGestureRecognizer()
        let (scene, _) = auditView(with: pan)
        let f = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.016)
        scene.simulator.move(f, to: CGPoint(x: 108, y: 108))   // 11.3 pt diagonally, under 10 on each axis
        #expect(pan.state == .possible)
        scene.simulator.advance(by: 0.016)
        scene.simulator.move(f, to: CGPoint(x: 111, y: 100))
        #expect(pan.state == .began)
        // At began the hysteresis is subtracted: translation starts near zero.
        let t = pan.translation(in: nil)
        #expect(abs(t.x) <= 1.5 && abs(t.y) <= 1.5)
        scene.simulator.advance(by: 0.016)
        scene.simulator.move(f, to: CGPoint(x: 161, y: 100))
        #expect(approximately(pan.translation(in: nil).x, t.x + 50, within: 1e-6))
        scene.simulator.up(f)
    }

    @Test func panTranslationDoesNotJumpWhenFingersComeOrGo() {
        let pan = UIPanGestureRecognizer()
        let (scene, _) = auditView(with: pan)
        let a = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.016)
        scene.simulator.move(a, to: CGPoint(x: 150, y: 100))
        let before = pan.translation(in: nil)
        scene.simulator.advance(by: 0.016)
        let b = scene.simulator.down(at: CGPoint(x: 300, y: 300))
        #expect(approximately(pan.translation(in: nil), before, within: 1e-6))
        scene.simulator.advance(by: 0.016)
        scene.simulator.perform { frame in
            frame.move(a, to: CGPoint(x: 170, y: 100))
            frame.move(b, to: CGPoint(x: 320, y: 300))
        }
        let moved = pan.translation(in: nil)
        #expect(approximately(moved, CGPoint(x: before.x + 20, y: before.y), within: 1e-6))
        scene.simulator.up(b)
        #expect(approximately(pan.translation(in: nil), moved, within: 1e-6))
        scene.simulator.advance(by: 0.016)
        scene.simulator.move(a, to: CGPoint(x: 180, y: 100))
        #expect(approximately(pan.translation(in: nil), CGPoint(x: moved.x + 10, y: moved.y), within: 1e-6))
        scene.simulator.up(a)
    }

    @Test func panSetTranslationWorksWhileTouchesAreDown() {
        let pan = UIPanGestureRecognizer()
        let (scene, _) = auditView(with: pan)
        let a = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.016)
        scene.simulator.move(a, to: CGPoint(x: 150, y: 100))
        pan.setTranslation(CGPoint(x: 5, y: 7), in: nil)
        #expect(pan.translation(in: nil) == CGPoint(x: 5, y: 7))
        scene.simulator.advance(by: 0.016)
        scene.simulator.move(a, to: CGPoint(x: 160, y: 100))
        #expect(approximately(pan.translation(in: nil), CGPoint(x: 15, y: 7), within: 1e-6))
        scene.simulator.up(a)
    }

    @Test func panVelocityBlends02LatestWith08Previous() {
        let pan = UIPanGestureRecognizer()
        let (scene, _) = auditView(with: pan)
        let a = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.01)
        scene.simulator.move(a, to: CGPoint(x: 120, y: 100))   // 2000 pt/s
        scene.simulator.advance(by: 0.01)
        scene.simulator.move(a, to: CGPoint(x: 140, y: 100))   // 2000 pt/s
        let v0 = pan.velocity(in: nil).x
        #expect(approximately(v0, 2000, within: 1e-6))
        scene.simulator.advance(by: 0.01)
        scene.simulator.move(a, to: CGPoint(x: 180, y: 100))   // 4000 pt/s
        #expect(approximately(pan.velocity(in: nil).x, 0.2 * 4000 + 0.8 * v0, within: 1e-3))
        let v1 = pan.velocity(in: nil).x
        scene.simulator.advance(by: 0.0005)                    // < 1 ms: ignored
        scene.simulator.move(a, to: CGPoint(x: 200, y: 100))
        #expect(approximately(pan.velocity(in: nil).x, v1, within: 1e-6))
        scene.simulator.up(a)
    }

    @Test func panTouchesEndEndsIfBeganElseFails() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let pan = UIPanGestureRecognizer()
        let actions = ActionLog()
        actions.attach(to: pan)
        var states: [UIGestureRecognizer.State] = []
        _ = scene.window.addTraceObserver { event in
            if case .stateChanged(_, let to) = event.kind { states.append(to) }
        }
        view.addGestureRecognizer(pan)
        scene.simulator.tap(at: p50)
        #expect(actions.states.isEmpty)
        #expect(states.contains(.failed))
        scene.simulator.drag(from: p50, to: CGPoint(x: 150, y: 50))
        #expect(actions.states.last == .ended)
    }

    // MARK: Swipe

    @Test func swipeDefaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
    }

    @Test func swipeRecognizesDuringMovementBeforeTheLift() {
        let swipe = UISwipeGestureRecognizer()
        let (scene, _, actions) = auditScene(with: swipe)
        let f = scene.simulator.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 250, y: 100), duration: 0.15, lift: false)
        #expect(actions.states == [.ended])
        scene.simulator.up(f)
        #expect(actions.states == [.ended])
    }

    @Test func swipeFailsIfTheTouchLiftsFirstOrTooSlow() {
        for (distance, duration) in [(30, 0.1), (150, 2.0)] as [(CGFloat, TimeInterval)] {
            let scene = Scene()
            let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
            let swipe = UISwipeGestureRecognizer()
            let actions = ActionLog()
            actions.attach(to: swipe)
            view.addGestureRecognizer(swipe)
            scene.simulator.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 50 + distance, y: 100), duration: duration)
            #expect(actions.states.isEmpty, "\(distance) pt in \(duration) s")
        }
    }

    @Test func swipeInTheWrongDirectionFails() {
        let swipe = UISwipeGestureRecognizer()
        let (scene, _, actions) = auditScene(with: swipe)
        scene.simulator.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 100, y: 100), duration: 0.15)
        #expect(actions.states.isEmpty)
    }

    // MARK: Pinch

    @Test func pinchHysteresisIs8PointsAndScaleStartsAt1() {
        let pinch = UIPinchGestureRecognizer()
        let (scene, _) = auditView(with: pinch, size: CGSize(width: 400, height: 800))
        let (a, b) = scene.simulator.pinch(center: CGPoint(x: 200, y: 300), from: 100, to: 107, duration: 0.05, lift: false)
        #expect(pinch.state == .possible)
        scene.simulator.advance(by: 0.016)
        scene.simulator.perform { frame in
            frame.move(a, to: CGPoint(x: 145, y: 300))
            frame.move(b, to: CGPoint(x: 255, y: 300))   // 110
        }
        #expect(pinch.state == .began)
        #expect(abs(pinch.scale - 1) < 0.03)
        let s1 = pinch.scale
        scene.simulator.advance(by: 0.016)
        scene.simulator.perform { frame in
            frame.move(a, to: CGPoint(x: 90, y: 300))
            frame.move(b, to: CGPoint(x: 310, y: 300))   // 220
        }
        #expect(approximately(pinch.scale / s1, 2, within: 1e-6))
        scene.simulator.perform { frame in frame.up(a); frame.up(b) }
    }

    @Test func pinchVelocityBlends075PreviousWith025Latest() {
        let pinch = UIPinchGestureRecognizer()
        let (scene, _) = auditView(with: pinch, size: CGSize(width: 400, height: 800))
        var a = TouchSimulator.Finger(id: 0), b = TouchSimulator.Finger(id: 0)
        scene.simulator.perform { frame in
            a = frame.down(at: CGPoint(x: 150, y: 300))
            b = frame.down(at: CGPoint(x: 250, y: 300))
        }
        func spread(_ d: CGFloat) {
            scene.simulator.advance(by: 0.01)
            scene.simulator.perform { frame in
                frame.move(a, to: CGPoint(x: 200 - d / 2, y: 300))
                frame.move(b, to: CGPoint(x: 200 + d / 2, y: 300))
            }
        }
        spread(120); #expect(pinch.state == .began)
        spread(140)
        let scale1 = pinch.scale, v1 = pinch.velocity
        spread(180)
        let latest = (pinch.scale - scale1) / 0.01
        #expect(approximately(pinch.velocity, 0.25 * latest + 0.75 * v1, within: 1e-6))
        scene.simulator.perform { frame in frame.up(a); frame.up(b) }
    }

    @Test func pinchNeedsExactlyTwoTouches() {
        let pinch = UIPinchGestureRecognizer()
        let (scene, _, actions) = auditScene(with: pinch, size: CGSize(width: 400, height: 800))
        var f: [TouchSimulator.Finger] = []
        scene.simulator.perform { frame in
            f.append(frame.down(at: CGPoint(x: 150, y: 300)))
            f.append(frame.down(at: CGPoint(x: 250, y: 300)))
            f.append(frame.down(at: CGPoint(x: 200, y: 400)))
        }
        scene.simulator.advance(by: 0.016)
        scene.simulator.perform { frame in
            frame.move(f[0], to: CGPoint(x: 100, y: 300))
            frame.move(f[1], to: CGPoint(x: 300, y: 300))
            frame.move(f[2], to: CGPoint(x: 200, y: 500))
        }
        #expect(actions.states.isEmpty)
        scene.simulator.perform { frame in for finger in f { frame.up(finger) } }
        // One finger cannot pinch either.
        scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100))
        #expect(actions.states.isEmpty)
    }

    // MARK: Rotation

    @Test func rotationBeginsPast5DegreesWithoutPinching() {
        for (degrees, expected) in [(4.5, false), (5.5, true)] as [(CGFloat, Bool)] {
            let scene = Scene()
            let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800))
            let rotation = UIRotationGestureRecognizer()
            view.addGestureRecognizer(rotation)
            let (a, b) = scene.simulator.rotate(center: CGPoint(x: 200, y: 300), by: degrees * .pi / 180, lift: false)
            #expect((rotation.state == .began || rotation.state == .changed) == expected, "\(degrees)°")
            scene.simulator.perform { frame in frame.up(a); frame.up(b) }
        }
    }

    @Test func rotationThresholdGrowsWithPinching() {
        // Distance doubles: threshold 5° + 5°·√1 = 10°.
        for (degrees, expected) in [(9.0, false), (11.0, true)] as [(CGFloat, Bool)] {
            let scene = Scene()
            let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800))
            let rotation = UIRotationGestureRecognizer()
            view.addGestureRecognizer(rotation)
            var a = TouchSimulator.Finger(id: 0), b = TouchSimulator.Finger(id: 0)
            scene.simulator.perform { frame in
                a = frame.down(at: CGPoint(x: 150, y: 300))
                b = frame.down(at: CGPoint(x: 250, y: 300))
            }
            // First double the distance without turning, then turn.
            scene.simulator.advance(by: 0.016)
            scene.simulator.perform { frame in
                frame.move(a, to: CGPoint(x: 100, y: 300))
                frame.move(b, to: CGPoint(x: 300, y: 300))
            }
            let angle = degrees * .pi / 180
            scene.simulator.advance(by: 0.016)
            scene.simulator.perform { frame in
                frame.move(a, to: CGPoint(x: 200 - 100 * cos(angle), y: 300 - 100 * sin(angle)))
                frame.move(b, to: CGPoint(x: 200 + 100 * cos(angle), y: 300 + 100 * sin(angle)))
            }
            #expect((rotation.state == .began) == expected, "\(degrees)°")
            scene.simulator.perform { frame in frame.up(a); frame.up(b) }
        }
    }

    @Test func rotationIsInRadiansAndUnbounded() {
        let rotation = UIRotationGestureRecognizer()
        let (scene, _) = auditView(with: rotation, size: CGSize(width: 400, height: 800))
        let (a, b) = scene.simulator.rotate(center: CGPoint(x: 200, y: 300), by: 3 * .pi, duration: 1, lift: false)
        #expect(rotation.rotation > 2 * .pi)
        #expect(rotation.velocity > 0)
        scene.simulator.perform { frame in frame.up(a); frame.up(b) }
    }

    // MARK: Screen edge pan

    @Test func screenEdgePanDefaults() {
        let edge = UIScreenEdgePanGestureRecognizer()
        #expect(edge.maximumNumberOfTouches == 1)
        #expect(edge.delaysTouchesBegan == true)
    }

    @Test func screenEdgePanEdgeBandIs13Points() {
        for (x, expected) in [(12, true), (14, false)] as [(CGFloat, Bool)] {
            let scene = Scene()
            let view = scene.recordingView(scene.window.bounds)
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .left
            let actions = ActionLog()
            actions.attach(to: edge)
            view.addGestureRecognizer(edge)
            scene.simulator.drag(from: CGPoint(x: x, y: 300), to: CGPoint(x: x + 100, y: 300), duration: 0.1)
            #expect(actions.states.contains(.began) == expected, "x = \(x)")
        }
    }

    @Test func screenEdgePanHysteresisIs15Points() {
        for (distance, expected) in [(14, false), (16, true)] as [(CGFloat, Bool)] {
            let scene = Scene()
            let view = scene.recordingView(scene.window.bounds)
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .left
            view.addGestureRecognizer(edge)
            let f = scene.simulator.down(at: CGPoint(x: 5, y: 300))
            scene.simulator.advance(by: 0.02)
            scene.simulator.move(f, to: CGPoint(x: 5 + distance, y: 300))
            #expect((edge.state == .began) == expected, "moved \(distance)")
            scene.simulator.up(f)
        }
    }

    @Test func screenEdgePanMaximumSwipeDurationIs025Seconds() {
        for (wait, expected) in [(0.2, true), (0.3, false)] as [(TimeInterval, Bool)] {
            let scene = Scene()
            let view = scene.recordingView(scene.window.bounds)
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .left
            let actions = ActionLog()
            actions.attach(to: edge)
            view.addGestureRecognizer(edge)
            let f = scene.simulator.down(at: CGPoint(x: 5, y: 300))
            scene.simulator.advance(by: wait)
            scene.simulator.move(f, to: CGPoint(x: 60, y: 300))
            #expect(actions.states.contains(.began) == expected, "waited \(wait)")
            scene.simulator.up(f)
        }
    }

    // MARK: - Hit testing and touches

    @Test func hitTestSkipsHiddenNonInteractiveAndTransparentViews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let back = UIView(frame: window.bounds)
        window.addSubview(back)
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(front)
        #expect(window.hitTest(p50, with: nil) === front)
        front.isHidden = true
        #expect(window.hitTest(p50, with: nil) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(p50, with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.009
        #expect(window.hitTest(p50, with: nil) === back)
        front.alpha = 0.01
        #expect(window.hitTest(p50, with: nil) === front)
    }

    @Test func hitTestPointOutsideTheReceiverNeverHitsAnOverflowingSubview() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let small = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(small)
        let overflow = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        small.addSubview(overflow)
        #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === overflow)
    }

    @Test func hitTestSubviewsBackToFrontAndPointInsideIsTheOverridePoint() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        #expect(window.hitTest(p50, with: nil) === b)
        let wide = AuditWideView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        window.addSubview(wide)
        #expect(window.hitTest(CGPoint(x: 190, y: 190), with: nil) === wide)
    }

    @Test func multipleTouchDisabledViewGetsOnlyTheFirstTouchButRecognizersGetAll() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        #expect(view.isMultipleTouchEnabled == false)
        let gr = AuditScripted()
        gr.cancelsTouchesInView = false
        gr.delaysTouchesEnded = false   // it never decides
        view.addGestureRecognizer(gr)
        let a = scene.simulator.down(at: p50)
        let b = scene.simulator.down(at: CGPoint(x: 150, y: 150))
        scene.simulator.up(b)
        scene.simulator.up(a)
        #expect(view.log == ["began 1", "ended 1"])
        #expect(gr.log.contains("began 2"))
    }

    @Test func exclusiveTouchBlocksDeliveryToOtherViews() {
        let scene = Scene()
        let exclusive = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(exclusive.isExclusiveTouch == false)
        exclusive.isExclusiveTouch = true
        let other = scene.recordingView(CGRect(x: 200, y: 0, width: 100, height: 100))
        let a = scene.simulator.down(at: p50)
        let b = scene.simulator.down(at: CGPoint(x: 250, y: 50))
        scene.simulator.up(b)
        scene.simulator.up(a)
        #expect(other.log.isEmpty)
        #expect(exclusive.log == ["began 1", "ended 1"])
    }

    @Test func touchPhaseAndTypeRawValues() {
        #expect(UITouch.Phase.began.rawValue == 0)
        #expect(UITouch.Phase.moved.rawValue == 1)
        #expect(UITouch.Phase.stationary.rawValue == 2)
        #expect(UITouch.Phase.ended.rawValue == 3)
        #expect(UITouch.Phase.cancelled.rawValue == 4)
        #expect(UITouch.TouchType.direct.rawValue == 0)
        #expect(UITouch.TouchType.indirect.rawValue == 1)
        #expect(UITouch.TouchType.pencil.rawValue == 2)
        #expect(UITouch.TouchType.indirectPointer.rawValue == 3)
    }

    @Test func touchTapCountForceAndCoalescedTouches() {
        let scene = Scene()
        let view = AuditView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.window.addSubview(view)
        var counts: [Int] = []
        for _ in 0..<2 {
            let f = scene.simulator.down(at: p50)
            let touch = view.lastTouches.first!
            counts.append(touch.tapCount)
            #expect(touch.force == 1.0)
            let coalesced = view.lastEvent?.coalescedTouches(for: touch) ?? []
            #expect(coalesced.contains(touch))
            scene.simulator.advance(by: 0.05)
            scene.simulator.up(f)
            scene.simulator.advance(by: 0.1)
        }
        #expect(counts == [1, 2])
    }

    // MARK: UIControl

    private func controlScene() -> (Scene, UIButton, AuditActions) {
        let scene = Scene()
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        scene.window.addSubview(button)
        let log = AuditActions()
        let pairs: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in pairs {
            button.addAction(UIAction(identifier: UIAction.Identifier(name)) { _ in log.events.append(name) }, for: event)
        }
        return (scene, button, log)
    }

    @Test func controlTouchDownHighlightsAndRepeatOnSecondTap() {
        let (scene, button, log) = controlScene()
        let f = scene.simulator.down(at: CGPoint(x: 150, y: 125))
        #expect(log.events == ["down"])
        #expect(button.isHighlighted)
        scene.simulator.advance(by: 0.05)
        scene.simulator.up(f)
        #expect(!button.isHighlighted)
        #expect(Set(log.events) == ["down", "upInside", "primary"])
        log.events.removeAll()
        scene.simulator.advance(by: 0.1)
        let g = scene.simulator.down(at: CGPoint(x: 150, y: 125))
        #expect(Set(log.events) == ["down", "downRepeat"])
        scene.simulator.up(g)
    }

    @Test func controlTouchInsideMarginIs70PointsWithDragEvents() {
        let (scene, button, log) = controlScene()
        let f = scene.simulator.down(at: CGPoint(x: 150, y: 125))
        scene.simulator.move(f, to: CGPoint(x: 265, y: 125))   // 65 pt right of the bounds: still inside
        #expect(log.events.last == "dragInside")
        #expect(button.isHighlighted)
        log.events.removeAll()
        scene.simulator.move(f, to: CGPoint(x: 280, y: 125))   // 80 pt: outside
        #expect(Set(log.events) == ["dragOutside", "exit"])
        #expect(!button.isHighlighted)
        log.events.removeAll()
        scene.simulator.move(f, to: CGPoint(x: 290, y: 125))
        #expect(log.events == ["dragOutside"])
        log.events.removeAll()
        scene.simulator.move(f, to: CGPoint(x: 210, y: 125))
        #expect(Set(log.events) == ["dragInside", "enter"])
        #expect(button.isHighlighted)
        log.events.removeAll()
        scene.simulator.move(f, to: CGPoint(x: 300, y: 125))
        log.events.removeAll()
        scene.simulator.up(f)
        #expect(log.events == ["upOutside"])
    }

    @Test func controlCancelledTouchGivesTouchCancelAndUnhighlights() {
        let (scene, button, log) = controlScene()
        let f = scene.simulator.down(at: CGPoint(x: 150, y: 125))
        scene.simulator.cancel(f)
        #expect(log.events == ["down", "cancel"])
        #expect(!button.isHighlighted)
    }

    @Test func controlDisabledDoesNotTrackHighlightOrSend() {
        let (scene, button, log) = controlScene()
        button.isEnabled = false
        let f = scene.simulator.down(at: CGPoint(x: 150, y: 125))
        #expect(!button.isHighlighted)
        #expect(!button.isTracking)
        scene.simulator.up(f)
        #expect(log.events.isEmpty)
    }

    // MARK: - Scroll view

    @Test func scrollViewDefaults() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.contentSize == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.bounces)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(!scrollView.isPagingEnabled)
        #expect(scrollView.isScrollEnabled)
        #expect(!scrollView.isDirectionalLockEnabled)
        #expect(scrollView.delaysContentTouches)
        #expect(scrollView.canCancelContentTouches)
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        #expect(scrollView.bouncesZoom)
        #expect(scrollView.scrollsToTop)
        #expect(scrollView.decelerationRate.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test func scrollViewTouchesShouldBeginAndShouldCancel() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = UIView(frame: .zero)
        #expect(scrollView.touchesShouldBegin([], with: nil, in: plain))
        #expect(scrollView.touchesShouldCancel(in: plain))
        let control = UIControl(frame: .zero)
        #expect(!scrollView.touchesShouldCancel(in: control))
        control.isEnabled = false
        #expect(scrollView.touchesShouldCancel(in: control))
    }

    @Test func scrollViewDecelerationRateSnapsToTheNearerRate() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.993)
        #expect(scrollView.decelerationRate.rawValue == 0.99)
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
        #expect(scrollView.decelerationRate.rawValue == 0.998)
    }

    @Test func scrollViewZoomNeedsViewForZoomingAndMaxAboveMin() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 800))
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 3
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        scrollView.addSubview(content)
        recorder.zoomView = content
        #expect(scrollView.pinchGestureRecognizer != nil)
        recorder.zoomView = nil
        #expect(scrollView.pinchGestureRecognizer == nil)
    }

    @Test func setContentOffsetRoundsToThePixelGridAndCallsDidScrollOnlyOnChange() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 5000))
        scrollView.setContentOffset(CGPoint(x: 0, y: 100.3), animated: false)
        #expect(scrollView.contentOffset.y == 100.5)
        #expect(recorder.count("didScroll") == 1)
        scrollView.setContentOffset(CGPoint(x: 0, y: 100.4), animated: false)
        #expect(recorder.count("didScroll") == 1)
    }

    @Test func animatedSetContentOffsetLasts03SecondsAndEndsWithDidEndScrollingAnimation() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 5000))
        scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        scene.simulator.advance(by: 0.28)
        #expect(scrollView.contentOffset.y < 500)
        #expect(!recorder.log.contains("didEndScrollingAnimation"))
        scene.simulator.advance(by: 0.04)
        #expect(scrollView.contentOffset.y == 500)
        #expect(recorder.log.last == "didEndScrollingAnimation")
    }

    private func contentScene(content: CGSize = CGSize(width: 400, height: 5000)) -> (Scene, UIScrollView, ScrollRecorder, RecordingView) {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: content)
        let child = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), in: scrollView)
        return (scene, scrollView, recorder, child)
    }

    @Test func scrollViewHoldsContentTouchesAbout015Seconds() {
        let (scene, _, _, child) = contentScene()
        let f = scene.simulator.down(at: p50)
        scene.simulator.advance(by: 0.14)
        #expect(child.log.isEmpty)
        scene.simulator.advance(by: 0.02)
        #expect(child.log == ["began 1"])
        scene.simulator.up(f)
        #expect(child.log == ["began 1", "ended 1"])
    }

    @Test func scrollViewDeliversAtOnceWhenTheFingerLiftsFirst() {
        let (scene, _, _, child) = contentScene()
        let f = scene.simulator.down(at: p50)
        scene.simulator.advance(by: 0.05)
        scene.simulator.up(f)
        #expect(child.log == ["began 1", "ended 1"])
    }

    @Test func scrollViewDeliversAtOnceOnMovementAlongAnAxisItCannotScroll() {
        let (scene, _, _, child) = contentScene()   // scrolls vertically only
        let f = scene.simulator.down(at: p50)
        scene.simulator.advance(by: 0.02)
        scene.simulator.move(f, to: CGPoint(x: 80, y: 50))
        #expect(child.log.first == "began 1")
        scene.simulator.up(f)
    }

    @Test func scrollViewNeverDeliversWhenThePanRecognizesFirst() {
        let (scene, scrollView, recorder, child) = contentScene()
        let f = scene.simulator.down(at: CGPoint(x: 50, y: 300))
        scene.simulator.move(f, to: CGPoint(x: 50, y: 200), duration: 0.1)
        scene.simulator.up(f)
        scene.simulator.settle()
        #expect(child.log.isEmpty)
        #expect(recorder.log.first == "willBeginDragging")
        #expect(scrollView.contentOffset.y > 0)
    }

    @Test func scrollViewDragOffsetIsStartMinusTranslation() {
        let (scene, scrollView, recorder, _) = contentScene()
        scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        recorder.log.removeAll()
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 600))
        scene.simulator.move(f, to: CGPoint(x: 200, y: 500), duration: 0.1)
        #expect(recorder.log.first == "willBeginDragging")
        let t = scrollView.panGestureRecognizer.translation(in: scrollView)
        #expect(approximately(scrollView.contentOffset.y, 1000 - t.y, within: 0.5))
        scene.simulator.move(f, to: CGPoint(x: 200, y: 500), duration: 0.3)   // hold still
        scene.simulator.up(f)
        scene.simulator.settle()
    }

    @Test func scrollViewRubberBandPastTheEdge() {
        let (scene, scrollView, _, _) = contentScene()
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 100))
        scene.simulator.move(f, to: CGPoint(x: 200, y: 300), duration: 0.2)
        let x = scrollView.panGestureRecognizer.translation(in: scrollView).y
        let d = scrollView.bounds.height
        let b = (1 - 1 / (x * 0.55 / d + 1)) * d
        #expect(approximately(scrollView.contentOffset.y, -b, within: 0.5))
        scene.simulator.up(f)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func scrollViewRestingTouchesDoNotBlockAMovingFinger() {
        let (scene, scrollView, _, _) = contentScene()
        scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        let resting = scene.simulator.down(at: CGPoint(x: 100, y: 600))
        let moving = scene.simulator.down(at: CGPoint(x: 300, y: 600))
        scene.simulator.move(moving, to: CGPoint(x: 300, y: 500), duration: 0.1)
        // Had the resting finger counted, the centroid would have moved only 50 pt.
        #expect(scrollView.contentOffset.y >= 1000 + 85)
        scene.simulator.up(moving)
        scene.simulator.up(resting)
        scene.simulator.settle()
    }

    @Test func scrollViewFlickTargetAndDelegateOrder() {
        let (scene, scrollView, recorder, _) = contentScene(content: CGSize(width: 400, height: 20_000))
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1000), duration: 0.1)
        #expect(recorder.velocities.count == 1)
        let v = recorder.velocities[0].y
        let offset = recorder.releaseOffsets[0].y
        let projected = offset - v / log(0.998)
        #expect(abs(recorder.targets[0].y - projected) <= 0.5)
        scene.simulator.settle()
        #expect(approximately(scrollView.contentOffset.y, recorder.targets[0].y, within: 0.5))
        #expect(recorder.collapsedWithoutDidScroll == [
            "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
        ])
        let afterBegin = recorder.log.drop { $0 != "willBeginDecelerating" }.dropFirst()
        #expect(afterBegin.first == "didScroll")
    }

    @Test func scrollViewReleaseBelow025PointsPerMillisecondDoesNotDecelerate() {
        let (scene, _, recorder, _) = contentScene()
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -200), duration: 0.3)
        scene.simulator.settle()
        #expect(recorder.log.contains("didEndDragging(false)"))
        #expect(!recorder.log.contains("willBeginDecelerating"))
    }

    @Test func scrollViewReleaseVelocityBlends075PreviousWith025Current() {
        let (scene, _, recorder, _) = contentScene(content: CGSize(width: 400, height: 20_000))
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 700))
        // 1 pt/ms for several frames, then a last frame at 3 pt/ms.
        scene.simulator.move(f, to: CGPoint(x: 200, y: 600), duration: 0.1)
        scene.simulator.advance(by: 0.01)
        scene.simulator.move(f, to: CGPoint(x: 200, y: 570))
        scene.simulator.up(f)
        let v = abs(recorder.velocities[0].y)
        // With 0.25 × 3 + 0.75 × 1 the velocity is 1.5 pt/ms; a 0.2/0.8 pan-style blend would give 1.4.
        #expect(abs(v - 1.5) < 0.05)
        scene.simulator.settle()
    }

    @Test func scrollViewBounceBackEndsAtTheEdgeWithoutOvershoot() {
        let (scene, scrollView, _, _) = contentScene()
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 100))
        scene.simulator.move(f, to: CGPoint(x: 200, y: 300), duration: 0.2)
        scene.simulator.move(f, to: CGPoint(x: 200, y: 300), duration: 0.3)
        let start = scrollView.contentOffset.y
        scene.simulator.up(f)
        var minimum = start
        var maximum = start
        for _ in 0..<120 {
            scene.simulator.advance(by: scene.simulator.frameDuration)
            minimum = min(minimum, scrollView.contentOffset.y)
            maximum = max(maximum, scrollView.contentOffset.y)
        }
        #expect(maximum <= 0)
        #expect(scrollView.contentOffset.y == 0)
        #expect(!scrollView.isDecelerating)
    }

    @Test func scrollViewPagingVelocityThresholdAndDelegateOrder() {
        for (speed, expectedPage) in [(200.0, 0.0), (400.0, 1.0)] as [(CGFloat, CGFloat)] {
            let scene = Scene()
            let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 800 * 5))
            scrollView.isPagingEnabled = true
            // 30 pt of movement: the nearest page is page 0, so only the velocity can pick page 1.
            let f = scene.simulator.down(at: CGPoint(x: 200, y: 600))
            scene.simulator.move(f, to: CGPoint(x: 200, y: 600 - speed * 0.1), duration: 0.1)
            scene.simulator.up(f)
            #expect(recorder.targets.first?.y == expectedPage * 800, "speed \(speed)")
            scene.simulator.settle()
            #expect(scrollView.contentOffset.y == expectedPage * 800)
            #expect(recorder.collapsedWithoutDidScroll == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didEndDecelerating",
            ], "speed \(speed)")
        }
    }

    @Test func scrollViewZoomRubberBandsPastTheMaximum() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 800))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        scrollView.addSubview(content)
        recorder.zoomView = content
        scrollView.maximumZoomScale = 2
        let (a, b) = scene.simulator.pinch(center: CGPoint(x: 200, y: 400), from: 100, to: 400, lift: false)
        let s = scrollView.pinchGestureRecognizer!.scale
        #expect(s > 2)
        #expect(abs(scrollView.zoomScale - 2 * (2 - 2 / s)) < 0.01)
        scene.simulator.perform { frame in frame.up(a); frame.up(b) }
        scene.simulator.settle()
        #expect(scrollView.zoomScale == 2)
        #expect(recorder.collapsed.first == "willBeginZooming")
        #expect(recorder.log.last == "didEndZooming")
        #expect(recorder.log.dropFirst().dropLast().allSatisfy { $0 == "didZoom" || $0 == "didScroll" })
    }

    @Test func scrollViewZoomRubberBandsBelowTheMinimum() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 800))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        scrollView.addSubview(content)
        recorder.zoomView = content
        scrollView.maximumZoomScale = 2
        scrollView.minimumZoomScale = 1
        let (a, b) = scene.simulator.pinch(center: CGPoint(x: 200, y: 400), from: 300, to: 100, lift: false)
        let s = scrollView.pinchGestureRecognizer!.scale
        #expect(s < 1)
        #expect(abs(scrollView.zoomScale - 1 / (2 - s / 1)) < 0.01)
        scene.simulator.perform { frame in frame.up(a); frame.up(b) }
        scene.simulator.settle()
        #expect(scrollView.zoomScale == 1)
    }

    @Test func scrollViewZoomAnimationDuration() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 800))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        scrollView.addSubview(content)
        recorder.zoomView = content
        scrollView.maximumZoomScale = 4
        scrollView.setZoomScale(2, animated: true)
        let duration = min(abs(log(2.0)) * 0.3 + 0.1, 0.4)   // 0.308 s
        scene.simulator.advance(by: duration - 0.02)
        #expect(scrollView.zoomScale < 2)
        scene.simulator.advance(by: 0.04)
        #expect(scrollView.zoomScale == 2)
        scrollView.setZoomScale(1, animated: false)
        scrollView.setZoomScale(4, animated: true)            // ln 4 · 0.3 + 0.1 = 0.516 → 0.4 s
        scene.simulator.advance(by: 0.38)
        #expect(scrollView.zoomScale < 4)
        scene.simulator.advance(by: 0.04)
        #expect(scrollView.zoomScale == 4)
    }

    @Test func touchingADeceleratingScrollViewStopsItAndTheTouchMissesTheContent() {
        let (scene, scrollView, _, child) = contentScene(content: CGSize(width: 400, height: 20_000))
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2000), duration: 0.1)
        scene.simulator.advance(by: 0.1)
        #expect(scrollView.isDecelerating)
        child.frame = CGRect(x: 0, y: scrollView.contentOffset.y, width: 400, height: 800)
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 400))
        #expect(!scrollView.isDecelerating)
        let stopped = scrollView.contentOffset.y
        scene.simulator.advance(by: 0.3)
        #expect(scrollView.contentOffset.y == stopped)
        scene.simulator.up(f)
        scene.simulator.settle()
        #expect(child.log.isEmpty)
    }

    // MARK: - Dynamics

    @Test func dynamicsGravityMagnitude1Is1000PointsPerSecondSquaredDownward() {
        let dyn = DynamicsScene()
        let item = dyn.item(at: CGPoint(x: 200, y: 100))
        let gravity = UIGravityBehavior(items: [item])
        #expect(gravity.magnitude == 1)
        #expect(gravity.gravityDirection.dx == 0 && gravity.gravityDirection.dy == 1)
        dyn.animator.addBehavior(gravity)
        dyn.run(for: 0.5)
        let fallen = item.center.y - 100
        #expect(abs(fallen - 125) < 125 * 0.03)
        #expect(abs(item.center.x - 200) < 1e-6)
    }

    @Test func dynamicsPushMagnitude1On100x100Is100PointsPerSecondSquared() {
        let dyn = DynamicsScene()
        let item = dyn.item(at: CGPoint(x: 100, y: 400))
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        #expect(push.magnitude == 1)
        dyn.animator.addBehavior(push)
        dyn.run(for: 1)
        #expect(abs((item.center.x - 100) - 50) < 50 * 0.03)
    }

    @Test func dynamicsDefaults() {
        let dyn = DynamicsScene()
        let item = dyn.item(at: CGPoint(x: 100, y: 100))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 250))
        #expect(abs(attachment.length - 150) < 1e-6)
        let snap = UISnapBehavior(item: item, snapTo: .zero)
        #expect(snap.damping == 0.5)
        let behavior = UIDynamicItemBehavior(items: [item])
        #expect(behavior.density == 1)
        #expect(behavior.resistance == 0)
        #expect(behavior.angularResistance == 0)
        #expect(behavior.allowsRotation)
        #expect(!dyn.animator.isRunning)
        dyn.animator.addBehavior(UIGravityBehavior(items: [item]))
        dyn.run(for: 0.05)
        #expect(dyn.animator.isRunning)
        #expect(dyn.animator.items(in: dyn.reference.bounds).count == 1)
    }

    // MARK: - Additional checks

    @Test func tieBetweenContinuousRecognizersThePreventedOneInBeganIsCancelled() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let first = UIPanGestureRecognizer()
        first.name = "first"
        let second = UIPanGestureRecognizer()
        second.name = "second"
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        let trace = scene.traceLog()
        let f = scene.simulator.down(at: p50)
        scene.simulator.move(f, to: CGPoint(x: 100, y: 50))
        scene.simulator.up(f)
        let firstStates = trace.events.compactMap { event -> UIGestureRecognizer.State? in
            guard event.recognizer == "first", case .stateChanged(_, let to) = event.kind else { return nil }
            return to
        }
        let secondActions = trace.events.filter { $0.recognizer == "second" && $0.kind == .action(.began) }
        #expect(secondActions.count == 1)
        #expect(firstStates.first == .began)
        #expect(firstStates.contains(.cancelled))
        #expect(!firstStates.contains(.failed))
    }

    @Test func timerTiesAreResolvedLikeEventsDeeperViewWins() {
        let scene = Scene()
        let parent = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), in: parent)
        let log = AuditActions()
        let onChild = UILongPressGestureRecognizer { gr in log.events.append("child \(gr.state)") }
        let onParent = UILongPressGestureRecognizer { gr in log.events.append("parent \(gr.state)") }
        child.addGestureRecognizer(onChild)
        parent.addGestureRecognizer(onParent)
        scene.simulator.longPress(at: p50, duration: 0.7)
        #expect(log.events == ["child began", "child ended"])
    }

    @Test func timerTiesOnOneViewTheMostRecentlyAddedWins() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let log = AuditActions()
        let first = UILongPressGestureRecognizer { gr in log.events.append("first \(gr.state)") }
        let second = UILongPressGestureRecognizer { gr in log.events.append("second \(gr.state)") }
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        scene.simulator.longPress(at: p50, duration: 0.7)
        #expect(log.events == ["second began", "second ended"])
    }

    @Test func failureRequirementFromTheOthersDelegateShouldBeRequiredToFailBy() {
        final class RequiredDelegate: UIGestureRecognizerDelegate {
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer,
                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
            ) -> Bool { otherGestureRecognizer is UIPanGestureRecognizer }
        }
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let log = AuditActions()
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

    @Test func recognizerDoesNotReceiveTouchesHitTestedOutsideItsView() {
        let scene = Scene()
        let parent = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), in: parent)
        let gr = AuditScripted()
        child.addGestureRecognizer(gr)
        scene.simulator.tap(at: CGPoint(x: 300, y: 300))
        #expect(gr.log.isEmpty)
        scene.simulator.tap(at: p50)
        #expect(gr.log.first == "began 2")
    }

    @Test func tapCountCountsOnlyTapsCloseInPlace() {
        let scene = Scene()
        let view = AuditView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.window.addSubview(view)
        var counts: [Int] = []
        for point in [p50, CGPoint(x: 250, y: 250)] {
            let f = scene.simulator.down(at: point)
            counts.append(view.lastTouches.first!.tapCount)
            scene.simulator.advance(by: 0.05)
            scene.simulator.up(f)
            scene.simulator.advance(by: 0.1)
        }
        #expect(counts == [1, 1])
    }

    @Test func rotationVelocityIsInRadiansPerSecond() {
        let rotation = UIRotationGestureRecognizer()
        let (scene, _) = auditView(with: rotation, size: CGSize(width: 400, height: 800))
        let (a, b) = scene.simulator.rotate(center: CGPoint(x: 200, y: 300), by: .pi, duration: 1, lift: false)
        #expect(abs(rotation.velocity - .pi) < 0.05 * .pi)
        scene.simulator.perform { frame in frame.up(a); frame.up(b) }
    }

    @Test func scrollViewTouchesShouldBeginFalseKeepsTheDelayedTouchFromTheContent() {
        final class Refusing: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
        }
        let scene = Scene()
        let scrollView = Refusing(frame: scene.window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 5000)
        scene.window.addSubview(scrollView)
        let child = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), in: scrollView)
        let f = scene.simulator.down(at: p50)
        scene.simulator.advance(by: 0.2)
        scene.simulator.up(f)
        #expect(child.log.isEmpty)
    }

    @Test func scrollViewDoesNotCancelAnEnabledControlTrackingAfterTheDelay() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 5000))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.addSubview(button)
        let log = AuditActions()
        button.addAction(UIAction(identifier: UIAction.Identifier("c")) { _ in log.events.append("cancel") }, for: .touchCancel)
        button.addAction(UIAction(identifier: UIAction.Identifier("d")) { _ in log.events.append("down") }, for: .touchDown)
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 300))
        scene.simulator.advance(by: 0.2)
        #expect(log.events == ["down"])
        scene.simulator.move(f, to: CGPoint(x: 200, y: 150), duration: 0.2)
        #expect(!log.events.contains("cancel"))
        #expect(scrollView.contentOffset.y == 0)
        scene.simulator.up(f)
    }

    @Test func scrollViewCancelsAPlainViewTrackingAfterTheDelay() {
        let (scene, scrollView, _, child) = contentScene()
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 300))
        scene.simulator.advance(by: 0.2)
        #expect(child.log == ["began 1"])
        scene.simulator.move(f, to: CGPoint(x: 200, y: 150), duration: 0.2)
        #expect(child.log.contains("cancelled 1"))
        #expect(scrollView.contentOffset.y > 0)
        scene.simulator.up(f)
        scene.simulator.settle()
    }

    @Test func scrollViewReleaseAbove025PointsPerMillisecondDecelerates() {
        let (scene, _, recorder, _) = contentScene()
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -300), duration: 0.3)
        scene.simulator.settle()
        #expect(recorder.log.contains("didEndDragging(true)"))
        #expect(recorder.log.contains("willBeginDecelerating"))
    }

    @Test func scrollViewProjectedTargetIsClampedAndTheDelegateMayChangeIt() {
        let (scene, scrollView, recorder, _) = contentScene(content: CGSize(width: 400, height: 1600))
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2000), duration: 0.1)
        #expect(recorder.targets.first?.y == 800)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == 800)
        recorder.replaceTarget = CGPoint(x: 0, y: 300)
        scene.simulator.flick(from: CGPoint(x: 200, y: 100), velocity: CGPoint(x: 0, y: 2000), duration: 0.1)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == 300)
    }

    @Test func scrollViewDecelerationStepFollowsTheRateAndStopsBelow001() {
        let (scene, scrollView, recorder, _) = contentScene(content: CGSize(width: 400, height: 100_000))
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1000), duration: 0.1)
        let d: CGFloat = 0.998
        var offsets: [CGFloat] = [scrollView.contentOffset.y]
        while scrollView.isDecelerating && offsets.count < 2000 {
            scene.simulator.advance(by: scene.simulator.frameDuration)
            offsets.append(scrollView.contentOffset.y)
        }
        // offset += v·d·(1 − f)/(1 − d), v *= f: the distance covered in 20 frames shrinks by f^20 every 20 frames.
        let frameMs = scene.simulator.frameDuration * 1000
        let f20 = pow(d, CGFloat(20 * frameMs))
        let first = offsets[20] - offsets[0], second = offsets[40] - offsets[20]
        #expect(abs(second / first - f20) < 0.02)
        // It stops when |v| < 0.01 pt/ms: after ln(0.01/v0)/ln(d) ms.
        let v0 = abs(recorder.velocities[0].y)
        let expectedMs = Double(log(0.01 / v0) / log(d))
        #expect(abs(Double(offsets.count - 1) * frameMs - expectedMs) < 100)
    }

    @Test func scrollViewBounceBackIsACriticallyDampedSpringOfOmega10() {
        let (scene, scrollView, _, _) = contentScene()
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 100))
        scene.simulator.move(f, to: CGPoint(x: 200, y: 300), duration: 0.2)
        scene.simulator.move(f, to: CGPoint(x: 200, y: 300), duration: 1.0)   // still: the release velocity fades
        let x0 = scrollView.contentOffset.y
        scene.simulator.up(f)
        let start = scene.simulator.now
        var worst: CGFloat = 0
        for _ in 0..<30 {
            scene.simulator.advance(by: scene.simulator.frameDuration)
            let t = CGFloat(scene.simulator.now - start)
            let expected = x0 * (1 + 10 * t) * exp(-10 * t)
            worst = max(worst, abs(scrollView.contentOffset.y - expected))
        }
        #expect(worst <= 1.0)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func dynamicsAttachmentFrequencyIsInHertz() {
        let dyn = DynamicsScene()
        let item = dyn.item(at: CGPoint(x: 200, y: 300))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 200))
        attachment.length = 50          // stretched by 50 pt
        attachment.frequency = 1
        attachment.damping = 0
        dyn.animator.addBehavior(attachment)
        var ys: [(TimeInterval, CGFloat)] = []
        dyn.run(for: 1.0) { t in ys.append((t, item.center.y)) }
        // Half a period (0.5 s) later it is on the other side of the rest point (y 250); after a full period back.
        let half = ys.min { abs($0.0 - 0.5) < abs($1.0 - 0.5) }!.1
        let full = ys.last!.1
        #expect(half < 250)
        #expect(abs(full - 300) < 10)
    }

    @Test func dynamicsAnimatorDelegateWillResumeAndDidPause() {
        final class Recorder: UIDynamicAnimatorDelegate {
            var log: [String] = []
            func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { log.append("resume") }
            func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { log.append("pause") }
        }
        let dyn = DynamicsScene()
        let recorder = Recorder()
        dyn.animator.delegate = recorder
        let item = dyn.item(at: CGPoint(x: 200, y: 300))
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 200, y: 400))
        dyn.animator.addBehavior(snap)
        dyn.run(for: 5)
        #expect(recorder.log == ["resume", "pause"])
        #expect(!dyn.animator.isRunning)
    }
}
