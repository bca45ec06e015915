import Foundation
import Testing

/// Issue 35: `touchkit lint` and `touchkit explore` on the demo scenes, and their refusals.
@Suite struct SceneToolCommandTests {
    @Test func lintOfThePhotoDemoPrintsItsNoteAndSucceeds() throws {
        let result = try CommandLineValidationTests.run(["lint", "photo"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("note: singleTap on photo waits for doubleTap on photo to fail"), "\(result.output)")
    }

    @Test func exploreOfADemoRunsWithinItsBudget() throws {
        let result = try CommandLineValidationTests.run(["explore", "exclusion", "--scripts", "20", "--budget", "5"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("scripts from seed 1"), "\(result.output)")
    }

    /// A trace records touches, not views: lint and explore read the gesture board it replays into, at its size.
    @Test func lintAndExploreOfATraceReadTheBoardItReplaysInto() throws {
        let trace = URL(fileURLWithPath: CommandLineValidationTests.tap).deletingLastPathComponent()
            .appendingPathComponent("pinch-out.jsonl").path
        let lint = try CommandLineValidationTests.run(["lint", "--trace", trace])
        #expect(lint.status == 0, "\(lint.output)")
        #expect(lint.output.hasPrefix("board for \(trace):"), "\(lint.output)")
        let explore = try CommandLineValidationTests.run(["explore", "--trace", trace, "--scripts", "10", "--budget", "5"])
        #expect(explore.status == 0, "\(explore.output)")
        #expect(explore.output.contains("board for \(trace), the trace itself: every promise kept"), "\(explore.output)")
        #expect(explore.output.contains("scripts from seed 1"), "\(explore.output)")
        let demoAndTrace = try CommandLineValidationTests.run(["lint", "photo2", "--trace", trace])
        #expect(demoAndTrace.status != 0)
    }

    @Test func unknownScenesAndBadNumbersAreRefused() throws {
        let unknown = try CommandLineValidationTests.run(["lint", "nosuchdemo"])
        #expect(unknown.status != 0)
        #expect(unknown.output.contains("no scene named 'nosuchdemo'"), "\(unknown.output)")
        for (option, value, message) in [("--scripts", "0", "--scripts must be 1 to 100000"), ("--steps", "99", "--steps must be 1 to 20"),
                                         ("--budget", "nan", "--budget must be a number of seconds")] {
            let result = try CommandLineValidationTests.run(["explore", "photo", option, value])
            #expect(result.status != 0)
            #expect(result.output.contains(message), "\(result.output)")
        }
    }
}
