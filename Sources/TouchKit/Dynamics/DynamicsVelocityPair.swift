/// The two bodies of a joint or a contact during one velocity pass: their inverse masses, and their velocities read
/// once, changed by impulses, then written back, as Box2D's sequential impulses do [pub].
///
/// Body B may be none (-1: a fixed anchor or a boundary): it then has no mass and no velocity, so impulses move only A.
struct DynamicsVelocityPair {
    let mA: Double, iA: Double
    let mB: Double, iB: Double
    var vA: DynamicsVector, wA: Double
    var vB = DynamicsVector.zero, wB = 0.0

    /// Reads the inverse masses and velocities of `bodyA` and `bodyB` (-1: none), a field at a time: copying a whole
    /// body would be most of the pass's cost.
    @inline(__always)
    init(_ bodies: LentElements<DynamicsBody>, _ bodyA: Int, _ bodyB: Int) {
        mA = bodies[bodyA].inverseMass; iA = bodies[bodyA].inverseInertia
        vA = bodies[bodyA].velocity; wA = bodies[bodyA].angularVelocity
        guard bodyB >= 0 else {
            mB = 0; iB = 0
            return
        }
        mB = bodies[bodyB].inverseMass; iB = bodies[bodyB].inverseInertia
        vB = bodies[bodyB].velocity; wB = bodies[bodyB].angularVelocity
    }

    /// Writes the velocities back to the bodies they were read from.
    @inline(__always)
    func store(_ bodies: LentElements<DynamicsBody>, _ bodyA: Int, _ bodyB: Int) {
        bodies[bodyA].velocity = vA
        bodies[bodyA].angularVelocity = wA
        guard bodyB >= 0 else { return }
        bodies[bodyB].velocity = vB
        bodies[bodyB].angularVelocity = wB
    }

    /// The velocity of B's point at lever arm `rB` relative to A's point at `rA`.
    @inline(__always)
    func relativeVelocity(rA: DynamicsVector, rB: DynamicsVector) -> DynamicsVector {
        vB + DynamicsVector.spin(wB, rB) - vA - DynamicsVector.spin(wA, rA)
    }

    /// Applies the impulse `p` at the lever arms: +`p` to B at `rB`, −`p` to A at `rA`.
    @inline(__always)
    mutating func apply(_ p: DynamicsVector, rA: DynamicsVector, rB: DynamicsVector) {
        vA -= mA * p; wA -= iA * rA.cross(p)
        vB += mB * p; wB += iB * rB.cross(p)
    }
}
