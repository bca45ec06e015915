import Testing
@testable import TouchKit

/// The plain style's section headers pin to the top while their section scrolls under them (the 2013 talk); the grouped
/// style's scroll with their section.
@MainActor
struct TableViewPinnedHeaderTests {
    /// Three sections of 10 rows of 100 pt, each with a 28 pt header: section s spans 1028·s ..< 1028·(s+1).
    private func sections(style: UITableView.Style = .plain) -> TableScene {
        TableScene(rows: [10, 10, 10], style: style) { $0.headerTitles = [0: "A", 1: "B", 2: "C"] }
    }

    /// (offset, section 0 header's y, section 1 header's y or nil when off screen)
    nonisolated static let positions: [(CGFloat, CGFloat?, CGFloat?)] = [
        (0, 0, nil),
        (200, 200, nil),
        (300, 300, 1028),
        (990, 990, 1028),
        (1010, 1000, 1028),     // section 0's end pushes its header up
        (1028, nil, 1028),      // section 0 (and its header) scrolled away
        (1500, nil, 1500),
    ]

    @Test(arguments: positions)
    func plainHeadersPinAtEachScrollPosition(offset: CGFloat, header0: CGFloat?, header1: CGFloat?) {
        let table = sections()
        table.tableView.contentOffset = CGPoint(x: 0, y: offset)
        let header0View = table.tableView.headerView(forSection: 0)
        let header1View = table.tableView.headerView(forSection: 1)
        if let header0 { #expect(header0View?.frame.minY == header0) }
        if let header1 { #expect(header1View?.frame.minY == header1) } else { #expect(header1View == nil) }
        if offset >= 1028 { #expect(header0View == nil) }
    }

    @Test func aPinnedHeaderIsAboveTheCellsScrollingUnderIt() {
        let table = sections()
        table.tableView.contentOffset = CGPoint(x: 0, y: 300)
        let header = try! #require(table.tableView.headerView(forSection: 0))
        let cell = try! #require(table.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        let subviews = table.tableView.subviews
        #expect(subviews.firstIndex { $0 === header }! > subviews.firstIndex { $0 === cell }!)
        // A touch on the pinned header does not select the row under it.
        table.scene.simulator.tap(at: CGPoint(x: 200, y: 10))
        #expect(table.tableView.indexPathForSelectedRow == nil)
    }

    @Test func pulledDownPastTheTopTheHeaderScrollsWithTheContent() {
        let table = sections()
        table.tableView.contentOffset = CGPoint(x: 0, y: -50)
        #expect(table.tableView.headerView(forSection: 0)?.frame.minY == 0)
    }

    @Test func theHeaderPinsBelowTheTopInset() {
        let table = sections()
        table.tableView.contentInset.top = 60
        table.tableView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(table.tableView.headerView(forSection: 0)?.frame.minY == 260)
    }

    @Test func groupedHeadersScrollWithTheirSection() {
        let table = sections(style: .grouped)
        table.tableView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(table.tableView.headerView(forSection: 0) == nil || table.tableView.headerView(forSection: 0)?.frame.minY == 0)
        table.tableView.contentOffset = CGPoint(x: 0, y: 1000)
        #expect(table.tableView.headerView(forSection: 1)?.frame.minY == 1028)
    }

    @Test func scrollToRowTopLeavesRoomForThePinnedHeader() {
        let table = sections()
        table.tableView.scrollToRow(at: IndexPath(row: 5, section: 1), at: .top, animated: false)
        // Row 5 of section 1 starts at 1028 + 28 + 500 = 1556; its header pins 28 pt above it.
        #expect(table.tableView.contentOffset.y == 1528)
        #expect(table.tableView.headerView(forSection: 1)?.frame.minY == 1528)
    }
}
