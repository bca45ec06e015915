import Testing
@testable import TouchKit
@testable import TouchKitScenarios

/// Issue 15 in the harness: the storm's and the fuzzer's scenes have collection views with lying data sources and app
/// code that reloads, updates, selects, scrolls and moves items mid-gesture (``ScenarioCollectionViews``), decided by
/// side input 2 so kept inputs decode as before.
@MainActor
@Suite struct StormCollectionViewTests {
    @Test func collectionViewsComeFromSideStreamTwo() {
        expectSideStream(2, differsFrom: [0, 1])   // the interactions' and the animations'
    }

    @Test func stormScenesWithCollectionViewsHoldEveryInvariant() {
        var scenesWithCollectionViews = 0
        var steps = 0
        playStormScenes(seeds: 90) { scenario in
            if let scenes = scenario.collectionScenes, !scenes.collectionViews.isEmpty {
                scenesWithCollectionViews += 1
                steps += scenes.stepsRun
            }
        }
        #expect(scenesWithCollectionViews > 15)
        #expect(steps > 10)
    }

    @Test func aSceneWithCollectionViewsDeallocatesOnceReleasedWithFingersDown() {
        var checked = 0
        for seed in 0..<UInt64(40) {
            let input = FuzzInput(seed: seed)
            guard TouchScenario(input: input).collectionScenes?.collectionViews.isEmpty == false else { continue }
            #expect(TouchScenario.runAndRelease(input: input) == [], "seed \(seed)")
            checked += 1
        }
        #expect(checked > 5)
    }
}
