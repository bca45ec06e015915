import TouchKit

/// An evemu recording of any evdev device, read as it is: the device's name, its absolute axes by code, and its
/// events. A mouse's recording has no absolute axes; a pen's has `ABS_X`/`ABS_Y` (``EvdevPenAxes/init(axes:)``); a
/// touch screen's is read further by ``EvdevRecording``.
///
/// Lines TouchKit does not need (`I:`, `P:`, `B:`, `L:`, `S:`) and comments (`#` to the end of a line) are skipped;
/// an `A:` or `E:` line that cannot be read is skipped with a diagnostic (`malformedRecording`).
public struct EvdevEventRecording: Sendable {
    /// The device's name (`N:`).
    public var name = "evemu recording"
    /// The absolute axes (`A:`), by code.
    public var axes: [UInt16: AbsoluteAxis] = [:]
    /// What the device sent, in order (`E:`).
    public var events: [InputEvent] = []
    /// The lines that could not be read (skipped).
    public internal(set) var diagnostics: [EvdevDiagnostic] = []

    /// Reads an evemu recording; throws ``WrongInputKind`` for a file of another kind. Lines may end in `\n`,
    /// `\r\n` or nothing.
    public init(evemu text: String) throws {
        try EvdevRecording.require(.evemu, in: text)
        for (index, rawLine) in InputFileKind.lines(of: text).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let tag = fields.first else { continue }
            func malformed() { diagnostics.append(EvdevRecording.malformedLine(index + 1, rawLine, time: events.last?.time ?? 0)) }
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
