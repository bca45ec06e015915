extension UICollectionView {
    /// The axis a flow layout scrolls along: UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows stacked top to bottom; the content scrolls vertically (UIKit's default).
        case vertical = 0
        /// Lines are columns stacked left to right; the content scrolls horizontally.
        case horizontal = 1
    }
}
