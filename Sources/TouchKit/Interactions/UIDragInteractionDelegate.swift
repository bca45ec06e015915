/// What an app tells a drag interaction, as UIKit's `UIDragInteractionDelegate` (the methods TouchKit can honour;
/// every method but ``dragInteraction(_:itemsForBeginning:)`` has a default).
///
/// One drag, in UIKit's order: ``dragInteraction(_:itemsForBeginning:)`` and
/// ``dragInteraction(_:willAnimateLiftWith:session:)`` at the lift; ``dragInteraction(_:sessionAllowsMoveOperation:)``
/// and ``dragInteraction(_:sessionWillBegin:)`` when the finger moves on; ``dragInteraction(_:sessionDidMove:)`` per
/// movement; ``dragInteraction(_:session:willEndWith:)`` and ``dragInteraction(_:session:didEndWith:)`` when it
/// ends; ``dragInteraction(_:sessionDidTransferItems:)`` after a drop. The drop side's calls
/// (``UIDropInteractionDelegate``) come in between.
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    /// The items to drag from the lifted view; none, and the view does not lift.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
    /// The view lifts (right after ``dragInteraction(_:itemsForBeginning:)``): animations added to `animator` run
    /// at once; its completions run with ``UIViewAnimatingPosition/end`` when the drag begins, or
    /// ``UIViewAnimatingPosition/start`` when the finger lifts first (the lift settles back). UIKit animates the lift
    /// itself (a preview); TouchKit draws none, and the timing of the completions is TouchKit's.
    func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating, session: UIDragSession)
    /// Items a tap on the view adds to the drag under way. None (the default), and the tap's touch goes on to the
    /// app as if there were no drag (the 2017 talk).
    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem]
    /// Whether a drop may move the items (true by default); asked as the drag begins, before
    /// ``dragInteraction(_:sessionWillBegin:)``. TouchKit's time of asking: UIKit asks when a destination needs it.
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool
    /// The drag begins: the finger moved after the lift.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)
    /// The drag's finger moved (after ``dragInteraction(_:sessionWillBegin:)``, once per movement; the movement that
    /// began the drag is not reported again). Read where it is with ``UIDragSession/location(in:)``.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)
    /// The drag is about to end with `operation`, before any drop (``UIDropInteractionDelegate/dropInteraction(_:performDrop:)``).
    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation)
    /// The drag ended with `operation`: ``UIDropOperation/copy`` or ``UIDropOperation/move`` when dropped (a move:
    /// remove the items from the source), ``UIDropOperation/cancel`` or ``UIDropOperation/forbidden`` when not.
    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)
    /// The destination took the items (after a drop only, last of all). UIKit calls it when the data transfer is
    /// done; TouchKit's items are local objects, so right after the drop.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession)
}

extension UIDragInteractionDelegate {
    /// Nothing.
    public func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating, session: UIDragSession) {}
    /// No items: taps during a drag go to the app.
    public func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem] { [] }
    /// True, as in UIKit.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        true
    }
    /// Nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {}
    /// Nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {}
    /// Nothing.
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {}
    /// Nothing.
    public func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {}
    /// Nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession) {}
}
