/// What an app tells a drag interaction, as UIKit's `UIDragInteractionDelegate` (the methods TouchKit can honour;
/// every method but ``dragInteraction(_:itemsForBeginning:)`` has a default).
///
/// One drag, in UIKit's order (Apple's `UIDragInteractionDelegate` documentation, method by method: the lift, the
/// drag, the end):
/// 1. the lift: ``dragInteraction(_:itemsForBeginning:)``, ``dragInteraction(_:previewForLifting:session:)`` once per
///    item, ``dragInteraction(_:willAnimateLiftWith:session:)``;
/// 2. the finger moves on and the drag begins: ``dragInteraction(_:sessionIsRestrictedToDraggingApplication:)``,
///    ``dragInteraction(_:prefersFullSizePreviewsFor:)``, ``dragInteraction(_:sessionAllowsMoveOperation:)``, then
///    ``dragInteraction(_:sessionWillBegin:)``; ``dragInteraction(_:sessionDidMove:)`` per movement; a tap adds items
///    (``dragInteraction(_:itemsForAddingTo:withTouchAt:)``);
/// 3. the end: ``dragInteraction(_:session:willEndWith:)``; when nothing was dropped (``UIDropOperation/cancel`` or
///    ``UIDropOperation/forbidden``) the cancellation animation: ``dragInteraction(_:previewForCancelling:withDefault:)``
///    for every item, then ``dragInteraction(_:item:willAnimateCancelWith:)`` for every item; then
///    ``dragInteraction(_:session:didEndWith:)`` ("the drag activity and its related animations have finished",
///    Apple); ``dragInteraction(_:sessionDidTransferItems:)`` after a drop, last. The drop side's calls
///    (``UIDropInteractionDelegate``) come in between.
///
/// The order within stage 2 (the restriction and preview questions before the move question) and within the
/// cancellation (every preview, then every animation) is TouchKit's reading [?]: Apple documents the stages, not the
/// order of the questions inside one.
///
/// - Note: UIKit passes `any UIDragSession` (a protocol); TouchKit's session is a class, ``UIDragSession``.
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    /// The items to drag from the lifted view; none, and the view does not lift.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
    /// The preview that lifts for `item` (asked once per item, right after
    /// ``dragInteraction(_:itemsForBeginning:)``); nil: no lift animation for it. By default a preview of the
    /// interaction's view, as UIKit's ("If you don't provide this method, the system creates a preview based on the
    /// view owned by the drag interaction", Apple). TouchKit draws none; the session keeps it as the default
    /// cancellation preview.
    func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
    ) -> UITargetedDragPreview?
    /// The view lifts (right after the lift previews): animations added to `animator` run
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
    /// Whether the drag may only drop in this app (false by default, as in UIKit); asked as the drag begins, kept as
    /// ``UIDragSession/isRestrictedToDraggingApplication``. Every TouchKit drag stays in its app, so it changes
    /// nothing else.
    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
    /// Whether the previews should keep their full size while dragged (false by default, as in UIKit); asked as the
    /// drag begins. A recommendation to the system (Apple); TouchKit draws no previews.
    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool
    /// The drag begins: the finger moved after the lift.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)
    /// The drag's finger moved (after ``dragInteraction(_:sessionWillBegin:)``, once per movement; the movement that
    /// began the drag is not reported again). Read where it is with ``UIDragSession/location(in:)``.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)
    /// The drag is about to end with `operation`, before any drop (``UIDropInteractionDelegate/dropInteraction(_:performDrop:)``).
    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation)
    /// The preview the cancellation animation takes `item` back with (asked once per item when the drag ends
    /// without a drop, after ``dragInteraction(_:session:willEndWith:)``). `defaultPreview` is the item's lift
    /// preview (a preview of the interaction's view when it had none). Nil, the default, fades the preview where it
    /// is, as in UIKit (Apple: "the same behavior as not implementing this method"). Not asked when the
    /// interaction's view has left its window.
    func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview?
    /// The cancellation animation of `item` is about to start (once per item, visible or not, as Apple documents,
    /// after every item's ``dragInteraction(_:previewForCancelling:withDefault:)``): animations added to `animator`
    /// run at once, its completions with ``UIViewAnimatingPosition/end`` before
    /// ``dragInteraction(_:session:didEndWith:)`` (TouchKit's animation takes no time).
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating)
    /// The drag ended with `operation`: ``UIDropOperation/copy`` or ``UIDropOperation/move`` when dropped (a move:
    /// remove the items from the source), ``UIDropOperation/cancel`` or ``UIDropOperation/forbidden`` when not.
    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)
    /// The destination took the items (after a drop only, last of all). UIKit calls it when the data transfer is
    /// done; TouchKit's items are local objects, so right after the drop.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession)
}

extension UIDragInteractionDelegate {
    /// A preview of the interaction's view (nil when it has none).
    public func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
    ) -> UITargetedDragPreview? {
        interaction.view.map { UITargetedDragPreview(view: $0) }
    }
    /// False, as in UIKit.
    public func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        false
    }
    /// False, as in UIKit.
    public func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: UIDragSession) -> Bool {
        false
    }
    /// Nil: the preview fades where it is.
    public func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? { nil }
    /// Nothing.
    public func dragInteraction(
        _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating) {}
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
