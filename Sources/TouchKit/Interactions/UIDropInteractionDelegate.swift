/// What a drop destination tells its ``UIDropInteraction``, as UIKit's `UIDropInteractionDelegate` (every method has
/// a default).
///
/// For one drag, in UIKit's order (`UIDropInteraction.h`): ``dropInteraction(_:canHandle:)`` once when the drag
/// first comes over the view (asked again if the items change); if true, ``dropInteraction(_:sessionDidEnter:)``,
/// then ``dropInteraction(_:sessionDidUpdate:)`` on entering and on every movement over the view;
/// ``dropInteraction(_:sessionDidExit:)`` when the drag leaves the view, or ends over it without a drop. When the
/// finger lifts over the view with a copy or move proposed: ``dropInteraction(_:performDrop:)`` then
/// ``dropInteraction(_:concludeDrop:)``. Last, ``dropInteraction(_:sessionDidEnd:)``, to every interaction the
/// session entered.
///
/// See also ``UIDragInteractionDelegate`` for the drag side's calls, interleaved with these: the drag hears
/// `willEndWith` before `performDrop` and `didEndWith` before `concludeDrop`.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the view might take the drag's items. False, and the interaction ignores the session (the drag is
    /// not over it for any other call, and views further up are asked instead).
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
    /// The drag came over the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)
    /// The drag entered or moved over the view: what a drop here would do. The default proposes
    /// ``UIDropOperation/cancel`` (no drop), as UIKit does for a delegate without this method.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal
    /// The drag left the view, or ended over it without dropping.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)
    /// The finger lifted over the view with a copy or move proposed: take the items (``UIDropSession/items``).
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
    /// The drop is over (UIKit: after its animations; TouchKit has none, so at once): draw the final state.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)
    /// The drag ended, however it ended; every interaction it entered hears it.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)
}

extension UIDropInteractionDelegate {
    /// True: every session might be taken.
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {}
    /// ``UIDropOperation/cancel``: no drop.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {}
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {}
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {}
}
