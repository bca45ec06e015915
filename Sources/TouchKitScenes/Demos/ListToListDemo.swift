import TouchKit
import TouchKitTesting

/// A drag from one list to another (plain views: two columns of rows): each row has a drag interaction, each list a
/// drop interaction proposing a move from the other list and refusing (forbidden) a drop back onto its own. The
/// destination inserts the row in `performDrop`; the source removes it when its drag ends with `.move`.
/// `touchkit demo listtolist --timeline` draws the gesture side of it.
enum ListToListDemo {
    static let rowHeight: CGFloat = 50

    @MainActor
    final class Scene: UIDragInteractionDelegate, UIDropInteractionDelegate, NarratingDemoStage {
        let (window, simulator) = demoStage(width: 400, height: 600)
        let inbox = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
        let archive = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 600))
        var log: (String) -> Void = { _ in }

        init(inbox titles: [String]) {
            status = DemoLook.status("Inbox \(titles.count), Archive 0", in: window)
            inbox.accessibilityIdentifier = "inbox"
            archive.accessibilityIdentifier = "archive"
            for list in [inbox, archive] {
                list.backgroundColor = Self.listColor
                window.addSubview(list)
                list.addInteraction(UIDropInteraction(delegate: self))
                window.addSubview(DemoLook.label(list === inbox ? "Inbox" : "Archive", frame: CGRect(x: list.frame.minX, y: 505, width: 200, height: 30),
                                                 size: 17, weight: .bold, alignment: .center))
            }
            let divider = UIView(frame: CGRect(x: 199.5, y: 0, width: 1, height: 540))
            divider.backgroundColor = UIColor(white: 0.7, alpha: 1)
            divider.isUserInteractionEnabled = false
            window.addSubview(divider)
            DemoLook.hint("hold a row, then drag it to the other list (its own list refuses it)", in: window, y: 540)
            window.bringSubviewToFront(status.superview ?? status)
            for title in titles { insert(title, into: inbox) }
        }

        static let listColor = UIColor(white: 0.95, alpha: 1)
        static let moveColor = UIColor(red: 0.8, green: 0.93, blue: 0.8, alpha: 1)
        static let forbiddenColor = UIColor(red: 0.98, green: 0.82, blue: 0.82, alpha: 1)
        let status: UILabel
        let preview = DragPreviewView()

        private func showCounts() {
            status.text = "Inbox \(titles(of: inbox).count), Archive \(titles(of: archive).count)"
        }

        /// The titles of a list's rows, top to bottom.
        func titles(of list: UIView) -> [String] { list.subviews.compactMap(\.accessibilityIdentifier) }

        private func insert(_ title: String, into list: UIView) {
            let row = UIView(frame: CGRect(x: 10, y: 0, width: 180, height: ListToListDemo.rowHeight - 4))
            row.accessibilityIdentifier = title
            row.backgroundColor = .white
            row.layer.cornerRadius = 8
            row.layer.borderWidth = 1
            row.layer.borderColor = UIColor(white: 0.8, alpha: 1)
            row.addSubview(DemoLook.label(title, frame: row.bounds.insetBy(dx: 12, dy: 0), weight: .semibold))
            row.addInteraction(UIDragInteraction(delegate: self))
            list.addSubview(row)
            layOut(list)
        }

        private func layOut(_ list: UIView) {
            for (index, row) in list.subviews.enumerated() {
                row.center = CGPoint(x: 100, y: 30 + CGFloat(index) * ListToListDemo.rowHeight)
            }
        }

        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            guard let row = interaction.view, let title = row.accessibilityIdentifier else { return [] }
            session.localContext = row.superview
            return [UIDragItem(localObject: title)]
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
            preview.begin(in: window, at: session.location(in: window), title: interaction.view?.accessibilityIdentifier ?? "row",
                          color: .systemBlue)
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {
            preview.move(to: session.location(in: window))
        }
        func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
            log("    drag of \(interaction.view?.accessibilityIdentifier ?? "?") ended: \(operation)")
            preview.end()
            guard operation == .move, let row = interaction.view, let list = row.superview else { return }
            row.removeFromSuperview()
            layOut(list)
            showCounts()
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
            let fromHere = session.localDragSession?.localContext as? UIView === interaction.view
            interaction.view?.backgroundColor = fromHere ? Self.forbiddenColor : Self.moveColor
            status.text = fromHere ? "Over its own list: a drop here is forbidden" : "Over the other list: let go to move it"
            return UIDropProposal(operation: fromHere ? .forbidden : .move)
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
            log("    over \(interaction.view?.accessibilityIdentifier ?? "?")")
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
            interaction.view?.backgroundColor = Self.listColor
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
            interaction.view?.backgroundColor = Self.listColor
            showCounts()
        }
        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
            guard let list = interaction.view else { return }
            for case let title as String in session.items.map(\.localObject) { insert(title, into: list) }
            log("    \(list.accessibilityIdentifier ?? "?") takes the row")
        }

        /// Drags the row at `index` of `list` to `point` (window coordinates) and lifts.
        func drag(rowAt index: Int, of list: UIView, to point: CGPoint) {
            let row = list.subviews[index]
            simulator.dragAndDropRow(from: row.convert(CGPoint(x: 90, y: 23), to: nil), to: point)
        }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        let scene = output.stage(Scene(inbox: ["mail 1", "mail 2", "mail 3"]))
        output.say("inbox: \(scene.titles(of: scene.inbox)), archive: \(scene.titles(of: scene.archive))")
        output.say("1. Drag mail 2 to the archive:")
        scene.drag(rowAt: 1, of: scene.inbox, to: CGPoint(x: 300, y: 200))
        output.say("   inbox: \(scene.titles(of: scene.inbox)), archive: \(scene.titles(of: scene.archive))")
        output.say("2. Drag mail 1 and drop it back on the inbox:")
        scene.drag(rowAt: 0, of: scene.inbox, to: CGPoint(x: 100, y: 400))
        output.say("   inbox: \(scene.titles(of: scene.inbox)), archive: \(scene.titles(of: scene.archive))")
    }
}

extension TouchSimulator {
    /// Holds a finger on `start` past the drag lift, moves it to `end` in 0.3 s, and lifts.
    func dragAndDropRow(from start: CGPoint, to end: CGPoint) {
        let finger = down(at: start)
        advance(by: 0.4)
        move(finger, to: end, duration: 0.3)
        up(finger)
        advance(by: 0.2)
    }
}
