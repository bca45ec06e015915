import ArgumentParser
import TouchKit
import TouchKitScenes
import TouchKitTesting

struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report what is certainly or probably wrong with a scene's gesture recognizers and views.",
        discussion: """
            Failure-requirement cycles, recognizers that can never recognize, pans fighting their scroll view, taps \
            delayed by double taps, targets under 44 × 44 pt, recognizers on disabled controls: each with its \
            severity, the reason, the fix and the rule's source (GestureLint). Exits 1 when there is an error (with \
            --strict, also a warning). With --trace, the scene is the gesture board the trace replays into, at the \
            trace's window size: a trace records the touches, not the views and recognizers they met.
            """)

    @OptionGroup var choice: SceneChoice
    @Flag(help: "Lint every demo and the board.")
    var all = false
    @Flag(help: "Fail on warnings too.")
    var strict = false

    @MainActor
    func run() async throws {
        let names = all ? DemoCatalog.all.map(\.name) + [SceneChoice.board] : [choice.scene]
        let boardSize = try choice.traceScene()?.size
        var failed = false
        for name in names {
            var scene = choice
            scene.scene = name
            for (window, windowName, keptAlive) in scene.make(boardSize: all ? nil : boardSize) {
                let report = GestureLint.check(window)
                print("\(all ? name : choice.name)\(windowName.map { " (\($0))" } ?? ""): \(report)")
                failed = failed || !report.errors.isEmpty || (strict && !report.warnings.isEmpty)
                withExtendedLifetime(keptAlive) {}
            }
        }
        if failed { throw ExitCode(1) }
    }
}
