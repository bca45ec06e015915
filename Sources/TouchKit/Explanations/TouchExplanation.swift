/// What happened to each touch of a run, in words a test can assert on and a person can read: "why didn't my
/// gesture fire, why did it fire late, who took my touch".
///
/// Built from a window's trace (``TraceEvent``), usually through a ``TouchExplainer``:
///
/// ```swift
/// let explainer = TouchExplainer(window: window)
/// simulator.tap(at: CGPoint(x: 150, y: 150))
/// let explanation = explainer.explanation
/// print(explanation)                                  // the plain-text rendering
/// #expect(explanation.touches[0].hitTest.hitView == "button")
/// ```
///
/// For each touch (one finger from down to up) it tells:
/// - the hit test: the views it went through, the view it found, and each view it passed over with the reason
///   (``HitTestSkipReason``: hidden, alpha, user interaction off, outside the bounds, `point(inside:with:)` said no);
/// - the gesture recognizers on the path that were not offered the touch, with the gate that closed
///   (``RecognizerGate``: touch type, enabled, the delegate's `shouldReceive`, exclusive touch);
/// - the recognizers that were offered it (``Recognizer``): their states, actions, who prevented whom under which
///   rule (``ExclusionRule``), which failure requirement each waited on and for how long;
/// - what the view received and when (``ViewDelivery``): delivered, delayed, released, cancelled or dropped.
///
/// UIKit has no equivalent; the closest is reading `UIGestureRecognizer` logs in the debugger.
///
/// See also ``TouchExplainer``, `Timeline` (the same trace as a picture), ``TraceEvent``.
public struct TouchExplanation: Sendable, Equatable, CustomStringConvertible {
    /// Every touch, in the order the fingers went down.
    public var touches: [Touch]
    /// Every recognizer attempt seen, in the order the recognizers were first offered a touch (or changed state).
    public var recognizers: [Recognizer]
    /// The diagnostics of the run (bad input, misuse, a scripted touch that missed its view).
    public var diagnostics: [TouchDiagnostic]

    /// The explanation of `events`, a window's trace in the order it was emitted (``TouchExplainer/events``).
    public init(events: [TraceEvent]) {
        var builder = ExplanationBuilder()
        for event in events { builder.add(event) }
        self = builder.finish()
    }

    /// An explanation made of its parts.
    public init(touches: [Touch], recognizers: [Recognizer], diagnostics: [TouchDiagnostic]) {
        self.touches = touches
        self.recognizers = recognizers
        self.diagnostics = diagnostics
    }

    /// The touches of one host finger (a finger id a real host reuses gives several).
    public func touches(ofFinger finger: Int) -> [Touch] {
        touches.filter { $0.finger == finger }
    }

    /// The attempts of the recognizer with this trace name (its `name`, or its type).
    public func recognizers(named name: String) -> [Recognizer] {
        recognizers.filter { $0.name == name }
    }

    /// The plain-text rendering, one block per touch (`touchkit demo NAME --explain` prints it).
    public var description: String { ExplanationText(self).render() }
}
