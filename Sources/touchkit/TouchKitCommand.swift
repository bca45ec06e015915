import ArgumentParser
import TouchKit

@main
struct TouchKitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchkit",
        abstract: "UIKit's touch handling on Linux: demos and tools.",
        subcommands: [
            DemoCommand.self, ReplayCommand.self, TraceCommand.self, ListenCommand.self, LintCommand.self, ExploreCommand.self,
        ],
        defaultSubcommand: DemoCommand.self)
}
