import Testing
@testable import TouchKit
@testable import TouchKitScenarios
import TouchKitTesting

/// Issue 33 in the harness: the storm's and the fuzzer's streams play the pointer, the wheel, the trackpad and the
/// pencil between their finger steps (``ScenarioIndirectInput``, side input 7), bad input of each kind included, with
/// listeners for them in the scene, and every invariant holds.
@MainActor
@Suite struct ScenarioIndirectInputTests {
    @Test func indirectStepsComeFromSideStreamSeven() {
        expectSideStream(7, differsFrom: 0...6)
    }

    @Test func stormStreamsPlayEveryIndirectKindHoldingEveryInvariant() {
        var played: [String: Int] = [:]
        var placed = 0
        playStormScenes(seeds: 60) { scenario in
            for (step, count) in scenario.indirectInput?.stepsPlayed ?? [:] { played[step, default: 0] += count }
            placed += scenario.indirectInput?.placed ?? 0
        }
        let kinds = ["hover", "press", "release", "click", "secondaryClick", "drag", "exitPointer", "wheel", "trackpadScroll",
                     "trackpadTouch", "trackpadPinch", "trackpadRotate", "pencilStroke", "pencilRefine", "pencilHover",
                     "pencilGesture", "badInput"]
        for kind in kinds { #expect(played[kind, default: 0] > 3, "\(kind)") }
        #expect(placed > 30)
    }
}
