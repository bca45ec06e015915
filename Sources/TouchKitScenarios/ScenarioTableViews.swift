import TouchKit

/// Table views in the storm and fuzzer scenes (``TouchScenario``), decoded from a side input of their own
/// (stream 4), so inputs kept from before still decode their other decisions as they did.
///
/// A table gets a data source and delegate whose answers are decoded: counts that may be negative or change without
/// an update (a data source that lies), heights that may be NaN, negative or huge, swipe actions whose handlers
/// delete rows (with honest or lying updates), reload, or call their completion late, twice or never; selection
/// callbacks that redirect to rows that do not exist, delete the selected row or run planned scene mutations; and a
/// refresh control whose action ends refreshing or reloads.
extension TouchScenario {
    /// Adds up to two table views (usually none) under random views of the scene.
    func addTableViews(from side: inout FuzzInput) {
        guard side.chance(1, in: 3) else { return }
        for _ in 0..<side.int(in: 1...2) {
            let frame = CGRect(x: side.int(in: -20...200), y: side.int(in: -20...400),
                               width: side.int(in: 0...400), height: side.int(in: 0...800))
            let table = UITableView(frame: frame, style: side.bool() ? .plain : .grouped)
            table.rowHeight = CGFloat(side.int(in: 0...120))
            table.allowsMultipleSelection = side.chance(1, in: 4)
            table.allowsSelection = !side.chance(1, in: 8)
            let source = ScenarioTableSource(from: &side, scenario: self)
            keep(source)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            table.delegate = source
            if side.chance(1, in: 3) {
                let refresh = UIRefreshControl()
                let ends = side.bool()
                refresh.addAction(UIAction { [weak refresh, weak table] _ in
                    if ends { refresh?.endRefreshing() } else { table?.reloadData() }
                }, for: .valueChanged)
                table.refreshControl = refresh
                if side.chance(1, in: 4) { refresh.beginRefreshing() }
            }
            (side.element(of: views) ?? window).addSubview(table)
        }
    }
}

/// A table view's data source and delegate with decoded answers (see ``TouchScenario/addTableViews(from:)``).
@MainActor
final class ScenarioTableSource: UITableViewDataSource, UITableViewDelegate {
    private var rows: [Int]
    /// Whether the counts drift without an update (a data source that lies), and by how much per call.
    private let drift: Int
    private var countCalls = 0
    private let heights: [CGFloat]
    private let swipeSide: Int
    private let actionBehaviour: Int
    private let selectBehaviour: Int
    private var pendingCompletions: [@MainActor (Bool) -> Void] = []
    private let plan: CallbackPlan

    init(from input: inout FuzzInput, scenario: TouchScenario) {
        rows = (0..<input.int(in: 0...4)).map { _ in input.chance(1, in: 10) ? -3 : input.int(in: 0...300) }
        drift = input.chance(1, in: 5) ? input.int(in: -2...2) : 0
        heights = (0..<4).map { _ in
            switch input.int(in: 0...9) {
            case 0: return .nan
            case 1: return -10
            case 2: return 1e9
            case 3: return UITableView.automaticDimension
            default: return CGFloat(input.int(in: 0...150))
            }
        }
        swipeSide = input.int(in: 0...3)
        actionBehaviour = input.int(in: 0...5)
        selectBehaviour = input.int(in: 0...5)
        plan = CallbackPlan(from: &input, scenario: scenario)
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        countCalls += 1
        guard rows.indices.contains(section) else { return 0 }
        return rows[section] + (drift == 0 ? 0 : drift * countCalls)
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section % 2 == 0 ? "Section \(section)" : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row % 7 == 3 ? heights[indexPath.row % heights.count] : tableView.rowHeight
    }
    /// Estimates from the same decoded heights (no input of their own, so older seeds decode as before): some rows
    /// are estimated wrong, lying (NaN, negative, huge) or at 0 (measured at load); the others use the default.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row % 5 == 2 ? heights[(indexPath.row + 1) % heights.count] : tableView.estimatedRowHeight
    }
    /// Headers estimated at one of the decoded heights in every third section.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        section % 3 == 1 ? heights[section % heights.count] : tableView.estimatedSectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { plan.fire() }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        switch selectBehaviour {
        case 0: return nil
        case 1: return IndexPath(row: indexPath.row + 1000, section: indexPath.section)
        default: return indexPath
        }
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        plan.fire()
        if selectBehaviour == 2 { deleteRow(indexPath, in: tableView, honestly: true) }
        if selectBehaviour == 3 { tableView.reloadData() }
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { swipeSide & 1 == 1 ? configuration(in: tableView) : nil }
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { swipeSide & 2 == 2 ? configuration(in: tableView) : nil }

    private func configuration(in tableView: UITableView) -> UISwipeActionsConfiguration {
        let action = UIContextualAction(style: .destructive, title: "Act") { [weak self, weak tableView] _, _, done in
            guard let self, let tableView else { return done(false) }
            let row = tableView.indexPathForOpenSwipeRow
            switch actionBehaviour {
            case 0: done(true)
            case 1: pendingCompletions.append(done)
            case 2:
                done(true)
                done(false)
            case 3:
                if let row { deleteRow(row, in: tableView, honestly: true) }
                done(true)
            case 4:
                if let row { deleteRow(row, in: tableView, honestly: false) }
                pendingCompletions.append(done)
            default:
                tableView.removeFromSuperview()
                done(true)
            }
            if pendingCompletions.count > 1 { pendingCompletions.removeFirst()(true) }
        }
        return UISwipeActionsConfiguration(actions: [action, UIContextualAction(style: .normal, title: "More") { _, _, done in done(true) }])
    }

    private func deleteRow(_ indexPath: IndexPath, in tableView: UITableView, honestly: Bool) {
        if honestly, rows.indices.contains(indexPath.section), rows[indexPath.section] > 0 { rows[indexPath.section] -= 1 }
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}
