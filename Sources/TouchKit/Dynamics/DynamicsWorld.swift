// The physics world behind a UIDynamicAnimator: bodies for its items, constraints for its behaviors, and the
// fixed-step integrator.
//
// One step (``DynamicsConstants/step``, 1/240 s) does what a Box2D island step does [pub]:
//   1. find contacts from the current positions;
//   2. integrate velocities: gravity and continuous pushes, then resistance (v ← v / (1 + h·rate));
//   3. prepare every attachment, snap and contact, then run the velocity passes (one when no item has two
//      constraints, eight otherwise);
//   4. integrate positions (symplectic Euler: x ← x + h·v with the new v);
//   5. run position passes for rigid attachments and contacts;
//   6. note whether everything is at rest.
// Time is only ever simulated in whole steps; the animator turns display frames into step counts, so the result is
// the same whatever the frame rate.

struct DynamicsGravityField {
    var bodies: [Int]
    /// pt/s².
    var acceleration: DynamicsVector
}

struct DynamicsPushField {
    var bodies: [Int]
    /// Where the force acts on each body, in the body's own coordinates (offset from its centre).
    var offsets: [DynamicsVector]
    /// kg·pt/s² for a continuous push; kg·pt/s for an instantaneous one.
    var force: DynamicsVector
    var isContinuous: Bool
    var isActive: Bool
}

/// A touch that began or ended between two collision-behavior participants, for the collision delegate.
struct DynamicsContactEvent {
    var key: DynamicsContactKey
    var began: Bool
    var point: DynamicsVector
}

@MainActor
final class DynamicsWorld {
    var bodies: [DynamicsBody] = []
    var items: [any UIDynamicItem] = []
    /// Each item that is a view (most are), as a reference that costs no retain to use, else nil: loading a strong
    /// reference from an array retains and releases it around each call, and for a thousand items written per frame
    /// that was an eighth of the frame. Only valid while ``items`` (or a copy of it) keeps the views alive.
    var unretainedViews: [UnownedReference<UIView>?] = []
    private var bodyIndexByItem: [ObjectIdentifier: Int] = [:]

    var joints: [DynamicsJoint] = []
    /// True when some body has more than one constraint on it, so a single velocity pass is not exact.
    private var jointsAreCoupled = false
    private var hasRigidJoints = false
    var gravityFields: [DynamicsGravityField] = []
    var pushFields: [DynamicsPushField] = []
    private var hasOffsetPushes = false
    /// Whether some dynamic body has a field acceleration or a resistance, so the step's velocity pass has work.
    private var hasVelocityTerms = false
    /// Set when a field, a mass or the set of bodies changed: field accelerations are summed again before the next
    /// step (once, however many items or behaviors changed in between).
    var needsFieldUpdate = false
    var collisionGroups: [DynamicsCollisionGroup] = []
    /// The reference view's bounds (its coordinate space), for boundaries that follow it; nil without a reference view.
    var referenceBounds: CGRect?

    // Collision scratch, reused every step.
    var contacts: [DynamicsContact] = []
    var vertices: [DynamicsVector] = []
    var normals: [DynamicsVector] = []
    var sweepOrder: [DynamicsSweepEntry] = []
    private var touching: Set<DynamicsContactKey> = []
    private var previouslyTouching: Set<DynamicsContactKey> = []
    /// Contacts that began or ended since the animator last reported them.
    var contactEvents: [DynamicsContactEvent] = []

    /// How long (s) every body has been under the rest tolerances.
    private(set) var restTime: Double = 0
    /// True once every body has been at rest for ``DynamicsConstants/timeToRest``, until something wakes the world.
    private(set) var isAtRest = false
    /// Whether any body can move (is not anchored).
    private(set) var hasDynamicBodies = false

    // MARK: Building

    private var previousBodies: [ObjectIdentifier: DynamicsBody] = [:]

    /// Starts a rebuild: constraints and fields are dropped; bodies are kept aside so items still in a behavior
    /// afterwards keep their motion.
    func beginRebuild() {
        previousBodies.removeAll(keepingCapacity: true)
        for (index, item) in items.enumerated() { previousBodies[ObjectIdentifier(item)] = bodies[index] }
        bodies.removeAll(keepingCapacity: true)
        items.removeAll(keepingCapacity: true)
        unretainedViews.removeAll(keepingCapacity: true)
        bodyIndexByItem.removeAll(keepingCapacity: true)
        joints.removeAll(keepingCapacity: true)
        gravityFields.removeAll(keepingCapacity: true)
        pushFields.removeAll(keepingCapacity: true)
        collisionGroups.removeAll(keepingCapacity: true)
        contacts.removeAll(keepingCapacity: true)
        touching.removeAll(keepingCapacity: true)
        previouslyTouching.removeAll(keepingCapacity: true)
    }

    /// The body for `item`, created from the item's current state if the world has none.
    @discardableResult
    func addBody(for item: any UIDynamicItem) -> Int {
        let id = ObjectIdentifier(item)
        if let index = bodyIndexByItem[id] { return index }
        var body = previousBodies[id] ?? DynamicsBody(item: item)
        body.resetMaterial()
        body.collides = false
        bodies.append(body)
        items.append(item)
        unretainedViews.append((item as? UIView).map { UnownedReference($0) })
        bodyIndexByItem[id] = bodies.count - 1
        return bodies.count - 1
    }

    func bodyIndex(for item: any UIDynamicItem) -> Int? {
        bodyIndexByItem[ObjectIdentifier(item)]
    }

    /// Adds `joint` (a behavior registering) and returns its index, which the behavior keeps to update it.
    func add(_ joint: DynamicsJoint) -> Int {
        joints.append(joint)
        return joints.count - 1
    }

    /// Adds `joint`, if there is one, once `configure` has set its parameters, and returns its index (-1 for none).
    func add(_ joint: DynamicsJoint?, configuredBy configure: (inout DynamicsJoint) -> Void) -> Int {
        guard var joint else { return -1 }
        configure(&joint)
        return add(joint)
    }

    /// Lets `configure` rewrite joint `index` (a behavior's parameters changed); nothing when the behavior registered
    /// none (-1) or the world was rebuilt without it. The joint's soft-constraint coefficients are computed again at
    /// the next step, whatever `configure` changed, so no behavior has to remember to reset them.
    func updateJoint(at index: Int, _ configure: (inout DynamicsJoint) -> Void) {
        guard index >= 0, index < joints.count else { return }
        configure(&joints[index])
        joints[index].coefficientsStep = 0
    }

    /// Finishes a rebuild: masses from the materials, and what the step needs to know about the constraints.
    func finishRebuild() {
        previousBodies.removeAll(keepingCapacity: true)
        for index in bodies.indices { bodies[index].updateMass() }
        var constraintCount = [Int](repeating: 0, count: bodies.count)
        hasRigidJoints = false
        for joint in joints {
            // A joint that holds several things at once (a slider, a limit) needs iterations like two joints.
            let rows = joint.kind == .slider || joint.hasLimits || joint.angularMode == .locked ? 2 : 1
            constraintCount[joint.bodyA] += rows
            if joint.bodyB >= 0 { constraintCount[joint.bodyB] += rows }
            if joint.needsPositionCorrection { hasRigidJoints = true }
        }
        jointsAreCoupled = constraintCount.contains { $0 > 1 }
        hasDynamicBodies = bodies.contains { $0.isDynamic }
        for group in collisionGroups {
            for body in group.bodies { bodies[body].collides = true }
        }
        needsFieldUpdate = true
    }

    /// Sums gravity and continuous pushes into each body's constant acceleration.
    private func updateFieldAccelerations() {
        needsFieldUpdate = false
        for index in bodies.indices { bodies[index].fieldAcceleration = .zero }
        for field in gravityFields {
            for body in field.bodies { bodies[body].fieldAcceleration += field.acceleration }
        }
        hasOffsetPushes = false
        for field in pushFields where field.isContinuous && field.isActive {
            for (k, body) in field.bodies.enumerated() {
                bodies[body].fieldAcceleration += bodies[body].inverseMass * field.force
                if field.offsets[k] != .zero { hasOffsetPushes = true }
            }
        }
        hasVelocityTerms = bodies.contains {
            $0.inverseMass > 0 && ($0.fieldAcceleration != .zero || $0.resistance > 0 || $0.angularResistance > 0)
        }
    }

    /// Applies an instantaneous push: each body's velocity changes by impulse / mass, and spins if it is pushed
    /// off-centre.
    func applyImpulse(_ field: DynamicsPushField) {
        for (k, index) in field.bodies.enumerated() {
            var body = bodies[index]
            body.velocity += body.inverseMass * field.force
            let r = field.offsets[k].rotated(by: body.angle)
            body.angularVelocity += body.inverseInertia * r.cross(field.force)
            bodies[index] = body
        }
    }

    /// Something changed from outside (a behavior, an item's state): the world must run again for a while.
    func wake() {
        restTime = 0
        isAtRest = false
    }

    /// Masses changed outside a rebuild (an item's size was read again): the springs' coefficients must follow.
    func invalidateJointCoefficients() {
        for k in joints.indices { joints[k].coefficientsStep = 0 }
    }

    /// Stops every body, as the animator pauses.
    func stopAll() {
        for index in bodies.indices {
            bodies[index].velocity = .zero
            bodies[index].angularVelocity = 0
        }
    }

    // MARK: Stepping

    /// Advances the world by one step of `h` seconds. Returns true once everything has been at rest for
    /// ``DynamicsConstants/timeToRest``.
    func step(_ h: Double) -> Bool {
        if needsFieldUpdate { updateFieldAccelerations() }
        if !collisionGroups.isEmpty {
            findContacts()
            recordContactEvents()
        }
        let hasContacts = !contacts.isEmpty
        let velocityIterations = (jointsAreCoupled || hasContacts) ? DynamicsConstants.velocityIterations : 1
        let needsPositionPasses = hasRigidJoints || hasContacts
        let offsetPushes = hasOffsetPushes

        var isMoving = false, dynamicCount = 0
        let jointCount = joints.count
        let velocityTerms = hasVelocityTerms
        bodies.withLentElements { b in
            // Velocities: fields, then resistance (skipped when no body has either: it would add zeros). Fields are
            // read and written one at a time: a body is large, and copying it whole is most of the cost of a step.
            if velocityTerms {
                for i in b.indices where b[i].inverseMass > 0 {
                    b[i].velocity += h * b[i].fieldAcceleration
                    let resistance = b[i].resistance, angularResistance = b[i].angularResistance
                    if resistance > 0 {
                        b[i].velocity = (1 / (1 + h * resistance * DynamicsConstants.resistanceRate)) * b[i].velocity
                    }
                    if angularResistance > 0 {
                        b[i].angularVelocity /= 1 + h * angularResistance * DynamicsConstants.resistanceRate
                    }
                }
            }
            if offsetPushes { applyOffsetPushTorques(b, step: h) }

            joints.withLentElements { j in
                // Constraints. With no body under two constraints one pass is exact, so each joint is prepared and
                // solved in one sweep.
                if velocityIterations == 1 {
                    for k in 0..<jointCount {
                        if j[k].coefficientsStep != h { j[k].updateCoefficients(b, step: h) }
                        if j[k].isCentreToAnchor {
                            j[k].solveCentreToAnchor(b)
                        } else {
                            j[k].prepare(b, step: h)
                            j[k].solveVelocity(b, step: h)
                        }
                    }
                } else {
                    for k in 0..<jointCount { j[k].prepare(b, step: h) }
                    if hasContacts { prepareContacts(b) }
                    for _ in 0..<velocityIterations {
                        for k in 0..<jointCount { j[k].solveVelocity(b, step: h) }
                        if hasContacts { solveContactVelocities(b) }
                    }
                }

                // Positions. Without position passes, each body's state is final at once and is checked in the
                // same sweep; with them, after them.
                if !needsPositionPasses {
                    for i in b.indices where b[i].inverseMass > 0 {
                        Self.move(b, i, step: h)
                        Self.keepFinite(b, i, justMovedByItsVelocities: true, isMoving: &isMoving)
                        dynamicCount &+= 1
                    }
                } else {
                    for i in b.indices where b[i].inverseMass > 0 {
                        Self.move(b, i, step: h)
                        dynamicCount &+= 1
                    }
                    for _ in 0..<DynamicsConstants.positionIterations {
                        var worst = 0.0
                        for k in 0..<jointCount where j[k].needsPositionCorrection {
                            worst = max(worst, j[k].solvePosition(b))
                        }
                        if hasContacts { worst = max(worst, solveContactPositions(b)) }
                        if worst <= DynamicsConstants.linearSlop { break }
                    }
                }
            }

            if needsPositionPasses {
                for i in b.indices where b[i].inverseMass > 0 {
                    Self.keepFinite(b, i, justMovedByItsVelocities: false, isMoving: &isMoving)
                }
            }
        }

        if !isMoving {
            restTime += h
        } else {
            restTime = 0
        }
        isAtRest = dynamicCount == 0 || restTime >= DynamicsConstants.timeToRest - 1e-9
        return isAtRest
    }

    /// Moves body `i` by one step of its velocities (symplectic Euler: the velocities are this step's).
    @inline(__always)
    private static func move(_ b: LentElements<DynamicsBody>, _ i: Int, step h: Double) {
        b[i].position += h * b[i].velocity
        b[i].angle += h * b[i].angularVelocity
    }

    /// Keeps body `i`'s state finite (restoring its last finite state otherwise), and sets `isMoving` if it moves or
    /// spins at or above the rest tolerances. (A flag rather than the fastest speed and spin: two comparisons per
    /// body instead of two maxima, with the same outcome: every finite speed is under a tolerance exactly when the
    /// largest is.)
    ///
    /// `justMovedByItsVelocities`: the body's position and angle were last changed by ``move(_:_:step:)``, so they
    /// are finite only if its velocities are (a non-finite velocity times a finite step is not finite, and so is
    /// the sum): the velocities' test is left out, with the same outcome.
    @inline(__always)
    private static func keepFinite(_ b: LentElements<DynamicsBody>, _ i: Int,
                                   justMovedByItsVelocities: Bool, isMoving: inout Bool) {
        let position = b[i].position, angle = b[i].angle
        let velocity = b[i].velocity, angularVelocity = b[i].angularVelocity
        // Position and angle are finite exactly when each times 0 is 0 (an infinity or NaN times 0 is NaN, and a sum
        // with a NaN is NaN): one comparison instead of three.
        if position.x * 0 + position.y * 0 + angle * 0 == 0
            && (justMovedByItsVelocities || (velocity.isFinite && angularVelocity.isFinite)) {
            b[i].safePosition = position
            b[i].safeAngle = angle
            // Once one body moves, the others' speeds cannot change the outcome.
            let linear = DynamicsConstants.linearRestTolerance, angular = DynamicsConstants.angularRestTolerance
            if !isMoving
                && (velocity.lengthSquared >= linear * linear || angularVelocity * angularVelocity >= angular * angular) {
                isMoving = true
            }
        } else {
            b[i].position = b[i].safePosition
            b[i].angle = b[i].safeAngle
            b[i].velocity = .zero
            b[i].angularVelocity = 0
        }
    }

    private func applyOffsetPushTorques(_ b: LentElements<DynamicsBody>, step h: Double) {
        for field in pushFields where field.isContinuous && field.isActive {
            for (k, index) in field.bodies.enumerated() where field.offsets[k] != .zero {
                let r = field.offsets[k].rotated(by: b[index].angle)
                b[index].angularVelocity += h * b[index].inverseInertia * r.cross(field.force)
            }
        }
    }

    /// Compares this step's touching pairs with the last step's, queueing began and ended events.
    private func recordContactEvents() {
        swap(&touching, &previouslyTouching)
        touching.removeAll(keepingCapacity: true)
        for contact in contacts {
            let key = DynamicsContactKey(group: contact.group, bodyA: contact.bodyA, bodyB: contact.bodyB, boundary: contact.boundary)
            guard touching.insert(key).inserted, !previouslyTouching.contains(key) else { continue }
            let a = bodies[contact.bodyA]
            let pA = a.worldPoint(contact.point1.localA)
            let pB = contact.bodyB >= 0 ? bodies[contact.bodyB].worldPoint(contact.point1.localB) : contact.point1.localB
            contactEvents.append(DynamicsContactEvent(key: key, began: true, point: 0.5 * (pA + pB)))
        }
        for key in previouslyTouching where !touching.contains(key) {
            contactEvents.append(DynamicsContactEvent(key: key, began: false, point: .zero))
        }
    }
}
