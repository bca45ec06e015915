/// A force on its items, continuous or as one impulse: UIKit's `UIPushBehavior`.
///
/// A continuous push of magnitude 1 accelerates a 100×100 pt item of density 1 at 100 pt/s² [doc]; a heavier item
/// less (the force is divided by the mass, density × area / 10 000). An instantaneous push of magnitude 1 changes that
/// item's velocity by 100 pt/s once, then sets ``active`` to false; set it to true to push again. A push aimed off
/// the item's centre (``setTargetOffsetFromCenter(_:for:)``) also turns it.
///
/// See also ``UIGravityBehavior``, ``UIDynamicItemBehavior``.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the force acts all the time or as a single impulse: UIKit's `UIPushBehavior.Mode`.
    public enum Mode: Int, Sendable {
        /// A force applied every step while ``UIPushBehavior/active``.
        case continuous = 0
        /// An impulse applied once when the behavior becomes active.
        case instantaneous = 1
    }

    /// The items pushed, in the order added.
    public var items: [any UIDynamicItem] { itemList.items }
    /// Continuous or instantaneous, fixed at creation.
    public let mode: Mode
    var fieldIndex = -1

    private var vector = PolarVector(direction: CGVector(dx: 0, dy: 0), angle: 0, magnitude: 0)
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    /// Whether the push acts. True by default; an instantaneous push turns it false once it has pushed.
    public var active: Bool {
        get { isActive }
        set {
            guard newValue != isActive else { return }
            isActive = newValue
            parametersDidChange()
        }
    }
    private var isActive = true

    /// A push of `items` in `mode`, with no force until a direction or magnitude is set.
    public init(items: [any UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init()
        for item in items { addItem(item) }
    }

    /// Adds an item; an item already here is ignored.
    public func addItem(_ item: any UIDynamicItem) {
        addListedItem(item)
    }

    /// Removes an item (and its target offset); anything else is ignored.
    public func removeItem(_ item: any UIDynamicItem) {
        removeListedItem(item) { offsets[ObjectIdentifier(item)] = nil }
    }

    /// The force as a vector; each unit is 100 pt/s² on a 100×100 item of density 1. Default (0, 0). Non-finite
    /// vectors are ignored.
    public var pushDirection: CGVector {
        get { vector.direction }
        set { if vector.setDirection(newValue) { parametersDidChange() } }
    }

    /// The force's direction, in radians clockwise from the positive x axis. Default 0.
    public var angle: CGFloat {
        get { vector.angle }
        set { setAngle(newValue, magnitude: vector.magnitude) }
    }

    /// The force's strength. Default 0 (no force); negative reverses the direction.
    public var magnitude: CGFloat {
        get { vector.magnitude }
        set { setAngle(vector.angle, magnitude: newValue) }
    }

    /// Sets direction and strength together. Non-finite values are ignored.
    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        if vector.setAngle(angle, magnitude: magnitude) { parametersDidChange() }
    }

    /// Aims the force at a point `offset` from `item`'s centre, in the item's own coordinates, so it also turns the
    /// item. Non-finite offsets are ignored.
    public func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
        guard offset.horizontal.isFinite, offset.vertical.isFinite else { return }
        offsets[ObjectIdentifier(item)] = offset
        itemsDidChange()
    }

    /// The offset set with ``setTargetOffsetFromCenter(_:for:)``; `.zero` by default.
    public func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    private func makeField(in world: DynamicsWorld) -> DynamicsPushField {
        var bodies: [Int] = [], localOffsets: [DynamicsVector] = []
        for item in items {
            guard let body = world.bodyIndex(for: item) else { continue }
            let offset = targetOffsetFromCenter(for: item)
            bodies.append(body)
            localOffsets.append(DynamicsVector(Double(offset.horizontal), Double(offset.vertical)))
        }
        return DynamicsPushField(bodies: bodies, offsets: localOffsets,
                                 force: DynamicsConstants.forceUnit * DynamicsVector(vector.direction),
                                 isContinuous: mode == .continuous, isActive: active)
    }

    /// An active instantaneous push pushes now and turns itself off (without resuming anything by that).
    private func pushOnceIfNeeded(_ field: DynamicsPushField, in world: DynamicsWorld) {
        guard mode == .instantaneous, active else { return }
        world.applyImpulse(field)
        isActive = false
    }

    // MARK: World

    override var dynamicItemsForWorld: [any UIDynamicItem] { items }

    override func register(in world: DynamicsWorld) {
        let field = makeField(in: world)
        fieldIndex = world.pushFields.count
        world.pushFields.append(field)
        pushOnceIfNeeded(field, in: world)
        world.pushFields[fieldIndex].isActive = active
    }

    override func updateParameters(in world: DynamicsWorld) {
        guard fieldIndex >= 0, fieldIndex < world.pushFields.count else { return }
        world.pushFields[fieldIndex].force = DynamicsConstants.forceUnit * DynamicsVector(vector.direction)
        world.pushFields[fieldIndex].isActive = active
        pushOnceIfNeeded(world.pushFields[fieldIndex], in: world)
        world.pushFields[fieldIndex].isActive = active
        world.needsFieldUpdate = true
    }
}
