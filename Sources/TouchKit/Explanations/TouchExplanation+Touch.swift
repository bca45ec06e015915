extension TouchExplanation {
    /// One finger's touch from down to up, and what happened to it.
    public struct Touch: Sendable, Equatable {
        /// The host's finger id.
        public var finger: Int
        /// When the finger went down, on the window's clock.
        public var beganAt: TimeInterval
        /// Where it went down, in window coordinates.
        public var location: CGPoint
        /// When it lifted or was cancelled; nil while it is down.
        public var endedAt: TimeInterval?
        /// `.ended` or `.cancelled` once it is over.
        public var endPhase: UITouch.Phase?
        /// How the touch found its view.
        public var hitTest = HitTest()
        /// Recognizers on the path that were not given the touch, and why.
        public var refusals: [Refusal] = []
        /// The recognizers given the touch, each with its whole attempt (an attempt that spans touches, such as a
        /// double tap's, appears on each of them).
        public var recognizers: [Recognizer] = []
        /// What the view got of the touch, in order.
        public var deliveries: [ViewDelivery] = []

        /// A touch that went down at `location` at `beganAt`.
        public init(finger: Int, beganAt: TimeInterval, location: CGPoint) {
            self.finger = finger
            self.beganAt = beganAt
            self.location = location
        }

        /// The attempt of the recognizer with this trace name, if it was given the touch.
        public func recognizer(named name: String) -> Recognizer? {
            recognizers.first { $0.name == name }
        }
    }

    /// A touch's hit test.
    public struct HitTest: Sendable, Equatable {
        /// The views hit testing went through, from the window down to the hit view's superview.
        public var path: [String] = []
        /// The view found (nil: nothing was hit, the touch goes nowhere).
        public var hitView: String?
        /// The views passed over, in the order hit testing rejected them.
        public var skipped: [Skip] = []

        /// An empty hit test, filled in from the trace.
        public init() {}

        /// Why hit testing passed over `view`, if it did.
        public func reason(skipping view: String) -> HitTestSkipReason? {
            skipped.first { $0.view == view }?.reason
        }
    }

    /// A view hit testing passed over.
    public struct Skip: Sendable, Equatable {
        /// The view (its trace name: accessibility identifier, or type and tag).
        public var view: String
        /// Why it was passed over.
        public var reason: HitTestSkipReason
    }

    /// A recognizer on the touch's path that was not given the touch.
    public struct Refusal: Sendable, Equatable {
        /// The recognizer's trace name.
        public var recognizer: String
        /// Its view.
        public var view: String?
        /// The gate that closed.
        public var gate: RecognizerGate
    }

    /// Something the touch's view got, or did not get, at a moment.
    public struct ViewDelivery: Sendable, Equatable {
        /// What happened.
        public enum Kind: Sendable, Equatable {
            /// The view's `touchesBegan`/`Moved`/`Ended`/`Cancelled` was called.
            case received(UITouch.Phase)
            /// A recognizer with `delaysTouchesBegan` or `delaysTouchesEnded` held this phase back.
            case delayed(UITouch.Phase)
            /// What was held back was released to the view.
            case released
            /// What was held back was dropped: the view never sees the touch.
            case dropped
            /// The view gets nothing of the touch, for this reason.
            case blocked(ViewBlockReason)
        }

        /// The view.
        public var view: String?
        /// When, on the window's clock.
        public var time: TimeInterval
        /// What happened.
        public var kind: Kind
    }
}
