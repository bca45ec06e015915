// A view's transform and the frame derived from it: how the stored center, bounds size, anchor point and transform
// make the rectangle the superview sees, and how setting that rectangle writes them back.

extension UIView {
    /// The transform, as stored.
    var storedTransform: CGAffineTransform { transformStorage?.transform ?? .identity }
    /// The inverse of ``transform``, kept current so hit testing never inverts a matrix.
    var inverseTransform: CGAffineTransform { transformStorage?.inverse ?? .identity }

    /// What ``transform``'s setter stores: a finite `newValue` with its inverse (so hit testing never inverts a
    /// matrix), dropping any 3D matrix the layer kept, as setting the view's transform replaces the layer's whole
    /// matrix. A non-finite transform is ignored.
    final func storeTransform(_ newValue: CGAffineTransform) {
        guard newValue.a.isFinite, newValue.b.isFinite, newValue.c.isFinite, newValue.d.isFinite,
              newValue.tx.isFinite, newValue.ty.isFinite else { return }
        willChangeAnimatable(.transform)
        if let transformStorage {
            transformStorage.transform = newValue
            transformStorage.inverse = newValue.inverted()
            transformStorage.transform3D = nil
        } else if !newValue.isIdentity {
            transformStorage = UIViewTransformStorage(transform: newValue, inverse: newValue.inverted())
        }
        transformIsIdentity = newValue.isIdentity
        transformIsInvertible = newValue.isInvertible
        observedValuesDidChange()
    }

    /// ``frame`` as the stored geometry makes it: the bounds size placed about the anchor point, transformed, and
    /// moved to the center; the bounding box when the transform rotates or skews.
    final var frameFromGeometry: CGRect {
        let size = storedBounds.size
        let anchor = storedAnchorPoint
        if transformIsIdentity {
            return CGRect(
                x: storedCenter.x - anchor.x * size.width, y: storedCenter.y - anchor.y * size.height,
                width: size.width, height: size.height)
        }
        let local = CGRect(x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width, height: size.height)
        return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
    }

    /// What ``frame``'s setter does: an untransformed view takes the rectangle's size as its bounds size and the
    /// point at its anchor as its center; a transformed one keeps its size and moves so the frame's midpoint lands
    /// on the rectangle's (UIKit leaves that case undefined). A non-finite rectangle is ignored.
    final func setGeometry(forFrame newValue: CGRect) {
        guard newValue.isFiniteRect else { return }
        let rect = newValue.standardized
        if transformIsIdentity {
            let anchor = storedAnchorPoint
            // Get and set, not `bounds.size = …`: that goes through the overridable property's modify coroutine,
            // whose frame Swift 6.3 allocates on the heap (one malloc per frame change).
            bounds = CGRect(origin: bounds.origin, size: rect.size)
            center = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        } else {
            let current = frame
            center = CGPoint(x: storedCenter.x + rect.midX - current.midX, y: storedCenter.y + rect.midY - current.midY)
        }
    }
}
