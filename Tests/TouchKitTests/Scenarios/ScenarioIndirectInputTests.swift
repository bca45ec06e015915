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
        for input in [FuzzInput(seed: 42), FuzzInput(bytes: [1, 2, 3, 200])] {
            var indirect = input.sideInput(stream: 7)
            let indirectBytes = (0..<16).map { _ in indirect.byte() }
            for stream in 0...6 as ClosedRange<UInt64> {
                var other = input.sideInput(stream: stream)
                #expect((0..<16).map { _ in other.byte() } != indirectBytes)
            }
        }
    }

    @Test func stormStreamsPlayEveryIndirectKindHoldingEveryInvariant() {
        var played: [String: Int] = [:]
        var placed = 0
        for seed in 0..<UInt64(60) {
            let scenario = TouchScenario(input: FuzzInput(seed: seed))
            #expect(scenario.run() == [], "seed \(seed)")
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
