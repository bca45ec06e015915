import TouchKit

/// Takes ``SceneSnapshot`` frames of a window while a scene plays: on request, at chosen times, every so many
/// milliseconds of virtual time, or after each touch event.
///
/// ```swift
/// let filmstrip = FilmstripRecorder(window: window, schedule: .every(0.1))
/// simulator.flick(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -2000))
/// simulator.settle()
/// filmstrip.finish()
/// let pictures = filmstrip.frames.map { SVGSnapshot().render($0.snapshot) }
/// ```
///
/// The recorder never schedules anything on the clock (that would change what `MediaClock.hasPendingWork` says
/// and so how the scene plays). It looks at the scene at the moments something can change it: just before each
/// touch event is delivered, and just after each timer or display-link callback. A frame asked for at time `t` is
/// taken at the first such moment at or after `t`, and carries that moment's time; while nothing happens, no frames
/// are taken, since the scene cannot change (except by code that sets properties directly between clock steps:
/// ``capture()`` takes a frame at any time). Fingers are those down at the moment, in window coordinates.
///
/// Like ``TimelineRecorder``, it turns the window's tracing on while it records.
///
/// UIKit has no equivalent: this is a TouchKit tool.
///
/// See also ``SVGSnapshot``, ``TimelineRecorder``.
@preconcurrency @MainActor
public final class FilmstripRecorder {
    /// When frames are taken without being asked for one by one.
    public enum Schedule: Sendable, Equatable {
        /// Only on ``FilmstripRecorder/capture()`` and ``FilmstripRecorder/capture(at:)``.
        case manual
        /// At 0 and every `interval` seconds of the window's clock after it (at the first moment the recorder sees
        /// at or after each). An infinite interval means never again after the first frame; zero, negative or NaN
        /// intervals are 0.1 s.
        case every(TimeInterval)
        /// After each touch event (at the next moment the recorder sees: the next touch event, a callback, or
        /// ``FilmstripRecorder/finish()``).
        case afterEachTouchEvent
    }

    /// One picture of the scene.
    public struct Frame: Sendable, Equatable {
        /// Its position in ``FilmstripRecorder/frames``.
        public var index: Int
        /// The window's clock when it was taken.
        public var time: TimeInterval
        /// The scene.
        public var snapshot: SceneSnapshot
    }

    /// The window watched.
    public let window: UIWindow
    /// The view whose tree is drawn (the window by default).
    public let view: UIView
    /// When frames are taken automatically.
    public let schedule: Schedule
    /// Every frame so far, in the order taken.
    public private(set) var frames: [Frame] = []
    /// Called with each frame as it is taken (to number frames across several windows, for instance).
    public var frameTaken: (@MainActor (Frame) -> Void)?

    private var token: Int?
    private var isRecording = true
    private var requestedTimes: [TimeInterval] = []
    private var nextScheduledTime: TimeInterval?
    private var touchEventPending = false
    private var changedSinceLastFrame = false
    private var lastDispatch: UInt64?
    private var fingers: [Int: SceneSnapshot.Finger] = [:]

    /// Starts watching `window`, drawing `view` (the window when nil), taking frames on `schedule`.
    public init(window: UIWindow, view: UIView? = nil, schedule: Schedule = .manual) {
        self.window = window
        self.view = view ?? window
        self.schedule = schedule
        if case .every = schedule { nextScheduledTime = -.infinity }
        token = window.addTraceObserver { [weak self] event in self?.observe(event) }
        window.clock.afterCallback.append((ObjectIdentifier(self), { [weak self] in self?.clockCallbackDidRun() }))
    }

    /// Takes a frame now.
    @discardableResult
    public func capture() -> Frame {
        let snapshot = SceneSnapshot(
            of: view, fingers: fingers.keys.sorted().map { fingers[$0]! })
        let frame = Frame(index: frames.count, time: window.clock.now, snapshot: snapshot)
        frames.append(frame)
        changedSinceLastFrame = false
        touchEventPending = false
        frameTaken?(frame)
        return frame
    }

    /// Asks for a frame at `time` on the window's clock: taken at the first moment the recorder sees at or after
    /// it (now, if `time` has passed).
    public func capture(at time: TimeInterval) {
        guard isRecording else { return }
        if time <= window.clock.now {
            capture()
        } else {
            requestedTimes.append(time)
            requestedTimes.sort()
        }
    }

    /// Takes a last frame if anything may have changed since the previous one (or none was taken), then stops
    /// watching. Frames asked for later than now are not taken.
    public func finish() {
        guard isRecording else { return }
        if touchEventPending || changedSinceLastFrame || frames.isEmpty { capture() }
        isRecording = false
        requestedTimes.removeAll()
        if let token { window.removeObserver(token) }
        token = nil
    }

    // MARK: Watching

    private func observe(_ event: TraceEvent) {
        guard isRecording else { return }
        defer { changedSinceLastFrame = true }
        guard case .touch(let phase, let location) = event.kind else { return }
        // The first sample of an event is traced before anything in the event is delivered: the moment to look.
        let dispatch = window.dispatchGeneration
        if dispatch != lastDispatch {
            lastDispatch = dispatch
            takeDueFrames()
            if schedule == .afterEachTouchEvent { touchEventPending = true }
        }
        guard let finger = event.finger else { return }
        switch phase {
        case .began, .moved, .stationary:
            fingers[finger] = SceneSnapshot.Finger(id: finger, location: location, phase: phase)
        case .ended, .cancelled:
            fingers[finger] = nil
        }
    }

    private func clockCallbackDidRun() {
        guard isRecording else { return }
        changedSinceLastFrame = true
        takeDueFrames()
    }

    /// At most one frame per moment, however many requests fell due.
    private func takeDueFrames() {
        let now = window.clock.now
        var due = touchEventPending
        if let first = requestedTimes.first, first <= now {
            requestedTimes.removeAll { $0 <= now }
            due = true
        }
        if case .every(let interval) = schedule, let next = nextScheduledTime, next <= now {
            due = true
            if interval == .infinity {
                nextScheduledTime = .infinity
            } else {
                let step = interval > 0 ? interval : 0.1
                nextScheduledTime = ((now / step).rounded(.down) + 1) * step
            }
        }
        if due { capture() }
    }
}
