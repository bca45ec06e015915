/// A view that shows an image: UIKit's `UIImageView`; the image is data (``UIImage``: name, size, scale), and
/// TouchKit draws no pixels.
///
/// What matters for touches: ``UIView/isUserInteractionEnabled`` is false by default, as in UIKit, so an image view and its
/// subviews are skipped by hit testing until you turn it on (a classic trap the 2010 talk points out).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// TouchKit only: a name for the image it would show, for pictures and logs (``image``'s name when set
    /// through it).
    open var imageName: String?

    /// The image shown. Setting it does not resize the view, as in UIKit.
    open var image: UIImage? {
        didSet { imageName = image?.name ?? image?.systemName }
    }

    /// The image shown while ``isHighlighted``.
    open var highlightedImage: UIImage?

    /// Whether the view shows ``highlightedImage``. Default false.
    open var isHighlighted = false

    /// An image view ignores touches until ``UIView/isUserInteractionEnabled`` is set, from either initializer.
    override class var isUserInteractionEnabledByDefault: Bool { false }

    /// An image view showing `image`, its frame at the origin with the image's size, as UIKit's `init(image:)`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view showing `image`, or `highlightedImage` while highlighted, sized to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// TouchKit only: an image view sized to nothing, showing the named image.
    public convenience init(imageName: String?) {
        self.init(frame: .zero)
        self.imageName = imageName
    }
}
