/// One item of a collection view: UIKit's `UICollectionViewCell`.
///
/// Put the cell's content in ``contentView``. The collection view sets ``isHighlighted`` while a finger rests on the
/// cell and ``isSelected`` when the item is selected (by a tap or ``UICollectionView/selectItem(at:animated:scrollPosition:)``),
/// and restores both when the cell is reused for another item.
///
/// See also ``UICollectionView``, ``UICollectionReusableView``.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to: it fills the cell and resizes with it.
    public let contentView = UIView()

    /// Whether the item is selected. The collection view sets it; setting it yourself does not change the collection
    /// view's selection, as in UIKit.
    open var isSelected: Bool = false

    /// Whether a finger is on the item, waiting to select it. The collection view sets it.
    open var isHighlighted: Bool = false

    /// A cell with the given frame; ``contentView`` fills it. UIKit's designated initializer: a subclass overrides it
    /// (`override init(frame:)`, not `required`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installListContentView(contentView)
    }

    /// A cell decoded from an archive: a zero frame (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installListContentView(contentView)
    }
}
