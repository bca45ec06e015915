/// Makes its items collide with each other and with boundaries: UIKit's `UICollisionBehavior`.
///
/// Items in the same collision behavior bounce off each other (``collisionMode`` `.items`) and off its boundaries
/// (`.boundaries`): the reference view's bounds when ``translatesReferenceBoundsIntoBoundary`` is on, and any added
/// with ``addBoundary(withIdentifier:from:to:)`` or `addBoundary(withIdentifier:for:)`. How they bounce and slide
/// comes from ``UIDynamicItemBehavior`` (elasticity, friction; both 0 by default). Items in different collision
/// behaviors pass through each other, as in UIKit. ``collisionDelegate`` hears when contacts begin and end.
///
/// - Note: TouchKit differences: boundary identifiers are `AnyHashable` (UIKit: `NSCopying`), so a string works
///   as is. `boundary(withIdentifier:)` is not provided. A path boundary's curves are flattened into straight lines
///   (`addBoundary(withIdentifier:for:)`). A behavior change (items, boundaries, other behaviors) re-reports
///   contacts that are still touching as begun.
///
/// See also ``UICollisionBehaviorDelegate``, ``UIDynamicItemBehavior/elasticity``.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What items collide with: UIKit's `UICollisionBehavior.Mode`.
    public struct Mode: OptionSet, Sendable, Hashable {
        /// The option bits.
        public let rawValue: UInt
        /// An option set from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both (the default).
        public static let everything: Mode = [.items, .boundaries]
    }

    /// The items that collide, in the order added.
    public var items: [any UIDynamicItem] { itemList.items }

    /// What the items collide with. Default ``Mode/everything``.
    public var collisionMode: Mode = .everything {
        didSet { if collisionMode != oldValue { itemsDidChange() } }
    }

    /// Whether the reference view's bounds are a boundary the items stay inside. Default false. It follows the
    /// reference view's bounds as they change; an animator without a reference view has no such boundary.
    public var translatesReferenceBoundsIntoBoundary = false {
        didSet { if translatesReferenceBoundsIntoBoundary != oldValue { itemsDidChange() } }
    }

    /// Told when items touch each other or a boundary, and when they stop.
    public weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    private var referenceInsets = UIEdgeInsets.zero
    private var boundaries: [(identifier: AnyHashable, segments: [DynamicsSegment])] = []
    var groupIndex = -1

    /// A collision behavior for `items`.
    public init(items: [any UIDynamicItem]) {
        super.init()
        for item in items { addItem(item) }
    }

    /// Adds an item; an item already here is ignored.
    public func addItem(_ item: any UIDynamicItem) {
        addListedItem(item)
    }

    /// Removes an item; anything else is ignored.
    public func removeItem(_ item: any UIDynamicItem) {
        removeListedItem(item)
    }

    /// Turns on the reference-bounds boundary, inset by `insets` (negative insets let items go past the edges).
    /// Non-finite insets are ignored.
    public func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        guard insets.top.isFinite, insets.left.isFinite, insets.bottom.isFinite, insets.right.isFinite else { return }
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
        itemsDidChange()
    }

    /// Adds a straight boundary from `p1` to `p2` (reference-view coordinates), which items bounce off from either
    /// side. An identifier already in use is replaced. Non-finite points are ignored.
    public func addBoundary(withIdentifier identifier: AnyHashable, from p1: CGPoint, to p2: CGPoint) {
        guard p1.isFinite, p2.isFinite else { return }
        setBoundary(identifier, [DynamicsSegment(start: DynamicsVector(p1), end: DynamicsVector(p2))])
    }

    /// Adds `bezierPath` (reference-view coordinates) as a boundary: items bounce off each of its lines from either
    /// side, so a closed path keeps them inside or outside it. An identifier already in use is replaced.
    ///
    /// - Note: Each curve becomes 8 straight lines (UIKit does not say how finely it follows one [?]); non-finite
    ///   points are left out, and a path with no line adds a boundary items never touch.
    public func addBoundary(withIdentifier identifier: AnyHashable, for bezierPath: UIBezierPath) {
        setBoundary(identifier, DynamicsPathShape.segments(of: bezierPath))
    }

    /// Adds the outline of `rect` as a boundary, which items bounce off from inside or outside.
    ///
    /// - Note: TouchKit only: `addBoundary(withIdentifier:for:)` with `UIBezierPath(rect:)`, without the path.
    public func addBoundary(withIdentifier identifier: AnyHashable, for rect: CGRect) {
        guard rect.isFiniteRect else { return }
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)].map(DynamicsVector.init)
        setBoundary(identifier, (0..<4).map { DynamicsSegment(start: corners[$0], end: corners[($0 + 1) % 4]) })
    }

    private func setBoundary(_ identifier: AnyHashable, _ segments: [DynamicsSegment]) {
        if let index = boundaries.firstIndex(where: { $0.identifier == identifier }) {
            boundaries[index].segments = segments
        } else {
            boundaries.append((identifier, segments))
        }
        itemsDidChange()
    }

    /// Removes the boundary with `identifier`; anything else is ignored.
    public func removeBoundary(withIdentifier identifier: AnyHashable) {
        guard let index = boundaries.firstIndex(where: { $0.identifier == identifier }) else { return }
        boundaries.remove(at: index)
        itemsDidChange()
    }

    /// Removes every boundary added by identifier (the reference-bounds boundary stays as set).
    public func removeAllBoundaries() {
        guard !boundaries.isEmpty else { return }
        boundaries.removeAll()
        itemsDidChange()
    }

    /// The identifiers of the boundaries added by identifier, in order; nil when there are none, as in UIKit.
    public var boundaryIdentifiers: [AnyHashable]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    // MARK: World

    override var dynamicItemsForWorld: [any UIDynamicItem] { items }

    override func register(in world: DynamicsWorld) {
        var segments: [(boundary: Int, segment: DynamicsSegment)] = []
        for (index, boundary) in boundaries.enumerated() {
            for segment in boundary.segments { segments.append((index, segment)) }
        }
        groupIndex = world.collisionGroups.count
        world.collisionGroups.append(DynamicsCollisionGroup(
            bodies: items.compactMap { world.bodyIndex(for: $0) },
            collidesItems: collisionMode.contains(.items),
            collidesBoundaries: collisionMode.contains(.boundaries),
            boundarySegments: segments,
            usesReferenceBounds: translatesReferenceBoundsIntoBoundary,
            referenceInsets: referenceInsets))
    }

    /// Tells the delegate about a contact that began or ended.
    func report(_ event: DynamicsContactEvent, items: [any UIDynamicItem]) {
        guard let delegate = collisionDelegate, event.key.bodyA < items.count else { return }
        let itemA = items[event.key.bodyA]
        if event.key.boundary == -1 {
            guard event.key.bodyB >= 0, event.key.bodyB < items.count else { return }
            let itemB = items[event.key.bodyB]
            if event.began {
                delegate.collisionBehavior(self, beganContactFor: itemA, with: itemB, at: event.point.cgPoint)
            } else {
                delegate.collisionBehavior(self, endedContactFor: itemA, with: itemB)
            }
            return
        }
        let identifier: AnyHashable?
        if event.key.boundary == DynamicsContact.referenceBoundary {
            identifier = nil
        } else if event.key.boundary < boundaries.count {
            identifier = boundaries[event.key.boundary].identifier
        } else {
            return
        }
        if event.began {
            delegate.collisionBehavior(self, beganContactFor: itemA, withBoundaryIdentifier: identifier, at: event.point.cgPoint)
        } else {
            delegate.collisionBehavior(self, endedContactFor: itemA, withBoundaryIdentifier: identifier)
        }
    }
}

/// Told when items in a ``UICollisionBehavior`` start and stop touching: UIKit's `UICollisionBehaviorDelegate`.
///
/// Calls come once per display frame, after the items have been moved, in the order the contacts changed. Every
/// method is optional, as in UIKit. The reference-bounds boundary's identifier is nil.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
    /// Two items started touching at `p` (reference-view coordinates).
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem, at p: CGPoint)
    /// Two items stopped touching.
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem)
    /// An item started touching a boundary (nil identifier: the reference bounds) at `p`.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint)
    /// An item stopped touching a boundary.
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: AnyHashable?)
}

extension UICollisionBehaviorDelegate {
    /// Does nothing: the method is optional.
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                                  with item2: any UIDynamicItem, at p: CGPoint) {}
    /// Does nothing: the method is optional.
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                                  with item2: any UIDynamicItem) {}
    /// Does nothing: the method is optional.
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                                  withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint) {}
    /// Does nothing: the method is optional.
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                                  withBoundaryIdentifier identifier: AnyHashable?) {}
}
