// Ported from UIKit by the mechanical steps only: the view controller's `viewDidLoad` body moved into an `init`
// (TouchKit has no view controllers). Everything else reads as the iOS original would (a paraphrase of the message
// lists of public iOS projects, not a copy of any): registered section headers, a cell subclass overriding
// `init(style:reuseIdentifier:)`, iOS 15's header padding turned off, estimates turned off, multiple selection in
// editing mode, and a context menu per row.

import UIKit

/// A cell showing a message's sender and subject, in the subtitle style.
final class MessageCell: UITableViewCell {
    static let reuseIdentifier = "MessageCell"

    let senderView = UIView()
    private(set) var subject: String?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(senderView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        subject = nil
    }

    func configure(subject: String) {
        self.subject = subject
    }
}

/// A day's header, reused as the sections scroll by.
final class DayHeaderView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "DayHeaderView"

    private(set) var day: String?

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        day = nil
    }

    func configure(day: String) {
        self.day = day
    }
}

/// A list of messages grouped by day: long press a message for Archive and Flag; in editing mode several messages
/// can be selected at once.
final class MessageListView: UIView, UITableViewDataSource, UITableViewDelegate {
    let tableView: UITableView
    private(set) var days: [[String]]
    private(set) var archived: [String] = []
    private(set) var flagged: [String] = []

    init(frame: CGRect, days: [[String]]) {
        self.days = days
        tableView = UITableView(frame: CGRect(origin: .zero, size: frame.size), style: .plain)
        super.init(frame: frame)
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
        tableView.register(DayHeaderView.self, forHeaderFooterViewReuseIdentifier: DayHeaderView.reuseIdentifier)
        tableView.rowHeight = 72
        tableView.sectionHeaderHeight = 28
        tableView.estimatedRowHeight = 0
        tableView.estimatedSectionHeaderHeight = 0
        tableView.estimatedSectionFooterHeight = 0
        if #available(iOS 15.0, *) {
            tableView.sectionHeaderTopPadding = 0
        }
        tableView.allowsMultipleSelectionDuringEditing = true
        tableView.dataSource = self
        tableView.delegate = self
        addSubview(tableView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func numberOfSections(in tableView: UITableView) -> Int { days.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { days[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath) as? MessageCell
        else { return UITableViewCell() }
        cell.configure(subject: days[indexPath.section][indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: DayHeaderView.reuseIdentifier) as? DayHeaderView
        header?.configure(day: "Day \(section)")
        return header
    }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let subject = days[indexPath.section][indexPath.row]
        return UIContextMenuConfiguration(identifier: subject as NSString, previewProvider: nil) { [weak self] _ in
            let archive = UIAction(title: "Archive") { _ in self?.archive(at: indexPath) }
            let flag = UIAction(title: "Flag") { _ in self?.flagged.append(subject) }
            return UIMenu(title: "", children: [archive, flag])
        }
    }

    private func archive(at indexPath: IndexPath) {
        archived.append(days[indexPath.section].remove(at: indexPath.row))
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}
