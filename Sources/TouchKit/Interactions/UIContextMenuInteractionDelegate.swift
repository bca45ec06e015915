/// Animations an app runs alongside a context menu's appearing or disappearing, as UIKit's
/// `UIContextMenuInteractionAnimating`. TouchKit draws no menu: animations run as they are added, completions right
/// after the delegate call returns.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// Changes to make alongside the menu's animation.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Called when the menu's animation ends.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// How committing a menu's preview looks, as UIKit's `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview dismisses.
    case dismiss = 0
    /// The preview grows into the content it shows.
    case pop = 1
}

/// The animator of a preview's commit, as UIKit's `UIContextMenuInteractionCommitAnimating`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the commit looks (``UIContextMenuInteractionCommitStyle/pop`` by default, as in UIKit).
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// What an app tells a ``UIContextMenuInteraction``, as UIKit's `UIContextMenuInteractionDelegate` (every method
/// but the configuration has a default).
///
/// In order: ``contextMenuInteraction(_:configurationForMenuAtLocation:)`` when the press is long enough,
/// ``contextMenuInteraction(_:willDisplayMenuFor:animator:)`` as the menu appears, then, when it goes,
/// ``contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`` if the preview was tapped, and
/// ``contextMenuInteraction(_:willEndFor:animator:)``.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu for a press at `location` (in the interaction's view); nil, and no menu shows.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The menu is appearing.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is going: an action was chosen, the preview committed, the menu dismissed, or a drag began.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The preview was tapped: show what it previews.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    /// Nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// The animator TouchKit hands the delegate: animations at once, completions when ``finish()`` runs them.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var completions: [@MainActor () -> Void] = []

    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        animations()
    }

    func addCompletion(_ completion: @escaping @MainActor () -> Void) {
        completions.append(completion)
    }

    func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
