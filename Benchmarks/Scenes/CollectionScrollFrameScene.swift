import TouchKit

/// A full-window vertical list of 100,000 items of 44 pt in a collection view; each iteration scrolls one 120 Hz
/// frame of a 2,000 pt/s fling (about 16.7 pt: an item enters and another leaves every third frame), wrapping near
/// the end. `layout`: a flow layout or a subclass (the 2013 talk's springy layout), set up here as a list. `plain`: a
/// bare scroll view with the list's content size scrolls instead, so what the collection view adds is the difference.
@MainActor
public final class CollectionScrollFrameScene: UICollectionViewDataSource {
    /// The scene's window.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The collection view (in the window unless `plain`).
    public let collectionView: UICollectionView
    /// What scrolls: the collection view, or the bare scroll view.
    public let scrollView: UIScrollView
    private var offset: CGFloat = 0

    /// Builds the scene and checks what it claims.
    public init(plain: Bool = false, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) {
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
        guard collectionView.numberOfItems(inSection: 0) == 100_000, plain || collectionView.visibleCells.count > 10
        else { fatalError("CollectionScrollFrame: not the list it claims") }
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        100_000
    }

    public func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }

    /// One frame of the fling.
    public func scrollOnce() {
        offset += 2_000.0 / 120
        if offset > 4_000_000 { offset = 0 }
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
    }

    /// One scroll frame, then one 120 Hz frame of the window's clock (what steps a layout's dynamic animator).
    public func scrollAndStepOnce() {
        scrollOnce()
        window.clock.advance(by: 1.0 / 120)
    }
}
