/// Something a caller did that TouchKit corrected or ignored instead of crashing: bad input at the host API, an
/// illegal gesture-recognizer state transition, a failure requirement on itself.
///
/// UIKit logs such things to the console; TouchKit hands them to ``UIWindow/addDiagnosticObserver(_:)`` so a test
/// can see them, and keeps the rest of the event working.
public struct TouchDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Equatable {
        /// A move, end or cancel for a finger that is not down: dropped.
        case unknownFinger
        /// A began for a finger that is already down: the old touch is cancelled first.
        case fingerAlreadyDown
        /// The same finger twice in one event: the later sample wins.
        case duplicateFingerInEvent
        /// A NaN or infinite location: the sample is dropped.
        case nonFiniteLocation
        /// A location beyond ±1e7 points: the sample is dropped.
        case locationOutOfRange
        /// A timestamp earlier than the previous one, or not finite: clamped to the previous one.
        case timestampWentBackwards
        /// A timestamp beyond ``MediaClock/maximumTime`` (nanoseconds passed as seconds, say): clamped to the
        /// previous one.
        case timestampOutOfRange
        /// More fingers than the host accepts at once: the extra began samples are dropped.
        case tooManyFingers
        /// A scroll or transform sample whose movement is NaN or infinite (delta, scale, rotation), or whose scale
        /// is not positive: the movement is dropped, the phase kept.
        case invalidIndirectMovement
        /// A wheel sample beyond ``TouchHost/maximumWheelLines`` lines (or a scroll beyond
        /// ``TouchHost/maximumScrollPoints`` points, a pinch or rotation beyond the host's limits) in one sample:
        /// clamped to the limit.
        case indirectMovementOutOfRange
        /// A trackpad scroll or transform sample out of order (a change with no `began`, an end with none, a second
        /// `began`): the host repairs the sequence (a missing `began` is supplied, a stray end dropped, an open
        /// gesture cancelled before a new one begins).
        case indirectPhaseOutOfOrder
        /// A trackpad scroll or transform that sent nothing for ``TouchHost/abandonedGestureTimeout``: the host
        /// cancels it, so no recognizer waits forever for its end.
        case indirectGestureAbandoned
        /// A gesture recognizer asked for a state change UIKit does not allow: coerced or ignored.
        case invalidStateTransition
        /// A recognizer was asked to require its own failure: ignored.
        case invalidFailureRequirement
        /// A precondition of an API was not met (for example a touch index out of range): a default is returned.
        case invalidArgument
        /// A pointer sample pressed a button already held: the press of that button is ignored.
        case buttonAlreadyPressed
        /// A pointer sample released a button that was not held: the release of that button is ignored.
        case buttonNotPressed
        /// The pointer left the window (`PointerSample.Action.exit`) with buttons held: its touch is cancelled.
        case pointerExitedWhilePressed
        /// A pencil hovered with no sample for `TouchHost.pencilHoverTimeout`: its hover is ended, as if it had left
        /// the screen's range.
        case pencilHoverTimedOut
        /// A pencil value (force, an angle, the hover distance) was NaN, infinite or out of its range: clamped, or
        /// replaced by its default.
        case invalidPencilValue
        /// A refinement named an estimation update index no pending sample has: dropped.
        case unknownEstimationUpdateIndex
        /// More samples awaited refinement than the host keeps: the oldest is given up, its responder told no update
        /// is coming.
        case estimationUpdateAbandoned
        /// A simulator gesture aimed at a view (`TouchSimulator.tap(on:taps:warnIfMissed:)`) would land on another
        /// view, one that is neither it nor inside it: the gesture is sent anyway, as Flutter's `warnIfMissed` does.
        case missedTarget
        /// App code kept sending samples from inside the events its own samples caused (an observer that sends on
        /// every trace): past ``TouchHost/maximumNestedSends`` in one turn the rest are dropped, so the host cannot
        /// loop forever.
        case tooManyNestedSamples
    }

    /// What went wrong.
    public var kind: Kind
    /// What went wrong and what TouchKit did about it, in words.
    public var message: String
    /// The host finger involved, if any.
    public var fingerID: Int?

    /// A diagnostic of `kind`, with a message and the finger involved.
    public init(kind: Kind, message: String, fingerID: Int? = nil) {
        self.kind = kind
        self.message = message
        self.fingerID = fingerID
    }

    /// `[kind] message`.
    public var description: String { "[\(kind.rawValue)] \(message)" }
}
