/// What covers the window while a context menu is on screen, as UIKit's menu container does: the menu is modal.
///
/// It lies over the whole window, in front of the app's views, and takes every new touch alone (the window's
/// ``UIWindow/modalOverlay``: no view of the app gets `touchesBegan`, no recognizer of the app sees the touch):
/// - a touch outside the menu and its preview dismisses the menu as it comes down
///   (``UIContextMenuInteractionDelegate/contextMenuInteraction(_:willEndFor:animator:)``, once) and is not delivered
///   to the app; the next touch is, once every touch on the container has lifted;
/// - a touch lifting on one of the menu's rows chooses its action (``UIContextMenuInteraction/chooseAction(_:)``;
///   the finger may slide from row to row first, as in UIKit); lifting on a disabled row does nothing;
/// - a touch that comes down and lifts on the preview commits it (``UIContextMenuInteraction/commitPreview()``).
///
/// Apple: the interaction "manages all menu-related interactions and reports the selected action, if any, back to
/// your app" (`UIContextMenuInteraction` [doc]); a touch outside dismisses, as every iOS menu, and Flutter's
/// re-implementation (`CupertinoContextMenu`: a modal route whose barrier "can be closed ... by tapping the
/// background" [pub]). That the dismissal happens as the touch comes down, not as it lifts, is TouchKit's reading [?].
///
/// The container stays after the menu goes until its last touch lifts, then leaves the window. Taken out of the
/// window by app code while the menu is up, it dismisses the menu.
@MainActor
final class ContextMenuContainerView: UIView {
    /// What a touch on the container came down on.
    private enum Role {
        case outside, preview, menu
    }

    private weak var interaction: UIContextMenuInteraction?
    /// The window whose ``UIWindow/modalOverlay`` the container is.
    private weak var overlaidWindow: UIWindow?
    private let previewFrame: CGRect
    private let menuFrame: CGRect
    private let rows: [UIContextMenuInteraction.Presentation.Row]
    /// Whether the menu is still on screen.
    private var isMenuUp = true
    private var isLeaving = false
    private var touchRoles: [ObjectIdentifier: Role] = [:]

    init(interaction: UIContextMenuInteraction, presentation: UIContextMenuInteraction.Presentation, window: UIWindow) {
        self.interaction = interaction
        previewFrame = presentation.previewFrame
        menuFrame = presentation.menuFrame
        rows = presentation.rows
        super.init(frame: window.bounds)
        isMultipleTouchEnabled = true
        overlaidWindow = window
        window.addSubview(self)
        window.modalOverlay = self
    }

    required init?(coder: NSCoder) {
        previewFrame = .zero
        menuFrame = .zero
        rows = []
        super.init(coder: coder)
    }

    /// The row under `point` (window coordinates: the container covers the window from its origin).
    private func row(at point: CGPoint) -> UIContextMenuInteraction.Presentation.Row? {
        rows.first { $0.frame.contains(point) }
    }

    private func role(at point: CGPoint) -> Role {
        if menuFrame.contains(point) { return .menu }
        if previewFrame.contains(point) { return .preview }
        return .outside
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let role = isMenuUp ? role(at: touch.location(in: self)) : .outside
            touchRoles[ObjectIdentifier(touch)] = role
            if role == .outside, isMenuUp {
                isMenuUp = false
                interaction?.dismissMenu()
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let role = touchRoles.removeValue(forKey: ObjectIdentifier(touch))
            guard isMenuUp, let interaction else { continue }
            let point = touch.location(in: self)
            switch role {
            case .menu?:
                // Sliding from row to row is allowed: the row under the lift counts.
                if let row = row(at: point), !row.action.attributes.contains(.disabled) {
                    interaction.chooseAction(row.action)
                }
            case .preview? where previewFrame.contains(point):
                interaction.commitPreview()
            default:
                break
            }
        }
        leaveIfDone()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { touchRoles[ObjectIdentifier(touch)] = nil }
        leaveIfDone()
    }

    /// The menu went (an action, the preview, a dismissal by the app or a touch): the container leaves once no touch
    /// is on it.
    func menuDidGo() {
        isMenuUp = false
        leaveIfDone()
    }

    private func leaveIfDone() {
        guard !isMenuUp, touchRoles.isEmpty, !isLeaving else { return }
        leave()
    }

    /// Leaves the window at once (touches still on it are cancelled, as for any view leaving).
    func leave() {
        guard !isLeaving else { return }
        isLeaving = true
        isMenuUp = false
        if let overlaidWindow, overlaidWindow.modalOverlay === self { overlaidWindow.modalOverlay = nil }
        overlaidWindow = nil
        removeFromSuperview()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        // App code took the container out while the menu was up: the menu goes with it.
        guard window == nil, !isLeaving else { return }
        isLeaving = true
        if let overlaidWindow, overlaidWindow.modalOverlay === self { overlaidWindow.modalOverlay = nil }
        overlaidWindow = nil
        touchRoles.removeAll()
        if isMenuUp {
            isMenuUp = false
            interaction?.dismissMenu()
        }
    }
}
