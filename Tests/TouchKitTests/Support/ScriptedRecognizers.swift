// Recognizers, views and delegates whose behaviour is scripted or logged, shared by the tests of the recognizer core
// (states, gates, delays, exclusion, failure requirements) and of the built-in recognizers.
import Foundation
import Testing
@testable import TouchKit
import TouchKitTesting

/// A shared, ordered log for recognizers, views and actions.
@MainActor
final class OrderLog {
    var entries: [String] = []

    /// Adds a view logging here, with the given frame, to `parent`.
    @discardableResult
    func view(_ frame: CGRect, in parent: UIView, shouldBegin: Bool = true) -> OrderLoggingView {
        let view = OrderLoggingView(frame: frame)
        view.order = self
        view.shouldBegin = shouldBegin
        parent.addSubview(view)
        return view
    }
}

/// A recognizer whose touch methods are closures, logging what it receives.
@MainActor
final class ScriptedRecognizer: UIGestureRecognizer {
    /// Scripts the plainest continuous gesture: began when the touch goes down, changed at each move, ended on lift.
    func followsTheTouch() {
        onBegan = { gr, _, _ in gr.state = .began }
        onMoved = { gr, _, _ in gr.state = .changed }
        onEnded = { gr, _, _ in gr.state = .ended }
    }

    var onBegan: ((ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var onMoved: ((ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var onEnded: ((ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var onCancelled: ((ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var log: [String] = []
    var order: OrderLog?
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
final class OrderLoggingView: UIView {
    var order: OrderLog?
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
final class AnsweringDelegate: UIGestureRecognizerDelegate {
    var order: OrderLog?
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

/// A pan that prevents no other recognizer (`canPrevent` answers false).
@MainActor
final class PreventNothingPan: UIPanGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A tap no other recognizer can prevent (`canBePrevented(by:)` answers false).
@MainActor
final class UnpreventableTap: UITapGestureRecognizer {
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A pan that requires every tap recognizer to fail (`shouldRequireFailure(of:)`).
@MainActor
final class PanRequiringTaps: UIPanGestureRecognizer {
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer is UITapGestureRecognizer
    }
}

/// A view whose `point(inside:with:)` reaches 30 pt past its bounds.
@MainActor
final class WideHitView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -30, dy: -30).contains(point)
    }
}

/// Names of what happened, in order (actions, control events).
@MainActor
final class EventLog {
    var events: [String] = []
}

/// A window with a recording view (400 × 400 pt unless told) carrying `recognizer`.
@MainActor
func viewWithRecognizer(
    with recognizer: UIGestureRecognizer, size: CGSize = CGSize(width: 400, height: 400)
) -> (Scene, RecordingView) {
    let scene = Scene()
    let view = scene.recordingView(CGRect(origin: .zero, size: size))
    view.addGestureRecognizer(recognizer)
    return (scene, view)
}

/// A window with a recording view (400 × 400 pt unless told) carrying `recognizer`, whose actions are logged.
@MainActor
func sceneWithRecognizer(
    with recognizer: UIGestureRecognizer, size: CGSize = CGSize(width: 400, height: 400)
) -> (Scene, RecordingView, ActionLog) {
    let scene = Scene()
    let view = scene.recordingView(CGRect(origin: .zero, size: size))
    let actions = ActionLog(recognizer, on: view)
    return (scene, view, actions)
}

/// A 200 × 200 recording view carrying a ``ScriptedRecognizer`` whose actions are logged.
@MainActor
struct ScriptedRecognizerSetup {
    let scene = Scene()
    let view: RecordingView
    let recognizer = ScriptedRecognizer()
    let actions = ActionLog()

    init() {
        view = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addGestureRecognizer(recognizer)
        actions.attach(to: recognizer)
    }
}

/// Where most scripted touches go down, inside every view the helpers above make.
let p50 = CGPoint(x: 50, y: 50)

/// Two recognizers on one recording view at the window's origin (`first` added first), each with
/// its action log, in that order.
@MainActor
func sceneWithRecognizers(
    _ first: UIGestureRecognizer, _ second: UIGestureRecognizer, size: CGSize = CGSize(width: 100, height: 100)
) -> (Scene, RecordingView, ActionLog, ActionLog) {
    let (scene, view, firstActions) = sceneWithRecognizer(with: first, size: size)
    let secondActions = ActionLog(second, on: view)
    return (scene, view, firstActions, secondActions)
}
