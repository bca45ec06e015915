/// What a collection view shows: UIKit's `UICollectionViewDataSource`.
///
/// The collection view asks for the counts when it loads its data (its first layout pass, and the pass after each
/// ``UICollectionView/reloadData()``) and keeps them until the next reload, as UIKit does; it asks for a cell each
/// time an item comes into view. A cell must come from
/// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` with the same index path.
///
/// - Note: UIKit's optional ``numberOfSections(in:)`` is a requirement with UIKit's default, 1.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections. Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The supplementary view (a header, a footer) of kind `kind` at `indexPath`, from
    /// ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``; asked when the layout
    /// puts one in view.
    ///
    /// - Note: UIKit raises an exception when a layout asks for a supplementary view and the data source does not
    ///   implement this; TouchKit's default reports a diagnostic and shows an empty ``UICollectionReusableView``.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.report(
            "the layout shows a \(kind) at \(indexPath) but the data source supplies no supplementary views: an empty view is shown")
        let view = UICollectionReusableView(frame: .zero)
        view.dequeuedIndexPath = indexPath
        view.dequeuedElementKind = kind
        return view
    }
}
