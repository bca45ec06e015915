import TouchKit

/// What ``GestureLatency`` measured: each recognizer's (and held-back view's) latency per typical script, with the
/// causes, and the budget check.
public struct GestureLatencyReport: Sendable, CustomStringConvertible {
    /// Why a gesture's action came late.
    public enum Cause: Sendable, Equatable, CustomStringConvertible {
        /// It recognized, and its action waited for the named recognizer it requires to fail.
        case waitingForFailure(of: String, for: TimeInterval)
        /// It recognized only once the finger, moving at `speed` points per second, had passed its movement threshold
        /// (the pan's 10 pt hysteresis, the pinch's 8 pt).
        case threshold(speed: CGFloat, for: TimeInterval)
        /// A scroll view held the view's touch back for its touch delay (`delaysContentTouches`).
        case touchDelay(TimeInterval)

        /// The cause in words, with its time.
        public var description: String {
            switch self {
            case let .waitingForFailure(other, duration):
                "\(GestureScript.Step.milliseconds(duration)) waiting for \(other) to fail"
            case let .threshold(speed, duration):
                "\(GestureScript.Step.milliseconds(duration)) moving past its threshold at \(Int(speed.rounded())) pt/s"
            case let .touchDelay(duration):
                "\(GestureScript.Step.milliseconds(duration)) held by the scroll view's touch delay"
            }
        }

        /// How long this cause made the gesture wait.
        public var duration: TimeInterval {
            switch self {
            case let .waitingForFailure(_, duration), let .threshold(_, duration), let .touchDelay(duration): duration
            }
        }
    }

    /// One measurement: a recognizer's (or a view's) latency in one script.
    public struct Sample: Sendable, Equatable, CustomStringConvertible {
        /// The recognizer's trace name, or the view's for a held-back delivery.
        public var subject: String
        /// The view's trace name.
        public var view: String?
        /// The script, in words ("tap on photo").
        public var script: String
        /// Seconds from the deciding touch to the first action (or to the view's `touchesBegan`).
        public var latency: TimeInterval
        /// Why, each with its share.
        public var causes: [Cause]

        /// "singleTap (tap on photo): 350 ms: 350 ms waiting for doubleTap to fail".
        public var description: String {
            let why = causes.isEmpty ? "" : ": " + causes.map(\.description).joined(separator: "; ")
            return "\(subject) (\(script)): \(GestureScript.Step.milliseconds(latency))\(why)"
        }
    }

    /// Every measurement, in script order.
    public var samples: [Sample]

    /// A report of `samples`.
    public init(samples: [Sample]) { self.samples = samples }

    /// The slowest measurement of the recognizer (or view) named `subject`, if it acted in any script.
    public func worst(_ subject: String) -> Sample? {
        samples.filter { $0.subject == subject }.max { $0.latency < $1.latency }
    }

    /// One sentence per recognizer (or view) whose worst latency is over its budget, seconds by trace name; a name
    /// with no measurement is reported too, so a renamed or lost recognizer does not pass silently.
    public func budgetViolations(_ budgets: [String: TimeInterval]) -> [String] {
        budgets.sorted { $0.key < $1.key }.compactMap { subject, budget in
            guard let worst = worst(subject) else { return "\(subject): never acted in the typical scripts" }
            guard worst.latency > budget + 0.000_5 else { return nil }
            return "\(subject): \(GestureScript.Step.milliseconds(worst.latency)) over its \(GestureScript.Step.milliseconds(budget)) budget in "
                + "\(worst.script)" + (worst.causes.isEmpty ? "" : " (" + worst.causes.map(\.description).joined(separator: "; ") + ")")
        }
    }

    /// The worst measurement of each subject, one a line, slowest first.
    public var description: String {
        var seen: Set<String> = []
        let worst = samples.sorted { $0.latency > $1.latency }.filter { seen.insert($0.subject).inserted }
        return worst.isEmpty ? "no gesture acted" : worst.map(\.description).joined(separator: "\n")
    }
}
