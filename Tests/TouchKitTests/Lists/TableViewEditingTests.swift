import Testing
@testable import TouchKit

/// Editing mode, reordering by the reorder control, and swipe to delete.
@MainActor
struct TableViewEditingTests {
    private func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }
    /// The middle of row `row`'s reorder control.
    private func control(_ table: TableScene, row: Int) -> CGPoint {
        CGPoint(x: 400 - UITableView.reorderControlWidth / 2, y: table.onRow(row).y)
    }

    @Test func editingModeReachesTheCellsAndShowsReorderControlsOnMovableRows() {
        let table = TableScene(rows: [20])
        table.tableView.setEditing(true, animated: false)
        #expect(table.tableView.isEditing)
        #expect(table.tableView.visibleCells.allSatisfy { $0.isEditing && $0.showsReorderControl })
        table.tableView.contentOffset = CGPoint(x: 0, y: 900)
        #expect(table.tableView.visibleCells.allSatisfy { $0.isEditing })
        table.tableView.isEditing = false
        #expect(table.tableView.visibleCells.allSatisfy { !$0.isEditing && !$0.showsReorderControl })
    }

    @Test func draggingAReorderControlMovesTheRowAndNeverScrolls() {
        let table = TableScene(rows: [20])
        table.tableView.selectRow(at: path(1), animated: false, scrollPosition: .none)
        table.tableView.setEditing(true, animated: false)
        let cell = table.tableView.cellForRow(at: path(1))
        let finger = table.scene.simulator.drag(from: control(table, row: 1), to: control(table, row: 4), duration: 0.4, lift: false)
        #expect(cell?.frame.minY == 400)   // the row follows the finger
        #expect(table.tableView.contentOffset.y == 0)
        table.scene.simulator.up(finger)
        #expect(table.source.edits == ["0-1>0-4"])
        #expect(table.tableView.cellForRow(at: path(4)) === cell)
        #expect(cell?.frame.minY == 400)
        #expect(table.tableView.indexPathForSelectedRow == path(4))
        #expect(table.tableView.contentOffset.y == 0)
    }

    @Test func aDragOutsideTheReorderControlsScrollsInEditingMode() {
        let table = TableScene(rows: [20])
        table.tableView.setEditing(true, animated: false)
        table.scene.simulator.drag(from: CGPoint(x: 100, y: 450), to: CGPoint(x: 100, y: 150), duration: 0.3)
        #expect(table.tableView.contentOffset.y > 0)
        #expect(table.source.edits.isEmpty)
    }

    @Test func rowsThatCannotMoveShowNoControlAndTheirDragScrolls() {
        let table = TableScene(rows: [20]) { $0.movable = false }
        table.tableView.setEditing(true, animated: false)
        #expect(table.tableView.visibleCells.allSatisfy { !$0.showsReorderControl })
        table.scene.simulator.drag(from: control(table, row: 4), to: control(table, row: 1), duration: 0.3)
        #expect(table.source.edits.isEmpty)
        #expect(table.tableView.contentOffset.y > 0)
    }

    @Test func swipeActionsAreOffInEditingMode() {
        let table = TableScene(rows: [20]) { $0.trailingActions = ["Delete"] }
        table.tableView.setEditing(true, animated: false)
        table.scene.simulator.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), duration: 0.4)
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
    }

    @Test func swipeToDeleteCommitsTheDeletionThroughTheDataSource() {
        let table = TableScene(rows: [20]) { $0.deleteSwipe = true }
        table.scene.simulator.drag(from: CGPoint(x: 380, y: 150), to: CGPoint(x: 60, y: 150), duration: 0.5)
        #expect(table.source.edits == ["delete 0-1"])
        #expect(table.tableView.numberOfRows(inSection: 0) == 19)
        #expect(table.tableView.indexPathForOpenSwipeRow == nil)
    }
}
