/// The selection rules ``UICollectionView`` and ``UITableView`` share, written once: selecting in code (nil deselects
/// everything; an index path that does not exist is reported and ignored; without multiple selection the others are
/// deselected), and the two touch steps that are the same for items and rows (a finger that leaves the highlighted
/// item unhighlights it; a cancelled touch unhighlights it).
///
/// What differs stays with each list: which touches may highlight, the delegate's questions on a lift (a table view's
/// `willSelectRowAt` may redirect), and how a cell is told (a table view cell's `setSelected(_:animated:)`).
@MainActor
protocol ListSelection: UIScrollView {
    /// Whether the user may select now (``UICollectionView/allowsSelection``; selecting in code obeys it too).
    var allowsSelection: Bool { get }
    /// The touch that highlighted an item, while it is down.
    var trackedTouch: UITouch? { get set }
    /// The item the tracked touch highlighted, if any.
    var highlightedIndexPath: IndexPath? { get }
    /// The selected items.
    var selectedIndexPaths: [IndexPath] { get }
    /// Whether several items may be selected now.
    var selectsSeveral: Bool { get }
    /// The counts loaded from the data source.
    var counts: ItemCounts { get }

    /// The item at `point`, in the list's coordinates.
    func indexPathForTracking(at point: CGPoint) -> IndexPath?
    /// Ends the tracked touch's highlight, telling the delegate.
    func unhighlightTracked()
    /// Marks `indexPath` selected or not, and its cell, without delegate calls.
    func setSelected(_ selected: Bool, at indexPath: IndexPath)
    /// Loads the counts if the data changed.
    func loadDataIfNeeded()
    /// Reports a misuse the list corrected.
    func report(_ message: String)
}

extension ListSelection {
    /// Selects `indexPath` in code (nil deselects all), without delegate calls, when ``allowsSelection``; `call` and `noun` name the public
    /// method and the element in the diagnostic for an index path that does not exist. Returns the index path
    /// selected, for the caller to scroll to; nil when nothing was selected.
    func selectInCode(_ indexPath: IndexPath?, call: String, noun: String) -> IndexPath? {
        guard allowsSelection else { return nil }
        guard let indexPath else {
            for selected in selectedIndexPaths { setSelected(false, at: selected) }
            return nil
        }
        loadDataIfNeeded()
        guard counts.contains(indexPath) else {
            report("\(call)(at: \(indexPath)) for \(noun) that does not exist: ignored")
            return nil
        }
        if !selectsSeveral {
            for selected in selectedIndexPaths where selected != indexPath { setSelected(false, at: selected) }
        }
        setSelected(true, at: indexPath)
        return indexPath
    }

    /// A tracked finger that moved off its highlighted item unhighlights it (its lift then selects nothing).
    func trackTouchesMoved(_ touches: Set<UITouch>) {
        guard let touch = trackedTouch, touches.contains(touch), let highlighted = highlightedIndexPath else { return }
        if indexPathForTracking(at: touch.location(in: self)) != highlighted { unhighlightTracked() }
    }

    /// A cancelled tracked touch (the scroll, or a swipe, took it) unhighlights its item.
    func trackTouchesCancelled(_ touches: Set<UITouch>) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        unhighlightTracked()
    }
}
