/// One scalar constraint's state for a step, in Box2D's soft-constraint formulation [pub]: the effective mass, the
/// softness (`gamma`) and bias that make it a spring (both 0 for a rigid constraint), and the impulse accumulated over
/// the step's velocity passes. A joint has one along its axis and one for its angular lock
/// (`DynamicsJoint.swift` explains the springs).
struct DynamicsConstraintRow {
    /// The effective mass: 1 / (the inverse masses along the constraint, plus `gamma`).
    var mass: Double = 0
    /// The softness: 0 for a rigid constraint.
    var gamma: Double = 0
    /// The velocity bias: how fast the spring pulls the error away (a slack rope: how far it may close).
    var bias: Double = 0
    /// The impulse applied so far this step.
    var impulse: Double = 0

    /// Sets the softness and bias for this step: a spring's `softness` pulling on a position error `error`, or none
    /// (`softness` nil: rigid, no bias).
    @inline(__always)
    mutating func soften(_ softness: (gamma: Double, beta: Double)?, error: Double) {
        guard let softness else {
            gamma = 0
            bias = 0
            return
        }
        gamma = softness.gamma
        bias = error * softness.beta
    }

    /// One velocity pass on the relative velocity `cdot` along the constraint: returns the impulse to apply, and
    /// adds it to ``impulse``.
    @inline(__always)
    mutating func solve(cdot: Double) -> Double {
        let lambda = -mass * (cdot + bias + gamma * impulse)
        impulse += lambda
        return lambda
    }
}
