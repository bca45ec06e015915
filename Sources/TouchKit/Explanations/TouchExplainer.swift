/// Records a window's trace for a ``TouchExplanation``: every ``TraceEvent`` from the moment it is created until
/// ``stop()``.
///
/// ```swift
/// let explainer = TouchExplainer(window: window)
/// simulator.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 170, y: 150), duration: 2.0 / 60)
/// print(explainer.explanation)
/// ```
///
/// Recording turns the window's tracing on (``UIWindow/addTraceObserver(_:)``), which builds a trace event for every
/// step of delivery; leave it off where speed matters.
///
/// UIKit has no equivalent: this is a TouchKit tool.
@preconcurrency @MainActor
public final class TouchExplainer {
    /// The window recorded.
    public let window: UIWindow
    /// Every trace event so far, in the order the window emitted them.
    public private(set) var events: [TraceEvent] = []
    private var token: Int?

    /// Starts recording `window`'s trace.
    public init(window: UIWindow) {
        self.window = window
        token = window.addTraceObserver { [weak self] event in self?.events.append(event) }
    }

    /// What happened to every touch so far.
    public var explanation: TouchExplanation { TouchExplanation(events: events) }

    /// Stops recording; the events so far stay.
    public func stop() {
        if let token { window.removeObserver(token) }
        token = nil
    }
}
