import Testing
import UIKit
import TouchKitTesting

@MainActor
@Suite struct MessageListViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let list: MessageListView
    let simulator: TouchSimulator

    init() {
        let days = (0..<12).map { day in (0..<6).map { "Message \(day)-\($0)" } }
        list = MessageListView(frame: window.bounds, days: days)
        window.addSubview(list)
        list.tableView.layoutIfNeeded()
        simulator = TouchSimulator(window: window)
    }

    var menu: UIContextMenuInteraction.Presentation? {
        list.tableView.interactions.compactMap { ($0 as? UIContextMenuInteraction)?.presentedMenu }.first
    }

    /// Row 1 of day 0: under the 28 pt header (no iOS 15 padding), rows of 72 pt.
    let secondRow = CGPoint(x: 195, y: 28 + 72 + 36)

    @Test func theRowsAndHeadersComeFromTheRegisteredClasses() {
        let cell = list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? MessageCell
        #expect(cell?.subject == "Message 0-1")
        #expect(cell?.style == .subtitle)
        #expect((list.tableView.headerView(forSection: 0) as? DayHeaderView)?.day == "Day 0")
        #expect(list.tableView.rectForHeader(inSection: 0).minY == 0)
    }

    @Test func longPressingAMessageAndTappingArchiveArchivesIt() {
        simulator.longPress(at: secondRow, duration: 0.6)
        let archive = menu?.rows.first { $0.action.title == "Archive" }?.frame ?? .zero
        simulator.tap(at: CGPoint(x: archive.midX, y: archive.midY))
        #expect(list.archived == ["Message 0-1"])
        #expect(menu == nil)
        #expect(list.tableView.numberOfRows(inSection: 0) == 5)
    }

    @Test func aTapOutsideTheMenuClosesItWithoutOpeningTheMessage() {
        simulator.longPress(at: secondRow, duration: 0.6)
        simulator.tap(at: CGPoint(x: 195, y: 800))
        #expect(menu == nil)
        #expect(list.tableView.indexPathForSelectedRow == nil)
        #expect(list.archived.isEmpty && list.flagged.isEmpty)
    }

    @Test func inEditingModeSeveralMessagesCanBeSelected() {
        list.tableView.setEditing(true, animated: false)
        simulator.tap(at: secondRow)
        simulator.advance(by: 0.5)
        simulator.tap(at: CGPoint(x: 195, y: 28 + 72 * 3 + 36))
        simulator.advance(by: 0.5)
        #expect(list.tableView.indexPathsForSelectedRows?.map(\.row).sorted() == [1, 3])
    }

    @Test func headersAreReusedAsTheDaysScrollBy() {
        var seen: Set<ObjectIdentifier> = []
        for _ in 0..<8 {
            simulator.drag(from: CGPoint(x: 195, y: 780), to: CGPoint(x: 195, y: 80), duration: 0.3)
            simulator.advance(by: 3)
            for view in list.tableView.subviews where view is DayHeaderView { seen.insert(ObjectIdentifier(view)) }
        }
        #expect(list.tableView.contentOffset.y > 2000)
        #expect(seen.count <= 4)
    }
}
