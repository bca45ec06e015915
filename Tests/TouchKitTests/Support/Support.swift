import Testing
@testable import TouchKit
@testable import TouchKitPictures
import TouchKitTesting

/// A weak reference, so a leak check keeps nothing alive: `object` reads nil once everything else let go.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?
}

/// A view that records every responder call it gets, as "began 1", "moved 1", "ended 1", "cancelled 1"
/// (the number is the host finger id).
@MainActor
final class RecordingView: UIView {
    var log: [String] = []
    /// Forward to the default implementation (the responder chain) after recording.
    var forwards = false

    private func record(_ what: String, _ touches: Set<UITouch>) {
        for touch in touches.sorted(by: { $0.fingerID < $1.fingerID }) { log.append("\(what) \(touch.fingerID)") }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches); if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches); if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches); if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches); if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A window with a clock of its own, and a simulator on it.
@MainActor
struct Scene {
    let window: UIWindow
    let simulator: TouchSimulator
    var diagnostics: [TouchDiagnostic] { simulator.host.diagnostics }

    init(width: CGFloat = 400, height: CGFloat = 800) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        simulator = TouchSimulator(window: window)
    }

    /// A vertical paging scroll view filling the window, flicked up fast enough to be decelerating when this returns.
    func flickedPager(contentHeight: CGFloat) -> UIScrollView {
        let pager = UIScrollView(frame: window.bounds)
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: window.bounds.width, height: contentHeight)
        window.addSubview(pager)
        simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2000))
        return pager
    }

    /// A scene with one recording view, `side` points square, at the window's top-left corner: where most
    /// recognizer tests play.
    static func withRecordingView(side: CGFloat = 400) -> (Scene, RecordingView) {
        let scene = Scene()
        return (scene, scene.recordingView(CGRect(x: 0, y: 0, width: side, height: side)))
    }

    /// Two 100 × 100 pt sibling recording views, one at the origin and one at x 200.
    func siblingViews() -> (left: RecordingView, right: RecordingView) {
        (
            recordingView(CGRect(x: 0, y: 0, width: 100, height: 100)),
            recordingView(CGRect(x: 200, y: 0, width: 100, height: 100))
        )
    }

    /// Two 200 × 400 pt recording views side by side across the top half of the window.
    func twoColumns() -> (left: RecordingView, right: RecordingView) {
        (
            recordingView(CGRect(x: 0, y: 0, width: 200, height: 400)),
            recordingView(CGRect(x: 200, y: 0, width: 200, height: 400))
        )
    }

    /// ``siblingViews()``, each with a recognizer made by `make`; returns the recognizers' action logs, left first.
    func actionLogsOnSiblingViews(_ make: () -> UIGestureRecognizer) -> (left: ActionLog, right: ActionLog) {
        let (left, right) = siblingViews()
        return (ActionLog(make(), on: left), ActionLog(make(), on: right))
    }

    /// Adds a plain view (no touch handling of its own) with the given frame to `parent` (the window by default).
    @discardableResult
    func plainView(_ frame: CGRect, in parent: UIView? = nil) -> UIView {
        let view = UIView(frame: frame)
        (parent ?? window).addSubview(view)
        return view
    }

    /// Adds a recording view with the given frame to `parent` (the window by default).
    @discardableResult
    func recordingView(_ frame: CGRect, in parent: UIView? = nil, name: String? = nil) -> RecordingView {
        let view = RecordingView(frame: frame)
        view.accessibilityIdentifier = name
        (parent ?? window).addSubview(view)
        return view
    }

    /// The 2010 talk's photo: a view filling 400 × 800 pt with a single tap (named "singleTap") that requires a double
    /// tap ("doubleTap") to fail.
    @discardableResult
    func photoWithSingleAndDoubleTap() -> (photo: RecordingView, singleTap: UITapGestureRecognizer, doubleTap: UITapGestureRecognizer) {
        let photo = recordingView(CGRect(x: 0, y: 0, width: 400, height: 800), name: "photo")
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.name = "doubleTap"
        let singleTap = UITapGestureRecognizer().named("singleTap")
        singleTap.require(toFail: doubleTap)
        photo.addGestureRecognizer(singleTap)
        photo.addGestureRecognizer(doubleTap)
        return (photo, singleTap, doubleTap)
    }

    /// Collects trace events as readable strings.
    func traceLog() -> TraceLog {
        let log = TraceLog()
        window.addTraceObserver { log.events.append($0) }
        return log
    }
}

@MainActor
final class TraceLog {
    var events: [TraceEvent] = []
}

/// Records a recognizer's actions as "began", "changed", "ended"...
@MainActor
final class ActionLog {
    var states: [UIGestureRecognizer.State] = []
    var names: [String] { states.map(\.description) }

    func attach(to recognizer: UIGestureRecognizer) {
        recognizer.addTarget(handler: { [unowned self] recognizer in self.states.append(recognizer.state) })
    }

    /// A log of `recognizer`'s actions.
    convenience init(attachedTo recognizer: UIGestureRecognizer) {
        self.init()
        attach(to: recognizer)
    }

    /// A log of `recognizer`'s actions, with the recognizer added to `view`.
    convenience init(_ recognizer: UIGestureRecognizer, on view: UIView) {
        self.init(attachedTo: recognizer)
        view.addGestureRecognizer(recognizer)
    }
}

/// Records a completion's arguments.
@MainActor
final class CompletionLog {
    var calls: [Bool] = []
    var positions: [UIViewAnimatingPosition] = []
    var record: (Bool) -> Void { { [unowned self] in self.calls.append($0) } }
    var recordPosition: (UIViewAnimatingPosition) -> Void { { [unowned self] in self.positions.append($0) } }
}

func approximately(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func approximately(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// The 2017 talk's widget: a view with a responder-based touch handler, a tap and a pan (named "tap" and "pan"),
/// traced from the start as a log and as a timeline.
@MainActor
struct TalkWidget {
    let scene = Scene()
    let view: RecordingView
    let tap = UITapGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    let trace: TraceLog
    let recorder: TimelineRecorder

    init() {
        view = scene.recordingView(CGRect(x: 100, y: 100, width: 120, height: 120), name: "widget")
        tap.name = "tap"
        pan.name = "pan"
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        trace = scene.traceLog()
        recorder = TimelineRecorder(window: scene.window, title: "2017")
    }
}

/// Puts `recognizer` on a view filling a 200×200 window, drags a finger across it (mid-gesture for a pan), and drops
/// the whole scene with the finger down. Returns the finger's touch (which may outlive the scene) and the
/// recognizer's state just before the drop.
@MainActor
func dropSceneMidDrag(with recognizer: UIGestureRecognizer) -> (touch: UITouch?, stateBeforeDrop: UIGestureRecognizer.State) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    view.addGestureRecognizer(recognizer)
    let simulator = TouchSimulator(window: window)
    let finger = simulator.down(at: CGPoint(x: 50, y: 50))
    simulator.move(finger, to: CGPoint(x: 150, y: 50), duration: 0.1)
    return (simulator.touch(for: finger), recognizer.state)
}

/// One log for both sides of a drag and drop, as "drag items", "drop enter target"...: a drag source on one view and
/// drop destinations on others, each answering as its properties say.
@MainActor
final class DragDropLog {
    var lines: [String] = []

    /// A drag source giving `items` items.
    final class Source: UIDragInteractionDelegate {
        unowned let log: DragDropLog
        var items = 1
        var allowsMove = true
        /// Whether `sessionDidMove` is logged.
        var logsMoves = false
        init(log: DragDropLog) { self.log = log }
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            log.lines.append("drag items")
            return (0..<items).map { UIDragItem(localObject: $0) }
        }
        func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating, session: UIDragSession) {
            log.lines.append("drag lift")
            animator.addCompletion { [log] in log.lines.append("drag lift done \($0 == .end ? "end" : "start")") }
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
            allowsMove
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
            log.lines.append("drag begin")
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {
            if logsMoves { log.lines.append("drag move") }
        }
        func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
            log.lines.append("drag willEnd \(operation)")
        }
        func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
            log.lines.append("drag didEnd \(operation)")
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) {
            log.lines.append("drag transferred")
        }
    }

    /// A drop destination named `name`, proposing `operation` (when it can handle the session at all).
    final class Destination: UIDropInteractionDelegate {
        unowned let log: DragDropLog
        let name: String
        var canHandle = true
        var operation: UIDropOperation = .copy
        /// Whether `sessionDidUpdate` is logged (as "drop update NAME").
        var logsUpdates = false
        /// What was dropped here: the items' local objects, and where (in the interaction's view).
        var dropped: [Any?] = []
        var dropLocation: CGPoint?
        init(log: DragDropLog, name: String) {
            self.log = log
            self.name = name
        }
        func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
            log.lines.append("drop canHandle \(name)")
            return canHandle
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
            log.lines.append("drop enter \(name)")
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
            if logsUpdates { log.lines.append("drop update \(name)") }
            return UIDropProposal(operation: operation)
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
            log.lines.append("drop exit \(name)")
        }
        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
            log.lines.append("drop perform \(name)")
            dropped = session.items.map(\.localObject)
            dropLocation = interaction.view.map { session.location(in: $0) }
        }
        func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {
            log.lines.append("drop conclude \(name)")
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
            log.lines.append("drop end \(name)")
        }
    }

    /// A drag source on `view`; the log keeps the delegate (interactions hold theirs weakly).
    @discardableResult
    func source(on view: UIView) -> (UIDragInteraction, Source) {
        let source = Source(log: self)
        keep.append(source)
        let interaction = UIDragInteraction(delegate: source)
        view.addInteraction(interaction)
        return (interaction, source)
    }

    /// A drop destination named `name` on `view`.
    @discardableResult
    func destination(on view: UIView, name: String) -> (UIDropInteraction, Destination) {
        let destination = Destination(log: self, name: name)
        keep.append(destination)
        let interaction = UIDropInteraction(delegate: destination)
        view.addInteraction(interaction)
        return (interaction, destination)
    }

    private var keep: [AnyObject] = []
}

extension TouchSimulator {
    /// Holds a finger still at `start` past the drag lift (0.4 s), then moves it to `end` in `steps` moves of 0.05 s
    /// each: a drag from `start` to `end`. Lifts it unless `lift` is false.
    @discardableResult
    func dragAndDrop(from start: CGPoint, to end: CGPoint, steps: Int = 4, lift: Bool = true) -> Finger {
        let finger = down(at: start)
        advance(by: 0.4)
        for step in 1...max(steps, 1) {
            let t = CGFloat(step) / CGFloat(max(steps, 1))
            move(finger, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            advance(by: 0.05)
        }
        if lift { up(finger) }
        return finger
    }
}

/// A mutable value a `Sendable`-free closure can capture.
@MainActor
final class ValueBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A view that logs its hierarchy callbacks (`willMove`, `didMove`) and counts its layouts.
@MainActor
final class CallbackView: UIView {
    var calls: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) { calls.append("willMoveToSuperview \(newSuperview == nil ? "nil" : "view")") }
    override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { calls.append("willMoveToWindow \(newWindow == nil ? "nil" : "window")") }
    override func didMoveToWindow() { calls.append("didMoveToWindow") }
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

/// The target of the pan tests' selector actions: the translations and edge-pan states it was sent.
@MainActor
final class PanTestController {
    var translations: [CGPoint] = []
    var edgeStates: [UIGestureRecognizer.State] = []
    func handlePan(_ pan: UIPanGestureRecognizer) { translations.append(pan.translation(in: nil)) }
    func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) { edgeStates.append(pan.state) }
}
