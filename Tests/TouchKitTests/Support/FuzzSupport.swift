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
