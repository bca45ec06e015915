import TouchKit

/// The floor for the hit-test targets (issue 20: "≤ 1.25× a hand-written walk over plain final classes of the same
/// tree"): a copy of a view tree into one plain final class, walked by the same algorithm as `UIView.hitTest`
/// (visible and interactive, point inside the bounds, subviews front to back, the point converted through each
/// subview's center, anchor and inverse transform) with nothing else: no dynamic dispatch, no overridable
/// `point(inside:)`, no recorder, no layer. The inverse transform is stored, as the engine stores it.
public final class HitTestFloorNode {
    let center: CGPoint
    let bounds: CGRect
    let anchorPoint: CGPoint
    let inverseTransform: CGAffineTransform
    let transformIsIdentity: Bool
    let isHidden: Bool
    let isUserInteractionEnabled: Bool
    let alpha: CGFloat
    let subviews: [HitTestFloorNode]
    /// The view this node copies, to check both walks find the same view.
    public let view: UIView

    /// A copy of `view`'s tree.
    @MainActor
    public init(copying view: UIView) {
        center = view.center
        bounds = view.bounds
        anchorPoint = view.layer.anchorPoint
        inverseTransform = view.transform.inverted()
        transformIsIdentity = view.transform.isIdentity
        isHidden = view.isHidden
        isUserInteractionEnabled = view.isUserInteractionEnabled
        alpha = view.alpha
        subviews = view.subviews.map { HitTestFloorNode(copying: $0) }
        self.view = view
    }

    /// The deepest node containing `point` (in this node's coordinates), as `UIView.hitTest` finds it.
    public func hitTest(_ point: CGPoint) -> HitTestFloorNode? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        let origin = bounds.origin, size = bounds.size
        guard point.x >= origin.x, point.x < origin.x + size.width, point.y >= origin.y,
            point.y < origin.y + size.height
        else { return nil }
        var index = subviews.count
        while index > 0 {
            index -= 1
            let subview = subviews[index]
            if let hit = subview.hitTest(subview.convertFromSuperview(point)) { return hit }
        }
        return self
    }

    @inline(__always)
    private func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        let anchorX = bounds.origin.x + anchorPoint.x * bounds.size.width
        let anchorY = bounds.origin.y + anchorPoint.y * bounds.size.height
        let dx = point.x - center.x, dy = point.y - center.y
        if transformIsIdentity { return CGPoint(x: dx + anchorX, y: dy + anchorY) }
        let t = inverseTransform
        return CGPoint(x: t.a * dx + t.c * dy + t.tx + anchorX, y: t.b * dx + t.d * dy + t.ty + anchorY)
    }
}
