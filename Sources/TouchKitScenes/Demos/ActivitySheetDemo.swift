import TouchKit

/// The 2017 talk's activity sheet: a photo with a drag interaction and the app's own long press, whose action
/// presents an activity sheet on `.began` and dismisses it on `.cancelled`.
///
/// What the talk shows: in a regular environment, a long press then a move drags and no sheet appears (the app's long
/// press is delayed to 1 s beside a drag interaction); holding a bit longer shows the sheet, and the move that begins
/// the drag cancels the touch in the app, which dismisses it. In a compact environment the long press waits until the
/// touch ends: hold and move gives no sheet; hold and lift presents it (as an action sheet).
enum ActivitySheetDemo {
    static let demo = Demo(
        name: "activitysheet",
        summary: "2017: a long press beside a drag interaction (regular: delayed to 1 s, cancelled by the drag; compact: on lift)",
        run: run)

    /// The photo, its drag interaction and the app's long press, in a regular or a compact window.
    @MainActor
    final class Scene: UIDragInteractionDelegate {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let simulator: TouchSimulator
        let photo = UIView(frame: CGRect(x: 50, y: 100, width: 300, height: 300))
        let press = UILongPressGestureRecognizer()
        /// Whether the activity sheet is up, and every time it was presented or dismissed.
        private(set) var isSheetPresented = false
        private(set) var sheetEvents: [String] = []
        private(set) var dragsBegun = 0
        var log: ((String) -> Void)?

        init(compact: Bool) {
            simulator = TouchSimulator(window: window)
            if compact { window.traitOverrides.horizontalSizeClass = .compact }
            photo.accessibilityIdentifier = "photo"
            window.addSubview(photo)
            photo.addInteraction(UIDragInteraction(delegate: self))
            press.name = "activity long press"
            press.addTarget(handler: { [unowned self] recognizer in
                switch recognizer.state {
                case .began: setSheet(true, "presented")
                case .cancelled: setSheet(false, "dismissed (cancelled)")
                default: break
                }
            })
            photo.addGestureRecognizer(press)
        }

        private func setSheet(_ presented: Bool, _ event: String) {
            isSheetPresented = presented
            sheetEvents.append(event)
            log?("    activity sheet \(event) at \(window.clock.now.demoSeconds) s")
        }

        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            [UIDragItem(localObject: "photo")]
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
            dragsBegun += 1
            log?("    drag began at \(window.clock.now.demoSeconds) s")
        }

        /// Presses the photo's center, holds `hold` seconds, then moves 60 pt (`thenMoves`) or lifts.
        func press(hold: TimeInterval, thenMoves: Bool) {
            let finger = simulator.down(at: CGPoint(x: 200, y: 250))
            simulator.advance(by: hold)
            if thenMoves { simulator.move(finger, to: CGPoint(x: 260, y: 250), duration: 0.1) }
            simulator.up(finger)
            simulator.advance(by: 0.5)
        }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        for compact in [false, true] {
            output.say(compact ? "Compact environment:" : "Regular environment:")
            for (hold, moves) in [(0.5, true), (1.2, true), (1.2, false)] {
                let scene = Scene(compact: compact)
                output.attach(scene.window, name: "\(compact ? "compact" : "regular") \(hold) s \(moves ? "move" : "lift")")
                output.keepAlive(scene)
                scene.log = { output.say($0) }
                output.say("  hold \(hold.demoSeconds) s, then \(moves ? "move 60 pt" : "lift"):")
                scene.press(hold: hold, thenMoves: moves)
                output.say("    → sheet \(scene.isSheetPresented ? "up" : "not up"); drags begun: \(scene.dragsBegun)")
            }
        }
    }
}

extension TimeInterval {
    /// The time in seconds to the millisecond, for demo lines ("1.2", "0.325").
    var demoSeconds: String { String((self * 1000).rounded() / 1000) }
}
