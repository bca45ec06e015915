import ArgumentParser
import Foundation
import TouchKit
import TouchKitEvdev
import TouchKitPictures
import TouchKitScenes
import TouchKitWindowHost

/// Options shared by the commands that put device input on a window.
struct WindowSizeOptions: ParsableArguments {
    @Option(help: "The window's width in points (the panel covers the window).")
    var width: Double = 800
    @Option(help: "The window's height in points.")
    var height: Double = 480

    var size: CGSize { CGSize(width: width, height: height) }

    func validate() throws {
        try CommandLineChecks.windowSide(width, option: "--width")
        try CommandLineChecks.windowSide(height, option: "--height")
    }
}

struct TraceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace", abstract: "Touch traces: convert device recordings to TouchKit's trace format.",
        subcommands: [TraceImportCommand.self])
}

struct TraceImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert an evemu recording (evemu-record) or a libinput recording (libinput record) into a TouchKit trace (JSON lines).")

    @Argument(help: "The recording.")
    var recording: String
    @Option(name: .shortAndLong, help: "Where to write the trace (standard output when absent).")
    var output: String?
    @OptionGroup var window: WindowSizeOptions

    func validate() throws {
        if let output { try CommandLineChecks.writable(output, option: "--output") }
    }

    @MainActor
    func run() async throws {
        let text = try CommandLineChecks.readText(recording)
        let (trace, diagnostics) = try EvdevRecording(text: text).trace(size: window.size)
        for diagnostic in diagnostics { FileHandle.standardError.write(Data("touchkit: \(diagnostic)\n".utf8)) }
        if let output {
            try CommandLineChecks.write(trace.jsonLines, to: output)
        } else {
            print(trace.jsonLines, terminator: "")
        }
    }
}

/// `--scene`, `--explain` and `--timeline`: which scene replayed or live input goes to, and what is told about it.
struct ScenePlaybackOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The scene to play into: 'board' (the gesture board), a demo (see `touchkit demo --list`; a demo with several windows gets its first) or 'testcard'.",
        valueName: "name"))
    var scene: String = HostedScene.boardName
    @Flag(help: "After the run, explain each touch: its hit test, the recognizers offered it or refused it and why, and what the views received (TouchExplanation).")
    var explain = false
    @Option(help: ArgumentHelp("Also write an SVG timeline of the run.", valueName: "file.svg"))
    var timeline: String?

    func validate() throws {
        do { try HostedScene.check(scene) } catch let error as HostedScene.UnknownScene {
            throw ValidationError(error.description)
        }
        if let timeline { try CommandLineChecks.writable(timeline, option: "--timeline") }
    }

    /// What watches a scene while input plays: the explainer and the timeline recorder asked for.
    @MainActor
    final class Watchers {
        let explainer: TouchExplainer?
        let recorder: TimelineRecorder?
        init(_ options: ScenePlaybackOptions, scene: HostedScene, title: String) {
            explainer = options.explain ? TouchExplainer(window: scene.window) : nil
            recorder = options.timeline.map { _ in TimelineRecorder(window: scene.window, title: title) }
        }
    }

    /// The scene named by `--scene` (the board at `boardSize`), printing what it says, with its watchers.
    @MainActor
    func makeScene(boardSize: CGSize, title: String) throws -> (HostedScene, Watchers) {
        let scene = try HostedScene(named: scene, boardSize: boardSize)
        scene.onLine = { print($0) }
        if scene.windowCount > 1 { print("\(scene.name) has \(scene.windowCount) windows: playing into the first") }
        return (scene, Watchers(self, scene: scene, title: title))
    }

    /// Prints the explanation and writes the timeline, as asked.
    @MainActor
    func finish(_ watchers: Watchers) throws {
        if let explainer = watchers.explainer {
            print("")
            print("Explanation:")
            print(explainer.explanation)
        }
        if let timeline, let recorder = watchers.recorder { try CommandLineChecks.write(recorder.svg(), to: timeline) }
    }
}

struct ReplayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a trace or a device recording into a scene (the gesture board by default) on the virtual clock, printing what happened.",
        discussion: """
            The gesture board is one window-filling view with a tap (waiting for a double tap), a double tap, a long \
            press, a one-finger pan and a pinch; on it a trace plays at its own window size and a recording is mapped \
            onto --width × --height. Any demo scene (--scene NAME) takes it too: a recording is mapped onto the \
            scene's window, a trace keeps its coordinates (a note says so when its size differs), and the scene's own \
            lines are printed.
            """)

    @Argument(help: "A TouchKit trace (.jsonl), an evemu recording or a libinput recording.")
    var file: String
    @OptionGroup var window: WindowSizeOptions
    @OptionGroup var playback: ScenePlaybackOptions

    @MainActor
    func run() async throws {
        let text = try CommandLineChecks.readText(file)
        var size = window.size
        if let trace = try? TouchTrace(jsonLines: text) { size = CGSize(width: trace.device.width, height: trace.device.height) }
        let (scene, watchers) = try playback.makeScene(boardSize: size, title: file)
        try SceneReplay(text: text, windowSize: scene.window.bounds.size).play(into: scene)
        try playback.finish(watchers)
    }
}

struct ListenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listen",
        abstract: "Run a scene (the gesture board by default) against a real touch screen (/dev/input/eventN) with the real clock, printing what happens (Linux).",
        discussion: "Stops at the end of the stream, a read error (device unplugged) or after --seconds.")

    @Argument(help: "The device, /dev/input/eventN (needs read permission: root or the input group).")
    var device: String
    @OptionGroup var window: WindowSizeOptions
    @Option(help: ArgumentHelp("libinput's calibration matrix, six numbers.", valueName: "\"a b c d e f\""))
    var calibration: String?
    @Option(help: "The panel's rotation: 0, 90, 180 or 270 (clockwise).")
    var rotation: Int = 0
    @Option(help: "Stop after this many seconds.")
    var seconds: Double = .infinity
    @Option(help: ArgumentHelp("Write what the device sent as a TouchKit trace.", valueName: "file.jsonl"))
    var record: String?
    @OptionGroup var playback: ScenePlaybackOptions

    func validate() throws {
        guard seconds > 0 else { throw ValidationError("--seconds must be more than 0 (infinity: until the stream ends)") }
        if let record { try CommandLineChecks.writable(record, option: "--record") }
    }

    @MainActor
    func run() async throws {
        #if os(Linux)
        guard let turn = EvdevCalibration.Rotation(rawValue: rotation) else {
            throw ValidationError("--rotation must be 0, 90, 180 or 270")
        }
        var calibrated = EvdevCalibration(rotation: turn)
        if let calibration {
            guard let parsed = EvdevCalibration(libinputMatrix: calibration, rotation: turn) else {
                throw ValidationError("--calibration must be six numbers, as in libinput's LIBINPUT_CALIBRATION_MATRIX")
            }
            calibrated = parsed
        }
        let file = try EvdevDeviceFile(path: device)
        let description = try file.describe()
        print("\(description.name): x \(description.x.minimum)…\(description.x.maximum), y \(description.y.minimum)…\(description.y.maximum), \(description.slots) slots")
        let (scene, watchers) = try playback.makeScene(boardSize: window.size, title: device)
        let sceneWindow = scene.window
        let source = EvdevTouchSource(host: TouchHost(window: sceneWindow), device: description, calibration: calibrated, recording: record != nil)
        source.onDiagnostic = { print("  device: \($0)") }
        // The window's clock follows the kernel's timestamps while samples come, and the real clock between them
        // (so a long press fires while the finger rests).
        let started = ContinuousClock.now
        var lastRead = (wall: ContinuousClock.now, clock: sceneWindow.clock.now)
        func elapsed(since instant: ContinuousClock.Instant) -> Double {
            let duration = ContinuousClock.now - instant
            return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
        while elapsed(since: started) < seconds {
            if file.waitForData(timeout: 1.0 / 60) {
                let bytes: [UInt8]
                do { bytes = try file.read() } catch {
                    source.endOfStream(error: "\(error)")
                    break
                }
                if bytes.isEmpty {
                    source.endOfStream()
                    break
                }
                source.consume(bytes: bytes)
                lastRead = (ContinuousClock.now, sceneWindow.clock.now)
            } else {
                sceneWindow.clock.advance(to: lastRead.clock + elapsed(since: lastRead.wall))
            }
        }
        if let record, let trace = source.recording {
            try CommandLineChecks.write(trace.jsonLines, to: record)
        }
        try playback.finish(watchers)
        #else
        throw ValidationError("listen reads Linux evdev devices: Linux only")
        #endif
    }
}
