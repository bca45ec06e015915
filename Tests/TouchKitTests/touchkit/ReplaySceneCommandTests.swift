import Foundation
import Testing

/// Issue 36: `touchkit replay FILE --scene NAME` and `touchkit listen DEVICE --scene NAME` play into any demo scene,
/// with `--explain` and `--timeline`; the gesture board stays the default, and a name that is no scene is refused.
@Suite struct ReplaySceneCommandTests {
    @Test func replayWithoutASceneStillPlaysIntoTheGestureBoard() throws {
        let result = try CommandLineValidationTests.run(["replay", CommandLineValidationTests.tap])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("tap ended at (200, 120)"), "\(result.output)")
    }

    @Test func replayIntoThePhotoDemoExplainsItsSingleTapWaitingForTheDoubleTap() throws {
        let result = try CommandLineValidationTests.run(["replay", CommandLineValidationTests.tap, "--scene", "photo", "--explain"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("hit test: UIWindow › photo"), "\(result.output)")
        #expect(result.output.contains("for doubleTap to fail: it failed"), "\(result.output)")
        #expect(result.output.contains("single tap: toggle the chrome"), "the demo's own line: \(result.output)")
    }

    @Test func replayIntoADemoWritesItsTimeline() throws {
        let path = NSTemporaryDirectory() + "replay-scene-\(UUID().uuidString).svg"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CommandLineValidationTests.run(["replay", CommandLineValidationTests.tap, "--scene", "photo", "--timeline", path])
        #expect(result.status == 0, "\(result.output)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("singleTap"))
    }

    @Test func aTraceOfAnotherSizeIsPlayedWithANote() throws {
        let trace = URL(fileURLWithPath: CommandLineValidationTests.tap).deletingLastPathComponent().appendingPathComponent("pinch-out.jsonl").path
        let result = try CommandLineValidationTests.run(["replay", trace, "--scene", "testcard"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("recorded on 400 × 800, the scene's window is 480 × 320"), "\(result.output)")
    }

    @Test(arguments: [["replay", CommandLineValidationTests.tap], ["listen", "/dev/null"]])
    func aSceneNameThatIsNoSceneIsRefusedWithTheNamesThereAre(_ command: [String]) throws {
        let result = try CommandLineValidationTests.run(command + ["--scene", "nonsense"])
        #expect(result.status != 0)
        #expect(result.output.contains("no scene named 'nonsense'; the scenes are: board, overlay"), "\(result.output)")
        #expect(result.output.contains("testcard"), "\(result.output)")
        #expect(!result.output.contains("tap ended"), "refused before any work: \(result.output)")
    }

    @Test func aMissingFileIsNamedWhateverTheScene() throws {
        let result = try CommandLineValidationTests.run(["replay", "/nonexistent-file.jsonl", "--scene", "photo"])
        #expect(result.status == 1)
        #expect(result.output.contains("/nonexistent-file.jsonl: no such file"), "\(result.output)")
    }
}
