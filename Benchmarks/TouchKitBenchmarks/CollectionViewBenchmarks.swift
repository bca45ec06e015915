import Benchmark
import TouchKit
import TouchKitBenchmarkScenes
import TouchKitScenes

/// Collection-view benchmarks: one scrolling frame through 100,000 items with the flow layout, and with the 2013
/// talk's springy Messages layout, the reuse pool warm.
func registerCollectionViewBenchmarks() {
    sceneBenchmark("CollectionView.scrollFrame100k", warmUp: 1_000, { CollectionScrollFrameScene() }) {
        $0.scrollOnce()
    }

    // The springy Messages layout (SpringyMessagesDemo.SpringyFlowLayout): 100,000 items on springs; a frame is the
    // scroll (the layout moves every spring's item by the resisted delta) plus one 120 Hz step of the animator.
    sceneBenchmark("CollectionView.springyScrollFrame100k", warmUp: 100, {
        CollectionScrollFrameScene(layout: SpringyMessagesDemo.SpringyFlowLayout())
    }) { $0.scrollAndStepOnce() }

    // The same frames on a plain scroll view of the same content: what the collection view adds is the difference.
    sceneBenchmark("CollectionView.scrollFrameBaseline", warmUp: 1_000, { CollectionScrollFrameScene(plain: true) }) {
        $0.scrollOnce()
    }
}
