import TouchKit

/// The 2017 talk's robot game: a virtual joystick on the bottom edge (a pan that moves the robot) on a system with
/// a bottom edge swipe (the dock). Without deferring, a stroke up from the bottom edge over the joystick brings up
/// the dock and the robot stays put; with `preferredScreenEdgesDeferringSystemGestures = .bottom` the first stroke
/// drives the robot and only a second one soon after brings up the dock.
enum RobotJoystickDemo {
    static let demo = Demo(
        name: "robot",
        summary: "2017: a joystick on the bottom edge, with and without deferring the system's edge swipe",
        run: run)

    @MainActor
    final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let simulator: TouchSimulator
        let joystick = UIView(frame: CGRect(x: 100, y: 600, width: 200, height: 200))
        /// How far the robot moved, and how often the dock came up.
        private(set) var robotTravel: CGFloat = 0
        private(set) var dockShown = 0
        var log: ((String) -> Void)?

        init(defersBottomEdge: Bool) {
            simulator = TouchSimulator(window: window)
            joystick.accessibilityIdentifier = "joystick"
            window.addSubview(joystick)
            let pan = UIPanGestureRecognizer()
            pan.name = "joystick pan"
            pan.addTarget(handler: { [unowned self] recognizer in
                guard let pan = recognizer as? UIPanGestureRecognizer, pan.state == .changed else { return }
                robotTravel += abs(pan.translation(in: joystick).y)
                pan.setTranslation(.zero, in: joystick)
            })
            joystick.addGestureRecognizer(pan)
            window.systemGestureEdges = .bottom
            if defersBottomEdge { window.preferredScreenEdgesDeferringSystemGestures = .bottom }
            window.systemGestureHandler = { [unowned self] _ in
                dockShown += 1
                log?("    the dock comes up")
            }
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
            let scene = Scene(defersBottomEdge: defers)
            output.attach(scene.window, name: defers ? "deferring" : "not deferring")
            output.keepAlive(scene)
            scene.log = { output.say($0) }
            output.say(defers ? "Deferring the bottom edge:" : "Not deferring:")
            for stroke in 1...2 {
                let before = scene.robotTravel
                output.say("  stroke \(stroke) up from the bottom edge:")
                scene.strokeUp()
                output.say("    robot moved \(Int(scene.robotTravel - before)) pt")
            }
        }
    }
}
