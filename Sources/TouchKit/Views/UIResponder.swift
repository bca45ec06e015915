/// An object that can receive touches: the base of ``UIView``.
///
/// UIKit's default touch methods pass the message up the responder chain (``next``), so a view that does not
/// override them lets its superview see the touches. TouchKit's do the same. The chain ends at the window.
///
/// Like every UIKit class in TouchKit's scope, it inherits from Foundation's `NSObject`, so views compare and hash
/// by identity (`==`, `hash`, `isEqual(_:)`, `Set<UIView>`, dictionary keys) and answer `isKind(of:)`,
/// `isMember(of:)` and `description` as on iOS (docs/Porting.md, "NSObject's identity").
///
/// - Note: UIKit's chain continues to view controllers and the application; TouchKit has neither, so a window's
///   ``next`` is nil.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// A responder with no next responder of its own.
    public override init() {
        super.init()
    }

    /// The next responder in the chain: a view's superview, nil for a window.
    open var next: UIResponder? { nil }

    /// One or more new touches began. The default forwards to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more touches moved. The default forwards to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more touches lifted. The default forwards to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system (or a gesture recognizer) cancelled one or more touches. The default forwards to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// The host refined properties it had reported as estimates (a pencil's force, say), or will not refine them
    /// after all: `touches` are the touches first delivered with those estimates, now holding the refined values,
    /// with the refined properties gone from their ``UITouch/estimatedPropertiesExpectingUpdates``. Match them to
    /// what you stored by ``UITouch/estimationUpdateIndex``. The default does nothing, as UIKit's.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
}
