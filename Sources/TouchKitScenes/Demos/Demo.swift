import TouchKit

/// A scripted scene that prints, step by step, what happened.
public struct Demo: Sendable {
    /// The name `touchkit demo NAME` and the playground's picker use.
    public let name: String
    /// One line for `touchkit demo --list` and the picker.
    public let summary: String
    /// Builds the scene, attaches its windows to the output, and plays the demo's script on them.
    public let run: @MainActor @Sendable (DemoOutput) -> Void

    /// A demo with its name, summary and script.
    public init(name: String, summary: String, run: @escaping @MainActor @Sendable (DemoOutput) -> Void) {
        self.name = name
        self.summary = summary
        self.run = run
    }
}

/// Where a demo writes its lines, and hands the windows it drives to whoever records pictures of the run.
@MainActor
public final class DemoOutput {
    /// What the demo said, in order.
    public private(set) var lines: [String] = []
    /// The windows the demo attached, with their names, in order.
    public private(set) var windows: [(window: UIWindow, name: String?)] = []
    /// Called with each window as it is attached: the CLI's `--timeline` and `--frames` start recording there.
    public var windowAttached: (@MainActor (UIWindow, String?) -> Void)?

    /// An output with no lines and no windows yet.
    public init() {}

    /// Objects the demo's scene needs after its script returns (a scene object the views call back with `unowned`,
    /// a delegate, an animator): the playground keeps touching the scene, and they live as long as this output.
    public private(set) var keptAlive: [AnyObject] = []
    /// Keeps objects the scene needs after the script returns, for as long as this output keeps its windows.
    public func keepAlive(_ objects: AnyObject...) { keptAlive += objects }

    /// Lets go of the windows and the kept objects: the playground, dropping a scene, breaks the cycles of demo
    /// closures that capture this output (a trace observer on the window that says lines here).
    public func release() {
        windows.removeAll()
        keptAlive.removeAll()
        windowAttached = nil
        lineSaid = nil
    }

    /// Called with each line as it is said: the playground shows them live.
    public var lineSaid: (@MainActor (String) -> Void)?
    /// Whether ``lines`` keeps what is said; the playground, whose scenes live for hours, turns it off.
    public var keepsLines = true

    /// Adds a line to the demo's text.
    public func say(_ line: String) {
        lineSaid?(line)
        if keepsLines { lines.append(line) }
    }

    /// Hands over a window the demo is about to drive, so its run can be recorded; call it before the first touch.
    /// `name` tells one window from another when a demo has several.
    public func attach(_ window: UIWindow, name: String? = nil) {
        windows.append((window, name))
        windowAttached?(window, name)
    }
}

/// A view that reports the responder calls it gets, by name, and lights up while a touch is on it (so the picture
/// shows which view the touch went to).
@MainActor
final class ReportingView: UIView {
    var output: DemoOutput?
    /// The colour it shows while touched.
    var touchedColor = DemoLook.highlight
    private var restingColor: UIColor?
    private var touchCount = 0

    convenience init(name: String, frame: CGRect, output: DemoOutput) {
        self.init(frame: frame)
        accessibilityIdentifier = name
        self.output = output
    }

    private func report(_ phase: String, _ touches: Set<UITouch>) {
        output?.say("    \(accessibilityIdentifier ?? "view") touches\(phase) ×\(touches.count)")
    }

    private func light(_ delta: Int) {
        if touchCount == 0, delta > 0 { restingColor = backgroundColor }
        touchCount = max(touchCount + delta, 0)
        backgroundColor = touchCount > 0 ? touchedColor : restingColor
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        light(touches.count)
        report("Began", touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { report("Moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        light(-touches.count)
        report("Ended", touches)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        light(-touches.count)
        report("Cancelled", touches)
    }
}

extension UIWindow {
    /// Prints each touch's hit-test result as it happens, and shows the last one on `status` when given.
    @MainActor
    func reportHitTests(to output: DemoOutput, status: UILabel? = nil) {
        addTraceObserver { [weak status] event in
            if case .hitTest = event.kind {
                output.say("  finger \(event.finger ?? 0) hit-tested to \(event.view ?? "nothing")")
                status?.text = "Last touch went to: \(event.view ?? "nothing")"
            }
        }
    }
}
