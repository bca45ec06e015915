import Testing
@testable import TouchKit

/// Highlight and selection by touch, in UIKit's order, and in code.
@MainActor
struct TableViewSelectionTests {
    private let row1 = IndexPath(row: 1, section: 0)
    private let row2 = IndexPath(row: 2, section: 0)

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let table = TableScene()
        table.scene.simulator.tap(at: table.onRow(1))
        #expect(table.source.log == [
            "shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1", "willSelect 0-1", "didSelect 0-1",
        ])
        #expect(table.tableView.indexPathForSelectedRow == row1)
        #expect(table.tableView.cellForRow(at: row1)?.isSelected == true)
        #expect(table.tableView.cellForRow(at: row1)?.isHighlighted == false)
    }

    @Test func theHighlightWaitsForTheScrollViewsTouchDelay() {
        TableScene().expectTheHighlightWaitsForTheTouchDelay()
    }

    @Test func aQuickScrollNeverHighlights() {
        TableScene().expectAQuickScrollNeverHighlights()
    }

    @Test func aScrollThatTakesTheTouchUnhighlightsWithoutSelecting() {
        TableScene().expectAScrollAfterTheDelayUnhighlightsWithoutSelecting()
    }

    @Test func selectingAnotherRowDeselectsThePreviousOneFirst() {
        let table = TableScene()
        table.scene.simulator.tap(at: table.onRow(1))
        table.scene.simulator.advance(by: 0.5)
        table.source.log.removeAll()
        table.scene.simulator.tap(at: table.onRow(2))
        #expect(table.source.log == [
            "shouldHighlight 0-2", "didHighlight 0-2", "didUnhighlight 0-2", "willSelect 0-2",
            "willDeselect 0-1", "didDeselect 0-1", "didSelect 0-2",
        ])
        #expect(table.tableView.indexPathsForSelectedRows == [row2])
        #expect(table.tableView.cellForRow(at: row1)?.isSelected == false)
    }

    @Test func willSelectRowAtMayRedirectTheSelection() {
        let table = TableScene { $0.willSelect = { _ in IndexPath(row: 5, section: 0) } }
        table.scene.simulator.tap(at: table.onRow(1))
        #expect(table.source.log.suffix(2) == ["willSelect 0-1", "didSelect 0-5"])
        #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
    }

    @Test func willSelectRowAtReturningNilSelectsNothing() {
        let table = TableScene { $0.willSelect = { _ in nil } }
        table.scene.simulator.tap(at: table.onRow(1))
        #expect(table.source.log.last == "willSelect 0-1")
        #expect(table.tableView.indexPathForSelectedRow == nil)
    }

    @Test func willSelectRowAtRedirectingToARowThatDoesNotExistSelectsNothingWithADiagnostic() {
        let table = TableScene { $0.willSelect = { _ in IndexPath(row: 5000, section: 0) } }
        table.scene.simulator.tap(at: table.onRow(1))
        #expect(table.tableView.indexPathForSelectedRow == nil)
        #expect(table.diagnostics.contains { $0.contains("willSelectRowAt returned") })
    }

    @Test func shouldHighlightFalseNeitherHighlightsNorSelects() {
        let table = TableScene { $0.allowsHighlight = false }
        table.scene.simulator.tap(at: table.onRow(1))
        #expect(table.source.log == ["shouldHighlight 0-1"])
        #expect(table.tableView.indexPathForSelectedRow == nil)
    }

    @Test func withMultipleSelectionATapOnASelectedRowDeselectsIt() {
        let table = TableScene()
        table.tableView.allowsMultipleSelection = true
        table.scene.simulator.tap(at: table.onRow(1))
        table.scene.simulator.advance(by: 0.5)
        table.scene.simulator.tap(at: table.onRow(2))
        table.scene.simulator.advance(by: 0.5)
        #expect(table.tableView.indexPathsForSelectedRows == [row1, row2])
        table.source.log.removeAll()
        table.scene.simulator.tap(at: table.onRow(1))
        #expect(table.source.log == [
            "shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1", "willDeselect 0-1", "didDeselect 0-1",
        ])
        #expect(table.tableView.indexPathsForSelectedRows == [row2])
    }

    @Test func willDeselectRowAtReturningNilKeepsTheRowSelected() {
        let table = TableScene { $0.willDeselect = { _ in nil } }
        table.tableView.allowsMultipleSelection = true
        table.scene.simulator.tap(at: table.onRow(1))
        table.scene.simulator.advance(by: 0.5)
        table.scene.simulator.tap(at: table.onRow(1))
        #expect(table.tableView.indexPathsForSelectedRows == [row1])
        #expect(!table.source.log.contains("didDeselect 0-1"))
    }

    @Test func withSelectionOffNothingHighlights() {
        let table = TableScene()
        table.tableView.allowsSelection = false
        table.scene.simulator.tap(at: table.onRow(1))
        #expect(table.source.log.isEmpty)
        #expect(table.tableView.indexPathForSelectedRow == nil)
    }

    @Test func selectRowAndDeselectRowCallNoDelegateMethods() {
        let table = TableScene()
        table.tableView.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .top)
        #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 40, section: 0))
        #expect(table.tableView.contentOffset.y == 4000)
        #expect(table.tableView.cellForRow(at: IndexPath(row: 40, section: 0))?.isSelected == true)
        table.tableView.deselectRow(at: IndexPath(row: 40, section: 0), animated: false)
        #expect(table.tableView.indexPathForSelectedRow == nil)
        #expect(table.source.log.isEmpty)
    }

    @Test func selectingARowThatDoesNotExistIsIgnoredWithADiagnostic() {
        let table = TableScene(rows: [3])
        table.tableView.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
        #expect(table.tableView.indexPathForSelectedRow == nil)
        #expect(table.diagnostics.contains { $0.contains("selectRow(at:") })
    }

    @Test func aSelectedRowScrolledAwayAndBackIsStillShownSelected() {
        let table = TableScene()
        table.scene.simulator.tap(at: table.onRow(1))
        table.tableView.contentOffset = CGPoint(x: 0, y: 5000)
        table.tableView.contentOffset = .zero
        #expect(table.tableView.cellForRow(at: row1)?.isSelected == true)
        #expect(table.tableView.cellForRow(at: row2)?.isSelected == false)
    }
}
