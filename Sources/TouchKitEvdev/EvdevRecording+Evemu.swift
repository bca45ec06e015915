import TouchKit

/// Recordings in evemu's text format (`evemu-record` output, the evdev world's common way to share what a device
/// sent): the device's name and axis ranges, then its events.
///
/// ```
/// N: ILITEK Multi-Touch
/// A: 2f 0 9 0 0 0                 # ABS_MT_SLOT: code (hex), minimum, maximum, fuzz, flat, resolution
/// A: 35 0 4095 0 0 12             # ABS_MT_POSITION_X
/// A: 36 0 4095 0 0 12             # ABS_MT_POSITION_Y
/// E: 0.000000 0003 0039 0017      # seconds.microseconds, type (hex), code (hex), value (decimal)
/// E: 0.000000 0003 0035 2048
/// E: 0.000000 0000 0000 0000      # SYN_REPORT
/// ```
///
/// Lines TouchKit does not need (`I:`, `P:`, `B:`, `L:`, `S:`) and comments (`#` to the end of a line) are skipped;
/// an `A:` or `E:` line that cannot be read is skipped with a diagnostic. The format is evemu's
/// (freedesktop.org's evemu project, `evemu-record`); TouchKit reads it, it does not share code with it.
extension EvdevRecording {
    /// Reads an evemu recording; throws ``WrongInputKind`` for a file of another kind, and ``MissingAxis`` when it
    /// has no multi-touch position axes (no ranges to convert with). Lines may end in `\n`, `\r\n` or nothing.
    public init(evemu text: String) throws {
        try Self.require(.evemu, in: text)
        var name = "evemu recording"
        var axes: [UInt16: AbsoluteAxis] = [:]
        var events: [InputEvent] = []
        var diagnostics: [EvdevDiagnostic] = []
        for (index, rawLine) in InputFileKind.lines(of: text).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let tag = fields.first else { continue }
            func malformed() { diagnostics.append(Self.malformedLine(index + 1, rawLine, time: events.last?.time ?? 0)) }
            switch tag {
            case "N:":
                name = rawLine.dropFirst(2).trimmingCharacters(in: .whitespaces)
            case "A:":
                guard fields.count >= 3, let code = UInt16(fields[1], radix: 16), let minimum = Int32(fields[2]),
                      let maximum = fields.count > 3 ? Int32(fields[3]) : nil
                else { malformed(); continue }
                let resolution = fields.count > 6 ? Int32(fields[6]) ?? 0 : 0
                axes[code] = AbsoluteAxis(minimum: minimum, maximum: maximum, resolution: resolution)
            case "E:":
                guard fields.count == 5, let time = Self.time(fields[1]), let type = UInt16(fields[2], radix: 16),
                      let code = UInt16(fields[3], radix: 16), let value = Int32(fields[4])
                else { malformed(); continue }
                events.append(InputEvent(seconds: time.seconds, microseconds: time.microseconds, type: type, code: code, value: value))
            default:
                continue
            }
        }
        try self.init(name: name, axes: axes, events: events, diagnostics: diagnostics, format: "evemu")
    }

    /// "12.345678" as seconds and microseconds, exactly (no floating point).
    private static func time(_ text: Substring) -> (seconds: Int64, microseconds: Int64)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let seconds = Int64(parts[0]), seconds >= 0 else { return nil }
        guard parts.count == 2 else { return (seconds, 0) }
        let digits = parts[1].prefix(6)
        guard !digits.isEmpty, let fraction = Int64(digits) else { return nil }
        var micros = fraction
        for _ in digits.count..<6 { micros *= 10 }
        return (seconds, micros)
    }
}
