/// A table or collection view's own context menu: UIKit's lists put a ``UIContextMenuInteraction`` on themselves and
/// turn its questions into their delegate's row and item methods
/// (``UITableViewDelegate/tableView(_:contextMenuConfigurationForRowAt:point:)``,
/// ``UICollectionViewDelegate/collectionView(_:contextMenuConfigurationForItemsAt:point:)`` and their
/// will-display and will-end companions). The pressed row's cell is the preview.
///
/// The list installs it when it gets a delegate (Swift cannot ask, as UIKit does, whether the delegate implements
/// the method; a delegate that gives no menu costs one long press recognizer on the list) and removes it when the
/// delegate goes.
@MainActor
final class ListContextMenu: UIContextMenuInteractionDelegate, ContextMenuPreviewSource {
    /// The list's questions, by kind of list.
    enum List {
        case table(UITableView)
        case collection(UICollectionView)
    }

    private let list: () -> List?
    /// The cell the menu under way previews.
    private(set) weak var previewSource: UIView?

    init(table: UITableView) {
        list = { [weak table] in table.map(List.table) }
    }

    init(collection: UICollectionView) {
        list = { [weak collection] in collection.map(List.collection) }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        previewSource = nil
        switch list() {
        case .table(let table)?:
            guard let delegate = table.tableDelegate, let indexPath = table.indexPathForRow(at: location) else { return nil }
            let configuration = delegate.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: location)
            if configuration != nil { previewSource = table.cellForRow(at: indexPath) }
            return configuration
        case .collection(let collection)?:
            guard let delegate = collection.collectionDelegate else { return nil }
            let indexPaths = collection.indexPathForItem(at: location).map { [$0] } ?? []
            var configuration = delegate.collectionView(
                collection, contextMenuConfigurationForItemsAt: indexPaths, point: location)
            if configuration == nil, let first = indexPaths.first {
                configuration = delegate.collectionView(collection, contextMenuConfigurationForItemAt: first, point: location)
            }
            if configuration != nil, let first = indexPaths.first { previewSource = collection.cellForItem(at: first) }
            return configuration
        case nil:
            return nil
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { tellDelegate(.willDisplay, configuration, animator) }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { tellDelegate(.willEnd, configuration, animator) }

    /// The menu's companions the list passes on to its delegate as they are.
    private enum Companion {
        case willDisplay, willEnd
    }

    /// Passes `companion` on to the list's delegate, if the list and its delegate are there.
    private func tellDelegate(
        _ companion: Companion, _ configuration: UIContextMenuConfiguration,
        _ animator: (any UIContextMenuInteractionAnimating)?
    ) {
        switch (list(), companion) {
        case (.table(let table)?, .willDisplay):
            table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
        case (.table(let table)?, .willEnd):
            table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
        case (.collection(let collection)?, .willDisplay):
            collection.collectionDelegate?.collectionView(collection, willDisplayContextMenu: configuration, animator: animator)
        case (.collection(let collection)?, .willEnd):
            collection.collectionDelegate?.collectionView(
                collection, willEndContextMenuInteraction: configuration, animator: animator)
        case (nil, _):
            break
        }
    }
}

extension UIView {
    /// Puts a list's own context menu on it while it has a delegate, or takes it off (see `ListContextMenu`).
    func updateListContextMenu(
        _ interaction: inout UIContextMenuInteraction?, hasDelegate: Bool, make: () -> ListContextMenu
    ) {
        if hasDelegate, interaction == nil {
            let made = UIContextMenuInteraction(listDelegate: make())
            interaction = made
            addInteraction(made)
        } else if !hasDelegate, let installed = interaction {
            interaction = nil
            removeInteraction(installed)
        }
    }
}
