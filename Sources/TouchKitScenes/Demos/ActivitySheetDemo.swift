import TouchKit
import TouchKitTesting

/// The 2017 talk's activity sheet: a photo with a drag interaction and the app's own long press, whose action
/// presents an activity sheet on `.began` and dismisses it on `.cancelled`.
///
/// What the talk shows: in a regular environment, a long press then a move drags and no sheet appears (the app's long
/// press is delayed to 1 s beside a drag interaction); holding a bit longer shows the sheet, and the move that begins
/// the drag cancels the touch in the app, which dismisses it. In a compact environment the long press waits until the
/// touch ends: hold and move gives no sheet; hold and lift presents it (as an action sheet).
enum ActivitySheetDemo {
    /// The photo, its drag interaction and the app's long press, in a regular or a compact window.
    @MainActor
    final class Scene: UIDragInteractionDelegate, NarratingDemoStage {
        let (window, simulator) = demoStage(width: 400, height: 600)
        let photo = DemoLook.photo(frame: CGRect(x: 50, y: 100, width: 300, height: 300))
        let status: UILabel
        /// The sheet on screen while it is presented: a dimmed backdrop and the panel of share targets.
        private var sheet: UIView?
        private let compact: Bool
        let press = UILongPressGestureRecognizer()
        /// Whether the activity sheet is up, and every time it was presented or dismissed.
        private(set) var isSheetPresented = false
        private(set) var sheetEvents: [String] = []
        private(set) var dragsBegun = 0
        var log: (String) -> Void = { _ in }

        init(compact: Bool) {
            self.compact = compact
            if compact { window.traitOverrides.horizontalSizeClass = .compact }
            window.backgroundColor = UIColor(white: 0.95, alpha: 1)
            window.addSubview(photo)
            photo.layer.cornerRadius = 12
            DemoLook.hint(compact ? "hold the photo, then lift: the sheet shows on lift" : "hold the photo 1 s for the sheet; hold and move to drag it", in: window)
            status = DemoLook.status("Sheet not shown", in: window)
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
            status.text = "Sheet \(event) at \(window.clock.now.demoSeconds) s"
            log("    activity sheet \(event) at \(window.clock.now.demoSeconds) s")
            if presented { presentSheet() } else { dismissSheet() }
        }

        /// Draws the sheet: a share sheet (a row of app icons and a list of actions) in a regular window, an action
        /// sheet (a stack of buttons and Cancel) in a compact one, over a dimmed backdrop a tap on which dismisses it.
        private func presentSheet() {
            dismissSheet()
            let backdrop = UIView(frame: window.bounds)
            backdrop.accessibilityIdentifier = "sheet backdrop"
            backdrop.backgroundColor = UIColor(white: 0, alpha: 0.35)
            let tapOutside = UITapGestureRecognizer()
            tapOutside.name = "dismiss sheet"
            tapOutside.addTarget(handler: { [unowned self] _ in setSheet(false, "dismissed (tap outside)") })
            backdrop.addGestureRecognizer(tapOutside)
            let panel = UIView(frame: CGRect(x: 10, y: compact ? 300 : 270, width: 380, height: compact ? 260 : 290))
            panel.accessibilityIdentifier = compact ? "action sheet" : "activity sheet"
            panel.backgroundColor = UIColor(white: 0.97, alpha: 1)
            panel.layer.cornerRadius = 14
            panel.addSubview(DemoLook.label(compact ? "Photo" : "Share Photo", frame: CGRect(x: 0, y: 8, width: 380, height: 28),
                                            size: 15, weight: .semibold, color: DemoLook.secondaryInk, alignment: .center))
            var y: CGFloat = 44
            if !compact {
                let targets: [(String, UIColor)] = [("Messages", DemoLook.systemGreen), ("Mail", .systemBlue),
                                                    ("Notes", DemoLook.highlight), ("AirDrop", DemoLook.systemIndigo)]
                for (index, (name, color)) in targets.enumerated() {
                    let x = 20 + CGFloat(index) * 90
                    panel.addSubview(DemoLook.icon(String(name.prefix(1)), color: color, frame: CGRect(x: x + 10, y: y, width: 50, height: 50)))
                    panel.addSubview(DemoLook.label(name, frame: CGRect(x: x, y: y + 54, width: 70, height: 16), size: 11, alignment: .center))
                }
                y += 84
            }
            for action in compact ? ["Copy", "Save Image", "Cancel"] : ["Copy", "Save Image", "Print"] {
                let row = DemoLook.label(compact ? action : "   " + action, frame: CGRect(x: 10, y: y, width: 360, height: 44), size: 17,
                                         weight: action == "Cancel" ? .semibold : .regular,
                                         color: compact ? .systemBlue : DemoLook.ink, alignment: compact ? .center : .left)
                row.backgroundColor = .white
                row.layer.cornerRadius = 10
                panel.addSubview(row)
                y += 52
            }
            backdrop.addSubview(panel)
            window.insertSubview(backdrop, belowSubview: status.superview ?? photo)
            sheet = backdrop
        }

        private func dismissSheet() {
            sheet?.removeFromSuperview()
            sheet = nil
        }

        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            [UIDragItem(localObject: "photo")]
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
            dragsBegun += 1
            log("    drag began at \(window.clock.now.demoSeconds) s")
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
                let name = "\(compact ? "compact" : "regular") \(hold) s \(moves ? "move" : "lift")"
                let scene = output.stage(Scene(compact: compact), name: name)
                output.say("  hold \(hold.demoSeconds) s, then \(moves ? "move 60 pt" : "lift"):")
                scene.press(hold: hold, thenMoves: moves)
                output.say("    → sheet \(scene.isSheetPresented ? "up" : "not up"); drags begun: \(scene.dragsBegun)")
                if scene.isSheetPresented {
                    // The sheet is modal: a tap outside it puts it away, and the photo can be pressed again.
                    scene.simulator.tap(at: CGPoint(x: 200, y: 60))
                    scene.simulator.advance(by: 0.3)
                }
            }
        }
    }
}

extension TimeInterval {
    /// The time in seconds to the millisecond, for demo lines ("1.2", "0.325").
    var demoSeconds: String { String((self * 1000).rounded() / 1000) }
}
