import TouchKit

/// Gestures aimed at a view rather than a point, which check that they land on it.
///
/// A test that taps "the button" taps the middle of the button's bounds; if something else would get the touch (an
/// overlay on top, a hidden ancestor, a button moved off screen), the window's diagnostic observers get a
/// `TouchDiagnostic.Kind.missedTarget` diagnostic naming the view that is hit, and the gesture goes ahead, as
/// Flutter's `WidgetTester.tap(warnIfMissed:)` does. `TouchExplanation` then tells why that view was hit and the
/// aimed one skipped.
///
/// The aim is checked by one hit test of the window just before the gesture, so overrides of `hitTest(_:with:)` and
/// `point(inside:with:)` run once more than the gesture alone would run them (TouchKit's choice: Flutter also
/// hit-tests separately to warn).
extension TouchSimulator {
    /// The middle of `view`'s bounds, in window coordinates.
    public func center(of view: UIView) -> CGPoint {
        let bounds = view.bounds
        return view.convert(CGPoint(x: bounds.midX, y: bounds.midY), to: window)
    }

    /// Taps the middle of `view` (``tap(at:taps:fingers:)``), with a `TouchDiagnostic.Kind.missedTarget`
    /// diagnostic when another view would get the touch, unless `warnIfMissed` is false.
    public func tap(on view: UIView, taps: Int = 1, warnIfMissed: Bool = true) {
        let point = center(of: view)
        if warnIfMissed { checkAim(at: view, point: point) }
        tap(at: point, taps: taps)
    }

    /// Holds a finger on the middle of `view` (``longPress(at:duration:)``), with the same check as
    /// ``tap(on:taps:warnIfMissed:)``.
    public func longPress(on view: UIView, duration: TimeInterval = 0.6, warnIfMissed: Bool = true) {
        let point = center(of: view)
        if warnIfMissed { checkAim(at: view, point: point) }
        longPress(at: point, duration: duration)
    }

    /// Drags from the middle of `view` by `translation` (``drag(from:to:duration:lift:)``), with the same check as
    /// ``tap(on:taps:warnIfMissed:)``. Returns the finger.
    @discardableResult
    public func drag(
        on view: UIView, by translation: CGPoint, duration: TimeInterval = 0.3, lift: Bool = true, warnIfMissed: Bool = true
    ) -> Finger {
        let start = center(of: view)
        if warnIfMissed { checkAim(at: view, point: start) }
        return drag(from: start, to: CGPoint(x: start.x + translation.x, y: start.y + translation.y), duration: duration, lift: lift)
    }

    /// Reports a `TouchDiagnostic.Kind.missedTarget` diagnostic if a touch at `point` would not reach `view`.
    private func checkAim(at view: UIView, point: CGPoint) {
        let hit = window.hitTest(window.convertFromRoot(point), with: nil)
        if let hit, hit === view || hit.isDescendant(of: view) { return }
        let hitName = hit.map(TraceEvent.describe) ?? "nothing"
        let message = view.window !== window
            ? "simulator: aimed at \(TraceEvent.describe(view)), which is not in this window; the touch at \(ExplanationText.point(point)) hits \(hitName)"
            : "simulator: aimed at \(TraceEvent.describe(view)), but the touch at \(ExplanationText.point(point)) hits \(hitName)"
        window.report(TouchDiagnostic(kind: .missedTarget, message: message))
    }
}
