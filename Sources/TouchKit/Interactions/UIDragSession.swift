/// One thing being dragged, as UIKit's `UIDragItem`.
///
/// UIKit builds an item from an `NSItemProvider` (the data a drop destination loads); Foundation on Linux has no item
/// providers and TouchKit has no drop destinations, so a TouchKit item carries only its ``localObject``, the object
/// an app hands between its own views (UIKit's `localObject` too).
@preconcurrency @MainActor
public final class UIDragItem: NSObject {
    /// The app's own object for this item.
    public var localObject: Any?

    /// An item carrying `localObject`.
    public init(localObject: Any? = nil) {
        self.localObject = localObject
        super.init()
    }
}

/// The drag under way, as UIKit's `UIDragSession` (a protocol there, a class here): its items and where its finger is.
@preconcurrency @MainActor
public final class UIDragSession {
    /// The items being dragged: those from `itemsForBeginning`, then any added by taps during the drag.
    public internal(set) var items: [UIDragItem] = []
    /// Anything the app wants to keep with the session.
    public var localContext: Any?
    /// The finger dragging (the lift's touch).
    let touch: UITouch

    init(touch: UITouch) {
        self.touch = touch
    }

    /// Where the drag is, in `view`'s coordinates.
    public func location(in view: UIView) -> CGPoint {
        touch.location(in: view)
    }
}

/// How a drag ended, as UIKit's `UIDropOperation`. TouchKit has no drop destinations, so a drag always ends with
/// ``cancel`` when its finger lifts or is cancelled.
public enum UIDropOperation: Int, Sendable {
    /// Nothing was dropped.
    case cancel = 0
    /// A destination refused the drop.
    case forbidden = 1
    /// The items were copied.
    case copy = 2
    /// The items were moved.
    case move = 3
}
