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
        expectSideStream(5, differsFrom: 0...4)
    }

    @Test func stormScenesFlickTheirPagersAndVaryCollectionSizesHoldingEveryInvariant() {
        var flicksAimed = 0
        var variedSizeViews = 0
        playStormScenes(seeds: 90) { scenario in
            flicksAimed += scenario.pagerFlicks.flicksAimed
            variedSizeViews += scenario.collectionScenes?.variedSizeViews ?? 0
        }
        #expect(flicksAimed > 5)
        #expect(variedSizeViews > 3)
    }
}
