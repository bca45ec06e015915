// The libFuzzer entry point: compiled against the TouchKit modules (and the edges': TouchKitEvdev, TouchKitScenes, the
// playground's session) by `scripts/fuzz-build.sh`, never by SwiftPM.
//
// TOUCHKIT_FUZZ_TARGET picks what an input is (default `engine`):
// - `engine`: a scene and a touch stream decoded by `TouchScenario` (the same decoder the storm and fuzz regression
//   tests use), played with the invariant checker on, then released with fingers down: its scene must deallocate
//   (`TouchScenario.runAndRelease`);
// - `message`, `session`, `evemu`, `libinput`, `trace`, `frames`: the edges (EdgeFuzzTargets.swift), each with its
//   corpus in Fuzz/edges/<target>/.
// A crash is libFuzzer's to catch; a broken invariant is turned into one here, so the fuzzer keeps the input and
// reports it.

import Foundation
import TouchKitScenarios

/// The target this process fuzzes, read once.
private let fuzzTarget = FuzzEdge(environment: ProcessInfo.processInfo.environment["TOUCHKIT_FUZZ_TARGET"])

/// Plays one input; traps with the checker's findings when an invariant breaks.
@_cdecl("LLVMFuzzerTestOneInput")
public func touchKitFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // libFuzzer calls in on the main thread, where TouchKit's UI types live.
    let violations = MainActor.assumeIsolated {
        guard let edge = fuzzTarget else { return TouchScenario.runAndRelease(input: FuzzInput(bytes: bytes)) }
        return edge.run(bytes)
    }
    if !violations.isEmpty {
        fatalError("TouchKit invariant violated:\n" + violations.joined(separator: "\n"))
    }
    return 0
}
