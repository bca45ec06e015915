import TouchKit

/// What ``GestureExplorer`` did and found: how many scripts it played within its budget, and the first failure,
/// shrunk, with its timeline and explanation.
public struct ExplorationReport: Sendable, CustomStringConvertible {
    /// A failing script, shrunk, and what it showed.
    public struct Failure: Sendable {
        /// The script as generated.
        public var originalScript: GestureScript
        /// The shortest script found that still breaks a promise of the same kind.
        public var script: GestureScript
        /// What the shrunk script broke.
        public var violations: [ExplorationViolation]
        /// The shrunk script's trace, one event a line (`TraceEvent.description`).
        public var timeline: [String]
        /// What happened to every touch of the shrunk script, and why.
        public var explanation: TouchExplanation
        /// How many replays the shrinking took.
        public var shrinkReplays: Int
    }

    /// The seed the scripts were drawn from.
    public var seed: UInt64
    /// How many scripts were played (the failing one included).
    public var scriptsPlayed: Int
    /// How many scripts were asked for.
    public var scriptsRequested: Int
    /// Whether the time budget ran out before every requested script was played (a slow machine plays fewer; the
    /// scripts played are the same first ones for the seed).
    public var stoppedByTimeBudget: Bool
    /// The first failure, shrunk; nil when every script kept every promise.
    public var failure: Failure?

    /// A summary line, then the failure's script, violations, timeline and explanation.
    public var description: String {
        let budget = stoppedByTimeBudget ? " (time budget reached)" : ""
        var lines = ["explored \(scriptsPlayed) of \(scriptsRequested) scripts from seed \(seed)\(budget): "
            + (failure == nil ? "no broken promise" : "a promise broken")]
        if let failure {
            lines.append("shrunk from \(failure.originalScript.steps.count) to \(failure.script.steps.count) step(s) in \(failure.shrinkReplays) replays:")
            lines.append(failure.script.description)
            lines.append("broken:")
            lines += failure.violations.map { "  \($0)" }
            lines.append("timeline:")
            lines += failure.timeline.map { "  \($0)" }
            lines.append("explanation:")
            lines.append(failure.explanation.description)
        }
        return lines.joined(separator: "\n")
    }
}
