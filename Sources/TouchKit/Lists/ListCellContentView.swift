extension UIView {
    /// Adds `contentView` filling the view and resizing with it: how both list cells (``UITableViewCell`` and
    /// ``UICollectionViewCell``) hold their ``UITableViewCell/contentView``, as in UIKit.
    func installListContentView(_ contentView: UIView) {
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
