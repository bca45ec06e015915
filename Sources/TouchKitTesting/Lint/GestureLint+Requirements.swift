import TouchKit

/// The failure-requirement rules: cycles, and a tap linked (or not) to a tap needing more taps.
extension GestureLint {
    /// Every cycle of recognizers waiting on each other's failure, once each (a strongly connected part of the
    /// requirement graph with more than one recognizer), as an error.
    ///
    /// TouchKit, as UIKit, does not deadlock on a cycle: the one that recognizes first wins and the others fail
    /// (docs/UIKitFacts.md, "Decisions where UIKit is silent"). Which one that is depends on the finger, so the cycle
    /// is an error all the same: the scene asks for two contradictory orders.
    static func requirementCycles(in scene: LintScene) -> [GestureLintFinding] {
        let entries = scene.entries
        var edges: [[Int]] = entries.map { _ in [] }
        for (index, waiter) in entries.enumerated() {
            for (otherIndex, other) in entries.enumerated() where otherIndex != index {
                if LintScene.waits(waiter, on: other) { edges[index].append(otherIndex) }
            }
        }
        return stronglyConnectedParts(edges).filter { $0.count > 1 }.map { part in
            let cycle = cycleOrder(part, edges: edges)
            let names = cycle.map { LintScene.name(entries[$0]) }
            let chain = (names + [names[0]]).joined(separator: " waits for ")
            let first = entries[cycle[0]]
            return GestureLintFinding(
                severity: .error, rule: .failureRequirementCycle,
                recognizer: TraceEvent.describe(first.recognizer), view: TraceEvent.describe(first.view),
                reason: "failure-requirement cycle: \(chain) to fail; neither can act until the other fails, so the one "
                    + "that happens to recognize first wins and the others fail",
                fix: "decide which gesture waits: drop one require(toFail:) (or the delegate's or subclass's answer) of the "
                    + "cycle")
        }
    }

    /// Tarjan's strongly connected components of the graph `edges` (node → successors), each in discovery order.
    private static func stronglyConnectedParts(_ edges: [[Int]]) -> [[Int]] {
        var index = 0
        var indices = [Int?](repeating: nil, count: edges.count)
        var lowLinks = [Int](repeating: 0, count: edges.count)
        var onStack = [Bool](repeating: false, count: edges.count)
        var stack: [Int] = []
        var parts: [[Int]] = []
        func visit(_ node: Int) {
            indices[node] = index
            lowLinks[node] = index
            index += 1
            stack.append(node)
            onStack[node] = true
            for next in edges[node] {
                if let nextIndex = indices[next] {
                    if onStack[next] { lowLinks[node] = min(lowLinks[node], nextIndex) }
                } else {
                    visit(next)
                    lowLinks[node] = min(lowLinks[node], lowLinks[next])
                }
            }
            guard lowLinks[node] == indices[node] else { return }
            var part: [Int] = []
            while let top = stack.popLast() {
                onStack[top] = false
                part.append(top)
                if top == node { break }
            }
            parts.append(part.sorted())
        }
        for node in edges.indices where indices[node] == nil { visit(node) }
        return parts
    }

    /// A walk round `part` along `edges` from its first node back towards it, for the finding's sentence.
    private static func cycleOrder(_ part: [Int], edges: [[Int]]) -> [Int] {
        let members = Set(part)
        var order = [part[0]]
        var current = part[0]
        while let next = edges[current].first(where: { members.contains($0) && !order.contains($0) }) {
            order.append(next)
            current = next
        }
        return order
    }

    /// Taps on the same touches where one needs more taps than the other: with a failure requirement, the tap that
    /// needs fewer waits the tap interval (a note, with the delay); without one, it fires on the other's first taps
    /// as well (a warning).
    static func multiTapConflicts(in scene: LintScene) -> [GestureLintFinding] {
        var findings: [GestureLintFinding] = []
        let taps = scene.entries.filter { $0.recognizer is UITapGestureRecognizer && !scene.isEngineOwned($0) }
        let interval = UITapGestureRecognizer.tapInterval
        for fewer in taps {
            for more in taps where more.recognizer !== fewer.recognizer && LintScene.shareTouches(fewer.view, more.view) {
                guard let fewerTap = fewer.recognizer as? UITapGestureRecognizer,
                      let moreTap = more.recognizer as? UITapGestureRecognizer,
                      fewerTap.numberOfTouchesRequired == moreTap.numberOfTouchesRequired,
                      fewerTap.numberOfTapsRequired < moreTap.numberOfTapsRequired
                else { continue }
                if LintScene.waits(fewer, on: more) {
                    let milliseconds = Int((interval * 1000).rounded())
                    findings.append(GestureLintFinding(
                        severity: .note, rule: .tapDelayedByMultiTap,
                        recognizer: TraceEvent.describe(fewerTap), view: TraceEvent.describe(fewer.view),
                        reason: "\(LintScene.name(fewer)) waits for \(LintScene.name(more)) to fail: its action comes "
                            + "\(milliseconds) ms after the finger lifts, the longest pause allowed between taps",
                        fix: "intended when both gestures are needed (the 2010 talk's photo viewer); otherwise drop the "
                            + "\(moreTap.numberOfTapsRequired)-tap recognizer, or act on the first tap and undo it if "
                            + "the second comes",
                        delay: interval))
                } else if !LintScene.waits(more, on: fewer) {
                    findings.append(GestureLintFinding(
                        severity: .warning, rule: .tapFiresWithMultiTap,
                        recognizer: TraceEvent.describe(fewerTap), view: TraceEvent.describe(fewer.view),
                        reason: "\(LintScene.name(fewer)) fires on the first tap of every \(moreTap.numberOfTapsRequired)-tap "
                            + "\(LintScene.name(more)) as well: a tap never prevents a tap needing more taps, and no "
                            + "failure requirement links them",
                        fix: "\(TraceEvent.describe(fewerTap)).require(toFail: \(TraceEvent.describe(moreTap))), which "
                            + "delays it by \(Int((interval * 1000).rounded())) ms; or accept both"))
                }
            }
        }
        return findings
    }
}
