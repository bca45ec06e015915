import TouchKit
import TouchKitPictures
import TouchKitScenes

/// One browser tab's scene: its own window, clock and ``TouchKit/TouchHost``, fed by the tab's messages and pumped at
/// the display rate. The server owns one per WebSocket; tests drive one directly, with virtual time.
///
/// A scene is a demo from ``TouchKitScenes/DemoCatalog``: its script runs once (in virtual time, so instantly), and
/// its first window, as the script left it, is what the tab touches. So every demo, including ones added later, is
/// playable with no extra code (the playground's decision; a demo with several windows shows its first).
///
/// Time: the engine never reads the wall clock; this host does. `now` is the host's monotonic time in seconds. The
/// window's clock runs at `rate` × real time from where the script left it (slow motion below 1). A pointer message's
/// browser timestamp is mapped onto the host's time by the offset seen on the tab's first pointer message, so the
/// gaps between samples (what velocities are made of) are the browser's, not the network's. A timestamp more than
/// ``futureTolerance`` ahead of its arrival is clamped to the arrival, with a log line; one more than
/// ``staleTolerance`` behind (a tab that was asleep) re-anchors the offset.
///
/// Bad messages (``PlaygroundMessage/parse(_:)``), messages over the rate limit, unknown scenes, and samples the host
/// rejects (a finger that never began, see ``TouchKit/TouchHost``) are dropped with a log line; nothing a page sends
/// can crash the server or touch another tab.
@MainActor
public final class PlaygroundSession {
    /// The tab's number, for log lines and the state endpoint.
    public let id: Int
    /// The scene's demo name.
    public private(set) var sceneName: String
    /// The window the tab touches.
    public private(set) var window: UIWindow
    /// The host the tab's input goes to (a new one with each scene).
    private(set) var host: TouchHost
    private var output: DemoOutput
    let now: () -> Double
    private let logLine: (String) -> Void
    private var logSecond = -Double.infinity
    private var linesThisSecond = 0
    private var suppressedLines = 0
    /// Log lines a tab may cause per second; the rest are counted and reported in the next second's first line.
    static let logLinesPerSecond = 20
    private var rateLimit = MessageRateLimit()
    /// The tab's share of the server's time (``PlaygroundWorkBudget``), charged each message's measured cost.
    public private(set) var workBudget = PlaygroundWorkBudget()
    /// The clock work is measured with: the host's monotonic time, or a test's.
    private let workClock: () -> Double

    // Time.
    /// How fast the window's clock runs against real time (1: real time).
    public private(set) var rate = 1.0
    private var anchorReal: Double
    private var anchorEngine: Double
    private var pageOffset: Double?
    private var lastSampleTime = -Double.infinity
    /// The indirect input under way (a pinch made of Ctrl+wheel events, the last pen sample), for the mapping.
    var indirect = PlaygroundIndirectState()
    /// How far ahead of its arrival a pointer message's timestamp may be (seconds): clock skew between the page's
    /// `performance.now()` and ours, plus scheduling noise.
    static let futureTolerance = 0.05
    /// How far behind its arrival a timestamp may be before the offset is taken again (seconds).
    static let staleTolerance = 1.0

    // Counters, for the state endpoint and the load test.
    /// The highest pointer `seq` applied.
    public private(set) var lastSeq = 0
    /// Pointer messages applied.
    public private(set) var applied = 0
    /// Pointer messages whose `seq` was not above the last one (dropped).
    public private(set) var outOfOrder = 0
    /// Pointer `seq` numbers skipped (messages the page numbered but that never arrived or were dropped here).
    public private(set) var missing = 0
    /// Messages dropped, for any reason.
    public private(set) var dropped = 0
    /// Arrival → frame latencies, seconds.
    public private(set) var latencies = LatencyRecorder()
    private(set) var pendingArrivals: [Double] = []

    // What the next frame tells.
    private var lastSnapshot: SceneSnapshot?
    private var lastAckSent = -1
    private var lastPointer: SessionState.Pointer?
    /// The recording under way, if any.
    private(set) var recorder: PlaygroundTraceRecorder?
    /// A stopped recording's trace, for the next frame.
    private(set) var download: FrameMessage.Download?
    private var lastRecordingCount: Int?
    private var lastPen: SessionState.Pen?
    private(set) var traceLines: [String] = []
    private(set) var saidLines: [String] = []
    private var sequence: [TraceEvent] = []
    private var sequenceChanged = false
    private var lastExplanationTime = -Double.infinity
    /// The last touch sequence's explanation.
    private(set) var explanation: TouchExplanation?
    /// Trace lines and demo lines sent in one frame at most; the rest wait (the page's list shows the last 200).
    static let traceLinesPerFrame = 60
    /// Lines waiting for a frame at most; older ones are dropped (a flood of samples cannot grow memory).
    static let pendingLineLimit = 300
    /// Arrivals waiting for the frame that shows them, at most (their latencies are measured; later ones are not).
    static let pendingArrivalLimit = 1024
    /// Trace events kept for one touch sequence's explanation and timeline.
    static let sequenceLimit = 4000
    /// How often the explanation and the timeline are recomputed while a sequence goes on (seconds).
    static let explanationInterval = 0.25

    /// The scene `sceneName` (the catalog's first if there is no such demo), for tab `id`. `workClock` measures what
    /// each message cost (``workBudget``); `now` by default.
    public init(
        id: Int, sceneName: String? = nil, now: @escaping () -> Double, workClock: (() -> Double)? = nil,
        log: @escaping (String) -> Void
    ) {
        self.id = id
        self.now = now
        self.workClock = workClock ?? now
        self.logLine = log
        let demo = DemoCatalog.all.first { $0.name == sceneName } ?? DemoCatalog.all[0]
        if let sceneName, sceneName != demo.name { log("tab \(id): no scene '\(sceneName)', showing \(demo.name)") }
        (window, output) = Self.load(demo)
        self.sceneName = demo.name
        host = TouchHost(window: window)
        anchorReal = now()
        anchorEngine = window.clock.now
        observe()
    }

    /// Runs the demo's script and returns its first window.
    private static func load(_ demo: Demo) -> (UIWindow, DemoOutput) {
        let output = DemoOutput()
        demo.run(output)
        output.keepsLines = false
        let window = output.windows.first?.window ?? UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        return (window, output)
    }

    /// A log line, unless this tab already logged ``logLinesPerSecond`` this second (a flood of bad messages costs
    /// a few lines a second, not one per message).
    func log(_ line: @autoclosure () -> String) {
        let second = now().rounded(.down)
        if second != logSecond {
            if suppressedLines > 0 { logLine("tab \(id): \(suppressedLines) more log lines suppressed") }
            logSecond = second
            linesThisSecond = 0
            suppressedLines = 0
        }
        linesThisSecond += 1
        if linesThisSecond <= Self.logLinesPerSecond {
            logLine(line())
        } else {
            suppressedLines += 1
        }
    }

    private func observe() {
        output.lineSaid = { [weak self] line in self?.addLine(line.trimmingCharacters(in: .whitespaces), to: \.saidLines) }
        _ = window.addTraceObserver { [weak self] event in self?.traced(event) }
        _ = window.addDiagnosticObserver { [weak self] diagnostic in
            guard let self else { return }
            log("tab \(id): \(diagnostic.message)")
        }
    }

    private func traced(_ event: TraceEvent) {
        switch event.kind {
        // The list leaves out the per-sample lines (a drag's moves, a pan's changes); the timeline has them.
        case .touch(.moved, _), .viewReceived(.moved), .touch(.stationary, _), .stateChanged(.changed, .changed),
            .action(.changed):
            break
        default: addLine(event.description, to: \.traceLines)
        }
        if sequence.count < Self.sequenceLimit {
            sequence.append(event)
            sequenceChanged = true
        }
    }

    private func addLine(_ line: String, to list: ReferenceWritableKeyPath<PlaygroundSession, [String]>) {
        if self[keyPath: list].count >= Self.pendingLineLimit { self[keyPath: list].removeFirst(Self.pendingLineLimit / 2) }
        self[keyPath: list].append(line)
    }

    // MARK: Messages

    /// Handles one text message from the tab, which arrived at `arrival` (default: now).
    public func receive(_ text: String, arrival: Double? = nil) {
        let arrival = arrival ?? now()
        // The rate limit throttles its own lines (one a second), so they bypass the tab's log limit.
        guard rateLimit.admit(at: arrival, log: { logLine("tab \(id): \($0)") }),
              workBudget.admit(at: arrival, log: { logLine("tab \(id): \($0)") })
        else {
            dropped += 1
            return
        }
        let started = workClock()
        defer { workBudget.charge(workClock() - started) }
        switch PlaygroundMessage.parse(text) {
        case .failure(let rejection):
            dropped += 1
            log("tab \(id): dropped: \(rejection)")
        case .success(.pointers(let seq, let time, let points)):
            receivePointers(seq: seq, time: time, points: points, arrival: arrival)
        case .success(.mouse(let seq, let time, let mouse)):
            receiveMouse(mouse, seq: seq, time: time, arrival: arrival)
        case .success(.wheel(let seq, let time, let wheel)):
            receiveWheel(wheel, seq: seq, time: time, arrival: arrival)
        case .success(.pen(let seq, let time, let samples)):
            receivePen(samples, seq: seq, time: time, arrival: arrival)
        case .success(.record(let on)):
            record(on)
        case .success(.scene(let name)):
            guard let demo = DemoCatalog.all.first(where: { $0.name == name }) else {
                dropped += 1
                return log("tab \(id): dropped: no scene '\(PlaygroundMessage.excerpt(name))'")
            }
            show(demo)
        case .success(.reset):
            if let demo = DemoCatalog.all.first(where: { $0.name == sceneName }) { show(demo) }
        case .success(.speed(let newRate)):
            reanchor()
            rate = newRate
        }
    }

    private func receivePointers(seq: Int, time: Double, points: [PlaygroundMessage.Point], arrival: Double) {
        guard let timestamp = acceptInput("pointers", seq: seq, time: time, arrival: arrival) else { return }
        if host.activeFingers.isEmpty && points.contains(where: { $0.phase == .began }) {
            sequence.removeAll(keepingCapacity: true)
        }
        let samples = points.map {
            TouchSample(id: $0.id, phase: $0.phase, location: CGPoint(x: $0.x, y: $0.y), timestamp: timestamp)
        }
        recorder?.record(samples)
        host.send(samples)
        inputApplied(arrival: arrival, fingers: true)
    }

    /// Checks an input message's `seq` (counted, dropped when not above the last) and maps its page time onto the
    /// window's clock (see the type's discussion); nil when dropped.
    func acceptInput(_ kind: String, seq: Int, time: Double, arrival: Double) -> Double? {
        guard seq > lastSeq else {
            outOfOrder += 1
            dropped += 1
            log("tab \(id): dropped: \(kind) \(seq) after \(lastSeq) (out of order)")
            return nil
        }
        missing += seq - lastSeq - 1
        lastSeq = seq
        let pageSeconds = time / 1000
        if pageOffset == nil { pageOffset = arrival - pageSeconds }
        var real = pageSeconds + (pageOffset ?? 0)
        if real > arrival + Self.futureTolerance {
            log("tab \(id): \(kind) \(seq): timestamp \(Self.formatted(real - arrival)) s in the future, clamped to its arrival")
            real = arrival
        } else if real < arrival - Self.staleTolerance {
            pageOffset = arrival - pageSeconds
            real = arrival
        }
        let timestamp = max(engineTime(atReal: real), lastSampleTime)
        lastSampleTime = timestamp
        return timestamp
    }

    /// The window-clock time of a sample at page time `time` (milliseconds) inside a message already accepted at
    /// `arrival`: as ``acceptInput(_:seq:time:arrival:)`` maps it, never before the previous sample nor after the arrival.
    func sampleTime(_ time: Double, arrival: Double) -> Double {
        let real = min(time / 1000 + (pageOffset ?? arrival - time / 1000), arrival)
        let timestamp = max(engineTime(atReal: real), lastSampleTime)
        lastSampleTime = timestamp
        return timestamp
    }

    /// The window-clock time of something the session does itself now (a pinch it ends), never before the last
    /// sample.
    func timestampNow() -> Double {
        let timestamp = max(window.clock.now, lastSampleTime)
        lastSampleTime = timestamp
        return timestamp
    }

    /// Counts an input message applied and keeps its arrival for the latency of the frame that shows it; a message the
    /// recording cannot hold (not fingers) is counted there.
    func inputApplied(arrival: Double, fingers: Bool = false) {
        if !fingers { recorder?.skip() }
        applied += 1
        // A tab whose frames are not going out (it stopped reading) keeps a bounded list.
        if pendingArrivals.count < Self.pendingArrivalLimit { pendingArrivals.append(arrival) }
    }

    /// A new touch sequence starts: the explanation and the timeline start afresh.
    func startSequence() { sequence.removeAll(keepingCapacity: true) }

    /// Replaces the scene: fingers down on the old one are cancelled first (every touchesBegan ends).
    private func show(_ demo: Demo) {
        // A recording is of one scene (its times are the scene's clock's): changing it stops the recording.
        if recorder != nil { record(false) }
        endIndirectInput()
        host.cancelAllTouches()
        output.release()
        (window, output) = Self.load(demo)
        sceneName = demo.name
        host = TouchHost(window: window)
        anchorReal = now()
        anchorEngine = window.clock.now
        lastSampleTime = -.infinity
        lastSnapshot = nil
        sequence.removeAll()
        explanation = nil
        indirect = PlaygroundIndirectState()
        observe()
    }

    /// The tab went away: fingers still down are cancelled, so the scene's promises hold.
    public func close() {
        endIndirectInput()
        let fingers = host.activeFingers.count
        if fingers > 0 {
            log("tab \(id): closed with \(fingers) finger\(fingers == 1 ? "" : "s") down: touches cancelled")
            host.cancelAllTouches()
        }
        output.release()
    }

    // MARK: Recording

    /// Starts a recording (``PlaygroundTraceRecorder``), or stops it and keeps its trace for the next frame to carry.
    private func record(_ on: Bool) {
        if on {
            guard recorder == nil else { return }
            recorder = PlaygroundTraceRecorder(scene: sceneName, tab: id, size: window.bounds.size, startTime: window.clock.now)
        } else if let recorder {
            self.recorder = nil
            download = FrameMessage.Download(name: "\(sceneName)-tab\(id).jsonl", text: recorder.jsonLines, events: recorder.count)
        }
    }

    // MARK: Time

    func engineTime(atReal real: Double) -> Double {
        anchorEngine + max(0, real - anchorReal) * rate
    }

    /// Starts the mapping from real time afresh at the current instant (before the rate changes).
    private func reanchor() {
        let real = now()
        anchorEngine = max(engineTime(atReal: real), window.clock.now)
        anchorReal = real
    }

    /// Seconds to the millisecond, for a log line: any value, however large (an outside timestamp's distance from
    /// now), with no integer conversion in the way.
    static func formatted(_ value: Double) -> String { String((value * 1000).rounded() / 1000) }

    // MARK: Frames

    /// Moves the window's clock to now and returns the frame message, or nil when nothing changed since the last.
    public func tick() -> String? {
        let target = engineTime(atReal: now())
        if target > window.clock.now { window.clock.advance(to: target) }
        endIdlePinch()
        var snapshot = SceneSnapshot(of: window)
        // The time alone changing is no change to draw.
        snapshot.time = nil
        var timeline: TimelineLanes?
        var newExplanation: TouchExplanation?
        let realNow = now()
        if sequenceChanged && realNow - lastExplanationTime >= Self.explanationInterval {
            sequenceChanged = false
            lastExplanationTime = realNow
            let explained = TouchExplanation(sequence)
            if explained != explanation {
                explanation = explained
                newExplanation = explained
            }
            timeline = TimelineLanes(Timeline(events: sequence))
        }
        let pointer = host.pointerLocation.map {
            SessionState.Pointer(x: Double($0.x), y: Double($0.y), buttons: host.pointerButtons.rawValue)
        }
        let pen = indirect.pen.flatMap { $0.phase == "hover" ? $0 : nil }
        guard snapshot != lastSnapshot || lastSeq != lastAckSent || pointer != lastPointer || pen != lastPen
            || download != nil || recorder?.count != lastRecordingCount || !traceLines.isEmpty || !saidLines.isEmpty
            || newExplanation != nil || timeline != nil
        else { return nil }
        lastSnapshot = snapshot
        lastAckSent = lastSeq
        lastPointer = pointer
        lastPen = pen
        lastRecordingCount = recorder?.count
        defer { download = nil }
        let trace = Array(traceLines.prefix(Self.traceLinesPerFrame))
        traceLines.removeFirst(trace.count)
        let said = Array(saidLines.prefix(Self.traceLinesPerFrame))
        saidLines.removeFirst(said.count)
        let message = FrameMessage(
            time: window.clock.now, ack: lastSeq, applied: applied, outOfOrder: outOfOrder,
            width: Double(window.bounds.width), height: Double(window.bounds.height),
            root: FrameMessage.View(snapshot.root),
            fingers: snapshot.fingers.map {
                FrameMessage.Finger(
                    id: $0.id, x: Double($0.location.x), y: Double($0.location.y), phase: $0.phase.description,
                    kind: $0.id == TouchHost.pointerFingerID ? "pointer" : $0.id == TouchHost.pencilFingerID ? "pencil" : "finger",
                    force: $0.id == TouchHost.pencilFingerID ? indirect.pen?.force : nil)
            },
            pointer: pointer, pen: pen, recording: recorder?.count, download: download, trace: trace, said: said, explanation: newExplanation, timeline: timeline)
        let text = Self.encode(message)
        let sent = now()
        for arrival in pendingArrivals { latencies.record(sent - arrival) }
        pendingArrivals.removeAll(keepingCapacity: true)
        return text
    }

    /// The first message a tab gets: the scenes to pick from and the one showing.
    public func helloMessage() -> String {
        struct Hello: Encodable {
            let type = "hello"
            var tab: Int
            var scene: String
            var scenes: [Scene]
        }
        struct Scene: Encodable {
            var name: String
            var summary: String
        }
        return Self.encode(Hello(tab: id, scene: sceneName, scenes: DemoCatalog.all.map { Scene(name: $0.name, summary: $0.summary) }))
    }

    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: State

    /// What the state endpoint reports about the tab: its counters and where its named views are.
    public func state() -> SessionState {
        var views: [SessionState.View] = []
        func visit(_ view: UIView) {
            if let name = view.accessibilityIdentifier {
                let frame = view.convert(view.bounds, to: window)
                let scroll = view as? UIScrollView
                views.append(
                    SessionState.View(
                        name: name, x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                        height: Double(frame.height), contentOffsetY: scroll.map { Double($0.contentOffset.y) },
                        zoomScale: scroll.map { Double($0.zoomScale) }))
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return SessionState(
            tab: id, scene: sceneName, time: window.clock.now, rate: rate, lastSeq: lastSeq, applied: applied,
            outOfOrder: outOfOrder, missing: missing, dropped: dropped, fingersDown: host.activeFingers.count,
            explanation: explanation?.summary, views: views, input: indirect.counts,
            pointer: host.pointerLocation.map {
                SessionState.Pointer(x: Double($0.x), y: Double($0.y), buttons: host.pointerButtons.rawValue)
            },
            pen: indirect.pen)
    }
}

/// A tab as the state endpoint (`GET /api/state`) reports it.
public struct SessionState: Encodable, Sendable {
    public var tab: Int
    public var scene: String
    public var time: Double
    public var rate: Double
    public var lastSeq: Int
    public var applied: Int
    public var outOfOrder: Int
    public var missing: Int
    public var dropped: Int
    public var fingersDown: Int
    public var explanation: String?
    public var views: [View]
    /// Input messages of each indirect kind applied.
    public var input: InputCounts
    /// The mouse pointer, while it is over the screen.
    public var pointer: Pointer?
    /// The pen's latest sample, as the host got it.
    public var pen: Pen?

    /// How many messages of each indirect kind were applied.
    public struct InputCounts: Encodable, Sendable, Equatable {
        /// Mouse moves, presses and releases.
        public var mouse = 0
        /// Wheel steps.
        public var wheel = 0
        /// Ctrl+wheel pinch events.
        public var pinch = 0
        /// Pen messages.
        public var pen = 0
    }

    /// Where the mouse pointer is (window points) and its buttons (``TouchKit/UIEvent/ButtonMask`` bits).
    public struct Pointer: Encodable, Sendable, Equatable {
        public var x: Double
        public var y: Double
        public var buttons: Int
    }

    /// A pen sample as the host got it: the page's phase name, where, the force and the angles (radians).
    public struct Pen: Encodable, Sendable, Equatable {
        public var phase: String
        public var x: Double
        public var y: Double
        public var force: Double
        public var altitude: Double
        public var azimuth: Double
        public var roll: Double
    }

    /// A named view's frame in window coordinates, and a scroll view's offset and zoom.
    public struct View: Encodable, Sendable {
        public var name: String
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        public var contentOffsetY: Double?
        public var zoomScale: Double?
    }
}
