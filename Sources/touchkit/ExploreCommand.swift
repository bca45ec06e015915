import ArgumentParser
import TouchKit
import TouchKitTesting

struct ExploreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Play generated touch scripts on a scene and check UIKit's promises; shrink and explain a failure.",
        discussion: """
            Taps, double taps, presses, pans, flicks, pinches, two fingers and cancels, each threshold approached from \
            both sides, every script on a fresh scene on the virtual clock (GestureExplorer). The same seed plays the \
            same scripts; --budget only cuts the run short, and says so. Exits 1 when a promise broke, after printing \
            the shrunk script, its timeline and its explanation.
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
        let windowCount = choice.make().count
        var failed = false
        for index in 0..<windowCount {
            let report = GestureExplorer.explore(options) {
                let windows = choice.make()
                return ExplorationScene(window: windows[index].window, keepingAlive: windows[index].keptAlive)
            }
            print("\(choice.scene)\(windowCount > 1 ? " window \(index + 1)" : ""): \(report)")
            failed = failed || report.failure != nil
        }
        if failed { throw ExitCode(1) }
    }
}
