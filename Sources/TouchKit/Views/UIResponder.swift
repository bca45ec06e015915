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

    // MARK: First responder

    /// Whether the responder accepts ``becomeFirstResponder()``. False by default, as UIKit's: a responder that takes
    /// first-responder status overrides it to return true.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked (``resignFirstResponder()``). True by
    /// default, as UIKit's.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is its window's first responder.
    open var isFirstResponder: Bool {
        guard let view = self as? UIView, let window = view.window else { return false }
        return window.firstResponder === self
    }

    /// Makes the responder the first responder of its window; true when it is now (also when it already was).
    ///
    /// As UIKit's ([doc] UIResponder.becomeFirstResponder()): the window's current first responder is asked to
    /// resign (``resignFirstResponder()``), and when it refuses nothing changes and the result is false; the
    /// responder must return true from ``canBecomeFirstResponder`` and be a view in a window (Apple: "part of an
    /// active view hierarchy"). A responder that is not a view, or a view in no window, gets false with no change.
    /// TouchKit checks ``canBecomeFirstResponder`` before asking the current first responder to resign, so a
    /// responder that cannot become first takes nothing from the one that is (Apple's text asks in the other order
    /// but leaves the outcome for the new responder the same; TouchKit's choice). An override calls `super`.
    ///
    /// TouchKit has no keyboard: the first responder is the start of nil-targeted actions' search and what
    /// ``isFirstResponder`` reports. A first responder leaving its window resigns (its ``resignFirstResponder()``
    /// is called and its answer ignored: it is no longer in the window).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let view = self as? UIView, let window = view.window else { return false }
        if window.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            // The resigning responder's own code may have made another one first or moved this one away.
            guard window.firstResponder == nil, view.window === window else { return false }
        }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status; true when the responder is no longer the first responder (also when it
    /// was not). The default returns true and clears the window's first responder, as UIKit's returns true; an
    /// override may return false to keep the status (it then does not call `super`), or call `super` and return its
    /// result.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let view = self as? UIView, let window = view.window, window.firstResponder === self {
            window.firstResponder = nil
        }
        return true
    }

    /// The host refined properties it had reported as estimates (a pencil's force, say), or will not refine them
    /// after all: `touches` are the touches first delivered with those estimates, now holding the refined values,
    /// with the refined properties gone from their ``UITouch/estimatedPropertiesExpectingUpdates``. Match them to
    /// what you stored by ``UITouch/estimationUpdateIndex``. The default does nothing, as UIKit's.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
}
