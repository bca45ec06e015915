import Testing
@testable import TouchKit
@testable import TouchKitScenarios
import TouchKitTesting

/// Issue 34 in the harness: the storm's and the fuzzer's scenes place sliders, switches, steppers, segmented and page
/// controls and labels with tap recognizers (``ScenarioControls``, side input 6), whose actions change the scene, and
/// every invariant holds.
@MainActor
@Suite struct StormControlsTests {
    @Test func stormScenesPlaceControlsHoldingEveryInvariant() {
        var placed = 0
        playStormScenes(seeds: 60) { scenario in
            placed += scenario.controls?.placed ?? 0
        }
        #expect(placed > 30)
    }
}
