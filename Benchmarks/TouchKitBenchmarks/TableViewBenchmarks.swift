import Benchmark
import TouchKit

/// Table-view benchmarks: one scrolling frame through 100,000 rows (the reuse pool warm), and one moved sample of a
/// finger swiping a row's actions open.
func registerTableViewBenchmarks() {
    sceneBenchmark("TableView.scrollFrame100k", warmUp: 1_000, { TableScrollScene() }) { $0.scrollOnce() }

    sceneBenchmark("TableView.swipeActionDragSample", warmUp: 100, { TableSwipeScene() }) { $0.moveOnce() }
}

/// A full-window plain table of 100,000 rows of 44 pt in 100 sections with headers; each iteration scrolls one
/// 120 Hz frame of a 2,000 pt/s fling (about 16.7 pt), wrapping near the end.
@MainActor
final class TableScrollScene: UITableViewDataSource {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    var offset: CGFloat = 0

    init() {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
    }

    func numberOfSections(in tableView: UITableView) -> Int { 100 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section" }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    func scrollOnce() {
        offset += 2_000.0 / 120
        if offset > 4_000_000 { offset = 0 }
        tableView.contentOffset = CGPoint(x: 0, y: offset)
    }
}

/// A finger swiping a row of a table with trailing actions: each iteration is one moved sample, alternating 1 pt.
@MainActor
final class TableSwipeScene: UITableViewDataSource, UITableViewDelegate {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let host: TouchHost
    var x: CGFloat = 250
    var time: TimeInterval = 0

    init() {
        host = TouchHost(window: window)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        host.send(TouchSample(id: 1, phase: .began, location: CGPoint(x: 370, y: 66), timestamp: 0))
        for step in 1...6 {
            time += 1.0 / 120
            host.send(TouchSample(id: 1, phase: .moved, location: CGPoint(x: 370 - CGFloat(step) * 20, y: 66), timestamp: time))
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) },
            UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) },
        ])
    }

    func moveOnce() {
        x = x == 250 ? 249 : 250
        time += 1.0 / 120
        host.send(TouchSample(id: 1, phase: .moved, location: CGPoint(x: x, y: 66), timestamp: time))
    }
}
