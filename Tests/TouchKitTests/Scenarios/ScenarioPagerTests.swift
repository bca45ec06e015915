import Testing
@testable import TouchKit
@testable import TouchKitScenarios
import TouchKitTesting

/// Issue 31 in the harness: the storm's and the fuzzer's scenes aim flicks at their paging scroll views
/// (``ScenarioPagers``, side input 5) and give some collection views sizes that differ per item, so both of a flow
/// layout's last-line rules and the paging spring from a flick are played, and every invariant holds (a pager at rest
/// sits on a page, inside its range).
@MainActor
@Suite struct StormPagersAndFlowLayoutTests {
    @Test func pagerFlicksComeFromSideStreamFive() {
        for input in [FuzzInput(seed: 42), FuzzInput(bytes: [1, 2, 3, 200])] {
            var pagers = input.sideInput(stream: 5)
            let pagerBytes = (0..<16).map { _ in pagers.byte() }
            for stream in 0...4 as ClosedRange<UInt64> {
                var other = input.sideInput(stream: stream)
                #expect((0..<16).map { _ in other.byte() } != pagerBytes)
            }
        }
    }

    @Test func stormScenesFlickTheirPagersAndVaryCollectionSizesHoldingEveryInvariant() {
        var flicksAimed = 0
        var variedSizeViews = 0
        for seed in 0..<UInt64(90) {
            let scenario = TouchScenario(input: FuzzInput(seed: seed))
            #expect(scenario.run() == [], "seed \(seed)")
            flicksAimed += scenario.pagerFlicks.flicksAimed
            variedSizeViews += scenario.collectionScenes?.variedSizeViews ?? 0
        }
        #expect(flicksAimed > 5)
        #expect(variedSizeViews > 3)
    }
}
