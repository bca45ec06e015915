import Benchmark
import TouchKit
import TouchKitScenes

/// Collection-view benchmarks: one scrolling frame through 100,000 items with the flow layout, and with the 2013
/// talk's springy Messages layout, the reuse pool warm.
func registerCollectionViewBenchmarks() {
    Benchmark("CollectionView.scrollFrame100k") { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = CollectionScrollScene()
            measure(benchmark, warmUp: 1_000) { scene.scrollOnce() }
        }
    }

    // The springy Messages layout (SpringyMessagesDemo.SpringyFlowLayout): 100,000 items on springs; a frame is the
    // scroll (the layout moves every spring's item by the resisted delta) plus one 120 Hz step of the animator.
    Benchmark("CollectionView.springyScrollFrame100k") { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = CollectionScrollScene(layout: SpringyMessagesDemo.SpringyFlowLayout())
            measure(benchmark, warmUp: 100) { scene.scrollAndStepOnce() }
        }
    }

    // The same frames on a plain scroll view of the same content: what the collection view adds is the difference.
    Benchmark("CollectionView.scrollFrameBaseline") { benchmark async in
        await runOnMainActor(benchmark) { benchmark in
            let scene = CollectionScrollScene(plain: true)
            measure(benchmark, warmUp: 1_000) { scene.scrollOnce() }
        }
    }
}

/// A full-window vertical list of 100,000 rows of 44 pt; each iteration scrolls one 120 Hz frame of a 2,000 pt/s
/// fling (about 16.7 pt: a row enters and another leaves every third frame), wrapping at the end.
@MainActor
final class CollectionScrollScene: UICollectionViewDataSource {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let collectionView: UICollectionView
    let scrollView: UIScrollView
    var offset: CGFloat = 0

    /// `plain`: a bare scroll view with the list's content size instead of the collection view. `layout`: the
    /// collection view's layout (a flow layout or a subclass), configured here as a list.
    init(plain: Bool = false, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) {
        layout.itemSize = CGSize(width: 390, height: 44)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        scrollView = plain ? UIScrollView(frame: window.bounds) : collectionView
        collectionView.dataSource = self
        collectionView.layoutIfNeeded()
        scrollView.contentSize = collectionView.contentSize
        window.addSubview(scrollView)
        scrollView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100_000 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }

    func scrollOnce() {
        offset += 2_000.0 / 120
        if offset > 4_000_000 { offset = 0 }
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
    }

    /// One scroll frame, then one 120 Hz frame of the window's clock (what steps a layout's dynamic animator).
    func scrollAndStepOnce() {
        scrollOnce()
        window.clock.advance(by: 1.0 / 120)
    }
}
