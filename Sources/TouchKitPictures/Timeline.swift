import TouchKit

/// What a window's trace says happened, laid out as the WWDC talks draw it: one lane per finger, one per gesture
/// recognizer, one per view that received touches, each holding spans (a state, a touch being down) and marks
/// (instants: a touch sample, an action, an exclusion).
///
/// Build one from recorded `TraceEvent`s (``init(events:title:)``, or ``TimelineRecorder/timeline``) and draw it
/// with ``SVGTimeline``. Names come from the trace: a recognizer's `name` or its type, a view's
/// `accessibilityIdentifier` or its type and tag. Recognizers are told apart by name and view, so two unnamed
/// recognizers of one type on one view share a lane.
///
/// Two state changes are not in the trace and are inferred: a continuous recognizer moves from `.began` to
/// `.changed` at the next touch event it is given (or at its first `.changed` action, if that comes first), and a
/// recognizer returns to `.possible` right after a terminal state, unless it waits on a failure requirement.
///
/// UIKit has no equivalent: this is a TouchKit tool.
///
/// See also ``TimelineRecorder``, ``SVGTimeline``, `TraceEvent`.
public struct Timeline: Sendable, Equatable {
    /// A heading for the picture, such as the scene's name.
    public var title: String?
    /// Fingers first (by id), then recognizers, then views, each group in order of first appearance.
    public var lanes: [Lane]
    /// The time of the first event (0 when there are none).
    public var start: TimeInterval
    /// The time of the last event (0 when there are none).
    public var end: TimeInterval

    /// A timeline with the given lanes and time range.
    public init(title: String? = nil, lanes: [Lane], start: TimeInterval, end: TimeInterval) {
        self.title = title
        self.lanes = lanes
        self.start = start
        self.end = end
    }

    /// The lane with this id (``Lane/id``), if any.
    public func lane(_ id: String) -> Lane? { lanes.first { $0.id == id } }

    /// One row of the picture: a finger, a recognizer or a view.
    public struct Lane: Sendable, Equatable {
        /// What a lane follows.
        public enum Kind: String, Sendable {
            /// A host finger, from its first sample to its last.
            case finger
            /// A gesture recognizer on a view.
            case recognizer
            /// A view that was hit-tested or received touches.
            case view
        }

        /// What the lane follows.
        public var kind: Kind
        /// Unique within the timeline: `finger 1`, `recognizer pan @ widget`, `view widget`.
        public var id: String
        /// The label drawn at the lane's start: `finger 1`, `pan`, `widget`.
        public var title: String
        /// A second line for the label: the view a recognizer is on, the view a finger was hit-tested to.
        public var detail: String?
        /// Intervals, in the order they started.
        public var spans: [Span] = []
        /// Instants, in trace order.
        public var marks: [Mark] = []

        /// A lane with no spans or marks yet.
        public init(kind: Kind, id: String, title: String, detail: String? = nil) {
            self.kind = kind
            self.id = id
            self.title = title
            self.detail = detail
        }
    }

    /// An interval on a lane: a recognizer's state, a wait on a failure requirement, a touch down on the screen or
    /// in a view, a view's delivery held back.
    public struct Span: Sendable, Equatable {
        /// What a span shows.
        public enum Kind: String, Sendable, CaseIterable {
            /// Recognizer states. `recognized` is `.ended` reached straight from `.possible` (a discrete gesture).
            case possible, began, changed, ended, recognized, failed, cancelled
            /// A recognizer that recognized holds its action until another recognizer fails.
            case waiting
            /// A finger is down (finger lanes), or a view has the touch between its began and its end (view lanes).
            case touching
            /// The view's delivery of a touch is held back by a recognizer's `delaysTouchesBegan`/`Ended`.
            case delayed
        }

        /// What the span shows.
        public var kind: Kind
        /// When it began, on the window's clock.
        public var start: TimeInterval
        /// When it ended (the same as ``start`` for a state that lasted no time).
        public var end: TimeInterval
        /// The finger, for touch spans and delays.
        public var finger: Int?
        /// Why the span is there or ended: `prevented by pan`, `waits for tap`, `flushed`, `cancelled`.
        public var note: String?
        /// The recognizer that caused a failure or cancellation, or that a wait is on.
        public var cause: String?
        /// Still going when the trace ended: ``end`` is the timeline's end.
        public var isOpen = false

        /// A closed span.
        public init(kind: Kind, start: TimeInterval, end: TimeInterval, finger: Int? = nil, note: String? = nil, cause: String? = nil) {
            self.kind = kind
            self.start = start
            self.end = end
            self.finger = finger
            self.note = note
            self.cause = cause
        }
    }

    /// An instant on a lane.
    public struct Mark: Sendable, Equatable {
        /// What a mark shows.
        public enum Kind: String, Sendable, CaseIterable {
            /// A touch sample (finger lanes) or a responder call (view lanes) with this phase.
            case began, moved, stationary, ended, cancelled
            /// A new touch was hit-tested; the note names the view (or `nothing`).
            case hitTest
            /// A recognizer sent its action; the note is the state it carried.
            case action
            /// A recognizer was excluded; the note and cause name the recognizer that recognized.
            case prevented
            /// A recognizer recognized but its action waits; the note and cause name the recognizer it requires to fail.
            case waitingForFailure
            /// The required recognizer failed: the waiting action goes out.
            case requirementFailed
            /// The required recognizer recognized: the waiting recognizer fails.
            case requirementRecognized
            /// The view's delivery of a phase was held back; the note is the phase.
            case delayed
            /// Held-back delivery went to the view.
            case flushed
            /// Held-back delivery was dropped: the view never sees the touch.
            case dropped
        }

        /// What the mark shows.
        public var kind: Kind
        /// When, on the window's clock.
        public var time: TimeInterval
        /// The finger, for touch samples, hit tests and view deliveries.
        public var finger: Int?
        /// Words drawn beside the mark, if any.
        public var note: String?
        /// The other recognizer involved (exclusion, failure requirements).
        public var cause: String?

        /// A mark at `time`.
        public init(kind: Kind, time: TimeInterval, finger: Int? = nil, note: String? = nil, cause: String? = nil) {
            self.kind = kind
            self.time = time
            self.finger = finger
            self.note = note
            self.cause = cause
        }
    }
}
