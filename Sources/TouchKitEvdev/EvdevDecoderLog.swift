/// The undefined event types and codes a decoder has met, so that each is reported once however often it comes.
struct UnknownEventLog: Sendable {
    private var reported: Set<UInt32> = []

    /// An `unknownEvent` diagnostic for `event` the first time its type and code are met (`what` names it); nil after.
    mutating func diagnostic(for event: InputEvent, what: String? = nil) -> EvdevDiagnostic? {
        let key = UInt32(event.type) << 16 | UInt32(event.code)
        guard reported.insert(key).inserted else { return nil }
        let name = what ?? "event type \(event.type) code \(event.code), which the kernel does not define"
        return EvdevDiagnostic(kind: .unknownEvent, message: "\(name): ignored", time: event.time)
    }
}
