// A layer's 3D transform: the whole matrix kept as data, its affine part the view's geometry.

extension CALayer {
    /// The transform about the anchor point, in 3D. Default the identity.
    ///
    /// TouchKit draws nothing in 3D: the matrix is kept whole (``CATransform3D/m34`` perspective included) and read
    /// back as set, while the view's geometry (``UIView/transform``, ``UIView/frame``, hit testing and
    /// ``UIView/convert(_:to:)-(CGPoint,UIView?)``) uses its affine part, ``CATransform3DGetAffineTransform(_:)``, as
    /// UIKit's view geometry does (docs/UIKitFacts.md, "Hit testing and touches"): a card turned 180° about y
    /// (`m11` = -1) is hit mirrored, one turned 90° (`m11` = 0) has no area and takes no touch. Setting the view's
    /// ``UIView/transform`` replaces the whole matrix. A matrix with a non-finite entry is ignored.
    public var transform: CATransform3D {
        get {
            if let owningView {
                return owningView.transformStorage?.transform3D ?? CATransform3DMakeAffineTransform(owningView.transform)
            }
            return CATransform3DMakeAffineTransform(affineTransform())
        }
        set {
            guard newValue.isFinite, let owningView else { return }
            owningView.transform = CATransform3DGetAffineTransform(newValue)
            guard !CATransform3DIsAffine(newValue) else { return }
            if owningView.transformStorage == nil {
                owningView.transformStorage = UIViewTransformStorage(transform: .identity, inverse: .identity)
            }
            owningView.transformStorage?.transform3D = newValue
        }
    }

    /// The transform applied to the sublayers (typically a perspective, `m34 = -1 / distance`), kept as data:
    /// TouchKit's geometry does not use it, as UIKit's view geometry does not. Default the identity.
    public var sublayerTransform: CATransform3D {
        get { ownSublayerTransform }
        set { if newValue.isFinite { ownSublayerTransform = newValue } }
    }
}

extension UIView {
    /// The view's 3D transform: its layer's ``CALayer/transform`` (UIKit's `transform3D`, iOS 13).
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
}
