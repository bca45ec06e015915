import Testing
@testable import TouchKit
import TouchKitTesting

/// Swipe actions: revealing, following the finger, flicks, full swipes, arbitration against the vertical scroll,
/// closing, and tapping an action.
@MainActor
struct TableViewSwipeActionTests {
    private let row1 = IndexPath(row: 1, section: 0)

    /// A table whose rows have "Archive" and "Delete" trailing actions (148 pt) and a "Read" leading one.
    private func swipeTable(fullSwipe: Bool = true, completesActions: Bool = true) -> TableScene {
        TableScene(rows: [50]) {
            $0.trailingActions = ["Archive", "Delete"]
            $0.leadingActions = ["Read"]
            $0.fullSwipe = fullSwipe
            $0.completesActions = completesActions
        }
    }

    /// Drags row 1 horizontally by `dx`, rests, then lifts (no flick).
    private func slowSwipe(_ table: TableScene, by dx: CGFloat, lift: Bool = true) -> TouchSimulator.Finger {
        let start = CGPoint(x: dx < 0 ? 380 : 20, y: 150)
        let finger = table.scene.simulator.drag(from: start, to: CGPoint(x: start.x + dx, y: 150), duration: 0.5, lift: false)
        table.scene.simulator.advance(by: 0.1)
        if lift { table.scene.simulator.up(finger) }
        return finger
    }

    /// Opens row 1 on its trailing actions with a slow swipe and lets it come to rest.
    private func openTrailingActions(_ table: TableScene) {
        _ = slowSwipe(table, by: -110)
        table.scene.simulator.advance(by: 0.5)
    }

    private func offset(_ table: TableScene, _ indexPath: IndexPath? = nil) -> CGFloat? {
        table.tableView.cellForRow(at: indexPath ?? row1)?.swipeOffset
    }

    @Test func aHorizontalDragPastHalfTheActionsOpensTheRowAndNeverScrolls() {
        let table = swipeTable()
        _ = slowSwipe(table, by: -110)
        #expect(table.tableView.indexPathForOpenSwipeRow == row1)
        #expect(offset(table) == -2 * UITableView.actionButtonWidth)
        #expect(table.tableView.cellForRow(at: row1)?.actionButtons.count == 2)
        #expect(table.tableView.contentOffset.y == 0)
        #expect(table.source.performed.isEmpty)
    }

    @Test func aShortSlowDragClosesAgain() {
        let table = swipeTable()
        _ = slowSwipe(table, by: -50)
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
        #expect(offset(table) == 0)
        #expect(table.tableView.cellForRow(at: row1)?.actionButtons.isEmpty == true)
    }

    @Test func aVerticalDragScrollsAndNeverOpensARow() {
        let table = swipeTable()
        table.scene.simulator.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 260, y: 200), duration: 0.3)
        table.scene.simulator.settle()
        #expect(table.tableView.contentOffset.y > 0)
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
        #expect(table.tableView.visibleCells.allSatisfy { $0.swipeOffset == 0 })
    }

    @Test func theRowFollowsTheFingerWithResistancePastItsActions() {
        let table = swipeTable()
        let finger = slowSwipe(table, by: -120, lift: false)
        let followed = offset(table) ?? 0
        #expect(followed == -110)   // the finger's 120 pt less the pan's 10 pt hysteresis
        table.scene.simulator.move(finger, to: CGPoint(x: 100, y: 150), duration: 0.2)
        let resisted = offset(table) ?? 0
        #expect(resisted < -148 && resisted > -270)
        table.scene.simulator.up(finger)
    }

    @Test func aFullSwipePerformsTheFirstActionAndTheRowClosesOnItsCompletion() {
        let table = swipeTable()
        _ = slowSwipe(table, by: -300)
        #expect(table.source.performed == ["Archive 0-1"])
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
        #expect(offset(table) == 0)
    }

    @Test func withoutFullSwipeALongDragOnlyOpensTheRow() {
        let table = swipeTable(fullSwipe: false)
        _ = slowSwipe(table, by: -300)
        #expect(table.source.performed.isEmpty)
        #expect(table.tableView.indexPathForOpenSwipeRow == row1)
    }

    @Test func aFlickOpensARowAndAFlickBackClosesIt() {
        let table = swipeTable()
        table.scene.simulator.flick(from: CGPoint(x: 380, y: 150), velocity: CGPoint(x: -800, y: 0), duration: 0.05)
        #expect(table.tableView.indexPathForOpenSwipeRow == row1)
        table.scene.simulator.advance(by: 0.5)
        table.scene.simulator.flick(from: CGPoint(x: 100, y: 150), velocity: CGPoint(x: 800, y: 0), duration: 0.05)
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
        #expect(table.source.performed.isEmpty)
    }

    // MARK: Order (Apple, UISwipeActionsConfiguration(actions:): "The first item in the array represents the
    // outermost action. [...] when the user swipes from right-to-left, the first action is rightmost. The first
    // action is also the default action.")

    @Test func theFirstTrailingActionIsTheRightmostButton() {
        let table = swipeTable()
        _ = slowSwipe(table, by: -110)
        let buttons = table.tableView.cellForRow(at: row1)?.actionButtons.map(\.frame.minX)
        #expect(buttons == [326, 252])
    }

    @Test func tappingTheOutermostTrailingButtonRunsTheFirstAction() {
        let table = swipeTable()
        openTrailingActions(table)
        table.scene.simulator.tap(at: CGPoint(x: 390, y: 150))
        #expect(table.source.performed == ["Archive 0-1"])
    }

    @Test func theFirstLeadingActionIsTheLeftmostButtonAndTheOneATapThereRuns() {
        let table = TableScene(rows: [50]) { $0.leadingActions = ["Read", "Pin"] }
        _ = slowSwipe(table, by: 110)
        #expect(table.tableView.cellForRow(at: row1)?.actionButtons.map(\.frame.minX) == [0, 74])
        table.scene.simulator.advance(by: 0.5)
        table.scene.simulator.tap(at: CGPoint(x: 10, y: 150))
        #expect(table.source.performed == ["Read 0-1"])
    }

    @Test func aFullLeadingSwipePerformsTheFirstLeadingAction() {
        let table = TableScene(rows: [50]) { $0.leadingActions = ["Read", "Pin"] }
        _ = slowSwipe(table, by: 300)
        #expect(table.source.performed == ["Read 0-1"])
    }

    @Test func aRightwardSwipeRevealsTheLeadingActions() {
        let table = swipeTable()
        _ = slowSwipe(table, by: 110)
        #expect(offset(table) == UITableView.actionButtonWidth)
        #expect(table.tableView.indexPathForOpenSwipeRow == row1)
    }

    @Test func aRowWithoutActionsDoesNotSwipe() {
        let table = TableScene(rows: [50])
        _ = slowSwipe(table, by: -200)
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
        #expect(offset(table) == 0)
        #expect(table.tableView.contentOffset == .zero)
    }

    @Test func touchingAnotherRowClosesTheOpenOneAndSelectsNothing() {
        let table = swipeTable()
        openTrailingActions(table)
        table.scene.simulator.tap(at: table.onRow(4))
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
        #expect(table.tableView.indexPathForSelectedRow == nil)
        // The next tap selects as usual.
        table.scene.simulator.advance(by: 0.5)
        table.scene.simulator.tap(at: table.onRow(4))
        #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    }

    @Test func tappingTheOpenRowClosesItAndSelectsNothing() {
        let table = swipeTable()
        openTrailingActions(table)
        table.scene.simulator.tap(at: CGPoint(x: 100, y: 150))
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
        #expect(table.tableView.indexPathForSelectedRow == nil)
    }

    @Test func scrollingClosesTheOpenRow() {
        let table = swipeTable()
        openTrailingActions(table)
        table.scene.simulator.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.3)
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
        #expect(table.tableView.contentOffset.y > 0)
    }

    @Test func tappingAnActionCallsItsHandlerAndSelectsNothing() {
        let table = swipeTable()
        openTrailingActions(table)
        // The first action, Archive, is outermost: its button spans x 326 ..< 400, Delete's 252 ..< 326.
        table.scene.simulator.tap(at: CGPoint(x: 280, y: 150))
        #expect(table.source.performed == ["Delete 0-1"])
        #expect(table.tableView.indexPathForSelectedRow == nil)
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
    }

    @Test func theRowStaysOpenUntilTheHandlerCallsItsCompletion() {
        let table = swipeTable(completesActions: false)
        openTrailingActions(table)
        table.scene.simulator.tap(at: CGPoint(x: 360, y: 150))
        #expect(table.source.performed == ["Archive 0-1"])
        #expect(table.tableView.indexPathForOpenSwipeRow == row1)
        table.source.pendingCompletions.first?(true)
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
    }

    @Test func aSwipeTakingAHighlightedTouchUnhighlightsWithoutSelecting() {
        let table = swipeTable()
        let finger = table.scene.simulator.down(at: CGPoint(x: 380, y: 150))
        table.scene.simulator.advance(by: 0.2)
        #expect(table.tableView.cellForRow(at: row1)?.isHighlighted == true)
        table.scene.simulator.move(finger, to: CGPoint(x: 250, y: 150), duration: 0.3)
        table.scene.simulator.advance(by: 0.1)
        table.scene.simulator.up(finger)
        #expect(table.source.log == ["shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1"])
        #expect(table.tableView.indexPathForOpenSwipeRow == row1)
    }

    @Test func aRowDeletedUnderAnOpenSwipeClosesItAndALateCompletionIsIgnored() {
        let table = swipeTable(completesActions: false)
        openTrailingActions(table)
        table.scene.simulator.tap(at: CGPoint(x: 280, y: 150))
        table.source.rows = [49]
        table.tableView.deleteRows(at: [row1], with: .automatic)
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
        table.source.pendingCompletions.first?(true)
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
        #expect(table.tableView.visibleCells.allSatisfy { $0.swipeOffset == 0 && $0.actionButtons.isEmpty })
    }

    @Test func aRowDeletedUnderASwipingFingerEndsTheSwipeAndEveryTouchEndsOnce() {
        let table = swipeTable()
        let cell = try! #require(table.tableView.cellForRow(at: row1))
        let recorder = table.scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 100), in: cell.contentView)
        let finger = table.scene.simulator.down(at: CGPoint(x: 380, y: 150))
        table.scene.simulator.advance(by: 0.2)
        table.scene.simulator.move(finger, to: CGPoint(x: 300, y: 150), duration: 0.2)
        table.source.rows = [49]
        table.tableView.deleteRows(at: [row1], with: .automatic)
        table.scene.simulator.move(finger, to: CGPoint(x: 200, y: 150), duration: 0.2)
        table.scene.simulator.up(finger)
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
        #expect(recorder.log.filter { $0.hasPrefix("began") }.count == 1)
        #expect(recorder.log.filter { $0.hasPrefix("ended") || $0.hasPrefix("cancelled") }.count == 1)
        // The table still swipes afterwards.
        table.scene.simulator.advance(by: 0.5)
        _ = slowSwipe(table, by: -110)
        #expect(table.tableView.indexPathForOpenSwipeRow == row1)
    }

    @Test func deleteSwipeActionsCommitTheDeletionThroughTheDataSource() {
        let table = TableScene(rows: [10])
        let configuration = try! #require(table.tableView.deleteSwipeActions(forRowAt: row1))
        #expect(configuration.actions.map(\.style) == [.destructive])
        #expect(configuration.actions.first?.title == "Delete")
    }
}
