/// A constant acceleration on its items, whatever their mass: UIKit's `UIGravityBehavior`.
///
/// ``gravityDirection`` (0, 1) — straight down at magnitude 1 — is the default; magnitude 1 is 1000 pt/s² [doc], so an
/// item falls ½·1000·t² points in t seconds. ``angle`` and ``magnitude`` are the same vector in polar form.
///
/// See also ``UIPushBehavior``.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// The items gravity acts on, in the order added.
    public var items: [any UIDynamicItem] { itemList.items }
    var fieldIndex = -1

    private var vector = PolarVector(direction: CGVector(dx: 0, dy: 1), angle: .pi / 2, magnitude: 1)

    /// Gravity on `items` (none by default).
    public init(items: [any UIDynamicItem] = []) {
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

    /// The acceleration as a vector; its length is the magnitude (1 = 1000 pt/s²). Default (0, 1). Setting it
    /// updates ``angle`` and ``magnitude``. Non-finite vectors are ignored.
    public var gravityDirection: CGVector {
        get { vector.direction }
        set { if vector.setDirection(newValue) { parametersDidChange() } }
    }

    /// The direction, in radians clockwise from the positive x axis (π/2, down, by default).
    public var angle: CGFloat {
        get { vector.angle }
        set { setAngle(newValue, magnitude: vector.magnitude) }
    }

    /// The strength: 1 (the default) is 1000 pt/s². A negative magnitude reverses the direction.
    public var magnitude: CGFloat {
        get { vector.magnitude }
        set { setAngle(vector.angle, magnitude: newValue) }
    }

    /// Sets direction and strength together. Non-finite values are ignored.
    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        if vector.setAngle(angle, magnitude: magnitude) { parametersDidChange() }
    }

    var acceleration: DynamicsVector {
        DynamicsConstants.gravityAcceleration * DynamicsVector(vector.direction)
    }

    // MARK: World

    override var dynamicItemsForWorld: [any UIDynamicItem] { items }

    override func register(in world: DynamicsWorld) {
        fieldIndex = world.gravityFields.count
        world.gravityFields.append(DynamicsGravityField(bodies: items.compactMap { world.bodyIndex(for: $0) },
                                                        acceleration: acceleration))
    }

    override func updateParameters(in world: DynamicsWorld) {
        guard fieldIndex >= 0, fieldIndex < world.gravityFields.count else { return }
        world.gravityFields[fieldIndex].acceleration = acceleration
        world.needsFieldUpdate = true
    }
}
