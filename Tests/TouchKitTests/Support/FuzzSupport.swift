import Foundation
import Testing
@testable import TouchKit
@testable import TouchKitScenarios

/// Plays `Fuzz/crashes/NAME` through the decoder the fuzzer runs; returns the violations.
@MainActor
func replayFuzzInput(_ name: String) -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let path = root.appendingPathComponent("Fuzz/crashes/\(name)").path
    guard let data = FileManager.default.contents(atPath: path) else { return ["missing fuzz input \(path)"] }
    return TouchScenario.runAndRelease(input: FuzzInput(bytes: Array(data)))
}

/// Expects side stream `stream` of each of `inputs` (a seeded one and a kept one by default) to start with other bytes
/// than each stream of `others`: the scene part that reads it decides on its own, and kept inputs decode as before.
func expectSideStream(
    _ stream: UInt64, differsFrom others: some Sequence<UInt64>,
    inputs: [FuzzInput] = [FuzzInput(seed: 42), FuzzInput(bytes: [1, 2, 3, 200])],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    func firstBytes(_ input: FuzzInput, _ stream: UInt64) -> [UInt8] {
        var side = input.sideInput(stream: stream)
        return (0..<16).map { _ in side.byte() }
    }
    for input in inputs {
        let bytes = firstBytes(input, stream)
        for other in others {
            #expect(firstBytes(input, other) != bytes, "stream \(other)", sourceLocation: sourceLocation)
        }
    }
}

/// Plays the storm's scenes of seeds `0 ..< seeds`, expecting each to hold every invariant, and hands each scenario,
/// played, to `body`.
@MainActor
func playStormScenes(
    seeds: UInt64, sourceLocation: SourceLocation = #_sourceLocation, _ body: (TouchScenario) -> Void = { _ in }
) {
    for seed in 0..<seeds {
        let scenario = TouchScenario(input: FuzzInput(seed: seed))
        #expect(scenario.run() == [], "seed \(seed)", sourceLocation: sourceLocation)
        body(scenario)
    }
}
