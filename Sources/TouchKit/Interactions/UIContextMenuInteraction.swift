/// A menu of actions on a long press (or a pointer's secondary click or Control-click, which open it at once), as
/// UIKit's `UIContextMenuInteraction` (iOS 13): add it with ``UIView/addInteraction(_:)`` and answer
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
/// While the menu is up it is modal, as UIKit's: it covers the window, a touch outside it dismisses it and does not
/// reach the app, a touch lifting on one of its rows chooses that action, and the finger that brought the menu up may
/// slide onto a row and lift to choose it (see `ContextMenuContainerView`; where the rows are:
/// ``Presentation/rows``, laid out as `ContextMenuLayout` documents).
///
/// - Note: UIKit picks the delay by device idiom (iPad 0.325 s, iPhone 0.4 s); TouchKit has no idiom
///   and uses the horizontal size class instead. The allowable movement is TouchKit's choice (the drag lift's 10 pt).
@preconcurrency @MainActor
public final class UIContextMenuInteraction: NSObject, UIInteraction {
    /// TouchKit only: how long a still finger waits for the menu in a regular (or unspecified) environment: 0.325 s.
    /// UIKit: `_UILongPressClickInteractionDriver.clickDownDuration` on iPad at the default touch duration setting [re,
    /// iOS 26.1 UIKitCore].
    public static let menuDelay: TimeInterval = 0.325
    /// TouchKit only: how long a still finger waits for the menu in a compact environment: 0.4 s. UIKit: the same
    /// driver's duration on iPhone [re, iOS 26.1 UIKitCore].
    public static let compactMenuDelay: TimeInterval = 0.4
    /// TouchKit only: how far the finger may move before the menu appears: 10 pt. TouchKit's choice, the drag lift's
    /// hysteresis [?].
    public static let allowableMovement: CGFloat = 10

    /// TouchKit only: a menu on screen, as data: what it shows and where (window coordinates).
    public struct Presentation {
        /// One row of the menu: an action and where it is.
        public struct Row {
            /// The action the row chooses (a disabled one shows but cannot be chosen).
            public let action: UIAction
            /// Where the row is, in the window's coordinates.
            public let frame: CGRect
        }
        /// The delegate's configuration.
        public let configuration: UIContextMenuConfiguration
        /// The menu its action provider built (nil: a preview without a menu).
        public let menu: UIMenu?
        /// Its preview provider's view, if any.
        public let preview: UIView?
        /// Where the press was, in the interaction's view.
        public let location: CGPoint
        /// Where the preview is, in the window's coordinates: the interaction's view in place, or the preview
        /// provider's view centred on it.
        public let previewFrame: CGRect
        /// Where the menu is, in the window's coordinates (zero height without a menu).
        public let menuFrame: CGRect
        /// The menu's rows, top to bottom: one per action not hidden, submenus inline.
        public let rows: [Row]

        /// Where `action`'s row is, in the window's coordinates; nil when the menu shows no row for it.
        public func frame(of action: UIAction) -> CGRect? {
            rows.first { $0.action === action }?.frame
        }
    }

    /// The delegate (weak, as in UIKit).
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is on (weak, as in UIKit).
    public private(set) weak var view: UIView?
    /// TouchKit only: the menu on screen, if any.
    public private(set) var presentedMenu: Presentation?

    let press = ContextMenuGestureRecognizer()
    /// What covers the window while the menu is up (and until the touches on it lift).
    private(set) var container: ContextMenuContainerView?
    /// Where the press was (window coordinates) when the menu appeared, until it lifts.
    fileprivate var pressLocationAtPresentation: CGPoint?
    /// The configuration the delegate gave for the press under way, until the menu appears.
    private var pendingConfiguration: (UIContextMenuConfiguration, CGPoint)?
    private lazy var recognizerDelegate = ContextMenuRecognizerDelegate(interaction: self)

    /// A delegate the interaction owns: a list's own menu bridge (``delegate`` is weak, as UIKit's).
    private var ownedDelegate: (any UIContextMenuInteractionDelegate)?

    /// An interaction owning `listDelegate` (a table or collection view's bridge to its own delegate).
    convenience init(listDelegate: any UIContextMenuInteractionDelegate) {
        self.init(delegate: listDelegate)
        ownedDelegate = listDelegate
    }

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
        container?.leave()
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
        let covering = container
        container = nil
        covering?.menuDidGo()
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willEndFor: presented.configuration, animator: animator)
        animator.finish()
    }

    /// TouchKit only: a person chooses `action` from the menu on screen (TouchKit's own, for hosts and tests: UIKit's
    /// menus take the tap themselves). The menu goes first (unless the action keeps it up), then the action's handler
    /// runs. An action not in the menu, hidden or disabled, does nothing and returns false.
    @discardableResult
    public func chooseAction(_ action: UIAction) -> Bool {
        guard let menu = presentedMenu?.menu, menu.choosableActions.contains(where: { $0 === action }) else { return false }
        if !action.attributes.contains(.keepsMenuPresented) { dismissMenu() }
        action.perform(sender: self)
        return true
    }

    /// TouchKit only: a person taps the menu's preview (TouchKit's own, as ``chooseAction(_:)``): the delegate hears
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
            guard let view, let window = view.window else { return }
            let menu = configuration.actionProvider?([])
            let preview = configuration.previewProvider?()
            // App code (the providers) may have moved the view or shown a menu meanwhile.
            guard presentedMenu == nil, self.view === view, view.window === window else { return }
            // A list previews the pressed row's cell, not itself.
            let source = (delegate as? any ContextMenuPreviewSource)?.previewSource
            let presentation = Self.presentation(
                configuration, menu: menu, preview: preview, location: location,
                view: source?.window === window ? source ?? view : view, window: window)
            presentedMenu = presentation
            container = ContextMenuContainerView(interaction: self, presentation: presentation, window: window)
            pressLocationAtPresentation = press.location(in: nil)
            let animator = ContextMenuAnimator()
            delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
            animator.finish()
        case .ended:
            pendingConfiguration = nil
            chooseRowUnderLiftedPress()
        case .cancelled:
            // A drag began from the press (or the view left the window): the menu goes.
            pendingConfiguration = nil
            dismissMenu()
        default:
            pendingConfiguration = nil
        }
    }
}

extension UIContextMenuInteraction {
    /// The menu's presentation: its preview and rows laid out in `window` (see `ContextMenuLayout`).
    fileprivate static func presentation(
        _ configuration: UIContextMenuConfiguration, menu: UIMenu?, preview: UIView?, location: CGPoint, view: UIView,
        window: UIWindow
    ) -> Presentation {
        let viewFrame = view.convert(view.bounds, to: window)
        var previewFrame = viewFrame
        if let size = preview?.bounds.size, size.width > 0, size.height > 0 {
            previewFrame = CGRect(
                x: viewFrame.midX - size.width / 2, y: viewFrame.midY - size.height / 2,
                width: size.width, height: size.height)
        }
        let actions = ContextMenuLayout.rowActions(of: menu)
        let menuFrame = menu == nil ? CGRect(x: previewFrame.minX, y: previewFrame.maxY, width: 0, height: 0)
            : ContextMenuLayout.menuFrame(
                rows: actions.count, preview: previewFrame, area: window.bounds.inset(by: window.safeAreaInsets))
        let rows = actions.enumerated().map { index, action in
            Presentation.Row(action: action, frame: CGRect(
                x: menuFrame.minX, y: menuFrame.minY + CGFloat(index) * ContextMenuLayout.rowHeight,
                width: menuFrame.width, height: ContextMenuLayout.rowHeight))
        }
        return Presentation(
            configuration: configuration, menu: menu, preview: preview, location: location,
            previewFrame: previewFrame, menuFrame: menuFrame, rows: rows)
    }

    /// The finger that brought the menu up lifted: on a row it had slid onto, it chooses that row's action (UIKit's
    /// press-and-slide). A finger lifted where it was when the menu appeared chooses nothing.
    fileprivate func chooseRowUnderLiftedPress() {
        guard let presented = presentedMenu, let start = pressLocationAtPresentation else { return }
        pressLocationAtPresentation = nil
        let point = press.location(in: nil)
        guard point != start, let row = presented.rows.first(where: { $0.frame.contains(point) }),
              !row.action.attributes.contains(.disabled)
        else { return }
        chooseAction(row.action)
    }
}

/// A delegate that names the view the menu previews (a list: the pressed row's cell), instead of the interaction's.
@MainActor
protocol ContextMenuPreviewSource: AnyObject {
    /// The view to preview for the menu being shown; nil: the interaction's view.
    var previewSource: UIView? { get }
}

/// The context menu's press: a long press whose duration follows the view's size class.
@MainActor
final class ContextMenuGestureRecognizer: UILongPressGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { ContextMenuGestureRecognizer.self }

    unowned var interaction: UIContextMenuInteraction?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        var secondaryClick = false
        if state == .possible, trackedTouches.count == touches.count {
            // A secondary click, or a Control-click, opens the menu at once, with no press to wait for ([doc] Human
            // Interface Guidelines, Context menus): the press begins on the button's down, below.
            let controlClick = event.modifierFlags.contains(.control)
            secondaryClick = touches.contains { touch in
                touch.type == .indirectPointer && (touch.buttonMask.contains(.secondary) || controlClick)
            }
            // A control whose menu is its primary action shows it on the touch down (UIControl+ContextMenu.swift).
            let menuFirst = interaction.map { (view as? UIControl)?.showsMenuAtOnce(for: $0) == true } ?? false
            minimumPressDuration = secondaryClick || menuFirst ? 0 : view?.traitCollection.horizontalSizeClass == .compact
                ? UIContextMenuInteraction.compactMenuDelay : UIContextMenuInteraction.menuDelay
        }
        super.touchesBegan(touches, with: event)
        // Not at the clock's next callback, as a press of duration 0 would: a release handed over in the same turn
        // would fail the press first, and the row under the click would be selected instead (iPadOS opens the menu
        // on the down and never selects: docs/UIKitFacts.md, "Recognizers and interactions").
        if secondaryClick, state == .possible {
            cancelTimeout()
            state = .began
        }
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
