/// One action a swipe on a table row reveals: UIKit's `UIContextualAction`.
///
/// Tapping its button, or a full swipe when it is the first action of a configuration that allows it, calls its
/// ``handler`` with the action, the view that showed it and a completion the app calls once it is done (`true` when
/// the action was performed). The table view closes the row once the completion is called.
///
/// See also ``UISwipeActionsConfiguration``, ``UITableViewDelegate/tableView(_:trailingSwipeActionsConfigurationForRowAt:)``.
@preconcurrency @MainActor
public final class UIContextualAction {
    /// The look of the action: UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// A plain action (gray by default).
        case normal
        /// An action that removes the row (red by default).
        case destructive
    }

    /// What the app runs for the action: the action, the view that showed it, and the completion to call when done.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The button's title.
    public var title: String?
    /// The button's background; default gray for `.normal`, red for `.destructive`.
    public var backgroundColor: UIColor
    /// The handler.
    public let handler: Handler

    /// An action of `style` titled `title`, running `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
            : UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
    }
}

/// The actions a swipe on a row reveals, leading or trailing: UIKit's `UISwipeActionsConfiguration`.
///
/// The first action is the outermost: its button sits at the row's edge (rightmost for trailing actions, revealed
/// by a right-to-left swipe; leftmost for leading ones), the next one inward from it, and so on. It is also the
/// default action: with ``performsFirstActionWithFullSwipe`` (the default) swiping the row most of the way across
/// performs it. Apple, `UISwipeActionsConfiguration(actions:)`: "The first item in the array represents the
/// outermost action" [doc].
@preconcurrency @MainActor
public final class UISwipeActionsConfiguration {
    /// The actions, the first one outermost (at the row's edge) and the default for a full swipe.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action. Default true.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration with `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
