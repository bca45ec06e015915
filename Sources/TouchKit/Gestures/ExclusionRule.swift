/// The rule that settled whether one recognizer, recognizing, prevents another whose view is the same as its own,
/// or an ancestor or a descendant of it (siblings never interact). The rules are `GestureArena`'s, from the 2010
/// talk (Simplifying Touch Event Handling with Gesture Recognizers) and the 2017 talk (Modern User Interaction on
/// iOS); UIKit applies them silently, TouchKit reports each in the trace (``TraceEvent/Kind/arbitrated(with:rule:)``)
/// and in ``TouchExplanation``.
///
/// ``preventsOther`` tells the rules that prevent from those that let both recognize.
///
/// See also ``UIGestureRecognizer/require(toFail:)``,
/// ``UIGestureRecognizerDelegate/gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)``.
public enum ExclusionRule: String, Sendable, Equatable, CaseIterable {
    /// The first to recognize wins: the other had not recognized yet.
    case exclusion
    /// Both recognized on the same event: the one settled first wins, deeper views first, then on one view the
    /// recognizer added last (the 2010 talk, Simplifying Touch Event Handling with Gesture Recognizers).
    case tieBreak
    /// A recognizer of TouchKit's own (the scroll view's pan and pinch) recognizes alongside the other by design.
    case simultaneousByDesign
    /// A delegate's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` said yes.
    case simultaneousByDelegate
    /// A failure requirement links the two: the waiting one is decided by the requirement, not by exclusion.
    case failureRequirement
    /// The winner's `canPrevent(_:)` said no.
    case canPreventDeclined
    /// The other's `canBePrevented(by:)` said no.
    case canBePreventedDeclined

    /// Whether under this rule the recognizing one prevents the other.
    public var preventsOther: Bool { self == .exclusion || self == .tieBreak }

    /// The rule in words.
    public var explanation: String {
        switch self {
        case .exclusion: "the first to recognize wins"
        case .tieBreak: "both recognized on the same event; deeper view, then the recognizer added last, wins"
        case .simultaneousByDesign: "they recognize together by design"
        case .simultaneousByDelegate: "a delegate's shouldRecognizeSimultaneouslyWith said yes"
        case .failureRequirement: "a failure requirement links them"
        case .canPreventDeclined: "canPrevent(_:) said no"
        case .canBePreventedDeclined: "canBePrevented(by:) said no"
        }
    }
}
