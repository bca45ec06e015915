import Foundation
import Testing
@testable import TouchKit
@testable import TouchKitEvdev
@testable import TouchKitScenes
import TouchKitTesting

/// Issue 21's recorded traces: the JSON-lines format, its round trips, evemu recordings imported, and the recordings
/// in `Traces/` replayed into scenes (a device recording as a deterministic test).
@MainActor
@Suite struct TouchTraceTests {
    private func evemu(_ name: String) throws -> EvdevRecording {
        let text = try String(contentsOf: tracesFolder().appendingPathComponent(name), encoding: .utf8)
        return try EvdevRecording(evemu: text)
    }

    private func importTrace(_ name: String) throws -> TouchTrace {
        let (trace, diagnostics) = try evemu(name).trace(size: CGSize(width: 400, height: 800))
        #expect(diagnostics.allSatisfy { $0.kind == .eventsDropped }, "\(diagnostics)")
        return trace
    }

    @Test func anEvemuRecordingGivesTheDeviceAndItsEvents() throws {
        let recording = try evemu("tap.evemu")
        #expect(recording.device.name == "TouchKit Synthetic Panel")
        #expect(recording.device.x == AbsoluteAxis(minimum: 0, maximum: 4095, resolution: 10))
        #expect(recording.device.slots == 10)
        #expect(recording.device.pressure?.maximum == 255)
        #expect(recording.events.count == 9)
        #expect(recording.events[6] == InputEvent(seconds: 1000, microseconds: 60_000, type: 3, code: 0x39, value: -1))
        #expect(recording.diagnostics.isEmpty)
    }

    @Test func malformedEvemuLinesAreSkippedWithADiagnostic() throws {
        let text = """
            N: Broken
            A: 35 0 100 0 0 0
            A: 36 0 100 0 0 0
            A: zz
            E: 0.000000 0003 0039 1
            E: 0.0x0000 0003 0035 50
            E: 0.000000 0003
            E: 0.000000 0000 0000 0000
            """
        let recording = try EvdevRecording(evemu: text)
        #expect(recording.events.count == 2)
        #expect(recording.diagnostics.map(\.kind) == [.malformedRecording, .malformedRecording, .malformedRecording])
        #expect(throws: EvdevRecording.MissingAxis.self) { try EvdevRecording(evemu: "N: no axes\nE: 0.0 0000 0000 0\n") }
    }

    /// `Traces/tap.libinput.yml` is `tap.evemu`'s tap as `libinput record` writes it: the same device, the same
    /// events (from 0 s instead of 1000 s), the same trace; ``EvdevRecording/init(text:)`` tells the two apart.
    @Test func aLibinputRecordingReadsAsTheSameTapAsItsEvemuTwin() throws {
        let yaml = try String(contentsOf: tracesFolder().appendingPathComponent("tap.libinput.yml"), encoding: .utf8)
        let libinput = try EvdevRecording(text: yaml)
        let evemu = try evemu("tap.evemu")
        #expect(libinput.format == "libinput-record" && evemu.format == "evemu")
        #expect(libinput.device == evemu.device)
        #expect(libinput.diagnostics.isEmpty)
        #expect(libinput.events.map { InputEvent(seconds: $0.seconds + 1000, microseconds: $0.microseconds, type: $0.type, code: $0.code, value: $0.value) } == evemu.events)
        let size = CGSize(width: 400, height: 800)
        #expect(libinput.trace(size: size).trace.withSource("evemu") == evemu.trace(size: size).trace)
        let broken = yaml.replacingOccurrences(of: "    - [  0,  60000,   1, 330,       0]", with: "    - [  0,  60000,   1, 330]")
        #expect(try EvdevRecording(text: broken).diagnostics.map(\.kind) == [.malformedRecording])
    }

    /// `Traces/tap.evemu` replayed into a scene: the button's tap recognizes.
    @Test func theRecordedTapTapsTheButton() throws {
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let button = scene.recordingView(CGRect(x: 50, y: 150, width: 100, height: 100), name: "button")
        let taps = ActionLog(UITapGestureRecognizer(), on: button)
        try importTrace("tap.evemu").play(into: scene.simulator.host)
        scene.simulator.settle()
        #expect(taps.names == ["ended"])
        #expect(button.log == ["began 1", "cancelled 1"])  // the tap recognized: cancelsTouchesInView
        #expect(checker.checkAtRest() == [])
    }

    /// `Traces/pinch-out.evemu`: the photo's pinch recognizes and zooms in.
    @Test func theRecordedPinchZoomsIn() throws {
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let photo = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800), name: "photo")
        photo.isMultipleTouchEnabled = true
        let pinch = UIPinchGestureRecognizer()
        let actions = ActionLog(pinch, on: photo)
        var scale: CGFloat = 0
        pinch.addTarget(handler: { recognizer in scale = (recognizer as! UIPinchGestureRecognizer).scale })
        try importTrace("pinch-out.evemu").play(into: scene.simulator.host)
        scene.simulator.settle()
        #expect(actions.names.first == "began" && actions.names.last == "ended")
        #expect(scale > 4)
        #expect(checker.checkAtRest() == [])
    }

    /// `Traces/drag-with-syn-dropped.evemu`: the pan is cancelled where the kernel dropped events, the finger's later
    /// moves are ignored, and the next tap is a tap.
    @Test func theRecordedSynDroppedCancelsThePanAndTheNextTapWorks() throws {
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let canvas = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800), name: "canvas")
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        let pans = ActionLog(pan, on: canvas)
        let taps = ActionLog(UITapGestureRecognizer(), on: canvas)
        let trace = try importTrace("drag-with-syn-dropped.evemu")
        trace.play(into: scene.simulator.host)
        scene.simulator.settle()
        #expect(pans.names.first == "began" && pans.names.last == "cancelled")
        #expect(taps.names == ["ended"])
        #expect(canvas.log == ["began 1"] + Array(repeating: "moved 1", count: 7) + ["cancelled 1", "began 2", "cancelled 2"])
        #expect(checker.checkAtRest() == [])
    }

    /// `touchkit replay`'s scene: the recordings and the committed trace print the gestures they hold, and a
    /// recording's dropped events are printed as its diagnostics.
    @Test func theGestureBoardPrintsWhatTheRecordingsDid() throws {
        func replay(_ name: String) throws -> [String] {
            let board = GestureBoard(size: CGSize(width: 400, height: 800))
            try board.replay(text: String(contentsOf: tracesFolder().appendingPathComponent(name), encoding: .utf8))
            return board.lines
        }
        #expect(try replay("tap.evemu") == ["   0.410 s  tap ended at (100, 200)"])
        #expect(try replay("pinch-out.jsonl").map { $0.prefix(24) } == ["   0.016 s  pinch began ", "   0.208 s  pinch ended "])
        let dropped = try replay("drag-with-syn-dropped.evemu")
        #expect(dropped.first?.hasPrefix("  recording: [eventsDropped]") == true)
        #expect(dropped.dropFirst().map { $0.split(separator: " ")[2] } == ["pan", "pan", "tap"])
        #expect(dropped[2].contains("pan cancelled"))
    }

    /// The trace text round-trips exactly, and a trace recorded by the source replays the same touches as the
    /// stream it recorded.
    @Test func aTraceRecordedFromTheSourceReadsBackAndReplaysTheSame() throws {
        func run(_ feed: (Scene) -> Void) -> [String] {
            let scene = Scene()
            let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800))
            view.isMultipleTouchEnabled = true
            feed(scene)
            scene.simulator.settle()
            return view.log
        }
        let recording = try evemu("pinch-out.evemu")
        var recorded: TouchTrace?
        let live = run { scene in
            let source = EvdevTouchSource(host: scene.simulator.host, device: recording.device, recording: true)
            source.consume(recording.events)
            source.endOfStream()
            recorded = source.recording
        }
        let trace = try #require(recorded)
        let text = trace.jsonLines
        let readBack = try TouchTrace(jsonLines: text)
        #expect(readBack == trace)
        #expect(readBack.jsonLines == text)
        #expect(run { readBack.play(into: $0.simulator.host) } == live)
        #expect(trace == (try importTrace("pinch-out.evemu")).withSource("evdev"))
    }

    /// The committed trace `Traces/pinch-out.jsonl` is what importing `Traces/pinch-out.evemu` gives (regenerate with
    /// `TOUCHKIT_WRITE_TRACES=1 swift test --filter committedTrace`).
    @Test func committedTraceIsTheImportOfItsRecording() throws {
        let path = tracesFolder().appendingPathComponent("pinch-out.jsonl")
        let imported = try importTrace("pinch-out.evemu").jsonLines
        if ProcessInfo.processInfo.environment["TOUCHKIT_WRITE_TRACES"] != nil {
            try imported.write(to: path, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: path, encoding: .utf8)
        #expect(committed == imported)
        #expect(try TouchTrace(jsonLines: committed).events.count == 27)
    }

    @Test func badTraceTextIsRejectedWithItsLine() {
        let header = traceHeader
        #expect(throws: TouchTrace.FormatError(line: 1, reason: "empty trace: no header")) { try TouchTrace(jsonLines: "") }
        #expect(throws: TouchTrace.FormatError.self) { try TouchTrace(jsonLines: #"{"format":"touchkit-trace","version":2,"device":{"name":"x","width":1,"height":1}}"#) }
        #expect(throws: TouchTrace.FormatError(line: 3, reason: "unknown phase \"lifted\"")) {
            try TouchTrace(jsonLines: header + "\n# a comment\n" + #"{"t":0,"touches":[{"id":1,"phase":"lifted","x":0,"y":0,"force":1,"radius":20}]}"#)
        }
        #expect(throws: TouchTrace.FormatError.self) { try TouchTrace(jsonLines: header + "\n{\"t\":0}") }
    }

    /// A trace whose samples are bad (unknown fingers, NaN-free but absurd places, an end without a begin) plays
    /// through the host's own bad-input rules: diagnostics, no crash, every touch ends.
    @Test func aHostileTracePlaysThroughTheHostsRules() throws {
        let trace = try TouchTrace(jsonLines: traceText([
            #"{"t":0,"touches":[{"id":1,"phase":"moved","x":10,"y":10,"force":1,"radius":20}]}"#,
            #"{"t":0.1,"touches":[{"id":2,"phase":"began","x":1e300,"y":10,"force":1,"radius":20}]}"#,
            #"{"t":0.2,"touches":[{"id":3,"phase":"began","x":10,"y":10,"force":1,"radius":20}]}"#,
            #"{"t":0.1,"touches":[{"id":3,"phase":"ended","x":10,"y":10,"force":1,"radius":20}]}"#,
        ]))
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800))
        trace.play(into: scene.simulator.host)
        #expect(view.log == ["began 3", "ended 3"])
        #expect(scene.diagnostics.map(\.kind) == [.unknownFinger, .locationOutOfRange, .timestampWentBackwards])
        #expect(checker.checkAtRest() == [])
    }
}

extension TouchTrace {
    /// The same trace with another `source` in its device line.
    func withSource(_ source: String) -> TouchTrace {
        var copy = self
        copy.device.source = source
        return copy
    }
}
