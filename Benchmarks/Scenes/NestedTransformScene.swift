import TouchKit

/// Scene **Nested** (docs/Performance.md): 20 nested views, each slightly translated, scaled and rotated, with a small
/// sibling behind each level so the walk also rejects views; the point lands in the deepest.
@MainActor
public final class NestedTransformScene {
    /// The scene's window.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    /// Where the hit test looks, in window coordinates.
    public let point = CGPoint(x: 500, y: 500)
    /// The view the point must hit.
    public private(set) var deepest: UIView

    /// Builds the scene and checks what it claims.
    public init() {
        var parent: UIView = window
        for depth in 0..<20 {
            let view = UIView(
                frame: CGRect(x: 10, y: 10, width: 980 - CGFloat(depth) * 20, height: 980 - CGFloat(depth) * 20)
            )
            view.transform = CGAffineTransform(rotationAngle: 0.001).scaledBy(x: 1.001, y: 0.999)
            parent.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
            parent.addSubview(view)
            parent = view
        }
        deepest = parent
        precondition(hitTest() === deepest, "Nested: the point must land in the deepest of the 20 nested views")
    }

    /// The window's hit test at ``point``.
    public func hitTest() -> UIView? { window.hitTest(point, with: nil) }
}
