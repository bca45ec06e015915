import Testing
import TouchKit

@MainActor
@Suite struct TableViewTableHeaderViewTests {
    @Test func aHeaderViewMovesTheRowsAndTheContentSizeDown() {
        let table = TableScene(rows: [3, 2])
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 150))
        table.tableView.tableHeaderView = header
        table.tableView.layoutIfNeeded()
        #expect(header.superview === table.tableView)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 400, height: 150))
        #expect(table.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 150)
        #expect(table.tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 450)
        #expect(table.tableView.contentSize.height == 650)
        #expect(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 150)
        // A tap on the header selects no row; one below it selects the row there.
        table.scene.simulator.tap(at: CGPoint(x: 200, y: 100))
        #expect(table.tableView.indexPathForSelectedRow == nil)
        table.scene.simulator.tap(at: CGPoint(x: 200, y: 200))
        #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test func aFooterViewFollowsTheLastSection() {
        let table = TableScene(rows: [3, 2])
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 80))
        table.tableView.tableFooterView = footer
        table.tableView.layoutIfNeeded()
        #expect(footer.frame == CGRect(x: 0, y: 500, width: 400, height: 80))
        #expect(table.tableView.contentSize.height == 580)
        #expect(table.tableView.rect(forSection: 1).maxY == 500)
    }

    @Test func assigningTheViewAgainReadsItsNewHeight() {
        let table = TableScene(rows: [3])
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        table.tableView.tableHeaderView = header
        header.frame.size.height = 40
        table.tableView.layoutIfNeeded()
        #expect(table.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
        table.tableView.tableHeaderView = table.tableView.tableHeaderView
        table.tableView.layoutIfNeeded()
        #expect(table.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 40)
        #expect(table.tableView.contentSize.height == 340)
    }

    @Test func viewsSetBeforeTheFirstLoadAndReplacedOrRemoved() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), style: .plain)
        let source = TableSource(rows: [2])
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        tableView.tableHeaderView = first
        tableView.dataSource = source
        tableView.delegate = source
        tableView.layoutIfNeeded()
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        tableView.tableHeaderView = second
        #expect(first.superview == nil && second.superview === tableView)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 20)
        tableView.tableHeaderView = nil
        #expect(second.superview == nil)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
        #expect(tableView.contentSize.height == 2 * tableView.rowHeight)
    }

    @Test func aHeightPastTheLimitIsCappedWithADiagnostic() {
        let table = TableScene(rows: [3])
        table.tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 1e9))
        #expect(table.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100_000)
        #expect(table.diagnostics.contains { $0.contains("table header view") })
    }
}
