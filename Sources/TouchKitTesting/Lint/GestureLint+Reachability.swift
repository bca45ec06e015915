import TouchKit

/// The rules about recognizers that can never recognize: on a view no touch reaches, on a disabled control, or always
/// losing the tie to an identical recognizer.
extension GestureLint {
    /// Why no touch reaches a view, worst first.
    private enum Blocker {
        case interactionOff(UIView), disabledControl(UIControl), hidden(UIView), transparent(UIView)
        case outsideBounds(UIView), covered(by: UIView?)
    }

    /// One finding per view whose recognizers no touch reaches (the first of its recognizers named), or whose
    /// control is disabled.
    static func unreachableRecognizers(in scene: LintScene) -> [GestureLintFinding] {
        var findings: [GestureLintFinding] = []
        var seen: [ObjectIdentifier] = []
        for entry in scene.entries where !scene.isEngineOwned(entry) && !seen.contains(ObjectIdentifier(entry.view)) {
            seen.append(ObjectIdentifier(entry.view))
            guard let blocker = blocker(of: entry.view, in: scene) else { continue }
            findings.append(finding(for: entry, blocker: blocker))
        }
        return findings
    }

    /// What keeps touches from `view`, if anything: a property of the view or an ancestor, else the hit tests of a grid
    /// of points over the view, none of which lands on it or inside it.
    private static func blocker(of view: UIView, in scene: LintScene) -> Blocker? {
        var ancestor: UIView? = view
        while let current = ancestor {
            if !current.isUserInteractionEnabled { return .interactionOff(current) }
            if let control = current as? UIControl, !control.isEnabled { return .disabledControl(control) }
            if current.isHidden { return .hidden(current) }
            if current.alpha < 0.01 { return .transparent(current) }
            ancestor = current.superview
        }
        let points = probePoints(in: view.bounds)
        var hits: [UIView?] = []
        for point in points {
            let hit = scene.top.hitTest(view.convert(point, to: scene.top), with: nil)
            if let hit, hit === view || hit.isDescendant(of: view) { return nil }
            hits.append(hit)
        }
        // Nothing reached it: an ancestor whose touch area excludes every point, or something in front.
        var current: UIView? = view
        while let inner = current, let outer = inner.superview {
            if !points.contains(where: { outer.point(inside: view.convert($0, to: outer), with: nil) }) {
                // Content outside a scroll view's bounds scrolls into them: reachable once scrolled.
                return outer is UIScrollView ? nil : .outsideBounds(outer)
            }
            current = outer
        }
        return .covered(by: hits[hits.count / 2])
    }

    /// A 5 × 5 grid over `bounds`, each point in the middle of its cell.
    static func probePoints(in bounds: CGRect) -> [CGPoint] {
        var points: [CGPoint] = []
        for row in 0..<5 {
            for column in 0..<5 {
                points.append(CGPoint(x: bounds.minX + bounds.width * (CGFloat(column) + 0.5) / 5,
                                      y: bounds.minY + bounds.height * (CGFloat(row) + 0.5) / 5))
            }
        }
        return points
    }

    private static func finding(for entry: LintScene.Entry, blocker: Blocker) -> GestureLintFinding {
        let subject = LintScene.name(entry)
        let recognizer = TraceEvent.describe(entry.recognizer), view = TraceEvent.describe(entry.view)
        func itself(_ other: UIView) -> String {
            other === entry.view ? "its view" : "its ancestor \(TraceEvent.describe(other))"
        }
        func unreachable(_ severity: GestureLintFinding.Severity, _ why: String, _ fix: String) -> GestureLintFinding {
            GestureLintFinding(
                severity: severity, rule: .unreachableRecognizer, recognizer: recognizer, view: view,
                reason: "\(subject) can never recognize: \(why), so hit testing never reaches it", fix: fix)
        }
        switch blocker {
        case .interactionOff(let other):
            let typeName = String(describing: type(of: other))
            let byDefault = other is UIImageView || typeName == "UILabel"
                ? " (a \(typeName) has user interaction off by default)" : ""
            return unreachable(.error, "\(itself(other)) has isUserInteractionEnabled false\(byDefault)",
                               "set \(TraceEvent.describe(other)).isUserInteractionEnabled = true")
        case .disabledControl(let control):
            return GestureLintFinding(
                severity: .warning, rule: .recognizerOnDisabledControl, recognizer: recognizer, view: view,
                reason: "\(subject) gets no touch while \(itself(control)) is a disabled control: hit testing passes over "
                    + "a disabled UIControl and everything in it",
                fix: "enable the control when the gesture should work, or attach the recognizer to a view that stays "
                    + "enabled")
        case .hidden(let other):
            return unreachable(.warning, "\(itself(other)) is hidden",
                               "show \(TraceEvent.describe(other)) before the gesture is needed, or remove the recognizer")
        case .transparent(let other):
            return unreachable(.warning, "\(itself(other)) has alpha \(other.alpha), below 0.01",
                               "give \(TraceEvent.describe(other)) an alpha of at least 0.01 (0.011 looks invisible and "
                                   + "still takes touches)")
        case .outsideBounds(let outer):
            return unreachable(.warning, "its view lies outside the bounds of \(TraceEvent.describe(outer)), and a "
                                   + "point outside a view's bounds never reaches its subviews",
                               "move \(view) inside \(TraceEvent.describe(outer)), grow that view, or override its "
                                   + "point(inside:with:) to take the overflowing area")
        case .covered(let front):
            let frontName = front.map(TraceEvent.describe) ?? "nothing"
            return unreachable(.warning, "every point of its view hit-tests to \(frontName), in front of it",
                               "move \(frontName) out of the way, or let touches through it (override hitTest(_:with:) "
                                   + "to return nil where it would return itself, the 2014 talk's overlay)")
        }
    }

    /// Recognizers that lose every tie to an identical one on the same view (same class, same numbers, neither
    /// allowing the other alongside, no failure requirement between them): they recognize on the same event, and the
    /// one added last wins (docs/UIKitFacts.md, "Gesture recognizer core", Ties).
    static func alwaysExcludedRecognizers(in scene: LintScene) -> [GestureLintFinding] {
        var findings: [GestureLintFinding] = []
        let entries = scene.entries.filter { !scene.isEngineOwned($0) }
        for (index, loser) in entries.enumerated() {
            guard let winner = entries[(index + 1)...].first(where: {
                $0.view === loser.view && sameGesture($0.recognizer, loser.recognizer)
                    && !LintScene.linked($0, loser) && !LintScene.recognizeTogether($0, loser)
            }) else { continue }
            findings.append(GestureLintFinding(
                severity: .error, rule: .alwaysExcluded,
                recognizer: TraceEvent.describe(loser.recognizer), view: TraceEvent.describe(loser.view),
                reason: "\(LintScene.name(loser)) can never recognize: \(TraceEvent.describe(winner.recognizer)), added "
                    + "later to the same view, looks for the same gesture, recognizes on the same touch and wins the tie",
                fix: "remove one of the two, or give the second different numbers (taps, touches, duration)"))
        }
        return findings
    }

    /// Whether two built-in recognizers of the same class would recognize on the same events.
    private static func sameGesture(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        guard type(of: first) == type(of: second) else { return false }
        switch (first, second) {
        case let (a as UITapGestureRecognizer, b as UITapGestureRecognizer):
            return a.numberOfTapsRequired == b.numberOfTapsRequired && a.numberOfTouchesRequired == b.numberOfTouchesRequired
        case let (a as UILongPressGestureRecognizer, b as UILongPressGestureRecognizer):
            return a.minimumPressDuration == b.minimumPressDuration && a.numberOfTouchesRequired == b.numberOfTouchesRequired
                && a.numberOfTapsRequired == b.numberOfTapsRequired && a.allowableMovement == b.allowableMovement
        case let (a as UISwipeGestureRecognizer, b as UISwipeGestureRecognizer):
            return a.direction == b.direction && a.numberOfTouchesRequired == b.numberOfTouchesRequired
        case let (a as UIPanGestureRecognizer, b as UIPanGestureRecognizer):
            return !(a is UIScreenEdgePanGestureRecognizer) && a.minimumNumberOfTouches == b.minimumNumberOfTouches
                && a.maximumNumberOfTouches == b.maximumNumberOfTouches
        case (is UIPinchGestureRecognizer, is UIPinchGestureRecognizer),
             (is UIRotationGestureRecognizer, is UIRotationGestureRecognizer):
            return true
        default:
            return false
        }
    }
}
