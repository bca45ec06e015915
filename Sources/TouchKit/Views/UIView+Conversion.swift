/// Point conversion between a view, its superview and its root: the steps under ``UIView/convert(_:to:)-(CGPoint,UIView?)``
/// and hit testing.
extension UIView {
    /// The anchor point in the view's own coordinates.
    @inline(__always)
    var anchorInBounds: CGPoint {
        let anchor = storedAnchorPoint
        return CGPoint(
            x: storedBounds.origin.x + anchor.x * storedBounds.size.width,
            y: storedBounds.origin.y + anchor.y * storedBounds.size.height)
    }

    /// A point in the superview's coordinates, in this view's.
    @inline(__always)
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        let anchor = anchorInBounds
        let dx = point.x - storedCenter.x, dy = point.y - storedCenter.y
        if transformIsIdentity {
            return CGPoint(x: dx + anchor.x, y: dy + anchor.y)
        }
        let t = inverseTransform
        return CGPoint(x: t.a * dx + t.c * dy + t.tx + anchor.x, y: t.b * dx + t.d * dy + t.ty + anchor.y)
    }

    /// A point in this view's coordinates, in the superview's.
    @inline(__always)
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        let anchor = anchorInBounds
        let dx = point.x - anchor.x, dy = point.y - anchor.y
        if transformIsIdentity {
            return CGPoint(x: dx + storedCenter.x, y: dy + storedCenter.y)
        }
        let t = storedTransform
        return CGPoint(x: t.a * dx + t.c * dy + t.tx + storedCenter.x, y: t.b * dx + t.d * dy + t.ty + storedCenter.y)
    }

    /// A point in this view's coordinates, in the coordinates of its root (the window, when it has one).
    func convertToRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView = self
        while let parent = view.storedSuperview {
            result = view.convertToSuperview(result)
            view = parent
        }
        if view is UIWindow { return result }
        // A detached root: its own frame places it, as a window's would.
        return view.convertToSuperview(result)
    }

    /// A point in root coordinates, in this view's.
    package func convertFromRoot(_ point: CGPoint) -> CGPoint {
        guard let parent = storedSuperview else {
            return self is UIWindow ? point : convertFromSuperview(point)
        }
        return convertFromSuperview(parent.convertFromRoot(point))
    }

    /// Two points in root coordinates, in this view's: ``convertFromRoot(_:)`` of each, in one walk of the
    /// superviews (a vector's tip and origin).
    func convertFromRoot(_ first: CGPoint, _ second: CGPoint) -> (CGPoint, CGPoint) {
        guard let parent = storedSuperview else {
            return self is UIWindow ? (first, second) : (convertFromSuperview(first), convertFromSuperview(second))
        }
        let (inParentFirst, inParentSecond) = parent.convertFromRoot(first, second)
        return (convertFromSuperview(inParentFirst), convertFromSuperview(inParentSecond))
    }


    func mapRect(_ rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let r = rect.standardized
        let corners = [
            map(CGPoint(x: r.minX, y: r.minY)), map(CGPoint(x: r.maxX, y: r.minY)),
            map(CGPoint(x: r.minX, y: r.maxY)), map(CGPoint(x: r.maxX, y: r.maxY)),
        ]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
