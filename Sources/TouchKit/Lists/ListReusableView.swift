/// What every view a list reuses has: a ``UITableViewCell``, a ``UITableViewHeaderFooterView`` or a
/// ``UICollectionReusableView`` (cells, supplementary and decoration views). Lets `ReusePool` register classes and
/// hand back reused views the same way for all of them.
@MainActor
protocol ReusableByIdentifier: UIView {
    /// How the list makes a registered class: the `required` initializer each of these classes has.
    init(listReuseIdentifier identifier: String?)
    /// The identifier the view was registered and dequeued with.
    var reuseIdentifier: String? { get set }
    /// Resets the view before a dequeue hands it back for another index path.
    func prepareForReuse()
}

/// What a list's reused views for an index path have in common, whichever list shows them: a ``UITableViewCell`` or
/// a ``UICollectionReusableView`` (cells and supplementary views). Lets `ReusePool` do the dequeue bookkeeping both
/// list views share (issue 17: the table view shares the collection view's machinery).
@MainActor
protocol ListReusableView: ReusableByIdentifier {
    /// The index path the view was last dequeued for, until it is displayed.
    var dequeuedIndexPath: IndexPath? { get set }
}

extension UITableViewCell: ListReusableView {}
extension UICollectionReusableView: ListReusableView {}
extension UITableViewHeaderFooterView: ReusableByIdentifier {}

extension ReusePool where View: ReusableByIdentifier {
    /// Registers `viewClass` for `identifier`, its views made with `init(listReuseIdentifier:)`; nil forgets the
    /// registration.
    @MainActor
    mutating func register(_ viewClass: View.Type?, forReuseIdentifier identifier: String) {
        guard let viewClass else { return unregister(identifier) }
        register(identifier) { viewClass.init(listReuseIdentifier: identifier) }
    }

    /// A view for `identifier`: a pooled one after its `prepareForReuse()`, or a new one of the registered class,
    /// carrying `identifier`; nil when `identifier` is not registered and no view waits under it.
    @MainActor
    func dequeueReusable(_ identifier: String) -> View? {
        guard let (view, isReused) = dequeue(identifier) else { return nil }
        if isReused { view.prepareForReuse() }
        view.reuseIdentifier = identifier
        return view
    }
}

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
