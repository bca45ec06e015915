/// A decoder of one kind of evdev device (a touch screen, a mouse, a pen): events in, completed frames out, and what
/// went wrong on the way.
protocol EvdevStreamDecoder: Sendable {
    associatedtype Frame
    /// What went wrong so far, oldest first.
    var diagnostics: [EvdevDiagnostic] { get }
    /// Reads one event; returns the frames it completed.
    mutating func feed(_ event: InputEvent) -> [Frame]
    /// The stream ended at kernel time `time` (`reason` says how): the frames that end what is still under way.
    mutating func finish(time: Double, reason: String) -> [Frame]
}

extension MultitouchDecoder: EvdevEventDispatch {}
extension EvdevMouseDecoder: EvdevEventDispatch {}
extension EvdevPenDecoder: EvdevEventDispatch {}

/// The part every evdev source shares, from its byte stream to its decoder's frames: records cut between chunks,
/// the kernel time of the last event (the time the end of the stream is reported at), and the diagnostics of the
/// reader and the decoder, each kept once and passed once to the source's observer. What a source does with the
/// frames (touches, pointer samples, pencil samples) is its own.
struct EvdevEventPump<Decoder: EvdevStreamDecoder>: Sendable {
    /// Events to frames.
    private(set) var decoder: Decoder
    private var reader = InputEventReader()
    private var log = EvdevDiagnosticLog()
    private var lastKernelTime: Double = 0

    init(_ decoder: Decoder) { self.decoder = decoder }

    /// Every diagnostic so far, the reader's and the decoder's, oldest first.
    var diagnostics: [EvdevDiagnostic] { log.all }

    /// The events of a chunk of the byte stream (any size: a record cut between chunks is completed by the next one).
    mutating func events(in bytes: some Sequence<UInt8>) -> [InputEvent] { reader.events(in: bytes) }

    /// The frames `event` completes.
    mutating func frames(after event: InputEvent) -> [Decoder.Frame] {
        lastKernelTime = event.time
        return decoder.feed(event)
    }

    /// The stream ended (`error` when a read failed): an incomplete last record is dropped with a diagnostic, and
    /// the decoder's last frames end what is under way.
    mutating func finish(error: String?, observer: ((EvdevDiagnostic) -> Void)?) -> [Decoder.Frame] {
        log.reportEnd(droppedBytes: reader.finish(), error: error, time: lastKernelTime, to: observer)
        return decoder.finish(time: lastKernelTime, reason: error == nil ? "the stream ended" : "reading failed")
    }

    /// Keeps and tells `observer` the decoder's diagnostics not passed on yet.
    mutating func forwardDiagnostics(to observer: ((EvdevDiagnostic) -> Void)?) {
        log.forward(decoder.diagnostics, to: observer)
    }
}
