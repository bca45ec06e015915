import TouchKit
import TouchKitTesting

/// A mail-like inbox on ``UITableView``: messages grouped by day under pinned section headers, a tap selects a
/// message, a leftward swipe reveals "Delete" and "Archive" (a full swipe deletes), a rightward swipe marks as read,
/// and pulling down refreshes (new mail is inserted at the top).
enum MailInboxDemo {
    /// The inbox's model and the table's data source and delegate.
    @MainActor
    final class Inbox: UITableViewDataSource, UITableViewDelegate {
        static let days = ["Today", "Yesterday", "Earlier"]
        /// Messages per day, newest first.
        var messages: [[String]] = [
            (1...6).map { "Today #\($0)" },
            (1...8).map { "Yesterday #\($0)" },
            (1...20).map { "Earlier #\($0)" },
        ]
        var archived: [String] = []
        var deleted: [String] = []
        var read: Set<String> = []
        var opened: [String] = []
        var log: (String) -> Void = { _ in }
        weak var tableView: UITableView?
        /// The scene's status line: what the last tap or swipe did.
        weak var status: UILabel?

        func numberOfSections(in tableView: UITableView) -> Int { messages.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            let message = messages[indexPath.section][indexPath.row]
            cell.accessibilityIdentifier = message
            show(message, in: cell)
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { Self.days[section] }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = UITableViewHeaderFooterView(frame: .zero)
            header.title = Self.days[section]
            header.backgroundColor = Self.headerColor
            // TouchKit's header keeps its title as data; the label draws it.
            header.addSubview(DemoLook.label(Self.days[section].uppercased(), frame: CGRect(x: 16, y: 0, width: 300, height: 28),
                                             size: 13, weight: .semibold, color: DemoLook.secondaryInk))
            return header
        }

        /// The message a row shows, made up from its title: who sent it, a subject, a time, and whether it is read.
        static func sender(of message: String) -> String {
            let senders = ["Ana Lima", "Ben Ortiz", "Chen Wei", "Dana Fox", "Eli Stone", "Fay Moss", "Gus Hale"]
            return senders[abs(message.hashValueStable) % senders.count]
        }
        static func subject(of message: String) -> String {
            let subjects = ["Lunch on Friday?", "The report, second draft", "Photos from the trip", "Re: travel plans",
                            "Your order has shipped", "Meeting notes", "Weekend hike"]
            return subjects[abs(message.hashValueStable / 7) % subjects.count]
        }

        /// Fills a row: its labels (made once per cell, found again by tag), the unread dot, the read and selected
        /// colours.
        func show(_ message: String, in cell: UITableViewCell) {
            let content = cell.contentView
            if content.viewWithTag(Self.senderTag) == nil {
                let sender = DemoLook.label("", frame: CGRect(x: 28, y: 10, width: 250, height: 22), size: 16, weight: .semibold)
                sender.tag = Self.senderTag
                let time = DemoLook.label("", frame: CGRect(x: 280, y: 10, width: 94, height: 22), size: 13,
                                          color: DemoLook.secondaryInk, alignment: .right)
                time.tag = Self.timeTag
                let subject = DemoLook.label("", frame: CGRect(x: 28, y: 36, width: 346, height: 22), size: 14,
                                             color: DemoLook.secondaryInk)
                subject.tag = Self.subjectTag
                let dot = UIView(frame: CGRect(x: 8, y: 16, width: 10, height: 10))
                dot.layer.cornerRadius = 5
                dot.backgroundColor = .systemBlue
                dot.tag = Self.dotTag
                for view in [sender, time, subject, dot] { content.addSubview(view) }
            }
            (content.viewWithTag(Self.senderTag) as? UILabel)?.text = Self.sender(of: message)
            (content.viewWithTag(Self.timeTag) as? UILabel)?.text = message
            (content.viewWithTag(Self.subjectTag) as? UILabel)?.text = Self.subject(of: message)
            content.viewWithTag(Self.dotTag)?.isHidden = read.contains(message)
            content.backgroundColor = message == selected ? Self.selectedColor
                : read.contains(message) ? Self.readColor : Self.unreadColor
        }

        /// Restyles the rows on screen (after a selection or a mark as read).
        func restyleVisibleRows() {
            for cell in tableView?.visibleCells ?? [] {
                if let message = cell.accessibilityIdentifier { show(message, in: cell) }
            }
        }

        static let senderTag = 101, timeTag = 102, subjectTag = 103, dotTag = 104
        /// The message selected last (the table's selection follows it as rows move).
        var selected: String?
        static let selectedColor = UIColor(red: 0.78, green: 0.86, blue: 1, alpha: 1)

        /// The pictures' colours: unread and read rows, day headers.
        static let unreadColor = UIColor.white
        static let readColor = UIColor(red: 0.96, green: 0.96, blue: 0.97, alpha: 1)
        static let headerColor = UIColor(red: 0.8, green: 0.8, blue: 0.84, alpha: 1)

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let message = messages[indexPath.section][indexPath.row]
            opened.append(message)
            read.insert(message)
            selected = message
            restyleVisibleRows()
            status?.text = "Opened \(Self.sender(of: message)): \(Self.subject(of: message))"
            log("  didSelectRowAt \(format(indexPath)): open \"\(message)\"")
        }

        func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                remove(at: indexPath, into: \.deleted, verb: "deleted")
                done(true)
            }
            let archive = UIContextualAction(style: .normal, title: "Archive") { [unowned self] _, _, done in
                remove(at: indexPath, into: \.archived, verb: "archived")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete, archive])
        }

        func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let markRead = UIContextualAction(style: .normal, title: "Read") { [unowned self] _, _, done in
                read.insert(messages[indexPath.section][indexPath.row])
                restyleVisibleRows()
                status?.text = "Marked \(messages[indexPath.section][indexPath.row]) read"
                log("  marked \"\(messages[indexPath.section][indexPath.row])\" read")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [markRead])
        }

        private func remove(at indexPath: IndexPath, into list: ReferenceWritableKeyPath<Inbox, [String]>, verb: String) {
            guard let tableView, indexPath.section < messages.count, indexPath.row < messages[indexPath.section].count
            else { return }
            let message = messages[indexPath.section].remove(at: indexPath.row)
            self[keyPath: list].append(message)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            status?.text = "\(verb.prefix(1).uppercased() + verb.dropFirst()) \(message)"
            log("  \(verb) \"\(message)\"")
        }

        /// New mail arrives at the top of Today.
        func receive(_ count: Int) {
            guard let tableView else { return }
            let start = messages[0].count
            let new = (1...count).map { "New #\(start + $0)" }
            messages[0].insert(contentsOf: new, at: 0)
            tableView.insertRows(at: (0..<count).map { IndexPath(row: $0, section: 0) }, with: .top)
        }
    }

    /// The scene: a 390 × 844 window with the inbox table filling it, 72 pt rows.
    @MainActor
    final class Scene: DemoStage {
        let (window, simulator) = demoStage()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let inbox = Inbox()
        let refresh = UIRefreshControl()
        private(set) var refreshes = 0

        init() {
            tableView.rowHeight = 72
            // No room above the day headers, as many apps set since iOS 15 added it (the rows' points below assume it).
            tableView.sectionHeaderTopPadding = 0
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
            tableView.dataSource = inbox
            tableView.delegate = inbox
            inbox.tableView = tableView
            window.addSubview(tableView)
            tableView.refreshControl = refresh
            refresh.addAction(UIAction { [unowned self] _ in refreshes += 1 }, for: .valueChanged)
            DemoLook.hint("tap a message; swipe one left or right; hold one (or right-click) for its menu; pull down to refresh", in: window, y: window.bounds.height - 60)
            inbox.status = DemoLook.status("34 messages", in: window)
            refresh.addAction(UIAction { [unowned self] _ in inbox.status?.text = "Refreshing…" }, for: .valueChanged)
            tableView.layoutIfNeeded()
        }

        /// The point in the window over row `row` of section `section`, `x` from the left.
        func point(row: Int, section: Int, x: CGFloat = 195) -> CGPoint {
            let frame = tableView.rectForRow(at: IndexPath(row: row, section: section))
            return CGPoint(x: x, y: frame.midY - tableView.contentOffset.y)
        }

        /// Swipes the row horizontally by `dx`, rests, lifts.
        func swipe(row: Int, section: Int, by dx: CGFloat) {
            let start = point(row: row, section: section, x: dx < 0 ? 370 : 20)
            let finger = simulator.drag(from: start, to: CGPoint(x: start.x + dx, y: start.y), duration: 0.4, lift: false)
            simulator.advance(by: 0.1)
            simulator.up(finger)
            simulator.advance(by: 0.1)
        }

        var pinnedHeader: String {
            for section in 0..<tableView.numberOfSections {
                if let header = tableView.headerView(forSection: section) as? UITableViewHeaderFooterView,
                   header.frame.minY <= tableView.contentOffset.y + 0.5, header.frame.maxY > tableView.contentOffset.y {
                    return header.title ?? "?"
                }
            }
            return "none"
        }
    }

    nonisolated static func format(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.row)" }

    @MainActor
    static func run(_ output: DemoOutput) {
        let scene = output.stage(Scene())
        scene.inbox.log = { output.say($0) }
        let table = scene.tableView
        output.say("Inbox: Today 6, Yesterday 8, Earlier 20 messages; 72 pt rows, 28 pt pinned day headers.")
        output.say("")
        output.say("1. Tap the second message of Today.")
        scene.simulator.tap(at: scene.point(row: 1, section: 0))
        output.say("  selected: \(table.indexPathForSelectedRow.map(format) ?? "none")")
        scene.simulator.advance(by: 0.5)

        output.say("")
        output.say("2. Scroll: the day header pins to the top while its messages pass under it.")
        let scroll = scene.simulator.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 100), duration: 0.6, lift: false)
        output.say("  offset \(Int(table.contentOffset.y)): pinned header \"\(scene.pinnedHeader)\"")
        scene.simulator.advance(by: 0.2)
        scene.simulator.up(scroll)
        scene.simulator.settle()
        table.setContentOffset(.zero, animated: false)

        output.say("")
        output.say("3. Swipe Today #3 left part way: Delete and Archive show; tap Archive.")
        scene.swipe(row: 2, section: 0, by: -120)
        output.say("  open row: \(table.indexPathForOpenSwipeRow.map(format) ?? "none")")
        // Delete, the first action, is outermost (at the row's right edge); Archive is the button inside it.
        let archive = scene.point(row: 2, section: 0, x: 390 - UITableView.actionButtonWidth * 1.5)
        scene.simulator.tap(at: archive)
        scene.simulator.advance(by: 0.5)

        output.say("")
        output.say("4. Full swipe on the (new) Today #3 row: the first action, Delete, runs.")
        scene.swipe(row: 2, section: 0, by: -320)
        output.say("  Today now has \(scene.inbox.messages[0].count) messages")

        output.say("")
        output.say("5. A vertical drag over a row scrolls and never opens it.")
        scene.simulator.drag(from: scene.point(row: 3, section: 0), to: CGPoint(x: 180, y: 200), duration: 0.4)
        scene.simulator.settle()
        output.say("  offset \(Int(table.contentOffset.y)), open row: \(table.indexPathForOpenSwipeRow.map(format) ?? "none")")
        table.setContentOffset(.zero, animated: false)

        output.say("")
        output.say("6. Pull down to refresh: .valueChanged while pulling; two new messages arrive.")
        let finger = scene.simulator.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 600), duration: 0.5, lift: false)
        output.say("  refreshing: \(scene.refresh.isRefreshing), valueChanged ×\(scene.refreshes)")
        scene.simulator.up(finger)
        scene.simulator.settle()
        output.say("  released: offset \(Int(table.contentOffset.y)) (held open by the control)")
        scene.inbox.receive(2)
        scene.refresh.endRefreshing()
        scene.simulator.settle()
        output.say("  endRefreshing: offset \(Int(table.contentOffset.y)); Today has \(scene.inbox.messages[0].count) messages")
        output.say("  selected message is still \(table.indexPathForSelectedRow.map(format) ?? "none") (moved down by the insert)")
    }
}

extension String {
    /// A hash that is the same on every run (Swift's `hashValue` is seeded per process), for picking made-up data.
    var hashValueStable: Int {
        unicodeScalars.reduce(7) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
    }
}
