// A control's own context menu (iOS 14): `UIControl.contextMenuInteraction`, `isContextMenuInteractionEnabled`,
// `showsMenuAsPrimaryAction`, and the menu a `UIButton` shows through it. The control is its interaction's delegate,
// as in UIKit; the menu is the existing `UIContextMenuInteraction`'s, so it is modal, chosen by a tap on a row or by
// sliding the finger onto one, and dismissed by a touch outside, exactly as any other context menu.

/// What the Interactions layer keeps for a control's menu (``UIControl/contextMenuStorage``).
@MainActor
final class ControlContextMenu {
    /// The control's interaction, while ``UIControl/isContextMenuInteractionEnabled`` is true.
    var interaction: UIContextMenuInteraction?
    var showsMenuAsPrimaryAction = false
    /// A button's ``UIButton/menu``.
    var menu: UIMenu?
}

extension UIControl: UIContextMenuInteractionDelegate {
    /// The control's context menu interaction, with the control as its delegate (UIKit, iOS 14); nil while
    /// ``isContextMenuInteractionEnabled`` is false.
    ///
    /// - Note: UIKit does not document whether it is nil while disabled; TouchKit makes it only when it is enabled,
    ///   so a control without a menu carries no press recognizer [?].
    public var contextMenuInteraction: UIContextMenuInteraction? { contextMenu?.interaction }

    /// Whether the control's context menu interaction is on (false by default, as in UIKit). Setting a button's
    /// ``UIButton/menu`` turns it on (a nil menu turns it off); turning it off dismisses a menu on screen.
    public var isContextMenuInteractionEnabled: Bool {
        get { contextMenu?.interaction != nil }
        set {
            guard newValue != isContextMenuInteractionEnabled else { return }
            if newValue {
                let interaction = UIContextMenuInteraction(delegate: self)
                contextMenuState.interaction = interaction
                addInteraction(interaction)
            } else if let interaction = contextMenu?.interaction {
                contextMenu?.interaction = nil
                removeInteraction(interaction)
            }
        }
    }

    /// Whether the menu is the control's primary action (false by default): when true, a touch down shows the menu at
    /// once, instead of a long press, and a tap no longer sends `.touchUpInside` or `.primaryActionTriggered` (the
    /// menu takes the touch: the control sees `.touchDown`, then `.touchCancel`).
    ///
    /// UIKit (iOS 14): "the menu shows in response to the `touchDown` event" ([doc] `UIControl.showsMenuAsPrimaryAction`).
    /// The menu appears at the clock's next callback after the touch down, as a long press of duration 0 does.
    public var showsMenuAsPrimaryAction: Bool {
        get { contextMenu?.showsMenuAsPrimaryAction ?? false }
        set { if newValue || contextMenu != nil { contextMenuState.showsMenuAsPrimaryAction = newValue } }
    }

    /// The control's menu for a press at `location`: a button's ``UIButton/menu``, after `.menuActionTriggered` is
    /// sent (so a handler may still change the menu); nil (no menu) for a plain control, or for an interaction that is
    /// not the control's own.
    ///
    /// - Note: UIKit's control methods are open; these are declared in an extension (a view does not name an
    ///   interaction), so a subclass cannot override them: give it a ``UIContextMenuInteraction`` of its own instead.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard interaction === contextMenuInteraction, contextMenu?.menu != nil else { return nil }
        sendActions(for: .menuActionTriggered)
        guard interaction === contextMenuInteraction, let menu = contextMenu?.menu else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }

    /// Whether the press of `interaction` shows the menu at once: it is the control's own and the menu is the primary
    /// action.
    func showsMenuAtOnce(for interaction: UIContextMenuInteraction) -> Bool {
        interaction === contextMenuInteraction && showsMenuAsPrimaryAction
    }

    fileprivate var contextMenu: ControlContextMenu? { contextMenuStorage as? ControlContextMenu }

    fileprivate var contextMenuState: ControlContextMenu {
        if let contextMenu { return contextMenu }
        let state = ControlContextMenu()
        contextMenuStorage = state
        return state
    }
}

extension UIButton {
    /// The menu the button shows (nil by default), through the control's
    /// ``UIControl/contextMenuInteraction``: on a long press, or on a touch down when
    /// ``UIControl/showsMenuAsPrimaryAction`` is true. Setting a menu turns ``UIControl/isContextMenuInteractionEnabled``
    /// on, and nil turns it off, as UIKit does ([doc] `UIButton.menu`, iOS 14).
    public var menu: UIMenu? {
        get { contextMenu?.menu }
        set {
            if newValue != nil || contextMenu != nil { contextMenuState.menu = newValue }
            isContextMenuInteractionEnabled = newValue != nil
        }
    }
}
