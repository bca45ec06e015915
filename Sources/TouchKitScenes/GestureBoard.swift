import TouchKit
import TouchKitEvdev
import TouchKitTesting

/// The scene `touchkit replay` and `touchkit listen` run: one window-filling view with the everyday recognizers (a
/// tap that waits for a double tap, a long press, a one-finger pan, a pinch), printing each one's began, ended and
/// cancelled, and the views' cancelled touches. Real input through it shows what TouchKit makes of a device.
@MainActor
public final class GestureBoard {
    public let window: UIWindow
    public let simulator: TouchSimulator
    private let board: UIView
    /// Every line printed so far.
    public private(set) var lines: [String] = []
    /// Called with each line as it is printed.
    public var onLine: ((String) -> Void)?

    /// A board filling a window of `size`, with its own simulator.
    public init(size: CGSize) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        simulator = TouchSimulator(window: window)
        board = UIView(frame: window.bounds)
        board.isMultipleTouchEnabled = true
        board.accessibilityIdentifier = "board"
        window.addSubview(board)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let tap = UITapGestureRecognizer()
        tap.require(toFail: doubleTap)
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        for (recognizer, name) in [(tap, "tap"), (doubleTap, "double tap"), (UILongPressGestureRecognizer(), "long press"),
                                   (pan, "pan"), (UIPinchGestureRecognizer(), "pinch")] as [(UIGestureRecognizer, String)] {
            recognizer.name = name
            recognizer.addTarget(handler: { [unowned self] recognizer in self.report(recognizer, name) })
            board.addGestureRecognizer(recognizer)
        }
    }

    private func report(_ recognizer: UIGestureRecognizer, _ name: String) {
        guard recognizer.state != .changed else { return }
        let where_ = recognizer.location(in: board)
        var detail = ""
        if let pinch = recognizer as? UIPinchGestureRecognizer { detail = String(format: ", scale %.2f", Double(pinch.scale)) }
        if let pan = recognizer as? UIPanGestureRecognizer {
            let moved = pan.translation(in: board)
            detail = String(format: ", moved (%.0f, %.0f)", Double(moved.x), Double(moved.y))
        }
        say(String(format: "%8.3f s  %@ %@ at (%.0f, %.0f)", window.clock.now, name, "\(recognizer.state)",
                   Double(where_.x), Double(where_.y)) + detail)
    }

    /// Prints `line`: appends it to ``lines`` and hands it to ``onLine``.
    public func say(_ line: String) {
        lines.append(line)
        onLine?(line)
    }

    /// Plays a trace or a recording (evemu or `libinput record`, told apart by its text) on the virtual clock, then
    /// lets the timers run out. Diagnostics are printed as they come.
    public func replay(text: String) throws {
        let diagnosticToken = window.addDiagnosticObserver { [unowned self] diagnostic in self.say("  host: \(diagnostic)") }
        defer { window.removeObserver(diagnosticToken) }
        let trace: TouchTrace
        if InputFileKind(text: text) == .touchKitTrace || text.drop(while: { $0.isWhitespace }).hasPrefix("{") {
            trace = try TouchTrace(jsonLines: text)
        } else {
            let (imported, diagnostics) = try EvdevRecording(text: text).trace(size: window.bounds.size)
            for diagnostic in diagnostics { say("  recording: \(diagnostic)") }
            trace = imported
        }
        for diagnostic in trace.play(into: simulator.host) { say("  trace: \(diagnostic)") }
        simulator.settle()
    }
}
