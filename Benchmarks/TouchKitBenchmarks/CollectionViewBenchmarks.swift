import Benchmark
import TouchKit
import TouchKitBenchmarkScenes
import TouchKitScenes

/// Collection-view benchmarks: one scrolling frame through 100,000 items with the flow layout, and with the 2013
/// talk's springy Messages layout, the reuse pool warm.
func registerCollectionViewBenchmarks() {
    Benchmark("CollectionView.scrollFrame100k") { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = CollectionScrollFrameScene()
            measure(benchmark, warmUp: 1_000) { scene.scrollOnce() }
        }
    }

    // The springy Messages layout (SpringyMessagesDemo.SpringyFlowLayout): 100,000 items on springs; a frame is the
    // scroll (the layout moves every spring's item by the resisted delta) plus one 120 Hz step of the animator.
    Benchmark("CollectionView.springyScrollFrame100k") { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = CollectionScrollFrameScene(layout: SpringyMessagesDemo.SpringyFlowLayout())
            measure(benchmark, warmUp: 100) { scene.scrollAndStepOnce() }
        }
    }

    // The same frames on a plain scroll view of the same content: what the collection view adds is the difference.
    Benchmark("CollectionView.scrollFrameBaseline") { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = CollectionScrollFrameScene(plain: true)
            measure(benchmark, warmUp: 1_000) { scene.scrollOnce() }
        }
    }
}
