import Testing
import TouchKit
import TouchKitEvdev
import TouchKitScenes
@testable import TouchKitWindowHost

/// Issue 36: the scenes a host plays into (the board, the demos, the test card) and replay into them.
@MainActor
@Suite struct HostedSceneTests {
    @Test func everyNameMakesAScene() throws {
        for name in HostedScene.names {
            let scene = try HostedScene(named: name)
            #expect(scene.window.bounds.width > 0 && scene.window.bounds.height > 0, "\(name)")
        }
    }

    @Test func aNameThatIsNoSceneThrowsWithTheNames() {
        #expect(throws: HostedScene.UnknownScene(name: "nope")) { try HostedScene(named: "nope") }
        #expect(throws: HostedScene.UnknownScene(name: "")) { try HostedScene.check("") }
        let names = (["board"] + DemoCatalog.all.map(\.name) + ["testcard"]).joined(separator: ", ")
        #expect(HostedScene.UnknownScene(name: "x").description == "no scene named 'x'; the scenes are: \(names)")
    }

    @Test func aTraceTapOnTheTestCardsButtonIsCountedAndSaid() throws {
        let scene = try HostedScene(named: HostedScene.testCardName)
        var lines: [String] = []
        scene.onLine = { lines.append($0) }
        var trace = TouchTrace(device: .init(name: "test", width: 480, height: 320))
        trace.append([TouchSample(id: 1, phase: .began, location: CGPoint(x: 70, y: 90), timestamp: 0)], startTime: 0)
        trace.append([TouchSample(id: 1, phase: .ended, location: CGPoint(x: 70, y: 90), timestamp: 0.05)], startTime: 0)
        try SceneReplay(text: trace.jsonLines, windowSize: scene.window.bounds.size).play(into: scene)
        #expect(lines == ["tap 1"])
    }

    @Test func aRecordingIsMappedOntoTheScenesWindow() throws {
        // tap.evemu taps a quarter of the way across and down its panel.
        let text = try String(contentsOfFile: CommandLineValidationTests.tap, encoding: .utf8)
        let replay = try SceneReplay(text: text, windowSize: CGSize(width: 480, height: 320))
        let first = try #require(replay.trace.events.first?.touches.first)
        #expect(abs(first.x - 120) < 1 && abs(first.y - 80) < 1, "\(first)")
        #expect(replay.notes.isEmpty)
    }
}
