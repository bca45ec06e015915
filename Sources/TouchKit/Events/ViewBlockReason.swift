/// Why a new touch's hit view gets none of its responder calls, though the touch was hit-tested to it (its gesture
/// recognizers are still offered it). UIKit documents both rules on `UIView`; TouchKit traces which one applied
/// (``TraceEvent/Kind/viewDeliveryBlocked(_:)``).
public enum ViewBlockReason: String, Sendable, Equatable, CaseIterable {
    /// The view, or another view being touched, has `isExclusiveTouch` on.
    case exclusiveTouch
    /// The view has `isMultipleTouchEnabled` off and already has a touch.
    case multipleTouchDisabled

    /// The reason in words, naming the property as UIKit does.
    public var explanation: String {
        switch self {
        case .exclusiveTouch: "an isExclusiveTouch view is involved and another view is already touched"
        case .multipleTouchDisabled: "isMultipleTouchEnabled is false and the view already has a touch"
        }
    }
}
