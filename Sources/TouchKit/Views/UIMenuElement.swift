/// An item of a menu, as UIKit's `UIMenuElement`: a ``UIAction`` or a ``UIMenu`` (a submenu or an inline group).
///
/// Menus are data in TouchKit: a presented menu (``UIContextMenuInteraction/presentedMenu``) says which elements it
/// shows and where; nothing is drawn.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The element's label.
    public var title: String

    /// How an element shows in a menu, as UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown, but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown as destroying data (red).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu up.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows as checked, as UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// Not checked.
        case off
        /// Checked.
        case on
        /// Partly checked (a submenu whose actions differ).
        case mixed
    }

    init(title: String) {
        self.title = title
        super.init()
    }
}

/// A menu, as UIKit's `UIMenu`: a title and its elements (actions and submenus), in order.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// How a menu shows, as UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Its elements show inline in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its actions are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing one of its elements checks it and unchecks the others.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's elements, in order.
    public let children: [UIMenuElement]
    /// How the menu shows.
    public let options: Options

    /// A menu titled `title` with `children`.
    public init(title: String = "", options: Options = [], children: [UIMenuElement] = []) {
        self.children = children
        self.options = options
        super.init(title: title)
    }

    /// TouchKit only: the actions a person can choose, depth first through submenus (hidden and disabled ones left
    /// out).
    public var choosableActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let menu = element as? UIMenu { return menu.choosableActions }
            guard let action = element as? UIAction, action.attributes.isDisjoint(with: [.hidden, .disabled]) else { return [] }
            return [action]
        }
    }
}
