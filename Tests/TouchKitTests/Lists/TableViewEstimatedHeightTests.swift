import Testing
@testable import TouchKit

/// Estimated heights (issue 31, point 6): the content size counts estimates for rows not yet shown, heights are asked
/// as rows come into view, the content size and the offset follow each measured height, estimate 0 asks everything
/// up front, and estimates or heights that are not heights get a defined result and a diagnostic.
@MainActor
@Suite struct TableViewEstimatedHeightTests {
    /// A table's data source and delegate whose rows are `height(row)` tall, estimated `estimate(row)` (nil: the
    /// table's own estimate, through the protocol's default), with a log of the heights asked.
    final class EstimatingSource: UITableViewDataSource, UITableViewDelegate {
        var rows: [Int]
        var height: (IndexPath) -> CGFloat
        var estimate: ((IndexPath) -> CGFloat)?
        var headerTitles = false
        var headerHeight: ((Int) -> CGFloat)?
        var headerEstimate: ((Int) -> CGFloat)?
        var footerHeight: ((Int) -> CGFloat)?
        var footerEstimate: ((Int) -> CGFloat)?
        /// The rows (section 0) and sections whose heights were asked, in order.
        var askedRows: [IndexPath] = []
        var askedHeaders: [Int] = []
        var askedFooters: [Int] = []

        init(rows: [Int] = [100], height: @escaping (IndexPath) -> CGFloat) {
            self.rows = rows
            self.height = height
        }

        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            headerTitles ? "Section \(section)" : nil
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            askedRows.append(indexPath)
            return height(indexPath)
        }
        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            estimate?(indexPath) ?? tableView.estimatedRowHeight
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            askedHeaders.append(section)
            return headerHeight?(section) ?? tableView.sectionHeaderHeight
        }
        func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
            headerEstimate?(section) ?? tableView.estimatedSectionHeaderHeight
        }
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            askedFooters.append(section)
            return footerHeight?(section) ?? tableView.sectionFooterHeight
        }
        func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
            footerEstimate?(section) ?? tableView.estimatedSectionFooterHeight
        }
    }

    /// A full-window (400 × 800) plain table on `source`, without the padding above headers, laid out once after
    /// `configure`.
    @MainActor
    struct EstimatedTable {
        let scene = Scene()
        let source: EstimatingSource
        let tableView: UITableView
        let diagnosticLog: DiagnosticLog

        init(_ source: EstimatingSource, configure: (UITableView) -> Void = { _ in }) {
            self.source = source
            diagnosticLog = DiagnosticLog(observing: scene.window)
            tableView = UITableView(frame: scene.window.bounds, style: .plain)
            tableView.sectionHeaderTopPadding = 0
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            configure(tableView)
            tableView.dataSource = source
            tableView.delegate = source
            scene.window.addSubview(tableView)
            tableView.layoutIfNeeded()
        }

        var askedRows: [Int] { source.askedRows.map(\.row) }
        /// Where row `row` (section 0) is on screen now (its cell's top less the offset); nil without a cell.
        func screenTop(ofRow row: Int) -> CGFloat? {
            tableView.cellForRow(at: IndexPath(row: row, section: 0)).map { $0.frame.minY - tableView.contentOffset.y }
        }
    }

    // MARK: Content size and the rows asked

    /// 100 rows of 50 pt estimated at 44: the 19 rows the estimates put on an 800 pt screen are measured (15 would
    /// fill it at their real height), no other; the content size counts the other 81 at 44 pt.
    @Test func theContentSizeCountsEstimatesForRowsNotYetShown() {
        let table = EstimatedTable(EstimatingSource { _ in 50 }) { $0.estimatedRowHeight = 44 }
        #expect(table.askedRows == Array(0...18))
        let contentHeight: CGFloat = 19 * 50 + 81 * 44
        #expect(table.tableView.contentSize.height == contentHeight)
        #expect(table.tableView.indexPathsForVisibleRows?.map(\.row) == Array(0...15))
    }

    /// Rows shorter than their estimate leave room: they are measured until the screen is full (27 rows of 30 pt in
    /// 800 pt), in rounds, each row once.
    @Test func rowsShorterThanTheirEstimateAreMeasuredUntilTheScreenIsFull() {
        let table = EstimatedTable(EstimatingSource { _ in 30 }) { $0.estimatedRowHeight = 44 }
        #expect(table.askedRows == Array(0...26))
        let contentHeight: CGFloat = 27 * 30 + 73 * 44
        #expect(table.tableView.contentSize.height == contentHeight)
        #expect(table.tableView.indexPathsForVisibleRows?.map(\.row) == Array(0...26))
    }

    /// The default estimate is automatic: the table's row height (here the standard 44 pt). 0 turns estimation off:
    /// every row's height is asked when the data loads, and the content size is exact at once (before iOS 11).
    nonisolated static let upFrontCases: [(estimate: CGFloat, asked: Int, contentHeight: CGFloat)] = [
        (-1, 19, 19 * 50 + 81 * 44), (0, 100, 100 * 50),   // -1: automaticDimension
    ]

    @Test(arguments: upFrontCases)
    func estimateZeroAsksEveryHeightUpFront(estimate: CGFloat, asked: Int, contentHeight: CGFloat) {
        let table = EstimatedTable(EstimatingSource { _ in 50 }) { $0.estimatedRowHeight = estimate }
        #expect(UITableView(frame: .zero).estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.askedRows == Array(0..<asked))
        #expect(table.tableView.contentSize.height == contentHeight)
    }

    /// The delegate's per-row estimates size the rows not yet shown; a row it estimates at 0 is measured at load.
    @Test func theDelegatesEstimatesSizeTheRowsNotYetShown() {
        let source = EstimatingSource { _ in 50 }
        source.estimate = { $0.row == 90 ? 0 : ($0.row.isMultiple(of: 2) ? 40 : 60) }
        let table = EstimatedTable(source)
        // At load: row 90 (estimate 0); then the rows the estimates put on screen: 16 rows of 40 and 60 pt fill
        // 800 pt, and so do 16 rows of 50 pt.
        #expect(table.askedRows == [90] + Array(0...15))
        let unmeasured = (16...99).filter { $0 != 90 }.reduce(CGFloat(0)) { $0 + ($1.isMultiple(of: 2) ? 40 : 60) }
        let contentHeight: CGFloat = 17 * 50 + unmeasured
        #expect(table.tableView.contentSize.height == contentHeight)
    }

    /// Scrolling down asks each row's height once, as it comes into view, and the content size grows by its height
    /// less its estimate; the rows below the screen stay estimated.
    @Test func scrollingMeasuresRowsAsTheyComeIntoViewAndCorrectsTheContentSize() {
        let table = EstimatedTable(EstimatingSource { _ in 50 }) { $0.estimatedRowHeight = 44 }
        table.scene.simulator.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.5)
        table.scene.simulator.settle()
        let offset = table.tableView.contentOffset.y
        #expect(offset > 400)
        let lastVisible = table.tableView.indexPathsForVisibleRows?.last?.row ?? 0
        #expect(lastVisible == Int(((offset + 800) / 50).rounded(.up)) - 1)
        #expect(table.askedRows == Array(0...max(lastVisible, 18)))
        let measured = CGFloat(table.askedRows.count)
        let contentHeight: CGFloat = measured * 50 + (100 - measured) * 44
        #expect(table.tableView.contentSize.height == contentHeight)
    }

    // MARK: The offset

    /// After a jump to an unmeasured row, dragging back up measures the rows coming in above: the offset moves with
    /// each, so what is on screen follows the finger exactly as in a table measured up front.
    @Test func rowsMeasuredAboveTheVisibleTopMoveTheOffsetNotTheContentOnScreen() {
        func dragged(estimate: CGFloat) -> (top: CGFloat?, asked: [Int]) {
            let table = EstimatedTable(EstimatingSource { _ in 50 }) { $0.estimatedRowHeight = estimate }
            table.tableView.scrollToRow(at: IndexPath(row: 60, section: 0), at: .top, animated: false)
            table.tableView.layoutIfNeeded()
            #expect(table.screenTop(ofRow: 60) == 0)
            table.scene.simulator.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), duration: 0.5)
            table.scene.simulator.settle()
            return (table.screenTop(ofRow: 60), table.askedRows)
        }
        let estimated = dragged(estimate: 44)
        let exact = dragged(estimate: 0)
        #expect(estimated.top != nil)
        #expect(estimated.top == exact.top)
        // Estimated: rows 19...43 (between the first screen and the rows dragged into view) were never asked.
        #expect(!estimated.asked.contains(30))
        #expect(exact.asked.count == 100)
    }

    /// A scroll to an unmeasured row measures it and the rows that share the screen above it: it lands at the bottom
    /// (or top) as asked, and stays there once the rows around it are measured.
    @Test(arguments: [UITableView.ScrollPosition.top, .middle, .bottom])
    func scrollToRowLandsAnUnmeasuredRowWhereAsked(position: UITableView.ScrollPosition) {
        let table = EstimatedTable(EstimatingSource { 30 + CGFloat($0.row % 5) * 10 }) { $0.estimatedRowHeight = 44 }
        let row = IndexPath(row: 70, section: 0)
        // Unmeasured, the row has its estimated frame, and asking for it asks the delegate nothing.
        #expect(table.tableView.rectForRow(at: row).height == 44)
        #expect(!table.askedRows.contains(70))
        table.tableView.scrollToRow(at: row, at: position, animated: false)
        table.tableView.layoutIfNeeded()
        let frame = table.tableView.rectForRow(at: row)
        #expect(frame.height == 30)
        let onScreen = frame.minY - table.tableView.contentOffset.y
        switch position {
        case .top: #expect(onScreen == 0)
        case .middle: #expect(onScreen == 385)
        default: #expect(onScreen == 770)
        }
    }

    /// A batch update keeps the heights measured so far: after a row is inserted at the top, the rows below keep
    /// their measured 50 pt (the new row is estimated), and none is asked again; only old row 19, never measured and
    /// now pushed into view, is.
    @Test func anUpdateKeepsTheMeasuredHeights() {
        let table = EstimatedTable(EstimatingSource { _ in 50 }) { $0.estimatedRowHeight = 44 }
        table.tableView.contentOffset = CGPoint(x: 0, y: 1_000)
        table.tableView.layoutIfNeeded()
        let asked = table.askedRows
        // Rows 0...18 at load; row 19 (estimated at 950 ..< 994) is skipped by the jump to 1,000.
        #expect(asked == Array(0...18) + Array(20...38))
        table.source.rows = [101]
        table.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.tableView.layoutIfNeeded()
        #expect(table.askedRows == asked + [20])
        let top: CGFloat = 44 + 30 * 50
        #expect(table.tableView.rectForRow(at: IndexPath(row: 31, section: 0)) == CGRect(x: 0, y: top, width: 400, height: 50))
    }

    // MARK: Headers and footers

    /// Estimated headers and footers: their heights are asked when their section comes into view; the content size
    /// counts the estimates for the others. With estimates 0 every section's are asked at load.
    @Test func estimatedHeadersAndFootersAreMeasuredWhenTheirSectionComesIntoView() {
        let source = EstimatingSource(rows: Array(repeating: 10, count: 20)) { _ in 44 }
        source.headerHeight = { _ in 30 }
        source.footerHeight = { _ in 10 }
        let table = EstimatedTable(source) {
            $0.estimatedSectionHeaderHeight = 20
            $0.estimatedSectionFooterHeight = 5
        }
        // Section 0 is 30 + 440 + 10 = 480 pt; section 1 starts in view.
        #expect(source.askedHeaders == [0, 1])
        #expect(source.askedFooters == [0, 1])
        let contentHeight: CGFloat = 2 * 480 + 18 * 465
        #expect(table.tableView.contentSize.height == contentHeight)
        #expect(table.tableView.rectForHeader(inSection: 1).height == 30)
        let header5Top: CGFloat = 2 * 480 + 3 * 465
        #expect(table.tableView.rectForHeader(inSection: 5) == CGRect(x: 0, y: header5Top, width: 400, height: 20))

        let upFront = EstimatedTable(EstimatingSource(rows: Array(repeating: 10, count: 20)) { _ in 44 }) {
            $0.estimatedSectionHeaderHeight = 0
            $0.estimatedSectionFooterHeight = 0
        }
        #expect(upFront.source.askedHeaders == Array(0..<20))
        #expect(upFront.source.askedFooters == Array(0..<20))
    }

    /// The automatic header estimate of a section with a title is the standard header's height, exact for title
    /// headers: no correction when the header's height is asked.
    @Test func titledSectionsAreEstimatedAtTheStandardHeaderHeight() {
        let source = EstimatingSource(rows: Array(repeating: 20, count: 10)) { _ in 44 }
        source.headerTitles = true
        let table = EstimatedTable(source)
        #expect(source.askedHeaders == [0])
        let contentHeight: CGFloat = 10 * (28 + 20 * 44)
        #expect(table.tableView.contentSize.height == contentHeight)
    }

    // MARK: A delegate that lies

    /// Estimates that are not heights read as the automatic estimate, heights that are not heights as 0, each kind
    /// with one diagnostic; the table lays out and scrolls.
    @Test(arguments: [CGFloat.nan, -5, .infinity, -.infinity])
    func estimatesAndHeightsThatAreNotHeightsGetADefinedResultAndADiagnostic(value: CGFloat) {
        let source = EstimatingSource { $0.row == 3 ? value : 50 }
        source.estimate = { $0.row == 40 ? value : 50 }
        let table = EstimatedTable(source)
        #expect(table.tableView.rectForRow(at: IndexPath(row: 40, section: 0)).height == 44)
        #expect(table.tableView.rectForRow(at: IndexPath(row: 3, section: 0)).height == 0)
        let contentHeight: CGFloat = 98 * 50 + 44
        #expect(table.tableView.contentSize.height == contentHeight)
        #expect(table.diagnosticLog.messages.filter { $0.contains("estimated height") }.count == 1)
        #expect(table.diagnosticLog.messages.filter { $0.contains("row 3 of section 0 has height") }.count == 1)
        table.scene.simulator.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.3)
        table.scene.simulator.settle()
        #expect(table.tableView.contentOffset.y > 0)
        #expect(table.tableView.contentSize.height.isFinite)
    }
}
