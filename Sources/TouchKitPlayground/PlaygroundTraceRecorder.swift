import TouchKit
import TouchKitEvdev

/// A tab's finger touches recorded as a ``TouchKitEvdev/TouchTrace``, the format `touchkit replay` reads (issue 36,
/// item 4): started and stopped from the page (`{"type":"record","on":…}`), sent back to it to download.
///
/// The trace format (version 1) holds fingers only: a tab's mouse, wheel and pen messages are counted and named in a
/// comment line after the header, which readers skip. Times are the window clock's from the start of the recording,
/// so the trace replays at the speed it was played (slow motion included). A recording holds at most
/// ``maximumEvents`` events; later ones are counted as dropped, never kept (memory stays bounded).
struct PlaygroundTraceRecorder {
    /// The most events one recording keeps: about a megabyte of JSON lines.
    static let maximumEvents = 10_000

    private(set) var trace: TouchTrace
    private let startTime: Double
    /// Mouse, wheel and pen messages the format cannot hold.
    private(set) var notRecorded = 0
    /// Events past ``maximumEvents``.
    private(set) var dropped = 0

    /// A recording of the scene `scene` in a window of `size`, its times counted from `startTime` (window clock).
    init(scene: String, tab: Int, size: CGSize, startTime: Double) {
        trace = TouchTrace(device: TouchTrace.Device(
            name: "touchkit-play tab \(tab): \(scene)", width: Double(size.width), height: Double(size.height),
            source: "playground"))
        self.startTime = startTime
    }

    /// The number of events recorded.
    var count: Int { trace.events.count }

    /// Records the samples of one event.
    mutating func record(_ samples: [TouchSample]) {
        guard trace.events.count < Self.maximumEvents else {
            dropped += 1
            return
        }
        trace.append(samples, startTime: startTime)
    }

    /// Counts a message the format cannot hold.
    mutating func skip() { notRecorded += 1 }

    /// The trace's text: JSON lines, with what was left out said in a comment after the header.
    var jsonLines: String {
        var lines = trace.jsonLines.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var notes: [String] = []
        if notRecorded > 0 {
            notes.append("# \(notRecorded) mouse, wheel and pen messages not recorded: trace format 1 holds fingers only")
        }
        if dropped > 0 { notes.append("# \(dropped) events past the first \(Self.maximumEvents) not recorded") }
        lines.insert(contentsOf: notes, at: min(1, lines.count))
        return lines.joined(separator: "\n")
    }
}
