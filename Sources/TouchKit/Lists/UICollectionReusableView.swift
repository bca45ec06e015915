/// A view a collection view recycles: UIKit's `UICollectionReusableView`, the base of cells and of supplementary
/// views (headers, footers).
///
/// The collection view creates it from its registered class with ``init(frame:)``, positions it from its
/// ``UICollectionViewLayoutAttributes`` and hands it back to the data source through
/// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` after ``prepareForReuse()``.
///
/// - Note: ``init(frame:)`` is `required` here, because the collection view creates registered classes through it
///   (UIKit calls `initWithFrame:` dynamically). A subclass with its own designated initializer also implements
///   `init(frame:)`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with; nil for a view not created by a collection view.
    public internal(set) var reuseIdentifier: String?

    /// The index path this view was last dequeued for, until it is displayed; lets the collection view tell a view
    /// the data source got from ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` from one it made.
    var dequeuedIndexPath: IndexPath?
    /// The supplementary kind this view was dequeued for (nil for cells): the pool it goes back to.
    var dequeuedElementKind: String?
    /// The zIndex of the attributes last applied, for stacking.
    var appliedZIndex = 0

    /// A view with the given frame.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view decoded from an archive: a zero frame (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called just before the view is returned from a dequeue call that recycles it, as in UIKit. Reset what the
    /// data source configures per item here. The default does nothing; call `super`.
    open func prepareForReuse() {}

    /// Applies layout attributes beyond the geometry: the collection view has already set the center, size,
    /// transform, alpha and hidden state from `layoutAttributes`. The default does nothing; a layout with custom
    /// attributes overrides it.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
