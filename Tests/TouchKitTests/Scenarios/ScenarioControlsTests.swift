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
        for seed in 0..<UInt64(60) {
            let scenario = TouchScenario(input: FuzzInput(seed: seed))
            #expect(scenario.run() == [], "seed \(seed)")
            placed += scenario.controls?.placed ?? 0
        }
        #expect(placed > 30)
    }
}
