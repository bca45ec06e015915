import TouchKit

/// Shrinking a failing script: the shortest, simplest script found that still breaks a promise of the same kind.
///
/// Greedy, as property-based testing tools shrink: drop one step at a time, from the last, while the failure stays;
/// then make each step simpler (one finger, one tap, a lift instead of a cancel, no hold before a drag, half the
/// distance or time) while it stays; repeat until nothing changes or the replays run out.
extension GestureExplorer {
    static func shrink(
        _ original: GestureScript, kind: ExplorationViolation.Kind, options: Options, scene makeScene: () -> ExplorationScene
    ) -> ExplorationReport.Failure {
        var script = original
        var replays = 0
        func stillFails(_ candidate: GestureScript) -> Bool {
            guard replays < options.shrinkReplays, !candidate.steps.isEmpty else { return false }
            replays += 1
            return play(candidate, options: options, scene: makeScene).violations.contains { $0.kind == kind }
        }
        var changed = true
        while changed && replays < options.shrinkReplays {
            changed = false
            var index = script.steps.count - 1
            while index >= 0 {
                var candidate = script
                candidate.steps.remove(at: index)
                if stillFails(candidate) {
                    script = candidate
                    changed = true
                }
                index -= 1
            }
            for index in script.steps.indices {
                for simpler in simplifications(of: script.steps[index]) {
                    var candidate = script
                    candidate.steps[index] = simpler
                    if stillFails(candidate) {
                        script = candidate
                        changed = true
                        break
                    }
                }
            }
        }
        let final = play(script, options: options, recordTrace: true, scene: makeScene)
        return ExplorationReport.Failure(
            originalScript: original, script: script, violations: final.violations,
            timeline: final.events.filter(Self.isTimelineEvent).map(\.description),
            explanation: TouchExplanation(events: final.events), shrinkReplays: replays)
    }

    /// Simpler versions of a step, simplest first.
    private static func simplifications(of step: GestureScript.Step) -> [GestureScript.Step] {
        switch step {
        case let .tap(at, taps, fingers, interval, hold):
            var options: [GestureScript.Step] = []
            if fingers > 1 { options.append(.tap(at: at, taps: taps, fingers: 1, interval: interval, hold: hold)) }
            if taps > 1 { options.append(.tap(at: at, taps: taps - 1, fingers: fingers, interval: interval, hold: hold)) }
            if hold > 0.05 { options.append(.tap(at: at, taps: taps, fingers: fingers, interval: interval, hold: 0.05)) }
            return options
        case let .press(at, duration):
            return [.tap(at: at, taps: 1, fingers: 1, interval: 0.1, hold: 0.05)]
                + (duration > 0.1 ? [.press(at: at, duration: (duration / 2 * 100).rounded() / 100)] : [])
        case let .drag(from, by, fingers, delay, duration, ending):
            var options: [GestureScript.Step] = []
            if ending != .lift { options.append(.drag(from: from, by: by, fingers: fingers, delay: delay, duration: duration, ending: .lift)) }
            if fingers > 1 { options.append(.drag(from: from, by: by, fingers: 1, delay: delay, duration: duration, ending: ending)) }
            if delay > 0 { options.append(.drag(from: from, by: by, fingers: fingers, delay: 0, duration: duration, ending: ending)) }
            if by.x != 0 && by.y != 0 {
                options.append(.drag(from: from, by: CGPoint(x: by.x, y: 0), fingers: fingers, delay: delay, duration: duration, ending: ending))
                options.append(.drag(from: from, by: CGPoint(x: 0, y: by.y), fingers: fingers, delay: delay, duration: duration, ending: ending))
            }
            if duration > 0.1 { options.append(.drag(from: from, by: by, fingers: fingers, delay: delay, duration: 0.1, ending: ending)) }
            options.append(.tap(at: from, taps: 1, fingers: fingers, interval: 0.1, hold: 0.05))
            return options
        case let .pinch(center, from, to, duration, ending):
            return ending == .lift ? [] : [.pinch(center: center, from: from, to: to, duration: duration, ending: .lift)]
        case .wait(let duration):
            return duration > 0.1 ? [.wait(0.1)] : []
        }
    }

    /// Whether a trace event goes in a failure's timeline: touches, state changes, actions, arbitration and waits,
    /// deliveries and diagnostics; not every moved sample or hit-test step.
    private static func isTimelineEvent(_ event: TraceEvent) -> Bool {
        switch event.kind {
        case .touch(.moved, _), .touch(.stationary, _), .hitTestSkipped, .hitTestPassedThrough, .recognizerReceivedTouch,
             .recognizerRefusedTouch, .arbitrated, .viewReceived(.moved):
            return false
        default:
            return true
        }
    }
}
