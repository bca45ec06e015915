import TouchKit

/// A broken promise of UIKit's touch handling that ``GestureExplorer`` found while playing a script.
public struct ExplorationViolation: Sendable, Equatable, CustomStringConvertible {
    /// Which promise.
    public enum Kind: String, Sendable, CaseIterable, CustomStringConvertible {
        /// A touch a view began did not end exactly once (``TouchInvariantChecker``).
        case touchDelivery
        /// An action went out outside UIKit's state sequences: in `.possible` or `.failed`, `.changed` before
        /// `.began`, anything after `.ended` or `.cancelled` in one attempt, `.ended` twice; or while waiting on a
        /// recognizer that recognized.
        case actionSequence
        /// A recognizer (usually a subclass) asked for a state change the state machine does not allow: it ended twice,
        /// began after ending, or jumped from `.possible` to `.changed`.
        case stateRequest
        /// A recognizer took touches and never decided: still `.possible` in an open attempt once every finger is up
        /// and the timers have run, so whatever waits for it to fail waits forever.
        case neverDecided
        /// A recognizer was left in `.began`, `.changed` or another state but `.possible` at rest: its gesture never
        /// ended.
        case neverEnded
        /// A view's touch delivery was held back by a recognizer and never released or dropped.
        case delayedDelivery
        /// Two recognizers that exclude each other both recognized on one touch.
        case bothRecognized
        /// Another broken promise the invariant checker reports (a scroll view at rest out of range, NaN geometry).
        case other

        /// The kind's name.
        public var description: String { rawValue }
    }

    /// Which promise.
    public var kind: Kind
    /// What happened, in words, with the time on the window's clock.
    public var message: String

    /// A violation from its parts.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// "kind: message".
    public var description: String { "\(kind): \(message)" }
}
