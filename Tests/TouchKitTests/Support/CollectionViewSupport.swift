import Testing
@testable import TouchKit

/// A cell that counts its reuses.
@MainActor
final class CountingCell: UICollectionViewCell {
    var reuses = 0
    var applies = 0
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applies += 1
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate for tests: `items[section]` items per section, cells of reuse identifier "cell", and
/// a log of the delegate's item calls, as "didSelect 0-3".
@MainActor
final class ListSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var items: [Int]
    var log: [String] = []
    /// willDisplay / didEndDisplaying calls, as "willDisplay 0-3".
    var displayLog: [String] = []
    var cellRequests = 0
    /// Replaces the cell the data source returns (a lying data source).
    var cellOverride: ((UICollectionView, IndexPath) -> UICollectionViewCell)?
    var allowsHighlight = true

    init(items: [Int]) { self.items = items }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        if let cellOverride { return cellOverride(collectionView, indexPath) }
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    /// A supplementary view dequeued with its kind as reuse identifier (register the class under that identifier).
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }

    /// Whether items may be moved interactively (`canMoveItemAt`). Default false, as the protocol's.
    var allowsMoves = false
    /// The data source's `moveItemAt` calls, as "move 0-1 to 0-4".
    var moves: [String] = []

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { allowsMoves }
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        moves.append("move \(sourceIndexPath.section)-\(sourceIndexPath.item) to \(destinationIndexPath.section)-\(destinationIndexPath.item)")
    }

    private func record(_ what: String, _ indexPath: IndexPath) { log.append("\(what) \(indexPath.section)-\(indexPath.item)") }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        record("shouldHighlight", indexPath)
        return allowsHighlight
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { record("didHighlight", indexPath) }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { record("didUnhighlight", indexPath) }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        record("shouldSelect", indexPath)
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { record("didSelect", indexPath) }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        record("shouldDeselect", indexPath)
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { record("didDeselect", indexPath) }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displayLog.append("willDisplay \(indexPath.section)-\(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        displayLog.append("didEndDisplaying \(indexPath.section)-\(indexPath.item)")
    }
}

/// The least data source: one section (UIKit's default) of two items, cells of reuse identifier "cell", and no
/// supplementary views.
@MainActor
final class TwoItemSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A full-window vertical list of 400 × 100 rows with no spacing (row i spans y 100·i ..< 100·(i+1)), on a
/// ``ListSource``, laid out once.
@MainActor
struct ListScene {
    let scene = Scene()
    let source: ListSource
    let collectionView: UICollectionView
    let layout = UICollectionViewFlowLayout()
    let diagnosticLog: DiagnosticLog

    init(items: [Int] = [1000]) {
        source = ListSource(items: items)
        diagnosticLog = DiagnosticLog(observing: scene.window)
        Self.rows(on: layout)
        collectionView = UICollectionView(frame: scene.window.bounds, collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.delegate = source
        scene.window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
    }

    /// Sets `layout` to the list's rows: 400 × 100 pt, no spacing.
    private static func rows(on layout: UICollectionViewFlowLayout) {
        layout.itemSize = CGSize(width: 400, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
    }

    /// Moves the list onto `layout` (another layout class, with the same rows) and lays it out.
    func move(onto layout: UICollectionViewFlowLayout) {
        Self.rows(on: layout)
        collectionView.collectionViewLayout = layout
        collectionView.layoutIfNeeded()
    }

    /// The visible items' numbers (section 0).
    var visibleItems: [Int] { collectionView.indexPathsForVisibleItems.map(\.item) }
    /// The window's diagnostics so far.
    var diagnostics: [String] { diagnosticLog.messages }
}
