import Testing
@testable import TouchKit
@testable import TouchKitScenes

/// The inbox demo's story (`touchkit demo inbox`), asserted on the demo's own scene.
@MainActor
struct MailInboxDemoTests {
    @Test func theStoryReadsAsTheDemoPrintsIt() {
        let output = DemoOutput()
        MailInboxDemo.run(output)
        let text = output.lines.joined(separator: "\n")
        #expect(text.contains("selected: 0-1"))
        #expect(text.contains("pinned header \"Yesterday\""))
        #expect(text.contains("archived \"Today #3\""))
        #expect(text.contains("deleted \"Today #4\""))
        #expect(text.contains("open row: none"))
        #expect(text.contains("refreshing: true, valueChanged ×1"))
        #expect(text.contains("released: offset -60"))
        #expect(text.contains("endRefreshing: offset 0; Today has 6 messages"))
        #expect(text.contains("selected message is still 0-3"))
    }

    @Test func aTapSelectsAMessageAndOpensIt() {
        let scene = MailInboxDemo.Scene()
        scene.simulator.tap(at: scene.point(row: 4, section: 1))
        #expect(scene.inbox.opened == ["Yesterday #5"])
        #expect(scene.tableView.indexPathForSelectedRow == IndexPath(row: 4, section: 1))
    }

    @Test func aFullSwipeDeletesAndAPartialOneOnlyOpens() {
        let scene = MailInboxDemo.Scene()
        scene.swipe(row: 0, section: 0, by: -120)
        #expect(scene.inbox.deleted.isEmpty)
        #expect(scene.tableView.indexPathForOpenSwipeRow == IndexPath(row: 0, section: 0))
        scene.simulator.tap(at: scene.point(row: 5, section: 0))   // closes it
        scene.simulator.advance(by: 0.5)
        scene.swipe(row: 0, section: 0, by: -320)
        #expect(scene.inbox.deleted == ["Today #1"])
        #expect(scene.tableView.numberOfRows(inSection: 0) == 5)
    }

    @Test func aRightwardSwipeMarksAsRead() {
        let scene = MailInboxDemo.Scene()
        scene.swipe(row: 1, section: 0, by: 120)
        let read = scene.point(row: 1, section: 0, x: UITableView.actionButtonWidth / 2)
        scene.simulator.tap(at: read)
        #expect(scene.inbox.read == ["Today #2"])
        #expect(scene.tableView.indexPathForSelectedRow == nil)
    }
}
