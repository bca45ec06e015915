/// What a list's reused views have in common, whichever list shows them: a ``UITableViewCell`` or a
/// ``UICollectionReusableView`` (cells and supplementary views). Lets `ReusePool` do the dequeue bookkeeping both
/// list views share (issue 17: the table view shares the collection view's machinery).
@MainActor
protocol ListReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    var reuseIdentifier: String? { get set }
    /// The index path the view was last dequeued for, until it is displayed.
    var dequeuedIndexPath: IndexPath? { get set }
    /// Resets the view before a dequeue hands it back for another index path.
    func prepareForReuse()
}

extension UITableViewCell: ListReusableView {}
extension UICollectionReusableView: ListReusableView {}

extension ReusePool where View: ListReusableView {
    /// A view for `indexPath` under `identifier`: a pooled one after its `prepareForReuse()`, a new one of the
    /// registered class, or (`identifier` not registered: UIKit raises an exception) `fallback()` with a diagnostic
    /// through `report` naming `registration` (what was not registered). The view remembers `indexPath`, so the list
    /// can tell it from a view the data source did not dequeue.
    @MainActor
    func dequeue(
        _ identifier: String, for indexPath: IndexPath, registration: String,
        fallback: () -> View, report: (String) -> Void
    ) -> View {
        let view: View
        if let (pooled, isReused) = dequeue(identifier) {
            view = pooled
            if isReused { view.prepareForReuse() }
        } else {
            report("no \(registration) registered for reuse identifier \"\(identifier)\": a plain \(View.self) is used")
            view = fallback()
        }
        view.dequeuedIndexPath = indexPath
        return view
    }
}
