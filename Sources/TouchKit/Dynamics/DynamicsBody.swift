// One dynamic item as the physics world sees it: position, rotation, velocities, shape and material.

struct DynamicsBody {
    // State.
    var position: DynamicsVector
    var angle: Double
    var velocity: DynamicsVector = .zero
    var angularVelocity: Double = 0

    // Shape, read from the item's bounds and collision bounds type.
    var size: DynamicsVector
    var isEllipse: Bool
    /// The item's `collisionBoundingPath` as a convex polygon around its centre, for `.path` items whose path spans
    /// an area (`DynamicsPathShape`); empty otherwise.
    var polygon: [DynamicsVector] = []

    // Material, from the item behaviors that name the item (UIDynamicItemBehavior's defaults until then).
    var density: Double = 1
    var friction: Double = 0
    var elasticity: Double = 0
    var resistance: Double = 0
    var angularResistance: Double = 0
    var allowsRotation = true
    var isAnchored = false

    // Derived from shape and material by `updateMass()`.
    var mass: Double = 1
    var inverseMass: Double = 1
    var inverseInertia: Double = 0

    /// Gravity and continuous pushes through the centre, summed (pt/s²); constant until a behavior changes.
    var fieldAcceleration: DynamicsVector = .zero

    /// What the item last showed (written or read), so unchanged items are not written again.
    var shownPosition: DynamicsVector
    var shownAngle: Double

    /// The last state known to be finite, restored if anything ever makes the state non-finite.
    var safePosition: DynamicsVector
    var safeAngle: Double

    /// Whether the body is in a collision behavior, so its polygon is kept current.
    var collides = false
    /// Where the body's world-space polygon starts in the world's vertex cache, and how many vertices it has.
    var vertexStart = 0
    var vertexCount = 0

    /// A body read from an item's current center, bounds and transform.
    @MainActor
    init(item: any UIDynamicItem) {
        let state = DynamicsBody.readState(of: item, fallback: .zero)
        position = state.position
        angle = state.angle
        size = state.size
        isEllipse = item.collisionBoundsType == .ellipse
        if item.collisionBoundsType == .path { polygon = DynamicsPathShape.convexPolygon(of: item.collisionBoundingPath) }
        shownPosition = position
        shownAngle = angle
        safePosition = position
        safeAngle = angle
        updateMass()
    }

    /// Reads an item's state, replacing non-finite parts: a NaN center keeps `fallback`, a NaN or negative size is
    /// zero, a huge one is clamped, a non-finite transform means no rotation.
    @MainActor
    static func readState(of item: any UIDynamicItem, fallback: DynamicsVector)
        -> (position: DynamicsVector, angle: Double, size: DynamicsVector)
    {
        let center = DynamicsVector(item.center)
        let position = center.isFinite ? center : fallback
        let transform = item.transform
        let angle = atan2(Double(transform.b), Double(transform.a))
        let bounds = item.bounds.size
        return (position, angle.isFinite ? angle : 0,
                DynamicsVector(sanitizedDimension(bounds.width), sanitizedDimension(bounds.height)))
    }

    static func sanitizedDimension(_ value: CGFloat) -> Double {
        let value = Double(abs(value))
        guard value.isFinite else { return 0 }
        return min(value, DynamicsConstants.maxItemDimension)
    }

    /// Mass = density × area / 10 000 pt²; inertia of the rectangle (or ellipse, or path polygon) about its centre.
    ///
    /// A zero, negative or non-finite mass (a zero-size item, density 0) becomes 1, as Box2D gives every dynamic body
    /// a positive mass [pub]: such an item moves like a 100×100 item of density 1 instead of dividing by zero.
    mutating func updateMass() {
        let polygonShape = polygon.isEmpty ? nil : Self.areaAndSecondMoment(of: polygon)
        let area = polygonShape?.area ?? (isEllipse ? Double.pi / 4 * size.x * size.y : size.x * size.y)
        var mass = density * area / DynamicsConstants.areaPerUnitMass
        if !(mass > 0) || !mass.isFinite { mass = 1 }
        self.mass = mass
        let inertia = polygonShape.map { mass * $0.secondMoment / $0.area }
            ?? mass * (size.x * size.x + size.y * size.y) / (isEllipse ? 16 : 12)
        inverseMass = isAnchored ? 0 : 1 / mass
        inverseInertia = (isAnchored || !allowsRotation || !(inertia > 0) || !inertia.isFinite) ? 0 : 1 / inertia
    }

    /// A polygon's area and its polar second moment of area about the origin (the item's centre), Box2D's sums over
    /// the triangles from the origin to each edge [pub].
    static func areaAndSecondMoment(of polygon: [DynamicsVector]) -> (area: Double, secondMoment: Double) {
        var area = 0.0, moment = 0.0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            let cross = a.cross(b)
            area += cross / 2
            moment += cross * (a.dot(a) + a.dot(b) + b.dot(b)) / 12
        }
        return (abs(area), abs(moment))
    }

    /// Resets the material to UIDynamicItemBehavior's defaults.
    mutating func resetMaterial() {
        density = 1; friction = 0; elasticity = 0; resistance = 0; angularResistance = 0
        allowsRotation = true; isAnchored = false
    }

    var isDynamic: Bool { inverseMass > 0 }

    /// The world-space position of a point given in the body's own (unrotated, centre-origin) coordinates.
    @inline(__always) func worldPoint(_ local: DynamicsVector) -> DynamicsVector {
        position + local.rotated(by: angle)
    }

    /// The body's local coordinates of a world-space point.
    @inline(__always) func localPoint(_ world: DynamicsVector) -> DynamicsVector {
        (world - position).rotated(by: -angle)
    }
}
