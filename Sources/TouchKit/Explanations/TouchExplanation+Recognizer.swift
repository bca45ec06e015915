extension TouchExplanation {
    /// One gesture recognizer's attempt: the touches it was given, its states and actions, how it was arbitrated
    /// against the others and what it waited for.
    public struct Recognizer: Sendable, Equatable {
        /// Its trace name: its `name`, or its type.
        public var name: String
        /// Its view's trace name.
        public var view: String?
        /// The fingers whose touches it was given, in order.
        public var fingers: [Int] = []
        /// When it was first given a touch (or first changed state, for one that never was).
        public var startedAt: TimeInterval
        /// Its state changes, in order.
        public var states: [StateChange] = []
        /// The actions it sent, with the state each carried.
        public var actions: [Action] = []
        /// The decisions about it when another recognizer recognized: prevented, or allowed alongside, and why.
        public var arbitrations: [Arbitration] = []
        /// Its waits on failure requirements.
        public var waits: [Wait] = []

        /// An attempt of `name` on `view` starting at `startedAt`.
        public init(name: String, view: String?, startedAt: TimeInterval) {
            self.name = name
            self.view = view
            self.startedAt = startedAt
        }

        /// The state it is in at the end of the trace.
        public var finalState: UIGestureRecognizer.State { states.last?.to ?? .possible }

        /// When it recognized (its first change to `.began` or `.ended`), if it did.
        public var recognizedAt: TimeInterval? {
            states.first { $0.to == .began || $0.to == .ended }?.time
        }

        /// The arbitration that prevented it, if one did.
        public var prevention: Arbitration? { arbitrations.first { $0.rule.preventsOther } }

        /// A state change.
        public struct StateChange: Sendable, Equatable {
            /// When, on the window's clock.
            public var time: TimeInterval
            /// The state before.
            public var from: UIGestureRecognizer.State
            /// The state after.
            public var to: UIGestureRecognizer.State
        }

        /// An action sent to the recognizer's targets.
        public struct Action: Sendable, Equatable {
            /// When, on the window's clock.
            public var time: TimeInterval
            /// The state the action carried.
            public var state: UIGestureRecognizer.State
        }

        /// What the arena decided about this recognizer when `winner` recognized.
        public struct Arbitration: Sendable, Equatable {
            /// When, on the window's clock.
            public var time: TimeInterval
            /// The recognizer that recognized.
            public var winner: String
            /// The rule that decided ("prevented" when ``ExclusionRule/preventsOther``).
            public var rule: ExclusionRule
        }

        /// A wait on a failure requirement: the recognizer recognized, and its action waited for `requirement` to fail.
        public struct Wait: Sendable, Equatable {
            /// How a wait ended.
            public enum Outcome: Sendable, Equatable {
                /// The requirement failed: the waiting recognizer's action went out.
                case requirementFailed
                /// The requirement recognized: the waiting recognizer failed.
                case requirementRecognized
            }

            /// The recognizer waited for.
            public var requirement: String
            /// When the wait began, on the window's clock.
            public var from: TimeInterval
            /// When it ended; nil while still waiting.
            public var until: TimeInterval?
            /// How it ended; nil while still waiting.
            public var outcome: Outcome?

            /// How long it waited, if the wait is over.
            public var duration: TimeInterval? { until.map { $0 - from } }
        }
    }
}
