/// How every evdev decoder reads the events it is fed, by type:
/// - `SYN_REPORT` completes a frame;
/// - `SYN_DROPPED` (the kernel lost events) ends what is under way, and every event after it is skipped up to and
///   including the next `SYN_REPORT`, since the state it would build on is unknown;
/// - keys, relative and absolute axes go to the decoder's readers (a type it does not read is ignored);
/// - the other types the kernel defines are ignored; a type or synchronization code it does not define is reported
///   once per type and code.
protocol EvdevEventDispatch: EvdevStreamDecoder {
    /// Between `SYN_DROPPED` and the next `SYN_REPORT`.
    var dropping: Bool { get set }
    /// What went wrong so far.
    var log: EvdevDecoderLog { get set }
    /// `SYN_REPORT` outside a dropped stretch at kernel time `time`: the frames it completes.
    mutating func completeFrame(time: Double) -> [Frame]
    /// `SYN_DROPPED` at kernel time `time`: reports it, and returns the frames that end what was under way.
    mutating func dropEvents(time: Double) -> [Frame]
    /// A synchronization code other than `SYN_REPORT` and `SYN_DROPPED`.
    mutating func unknownSynchronization(_ event: InputEvent)
    /// Reads an `EV_KEY` event.
    mutating func key(_ event: InputEvent)
    /// Reads an `EV_REL` event.
    mutating func relative(_ event: InputEvent)
    /// Reads an `EV_ABS` event.
    mutating func absolute(_ event: InputEvent)
}

extension EvdevEventDispatch {
    /// Reported once, unless it falls in a dropped stretch.
    mutating func unknownSynchronization(_ event: InputEvent) {
        if !dropping { log.reportUnknown(event) }
    }
    /// A type the decoder does not read: ignored.
    mutating func key(_ event: InputEvent) {}
    /// A type the decoder does not read: ignored.
    mutating func relative(_ event: InputEvent) {}
    /// A type the decoder does not read: ignored.
    mutating func absolute(_ event: InputEvent) {}

    /// Reads one event as its type says; returns the frames it completed.
    mutating func dispatch(_ event: InputEvent) -> [Frame] {
        switch event.type {
        case EvdevCode.synchronization:
            return synchronize(event)
        case _ where dropping:
            return []
        case EvdevCode.key:
            key(event)
        case EvdevCode.relative:
            relative(event)
        case EvdevCode.absolute:
            absolute(event)
        case EvdevCode.miscellaneous, 0x05, 0x11, 0x12, 0x14, 0x15, 0x16, 0x17:
            break
        default:
            log.reportUnknown(event)
        }
        return []
    }

    private mutating func synchronize(_ event: InputEvent) -> [Frame] {
        switch event.code {
        case EvdevCode.synReport:
            if dropping {
                dropping = false
                return []
            }
            return completeFrame(time: event.time)
        case EvdevCode.synDropped:
            let frames = dropEvents(time: event.time)
            dropping = true
            return frames
        default:
            unknownSynchronization(event)
            return []
        }
    }
}
