import TouchKit

extension Timeline {
    /// The timeline of `events`, a window's trace in the order it was emitted (``TimelineRecorder/events``).
    ///
    /// Diagnostics in the trace are left out.
    public init(events: [TraceEvent], title: String? = nil) {
        var builder = TimelineBuilder()
        for event in events { builder.add(event) }
        self = builder.finish(title: title)
    }
}

/// Turns trace events into lanes in one pass, keeping for each lane what is still open.
private struct TimelineBuilder {
    /// A span that has started and not yet ended.
    struct OpenSpan {
        var kind: Timeline.Span.Kind
        var start: TimeInterval
        var note: String?
        var cause: String?
    }

    /// A recognizer lane's attempt in progress.
    struct RecognizerProgress {
        var state: OpenSpan?
        var fingers: Set<Int> = []
        /// In `.began`: the next touch event it is given moves it to `.changed` (not traced).
        var changesAtNextTouch = false
        var wait: OpenSpan?
        /// Why the next failure or cancellation happens: set by exclusion or a requirement that recognized.
        var pendingCause: (note: String, cause: String)?
    }

    private var fingerLanes: [Int: Timeline.Lane] = [:]
    private var recognizerLanes: [Timeline.Lane] = []
    private var viewLanes: [Timeline.Lane] = []
    private var recognizerIndex: [String: Int] = [:]
    private var viewIndex: [String: Int] = [:]
    private var progress: [String: RecognizerProgress] = [:]
    private var fingerDown: [Int: TimeInterval] = [:]
    /// Open touch spans in views, keyed by view lane id and finger.
    private var viewTouches: [String: [Int: TimeInterval]] = [:]
    private var viewDelays: [String: [Int: TimeInterval]] = [:]
    private var start: TimeInterval?
    private var end: TimeInterval = 0

    mutating func add(_ event: TraceEvent) {
        if case .diagnostic = event.kind { return }
        if start == nil { start = event.time }
        end = max(end, event.time)
        let time = event.time
        switch event.kind {
        case .touch(let phase, _):
            touch(phase, finger: event.finger ?? 0, at: time)
        case .hitTest:
            let finger = event.finger ?? 0
            let target = event.view ?? "nothing"
            updateFinger(finger) { lane in
                if lane.detail == nil { lane.detail = "→ \(target)" }
                lane.marks.append(Timeline.Mark(kind: .hitTest, time: time, finger: finger, note: "→ \(target)"))
            }
        case .recognizerReceivedTouch:
            recognizer(event) { lane, progress in
                if let finger = event.finger { progress.fingers.insert(finger) }
                if progress.state == nil { progress.state = OpenSpan(kind: .possible, start: time) }
            }
        case .stateChanged(let from, let to):
            recognizer(event) { lane, progress in
                Self.changeState(of: &lane, &progress, from: from, to: to, at: time)
            }
        case .action(let state):
            recognizer(event) { lane, progress in
                if state == .changed, progress.state?.kind == .began {
                    Self.switchState(of: &lane, &progress, to: .changed, at: time)
                }
                lane.marks.append(Timeline.Mark(kind: .action, time: time, note: state.description))
            }
        case .prevented(let other):
            recognizer(event) { lane, progress in
                lane.marks.append(Timeline.Mark(kind: .prevented, time: time, note: "prevented by \(other)", cause: other))
                progress.pendingCause = ("prevented by \(other)", other)
            }
        case .waitingForFailure(let other):
            recognizer(event) { lane, progress in
                lane.marks.append(Timeline.Mark(kind: .waitingForFailure, time: time, note: "waits for \(other)", cause: other))
                if progress.wait == nil {
                    progress.wait = OpenSpan(kind: .waiting, start: time, note: "waits for \(other)", cause: other)
                }
            }
        case .requirementFailed(let other):
            recognizer(event) { lane, progress in
                lane.marks.append(Timeline.Mark(kind: .requirementFailed, time: time, note: "\(other) failed", cause: other))
                Self.endWait(of: &lane, &progress, at: time)
            }
        case .requirementRecognized(let other):
            recognizer(event) { lane, progress in
                lane.marks.append(Timeline.Mark(kind: .requirementRecognized, time: time, note: "\(other) recognized", cause: other))
                progress.pendingCause = ("\(other) recognized", other)
                Self.endWait(of: &lane, &progress, at: time)
            }
        case .viewReceived(let phase):
            viewReceived(phase, event: event)
        case .viewDeliveryDelayed(let phase):
            let (index, finger) = viewLane(event)
            viewLanes[index].marks.append(Timeline.Mark(kind: .delayed, time: time, finger: finger, note: phase.description))
            let id = viewLanes[index].id
            if viewDelays[id, default: [:]][finger] == nil { viewDelays[id, default: [:]][finger] = time }
        case .viewDeliveryFlushed:
            let (index, finger) = viewLane(event)
            viewLanes[index].marks.append(Timeline.Mark(kind: .flushed, time: time, finger: finger))
            closeDelay(onLane: index, finger: finger, at: time, note: "flushed")
        case .viewDeliveryDropped:
            let (index, finger) = viewLane(event)
            viewLanes[index].marks.append(Timeline.Mark(kind: .dropped, time: time, finger: finger))
            closeDelay(onLane: index, finger: finger, at: time, note: "dropped")
        case .diagnostic, .hitTestSkipped, .hitTestPassedThrough, .recognizerRefusedTouch, .arbitrated, .viewDeliveryBlocked:
            // Drawn by `TouchExplanation`'s text, not the picture.
            break
        }
    }

    // MARK: Fingers

    private mutating func touch(_ phase: UITouch.Phase, finger: Int, at time: TimeInterval) {
        let kind = Self.markKind(phase)
        updateFinger(finger) { lane in
            lane.marks.append(Timeline.Mark(kind: kind, time: time, finger: finger))
        }
        switch phase {
        case .began:
            fingerDown[finger] = time
        case .ended, .cancelled:
            if let down = fingerDown.removeValue(forKey: finger) {
                updateFinger(finger) { lane in
                    lane.spans.append(Timeline.Span(
                        kind: .touching, start: down, end: time, finger: finger, note: phase == .cancelled ? "cancelled" : nil))
                }
            }
        case .moved, .stationary:
            break
        }
        // The arena moves a recognizer still in .began to .changed when it hands it the next touch event.
        for index in recognizerLanes.indices {
            let id = recognizerLanes[index].id
            guard var state = progress[id], state.changesAtNextTouch, state.fingers.contains(finger) else { continue }
            Self.switchState(of: &recognizerLanes[index], &state, to: .changed, at: time)
            progress[id] = state
        }
    }

    private mutating func updateFinger(_ finger: Int, _ update: (inout Timeline.Lane) -> Void) {
        var lane = fingerLanes[finger] ?? Timeline.Lane(kind: .finger, id: "finger \(finger)", title: "finger \(finger)")
        update(&lane)
        fingerLanes[finger] = lane
    }

    // MARK: Recognizers

    private mutating func recognizer(_ event: TraceEvent, _ update: (inout Timeline.Lane, inout RecognizerProgress) -> Void) {
        let name = event.recognizer ?? "recognizer"
        let id = "recognizer \(name)" + (event.view.map { " @ \($0)" } ?? "")
        let index: Int
        if let existing = recognizerIndex[id] {
            index = existing
        } else {
            index = recognizerLanes.count
            recognizerIndex[id] = index
            recognizerLanes.append(Timeline.Lane(kind: .recognizer, id: id, title: name, detail: event.view.map { "on \($0)" }))
        }
        var state = progress[id] ?? RecognizerProgress()
        update(&recognizerLanes[index], &state)
        progress[id] = state
    }

    private static func changeState(
        of lane: inout Timeline.Lane, _ progress: inout RecognizerProgress,
        from: UIGestureRecognizer.State, to: UIGestureRecognizer.State, at time: TimeInterval
    ) {
        // The untraced .began → .changed, when no touch event showed when it happened.
        if from == .changed, progress.state?.kind == .began {
            switchState(of: &lane, &progress, to: .changed, at: time)
        }
        var kind = spanKind(to)
        if to == .ended && from == .possible { kind = .recognized }
        // A continuous recognizer reports .changed on every move: one span.
        if kind == progress.state?.kind && ![.ended, .cancelled, .failed].contains(to) { return }
        var next = OpenSpan(kind: kind, start: time)
        if to == .failed || to == .cancelled, let cause = progress.pendingCause {
            next.note = cause.note
            next.cause = cause.cause
            progress.pendingCause = nil
        }
        close(&progress.state, in: &lane, at: time)
        progress.state = next
        progress.changesAtNextTouch = to == .began
        if to == .ended || to == .cancelled || to == .failed {
            if to != .ended { endWait(of: &lane, &progress, at: time) }
            // Reset at the end of the settle that saw it, unless it waits on a requirement (GestureArena "Reset").
            if progress.wait == nil { finishAttempt(of: &lane, &progress, at: time) }
        }
    }

    private static func switchState(
        of lane: inout Timeline.Lane, _ progress: inout RecognizerProgress, to kind: Timeline.Span.Kind, at time: TimeInterval
    ) {
        close(&progress.state, in: &lane, at: time)
        progress.state = OpenSpan(kind: kind, start: time)
        progress.changesAtNextTouch = false
    }

    private static func endWait(of lane: inout Timeline.Lane, _ progress: inout RecognizerProgress, at time: TimeInterval) {
        guard progress.wait != nil else { return }
        close(&progress.wait, in: &lane, at: time)
        // A terminal state held while waiting ends with the wait.
        if let state = progress.state?.kind, [.ended, .recognized, .failed, .cancelled].contains(state) {
            finishAttempt(of: &lane, &progress, at: time)
        }
    }

    private static func finishAttempt(of lane: inout Timeline.Lane, _ progress: inout RecognizerProgress, at time: TimeInterval) {
        close(&progress.state, in: &lane, at: time)
        progress.fingers.removeAll()
        progress.changesAtNextTouch = false
    }

    private static func close(_ span: inout OpenSpan?, in lane: inout Timeline.Lane, at time: TimeInterval) {
        guard let open = span else { return }
        lane.spans.append(Timeline.Span(kind: open.kind, start: open.start, end: time, note: open.note, cause: open.cause))
        span = nil
    }

    // MARK: Views

    /// The lane of the event's view (created on first use) and the event's finger.
    private mutating func viewLane(_ event: TraceEvent) -> (index: Int, finger: Int) {
        let name = event.view ?? "view"
        let id = "view \(name)"
        if let existing = viewIndex[id] { return (existing, event.finger ?? 0) }
        viewIndex[id] = viewLanes.count
        viewLanes.append(Timeline.Lane(kind: .view, id: id, title: name))
        return (viewLanes.count - 1, event.finger ?? 0)
    }

    private mutating func viewReceived(_ phase: UITouch.Phase, event: TraceEvent) {
        let time = event.time
        let (index, finger) = viewLane(event)
        let id = viewLanes[index].id
        viewLanes[index].marks.append(Timeline.Mark(kind: Self.markKind(phase), time: time, finger: finger))
        // A held-back end that reaches the view (as itself, or turned into a cancellation when a recognizer
        // recognized) ends the delay without a flush of its own.
        if phase == .ended || phase == .cancelled {
            closeDelay(onLane: index, finger: finger, at: time, note: phase.description)
        }
        switch phase {
        case .began:
            viewTouches[id, default: [:]][finger] = time
        case .ended, .cancelled:
            if let began = viewTouches[id]?.removeValue(forKey: finger) {
                viewLanes[index].spans.append(Timeline.Span(
                    kind: .touching, start: began, end: time, finger: finger, note: phase == .cancelled ? "cancelled" : nil))
            }
        case .moved, .stationary:
            break
        }
    }

    private mutating func closeDelay(onLane index: Int, finger: Int, at time: TimeInterval, note: String) {
        guard let since = viewDelays[viewLanes[index].id]?.removeValue(forKey: finger) else { return }
        viewLanes[index].spans.append(Timeline.Span(kind: .delayed, start: since, end: time, finger: finger, note: note))
    }

    // MARK: The end

    mutating func finish(title: String?) -> Timeline {
        let end = self.end
        var recognizers = recognizerLanes
        for index in recognizers.indices {
            guard var state = progress[recognizers[index].id] else { continue }
            Self.closeOpen(&state.wait, in: &recognizers[index], at: end)
            Self.closeOpen(&state.state, in: &recognizers[index], at: end)
        }
        let fingers = fingerLanes.keys.sorted().map { finger -> Timeline.Lane in
            var lane = fingerLanes[finger]!
            if let down = fingerDown[finger] {
                var span = Timeline.Span(kind: .touching, start: down, end: end, finger: finger)
                span.isOpen = true
                lane.spans.append(span)
            }
            return lane
        }
        var views = viewLanes
        for index in views.indices {
            let id = views[index].id
            for (finger, since) in (viewTouches[id] ?? [:]).sorted(by: { $0.key < $1.key }) {
                var span = Timeline.Span(kind: .touching, start: since, end: end, finger: finger)
                span.isOpen = true
                views[index].spans.append(span)
            }
            for (finger, since) in (viewDelays[id] ?? [:]).sorted(by: { $0.key < $1.key }) {
                var span = Timeline.Span(kind: .delayed, start: since, end: end, finger: finger)
                span.isOpen = true
                views[index].spans.append(span)
            }
        }
        return Timeline(title: title, lanes: fingers + recognizers + views, start: start ?? 0, end: start == nil ? 0 : end)
    }

    private static func closeOpen(_ span: inout OpenSpan?, in lane: inout Timeline.Lane, at time: TimeInterval) {
        guard let open = span else { return }
        var closed = Timeline.Span(kind: open.kind, start: open.start, end: time, note: open.note, cause: open.cause)
        closed.isOpen = true
        lane.spans.append(closed)
        span = nil
    }

    // MARK: Kinds

    private static func markKind(_ phase: UITouch.Phase) -> Timeline.Mark.Kind {
        switch phase {
        case .began: .began
        case .moved: .moved
        case .stationary: .stationary
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }

    private static func spanKind(_ state: UIGestureRecognizer.State) -> Timeline.Span.Kind {
        switch state {
        case .possible: .possible
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled: .cancelled
        case .failed: .failed
        }
    }
}
