import TouchKit

/// Recordings made by `libinput record` (libinput's YAML format, version 1): the first device's name, `absinfo` and
/// evdev events.
///
/// ```yaml
/// version: 1
/// libinput:
///   version: "1.22.0"
/// devices:
/// - node: /dev/input/event5
///   evdev:
///     name: "ELAN Touchscreen"
///     absinfo:
///       53: [0, 3456, 0, 0, 13]        # code (decimal): minimum, maximum, fuzz, flat, resolution
///       54: [0, 1944, 0, 0, 13]
///   events:
///   - evdev:
///     - [  0,      0,   3,  57,     181] # seconds, microseconds, type, code, value
///     - [  0,      0,   0,   0,       0] # SYN_REPORT
/// ```
///
/// Read line by line rather than with a YAML library (the package has none, and the format's lines are regular):
/// only the keys above are read, in the first device; a line inside `absinfo:` or `events:` that is not of the
/// shape above is skipped with a diagnostic. libinput's recordings of several devices at once are read for the
/// first device only.
extension EvdevRecording {
    /// Reads a `libinput record` recording; throws ``WrongInputKind`` for a file of another kind, and ``MissingAxis``
    /// when its first device has no multi-touch position axes. Lines may end in `\n`, `\r\n` or nothing.
    public init(libinputRecord text: String) throws {
        try Self.require(.libinputRecord, in: text)
        var name = "libinput recording"
        var axes: [UInt16: AbsoluteAxis] = [:]
        var events: [InputEvent] = []
        var diagnostics: [EvdevDiagnostic] = []
        enum Block { case other, absinfo, events }
        var block = Block.other
        var absinfoIndent = 0
        var devices = 0
        for (index, rawLine) in InputFileKind.lines(of: text).enumerated() {
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            let indent = content.prefix { $0 == " " }.count
            if trimmed.hasPrefix("- node:") { devices += 1 }
            guard devices <= 1 else { break }
            if trimmed.hasPrefix("name:"), block != .events {
                name = trimmed.dropFirst(5).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                block = .other
                continue
            }
            if trimmed == "absinfo:" {
                block = .absinfo
                absinfoIndent = indent
                continue
            }
            if trimmed == "events:" {
                block = .events
                continue
            }
            switch block {
            case .absinfo:
                guard indent > absinfoIndent else {
                    block = .other
                    continue
                }
                let parts = trimmed.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, let code = UInt16(parts[0]), let numbers = Self.integers(in: parts[1]),
                      numbers.count >= 2, let minimum = Int32(exactly: numbers[0]), let maximum = Int32(exactly: numbers[1])
                else {
                    diagnostics.append(Self.malformedLine(index + 1, rawLine, time: 0))
                    continue
                }
                let resolution = numbers.count >= 5 ? Int32(exactly: numbers[4]) ?? 0 : 0
                axes[code] = AbsoluteAxis(minimum: minimum, maximum: maximum, resolution: resolution)
            case .events:
                // `- evdev:` opens a frame's list; other event kinds (`- libinput:`) are libinput's own output.
                guard trimmed.hasPrefix("- ["), let numbers = Self.integers(in: trimmed.dropFirst(1)) else { continue }
                guard numbers.count == 5, numbers[0] >= 0, (0...999_999).contains(numbers[1]),
                      let type = UInt16(exactly: numbers[2]), let code = UInt16(exactly: numbers[3]),
                      let value = Int32(exactly: numbers[4])
                else {
                    diagnostics.append(Self.malformedLine(index + 1, rawLine, time: events.last?.time ?? 0))
                    continue
                }
                events.append(InputEvent(seconds: numbers[0], microseconds: numbers[1], type: type, code: code, value: value))
            case .other:
                continue
            }
        }
        try self.init(name: name, axes: axes, events: events, diagnostics: diagnostics, format: "libinput-record")
    }

    /// The integers of a flow sequence, "[0, 3456, 0, 0, 13]"; nil if it is not one.
    private static func integers(in text: Substring) -> [Int64]? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]") else { return nil }
        var numbers: [Int64] = []
        for field in trimmed.dropFirst().dropLast().split(separator: ",") {
            guard let number = Int64(field.trimmingCharacters(in: .whitespaces)) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
