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
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
