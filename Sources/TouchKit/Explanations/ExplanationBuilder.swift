/// Turns a trace into a ``TouchExplanation`` in one pass: each event goes to the latest touch of its finger, or to
/// the open attempt of its recognizer.
///
/// An attempt is the recognizer's from the first touch it is given until it reaches a final state (ended, failed,
/// cancelled) and is given a new touch: the reset itself is not traced.
struct ExplanationBuilder {
    private var touches: [TouchExplanation.Touch] = []
    private var recognizers: [TouchExplanation.Recognizer] = []
    private var diagnostics: [TouchDiagnostic] = []
    /// The latest touch of each finger, by index in ``touches``.
    private var latestTouch: [Int: Int] = [:]
    /// Each touch by its number (``TraceEvent/touch``), by index in ``touches``: a finger id the host reused has
    /// several, and a delivery to the earlier one (its held end cancelled) may come after the later one began.
    private var touchBySerial: [Int: Int] = [:]
    /// The latest attempt of each recognizer (by name and view), by index in ``recognizers``.
    private var latestAttempt: [String: Int] = [:]
    /// The attempts given each touch, by index.
    private var attemptsOfTouch: [Int: [Int]] = [:]

    mutating func add(_ event: TraceEvent) {
        let time = event.time
        switch event.kind {
        case .touch(let phase, let location):
            touch(phase, at: location, event)
        case .hitTestSkipped(let reason):
            updateTouch(event) { $0.hitTest.skipped.append(.init(view: event.view ?? "?", reason: reason)) }
        case .hitTestPassedThrough:
            updateTouch(event) { $0.hitTest.path.append(event.view ?? "?") }
        case .hitTest:
            updateTouch(event) { $0.hitTest.hitView = event.view }
        case .recognizerRefusedTouch(let gate):
            updateTouch(event) { $0.refusals.append(.init(recognizer: event.recognizer ?? "?", view: event.view, gate: gate)) }
        case .recognizerReceivedTouch:
            receive(event)
        case .stateChanged(let from, let to):
            updateAttempt(event) { $0.states.append(.init(time: time, from: from, to: to)) }
        case .action(let state):
            updateAttempt(event) { $0.actions.append(.init(time: time, state: state)) }
        case .arbitrated(let winner, let rule):
            updateAttempt(event) { $0.arbitrations.append(.init(time: time, winner: winner, rule: rule)) }
        case .prevented:
            // Told by the `.arbitrated` event just before it.
            break
        case .waitingForFailure(let other):
            updateAttempt(event) { $0.waits.append(.init(requirement: other, from: time)) }
        case .requirementFailed:
            updateAttempt(event) { Self.endWait(&$0, at: time, .requirementFailed) }
        case .requirementRecognized:
            updateAttempt(event) { Self.endWait(&$0, at: time, .requirementRecognized) }
        case .viewReceived(let phase):
            deliver(.received(phase), event)
        case .viewDeliveryDelayed(let phase):
            deliver(.delayed(phase), event)
        case .viewDeliveryFlushed:
            deliver(.released, event)
        case .viewDeliveryDropped:
            deliver(.dropped, event)
        case .viewDeliveryBlocked(let reason):
            deliver(.blocked(reason), event)
        case .diagnostic(let diagnostic):
            diagnostics.append(diagnostic)
        }
    }

    func finish() -> TouchExplanation {
        var result = touches
        for (touchIndex, attempts) in attemptsOfTouch {
            result[touchIndex].recognizers = attempts.map { recognizers[$0] }
        }
        return TouchExplanation(touches: result, recognizers: recognizers, diagnostics: diagnostics)
    }

    // MARK: Touches

    private mutating func touch(_ phase: UITouch.Phase, at location: CGPoint, _ event: TraceEvent) {
        let finger = event.finger ?? 0
        switch phase {
        case .began:
            latestTouch[finger] = touches.count
            if let serial = event.touch { touchBySerial[serial] = touches.count }
            touches.append(TouchExplanation.Touch(finger: finger, beganAt: event.time, location: location))
        case .ended, .cancelled:
            updateTouch(event) { touch in
                touch.endedAt = event.time
                touch.endPhase = phase
            }
        case .moved, .stationary:
            break
        }
    }

    /// Updates the event's touch: the one its number names, else its finger's latest.
    private mutating func updateTouch(_ event: TraceEvent, _ update: (inout TouchExplanation.Touch) -> Void) {
        if let serial = event.touch, let index = touchBySerial[serial] { return update(&touches[index]) }
        guard let finger = event.finger, let index = latestTouch[finger] else { return }
        update(&touches[index])
    }

    private mutating func deliver(_ kind: TouchExplanation.ViewDelivery.Kind, _ event: TraceEvent) {
        updateTouch(event) { $0.deliveries.append(.init(view: event.view, time: event.time, kind: kind)) }
    }

    // MARK: Recognizers

    private static func key(_ event: TraceEvent) -> String {
        "\(event.recognizer ?? "?")@\(event.view ?? "")"
    }

    /// A recognizer was given a touch: its open attempt goes on, or a new one starts after a final state.
    private mutating func receive(_ event: TraceEvent) {
        let key = Self.key(event)
        let index: Int
        if let open = latestAttempt[key], !recognizers[open].finalState.isTerminal {
            index = open
        } else {
            index = startAttempt(event, key: key)
        }
        if let finger = event.finger {
            if !recognizers[index].fingers.contains(finger) { recognizers[index].fingers.append(finger) }
            if let touchIndex = latestTouch[finger], !attemptsOfTouch[touchIndex, default: []].contains(index) {
                attemptsOfTouch[touchIndex, default: []].append(index)
            }
        }
    }

    private mutating func startAttempt(_ event: TraceEvent, key: String) -> Int {
        latestAttempt[key] = recognizers.count
        recognizers.append(TouchExplanation.Recognizer(name: event.recognizer ?? "?", view: event.view, startedAt: event.time))
        return recognizers.count - 1
    }

    private mutating func updateAttempt(_ event: TraceEvent, _ update: (inout TouchExplanation.Recognizer) -> Void) {
        let key = Self.key(event)
        let index = latestAttempt[key] ?? startAttempt(event, key: key)
        update(&recognizers[index])
    }

    private static func endWait(
        _ recognizer: inout TouchExplanation.Recognizer, at time: TimeInterval,
        _ outcome: TouchExplanation.Recognizer.Wait.Outcome
    ) {
        guard let last = recognizer.waits.indices.last, recognizer.waits[last].until == nil else { return }
        recognizer.waits[last].until = time
        recognizer.waits[last].outcome = outcome
    }
}
