/// Builds a context menu's actions, given the system's suggestions (none in TouchKit), as UIKit's
/// `UIContextMenuActionProvider`. Nil: the preview shows without a menu.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows, as UIKit's `UIContextMenuConfiguration`: returned by
/// ``UIContextMenuInteractionDelegate/contextMenuInteraction(_:configurationForMenuAtLocation:)``.
///
/// - Note: UIKit's preview provider returns a view controller; TouchKit has none, and previews are not drawn: the
///   provider returns a view, kept as data.
@preconcurrency @MainActor
public final class UIContextMenuConfiguration: NSObject {
    /// The app's name for the menu (UIKit's `NSCopying` identifier).
    public let identifier: AnyHashable
    let previewProvider: (@MainActor () -> UIView?)?
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration named `identifier` (a unique one when nil) whose menu `actionProvider` builds.
    public init(
        identifier: AnyHashable? = nil, previewProvider: (@MainActor () -> UIView?)? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? AnyHashable(UUID())
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
