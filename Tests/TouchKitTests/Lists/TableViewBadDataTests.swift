import Testing
@testable import TouchKit

/// A data source that lies, hostile heights, index paths out of range: defined results and diagnostics, no crash.
@MainActor
struct TableViewBadDataTests {
    @Test func indexPathsOutOfRangeGiveDefinedResultsWithDiagnostics() {
        let table = TableScene(rows: [5])
        let missing = IndexPath(row: 9, section: 3)
        #expect(table.tableView.rectForRow(at: missing) == .zero)
        #expect(table.tableView.cellForRow(at: missing) == nil)
        #expect(table.tableView.numberOfRows(inSection: 3) == 0)
        #expect(table.tableView.rect(forSection: -1) == .zero)
        table.tableView.scrollToRow(at: missing, at: .top, animated: false)
        #expect(table.tableView.contentOffset == .zero)
        #expect(table.tableView.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: 10)) == nil)
        #expect(table.tableView.indexPathForRow(at: CGPoint(x: 10, y: 99_999)) == nil)
        #expect(table.diagnostics.count >= 3)
    }

    @Test func negativeCountsReadAsZero() {
        let table = TableScene(rows: [-4, 3])
        #expect(table.tableView.numberOfRows(inSection: 0) == 0)
        #expect(table.tableView.numberOfRows(inSection: 1) == 3)
        #expect(table.diagnostics.contains { $0.contains("treated as 0") })
    }

    @Test func nanNegativeAndHugeHeightsAreCorrectedWithADiagnostic() {
        let table = TableScene(rows: [4]) { source in
            source.rowHeight = { [CGFloat.nan, -5, 1e12, 50][$0.row] }
        }
        #expect(table.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 0)
        #expect(table.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 0)
        #expect(table.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height == TableRowGeometry.maximumHeight)
        #expect(table.tableView.contentSize.height.isFinite)
        #expect(table.diagnostics.contains { $0.contains("has height") })
    }

    @Test func countsThatChangeWithoutAReloadAreNotAskedAgain() {
        let table = TableScene(rows: [50])
        table.source.rows = [2]
        table.tableView.contentOffset = CGPoint(x: 0, y: 3000)
        #expect(table.visibleRows.first == 30)   // the loaded counts hold until a reload, as in UIKit
    }

    @Test func anUnregisteredIdentifierGivesAPlainCellWithADiagnostic() {
        let table = TableScene(rows: [3])
        let cell = table.tableView.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == nil)
        #expect(table.diagnostics.contains { $0.contains("no cell class registered") })
    }

    @Test func aSelectionTapOnARowDeletedByTheDelegateFromDidHighlightSelectsNothing() {
        final class Deleting: UITableViewDataSource, UITableViewDelegate {
            var rows = 10
            var selected: [IndexPath] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
                rows -= 1
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let scene = Scene()
        let source = Deleting()
        let table = UITableView(frame: scene.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        scene.window.addSubview(table)
        table.layoutIfNeeded()
        scene.simulator.tap(at: CGPoint(x: 100, y: 66))
        #expect(source.selected.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 9)
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
    }
}
