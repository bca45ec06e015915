/// One thing being dragged, as UIKit's `UIDragItem`: the data a drop destination loads (its ``itemProvider``) and,
/// for drops in the same app, the app's own ``localObject``.
@preconcurrency @MainActor
public final class UIDragItem: NSObject {
    /// The item's data, loaded by the drop destination (``UIDropSession/loadObjects(ofClass:completion:)``).
    public let itemProvider: NSItemProvider
    /// The app's own object for this item.
    public var localObject: Any?

    /// An item carrying `itemProvider`'s data, as UIKit's `init(itemProvider:)`.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }

    /// TouchKit only: an item carrying `localObject` and an empty item provider.
    public convenience init(localObject: Any? = nil) {
        self.init(itemProvider: NSItemProvider())
        self.localObject = localObject
    }
}

/// The drag under way, as UIKit's `UIDragSession` (a protocol there, a class here): its items and where its finger is.
@preconcurrency @MainActor
public final class UIDragSession {
    /// The items being dragged: those from `itemsForBeginning`, then any added by taps during the drag.
    public internal(set) var items: [UIDragItem] = []
    /// Anything the app wants to keep with the session.
    public var localContext: Any?
    /// Whether a drop may move the items rather than copy them: the drag delegate's
    /// ``UIDragInteractionDelegate/dragInteraction(_:sessionAllowsMoveOperation:)``, asked when the drag begins
    /// (true by default, as in UIKit).
    public internal(set) var allowsMoveOperation = true
    /// Whether the drag may drop only in the app it started in: the drag delegate's
    /// ``UIDragInteractionDelegate/dragInteraction(_:sessionIsRestrictedToDraggingApplication:)``, asked when the drag
    /// begins (false by default, as in UIKit's `UIDragDropSession`).
    public internal(set) var isRestrictedToDraggingApplication = false
    /// Whether the drag delegate prefers full-size previews
    /// (``UIDragInteractionDelegate/dragInteraction(_:prefersFullSizePreviewsFor:)``), asked when the drag begins.
    var prefersFullSizePreviews = false
    /// Each item's lift preview, from ``UIDragInteractionDelegate/dragInteraction(_:previewForLifting:session:)``:
    /// the default the cancellation offers back. Kept without its views (weak): the session is held by its
    /// interaction, which its view holds, and a preview holding that view would keep a scene released mid-drag alive.
    var liftPreviews: [LiftPreview] = []

    /// A lift preview, kept without holding its views.
    struct LiftPreview {
        let item: UIDragItem
        weak var view: UIView?
        weak var container: UIView?
        let center: CGPoint
        let transform: CGAffineTransform
        let parameters: UIDragPreviewParameters

        init(item: UIDragItem, preview: UITargetedDragPreview) {
            self.item = item
            view = preview.view
            container = preview.target.container
            center = preview.target.center
            transform = preview.target.transform
            parameters = preview.dragParameters
        }

        /// The preview again, while its views live.
        @MainActor
        var preview: UITargetedDragPreview? {
            guard let view, let container else { return nil }
            return UITargetedDragPreview(
                view: view, parameters: parameters,
                target: UIDragPreviewTarget(container: container, center: center, transform: transform))
        }
    }
    /// The finger dragging (the lift's touch).
    let touch: UITouch
    /// The lift's animator, until the drag begins or the view settles back.
    var liftAnimator: DragLiftAnimator?
    /// The session as drop destinations see it, and where it is over them.
    private(set) lazy var dropRouting = DropRouting(dragSession: self)

    init(touch: UITouch) {
        self.touch = touch
    }

    /// Where the drag is, in `view`'s coordinates (`view` may be in another window of the screen,
    /// ``TouchHost/addWindow(_:)``).
    public func location(in view: UIView) -> CGPoint {
        ScreenWindows.location(of: touch, in: view)
    }

    // MARK: The drags under way

    private struct WeakSession {
        weak var session: UIDragSession?
    }
    /// Every drag under way, in every window (weak: a session ends with its drag).
    private static var activeSessions: [WeakSession] = []

    static func activate(_ session: UIDragSession) {
        activeSessions.removeAll { $0.session == nil }
        activeSessions.append(WeakSession(session: session))
    }

    static func deactivate(_ session: UIDragSession) {
        activeSessions.removeAll { $0.session == nil || $0.session === session }
    }

    static func isActive(_ session: UIDragSession) -> Bool {
        activeSessions.contains { $0.session === session }
    }

    /// The oldest drag under way in `touch`'s window that `touch` is not dragging.
    static func active(besides touch: UITouch) -> UIDragSession? {
        guard let window = touch.window else { return nil }
        for entry in activeSessions {
            if let session = entry.session, session.touch !== touch, session.touch.window === window { return session }
        }
        return nil
    }
}
