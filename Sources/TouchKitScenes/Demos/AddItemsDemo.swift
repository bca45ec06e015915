import TouchKit
import TouchKitTesting

/// The 2017 talk's add-items tap and "your app is fully interactive during a drag": one finger drags a photo; another
/// taps two more photos, which join the drag (their drag interactions' add-items taps); a tap on a button while the
/// drag goes on works as usual; the drag drops on a tray that takes copies.
enum AddItemsDemo {
    @MainActor
    final class Scene: UIDragInteractionDelegate, UIDropInteractionDelegate, NarratingDemoStage {
        let (window, simulator) = demoStage(width: 400, height: 800)
        /// Three photos across the top, a button below them, a tray at the bottom.
        private(set) var photos: [UIView] = []
        let button = UIButton(frame: CGRect(x: 150, y: 300, width: 100, height: 44))
        let tray = UIView(frame: CGRect(x: 0, y: 600, width: 400, height: 200))
        private(set) var buttonTaps = 0
        /// What the tray took, in order.
        private(set) var trayItems: [String] = []
        let status: UILabel
        /// The drag's preview under the finger, and the tray's look while a drag is over it.
        let preview = DragPreviewView()
        static let trayColor = UIColor(red: 0.88, green: 0.9, blue: 0.95, alpha: 1)
        static let trayTargetedColor = UIColor(red: 0.75, green: 0.9, blue: 0.78, alpha: 1)
        var log: (String) -> Void = { _ in }

        init() {
            window.backgroundColor = UIColor(white: 0.95, alpha: 1)
            DemoLook.hint("hold a photo and drag it; tap other photos to add them; drop on the tray", in: window)
            status = DemoLook.status("Tray empty", in: window)
            for index in 0..<3 {
                let photo = DemoLook.photo(frame: CGRect(x: 20 + CGFloat(index) * 130, y: 60, width: 100, height: 100),
                                           name: "photo\(index + 1)")
                photo.layer.cornerRadius = 8
                photo.addSubview(DemoLook.label("\(index + 1)", frame: CGRect(x: 6, y: 4, width: 30, height: 20), weight: .bold,
                                                color: .white))
                window.insertSubview(photo, at: 0)
                photo.addInteraction(UIDragInteraction(delegate: self))
                photos.append(photo)
            }
            button.accessibilityIdentifier = "button"
            button.backgroundColor = .systemBlue
            button.layer.cornerRadius = 10
            DemoLook.title(button, "Taps: 0")
            button.addAction(UIAction { [unowned self] _ in
                buttonTaps += 1
                (button.subviews.last as? UILabel)?.text = "Taps: \(buttonTaps)"
                log("    button tapped during the drag")
            }, for: .touchUpInside)
            window.addSubview(button)
            tray.accessibilityIdentifier = "tray"
            tray.backgroundColor = Self.trayColor
            tray.addSubview(DemoLook.label("Tray: drop photos here", frame: CGRect(x: 16, y: 8, width: 368, height: 24),
                                           weight: .semibold))
            window.insertSubview(tray, belowSubview: button)
            tray.addInteraction(UIDropInteraction(delegate: self))
        }

        private func item(for interaction: UIDragInteraction) -> [UIDragItem] {
            [UIDragItem(localObject: interaction.view?.accessibilityIdentifier ?? "?")]
        }

        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            item(for: interaction)
        }
        /// A tap on another photo adds it; a tap on the photo being dragged adds nothing (the tap goes on to the app).
        func dragInteraction(
            _ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint
        ) -> [UIDragItem] {
            let name = interaction.view?.accessibilityIdentifier ?? "?"
            guard !session.items.contains(where: { $0.localObject as? String == name }) else { return [] }
            log("    tap adds \(name): \(session.items.count + 1) items")
            preview.show(count: session.items.count + 1)
            return item(for: interaction)
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
            preview.begin(in: window, at: session.location(in: window), title: interaction.view?.accessibilityIdentifier ?? "photo",
                          color: UIColor(red: 0.36, green: 0.55, blue: 0.8, alpha: 1))
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {
            preview.move(to: session.location(in: window))
        }
        func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
            preview.end()
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
            tray.backgroundColor = Self.trayTargetedColor
            status.text = "Over the tray: let go to drop"
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
            tray.backgroundColor = Self.trayColor
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
            UIDropProposal(operation: .copy)
        }
        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
            trayItems = session.items.compactMap { $0.localObject as? String }
            tray.backgroundColor = Self.trayColor
            for (index, name) in trayItems.enumerated() {
                let copy = DemoLook.photo(frame: CGRect(x: 16 + CGFloat(index) * 90, y: 44, width: 80, height: 80), name: "tray \(name)")
                copy.layer.cornerRadius = 6
                copy.isUserInteractionEnabled = false
                copy.addSubview(DemoLook.label(String(name.suffix(1)), frame: CGRect(x: 6, y: 4, width: 30, height: 20), weight: .bold,
                                               color: .white))
                tray.addSubview(copy)
            }
            status.text = "Tray took \(trayItems.joined(separator: ", "))"
            log("    tray takes \(trayItems.joined(separator: ", "))")
        }

        /// The whole story: lift photo1 and drag it down, tap photo2 and photo3, tap the button, drop on the tray.
        func play() {
            let dragger = simulator.down(at: CGPoint(x: 70, y: 110))
            simulator.advance(by: 0.4)
            simulator.move(dragger, to: CGPoint(x: 100, y: 250), duration: 0.2)
            simulator.tap(at: photos[1].center)
            simulator.tap(at: photos[2].center)
            simulator.tap(at: button.center)
            simulator.move(dragger, to: CGPoint(x: 200, y: 700), duration: 0.3)
            simulator.up(dragger)
            simulator.advance(by: 0.5)
        }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        let scene = output.stage(Scene())
        output.say("One finger lifts photo1 and drags it; another taps photo2, photo3 and the button; the drag drops on the tray.")
        scene.play()
        output.say("→ tray: \(scene.trayItems.joined(separator: ", ")); button taps during the drag: \(scene.buttonTaps)")
    }
}
