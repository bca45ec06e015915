/// Decides where a collection view's items go: UIKit's abstract `UICollectionViewLayout`.
///
/// The collection view drives it as UIKit does: when the layout is invalid it calls ``prepare()``, then reads
/// ``collectionViewContentSize`` (the scroll view's content size); for every layout pass it asks
/// ``layoutAttributesForElements(in:)`` for the rect it shows; before each bounds change it asks
/// ``shouldInvalidateLayout(forBoundsChange:)``. Subclass it and override those; ``UICollectionViewFlowLayout`` is
/// the concrete grid. It inherits from `NSObject`, as UIKit's: identity `==`, `hash`, `isEqual(_:)`.
///
/// See also ``UICollectionView``, ``UICollectionViewLayoutAttributes``.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout; set when the layout is given to one.
    public internal(set) weak var collectionView: UICollectionView?

    /// What the next ``prepare()`` is for: nothing pending, an invalidation of everything, or only a layout
    /// animator's frame (``invalidateForDynamicsFrame()``).
    enum PendingPreparation { case none, everything, dynamicsFrame }
    /// (Read by every scroll frame's layout pass, on the main actor only and never held across app code: no runtime
    /// exclusivity check.)
    @exclusivity(unchecked) var pendingPreparation = PendingPreparation.everything
    /// Whether ``prepare()`` must run before the layout answers again; setting it asks for a full preparation.
    var needsPrepare: Bool {
        get { pendingPreparation != .none }
        set { pendingPreparation = newValue ? .everything : .none }
    }
    /// Whether the ``prepare()`` running now follows only a layout animator's frame: a flow layout then keeps the
    /// items it placed (UIKit's context for refreshing the visible elements' attributes invalidates no metrics).
    private(set) var isPreparingForDynamicsFrame = false
    /// The classes registered for decoration views, by kind.
    var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

    /// A layout not yet used by a collection view.
    public override init() {
        super.init()
    }

    /// Computes what the layout needs before it answers. Called once per invalidation, before any query. The
    /// default does nothing; call `super`.
    open func prepare() {}

    /// The size of all the content: the collection view's content size. The default is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect` (content coordinates). The default is none.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; nil when there is none. The default is nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of kind `elementKind` (a header, a footer) at `indexPath`; nil when
    /// there is none. The default is nil.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of the decoration view of kind `elementKind` at `indexPath`; nil when there is none. The
    /// default is nil: a layout that shows decoration views overrides it (and lists the same attributes among
    /// those of ``layoutAttributesForElements(in:)``, which is what the collection view shows).
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Registers the class the collection view makes decoration views of `elementKind` of (nil forgets the
    /// registration), as UIKit's `register(_:forDecorationViewOfKind:)`: a layout calls it once, usually in its
    /// initializer; the collection view then makes, places and reuses the views itself (see `UICollectionView`'s
    /// decoration views). TouchKit takes a ``UICollectionReusableView`` subclass where UIKit takes `AnyClass`.
    ///
    /// - Note: Registering a kind again drops the views of that kind waiting for reuse; views on screen keep their
    ///   class until they leave.
    open func register(_ viewClass: UICollectionReusableView.Type?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
        collectionView?.decorationPool.unregister(elementKind)
    }

    /// The index path a moving item takes when the finger is at `position` (content coordinates), during
    /// ``UICollectionView/updateInteractiveMovementTargetPosition(_:)``. The default is the item whose frame contains
    /// the position, or `previousIndexPath` when the position is between items.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of the item being moved interactively while its center is at `position`. The default, as
    /// UIKit's documentation describes, is a copy of the item's attributes centered on `position`; TouchKit also puts
    /// it above every other element (zIndex `Int.max`, a TouchKit decision).
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout. The default is false:
    /// scrolling keeps the layout, as in UIKit.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Where a drag that ends at `velocity` should come to rest, given `proposedContentOffset`, where coasting would
    /// take it: override to snap a flick to an item. The default keeps the proposal. The collection view asks it when
    /// the finger lifts (not with paging on), before the delegate's `scrollViewWillEndDragging`, which sees the
    /// result; the result is then clamped to the scrollable range.
    ///
    /// - Note: `velocity` is in points per millisecond, as the scroll view delegate's (Apple's documentation says
    ///   points per second, but UIKit passes the scroll view's measure).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Marks the layout invalid: the collection view calls ``prepare()`` again at its next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.layoutDidInvalidate()
    }

    /// Runs ``prepare()`` if the layout was invalidated since the last time.
    func prepareIfNeeded() {
        let pending = pendingPreparation
        guard pending != .none else { return }
        pendingPreparation = .none
        isPreparingForDynamicsFrame = pending == .dynamicsFrame
        defer { isPreparingForDynamicsFrame = false }
        prepare()
    }

    /// A layout animator (``UIDynamicAnimator/init(collectionViewLayout:)``) stepped: as UIKit's animator does after
    /// every step (`-[UIDynamicAnimator _animatorStep:]` invalidates the layout with
    /// `_invalidationContextForRefreshingVisibleElementAttributes` [re]), the layout is invalidated, so ``prepare()``
    /// runs again before the collection view's next query (UICollectionViewLayout's header: prepareLayout is called
    /// "after layout is invalidated and before requerying the layout information" [doc]).
    func invalidateForDynamicsFrame() {
        if pendingPreparation == .none { pendingPreparation = .dynamicsFrame }
    }
}
