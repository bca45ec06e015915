import TouchKit

/// A scripted scene that prints, step by step, what happened.
struct Demo: Sendable {
    let name: String
    let summary: String
    let run: @MainActor @Sendable (DemoOutput) -> Void
}

/// Where a demo writes its lines, and hands the windows it drives to whoever records pictures of the run.
@MainActor
final class DemoOutput {
    private(set) var lines: [String] = []
    /// The windows the demo attached, with their names, in order.
    private(set) var windows: [(window: UIWindow, name: String?)] = []
    /// Called with each window as it is attached: the CLI's `--timeline` and `--frames` start recording there.
    var windowAttached: (@MainActor (UIWindow, String?) -> Void)?

    func say(_ line: String) { lines.append(line) }

    /// Hands over a window the demo is about to drive, so its run can be recorded; call it before the first touch.
    /// `name` tells one window from another when a demo has several.
    func attach(_ window: UIWindow, name: String? = nil) {
        windows.append((window, name))
        windowAttached?(window, name)
    }
}

enum DemoCatalog {
    /// Every demo, in the order `touchkit demo --list` shows them. The first is the default.
    static let all: [Demo] = [
        OverlayDemo.demo,
        GestureWalkthroughDemos.exclusion,
        GestureWalkthroughDemos.simultaneous,
        GestureWalkthroughDemos.failureRequirement,
        GestureWalkthroughDemos.photo,
        SpringyListDemo.demo,
        DrawerDemo.demo,
        LockScreenDemo.demo,
        ActivitySheetDemo.demo,
        AddItemsDemo.demo,
        ListToListDemo.demo,
        RobotJoystickDemo.demo,
    ]
}

/// A view that reports the responder calls it gets, by name.
@MainActor
final class ReportingView: UIView {
    var output: DemoOutput?

    convenience init(name: String, frame: CGRect, output: DemoOutput) {
        self.init(frame: frame)
        accessibilityIdentifier = name
        self.output = output
    }

    private func report(_ phase: String, _ touches: Set<UITouch>) {
        output?.say("    \(accessibilityIdentifier ?? "view") touches\(phase) ×\(touches.count)")
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { report("Began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { report("Moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { report("Ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { report("Cancelled", touches) }
}

extension UIWindow {
    /// Prints each touch's hit-test result as it happens.
    @MainActor
    func reportHitTests(to output: DemoOutput) {
        addTraceObserver { event in
            if case .hitTest = event.kind {
                output.say("  finger \(event.finger ?? 0) hit-tested to \(event.view ?? "nothing")")
            }
        }
    }
}
