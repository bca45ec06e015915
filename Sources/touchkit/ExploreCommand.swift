import ArgumentParser
import TouchKit
import TouchKitScenes
import TouchKitTesting

struct ExploreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Play generated touch scripts on a scene and check UIKit's promises; shrink and explain a failure.",
        discussion: """
            Taps, double taps, presses, pans, flicks, pinches, two fingers and cancels, each threshold approached from \
            both sides, every script on a fresh scene on the virtual clock (GestureExplorer). The same seed plays the \
            same scripts; --budget only cuts the run short, and says so. Exits 1 when a promise broke, after printing \
            the shrunk script, its timeline and its explanation. With --trace, the scene is the gesture board the \
            trace replays into, at the trace's window size (a trace records the touches, not the views and \
            recognizers they met), and the trace itself is played on it first under the invariant checker.
            """)

    @OptionGroup var choice: SceneChoice
    @Option(help: "Where the scripts come from.")
    var seed: UInt64 = 1
    @Option(help: "The most scripts to play (1 to 100000).")
    var scripts: Int = 200
    @Option(help: "The most gestures in one script (1 to 20).")
    var steps: Int = 4
    @Option(help: ArgumentHelp("Wall-clock seconds after which no new script starts (more than 0, at most 3600).", valueName: "seconds"))
    var budget: Double = 10

    func validate() throws {
        guard (1...100_000).contains(scripts) else { throw ValidationError("--scripts must be 1 to 100000 (got \(scripts))") }
        guard (1...20).contains(steps) else { throw ValidationError("--steps must be 1 to 20 (got \(steps))") }
        guard budget.isFinite, budget > 0, budget <= 3600 else {
            throw ValidationError("--budget must be a number of seconds more than 0 and at most 3600 (got \(budget))")
        }
    }

    @MainActor
    func run() async throws {
        let options = GestureExplorer.Options(seed: seed, scripts: scripts, maximumSteps: steps, timeBudget: budget)
        let traced = try choice.traceScene()
        var failed = false
        if let traced {
            let violations = try Self.checkReplay(of: traced.text, size: traced.size)
            print("\(choice.name), the trace itself: " + (violations.isEmpty
                ? "every promise kept" : "\(violations.count) broken\n" + violations.map { "  \($0)" }.joined(separator: "\n")))
            failed = !violations.isEmpty
        }
        let windowCount = choice.make(boardSize: traced?.size).count
        for index in 0..<windowCount {
            let report = GestureExplorer.explore(options) {
                let windows = choice.make(boardSize: traced?.size)
                return ExplorationScene(window: windows[index].window, keepingAlive: windows[index].keptAlive)
            }
            print("\(choice.name)\(windowCount > 1 ? " window \(index + 1)" : ""): \(report)")
            failed = failed || report.failure != nil
        }
        if failed { throw ExitCode(1) }
    }

    /// The invariant checker's findings when `text` (a trace or a recording) replays into the gesture board.
    @MainActor
    static func checkReplay(of text: String, size: CGSize) throws -> [String] {
        let board = GestureBoard(size: size)
        let checker = TouchInvariantChecker(window: board.window)
        try board.replay(text: text)
        defer { checker.stop() }
        return checker.checkAtRest()
    }
}
