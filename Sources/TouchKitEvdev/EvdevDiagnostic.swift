/// Something wrong with the input an evdev source read, which it corrected or dropped instead of crashing; the
/// contacts it affected ended (cancelled) so that every touch still ends.
public struct EvdevDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Equatable {
        /// The stream ended in the middle of a record: its bytes were dropped.
        case truncatedRecord
        /// An event type or code the kernel does not define (or multi-touch protocol A's `SYN_MT_REPORT`): ignored.
        /// Reported once per type and code.
        case unknownEvent
        /// `ABS_MT_SLOT` beyond the device's slots: the slot's events are dropped until a valid slot is selected.
        case slotOutOfRange
        /// A tracking id that is live in another slot began in this one: read as a new contact.
        case trackingIDReused
        /// `SYN_DROPPED`: the kernel lost events; every contact down was cancelled, and each slot is ignored until
        /// its next new contact.
        case eventsDropped
        /// The stream ended (end of file, read error, device unplugged) with contacts down: they were cancelled.
        case contactsLeftDown
        /// Reading the device failed.
        case readError
        /// A line of a recording that could not be read: skipped.
        case malformedRecording
        /// A mouse button released that was not held, or pressed while held (a kernel sends neither; a recording
        /// may): dropped.
        case buttonStateMismatch
        /// A pen's `BTN_TOUCH` with no tool (`BTN_TOOL_PEN`, `BTN_TOOL_RUBBER`) in range: taken as the pen in range.
        case toolMissing
    }

    public var kind: Kind
    /// What happened and what was done about it, in a sentence.
    public var message: String
    /// The kernel time of the event involved, in seconds (the recording's, for a recording).
    public var time: Double

    public init(kind: Kind, message: String, time: Double) {
        self.kind = kind
        self.message = message
        self.time = time
    }

    public var description: String { "[\(kind.rawValue)] \(message) (at \(time))" }
}
