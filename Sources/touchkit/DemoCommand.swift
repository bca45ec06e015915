import ArgumentParser
import TouchKit
import TouchKitScenes
import TouchKitTesting

/// `--frame-every`: parsed by the scenes' own `init?(argument:)`.
extension FrameSchedule: ExpressibleByArgument {}

struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Run a scripted scene and print what happened, step by step.",
        discussion: """
            With --timeline and --frames the run is also drawn, as SVG: a timeline of every finger, gesture \
            recognizer and view (the WWDC talks' arbitration diagrams), and frames of the scene as it plays. The \
            printed text stays the same.
            """)

    @Flag(name: .long, help: "List the demos.")
    var list = false

    @Argument(help: "The demo to run (default: overlay).")
    var name: String = "overlay"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Also write an SVG timeline of the run: a lane per finger, gesture recognizer and view (states, actions, exclusion, failure requirements, delayed touches). A demo with several windows gets one timeline per window, stacked.",
            valueName: "file.svg"))
    var timeline: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Also write SVG frames of the scene (views, fingers) to DIR/frame-000.svg, frame-001.svg, …, replacing DIR's earlier frame-*.svg. Frames of all the demo's windows are numbered together, in the order taken.",
            valueName: "dir"))
    var frames: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "When --frames takes a frame: a number of milliseconds of virtual time (a frame at 0 and every that often, at the first moment the scene is touched or animated after each), or 'touch' (a frame after each touch event). Either way a last frame is taken when the demo ends; while nothing happens no frames are taken.",
            valueName: "ms|touch"))
    var frameEvery: FrameSchedule = .milliseconds(100)

    @Flag(
        name: .long,
        help: "After the demo's text, explain each touch: its hit test, the recognizers offered it or refused it and why, who prevented whom, waits on failure requirements, and what the view received (TouchExplanation).")
    var explain = false

    @Flag(
        inversion: .prefixedNo,
        help: "Watch every window with TouchInvariantChecker and fail if a touch or recognizer promise broke (on by default in debug builds).")
    var checkInvariants: Bool = DemoCommand.isDebugBuild

    /// Whether this is a debug build, where the demos run with the invariant checker on unless told otherwise.
    static var isDebugBuild: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    @MainActor
    func run() async throws {
        if list {
            for demo in DemoCatalog.all { print("\(demo.name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(demo.summary)") }
            return
        }
        guard let demo = DemoCatalog.all.first(where: { $0.name == name }) else {
            throw ValidationError("no demo named '\(name)'; try --list")
        }
        let output = DemoOutput()
        var pictures: DemoPictures?
        if timeline != nil || frames != nil {
            let recording = DemoPictures(demoName: demo.name, timelinePath: timeline, framesDirectory: frames, schedule: frameEvery)
            output.windowAttached = { window, name in recording.record(window, name: name) }
            pictures = recording
        }
        var checkers: [TouchInvariantChecker] = []
        if checkInvariants {
            let recordPictures = output.windowAttached
            output.windowAttached = { window, name in
                recordPictures?(window, name)
                checkers.append(TouchInvariantChecker(window: window))
            }
        }
        var explainers: [(name: String?, explainer: TouchExplainer)] = []
        if explain {
            let attachBefore = output.windowAttached
            output.windowAttached = { window, name in
                attachBefore?(window, name)
                explainers.append((name, TouchExplainer(window: window)))
            }
        }
        demo.run(output)
        for line in output.lines { print(line) }
        for (name, explainer) in explainers {
            print("")
            print(name.map { "Explanation (\($0)):" } ?? "Explanation:")
            print(explainer.explanation)
        }
        if let pictures {
            do {
                for written in try pictures.write() { printToStandardError("touchkit: wrote \(written)") }
            } catch let error as DemoPicturesError {
                throw ValidationError(error.description)
            }
        }
        // Only what is checked as events happen: a demo may end with a scroll view still moving.
        let violations = checkers.flatMap(\.violations)
        guard violations.isEmpty else {
            for violation in violations { printToStandardError("touchkit: invariant broken: \(violation)") }
            throw ExitCode.failure
        }
    }
}

/// A line on standard error, so standard output stays the demo's text.
private func printToStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
