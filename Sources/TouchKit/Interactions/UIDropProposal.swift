/// How a drag ends, as UIKit's `UIDropOperation`: what a drop destination proposes (``UIDropProposal``) and what the
/// drag's delegate hears at the end (``UIDragInteractionDelegate/dragInteraction(_:session:didEndWith:)``).
public enum UIDropOperation: Int, Sendable {
    /// Nothing is dropped: the drag ends where there is no destination, or one that declines.
    case cancel = 0
    /// The destination would take such items but refuses this drop; nothing is dropped.
    case forbidden = 1
    /// The items are copied into the destination.
    case copy = 2
    /// The items are moved: the destination inserts them, the source removes them. Only when the session allows it
    /// (``UIDropSession/allowsMoveOperation``); otherwise UIKit treats it as ``cancel`` (`UIDropOperation.move` [doc]).
    case move = 3
}

/// What a drop destination would do with the drag over it, as UIKit's `UIDropProposal`: returned by
/// ``UIDropInteractionDelegate/dropInteraction(_:sessionDidUpdate:)`` on each movement; the last one before the
/// finger lifts decides the drop.
@preconcurrency @MainActor
public final class UIDropProposal: NSObject {
    /// The operation proposed (read-only, as in UIKit: a new proposal for a new answer).
    public let operation: UIDropOperation
    /// Whether the drop wants the finger's exact location (UIKit moves the drag preview up for it); data only in
    /// TouchKit.
    public var isPrecise = false
    /// Whether the drag's previews should grow to full size over this destination; data only in TouchKit.
    public var prefersFullSizePreview = false

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
