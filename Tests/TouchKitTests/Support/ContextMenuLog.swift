import Testing
@testable import TouchKit

/// A context menu delegate for tests, the same for a ``UIContextMenuInteraction``, a table's rows and a collection
/// view's items: `log` reads "display <identifier>" as a menu appears and "end <identifier>" as it goes (and
/// "preview action pop" or "… dismiss" when its preview is committed).
///
/// Subclasses give their menus by overriding ``configuration(for:at:)``, and may add their own lines to `log`. The
/// delegate methods live here, not in the subclasses: a protocol method a subclass alone implements is never called.
@MainActor
class ContextMenuLog: UIContextMenuInteractionDelegate, UITableViewDelegate, UICollectionViewDelegate {
    var log: [String] = []

    /// The menu for a press at `point` on the rows or items at `indexPaths` (none for an interaction's press); nil,
    /// the default, shows none.
    func configuration(for indexPaths: [IndexPath], at point: CGPoint) -> UIContextMenuConfiguration? { nil }

    /// Logs "display <identifier>".
    func willDisplay(_ configuration: UIContextMenuConfiguration, animator: Animator) {
        log.append("display \(configuration.identifier)")
    }

    /// Logs "end <identifier>".
    func willEnd(_ configuration: UIContextMenuConfiguration, animator: Animator) {
        log.append("end \(configuration.identifier)")
    }

    typealias Animator = (any UIContextMenuInteractionAnimating)?

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint)
        -> UIContextMenuConfiguration? { configuration(for: [], at: location) }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: Animator) { willDisplay(configuration, animator: animator) }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: Animator) { willEnd(configuration, animator: animator) }
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        log.append("preview action \(animator.preferredCommitStyle == .pop ? "pop" : "dismiss")")
    }

    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: Animator) { willDisplay(configuration, animator: animator) }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration? { configuration(for: [indexPath], at: point) }
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: Animator) { willEnd(configuration, animator: animator) }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? { configuration(for: indexPaths, at: point) }
    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: Animator) { willDisplay(configuration, animator: animator) }
    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: Animator) { willEnd(configuration, animator: animator) }
}
