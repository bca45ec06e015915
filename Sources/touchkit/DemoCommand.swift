import ArgumentParser
import TouchKit

struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Run a scripted scene and print what happened, step by step.")

    @Flag(name: .long, help: "List the demos.")
    var list = false

    @Argument(help: "The demo to run (default: overlay).")
    var name: String = "overlay"

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
        demo.run(output)
        for line in output.lines { print(line) }
    }
}
