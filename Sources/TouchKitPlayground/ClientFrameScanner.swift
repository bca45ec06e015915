/// Follows the frames of a WebSocket client's byte stream (RFC 6455, section 5.2) without keeping them, to find the
/// protocol violations the WebSocket layer lets through: a client frame that is not masked (section 5.1: "a server
/// MUST close the connection upon receiving a frame that is not masked"), reserved bits set with no extension
/// negotiated, and reserved opcodes. SwiftNIO's decoder and Hummingbird's handler accept all three, so the server runs
/// this over the raw bytes (``PlaygroundConnectionGuard``).
///
/// Fed any chunking of the stream; keeps a few header bytes at most, so a frame's payload costs nothing to skip.
struct ClientFrameScanner: Sendable {
    /// Why the stream must be closed.
    enum Violation: Equatable, Sendable, CustomStringConvertible {
        case unmasked
        case reservedBits
        case reservedOpcode(UInt8)

        var description: String {
            switch self {
            case .unmasked: "an unmasked client frame (RFC 6455, 5.1)"
            case .reservedBits: "reserved bits set with no extension negotiated (RFC 6455, 5.2)"
            case .reservedOpcode(let opcode): "reserved opcode \(opcode) (RFC 6455, 5.2)"
            }
        }
    }

    /// The header bytes of the frame being read (at most 14).
    private var header: [UInt8] = []
    /// Payload bytes left to skip in the current frame.
    private var payloadLeft: UInt64 = 0
    /// The first violation; once set, the scanner reads no further.
    private(set) var violation: Violation?

    /// Reads the next chunk of the stream; returns the first violation, if any so far.
    mutating func scan(_ bytes: some Sequence<UInt8>) -> Violation? {
        guard violation == nil else { return violation }
        for byte in bytes {
            if payloadLeft > 0 {
                payloadLeft -= 1
                continue
            }
            header.append(byte)
            guard let needed = headerLength(), header.count == needed else { continue }
            if let found = check() {
                violation = found
                return found
            }
            payloadLeft = payloadLength()
            header.removeAll(keepingCapacity: true)
        }
        return nil
    }

    /// The whole header's length once its first two bytes are in (2, plus 2 or 8 for the length, plus 4 for the
    /// mask), nil before.
    private func headerLength() -> Int? {
        guard header.count >= 2 else { return nil }
        let lengthField = header[1] & 0x7F
        let extended = lengthField == 126 ? 2 : lengthField == 127 ? 8 : 0
        let mask = header[1] & 0x80 != 0 ? 4 : 0
        // An unmasked frame is a violation already: no need to wait for its length.
        return mask == 0 ? 2 : 2 + extended + mask
    }

    private func check() -> Violation? {
        if header[1] & 0x80 == 0 { return .unmasked }
        if header[0] & 0x70 != 0 { return .reservedBits }
        let opcode = header[0] & 0x0F
        if (3...7).contains(opcode) || opcode >= 11 { return .reservedOpcode(opcode) }
        return nil
    }

    private func payloadLength() -> UInt64 {
        let lengthField = header[1] & 0x7F
        switch lengthField {
        case 126: return UInt64(header[2]) << 8 | UInt64(header[3])
        case 127: return header[2..<10].reduce(0) { $0 << 8 | UInt64($1) }
        default: return UInt64(lengthField)
        }
    }
}
