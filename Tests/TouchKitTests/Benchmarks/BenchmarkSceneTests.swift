import Testing
import TouchKit
import TouchKitBenchmarkScenes

/// The benchmark scenes (Benchmarks/Scenes, measured by scripts/perf-guard.sh) measure what their names say: the
/// recognizers on the touched path and how many stay live, and a hit-test floor that finds the engine's view. Each
/// scene's set-up also checks itself (a precondition), so a scene that drifts stops the guard rather than measure
/// something else; these tests catch the drift in `swift test` first.
@MainActor
@Suite struct BenchmarkSceneTests {
    @Test func settingsSceneTouchesASwitchWithSevenRecognizersOnThePathAndSixLive() throws {
        let scene = SettingsScreenScene()
        #expect(scene.hitTest() === scene.toggle)
        scene.fingerDown()
        for _ in 0..<3 { scene.moveOnce() }
        let touch = try #require(scene.host.touch(forFinger: 1))
        #expect(touch.view === scene.toggle)
        #expect(recognizerCounts(of: touch) == (onPath: 7, live: 6))
        scene.fingerUp()
    }

    @Test(arguments: [1, 7, 30, 100])
    func pathSceneKeepsEveryRecognizerLiveThroughMoves(count: Int) throws {
        let scene = RecognizerPathScene(recognizers: count)
        scene.fingerDown()
        for _ in 0..<20 { scene.moveOnce() }
        let touch = try #require(scene.host.touch(forFinger: 1))
        #expect(recognizerCounts(of: touch) == (onPath: count, live: count))
        scene.fingerUp()
    }

    @Test(arguments: [1, 5, 10])
    func fingersSceneMovesEveryFingerWithOneLivePanEach(count: Int) throws {
        let scene = FingersScene(fingers: count)
        for _ in 0..<20 { scene.moveOnce() }
        for finger in 1...count {
            let touch = try #require(scene.host.touch(forFinger: finger))
            #expect(recognizerCounts(of: touch) == (onPath: 1, live: 1))
        }
        #expect(scene.host.activeFingers.count == count)
    }

    @Test func hitTestFloorFindsTheViewTheEngineFinds() {
        let nested = NestedTransformScene()
        #expect(HitTestFloorNode(copying: nested.window).hitTest(nested.point)?.view === nested.hitTest())
        let settings = SettingsScreenScene()
        #expect(HitTestFloorNode(copying: settings.window).hitTest(settings.point)?.view === settings.toggle)
    }
}
