@testable import TouchKit
import TouchKitTesting

/// A window with one full-size recording view (400 × 800) carrying the recognizer under test, whose actions are
/// logged as state names.
@MainActor
struct RecognizerFixture<Recognizer: UIGestureRecognizer> {
    let scene = Scene()
    let view: RecordingView
    let recognizer: Recognizer
    let actions = ActionLog()
    var simulator: TouchSimulator { scene.simulator }

    init(_ recognizer: Recognizer) {
        view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800))
        self.recognizer = recognizer
        actions.attach(to: recognizer)
        view.addGestureRecognizer(recognizer)
    }

    /// Records `value(recognizer)` at every action, after the state change, as the action sees it.
    func record<Value>(_ value: @escaping @MainActor (Recognizer) -> Value) -> ValueLog<Value> {
        let log = ValueLog<Value>()
        recognizer.addTarget(handler: { sender in
            if let sender = sender as? Recognizer { log.values.append(value(sender)) }
        })
        return log
    }
}

/// Values read in a recognizer's actions, oldest first.
@MainActor
final class ValueLog<Value> {
    var values: [Value] = []
}
