import TouchKitScenarios

// The libFuzzer entry point: compiled against the TouchKit modules by `scripts/fuzz-build.sh`, never by SwiftPM.
//
// Each input is decoded into a scene and a touch stream by `TouchScenario` (the same decoder the storm and fuzz
// regression tests use) and played with the invariant checker on, then released with fingers down: its scene must
// deallocate (`TouchScenario.runAndRelease`). A crash is libFuzzer's to catch; a broken
// invariant is turned into one here, so the fuzzer keeps the input and reports it.

/// Plays one input; traps with the checker's findings when an invariant breaks.
@_cdecl("LLVMFuzzerTestOneInput")
public func touchKitFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // libFuzzer calls in on the main thread, where TouchKit's UI types live.
    let violations = MainActor.assumeIsolated {
        TouchScenario.runAndRelease(input: FuzzInput(bytes: bytes))
    }
    if !violations.isEmpty {
        fatalError("TouchKit invariant violated:\n" + violations.joined(separator: "\n"))
    }
    return 0
}
