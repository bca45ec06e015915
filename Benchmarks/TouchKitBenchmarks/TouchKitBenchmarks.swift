import Benchmark
import TouchKit
import TouchKitBenchmarkScenes

/// Benchmarks named after the scene they run (Benchmarks/Scenes: each scene's set-up checks how many recognizers
/// are on the path and how many are live); wall time and mallocs (docs/Performance.md; for steady instruction
/// and allocation counts per operation, scripts/perf-guard.sh).
let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .instructions]
    Benchmark.defaultConfiguration = .init(metrics: metrics, maxDuration: .seconds(2), maxIterations: 200_000)

    sceneBenchmark("NestedTransforms.hitTest20Deep", { NestedTransformScene() }) { blackHole($0.hitTest()) }

    sceneBenchmark("PlainView.movedSample", { MovedSampleScene() }) { $0.moveOnce() }

    // The finger on row 2's switch: 7 recognizers on the path, 6 live (the edge pan failed).
    Benchmark("SettingsScreen.movedSample") { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = SettingsScreenScene()
            scene.fingerDown()
            measure(benchmark, warmUp: 100) { scene.moveOnce() }
        }
    }

    // A tap on row 2's switch: the began and the ended sample (touchkit-counts measures each alone).
    Benchmark("SettingsScreen.tapBeganAndEnded") { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = SettingsScreenScene()
            for _ in 0..<10 { scene.fingerDown(); scene.fingerUp() }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                scene.fingerDown()
                scene.fingerUp()
            }
            benchmark.stopMeasurement()
        }
    }

    // K live recognizers on a path of 10 nested views.
    for count in [1, 7, 30, 100] {
        Benchmark("RecognizerPath\(count).movedSample") { benchmark async in
            await runOnMainActor(benchmark) { benchmark in
                let scene = RecognizerPathScene(recognizers: count)
                scene.fingerDown()
                measure(benchmark, warmUp: 100) { scene.moveOnce() }
            }
        }
    }

    // F fingers moving in one event, one live pan on each finger's path.
    for count in [1, 5, 10] {
        sceneBenchmark("Fingers\(count).movedEvent", warmUp: 100, { FingersScene(fingers: count) }) { $0.moveOnce() }
    }

    registerDynamicsBenchmarks()
    registerScrollViewBenchmarks()
    registerCollectionViewBenchmarks()
    registerTableViewBenchmarks()
}
