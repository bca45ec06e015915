import Benchmark
import TouchKit
import TouchKitBenchmarkScenes

/// UIKit Dynamics benchmarks (docs/Performance.md: one dynamics step of 1000 attachment springs).
func registerDynamicsBenchmarks() {
    // One fixed integrator step (1/240 s): the clock runs at 240 frames per second, so each frame is exactly one
    // step, plus writing the moved items' centers and the frame's bookkeeping.
    sceneBenchmark("Dynamics.step1000Springs", { SpringFieldScene(framesPerSecond: 240) }) { $0.frame() }

    // One 60 Hz display frame: four fixed steps, then one write of every moved item.
    sceneBenchmark("Dynamics.frame1000Springs60Hz", { SpringFieldScene(framesPerSecond: 60) }) { $0.frame() }
}
