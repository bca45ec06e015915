/// Why hit testing passed over a view: the reasons UIKit's `hitTest(_:with:)` returns nil for a view and its
/// subviews, in the order it checks them.
///
/// UIKit documents the first three ("ignores view objects that are hidden, that have disabled user interactions, or
/// have an alpha level less than 0.01") and the bounds check; TouchKit reports which one applied, for the trace
/// (``TraceEvent/Kind/hitTestSkipped(_:)``) and ``TouchExplanation``.
///
/// See also ``UIView/hitTest(_:with:)``, ``UIView/point(inside:with:)``.
public enum HitTestSkipReason: String, Sendable, Equatable, CaseIterable {
    /// `isHidden` is true.
    case hidden
    /// `isUserInteractionEnabled` is false.
    case userInteractionDisabled
    /// `alpha` is below 0.01.
    case transparent
    /// The transform has no inverse (a scale of 0): TouchKit's rule, see ``UIView/transform``.
    case collapsedTransform
    /// An animation that does not allow user interaction is running on the view.
    case animating
    /// The point is outside the view's bounds, and `point(inside:with:)` agreed.
    case outsideBounds
    /// The point is inside the bounds, but an override of `point(inside:with:)` said no.
    case pointInsideRejected
    /// An override of `hitTest(_:with:)` returned nil without the default implementation rejecting the view.
    case hitTestOverride

    /// The reason in words, naming the property as UIKit does.
    public var explanation: String {
        switch self {
        case .hidden: "isHidden is true"
        case .userInteractionDisabled: "isUserInteractionEnabled is false"
        case .transparent: "alpha is below 0.01"
        case .collapsedTransform: "its transform has no inverse (scale 0)"
        case .animating: "an animation without .allowUserInteraction is running on it"
        case .outsideBounds: "the point is outside its bounds"
        case .pointInsideRejected: "point(inside:with:) said no"
        case .hitTestOverride: "its hitTest(_:with:) override returned nil"
        }
    }
}

/// Collects the views a hit test passed over, while the window's trace is observed: the dispatcher makes one
/// ``active`` around a new touch's hit test, and ``UIView/hitTest(_:with:)`` reports to it only on its nil paths, so
/// a hit test nobody traces pays one load and branch per rejected view.
@MainActor
final class HitTestRecorder {
    // `@exclusivity(unchecked)`, once for the type: every hit test reads it once per rejected view, on the main actor
    // only, and no engine code holds an access to one across a call out to app code, so the runtime's dynamic
    // exclusivity check (a call per access, more than the access itself) is left out.
    /// The recorder of the hit test under way, if its window is traced.
    @exclusivity(unchecked) static var active: HitTestRecorder?
    /// The views passed over, in the order the hit test rejected them.
    private(set) var skipped: [(view: UIView, reason: HitTestSkipReason)] = []

    /// `view` rejected `point` (in its own coordinates) in the default `hitTest(_:with:)`.
    func viewRejected(_ view: UIView, at point: CGPoint) {
        let reason: HitTestSkipReason
        if view.isHidden {
            reason = .hidden
        } else if !view.isUserInteractionEnabled {
            reason = .userInteractionDisabled
        } else if view.alpha < 0.01 {
            reason = .transparent
        } else if !view.transformIsInvertible {
            reason = .collapsedTransform
        } else if view.interactionBlockingAnimationCount > 0 {
            reason = .animating
        } else if !view.bounds.contains(point) {
            reason = .outsideBounds
        } else {
            reason = .pointInsideRejected
        }
        skipped.append((view, reason))
    }

    /// A subview's `hitTest(_:with:)` returned nil: an override did, unless the default already reported it.
    func subviewMissed(_ view: UIView) {
        guard !skipped.contains(where: { $0.view === view }) else { return }
        skipped.append((view, .hitTestOverride))
    }
}
