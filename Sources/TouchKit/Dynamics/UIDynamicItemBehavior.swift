/// The physical properties of its items — bounce, friction, density, drag, rotation, anchoring — and access to their
/// velocities: UIKit's `UIDynamicItemBehavior`.
///
/// Until an item is in one, it has UIKit's defaults: elasticity 0, friction 0, density 1, resistance 0, angular
/// resistance 0, rotation allowed, not anchored [doc]. When several item behaviors name the same item, the one added
/// last (in the animator's behavior order) wins.
///
/// Mass is density × area / 10 000 pt², so a 100×100 pt item of density 1 has mass 1 (see ``UIPushBehavior``). An
/// item with zero size or a non-positive density would have no mass; it moves as mass 1 instead (Box2D's rule [pub]).
///
/// - Note: ``charge`` is stored only: TouchKit has no field behaviors.
///
/// See also ``UICollisionBehavior``, ``UIPushBehavior``.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    /// The items these properties apply to, in the order added.
    public var items: [any UIDynamicItem] { itemList.items }

    /// How much speed a collision gives back: 0 (the default) none, 1 all of it. Negative values become 0;
    /// non-finite values are ignored.
    public var elasticity: CGFloat = 0 { didSet { clamp(&elasticity, oldValue) } }
    /// Friction when items slide against each other or a boundary: 0 (the default) none, 1 strong, more is
    /// stronger. Negative values become 0; non-finite values are ignored.
    public var friction: CGFloat = 0 { didSet { clamp(&friction, oldValue) } }
    /// Mass per area: the item's mass is density × area / 10 000 pt². Default 1. Negative values become 0 (then
    /// mass 1, see above); non-finite values are ignored.
    public var density: CGFloat = 1 { didSet { clamp(&density, oldValue) } }
    /// Linear drag: 0 (the default) none; 1 stops an unforced item within a fraction of a second (rate 10/s,
    /// `DynamicsConstants.resistanceRate` [?]); `CGFloat.greatestFiniteMagnitude` stops it at once. Negative values
    /// become 0; non-finite values are ignored.
    public var resistance: CGFloat = 0 { didSet { clamp(&resistance, oldValue) } }
    /// Angular drag, on the same scale as ``resistance``. Default 0.
    public var angularResistance: CGFloat = 0 { didSet { clamp(&angularResistance, oldValue) } }
    /// Electric charge for field behaviors (UIKit, iOS 9). Default 0.
    ///
    /// - Note: Stored only; TouchKit has no field behaviors.
    public var charge: CGFloat = 0 {
        didSet { if !charge.isFinite { charge = oldValue } }
    }
    /// Whether the items are fixed in place: they still collide (as immovable obstacles) but nothing moves them.
    /// Default false.
    public var isAnchored = false {
        didSet { if isAnchored != oldValue { itemsDidChange() } }
    }
    /// Whether the items may turn. Default true.
    public var allowsRotation = true {
        didSet { if allowsRotation != oldValue { itemsDidChange() } }
    }

    /// Velocity added while the behavior was not yet in an animator's world, applied when it joins.
    private var pendingVelocities: [ObjectIdentifier: (linear: CGPoint, angular: CGFloat)] = [:]

    /// Properties for `items`.
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
        removeListedItem(item) { pendingVelocities[ObjectIdentifier(item)] = nil }
    }

    private func clamp(_ value: inout CGFloat, _ oldValue: CGFloat) {
        value = value.isFinite ? max(value, 0) : oldValue
        if value != oldValue { itemsDidChange() }
    }

    // MARK: Velocity

    /// Adds `velocity` (pt/s) to `item`'s linear velocity, e.g. a pan's velocity at the end of a drag, and resumes
    /// the animator. Before the behavior is in a running world the velocity is kept and applied when it is.
    /// Anchored items and non-finite velocities are ignored.
    public func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        guard velocity.isFinite else { return }
        if let (world, index) = body(for: item) {
            guard world.bodies[index].isDynamic else { return }
            world.bodies[index].velocity += DynamicsVector(velocity)
            dynamicAnimator?.resume()
        } else if itemList.contains(item) {
            let id = ObjectIdentifier(item)
            let pending = pendingVelocities[id] ?? (.zero, 0)
            pendingVelocities[id] = (pending.linear + velocity, pending.angular)
        }
    }

    /// `item`'s linear velocity in pt/s (zero when it is not moving or not in an animator).
    public func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        if let (world, index) = body(for: item) { return world.bodies[index].velocity.cgPoint }
        return pendingVelocities[ObjectIdentifier(item)]?.linear ?? .zero
    }

    /// Adds `velocity` (rad/s, positive clockwise on screen) to `item`'s spin. Items that cannot turn, anchored items
    /// and non-finite values are ignored.
    public func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        guard velocity.isFinite else { return }
        if let (world, index) = body(for: item) {
            guard world.bodies[index].inverseInertia > 0 else { return }
            world.bodies[index].angularVelocity += Double(velocity)
            dynamicAnimator?.resume()
        } else if itemList.contains(item) {
            let id = ObjectIdentifier(item)
            let pending = pendingVelocities[id] ?? (.zero, 0)
            pendingVelocities[id] = (pending.linear, pending.angular + velocity)
        }
    }

    /// `item`'s angular velocity in rad/s.
    public func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        if let (world, index) = body(for: item) { return CGFloat(world.bodies[index].angularVelocity) }
        return pendingVelocities[ObjectIdentifier(item)]?.angular ?? 0
    }

    /// The world and body index of `item`, once this behavior is in an animator.
    private func body(for item: any UIDynamicItem) -> (DynamicsWorld, Int)? {
        guard let animator = dynamicAnimator else { return nil }
        animator.prepareWorld()
        guard let index = animator.world.bodyIndex(for: item) else { return nil }
        return (animator.world, index)
    }

    // MARK: World

    override var dynamicItemsForWorld: [any UIDynamicItem] { items }

    override func applyMaterial(in world: DynamicsWorld) {
        for item in items {
            guard let index = world.bodyIndex(for: item) else { continue }
            world.bodies[index].elasticity = Double(elasticity)
            world.bodies[index].friction = Double(friction)
            world.bodies[index].density = Double(density)
            world.bodies[index].resistance = Double(resistance)
            world.bodies[index].angularResistance = Double(angularResistance)
            world.bodies[index].allowsRotation = allowsRotation
            world.bodies[index].isAnchored = isAnchored
            if isAnchored { world.bodies[index].velocity = .zero }
            if isAnchored || !allowsRotation { world.bodies[index].angularVelocity = 0 }
        }
    }

    override func register(in world: DynamicsWorld) {
        guard !pendingVelocities.isEmpty else { return }
        for item in items {
            guard let pending = pendingVelocities[ObjectIdentifier(item)], let index = world.bodyIndex(for: item) else { continue }
            if world.bodies[index].isDynamic { world.bodies[index].velocity += DynamicsVector(pending.linear) }
            if world.bodies[index].inverseInertia > 0 { world.bodies[index].angularVelocity += Double(pending.angular) }
        }
        pendingVelocities.removeAll()
    }
}
