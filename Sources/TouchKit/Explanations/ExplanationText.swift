/// The plain-text rendering of a ``TouchExplanation``: one block per touch, times in milliseconds on the window's
/// clock.
package struct ExplanationText {
    let explanation: TouchExplanation

    init(_ explanation: TouchExplanation) {
        self.explanation = explanation
    }

    func render() -> String {
        var lines: [String] = []
        for touch in explanation.touches { lines += block(for: touch) }
        if !explanation.diagnostics.isEmpty {
            lines.append("Diagnostics:")
            for diagnostic in explanation.diagnostics { lines.append("  \(diagnostic)") }
        }
        if lines.isEmpty { lines.append("No touches.") }
        return lines.joined(separator: "\n")
    }

    static func ms(_ time: TimeInterval) -> String { "\(Int((time * 1000).rounded())) ms" }

    package static func point(_ point: CGPoint) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(Double(value))
        }
        return "(\(number(point.x)), \(number(point.y)))"
    }

    private func block(for touch: TouchExplanation.Touch) -> [String] {
        var lines: [String] = []
        var heading = "Finger \(touch.finger): down at \(Self.point(touch.location)) at \(Self.ms(touch.beganAt))"
        if let ended = touch.endedAt {
            heading += touch.endPhase == .cancelled ? ", cancelled at \(Self.ms(ended))" : ", up at \(Self.ms(ended))"
        } else {
            heading += ", still down"
        }
        lines.append(heading)
        let path = (touch.hitTest.path + [touch.hitTest.hitView ?? "nothing"]).joined(separator: " › ")
        lines.append("  hit test: \(path)")
        for skip in touch.hitTest.skipped {
            lines.append("    skipped \(skip.view): \(skip.reason.explanation)")
        }
        if touch.hitTest.hitView == nil { lines.append("    nothing was hit: no view or recognizer gets this touch") }
        for refusal in touch.refusals {
            lines.append("  not offered to \(Self.name(refusal.recognizer, refusal.view)): \(refusal.gate.explanation)")
        }
        for recognizer in touch.recognizers { lines += self.lines(for: recognizer, in: touch) }
        lines.append("  view: " + viewSummary(touch))
        return lines
    }

    private static func name(_ recognizer: String, _ view: String?) -> String {
        view.map { "\(recognizer) @\($0)" } ?? recognizer
    }

    private func lines(for recognizer: TouchExplanation.Recognizer, in touch: TouchExplanation.Touch) -> [String] {
        var head = "  \(Self.name(recognizer.name, recognizer.view))"
        if recognizer.fingers.count > 1 {
            head += " (one attempt with fingers \(recognizer.fingers.map(String.init).joined(separator: ", ")))"
        }
        var lines = [head + ": " + outcome(of: recognizer)]
        for arbitration in recognizer.arbitrations {
            let verdict = arbitration.rule.preventsOther ? "prevented" : "not prevented"
            lines.append("    \(verdict) by \(arbitration.winner) at \(Self.ms(arbitration.time)): \(arbitration.rule.explanation)")
        }
        for wait in recognizer.waits {
            let line: String
            switch wait.outcome {
            case .requirementFailed?:
                line = "    waited \(Self.ms(wait.duration ?? 0)) from \(Self.ms(wait.from)) for \(wait.requirement) to fail: it failed, so the action went out"
            case .requirementRecognized?:
                line = "    waited \(Self.ms(wait.duration ?? 0)) from \(Self.ms(wait.from)) for \(wait.requirement) to fail: it recognized, so this one failed"
            case nil:
                line = "    waits since \(Self.ms(wait.from)) for \(wait.requirement) to fail"
            }
            lines.append(line)
        }
        if !recognizer.actions.isEmpty {
            lines.append("    actions: " + Self.runs(recognizer.actions.map { ($0.state.description, $0.time) }))
        }
        return lines
    }

    private func outcome(of recognizer: TouchExplanation.Recognizer) -> String {
        let state = recognizer.finalState
        let recognized = recognizer.recognizedAt.map { "recognized at \(Self.ms($0))" }
        let ended = recognizer.states.last.map { Self.ms($0.time) } ?? ""
        var text: String
        switch state {
        case .possible: text = "undecided (still possible)"
        case .began, .changed: text = (recognized ?? "recognizing") + ", still \(state)"
        case .ended: text = recognized ?? "recognized"
        case .cancelled, .failed: text = recognized.map { "\($0), then \(state) at \(ended)" } ?? "\(state) at \(ended)"
        }
        if recognizer.actions.isEmpty && recognizer.recognizedAt != nil { text += ", no action sent" }
        return text
    }

    private func viewSummary(_ touch: TouchExplanation.Touch) -> String {
        guard !touch.deliveries.isEmpty else {
            return touch.hitTest.hitView == nil ? "none" : "\(touch.hitTest.hitView!) received nothing"
        }
        let steps = touch.deliveries.map { delivery -> (String, TimeInterval) in
            switch delivery.kind {
            case .received(let phase): ("touches\(phase.description.capitalized)", delivery.time)
            case .delayed(let phase): ("touches\(phase.description.capitalized) delayed", delivery.time)
            case .released: ("released", delivery.time)
            case .dropped: ("dropped (never delivered)", delivery.time)
            case .blocked(let reason): ("blocked (\(reason.explanation))", delivery.time)
            }
        }
        let view = touch.deliveries.first?.view ?? touch.hitTest.hitView ?? "?"
        return "\(view) " + Self.runs(steps)
    }

    /// "what at time" for each step, a run of three or more of the same step (a pan's changes, a view's moves) as one
    /// "what ×count from start to end".
    static func runs(_ steps: [(what: String, time: TimeInterval)]) -> String {
        var parts: [String] = []
        var index = 0
        while index < steps.count {
            var end = index
            while end + 1 < steps.count, steps[end + 1].what == steps[index].what { end += 1 }
            if end - index >= 2 {
                parts.append("\(steps[index].what) ×\(end - index + 1) from \(ms(steps[index].time)) to \(ms(steps[end].time))")
            } else {
                for step in steps[index...end] { parts.append("\(step.what) at \(ms(step.time))") }
            }
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }
}
