import TouchKit
import TouchKitTesting

/// The 2017 talk's robot game: a virtual joystick on the bottom edge (a pan that moves the robot) on a system with
/// a bottom edge swipe (the dock). Without deferring, a stroke up from the bottom edge over the joystick brings up
/// the dock and the robot stays put; with `preferredScreenEdgesDeferringSystemGestures = .bottom` the first stroke
/// drives the robot and only a second one soon after brings up the dock.
enum RobotJoystickDemo {
    @MainActor
    final class Scene: NarratingDemoStage {
        let (window, simulator) = demoStage(width: 400, height: 800)
        let joystick = UIView(frame: CGRect(x: 100, y: 600, width: 200, height: 200))
        /// How far the robot moved, and how often the dock came up.
        private(set) var robotTravel: CGFloat = 0
        private(set) var dockShown = 0
        var log: (String) -> Void = { _ in }

        /// The robot the joystick drives, the dock the system's edge swipe brings up, the status line.
        let robot = UIView(frame: CGRect(x: 170, y: 300, width: 60, height: 60))
        let dock = UIView(frame: CGRect(x: 20, y: 700, width: 360, height: 84))
        let status: UILabel
        private var dockTimer: MediaTimer?

        init(defersBottomEdge: Bool) {
            window.backgroundColor = UIColor(red: 0.1, green: 0.12, blue: 0.16, alpha: 1)
            DemoLook.hint(defersBottomEdge ? "swipe up from the bottom edge: once drives the robot, twice brings the dock"
                          : "swipe up from the bottom edge over the joystick: the dock wins", in: window)
            status = DemoLook.status(defersBottomEdge ? "Bottom edge deferred" : "Bottom edge not deferred", in: window)
            robot.accessibilityIdentifier = "robot"
            robot.backgroundColor = DemoLook.systemOrange
            robot.layer.cornerRadius = 14
            robot.isUserInteractionEnabled = false
            robot.addSubview(DemoLook.label("Robot", frame: robot.bounds, size: 13, weight: .bold, color: .white, alignment: .center))
            window.insertSubview(robot, at: 0)
            joystick.accessibilityIdentifier = "joystick"
            joystick.backgroundColor = UIColor(white: 1, alpha: 0.15)
            joystick.layer.cornerRadius = 100
            let knob = UIView(frame: CGRect(x: 70, y: 70, width: 60, height: 60))
            knob.backgroundColor = UIColor(white: 1, alpha: 0.6)
            knob.layer.cornerRadius = 30
            knob.isUserInteractionEnabled = false
            joystick.addSubview(knob)
            window.insertSubview(joystick, at: 1)
            dock.accessibilityIdentifier = "dock"
            dock.backgroundColor = UIColor(white: 1, alpha: 0.4)
            dock.layer.cornerRadius = 24
            dock.isUserInteractionEnabled = false
            dock.isHidden = true
            let colors = [DemoLook.systemGreen, .systemBlue, DemoLook.systemRed, DemoLook.systemOrange]
            for (index, color) in colors.enumerated() {
                dock.addSubview(DemoLook.icon(["P", "M", "S", "C"][index], color: color,
                                              frame: CGRect(x: 24 + CGFloat(index) * 84, y: 12, width: 60, height: 60)))
            }
            window.addSubview(dock)
            let pan = UIPanGestureRecognizer()
            pan.name = "joystick pan"
            pan.addTarget(handler: { [unowned self] recognizer in
                guard let pan = recognizer as? UIPanGestureRecognizer, pan.state == .changed else { return }
                let moved = pan.translation(in: joystick)
                robotTravel += abs(moved.y)
                robot.center = CGPoint(x: min(max(robot.center.x + moved.x, 40), 360), y: min(max(robot.center.y + moved.y, 70), 560))
                status.text = "Robot moved \(Int(robotTravel)) pt · dock shown \(dockShown)×"
                pan.setTranslation(.zero, in: joystick)
            })
            joystick.addGestureRecognizer(pan)
            window.systemGestureEdges = .bottom
            if defersBottomEdge { window.preferredScreenEdgesDeferringSystemGestures = .bottom }
            window.systemGestureHandler = { [unowned self] _ in
                dockShown += 1
                status.text = "Robot moved \(Int(robotTravel)) pt · dock shown \(dockShown)×"
                showDock()
                log("    the dock comes up")
            }
        }

        /// The dock shows for two seconds.
        private func showDock() {
            dock.isHidden = false
            dockTimer?.invalidate()
            dockTimer = window.clock.scheduledTimer(withTimeInterval: 2) { [weak self] _ in self?.dock.isHidden = true }
        }

        /// A stroke up from the bottom edge over the joystick.
        func strokeUp() {
            simulator.drag(from: CGPoint(x: 200, y: 795), to: CGPoint(x: 200, y: 650), duration: 0.15)
            simulator.advance(by: 0.2)
        }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        for defers in [false, true] {
            let scene = output.stage(Scene(defersBottomEdge: defers), name: defers ? "deferring" : "not deferring")
            output.say(defers ? "Deferring the bottom edge:" : "Not deferring:")
            for stroke in 1...2 {
                let before = scene.robotTravel
                output.say("  stroke \(stroke) up from the bottom edge:")
                scene.strokeUp()
                output.say("    robot moved \(Int(scene.robotTravel - before)) pt")
            }
            // The dock's two seconds run out here, on the virtual clock, so the scene the playground and the window
            // show starts at rest whatever their real clocks do before the first look.
            scene.simulator.settle()
        }
    }
}
