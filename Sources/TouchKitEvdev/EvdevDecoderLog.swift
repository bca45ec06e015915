/// What an evdev decoder reports, oldest first: what went wrong, and each undefined event type and code once however
/// often it comes.
struct EvdevDecoderLog: Sendable {
    /// What went wrong so far, oldest first.
    private(set) var diagnostics: [EvdevDiagnostic] = []
    private var reported: Set<UInt32> = []

    /// Keeps a diagnostic of `kind` about the event at kernel time `time`.
    mutating func report(_ kind: EvdevDiagnostic.Kind, _ message: String, _ time: Double) {
        diagnostics.append(EvdevDiagnostic(kind: kind, message: message, time: time))
    }

    /// Keeps an `unknownEvent` diagnostic for `event` the first time its type and code are met (`what` names it).
    mutating func reportUnknown(_ event: InputEvent, what: String? = nil) {
        let key = UInt32(event.type) << 16 | UInt32(event.code)
        guard reported.insert(key).inserted else { return }
        let name = what ?? "event type \(event.type) code \(event.code), which the kernel does not define"
        report(.unknownEvent, "\(name): ignored", event.time)
    }
}
