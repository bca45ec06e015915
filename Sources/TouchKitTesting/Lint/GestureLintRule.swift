import TouchKit

/// What a ``GestureLintFinding`` is about: one rule of UIKit's touch handling that a scene can break without any
/// error at run time, each with where the rule comes from.
///
/// See also ``GestureLint``.
public enum GestureLintRule: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Two or more recognizers each wait for the next to fail, round to the first: which one acts depends on which
    /// recognizes first.
    case failureRequirementCycle
    /// A recognizer on a view that no touch reaches: user interaction off (a `UIImageView` by default, a `UILabel`),
    /// hidden, alpha below 0.01, outside its superview's bounds, or covered by another view.
    case unreachableRecognizer
    /// A recognizer that loses every tie to an identical one on the same view, so it never recognizes.
    case alwaysExcluded
    /// A pan inside a scroll view that scrolls along the same axis: a drag starting on the pan's view moves one or
    /// the other, whichever recognizes first.
    case panInsideScrollView
    /// A tap that waits for a tap needing more taps to fail: its action comes only once the tap interval has passed.
    case tapDelayedByMultiTap
    /// A tap and a tap needing more taps on the same touches, not linked by a failure requirement: the first fires on
    /// every first tap of the other.
    case tapFiresWithMultiTap
    /// A touch target smaller than 44 × 44 pt that does not grow its touch area.
    case smallHitTarget
    /// A recognizer on a disabled `UIControl`: hit testing passes over the control, so its recognizers get no touch.
    case recognizerOnDisabledControl

    /// The rule's name.
    public var description: String { rawValue }

    /// Where the rule comes from: the project's UIKit fact sheet section, the talk by year and title.
    public var source: String {
        switch self {
        case .failureRequirementCycle:
            "docs/UIKitFacts.md, \"Gesture recognizer core\" (Failure requirements; Decisions where UIKit is silent); the 2017 talk, Modern User Interaction on iOS"
        case .unreachableRecognizer:
            "docs/UIKitFacts.md, \"Hit testing and touches\" (Hit testing); the 2010 talk, Simplifying Touch Event Handling with Gesture Recognizers"
        case .alwaysExcluded:
            "docs/UIKitFacts.md, \"Gesture recognizer core\" (Exclusion, Ties); the 2010 talk, Simplifying Touch Event Handling with Gesture Recognizers"
        case .panInsideScrollView:
            "docs/UIKitFacts.md, \"Gesture recognizer core\" (Ties) and \"Scroll view\" (Touch delay); the 2014 talk, Advanced Scrollviews and Touch Handling Techniques"
        case .tapDelayedByMultiTap, .tapFiresWithMultiTap:
            "docs/UIKitFacts.md, \"Built-in recognizers\" (Tap) and \"Gesture recognizer core\" (Failure requirements); the 2010 talk, Simplifying Touch Event Handling with Gesture Recognizers"
        case .smallHitTarget:
            "docs/UIKitFacts.md, \"Hit testing and touches\" (Hit testing); the 2014 talk, Advanced Scrollviews and Touch Handling Techniques"
        case .recognizerOnDisabledControl:
            "docs/UIKitFacts.md, \"Hit testing and touches\" (UIControl)"
        }
    }
}
