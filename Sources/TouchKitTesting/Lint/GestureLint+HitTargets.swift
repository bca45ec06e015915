import TouchKit

/// The rule about small touch targets.
extension GestureLint {
    /// 44 pt: the smallest comfortable touch target on each side. The 2014 talk, Advanced Scrollviews and Touch
    /// Handling Techniques ("pretty difficult to hit a view with your finger if it's less than 44 points wide or
    /// tall"); UIKit's bar and row heights (docs/UIKitFacts.md, "Hit testing and touches").
    public static let minimumTargetSize: CGFloat = 44

    /// Touch targets (views with an app recognizer, enabled controls) narrower or shorter than 44 pt whose
    /// `point(inside:with:)` does not take the points 44 pt wide and tall around their centre, as the 2014 talk's dots
    /// do: a warning each.
    static func smallHitTargets(in scene: LintScene) -> [GestureLintFinding] {
        var findings: [GestureLintFinding] = []
        for view in scene.views where isTarget(view, in: scene) {
            let bounds = view.bounds
            guard bounds.width < minimumTargetSize || bounds.height < minimumTargetSize else { continue }
            let half = minimumTargetSize / 2 - 0.5
            let corners = [(-half, -half), (half, -half), (-half, half), (half, half)].map {
                CGPoint(x: bounds.midX + $0.0, y: bounds.midY + $0.1)
            }
            if corners.allSatisfy({ view.point(inside: $0, with: nil) }) { continue }
            let size = "\(format(bounds.width)) × \(format(bounds.height)) pt"
            let recognizer = view.gestureRecognizers?.first { $0.isEnabled }
            findings.append(GestureLintFinding(
                severity: .warning, rule: .smallHitTarget,
                recognizer: recognizer.map(TraceEvent.describe), view: TraceEvent.describe(view),
                reason: "\(TraceEvent.describe(view)) is a touch target of \(size), smaller than 44 × 44 pt: hard to hit "
                    + "with a finger",
                fix: "make it at least 44 × 44 pt, or grow its touch area in point(inside:with:) to 44 pt around its "
                    + "centre (the 2014 talk's technique; override hitTest(_:with:) to agree if it does)"))
        }
        return findings
    }

    private static func isTarget(_ view: UIView, in scene: LintScene) -> Bool {
        if let control = view as? UIControl { return control.isEnabled }
        return scene.entries.contains { $0.view === view && !scene.isEngineOwned($0) }
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}
