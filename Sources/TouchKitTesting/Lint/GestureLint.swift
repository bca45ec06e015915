import TouchKit

/// Reads a scene's views and gesture recognizers and reports what is certainly or probably wrong with them, each
/// finding with the reason in words, the rule's source and the fix: the gesture conflicts a developer would otherwise
/// find by feel, on a device, one at a time.
///
/// ```swift
/// @Test func photoScreenHasNoGestureConflicts() {
///     let report = GestureLint.check(makePhotoScreen())
///     #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(report)")
/// }
/// ```
///
/// The rules (``GestureLintRule``), each in a file of its own:
/// - failure-requirement cycles (`GestureLint+Requirements.swift`);
/// - recognizers that can never recognize: on a view no touch reaches, or always losing the tie to an identical one
///   (`GestureLint+Reachability.swift`);
/// - a pan inside a scroll view that scrolls the same way (`GestureLint+ScrollViews.swift`);
/// - a tap delayed by, or firing with, a tap needing more taps (`GestureLint+Requirements.swift`);
/// - touch targets below 44 × 44 pt (`GestureLint+HitTargets.swift`);
/// - a recognizer on a disabled control (`GestureLint+Reachability.swift`).
///
/// The lint reads the scene as it is now: it runs `layoutIfNeeded()` on the top view, hit-tests points of the views
/// that have recognizers (overrides of `hitTest(_:with:)` and `point(inside:with:)` run), and asks the recognizers'
/// subclass and delegate methods about failure requirements and simultaneous recognition for the pairs that can
/// share a touch, as UIKit asks them during an attempt. It sends no touch to the scene and leaves its state as it
/// was: the one probe it plays, a drag for a pan subclass inside a scroll view, borrows that recognizer into a window
/// of its own and puts it back (`PanAxisProbe`).
///
/// UIKit has no such tool; it is TouchKit's own. See also ``GestureExplorer`` (the same conflicts found by playing
/// touches) and ``GestureLatency`` (what each recognizer's wait costs).
@preconcurrency @MainActor
public enum GestureLint {
    /// Lints `view` (usually a window) and everything in it.
    public static func check(_ view: UIView) -> GestureLintReport {
        let scene = LintScene(root: view)
        var findings: [GestureLintFinding] = []
        findings += requirementCycles(in: scene)
        findings += unreachableRecognizers(in: scene)
        findings += alwaysExcludedRecognizers(in: scene)
        findings += pansInsideScrollViews(in: scene)
        findings += multiTapConflicts(in: scene)
        findings += smallHitTargets(in: scene)
        return GestureLintReport(findings: findings)
    }
}

/// A scene as the lint reads it: every view under the root, every recognizer with its view, and the questions UIKit's
/// arbitration asks about a pair of recognizers.
@MainActor
struct LintScene {
    /// A recognizer and the view it is attached to.
    struct Entry {
        let recognizer: UIGestureRecognizer
        let view: UIView
    }

    /// The view linted.
    let root: UIView
    /// The top of the root's hierarchy (its window, when it has one): where hit tests start.
    let top: UIView
    /// Every view under the root, the root first, depth first in subview order.
    private(set) var views: [UIView] = []
    /// Every enabled recognizer under the root, in view order, then in the order they were added.
    private(set) var entries: [Entry] = []

    init(root: UIView) {
        self.root = root
        var top = root
        while let superview = top.superview { top = superview }
        self.top = top
        top.layoutIfNeeded()
        collect(root)
    }

    private mutating func collect(_ view: UIView) {
        views.append(view)
        for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled {
            entries.append(Entry(recognizer: recognizer, view: view))
        }
        for subview in view.subviews { collect(subview) }
    }

    /// Whether a recognizer belongs to the engine rather than the app: a scroll view's own pan, pinch and touch
    /// delay, or another of TouchKit's private recognizers (a list's swipe and reorder pans). The rules about the app's
    /// recognizers skip them; the requirement graph keeps them.
    func isEngineOwned(_ entry: Entry) -> Bool {
        if let scrollView = entry.view as? UIScrollView, scrollView.isOwnRecognizer(entry.recognizer) { return true }
        let typeName = String(reflecting: type(of: entry.recognizer))
        return typeName.hasPrefix("TouchKit.") && !Self.publicRecognizerTypes.contains(typeName)
    }

    private static let publicRecognizerTypes: Set<String> = [
        "TouchKit.UIGestureRecognizer", "TouchKit.UITapGestureRecognizer", "TouchKit.UILongPressGestureRecognizer",
        "TouchKit.UIPanGestureRecognizer", "TouchKit.UIScreenEdgePanGestureRecognizer",
        "TouchKit.UISwipeGestureRecognizer", "TouchKit.UIPinchGestureRecognizer",
        "TouchKit.UIRotationGestureRecognizer",
    ]

    /// Whether one touch can reach both views' recognizers: the same view, or one inside the other (siblings never
    /// share a touch's recognizers; docs/UIKitFacts.md, "Gesture recognizer core", Exclusion).
    static func shareTouches(_ first: UIView, _ second: UIView) -> Bool {
        first === second || first.isDescendant(of: second) || second.isDescendant(of: first)
    }

    /// Whether `waiter` waits for `other` to fail, by any of UIKit's sources: `require(toFail:)`, the subclass
    /// methods, the delegate methods. The dynamic ones are asked only of pairs that can share a touch, as UIKit asks
    /// them only of recognizers in the same attempt.
    static func waits(_ waiter: Entry, on other: Entry) -> Bool {
        if waiter.recognizer.listedFailureRequirements.contains(where: { $0 === other.recognizer }) { return true }
        guard shareTouches(waiter.view, other.view) else { return false }
        return waiter.recognizer.shouldRequireFailure(of: other.recognizer)
            || other.recognizer.shouldBeRequiredToFail(by: waiter.recognizer)
            || waiter.recognizer.delegate?.gestureRecognizer(waiter.recognizer, shouldRequireFailureOf: other.recognizer) == true
            || other.recognizer.delegate?.gestureRecognizer(other.recognizer, shouldBeRequiredToFailBy: waiter.recognizer) == true
    }

    /// Whether a failure requirement links the two, either way.
    static func linked(_ first: Entry, _ second: Entry) -> Bool {
        waits(first, on: second) || waits(second, on: first)
    }

    /// Whether the two may recognize together: either delegate says so (one yes is enough), or neither may prevent
    /// the other (`canPrevent`, `canBePrevented`).
    static func recognizeTogether(_ first: Entry, _ second: Entry) -> Bool {
        let a = first.recognizer, b = second.recognizer
        if a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true { return true }
        if b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true { return true }
        let aPreventsB = a.canPrevent(b) && b.canBePrevented(by: a)
        let bPreventsA = b.canPrevent(a) && a.canBePrevented(by: b)
        return !aPreventsB && !bPreventsA
    }

    /// "tap on photo": a recognizer and its view, as findings name them.
    static func name(_ entry: Entry) -> String {
        "\(TraceEvent.describe(entry.recognizer)) on \(TraceEvent.describe(entry.view))"
    }
}
