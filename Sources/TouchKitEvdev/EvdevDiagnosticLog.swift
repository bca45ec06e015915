/// The diagnostics of an evdev source (a touch screen's, a mouse's, a pen's): its own, and its decoder's as they
/// come, each kept once and passed once to the source's observer.
struct EvdevDiagnosticLog: Sendable {
    /// Every diagnostic so far, oldest first.
    private(set) var all: [EvdevDiagnostic] = []
    private var decoderDiagnosticsSeen = 0

    /// Keeps `diagnostic` and tells `observer`.
    mutating func report(_ diagnostic: EvdevDiagnostic, to observer: ((EvdevDiagnostic) -> Void)?) {
        all.append(diagnostic)
        observer?(diagnostic)
    }

    /// Keeps and tells the decoder's diagnostics not seen yet (`decoded` is all of the decoder's so far).
    mutating func forward(_ decoded: [EvdevDiagnostic], to observer: ((EvdevDiagnostic) -> Void)?) {
        while decoderDiagnosticsSeen < decoded.count {
            report(decoded[decoderDiagnosticsSeen], to: observer)
            decoderDiagnosticsSeen += 1
        }
    }

    /// The stream ended `droppedBytes` into a record (`truncatedRecord`) or because a read failed (`readError`).
    mutating func reportEnd(droppedBytes: Int, error: String?, time: Double, to observer: ((EvdevDiagnostic) -> Void)?) {
        if droppedBytes > 0 {
            report(EvdevDiagnostic(kind: .truncatedRecord, message: "the stream ended \(droppedBytes) byte(s) into a record: dropped", time: time), to: observer)
        }
        if let error { report(EvdevDiagnostic(kind: .readError, message: error, time: time), to: observer) }
    }
}
