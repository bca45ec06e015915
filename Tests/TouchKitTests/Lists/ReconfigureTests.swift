import Testing
import TouchKit

/// iOS 15's `reconfigureRows(at:)` and `reconfigureItems(at:)`: the data source configures the cell already shown.
@MainActor
@Suite struct ReconfigureTests {
    @Test func reconfigureRowsKeepsTheCellAndSkipsRowsOffScreen() {
        let table = TableScene(rows: [100])
        let row = IndexPath(row: 2, section: 0)
        let cell = table.tableView.cellForRow(at: row) as? CountingTableCell
        let requests = table.source.cellRequests
        table.tableView.reconfigureRows(at: [row, row, IndexPath(row: 50, section: 0)])
        #expect(table.source.cellRequests == requests + 1)
        #expect(cell != nil && table.tableView.cellForRow(at: row) === cell)
        #expect(cell?.reuses == 0)
        #expect(table.tableView.cellForRow(at: IndexPath(row: 50, section: 0)) == nil)
        #expect(table.diagnostics.isEmpty)
    }

    @Test func aTableDataSourceReturningAnotherCellIsReported() {
        let scene = Scene()
        let log = DiagnosticLog(observing: scene.window)
        let source = ReplacingTableSource()
        let tableView = UITableView(frame: scene.window.bounds, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = source
        scene.window.addSubview(tableView)
        tableView.layoutIfNeeded()
        let row = IndexPath(row: 0, section: 0)
        let cell = tableView.cellForRow(at: row)
        source.replacement = UITableViewCell(style: .default, reuseIdentifier: nil)
        tableView.reconfigureRows(at: [row])
        #expect(cell != nil && tableView.cellForRow(at: row) === cell)
        #expect(log.messages.contains { $0.contains("reconfiguring") })
    }

    @Test func reconfigureItemsKeepsTheCell() {
        let list = ListScene()
        let item = IndexPath(item: 3, section: 0)
        let cell = list.collectionView.cellForItem(at: item) as? CountingCell
        let requests = list.source.cellRequests
        list.collectionView.reconfigureItems(at: [item, IndexPath(item: 500, section: 0)])
        #expect(list.source.cellRequests == requests + 1)
        #expect(cell != nil && list.collectionView.cellForItem(at: item) === cell)
        #expect(cell?.reuses == 0)
        #expect(list.diagnostics.isEmpty)
    }

    @Test func aCollectionDataSourceReturningAnotherCellIsReported() {
        let list = ListScene()
        let item = IndexPath(item: 0, section: 0)
        let cell = list.collectionView.cellForItem(at: item)
        list.source.cellOverride = { _, _ in UICollectionViewCell(frame: .zero) }
        list.collectionView.reconfigureItems(at: [item])
        #expect(list.collectionView.cellForItem(at: item) === cell)
        #expect(list.diagnostics.contains { $0.contains("reconfiguring") })
    }
}

/// A table data source that returns `replacement`, once set, instead of dequeuing.
@MainActor
private final class ReplacingTableSource: UITableViewDataSource {
    var replacement: UITableViewCell?
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        replacement ?? tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}
