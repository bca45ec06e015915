import Testing
@testable import TouchKit

/// The table view API list code calls (issue 31, point 6): header and footer reuse, dequeuing without an index path,
/// cell initializers a subclass overrides as in UIKit, multiple selection in editing mode, the padding above headers,
/// and the rows' context menus (estimates: TableViewEstimatedHeightTests).
@MainActor
@Suite struct TableViewListAPITests {
    /// A header a subclass makes by overriding UIKit's designated initializer; counts how many were made and reused.
    final class CountingHeader: UITableViewHeaderFooterView {
        static var made = 0
        var reuses = 0
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            Self.made += 1
        }
        required init?(coder: NSCoder) { fatalError("not archived") }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    /// A cell that overrides only `init(style:reuseIdentifier:)` (and `init(coder:)`), as UIKit code does.
    final class SubtitleCell: UITableViewCell {
        let madeThroughOverride: Bool
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            madeThroughOverride = true
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError("not archived") }
    }

    /// Sections of 5 rows of 100 pt, each with a registered header dequeued by the delegate.
    private final class HeaderSource: UITableViewDataSource, UITableViewDelegate {
        func numberOfSections(in tableView: UITableView) -> Int { 40 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    }

    @Test func headerViewsAreMadeFromTheRegisteredClassAndReusedWhileScrolling() {
        let scene = Scene()
        let source = HeaderSource()
        let table = UITableView(frame: scene.window.bounds, style: .plain)
        table.rowHeight = 100
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        scene.window.addSubview(table)
        CountingHeader.made = 0
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) is CountingHeader)
        #expect((table.headerView(forSection: 0) as? CountingHeader)?.reuseIdentifier == "header")
        for _ in 0..<10 {
            _ = scene.simulator.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.3)
            scene.simulator.advance(by: 3)
        }
        #expect(table.contentOffset.y > 3000)   // many sections went by
        #expect(CountingHeader.made <= 4)   // a screen's worth, not one per section
        #expect(table.subviews.compactMap { $0 as? CountingHeader }.contains { $0.reuses > 0 })
    }

    @Test func dequeuingAnUnregisteredHeaderIdentifierGivesNil() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "none") == nil)
        table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "h")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "h") is CountingHeader)
    }

    @Test func dequeuingACellWithoutAnIndexPathGivesNilWhenNothingIsRegisteredOrWaiting() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "none") == nil)
        table.register(SubtitleCell.self, forCellReuseIdentifier: "sub")
        #expect(table.dequeueReusableCell(withIdentifier: "sub") is SubtitleCell)
    }

    @Test func aSubclassOverridingOnlyInitStyleIsMadeThroughItsOverride() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(SubtitleCell.self, forCellReuseIdentifier: "sub")
        let cell = table.dequeueReusableCell(withIdentifier: "sub", for: IndexPath(row: 0, section: 0)) as? SubtitleCell
        #expect(cell?.madeThroughOverride == true)
        #expect(cell?.style == .subtitle)
        #expect(cell?.reuseIdentifier == "sub")
    }

    /// The pattern before iOS 6: dequeue without an index path, else make the cell; the table reuses the app's cells.
    @Test func cellsTheAppMakesWithAReuseIdentifierAreReusedWithoutADiagnostic() {
        final class OldSource: UITableViewDataSource {
            var made = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 500 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if let cell = tableView.dequeueReusableCell(withIdentifier: "old") { return cell }
                made += 1
                return UITableViewCell(style: .subtitle, reuseIdentifier: "old")
            }
        }
        let scene = Scene()
        var diagnostics: [String] = []
        scene.window.addDiagnosticObserver { diagnostics.append($0.message) }
        let source = OldSource()
        let table = UITableView(frame: scene.window.bounds, style: .plain)
        table.rowHeight = 100
        table.dataSource = source
        scene.window.addSubview(table)
        table.layoutIfNeeded()
        for _ in 0..<5 {
            _ = scene.simulator.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.3)
            scene.simulator.advance(by: 3)
        }
        #expect(table.contentOffset.y > 2000)
        #expect(source.made <= 11)   // a screen's worth (8 or 9 rows of 100 pt in 800 pt), not one per row
        #expect(diagnostics.isEmpty)
    }

    @Test func inEditingModeMultipleSelectionFollowsAllowsMultipleSelectionDuringEditing() {
        let table = TableScene(rows: [20])
        table.tableView.allowsMultipleSelectionDuringEditing = true
        table.tableView.setEditing(true, animated: false)
        table.scene.simulator.tap(at: table.onRow(1))
        table.scene.simulator.advance(by: 1)
        table.scene.simulator.tap(at: table.onRow(3))
        table.scene.simulator.advance(by: 1)
        #expect(table.tableView.indexPathsForSelectedRows?.map(\.row).sorted() == [1, 3])
        table.scene.simulator.tap(at: table.onRow(1))   // a tap on a selected row deselects it
        table.scene.simulator.advance(by: 1)
        #expect(table.tableView.indexPathsForSelectedRows?.map(\.row) == [3])
    }

    @Test func outsideEditingModeAllowsMultipleSelectionDuringEditingChangesNothing() {
        let table = TableScene(rows: [20])
        table.tableView.allowsMultipleSelectionDuringEditing = true
        table.scene.simulator.tap(at: table.onRow(1))
        table.scene.simulator.advance(by: 1)
        table.scene.simulator.tap(at: table.onRow(3))
        table.scene.simulator.advance(by: 1)
        #expect(table.tableView.indexPathsForSelectedRows?.map(\.row) == [3])
    }

    /// iOS 15's padding above section headers: automatic is 22 pt in the plain style (a named constant, [?]), none
    /// in the grouped style; an explicit value applies to every header.
    /// (plain style, padding (-1: `automaticDimension`), padding expected).
    @Test(arguments: [(true, CGFloat(-1), CGFloat(22)), (true, 0, 0), (false, -1, 0), (false, 10, 10)])
    func sectionHeaderTopPaddingPutsRoomAboveEachHeader(plain: Bool, padding: CGFloat, expected: CGFloat) {
        let table = TableScene(rows: [3, 3], style: plain ? .plain : .grouped) { $0.headerTitles = [0: "A", 1: "B"] }
        table.tableView.sectionHeaderTopPadding = padding
        table.tableView.layoutIfNeeded()
        let header0 = table.tableView.rectForHeader(inSection: 0)
        let header1 = table.tableView.rectForHeader(inSection: 1)
        #expect(header0.minY == expected)
        #expect(header1.minY == table.tableView.rect(forSection: 1).minY + expected)
        #expect(table.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header0.maxY)
    }
}
