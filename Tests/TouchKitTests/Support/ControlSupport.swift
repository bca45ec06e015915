import Testing
@testable import TouchKit
import TouchKitTesting

/// A window with one control in it, the values it reported with each `.valueChanged`, and the diagnostics its window
/// received.
@MainActor
final class ControlScene<Control: UIControl> {
    let scene = Scene()
    let control: Control
    /// What `value` read at each `.valueChanged`, in order.
    private(set) var reported: [String] = []
    private let diagnosticLog: DiagnosticLog
    var diagnostics: [String] { diagnosticLog.messages }
    var simulator: TouchSimulator { scene.simulator }
    var window: UIWindow { scene.window }

    /// `control` placed at `frame` in the window, each `.valueChanged` recorded as `value(control)`.
    init(_ control: Control, frame: CGRect, value: @escaping @MainActor (Control) -> String) {
        self.control = control
        control.frame = frame
        scene.window.addSubview(control)
        diagnosticLog = DiagnosticLog(observing: scene.window)
        control.addAction(UIAction { [unowned self, unowned control] _ in self.reported.append(value(control)) }, for: .valueChanged)
    }

    /// A window point at `point` in the control's coordinates.
    func at(_ point: CGPoint) -> CGPoint { control.convert(point, to: window) }
    /// A window point at (x, the control's vertical middle) in the control's coordinates.
    func at(x: CGFloat) -> CGPoint { at(CGPoint(x: x, y: control.bounds.midY)) }
}
