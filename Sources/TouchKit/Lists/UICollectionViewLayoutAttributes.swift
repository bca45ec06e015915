/// Where and how a layout shows one element of a collection view: UIKit's `UICollectionViewLayoutAttributes`.
///
/// ``frame``, ``center`` and ``size`` are one geometry (the frame is derived from the center and size, as a view's
/// is when its transform is the identity); the collection view applies ``center``, ``size``, ``transform``,
/// ``alpha`` and ``isHidden`` to the cell, then calls ``UICollectionReusableView/apply(_:)``.
///
/// The attributes are a ``UIDynamicItem``, as in UIKit, so a layout can hang its items on UIKit Dynamics (the 2013
/// talk's springy Messages layout).
///
/// It inherits from `NSObject`, as UIKit's; as UIKit's, ``isEqual(_:)`` (and so `==`) compares the values.
///
/// - Note: Non-finite centers and sizes, and negative sizes, are ignored (the old value stays), as for views.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying, UIDynamicItem {
    /// What kind of element the attributes describe: UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell = 0
        /// A view the data source supplies beside the items (a header, a footer).
        case supplementaryView = 1
        /// A view the layout itself supplies (a background, a divider).
        case decorationView = 2
    }

    // `@exclusivity(unchecked)`, once for the type: a collection view's scroll frame reads these stored properties of
    // every visible element, on the main actor only, and no engine code holds an access to one across a call out to
    // app code, so the runtime's dynamic exclusivity check (a call per access, more than the access itself) is left
    // out.

    /// The element's index path.
    @exclusivity(unchecked) public var indexPath: IndexPath
    /// Whether the attributes are for a cell, a supplementary view or a decoration view.
    public let representedElementCategory: ElementCategory
    /// The supplementary or decoration kind; nil for a cell.
    public let representedElementKind: String?

    /// The element's center, in the collection view's content coordinates.
    @exclusivity(unchecked) public var center: CGPoint = .zero {
        didSet { if !center.isFinite { center = oldValue } }
    }
    /// The element's size.
    @exclusivity(unchecked) public var size: CGSize = .zero {
        didSet {
            if !(size.width.isFinite && size.height.isFinite) || size.width < 0 || size.height < 0 { size = oldValue }
        }
    }
    /// The element's frame, derived from ``center`` and ``size``; setting it sets both.
    public var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            guard newValue.isFiniteRect else { return }
            let standard = newValue.standardized
            size = standard.size
            center = CGPoint(x: standard.midX, y: standard.midY)
        }
    }
    /// The element's bounds: its size at the origin (``UIDynamicItem``).
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's transform about its center.
    @exclusivity(unchecked) public var transform: CGAffineTransform = .identity
    /// The element's opacity. Default 1.
    @exclusivity(unchecked) public var alpha: CGFloat = 1
    /// The element's stacking order: higher values are above lower ones (in drawing and hit testing; equal ones
    /// stack in index-path order). Default 0.
    @exclusivity(unchecked) public var zIndex: Int = 0
    /// Whether the element is hidden. Default false.
    @exclusivity(unchecked) public var isHidden: Bool = false

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Attributes for the supplementary view of kind `elementKind` (a header, a footer) at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// Attributes for the decoration view of kind `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// TouchKit only: the designated initializer every public one goes through; a subclass overrides it so
    /// ``copy(with:)`` makes instances of the subclass.
    public required init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
        super.init()
    }

    /// Whether `object` is attributes of the same element with the same values, as UIKit's `isEqual(_:)` (which the
    /// collection view uses to skip unchanged elements). A subclass with more attributes overrides it and compares
    /// them too, calling `super`.
    ///
    /// - Note: Attributes are main-actor objects: comparing them off the main actor traps.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        if other === self { return true }
        return MainActor.assumeIsolated {
            other.representedElementCategory == representedElementCategory
                && other.representedElementKind == representedElementKind && other.indexPath == indexPath
                && other.center == center && other.size == size && other.transform == transform
                && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
        }
    }

    /// The index path's hash, consistent with ``isEqual(_:)``.
    nonisolated open override var hash: Int {
        MainActor.assumeIsolated { indexPath.hashValue }
    }

    /// A copy of the attributes, as UIKit's `NSCopying` makes (`attributes.copy() as! UICollectionViewLayoutAttributes`):
    /// a layout hands out copies when it keeps its own. A subclass with more attributes overrides it, calls `super`
    /// and copies its own values into the result.
    ///
    /// - Note: UIKit's designated initializer is private; TouchKit's ``init(category:kind:indexPath:)`` is public so
    ///   that a subclass's copies keep their class.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }
}
