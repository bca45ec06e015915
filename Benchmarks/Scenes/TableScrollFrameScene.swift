import TouchKit

/// A full-window plain table of 100,000 rows of 44 pt in 100 sections with title headers; each iteration scrolls one
/// 120 Hz frame of a 2,000 pt/s fling (about 16.7 pt), wrapping near the end. `measuresRows`: the table has a
/// delegate that gives each row's height, estimated (the default since iOS 11), so each frame that brings a row in
/// asks its height and records it; without, the rows are the table's `rowHeight` and nothing is estimated.
@MainActor
public final class TableScrollFrameScene: UITableViewDataSource, UITableViewDelegate {
    /// The scene's window.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The table, filling the window.
    public let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    private var offset: CGFloat = 0

    /// Builds the scene and checks what it claims.
    public init(measuresRows: Bool) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        if measuresRows { tableView.delegate = self }
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        guard tableView.numberOfSections == 100, tableView.numberOfRows(inSection: 99) == 1_000,
              tableView.visibleCells.count > 10 else { fatalError("TableScrollFrame: not the table it claims") }
    }

    public func numberOfSections(in tableView: UITableView) -> Int { 100 }
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section" }
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

    /// One frame of the fling.
    public func scrollOnce() {
        offset += 2_000.0 / 120
        if offset > 4_000_000 { offset = 0 }
        tableView.contentOffset = CGPoint(x: 0, y: offset)
    }
}
