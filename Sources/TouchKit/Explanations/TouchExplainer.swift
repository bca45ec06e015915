/// Records a window's trace for a ``TouchExplanation``: every ``TraceEvent`` from the moment it is created until
/// ``stop()``.
///
/// ```swift
/// let explainer = TouchExplainer(window: window)
/// simulator.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 170, y: 150), duration: 2.0 / 60)
/// print(explainer.explanation)
/// ```
///
/// Like ``TimelineRecorder`` (which it uses), it turns the window's tracing on: leave it off where speed matters.
///
/// UIKit has no equivalent: this is a TouchKit tool.
@preconcurrency @MainActor
public final class TouchExplainer {
    private let recorder: TimelineRecorder

    /// Starts recording `window`'s trace.
    public init(window: UIWindow) {
        recorder = TimelineRecorder(window: window)
    }

    /// The window recorded.
    public var window: UIWindow { recorder.window }

    /// Every trace event so far, in the order the window emitted them.
    public var events: [TraceEvent] { recorder.events }

    /// What happened to every touch so far.
    public var explanation: TouchExplanation { TouchExplanation(events: recorder.events) }

    /// Stops recording; the events so far stay.
    public func stop() { recorder.stop() }
}
