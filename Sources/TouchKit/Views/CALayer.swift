/// The drawing-side properties of a view that touch handling and the demos' pictures read: UIKit's `CALayer`,
/// reduced to what TouchKit needs.
///
/// ``anchorPoint`` matters for geometry: a view's ``UIView/center`` is its layer's position, and the transform
/// applies about the anchor point. Changing the anchor point keeps the center and moves the frame, as in UIKit.
///
/// A view's layer answers ``position``, ``bounds``, ``frame``, ``opacity`` and ``affineTransform()`` from its view,
/// as UIKit's view-backed layers do. The layer `presentation()` returns (in-flight animation values) holds its own.
///
/// The 3D ``transform`` is kept whole; the view's geometry uses its affine part, as UIKit's does.
///
/// - Note: UIKit's `CALayer` has a `CGColor` background; TouchKit's leaves colours to the view.
@preconcurrency @MainActor
public final class CALayer {
    /// The point in unit coordinates (0...1 of the bounds) that sits at the view's center and about which the
    /// transform applies. Default (0.5, 0.5). Non-finite values are ignored.
    public var anchorPoint: CGPoint {
        get { owningView?.storedAnchorPoint ?? ownAnchorPoint }
        set {
            guard newValue.isFinite else { return }
            if let owningView { owningView.storedAnchorPoint = newValue } else { ownAnchorPoint = newValue }
        }
    }
    /// The anchor point of a layer without a view (a presentation copy, or once the view is gone); a view's layer
    /// keeps it in the view (``UIView/storedAnchorPoint``), which geometry reads on every conversion.
    private var ownAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The corner radius, for pictures and for the 2014 talk's expanded hit areas.
    public var cornerRadius: CGFloat = 0
    /// The border width, for pictures.
    public var borderWidth: CGFloat = 0
    /// The border colour, for pictures.
    public var borderColor: UIColor?
    /// The layer's position on the z axis, kept as data: Core Animation draws by it among sibling layers, while
    /// UIKit's hit testing asks subviews in their order (last first) whatever their `zPosition`, as TouchKit does.
    /// Default 0. Non-finite values are ignored.
    public var zPosition: CGFloat {
        get { ownZPosition }
        set { if newValue.isFinite { ownZPosition = newValue } }
    }
    private var ownZPosition: CGFloat = 0
    /// ``sublayerTransform``'s storage.
    var ownSublayerTransform = CATransform3DIdentity

    /// The view whose layer this is (UIKit: the layer's `delegate`); nil for a presentation copy and once the view
    /// is gone. (`unowned`, cleared by the view's `deinit`, as the engine's other back-pointers.)
    unowned var owningView: UIView?
    /// The values a presentation copy shows; nil for a view's own layer.
    private var frozenValues: AnimatableValues?

    init() {}

    /// The view is going: the layer keeps its anchor point and no longer answers from the view.
    func viewDidGo(anchorPoint: CGPoint) {
        ownAnchorPoint = anchorPoint
        owningView = nil
    }

    /// A detached layer that shows `values`: what `presentation()` returns.
    init(presenting values: AnimatableValues, anchorPoint: CGPoint) {
        frozenValues = values
        self.anchorPoint = anchorPoint
    }

    private var values: AnimatableValues? {
        if let owningView { return AnimatableValues(of: owningView) }
        return frozenValues
    }

    /// The position of the anchor point in the superlayer: the view's ``UIView/center``. Setting it sets the center.
    public var position: CGPoint {
        get { values?.center ?? .zero }
        set { owningView?.center = newValue }
    }

    /// The layer's own coordinate space: the view's ``UIView/bounds``. Setting it sets the view's bounds.
    public var bounds: CGRect {
        get { values?.bounds ?? .zero }
        set { owningView?.bounds = newValue }
    }

    /// The rectangle in the superlayer that holds the transformed bounds, as ``UIView/frame``.
    public var frame: CGRect {
        get {
            if let owningView { return owningView.frame }
            guard let values = frozenValues else { return .zero }
            let size = values.bounds.size
            let local = CGRect(
                x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
            return local.applying(values.transform).offsetBy(dx: values.center.x, dy: values.center.y)
        }
        set { owningView?.frame = newValue }
    }

    /// The opacity: the view's ``UIView/alpha``. UIKit's is a `Float`, as here.
    public var opacity: Float {
        get { Float(values?.alpha ?? 1) }
        set { owningView?.alpha = CGFloat(newValue) }
    }

    /// The layer's transform as an affine transform: the view's ``UIView/transform``.
    public func affineTransform() -> CGAffineTransform { values?.transform ?? .identity }

    /// Sets the view's ``UIView/transform``.
    public func setAffineTransform(_ transform: CGAffineTransform) { owningView?.transform = transform }
}
