/// Decoration views: views the layout itself supplies (a section's background, a divider, a shelf), as UIKit's
/// `UICollectionViewLayout.register(_:forDecorationViewOfKind:)` and
/// ``UICollectionViewLayout/layoutAttributesForDecorationView(ofKind:at:)`` describe them: "visual adornments … not
/// otherwise tied to the data provided by the collection view's data source" (Apple's documentation of
/// `register(_:forDecorationViewOfKind:)`).
///
/// As in UIKit: the layout registers a ``UICollectionReusableView`` subclass per kind and lists attributes whose
/// ``UICollectionViewLayoutAttributes/representedElementCategory`` is `.decorationView` among those of
/// ``UICollectionViewLayout/layoutAttributesForElements(in:)``; the collection view makes the view from the
/// registered class itself (the data source and the delegate are not asked), places it by its attributes, and when
/// it leaves the bounds puts it in a pool per kind, from which the next decoration of that kind is taken (after
/// ``UICollectionReusableView/prepareForReuse()``). So only the decoration views near the visible rect exist.
///
/// Decoration views are ordinary views, as in UIKit: they are hit-tested like any other subview (user interaction
/// stays on), so one stacked above an item takes the touches that land on it, and its gesture recognizers and
/// controls work. A touch that lands in a decoration view highlights and selects no item (it is not in a cell), as
/// one on a supplementary view does.
///
/// - Note: TouchKit decisions where UIKit is silent: at equal ``UICollectionViewLayoutAttributes/zIndex`` a
///   decoration view is below the cells and supplementary views (UIKit documents that for the compositional layout's
///   decoration items, whose default zIndex 0 "appears below all other items in the section"); attributes of a kind
///   no class is registered for get a diagnostic and no view (UIKit raises an exception); registering a kind again
///   drops the pooled views of that kind, and views on screen keep their class until they leave. A decoration's
///   index path need not name an existing item or section.
extension UICollectionView {
    /// The decoration view of `elementKind` on screen at `indexPath`; nil when there is none. (UIKit has no public
    /// accessor; TouchKit's is internal, for tests.)
    func decorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        decorationViewsByKey[SupplementaryElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// Whether the layout registered a class for decoration views of `kind`.
    func canShowDecoration(ofKind kind: String) -> Bool {
        collectionViewLayout.decorationViewClasses[kind] != nil
    }

    /// Makes (or reuses) the view of a newly visible decoration and shows it, at the back.
    func displayDecoration(_ attributes: UICollectionViewLayoutAttributes, key: SupplementaryElementKey) {
        if !decorationPool.isRegistered(key.kind) {
            guard let viewClass = collectionViewLayout.decorationViewClasses[key.kind] else { return }
            decorationPool.register(viewClass, forReuseIdentifier: key.kind)
        }
        guard let view = decorationPool.dequeueReusable(key.kind) else { return }
        apply(attributes, to: view)
        decorationViewsByKey[key] = view
        decorationKeysByView[ObjectIdentifier(view)] = key
        if view.superview !== self { insertSubview(view, at: 0) }
    }

    /// Takes a decoration view off screen and puts it in its kind's pool.
    func endDisplayingDecoration(_ view: UICollectionReusableView, key: SupplementaryElementKey) {
        decorationViewsByKey[key] = nil
        decorationKeysByView[ObjectIdentifier(view)] = nil
        if view.superview === self { view.removeFromSuperview() }
        decorationPool.enqueue(view, identifier: key.kind)
    }

    /// Takes every decoration view off screen and forgets the pooled ones (the layout changed).
    func dropDecorationViews() {
        for (key, view) in decorationViewsByKey { endDisplayingDecoration(view, key: key) }
        decorationPool = ReusePool()
    }
}
