/// The shape a dynamic item collides with, as UIKit's `UIDynamicItemCollisionBoundsType`.
public enum UIDynamicItemCollisionBoundsType: Int, Sendable {
    /// The item's bounds rectangle (UIKit's default).
    case rectangle = 0
    /// The ellipse inscribed in the bounds (TouchKit approximates it with a 16-sided polygon, as a Box2D engine must).
    case ellipse = 1
    /// The item's ``UIDynamicItem/collisionBoundingPath``: a convex polygon around the item's centre.
    case path = 2
}

/// Something a ``UIDynamicAnimator`` can move: UIKit's `UIDynamicItem`.
///
/// The animator reads ``center``, ``bounds`` and ``transform`` when the item first joins one of its behaviors (and
/// again on ``UIDynamicAnimator/updateItem(usingCurrentState:)``), and from then on writes ``center`` and, when the
/// item turns, ``transform`` (a pure rotation) every frame. ``UIView`` conforms; a layout can conform its own
/// attribute objects, as UIKit's `UICollectionViewLayoutAttributes` do (the 2013 talk's springy layout).
///
/// The center is in the reference view's coordinate system: for a view, that of its superview, which should be the
/// reference view.
///
/// See also ``UIDynamicAnimator``, ``UIDynamicBehavior``.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    /// The item's position, in the reference view's coordinates. The animator writes it every frame it moves the item.
    var center: CGPoint { get set }
    /// The item's size (its origin is ignored): it sets the item's mass (with its density) and collision shape.
    var bounds: CGRect { get }
    /// The item's transform: the animator reads its rotation and writes a pure rotation when the item turns.
    var transform: CGAffineTransform { get set }
    /// The collision shape. Optional in UIKit (`.rectangle` when not implemented); defaulted here.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The shape a `.path` item collides as, its point (0, 0) at the item's ``center``: a convex polygon with no
    /// self-intersection, wound either way, as UIKit asks [doc]. Optional in UIKit; defaulted here to an empty path.
    /// Read once, when the item joins the animator's world.
    ///
    /// - Note: UIKit does not say what other paths do; TouchKit takes the convex hull of the path's points (a curve
    ///   flattened into 8 lines), so a concave path collides as if its hollows were filled and a circle as a polygon;
    ///   a path of fewer than three points off one line collides as the bounds rectangle (`DynamicsPathShape.swift`).
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// `.rectangle`, UIKit's default.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// An empty path: a `.path` item without one collides as its bounds rectangle.
    public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

/// Views are dynamic items, as in UIKit: their `center`, `bounds` and `transform` are the item's.
///
/// - Note: UIKit lets a view subclass override `collisionBoundsType`; in TouchKit views always collide as rectangles
///   (the override needs an `open` property declared in `UIView` itself). A custom ``UIDynamicItem`` can be an
///   ellipse.
extension UIView: UIDynamicItem {}
