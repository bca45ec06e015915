import Foundation
import Testing
@testable import TouchKit
@testable import TouchKitEvdev
@testable import TouchKitScenes
import TouchKitTesting

/// Issue 32: the readers take what real tools write (CRLF line endings, a last line without a newline) in every
/// format, end what a file leaves open, and name a file of the wrong kind instead of reporting what the wrong reader
/// missed in it.
@MainActor
@Suite struct ReaderEdgeTests {
    private func committed(_ name: String) throws -> String {
        try String(contentsOf: tracesFolder().appendingPathComponent(name), encoding: .utf8)
    }

    /// Windows' line endings, and no line ending after the last line.
    private func crlf(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\r\n")
    }

    @Test func anEvemuRecordingWithCRLFAndNoFinalNewlineReadsAsTheOriginal() throws {
        let text = try committed("tap.evemu")
        let original = try EvdevRecording(evemu: text)
        let windows = try EvdevRecording(evemu: crlf(text))
        #expect(windows.device == original.device)
        #expect(windows.events == original.events)
        #expect(windows.diagnostics.isEmpty)
        #expect(try EvdevRecording(text: crlf(text)).events == original.events)
    }

    @Test func aLibinputRecordingWithCRLFAndNoFinalNewlineReadsAsTheOriginal() throws {
        let text = try committed("tap.libinput.yml")
        let original = try EvdevRecording(libinputRecord: text)
        let windows = try EvdevRecording(text: crlf(text))
        #expect(windows.format == "libinput-record")
        #expect(windows.device == original.device)
        #expect(windows.events == original.events)
        #expect(windows.diagnostics.isEmpty)
    }

    @Test func aTraceWithCRLFAndNoFinalNewlineReadsAsTheOriginal() throws {
        let text = try committed("pinch-out.jsonl")
        #expect(try TouchTrace(jsonLines: crlf(text)) == TouchTrace(jsonLines: text))
    }

    /// A trace cut short with a finger down: the finger is cancelled at the trace's end, with a diagnostic, as a
    /// recording's are; the recognizer mid-gesture ends.
    @Test func aTraceEndingWithFingersDownCancelsThemWithADiagnostic() throws {
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800))
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        let pans = ActionLog(pan, on: view)
        let trace = try TouchTrace(jsonLines: traceText([
            #"{"t":0,"touches":[{"id":1,"phase":"began","x":100,"y":100,"force":1,"radius":20}]}"#,
            #"{"t":0.05,"touches":[{"id":1,"phase":"moved","x":150,"y":100,"force":1,"radius":20}]}"#,
            #"{"t":0.1,"touches":[{"id":1,"phase":"moved","x":200,"y":100,"force":1,"radius":20}]}"#,
        ]))
        let diagnostics = trace.play(into: scene.simulator.host)
        #expect(diagnostics.map(\.kind) == [.contactsLeftDown])
        #expect(diagnostics.first?.message == "the trace ended with 1 finger(s) down: cancelled")
        #expect(scene.simulator.host.activeFingers.isEmpty)
        #expect(view.log.last == "cancelled 1")
        #expect(pans.names.last == "cancelled")
        #expect(checker.checkAtRest() == [])
    }

    /// The gesture board (`touchkit replay`) prints that diagnostic.
    @Test func theGestureBoardSaysWhenATraceLeftFingersDown() throws {
        let text = traceText([#"{"t":0,"touches":[{"id":1,"phase":"began","x":100,"y":100,"force":1,"radius":20}]}"#])
        let board = GestureBoard(size: CGSize(width: 400, height: 800))
        var lines: [String] = []
        board.onLine = { lines.append($0) }
        try board.replay(text: text)
        #expect(lines.contains { $0.contains("[contactsLeftDown] the trace ended with 1 finger(s) down: cancelled") })
    }

    @Test func aFileOfTheWrongKindIsNamedAsSuch() throws {
        let trace = try committed("pinch-out.jsonl")
        let evemu = try committed("tap.evemu")
        let libinput = try committed("tap.libinput.yml")
        func message(_ body: () throws -> Any) -> String {
            do {
                _ = try body()
                return "read"
            } catch {
                return "\(error)"
            }
        }
        #expect(message { try EvdevRecording(text: trace) } == "this looks like a TouchKit trace, not an evemu or libinput recording")
        #expect(message { try EvdevRecording(evemu: trace) } == "this looks like a TouchKit trace, not an evemu recording")
        #expect(message { try EvdevRecording(evemu: libinput) } == "this looks like a libinput recording, not an evemu recording")
        #expect(message { try EvdevRecording(libinputRecord: evemu) } == "this looks like an evemu recording, not a libinput recording")
        #expect(message { try EvdevRecording(text: "") } == "the file is empty, not an evemu or libinput recording")
        #expect(message { try EvdevRecording(text: " \r\n\n") } == "the file is empty, not an evemu or libinput recording")
        // Random bytes (a fixed sequence: an LCG's high bytes).
        var state: UInt32 = 12345
        let noise = String(decoding: (0..<512).map { _ in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 24)
        }, as: UTF8.self)
        #expect(message { try EvdevRecording(text: noise) }.hasPrefix("this is not an evemu or libinput recording"))
        #expect(message { try TouchTrace(jsonLines: evemu) } == "trace line 3: this looks like an evemu recording, not a TouchKit trace (`touchkit trace import` converts it)")
        #expect(message { try TouchTrace(jsonLines: libinput) }.contains("this looks like a libinput recording, not a TouchKit trace"))
    }

    /// A trace's device must make a window: a width or height of 0, a negative one or one beyond a million points is
    /// refused with its line (JSON has no NaN or infinity).
    @Test func aTraceWhoseDeviceMakesNoWindowIsRefused() {
        for size in ["0", "-5", "1e300"] {
            let header = #"{"format":"touchkit-trace","version":1,"device":{"name":"x","width":\#(size),"height":800}}"#
            #expect(throws: TouchTrace.FormatError(line: 1, reason: "the device's width and height must be more than 0 and at most 1000000 points")) {
                try TouchTrace(jsonLines: header)
            }
        }
    }
}
