import Foundation
@testable import TouchKit
@testable import TouchKitEvdev
@testable import TouchKitPlayground
@testable import TouchKitScenes
import TouchKitTesting

// The fuzz targets of TouchKit's edges (issue 32): what comes from outside the engine, where one input must not stop
// the process. Each returns the invariants it found broken (empty: none).

/// An edge of TouchKit that reads outside input.
enum FuzzEdge: String {
    /// ``PlaygroundMessage/parse(_:)`` on the whole input as one message.
    case message
    /// A playground session fed the input's lines as messages, one a frame (1/60 s of host time), then closed:
    /// no finger is left down and the scene deallocates.
    case session
    /// ``EvdevRecording/init(evemu:)``, then the recording mapped and played into a scene; and its events read as a
    /// mouse's (``EvdevMouseSource``) and as a pen's (``EvdevPenSource``) into another.
    case evemu
    /// ``EvdevRecording/init(libinputRecord:)``, then the same.
    case libinput
    /// ``TouchTrace/init(jsonLines:)``, then the trace played into a scene.
    case trace
    /// ``ClientFrameScanner`` over the input in two chunks (split at its first byte's value).
    case frames

    /// The edge named by TOUCHKIT_FUZZ_TARGET; nil for the engine (unset or `engine`). Traps on an unknown name, so
    /// a typo in a script is not a silent engine run.
    init?(environment name: String?) {
        guard let name, name != "engine" else { return nil }
        guard let edge = FuzzEdge(rawValue: name) else { fatalError("TOUCHKIT_FUZZ_TARGET: no target '\(name)'") }
        self = edge
    }

    @MainActor
    func run(_ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        switch self {
        case .message:
            _ = PlaygroundMessage.parse(text)
            return []
        case .session:
            return Self.session(text)
        case .evemu:
            return Self.play { try EvdevRecording(evemu: text) } + Self.playPointerAndPen(text)
        case .libinput:
            return Self.play { try EvdevRecording(libinputRecord: text) }
        case .trace:
            guard let trace = try? TouchTrace(jsonLines: text) else { return [] }
            return Self.play(trace)
        case .frames:
            var scanner = ClientFrameScanner()
            let split = min(Int(bytes.first ?? 0), bytes.count)
            _ = scanner.scan(bytes[..<split])
            _ = scanner.scan(bytes[split...])
            return []
        }
    }

    @MainActor
    private static func play(_ read: () throws -> EvdevRecording) -> [String] {
        guard let recording = try? read() else { return [] }
        return play(recording.trace(size: CGSize(width: 400, height: 800)).trace)
    }

    /// Plays an evemu recording's events as a mouse's, then as a pen's, into a window with a secondary-click tap, a
    /// hover recognizer and a scroll view, under the invariant checker: every click and stroke ends, the hover ends,
    /// and the window deallocates.
    @MainActor
    private static func playPointerAndPen(_ text: String) -> [String] {
        guard let recording = try? EvdevEventRecording(evemu: text) else { return [] }
        return inReleasedWindow { window in
            var violations: [String] = []
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 800, height: 4000)
            window.addSubview(scrollView)
            let secondary = UITapGestureRecognizer()
            secondary.buttonMaskRequired = .secondary
            for recognizer in [secondary, UIHoverGestureRecognizer(), UILongPressGestureRecognizer()] {
                scrollView.addGestureRecognizer(recognizer)
            }
            let checker = TouchInvariantChecker(window: window)
            let simulator = TouchSimulator(window: window)
            let mouse = EvdevMouseSource(host: simulator.host)
            mouse.consume(recording.events)
            mouse.endOfStream()
            simulator.host.send(PointerSample(.exit, location: .zero, timestamp: window.clock.now))
            let axes = EvdevPenAxes(axes: recording.axes)
                ?? EvdevPenAxes(x: AbsoluteAxis(minimum: 0, maximum: 4095), y: AbsoluteAxis(minimum: 0, maximum: 4095))
            let pen = EvdevPenSource(host: simulator.host, axes: axes)
            pen.consume(recording.events)
            pen.endOfStream()
            simulator.settle()
            if !simulator.host.pointerButtons.isEmpty { violations.append("mouse buttons left held after the stream ended") }
            if !simulator.host.activeFingers.isEmpty { violations.append("a click or a stroke left down after the stream ended") }
            violations += checker.checkAtRest()
            return violations
        }
    }

    /// Plays `trace` into a window with a few recognizers and the invariant checker: every touch ends and the window
    /// deallocates.
    @MainActor
    private static func play(_ trace: TouchTrace) -> [String] {
        inReleasedWindow { window in
            var violations: [String] = []
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            for recognizer in [UITapGestureRecognizer(), UIPanGestureRecognizer(), UIPinchGestureRecognizer(), UILongPressGestureRecognizer()] {
                view.addGestureRecognizer(recognizer)
            }
            let checker = TouchInvariantChecker(window: window)
            let simulator = TouchSimulator(window: window)
            trace.play(into: simulator.host)
            simulator.settle()
            if !simulator.host.activeFingers.isEmpty { violations.append("fingers left down after the trace ended") }
            violations += checker.checkAtRest()
            return violations
        }
    }

    /// Runs `play` in a new 400 × 800 window and returns its violations, plus one if the window outlives it (a
    /// retain cycle the engine's back-pointers must never make).
    @MainActor
    private static func inReleasedWindow(_ play: (UIWindow) -> [String]) -> [String] {
        weak var dropped: UIWindow?
        var violations: [String] = []
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            violations = play(window)
            dropped = window
        }
        if dropped != nil { violations.append("the window outlived its scene") }
        return violations
    }

    /// Host time for a session, moved by hand.
    @MainActor
    private final class Clock {
        var now = 1000.0
    }

    @MainActor
    private static func session(_ text: String) -> [String] {
        let clock = Clock()
        weak var droppedWindow: UIWindow?
        var violations: [String] = []
        do {
            let session = PlaygroundSession(id: 1, now: { clock.now }, log: { _ in })
            for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).prefix(200) {
                session.receive(String(line))
                clock.now += 1.0 / 60
                _ = session.tick()
            }
            session.close()
            if session.state().fingersDown != 0 { violations.append("fingers left down after the tab closed") }
            droppedWindow = session.window
        }
        if droppedWindow != nil { violations.append("the session's window outlived it") }
        return violations
    }
}
