import TouchKit

/// What kind of input file a text is, told from its lines: a TouchKit trace, an evemu recording, a `libinput record`
/// recording, an empty file, or none of these. The readers use it to name a file of the wrong kind ("this looks like
/// a TouchKit trace, not an evemu recording") instead of reporting what the wrong reader missed in it.
public enum InputFileKind: Sendable, Equatable, CustomStringConvertible {
    /// Nothing but whitespace.
    case empty
    /// A first line that is the header of ``TouchTrace``'s format.
    case touchKitTrace
    /// evemu's lines (`N:`, `I:`, `A:`, `E:`, …, or its `# EVEMU` banner).
    case evemu
    /// libinput's YAML: `version:` first, and `devices:` (with `libinput:`).
    case libinputRecord
    /// None of the above: random bytes, another format.
    case unknown

    /// The kind of `text`.
    public init(text: String) {
        let lines = Self.lines(of: text).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = lines.first(where: { !$0.isEmpty }) else {
            self = .empty
            return
        }
        if first.hasPrefix("{") && first.contains("\"touchkit-trace\"") {
            self = .touchKitTrace
        } else if lines.contains("devices:") && (first.hasPrefix("version:") || lines.contains("libinput:")) {
            self = .libinputRecord
        } else if first.hasPrefix("# EVEMU") || lines.contains(where: Self.isEvemuLine) {
            self = .evemu
        } else {
            self = .unknown
        }
    }

    /// "a TouchKit trace", "an evemu recording", …: what a message calls it.
    public var description: String {
        switch self {
        case .empty: "an empty file"
        case .touchKitTrace: "a TouchKit trace"
        case .evemu: "an evemu recording"
        case .libinputRecord: "a libinput recording"
        case .unknown: "not a file TouchKit reads"
        }
    }

    /// The lines of `text`, whatever ends them: `\n`, `\r\n` (a single `Character` in Swift, which
    /// `split(separator: "\n")` never splits at) or `\r`; a last line without a line ending is a line too.
    static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    private static let evemuTags: Set<Substring> = ["N:", "I:", "P:", "B:", "A:", "E:", "L:", "S:"]

    private static func isEvemuLine(_ line: String) -> Bool {
        guard let tag = line.split(separator: " ", maxSplits: 1).first else { return false }
        return evemuTags.contains(tag)
    }
}

/// A file given to a reader of another kind: names what it looks like instead of what the reader missed in it.
public struct WrongInputKind: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the file looks like.
    public var found: InputFileKind
    /// What the reader reads ("an evemu recording").
    public var expected: String

    /// A file of kind `found` given to a reader of `expected`.
    public init(found: InputFileKind, expected: String) {
        self.found = found
        self.expected = expected
    }

    /// "this looks like a TouchKit trace, not an evemu recording", "the file is empty", ….
    public var description: String {
        switch found {
        case .empty: "the file is empty, not \(expected)"
        case .unknown: "this is not \(expected) (nor any file TouchKit reads: no trace header, no evemu or libinput lines)"
        default: "this looks like \(found), not \(expected)"
        }
    }
}
