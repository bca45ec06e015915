/// The closure a ``UIAction`` runs, given the action itself (read ``UIAction/sender`` from it).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure to run when a control sends an event: UIKit's `UIAction`, the selector-free way to handle controls.
///
/// ```swift
/// button.addAction(UIAction { action in
///     print("tapped", action.sender as? UIButton as Any)
/// }, for: .touchUpInside)
/// ```
///
/// A control tells actions apart by ``identifier``: adding a second action with the same identifier for an event
/// replaces the first, and `removeAction(identifiedBy:for:)` removes it by name. Without an identifier each action
/// gets a unique one.
///
/// It is also a menu element (``UIMenuElement``): an item of a ``UIMenu``, with ``attributes`` and a ``state``.
///
/// See also ``UIControl/addAction(_:for:)``, ``UIControl/sendAction(_:)``.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    /// A name for an action, unique among a control's actions.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier with the given name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with the given name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How the action shows in a menu: disabled, destructive, hidden...
    public var attributes: UIMenuElement.Attributes = []
    /// Whether the action shows as checked in a menu.
    public var state: UIMenuElement.State = .off
    /// The action's identifier: the one given, or a unique one.
    public let identifier: Identifier
    /// What the action does.
    public let handler: UIActionHandler
    /// The control sending the action while its handler runs; nil otherwise. UIKit documents it as the object that
    /// triggered the action.
    public var sender: Any? { senderObject }

    weak var senderObject: AnyObject?

    /// The action's image, shown beside its title in menus (data: TouchKit draws none).
    public var image: UIImage?
    /// A longer title for discoverability surfaces (iPad's keyboard shortcut overlay), kept as data.
    public var discoverabilityTitle: String?

    /// An action running `handler`, named `title`, with `image`, identified by `identifier` (a unique identifier
    /// when nil).
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier("touchkit.action.\(UUID().uuidString)")
        self.image = image
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        self.attributes = attributes
        self.state = state
        super.init(title: title)
    }

    /// Runs the handler with `sender` set, restoring the previous sender afterwards (an action may send itself from
    /// inside its own handler through another control).
    func perform(sender: AnyObject?) {
        let previous = senderObject
        senderObject = sender
        defer { senderObject = previous }
        handler(self)
    }
}
