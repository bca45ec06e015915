import TouchKit

/// The inbox's context menu: press and hold a message (or right-click it) for Reply, Flag and Delete, over a preview
/// of the message, as Mail shows them. The table's own `UIContextMenuInteraction` asks these delegate methods; the
/// menu is drawn by ``ContextMenuPicture`` while shown.
extension MailInboxDemo.Inbox {
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPath.section < messages.count, indexPath.row < messages[indexPath.section].count else { return nil }
        let message = messages[indexPath.section][indexPath.row]
        return UIContextMenuConfiguration(identifier: message, previewProvider: {
            Self.preview(of: message)
        }, actionProvider: { [weak self] _ in
            let say: (String) -> Void = { [weak self] text in
                self?.status?.text = text
                self?.log("  context menu: \(text)")
            }
            return UIMenu(children: [
                UIAction(title: "Reply") { _ in say("Reply to \(Self.sender(of: message))") },
                UIAction(title: "Flag") { _ in say("Flagged \(message)") },
                UIAction(title: "Delete", attributes: .destructive) { _ in say("Deleted \(message) (from its menu)") },
            ])
        })
    }

    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        let interaction = tableView.interactions.lazy.compactMap { $0 as? UIContextMenuInteraction }.first
        guard let window = tableView.window, let presented = interaction?.presentedMenu else { return }
        ContextMenuPicture.show(presented, in: window)
        status?.text = "Menu of \(configuration.identifier): tap a row, or outside to close"
    }

    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        ContextMenuPicture.hide(in: tableView.window)
    }

    /// The message's preview: a card with who sent it, its subject and the start of its text.
    static func preview(of message: String) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 350, height: 150))
        card.backgroundColor = .white
        card.addSubview(DemoLook.label(sender(of: message), frame: CGRect(x: 16, y: 12, width: 318, height: 24), size: 17, weight: .semibold))
        card.addSubview(DemoLook.label(subject(of: message), frame: CGRect(x: 16, y: 40, width: 318, height: 22), size: 15))
        card.addSubview(DemoLook.label("Hi! Are we still on for Friday? I can book a table for two at noon.",
                                       frame: CGRect(x: 16, y: 70, width: 318, height: 66), size: 14, color: DemoLook.secondaryInk, lines: 3))
        return card
    }
}
