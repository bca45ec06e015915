/// A gate that kept a gesture recognizer from receiving a new touch, in UIKit's order (docs/UIKitFacts.md,
/// "Gesture recognizer core"; the order is the one `GestureArena` checks).
///
/// UIKit checks these gates silently; TouchKit reports the one that closed in the trace
/// (``TraceEvent/Kind/recognizerRefusedTouch(_:)``) and in ``TouchExplanation``.
///
/// See also ``UIGestureRecognizer/allowedTouchTypes``, ``UIGestureRecognizerDelegate``.
public enum RecognizerGate: String, Sendable, Equatable, CaseIterable {
    /// `requiresExclusiveTouchType` is on and the recognizer already tracks a touch of another type.
    case touchTypeMismatch
    /// The touch's type is not in `allowedTouchTypes`.
    case touchTypeNotAllowed
    /// `isEnabled` is false.
    case disabled
    /// The recognizer has decided this attempt (recognized, failed or cancelled, perhaps waiting on a failure
    /// requirement) and takes new touches only after its reset.
    case finished
    /// A view with `isExclusiveTouch` is being touched, and it is not inside the recognizer's view.
    case exclusiveTouch
    /// `shouldReceive(_:)` for the event (the subclass's, or the delegate's `gestureRecognizer(_:shouldReceive:)`
    /// taking a `UIEvent`) said no.
    case shouldReceiveEvent
    /// The recognizer's own rule refused the touch (an engine hook that subclasses inside TouchKit may use).
    case recognizerRule
    /// The delegate's `gestureRecognizer(_:shouldReceive:)` taking a `UITouch` said no.
    case delegateShouldReceiveTouch

    /// The gate in words, naming the property or method as UIKit does.
    public var explanation: String {
        switch self {
        case .touchTypeMismatch: "requiresExclusiveTouchType: it already tracks a touch of another type"
        case .touchTypeNotAllowed: "the touch's type is not in allowedTouchTypes"
        case .disabled: "isEnabled is false"
        case .finished: "it already decided this attempt and is not reset yet"
        case .exclusiveTouch: "an isExclusiveTouch view outside its view is being touched"
        case .shouldReceiveEvent: "shouldReceive(_ event:) said no"
        case .recognizerRule: "its own rule refused the touch"
        case .delegateShouldReceiveTouch: "the delegate's gestureRecognizer(_:shouldReceive: UITouch) said no"
        }
    }
}
