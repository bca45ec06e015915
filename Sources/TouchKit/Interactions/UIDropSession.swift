/// A drag as drop destinations see it, as UIKit's `UIDropSession` (a protocol there, a class here): one object for
/// the whole drag, handed to every ``UIDropInteractionDelegate`` call.
///
/// - Note: Every TouchKit drag starts in the app itself, so ``localDragSession`` is always the drag; UIKit's drops
///   from other apps (no local session, data loaded through item providers) have no counterpart.
@preconcurrency @MainActor
public final class UIDropSession {
    /// The drag this drop session is (weak: the drag owns its drop session).
    public private(set) weak var localDragSession: UIDragSession?
    /// The finger dragging, kept so the session still answers ``location(in:)`` after its drag is gone.
    private let touch: UITouch

    init(dragSession: UIDragSession) {
        localDragSession = dragSession
        touch = dragSession.touch
    }

    /// The items being dragged (none once the drag is gone).
    public var items: [UIDragItem] { localDragSession?.items ?? [] }

    /// Whether a ``UIDropOperation/move`` is allowed: the drag's ``UIDragSession/allowsMoveOperation``. A move
    /// proposed when it is false ends the drag as ``UIDropOperation/cancel`` (`UIDropOperation.move` [doc]).
    public var allowsMoveOperation: Bool { localDragSession?.allowsMoveOperation ?? false }

    /// Whether the drag may drop only in the app it started in: the drag's
    /// ``UIDragSession/isRestrictedToDraggingApplication``.
    public var isRestrictedToDraggingApplication: Bool { localDragSession?.isRestrictedToDraggingApplication ?? false }

    /// Where the drag is, in `view`'s coordinates (`view` may be in another window of the screen).
    public func location(in view: UIView) -> CGPoint {
        ScreenWindows.location(of: touch, in: view)
    }
}
