/// A menu of actions on a long press, as UIKit's `UIContextMenuInteraction` (iOS 13): add it with
/// ``UIView/addInteraction(_:)`` and answer
/// ``UIContextMenuInteractionDelegate/contextMenuInteraction(_:configurationForMenuAtLocation:)``.
///
/// A finger held still (within ``allowableMovement``) for ``menuDelay`` (``compactMenuDelay`` in a horizontally
/// compact environment) asks the delegate for a configuration; with one, the menu appears: ``presentedMenu`` says
/// which menu and where (TouchKit draws nothing), the app's views lose the finger (`touchesCancelled`, as UIKit's
/// press cancels touches in the view), and the menu stays up after the finger lifts until an action is chosen
/// (``chooseAction(_:)``), the preview is committed (``commitPreview()``) or it is dismissed (``dismissMenu()``).
///
/// On a view that also has a ``UIDragInteraction`` (iOS's behaviour): the view lifts and the menu appears together;
/// moving the finger after that begins the drag, which dismisses the menu. The press recognizes alongside every other
/// recognizer and is not delayed by the drag's competition with the app's long presses.
///
/// - Note: UIKit also lets the finger slide onto an action and lift to choose it; TouchKit does not (a host calls
///   ``chooseAction(_:)``). UIKit picks the delay by device idiom (iPad 0.325 s, iPhone 0.4 s); TouchKit has no idiom
///   and uses the horizontal size class instead. The allowable movement is TouchKit's choice (the drag lift's 10 pt).
@preconcurrency @MainActor
public final class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How long a still finger waits for the menu in a regular (or unspecified) environment: 0.325 s. UIKit:
    /// `_UILongPressClickInteractionDriver.clickDownDuration` on iPad at the default touch duration setting [re,
    /// iOS 26.1 UIKitCore].
    public static let menuDelay: TimeInterval = 0.325
    /// How long a still finger waits for the menu in a compact environment: 0.4 s. UIKit: the same driver's duration
    /// on iPhone [re, iOS 26.1 UIKitCore].
    public static let compactMenuDelay: TimeInterval = 0.4
    /// How far the finger may move before the menu appears: 10 pt. TouchKit's choice, the drag lift's hysteresis [?].
    public static let allowableMovement: CGFloat = 10

    /// A menu on screen, as data.
    public struct Presentation {
        /// The delegate's configuration.
        public let configuration: UIContextMenuConfiguration
        /// The menu its action provider built (nil: a preview without a menu).
        public let menu: UIMenu?
        /// Its preview provider's view, if any.
        public let preview: UIView?
        /// Where the press was, in the interaction's view.
        public let location: CGPoint
    }

    /// The delegate (weak, as in UIKit).
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is on (weak, as in UIKit).
    public private(set) weak var view: UIView?
    /// The menu on screen, if any.
    public private(set) var presentedMenu: Presentation?

    let press = ContextMenuGestureRecognizer()
    /// The configuration the delegate gave for the press under way, until the menu appears.
    private var pendingConfiguration: (UIContextMenuConfiguration, CGPoint)?
    private lazy var recognizerDelegate = ContextMenuRecognizerDelegate(interaction: self)

    /// An interaction asking `delegate` for menus.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        press.name = "context menu press"
        press.allowableMovement = Self.allowableMovement
        press.delegate = recognizerDelegate
        press.addTarget(handler: { ($0 as? ContextMenuGestureRecognizer)?.interaction?.pressChanged() })
        press.interaction = self
    }

    /// The press may outlive the interaction (a touch holds it until it ends): it forgets it.
    isolated deinit {
        press.interaction = nil
    }

    /// Takes the press off the old view, dismissing a menu shown there.
    public func willMove(to view: UIView?) {
        dismissMenu()
        self.view?.removeGestureRecognizer(press)
        self.view = nil
    }

    /// Puts the press on the new view.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// Where the press is (or was), in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        press.location(in: view)
    }

    /// Dismisses the menu on screen, if any: the delegate hears ``UIContextMenuInteractionDelegate/contextMenuInteraction(_:willEndFor:animator:)``.
    public func dismissMenu() {
        guard let presented = presentedMenu else { return }
        presentedMenu = nil
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willEndFor: presented.configuration, animator: animator)
        animator.finish()
    }

    /// A person chooses `action` from the menu on screen (TouchKit's own, for hosts and tests: UIKit's menus take the
    /// tap themselves). The menu goes first (unless the action keeps it up), then the action's handler runs. An
    /// action not in the menu, hidden or disabled, does nothing and returns false.
    @discardableResult
    public func chooseAction(_ action: UIAction) -> Bool {
        guard let menu = presentedMenu?.menu, menu.choosableActions.contains(where: { $0 === action }) else { return false }
        if !action.attributes.contains(.keepsMenuPresented) { dismissMenu() }
        action.perform(sender: self)
        return true
    }

    /// A person taps the menu's preview (TouchKit's own, as ``chooseAction(_:)``): the delegate hears
    /// ``UIContextMenuInteractionDelegate/contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)``,
    /// then the menu goes.
    public func commitPreview() {
        guard let presented = presentedMenu else { return }
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: presented.configuration, animator: animator)
        animator.finish()
        dismissMenu()
    }

    // MARK: The press

    /// Whether the press may begin: the delegate gives a configuration for where the finger is.
    func pressShouldBegin() -> Bool {
        guard presentedMenu == nil, let delegate, let view else { return false }
        let location = press.location(in: view)
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        else { return false }
        pendingConfiguration = (configuration, location)
        return true
    }

    private func pressChanged() {
        switch press.state {
        case .began:
            guard let (configuration, location) = pendingConfiguration else { return }
            pendingConfiguration = nil
            let presentation = Presentation(
                configuration: configuration, menu: configuration.actionProvider?([]),
                preview: configuration.previewProvider?(), location: location)
            presentedMenu = presentation
            let animator = ContextMenuAnimator()
            delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
            animator.finish()
        case .cancelled:
            // A drag began from the press (or the view left the window): the menu goes.
            pendingConfiguration = nil
            dismissMenu()
        default:
            pendingConfiguration = nil
        }
    }
}

/// The context menu's press: a long press whose duration follows the view's size class.
@MainActor
final class ContextMenuGestureRecognizer: UILongPressGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { ContextMenuGestureRecognizer.self }

    unowned var interaction: UIContextMenuInteraction?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, trackedTouches.count == touches.count {
            minimumPressDuration = view?.traitCollection.horizontalSizeClass == .compact
                ? UIContextMenuInteraction.compactMenuDelay : UIContextMenuInteraction.menuDelay
        }
        super.touchesBegan(touches, with: event)
    }
}

/// The interaction's answers as its press's delegate.
@MainActor
private final class ContextMenuRecognizerDelegate: UIGestureRecognizerDelegate {
    unowned let interaction: UIContextMenuInteraction

    init(interaction: UIContextMenuInteraction) {
        self.interaction = interaction
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction.pressShouldBegin()
    }

    /// The press recognizes alongside everything (UIKit's click driver answers yes to every recognizer).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
