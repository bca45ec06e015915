import Benchmark

/// Runs `body` on the main actor. The benchmark runner calls benchmarks on a worker thread (so
/// `MainActor.assumeIsolated` traps there); one hop around the whole measured loop keeps the hop out of the numbers.
func runOnMainActor(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) -> Void) async {
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run { body(benchmark) }
}

/// Runs `operation` `warmUp` times outside the measurement, then once per scaled iteration inside it: the loop every
/// benchmark here measures.
@MainActor
func measure(_ benchmark: Benchmark, warmUp: Int = 0, _ operation: () -> Void) {
    for _ in 0..<warmUp { operation() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { operation() }
    benchmark.stopMeasurement()
}

/// Registers the benchmark `name` in the shape most here have: `make` builds its scene on the main actor, then
/// ``measure(_:warmUp:_:)`` times `operation` on it.
func sceneBenchmark<Scene>(
    _ name: String, warmUp: Int = 0, _ make: @escaping @Sendable @MainActor () -> Scene,
    _ operation: @escaping @Sendable @MainActor (Scene) -> Void
) {
    Benchmark(name) { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = make()
            measure(benchmark, warmUp: warmUp) { operation(scene) }
        }
    }
}
