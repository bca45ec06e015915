/// A view a collection view recycles: UIKit's `UICollectionReusableView`, the base of cells and of supplementary
/// views (headers, footers).
///
/// The collection view creates it from its registered class with ``init(frame:)``, positions it from its
/// ``UICollectionViewLayoutAttributes`` and hands it back to the data source through
/// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` after ``prepareForReuse()``.
///
/// A subclass overrides ``init(frame:)`` as in UIKit (`override init(frame:)`, not `required`); the collection view
/// makes registered classes through ``init(listReuseIdentifier:)``, which calls it.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with; nil for a view not created by a collection view.
    public internal(set) var reuseIdentifier: String?

    /// The index path this view was last dequeued for, until it is displayed; lets the collection view tell a view
    /// the data source got from ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` from one it made.
    var dequeuedIndexPath: IndexPath?
    /// The supplementary kind this view was dequeued for (nil for cells): the pool it goes back to.
    var dequeuedElementKind: String?
    /// The zIndex of the attributes last applied, for stacking. (Read by every scroll frame's layout pass, on the
    /// main actor only and never held across app code: no runtime exclusivity check.)
    @exclusivity(unchecked) var appliedZIndex = 0

    /// A view with the given frame: UIKit's designated initializer.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// TouchKit only: never written or called by apps: how the collection view makes a registered class. It calls
    /// ``init(frame:)`` with a zero frame, a subclass's override when it has one (UIKit sends `initWithFrame:`
    /// dynamically; Swift makes an object from a class value only through a `required` initializer). Every subclass
    /// inherits it: one that declares no initializer, or one that overrides ``init(frame:)`` (and ``init(coder:)``, as
    /// UIKit requires). The collection view sets ``reuseIdentifier`` when it dequeues the view.
    public required convenience init(listReuseIdentifier identifier: String?) {
        self.init(frame: .zero)
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
