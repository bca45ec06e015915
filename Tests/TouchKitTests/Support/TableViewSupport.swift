import Testing
@testable import TouchKit

/// A table cell that counts its reuses.
@MainActor
final class CountingTableCell: UITableViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate for table tests: `rows[section]` rows per section, cells of reuse identifier "cell",
/// and a log of the delegate's row calls, as "didSelect 0-3".
@MainActor
final class TableSource: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var log: [String] = []
    var cellRequests = 0
    /// Per-row heights (nil: the table's rowHeight).
    var rowHeight: ((IndexPath) -> CGFloat)?
    /// Header titles by section (nil: no header).
    var headerTitles: [Int: String] = [:]
    /// Replaces what willSelectRowAt returns.
    var willSelect: ((IndexPath) -> IndexPath?)?
    var willDeselect: ((IndexPath) -> IndexPath?)?
    var allowsHighlight = true
    /// Swipe actions by side (nil: none); `performed` logs the actions run, as "Archive 0-2".
    var trailingActions: [String] = []
    var leadingActions: [String] = []
    var fullSwipe = true
    var performed: [String] = []
    /// Whether action handlers call their completion at once.
    var completesActions = true
    var pendingCompletions: [@MainActor (Bool) -> Void] = []
    /// Rows moved by the reorder control, as "0-1>0-3"; deletions committed, as "delete 0-2".
    var edits: [String] = []
    var movable = true
    /// Whether the trailing actions are the table's own swipe-to-delete.
    var deleteSwipe = false

    init(rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeight?(indexPath) ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        edits.append("\(name(sourceIndexPath))>\(name(destinationIndexPath))")
    }
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        edits.append("delete \(name(indexPath))")
        rows[indexPath.section] -= 1
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func name(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.row)" }
    private func record(_ what: String, _ indexPath: IndexPath) { log.append("\(what) \(name(indexPath))") }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        record("shouldHighlight", indexPath)
        return allowsHighlight
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { record("didHighlight", indexPath) }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { record("didUnhighlight", indexPath) }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        record("willSelect", indexPath)
        return willSelect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { record("didSelect", indexPath) }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        record("willDeselect", indexPath)
        return willDeselect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { record("didDeselect", indexPath) }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { configuration(leadingActions, indexPath) }
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        deleteSwipe ? tableView.deleteSwipeActions(forRowAt: indexPath) : configuration(trailingActions, indexPath)
    }

    private func configuration(_ titles: [String], _ indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard !titles.isEmpty else { return nil }
        let actions = titles.map { title in
            UIContextualAction(style: title == "Delete" ? .destructive : .normal, title: title) { [unowned self] _, _, completion in
                self.performed.append("\(title) \(self.name(indexPath))")
                if self.completesActions { completion(true) } else { self.pendingCompletions.append(completion) }
            }
        }
        let configuration = UISwipeActionsConfiguration(actions: actions)
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }
}

/// A full-window (400 × 800) table of `rows` rows of 100 pt (row i of section 0 spans y 100·i ..< 100·(i+1) when
/// there are no headers), on a ``TableSource``, laid out once.
@MainActor
struct TableScene {
    let scene = Scene()
    let source: TableSource
    let tableView: UITableView
    let diagnosticLog: DiagnosticLog

    init(rows: [Int] = [1000], style: UITableView.Style = .plain, rowHeight: CGFloat = 100,
         configure: (TableSource) -> Void = { _ in }) {
        source = TableSource(rows: rows)
        configure(source)
        diagnosticLog = DiagnosticLog(observing: scene.window)
        tableView = UITableView(frame: scene.window.bounds, style: style)
        tableView.rowHeight = rowHeight
        // iOS 14's layout: the tests' numbers put headers at their section's top (iOS 15's padding above headers has
        // tests of its own).
        tableView.sectionHeaderTopPadding = 0
        tableView.register(CountingTableCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = source
        tableView.delegate = source
        scene.window.addSubview(tableView)
        tableView.layoutIfNeeded()
    }

    /// The visible rows' numbers (section 0).
    var visibleRows: [Int] { (tableView.indexPathsForVisibleRows ?? []).map(\.row) }
    /// The window's diagnostics so far.
    var diagnostics: [String] { diagnosticLog.messages }
    /// The middle of row `row` of section 0 on screen (no headers), in window coordinates.
    func onRow(_ row: Int) -> CGPoint {
        CGPoint(x: 200, y: CGFloat(row) * tableView.rowHeight + tableView.rowHeight / 2 - tableView.contentOffset.y)
    }
}
