/// Supplementary views: views the data source supplies beside the items where the layout asks for them (a flow
/// layout's section headers and footers), registered, dequeued and reused as cells are, in a pool per element kind.
///
/// - Note: TouchKit decisions where UIKit is silent: a supplementary view is shown only for a section that exists
///   (others get a diagnostic); its index path may have one index or two. Touches on a supplementary view do not
///   highlight or select the item under it (nor do touches on a decoration view, see `UICollectionView+Decoration`).
extension UICollectionView {
    /// The element kind of a flow layout's section headers, as UIKit's `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a flow layout's section footers, as UIKit's `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Registers the class the collection view makes supplementary views of `elementKind` of for `identifier`;
    /// nil forgets the registration.
    public func register(
        _ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        guard viewClass != nil || supplementaryPools[elementKind] != nil else { return }
        supplementaryPools[elementKind, default: ReusePool()].register(viewClass, forReuseIdentifier: identifier)
    }

    /// A supplementary view of `elementKind` for `indexPath`: a reused one (after its
    /// ``UICollectionReusableView/prepareForReuse()``) or a new one of the registered class, already placed by the
    /// layout.
    ///
    /// - Note: UIKit raises an exception for an unregistered kind or identifier; TouchKit reports a diagnostic and
    ///   returns a plain ``UICollectionReusableView``, which is never reused.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view: UICollectionReusableView
        if let (pooled, isReused) = supplementaryPools[elementKind]?.dequeue(identifier) {
            view = pooled
            if isReused { view.prepareForReuse() }
            view.reuseIdentifier = identifier
        } else {
            report("no supplementary view class registered for kind \"\(elementKind)\", identifier \"\(identifier)\": a plain UICollectionReusableView is used")
            view = UICollectionReusableView(frame: .zero)
        }
        view.dequeuedIndexPath = indexPath
        view.dequeuedElementKind = elementKind
        if let attributes = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath) {
            apply(attributes, to: view)
        }
        return view
    }

    /// The supplementary view of `elementKind` on screen at `indexPath`; nil when there is none.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        supplementaryViewsByKey[SupplementaryElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in index-path order (UIKit's order is unspecified).
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        supplementaryViewsByKey.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }
            .map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        supplementaryViewsByKey.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The layout's attributes for the supplementary view of `elementKind` at `indexPath` (preparing the layout if
    /// needed); nil when there is none or its section does not exist.
    public func layoutAttributesForSupplementaryElement(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        guard sectionExists(indexPath) else { return nil }
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// Whether the section of a supplementary index path exists.
    func sectionExists(_ indexPath: IndexPath) -> Bool {
        indexPath.count >= 1 && indexPath[0] >= 0 && indexPath[0] < counts.numberOfSections
    }

    /// Whether `view` is, or is inside, a supplementary or decoration view of this collection view.
    func isInSupplementaryOrDecorationView(_ view: UIView?) -> Bool {
        var current = view
        while let candidate = current, candidate !== self {
            let identity = ObjectIdentifier(candidate)
            if supplementaryKeysByView[identity] != nil || decorationKeysByView[identity] != nil { return true }
            current = candidate.superview
        }
        return false
    }

    /// Asks the data source for the supplementary view of a newly visible element and shows it.
    func displaySupplementary(_ attributes: UICollectionViewLayoutAttributes, key: SupplementaryElementKey) {
        guard let dataSource else { return }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        let identity = ObjectIdentifier(view)
        guard !layoutPass.needsAnotherPass, supplementaryViewsByKey[key] == nil else {
            // The data source changed the collection view from inside: the pass starts again without this view.
            if supplementaryKeysByView[identity] == nil, indexPathsByCell[identity] == nil { recycleSupplementary(view) }
            return
        }
        if supplementaryKeysByView[identity] != nil || indexPathsByCell[identity] != nil {
            report("viewForSupplementaryElementOfKind \(key.kind) at \(key.indexPath) returned a view already shown: the element gets no view")
            return
        }
        if view.dequeuedIndexPath != key.indexPath || view.dequeuedElementKind != key.kind {
            report("viewForSupplementaryElementOfKind \(key.kind) at \(key.indexPath) returned a view not dequeued for it: shown, but never reused")
            view.reuseIdentifier = nil
        }
        view.dequeuedIndexPath = nil
        apply(attributes, to: view)
        collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        supplementaryViewsByKey[key] = view
        supplementaryKeysByView[identity] = key
        if view.superview !== self { addSubview(view) }
    }

    /// Takes a supplementary view off screen and puts it in its kind's pool.
    func endDisplayingSupplementary(_ view: UICollectionReusableView, key: SupplementaryElementKey) {
        supplementaryViewsByKey[key] = nil
        supplementaryKeysByView[ObjectIdentifier(view)] = nil
        if view.superview === self { view.removeFromSuperview() }
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        recycleSupplementary(view)
    }

    private func recycleSupplementary(_ view: UICollectionReusableView) {
        guard let identifier = view.reuseIdentifier, let kind = view.dequeuedElementKind else { return }
        supplementaryPools[kind]?.enqueue(view, identifier: identifier)
    }
}

/// A supplementary or decoration element on screen: its kind and index path.
struct SupplementaryElementKey: Hashable {
    var kind: String
    var indexPath: IndexPath
}
