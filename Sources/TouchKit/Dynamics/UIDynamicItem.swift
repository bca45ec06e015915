/// The shape a dynamic item collides with, as UIKit's `UIDynamicItemCollisionBoundsType`.
///
/// - Note: UIKit's `.path` collides with the item's `collisionBoundingPath` (a convex `UIBezierPath`), an optional
///   requirement TouchKit's ``UIDynamicItem`` does not declare (its collision shapes are the rectangle and the
///   ellipse): an item that reports `.path` collides as its rectangle.
public enum UIDynamicItemCollisionBoundsType: Int, Sendable {
    /// The item's bounds rectangle (UIKit's default).
    case rectangle = 0
    /// The ellipse inscribed in the bounds (TouchKit approximates it with a 16-sided polygon, as a Box2D engine must).
    case ellipse = 1
    /// The item's `collisionBoundingPath` in UIKit (TouchKit has no such requirement: treated as `.rectangle`).
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
}

extension UIDynamicItem {
    /// `.rectangle`, UIKit's default.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

/// Views are dynamic items, as in UIKit: their `center`, `bounds` and `transform` are the item's.
///
/// - Note: UIKit lets a view subclass override `collisionBoundsType`; in TouchKit views always collide as rectangles
///   (the override needs an `open` property declared in `UIView` itself). A custom ``UIDynamicItem`` can be an
///   ellipse.
extension UIView: UIDynamicItem {}
