import TouchKit

/// Records a window's trace for a timeline picture: every `TraceEvent` from the moment it is created until
/// ``stop()``.
///
/// ```swift
/// let recorder = TimelineRecorder(window: window, title: "tap + pan")
/// simulator.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 170, y: 150), duration: 2.0 / 60)
/// let svg = recorder.svg()                       // or SVGTimeline().render(recorder.timeline)
/// ```
///
/// Recording turns the window's tracing on (`UIWindow.addTraceObserver(_:)`), which builds a trace event for every
/// step of delivery; leave it off where speed matters.
///
/// UIKit has no equivalent: this is a TouchKit tool.
///
/// See also ``Timeline``, ``SVGTimeline``, ``FilmstripRecorder``.
@preconcurrency @MainActor
public final class TimelineRecorder {
    /// The window recorded.
    public let window: UIWindow
    /// The picture's heading.
    public var title: String?
    /// Every trace event so far, in the order the window emitted them.
    public private(set) var events: [TraceEvent] = []
    private var token: Int?

    /// Starts recording `window`'s trace.
    public init(window: UIWindow, title: String? = nil) {
        self.window = window
        self.title = title
        token = window.addTraceObserver { [weak self] event in self?.events.append(event) }
    }

    /// Stops recording; the events so far stay.
    public func stop() {
        if let token { window.removeObserver(token) }
        token = nil
    }

    /// The recorded events as lanes.
    public var timeline: Timeline { Timeline(events: events, title: title) }

    /// The recorded events drawn as an SVG document.
    public func svg(_ renderer: SVGTimeline = SVGTimeline()) -> String {
        renderer.render(timeline)
    }
}
