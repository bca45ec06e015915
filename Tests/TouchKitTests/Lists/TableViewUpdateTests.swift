import Testing
@testable import TouchKit

/// Inserting, deleting and moving rows, with the selection, the highlight and the cells following their rows; a
/// data source whose counts lie.
@MainActor
struct TableViewUpdateTests {
    private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func deletingARowMovesTheSelectionAndTheCellsBelowItUp() {
        let table = TableScene(rows: [20])
        table.tableView.selectRow(at: path(5), animated: false, scrollPosition: .none)
        let cell5 = table.tableView.cellForRow(at: path(5))
        table.source.rows = [19]
        table.tableView.deleteRows(at: [path(2)], with: .automatic)
        #expect(table.tableView.indexPathForSelectedRow == path(4))
        #expect(table.tableView.cellForRow(at: path(4)) === cell5)
        #expect(cell5?.frame.minY == 400)
        #expect(table.tableView.numberOfRows(inSection: 0) == 19)
    }

    @Test func deletingTheSelectedRowDropsItFromTheSelection() {
        let table = TableScene(rows: [20])
        table.tableView.selectRow(at: path(2), animated: false, scrollPosition: .none)
        table.source.rows = [19]
        table.tableView.deleteRows(at: [path(2)], with: .fade)
        #expect(table.tableView.indexPathForSelectedRow == nil)
        #expect(table.tableView.cellForRow(at: path(2))?.isSelected == false)
    }

    @Test func insertingRowsMovesTheSelectionDown() {
        let table = TableScene(rows: [20])
        table.tableView.selectRow(at: path(3), animated: false, scrollPosition: .none)
        table.source.rows = [22]
        table.tableView.insertRows(at: [path(0), path(2)], with: .automatic)
        #expect(table.tableView.indexPathForSelectedRow == path(5))
        #expect(table.visibleRows == Array(0..<8))
    }

    @Test func aBatchDeletesByOldIndexPathsAndInsertsByNewOnes() {
        let table = TableScene(rows: [10, 10])
        table.tableView.allowsMultipleSelection = true
        table.tableView.selectRow(at: path(4), animated: false, scrollPosition: .none)
        table.tableView.selectRow(at: path(1, 1), animated: false, scrollPosition: .none)
        table.source.rows = [8, 11]
        var completed = false
        table.tableView.performBatchUpdates({
            table.tableView.deleteRows(at: [path(0), path(1)], with: .automatic)
            table.tableView.insertRows(at: [path(0)], with: .automatic)
            table.tableView.moveRow(at: path(9), to: path(0, 1))
        }, completion: { completed = $0 })
        #expect(completed)
        // Old row 4 of section 0: two deleted above, one inserted at 0 → row 3.
        #expect(table.tableView.indexPathsForSelectedRows == [path(3), path(2, 1)])
    }

    @Test func movingARowCarriesItsSelection() {
        let table = TableScene(rows: [10])
        table.tableView.selectRow(at: path(1), animated: false, scrollPosition: .none)
        let cell = table.tableView.cellForRow(at: path(1))
        table.tableView.moveRow(at: path(1), to: path(4))
        #expect(table.tableView.indexPathForSelectedRow == path(4))
        #expect(table.tableView.cellForRow(at: path(4)) === cell)
        #expect(table.tableView.cellForRow(at: path(1)) !== cell)
    }

    @Test func countsThatDoNotAddUpReloadWithADiagnosticAndNoCrash() {
        let table = TableScene(rows: [10])
        table.tableView.selectRow(at: path(1), animated: false, scrollPosition: .none)
        table.source.rows = [15]
        table.tableView.deleteRows(at: [path(0)], with: .automatic)
        #expect(table.diagnostics.contains { $0.contains("invalid update") })
        table.tableView.layoutIfNeeded()
        #expect(table.tableView.numberOfRows(inSection: 0) == 15)
        #expect(table.tableView.indexPathForSelectedRow == nil)
    }

    @Test func updatingARowThatDoesNotExistReloadsWithADiagnostic() {
        let table = TableScene(rows: [10])
        table.source.rows = [9]
        table.tableView.deleteRows(at: [path(50)], with: .automatic)
        #expect(table.diagnostics.contains { $0.contains("did not exist") })
        table.tableView.layoutIfNeeded()
        #expect(table.tableView.numberOfRows(inSection: 0) == 9)
    }

    @Test func insertingAndDeletingSectionsKeepsTheOtherSectionsRows() {
        let table = TableScene(rows: [3, 4])
        table.tableView.selectRow(at: path(2, 1), animated: false, scrollPosition: .none)
        table.source.rows = [5, 4]
        table.tableView.performBatchUpdates {
            table.tableView.deleteSections(IndexSet(integer: 0), with: .automatic)
            table.tableView.insertSections(IndexSet(integer: 0), with: .automatic)
        }
        #expect(table.tableView.indexPathForSelectedRow == path(2, 1))
        #expect(table.tableView.numberOfRows(inSection: 0) == 5)
    }

    @Test func aRowDeletedUnderAHeldHighlightUnhighlightsAndTheLiftSelectsNothing() {
        let table = TableScene(rows: [20])
        let finger = table.scene.simulator.down(at: table.onRow(2))
        table.scene.simulator.advance(by: 0.2)
        #expect(table.tableView.cellForRow(at: path(2))?.isHighlighted == true)
        table.source.rows = [19]
        table.tableView.deleteRows(at: [path(2)], with: .automatic)
        #expect(table.source.log.last == "didUnhighlight 0-2")
        table.scene.simulator.up(finger)
        #expect(table.tableView.indexPathForSelectedRow == nil)
        #expect(!table.source.log.contains { $0.hasPrefix("didSelect") })
    }

    @Test func aRowInsertedAboveAHeldHighlightKeepsTheHighlightOnItsRow() {
        let table = TableScene(rows: [20])
        let finger = table.scene.simulator.down(at: table.onRow(2))
        table.scene.simulator.advance(by: 0.2)
        table.source.rows = [21]
        table.tableView.insertRows(at: [path(0)], with: .automatic)
        #expect(table.tableView.cellForRow(at: path(3))?.isHighlighted == true)
        table.scene.simulator.up(finger)
        #expect(table.tableView.indexPathForSelectedRow == path(3))
    }

    @Test func endUpdatesWithoutBeginUpdatesIsIgnoredWithADiagnostic() {
        let table = TableScene(rows: [3])
        table.tableView.endUpdates()
        #expect(table.diagnostics.contains { $0.contains("endUpdates()") })
    }

    @Test func movingASectionTakesItsRowsCellsSelectionAndHighlightAlong() {
        let table = TableScene(rows: [2, 2, 2])
        table.tableView.selectRow(at: path(1, 0), animated: false, scrollPosition: .none)
        let moving = table.tableView.cellForRow(at: path(1, 0))
        let shifting = table.tableView.cellForRow(at: path(0, 1))
        let requests = table.source.cellRequests
        table.tableView.moveSection(0, toSection: 2)
        #expect(table.tableView.cellForRow(at: path(1, 2)) === moving)
        #expect(table.tableView.cellForRow(at: path(0, 0)) === shifting)
        #expect(table.tableView.indexPathForSelectedRow == path(1, 2))
        #expect(table.tableView.rectForRow(at: path(1, 2)).minY == 500)
        #expect(moving?.frame.minY == 500)
        #expect(table.source.cellRequests == requests)
        #expect(table.diagnostics.isEmpty)
    }

    @Test func reloadingASectionAsksForItsCellsAgainAndLeavesTheOthers() {
        let table = TableScene(rows: [2, 2])
        let kept = table.tableView.cellForRow(at: path(0, 1))
        let requests = table.source.cellRequests
        table.tableView.reloadSections(IndexSet(integer: 0), with: .automatic)
        #expect(table.source.cellRequests == requests + 2)
        #expect(table.tableView.cellForRow(at: path(0, 1)) === kept)
        #expect(table.tableView.cellForRow(at: path(0, 0)) != nil)
        #expect(table.diagnostics.isEmpty)
    }

    @Test func aSectionMoveIntoADeletedPlaceReloadsWithADiagnostic() {
        let table = TableScene(rows: [2, 2])
        table.source.rows = [2]
        table.tableView.performBatchUpdates {
            table.tableView.deleteSections(IndexSet(integer: 0), with: .automatic)
            table.tableView.moveSection(0, toSection: 0)
        }
        #expect(table.diagnostics.contains { $0.contains("invalid update") })
        table.tableView.layoutIfNeeded()
        #expect(table.tableView.numberOfSections == 1)
    }
}
