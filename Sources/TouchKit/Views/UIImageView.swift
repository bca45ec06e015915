/// A view that shows an image: UIKit's `UIImageView`, without the image (TouchKit draws no pixels).
///
/// What matters for touches: ``UIView/isUserInteractionEnabled`` is false by default, as in UIKit, so an image view and its
/// subviews are skipped by hit testing until you turn it on (a classic trap the 2010 talk points out).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// A name for the image it would show, for pictures and logs.
    open var imageName: String?

    /// An image view with the given frame; it ignores touches until ``UIView/isUserInteractionEnabled`` is set.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view decoded from an archive: a zero frame, ignoring touches (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// An image view sized to nothing, showing the named image.
    public convenience init(imageName: String?) {
        self.init(frame: .zero)
        self.imageName = imageName
    }
}
