import Testing
@testable import TouchKit

/// Rows, sections, heights, cell reuse and the geometry queries.
@MainActor
struct TableViewReuseTests {
    @Test func onlyTheVisibleRowsGetCells() {
        let table = TableScene()
        #expect(table.visibleRows == Array(0..<8))
        #expect(table.tableView.visibleCells.count == 8)
        #expect(table.tableView.contentSize == CGSize(width: 400, height: 100_000))
        #expect(table.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 300, width: 400, height: 100))
    }

    @Test func theDefaultRowHeightIs44Points() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(table.rowHeight == 44)
    }

    @Test func scrollingReusesCellsAndKeepsTheirNumberBoundedThrough100000Rows() {
        let table = TableScene(rows: [100_000])
        var made = Set<ObjectIdentifier>()
        for step in 1...400 {
            table.tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 24_000)
            for cell in table.tableView.visibleCells { made.insert(ObjectIdentifier(cell)) }
            #expect(table.tableView.visibleCells.count <= 9)
        }
        #expect(table.tableView.contentOffset.y == 9_600_000)
        #expect(made.count <= 18)
        #expect(table.tableView.subviews.filter { $0 is UITableViewCell }.count <= 9)
    }

    @Test func perRowHeightsFromTheDelegatePlaceTheRows() {
        let table = TableScene(rows: [10]) { $0.rowHeight = { CGFloat(50 + 10 * $0.row) } }
        #expect(table.tableView.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 110, width: 400, height: 70))
        #expect(table.tableView.contentSize.height == 950)
        #expect(table.tableView.indexPathForRow(at: CGPoint(x: 10, y: 179)) == IndexPath(row: 2, section: 0))
        #expect(table.tableView.indexPathForRow(at: CGPoint(x: 10, y: 180)) == IndexPath(row: 3, section: 0))
    }

    @Test func sectionsStackWithTheirHeadersAndFooters() {
        let table = TableScene(rows: [2, 0, 3]) { $0.headerTitles = [0: "A", 2: "C"] }
        // Section 0: header 28, rows 28..<228; section 1: nothing; section 2: header 228..<256, rows from 256.
        #expect(table.tableView.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 400, height: 28))
        #expect(table.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 128)
        #expect(table.tableView.rect(forSection: 1).height == 0)
        #expect(table.tableView.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 256)
        #expect(table.tableView.indexPathForRow(at: CGPoint(x: 10, y: 240)) == nil)   // in section 2's header
        #expect(table.tableView.indexPathForRow(at: CGPoint(x: 10, y: 300)) == IndexPath(row: 0, section: 2))
        #expect((table.tableView.headerView(forSection: 2) as? UITableViewHeaderFooterView)?.title == "C")
        #expect(table.tableView.headerView(forSection: 1) == nil)
    }

    @Test func sectionHeaderHeightSizesHeadersTheDelegateDoesNotSize() {
        let table = TableScene(rows: [2, 2]) { $0.headerTitles = [0: "A", 1: "B"] }
        table.tableView.sectionHeaderHeight = 40
        #expect(table.tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 280)
    }

    @Test func reloadDataAsksForTheCountsAgainAndClearsTheSelection() {
        let table = TableScene(rows: [10])
        table.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.source.rows = [3]
        table.tableView.reloadData()
        table.tableView.layoutIfNeeded()
        #expect(table.visibleRows == [0, 1, 2])
        #expect(table.tableView.indexPathForSelectedRow == nil)
        #expect(table.tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test(arguments: [
        (UITableView.ScrollPosition.top, CGFloat(5000)),
        (.middle, 4650),
        (.bottom, 4300),
        (.none, 4300),
    ])
    func scrollToRowPutsTheRowWhereAsked(position: UITableView.ScrollPosition, offset: CGFloat) {
        let table = TableScene()
        table.tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: position, animated: false)
        #expect(table.tableView.contentOffset.y == offset)
        #expect(table.visibleRows.contains(50))
    }

    @Test func scrollToRowWithNoneLeavesAVisibleRowAlone() {
        let table = TableScene()
        table.tableView.scrollToRow(at: IndexPath(row: 3, section: 0), at: .none, animated: false)
        #expect(table.tableView.contentOffset.y == 0)
    }

    @Test func reusedCellsArePreparedForReuse() {
        let table = TableScene()
        table.tableView.contentOffset = CGPoint(x: 0, y: 2000)
        let reuses = table.tableView.visibleCells.compactMap { $0 as? CountingTableCell }.map(\.reuses).reduce(0, +)
        #expect(reuses == 8)
    }

    @Test func titledHeadersLeavingTheScreenAreReusedForTheNextSections() {
        let table = TableScene(rows: Array(repeating: 5, count: 40)) { source in
            for section in 0..<40 { source.headerTitles[section] = "Section \(section)" }
        }
        var seen = Set<ObjectIdentifier>()
        for step in 1...200 {
            table.tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 80)
            for section in 0..<40 {
                if let header = table.tableView.headerView(forSection: section) { seen.insert(ObjectIdentifier(header)) }
            }
        }
        #expect(seen.count <= 4)
        let header = table.tableView.headerView(forSection: 30) as? UITableViewHeaderFooterView
        #expect(header?.title == "Section 30")
    }
}
