// Attachments and snaps as constraints, solved with sequential impulses in Box2D's formulation [pub].
//
// A spring (frequency > 0) is a soft constraint: its stiffness and damping come from the frequency and damping
// ratio and the attached mass (k = m·ω², c = 2·m·ζ·ω, ω = 2π·f), and the solver applies them implicitly, so a step
// is exactly one backward-Euler step of the damped oscillator. That makes any frequency stable at the fixed step and
// means damping 1 never overshoots. Frequency 0 is a rigid constraint, held by velocity impulses and corrected by
// position passes.

struct DynamicsJoint {
    enum Kind: UInt8 {
        /// Keeps the distance between the two attachment points at `length` (a rod, or a spring along the line).
        case distance
        /// Pulls the two attachment points together in every direction (a zero-length attachment, a pin, a snap).
        case point
        /// Keeps the distance at most `length` (a rope): UIKit's limit attachment.
        case rope
        /// Lets the attachment points move apart only along `localAxisA` (fixed in A), between `lowerLimit` and
        /// `upperLimit`: UIKit's sliding attachment (Box2D's prismatic joint, with the rotation locked separately).
        case slider
    }

    enum AngularMode: UInt8 {
        case free
        /// The relative angle is held at `referenceAngle` (rigidly, or springily with the joint's frequency).
        case locked
    }

    var kind: Kind
    var bodyA: Int
    /// The second body, or -1 when the joint holds `bodyA` to a fixed point in the reference view.
    var bodyB: Int
    /// The attachment point on A, in A's own coordinates (offset from its centre, unrotated).
    var localAnchorA: DynamicsVector
    /// The attachment point on B in B's own coordinates, or the fixed anchor point when `bodyB` is -1.
    var localAnchorB: DynamicsVector
    var length: Double
    /// Hz; 0 means rigid.
    var frequency: Double
    /// Damping ratio: 1 is critical.
    var dampingRatio: Double
    /// The largest friction torque (kg·pt²/s²) resisting relative rotation; 0 for none.
    var frictionTorque: Double = 0
    var angularMode: AngularMode = .free
    /// The relative angle (θB − θA) a locked joint holds, and that a pin's angle limits are measured from.
    var referenceAngle: Double = 0
    /// A slider's axis of translation, a unit vector in A's own coordinates.
    var localAxisA = DynamicsVector(1, 0)
    /// The limits of a slider's translation (pt, of B's attachment point from A's along the axis) or of a free
    /// joint's relative angle (rad, θB − θA − `referenceAngle`); infinite when there is none.
    var lowerLimit = -Double.infinity
    var upperLimit = Double.infinity

    /// Soft-constraint coefficients. They depend only on the frequency, damping ratio, attached masses and step, so
    /// they are computed once and kept until one of those changes (``coefficientsStep`` is then reset to 0: by
    /// `DynamicsWorld.updateJoint(at:_:)` for a behavior's new parameters, by a rebuild or a mass change otherwise).
    var linearSoftness: (gamma: Double, beta: Double) = (0, 0)
    var angularSoftness: (gamma: Double, beta: Double) = (0, 0)
    /// The step the coefficients were computed for; 0 when they must be computed again.
    var coefficientsStep: Double = 0

    // Per-step solver state.
    var rA = DynamicsVector.zero
    var rB = DynamicsVector.zero
    var axis = DynamicsVector.zero
    /// Along `axis` (a distance or rope; a slider's impulse across its axis); its softness serves the point form too.
    var linear = DynamicsConstraintRow()
    var ropeIsSlack = false
    // Point form: the inverse of the 2×2 effective-mass matrix, and its bias.
    var inverseK11: Double = 0
    var inverseK12: Double = 0
    var inverseK22: Double = 0
    var pointBias = DynamicsVector.zero
    var pointImpulse = DynamicsVector.zero
    // Angular lock and friction torque (the friction uses the lock's effective mass).
    var angular = DynamicsConstraintRow()
    var frictionImpulse: Double = 0
    // Limits (slider translation or pin angle): the current value and the accumulated one-sided impulses.
    var limitValue: Double = 0
    var lowerImpulse: Double = 0
    var upperImpulse: Double = 0
    // Slider: the world axis and its normal, and the lever terms of each (Box2D's s1, s2, a1, a2).
    var perpendicular = DynamicsVector.zero
    var perpendicularMass: Double = 0
    var leversPerpendicular = (a: 0.0, b: 0.0)
    var leversAxial = (a: 0.0, b: 0.0)
    var axialMass: Double = 0

    /// A point joint between the centres of `bodyA` and `bodyB` (-1: a fixed point), ready for its behavior to
    /// configure: the shape attachments and snaps start from.
    static func point(_ bodyA: Int, _ bodyB: Int, frequency: Double = 0) -> DynamicsJoint {
        DynamicsJoint(kind: .point, bodyA: bodyA, bodyB: bodyB, localAnchorA: .zero, localAnchorB: .zero, length: 0,
                      frequency: frequency, dampingRatio: 0)
    }

    var isSoft: Bool { frequency > 0 }
    var hasLimits: Bool { lowerLimit > -.infinity || upperLimit < .infinity }
    var needsPositionCorrection: Bool { !isSoft }

    /// Spring coefficients for a soft constraint on a mass `mass`: `gamma` (the softness) and the factor that turns
    /// position error into velocity bias. Box2D's soft-constraint derivation [pub].
    @inline(__always)
    static func softness(mass: Double, frequency: Double, dampingRatio: Double, step h: Double) -> (gamma: Double, beta: Double) {
        let omega = 2 * Double.pi * frequency
        let stiffness = mass * omega * omega
        let damping = 2 * mass * dampingRatio * omega
        var gamma = h * (damping + h * stiffness)
        gamma = gamma > 0 ? 1 / gamma : 0
        return (gamma, h * stiffness * gamma)
    }

    /// Whether this is the common springy-list joint: an item's centre held to a fixed point, with no rotation,
    /// friction or lock involved. It has its own, much shorter, solver path. Worked out with the coefficients
    /// (``updateCoefficients(_:step:)``): whatever changes the joint's form resets ``coefficientsStep`` too.
    private(set) var isCentreToAnchor = false
    /// For ``solveCentreToAnchor(_:)``: whether its effective mass K (the body's inverse mass plus the softness) is
    /// positive, and −1/K. Worked out with the coefficients: the body's inverse mass cannot change while they are
    /// current (a mass change resets them, and so does a rebuild).
    private var centreToAnchorHasMass = false
    private var centreToAnchorImpulsePerError = 0.0

    @inline(__always)
    mutating func updateCoefficients(_ bodies: LentElements<DynamicsBody>, step h: Double) {
        coefficientsStep = h
        isCentreToAnchor = kind == .point && bodyB < 0 && localAnchorA == .zero && angularMode == .free
            && frictionTorque == 0
        defer {
            let k = bodies[bodyA].inverseMass + linearSoftness.gamma
            centreToAnchorHasMass = k > 0
            centreToAnchorImpulsePerError = k > 0 ? -1 / k : 0
        }
        guard isSoft else {
            linearSoftness = (0, 0)
            angularSoftness = (0, 0)
            return
        }
        var inverseMass = bodies[bodyA].inverseMass, inverseInertia = bodies[bodyA].inverseInertia
        if bodyB >= 0 {
            inverseMass += bodies[bodyB].inverseMass
            inverseInertia += bodies[bodyB].inverseInertia
        }
        linearSoftness = Self.softness(mass: inverseMass > 0 ? 1 / inverseMass : 0, frequency: frequency,
                                       dampingRatio: dampingRatio, step: h)
        angularSoftness = Self.softness(mass: inverseInertia > 0 ? 1 / inverseInertia : 0, frequency: frequency,
                                        dampingRatio: dampingRatio, step: h)
    }

    /// Prepares and solves a centre-to-anchor point joint in one go (exact when it is the item's only constraint):
    /// the general path with every rotational term zero. The coefficients must be current (the caller checked
    /// ``isCentreToAnchor``, which is worked out with them). The lever arms (`rA`, `rB`) are the general path's
    /// scratch, written by ``prepare(_:step:)`` before every use: this path leaves them alone.
    @inline(__always)
    mutating func solveCentreToAnchor(_ bodies: LentElements<DynamicsBody>) {
        guard centreToAnchorHasMass else {
            pointImpulse = .zero
            return
        }
        let mA = bodies[bodyA].inverseMass
        let separation = localAnchorB - bodies[bodyA].position
        let velocity = bodies[bodyA].velocity
        // λ = −K⁻¹·(Cdot + β·C) with Cdot = −v (the anchor is still).
        let impulse = centreToAnchorImpulsePerError * (linearSoftness.beta * separation - velocity)
        pointImpulse = impulse
        bodies[bodyA].velocity = velocity - mA * impulse
    }

    // MARK: Velocity constraints

    /// Computes this step's lever arms, effective masses and biases from the bodies' current positions.
    @inline(__always)
    mutating func prepare(_ bodies: LentElements<DynamicsBody>, step h: Double) {
        // Fields one at a time: copying a whole body is most of a step's cost.
        let mA = bodies[bodyA].inverseMass, iA = bodies[bodyA].inverseInertia, angleA = bodies[bodyA].angle
        rA = localAnchorA.rotated(by: angleA)
        let pA = bodies[bodyA].position + rA
        var mB = 0.0, iB = 0.0, pB = localAnchorB, angleB = 0.0
        if bodyB >= 0 {
            mB = bodies[bodyB].inverseMass; iB = bodies[bodyB].inverseInertia; angleB = bodies[bodyB].angle
            rB = localAnchorB.rotated(by: angleB)
            pB = bodies[bodyB].position + rB
        } else {
            rB = .zero
        }
        let separation = pB - pA
        if coefficientsStep != h { updateCoefficients(bodies, step: h) }
        linear.impulse = 0
        pointImpulse = .zero
        angular.impulse = 0
        frictionImpulse = 0
        lowerImpulse = 0
        upperImpulse = 0
        switch kind {
        case .distance, .rope:
            let currentLength = separation.length
            axis = currentLength > 1e-9 ? DynamicsVector(separation.x / currentLength, separation.y / currentLength) : .zero
            let crA = rA.cross(axis), crB = rB.cross(axis)
            var inverseMass = mA + iA * crA * crA + mB + iB * crB * crB
            let error = currentLength - length
            linear.soften(kind == .distance && isSoft ? linearSoftness : nil, error: error)
            inverseMass += linear.gamma
            if kind == .rope {
                ropeIsSlack = error < 0
                // A slack rope lets the items approach but not overshoot the length within this step.
                if ropeIsSlack { linear.bias = error / h }
            }
            linear.mass = inverseMass > 0 ? 1 / inverseMass : 0
        case .point:
            var k11 = mA + mB + iA * rA.y * rA.y + iB * rB.y * rB.y
            let k12 = -iA * rA.x * rA.y - iB * rB.x * rB.y
            var k22 = mA + mB + iA * rA.x * rA.x + iB * rB.x * rB.x
            linear.gamma = 0
            pointBias = .zero
            if isSoft {
                linear.gamma = linearSoftness.gamma
                k11 += linear.gamma
                k22 += linear.gamma
                pointBias = linearSoftness.beta * separation
            }
            let determinant = k11 * k22 - k12 * k12
            if determinant != 0 && determinant.isFinite {
                let inverse = 1 / determinant
                inverseK11 = k22 * inverse; inverseK12 = -k12 * inverse; inverseK22 = k11 * inverse
            } else {
                inverseK11 = 0; inverseK12 = 0; inverseK22 = 0
            }
        case .slider:
            prepareSlider(separation: separation, angleA: angleA, mA: mA, iA: iA, mB: mB, iB: iB)
        }
        if kind != .slider && hasLimits { limitValue = angleB - angleA - referenceAngle }

        let inverseInertia = iA + iB
        if angularMode == .locked && inverseInertia > 0 {
            angular.soften(isSoft ? angularSoftness : nil, error: angleB - angleA - referenceAngle)
            angular.mass = 1 / (inverseInertia + angular.gamma)
        } else {
            angular.mass = inverseInertia > 0 ? 1 / inverseInertia : 0
        }
    }

    /// One velocity pass: the impulse that brings the attachment's relative velocity to what the constraint wants.
    @inline(__always)
    mutating func solveVelocity(_ bodies: LentElements<DynamicsBody>, step h: Double) {
        var pair = DynamicsVelocityPair(bodies, bodyA, bodyB)
        let iA = pair.iA, iB = pair.iB

        // Rotation first (friction torque, angular lock, angle limits), as Box2D's revolute joint does.
        if iA + iB > 0 {
            if kind != .slider && hasLimits {
                solveAngleLimits(wA: &pair.wA, wB: &pair.wB, iA: iA, iB: iB, step: h)
            }
            if angularMode == .locked {
                let lambda = angular.solve(cdot: pair.wB - pair.wA)
                pair.wA -= iA * lambda
                pair.wB += iB * lambda
            } else if frictionTorque > 0 {
                let cdot = pair.wB - pair.wA
                let maxImpulse = frictionTorque * h
                let old = frictionImpulse
                frictionImpulse = min(max(old - angular.mass * cdot, -maxImpulse), maxImpulse)
                let lambda = frictionImpulse - old
                pair.wA -= iA * lambda
                pair.wB += iB * lambda
            }
        }

        let relative = pair.relativeVelocity(rA: rA, rB: rB)
        switch kind {
        case .distance:
            pair.apply(linear.solve(cdot: axis.dot(relative)) * axis, rA: rA, rB: rB)
        case .rope:
            let cdot = axis.dot(relative) + linear.bias
            let old = linear.impulse
            linear.impulse = min(0, old - linear.mass * cdot)
            pair.apply((linear.impulse - old) * axis, rA: rA, rB: rB)
        case .point:
            let rhsX = relative.x + pointBias.x + linear.gamma * pointImpulse.x
            let rhsY = relative.y + pointBias.y + linear.gamma * pointImpulse.y
            let p = DynamicsVector(-(inverseK11 * rhsX + inverseK12 * rhsY), -(inverseK12 * rhsX + inverseK22 * rhsY))
            pointImpulse += p
            pair.apply(p, rA: rA, rB: rB)
        case .slider:
            solveSliderVelocity(&pair, step: h)
        }
        pair.store(bodies, bodyA, bodyB)
    }

    // MARK: Position correction (rigid joints only)

    /// One position pass for a rigid joint; returns the remaining linear error (pt).
    @inline(__always)
    func solvePosition(_ bodies: LentElements<DynamicsBody>) -> Double {
        let mA = bodies[bodyA].inverseMass, iA = bodies[bodyA].inverseInertia
        var cB = DynamicsVector.zero, angleB = 0.0, mB = 0.0, iB = 0.0
        if bodyB >= 0 {
            cB = bodies[bodyB].position; angleB = bodies[bodyB].angle
            mB = bodies[bodyB].inverseMass; iB = bodies[bodyB].inverseInertia
        }
        var cA = bodies[bodyA].position, angleA = bodies[bodyA].angle

        // Angular lock or limits first.
        if iA + iB > 0 {
            var error = 0.0
            if angularMode == .locked {
                error = angleB - angleA - referenceAngle
            } else if kind != .slider && hasLimits {
                let angle = angleB - angleA - referenceAngle
                error = angle < lowerLimit ? angle - lowerLimit : (angle > upperLimit ? angle - upperLimit : 0)
            }
            let limited = min(max(error, -0.14), 0.14) // Box2D's b2_maxAngularCorrection, 8° [pub]
            let lambda = -limited / (iA + iB)
            angleA -= iA * lambda
            angleB += iB * lambda
        }

        let rA = localAnchorA.rotated(by: angleA)
        let rB = bodyB >= 0 ? localAnchorB.rotated(by: angleB) : .zero
        let pB = bodyB >= 0 ? cB + rB : localAnchorB
        let separation = pB - (cA + rA)
        var remaining = 0.0
        var p = DynamicsVector.zero
        switch kind {
        case .distance, .rope:
            let currentLength = separation.length
            guard currentLength > 1e-9 else { break }
            let u = DynamicsVector(separation.x / currentLength, separation.y / currentLength)
            var error = currentLength - length
            if kind == .rope { error = max(error, 0) }
            error = min(max(error, -DynamicsConstants.maxLinearCorrection), DynamicsConstants.maxLinearCorrection)
            remaining = abs(error)
            let crA = rA.cross(u), crB = rB.cross(u)
            let inverseMass = mA + iA * crA * crA + mB + iB * crB * crB
            guard inverseMass > 0 else { break }
            p = (-error / inverseMass) * u
        case .point:
            remaining = separation.length
            let k11 = mA + mB + iA * rA.y * rA.y + iB * rB.y * rB.y
            let k12 = -iA * rA.x * rA.y - iB * rB.x * rB.y
            let k22 = mA + mB + iA * rA.x * rA.x + iB * rB.x * rB.x
            let determinant = k11 * k22 - k12 * k12
            guard determinant != 0 && determinant.isFinite else { break }
            // Solve K·p = -C; C = separation (B's point minus A's).
            p = DynamicsVector(-(k22 * separation.x - k12 * separation.y) / determinant,
                               -(k11 * separation.y - k12 * separation.x) / determinant)
        case .slider:
            return solveSliderPosition(bodies, positionA: cA, angleA: angleA, positionB: cB, angleB: angleB)
        }
        cA -= mA * p
        angleA -= iA * rA.cross(p)
        bodies[bodyA].position = cA
        bodies[bodyA].angle = angleA
        if bodyB >= 0 {
            bodies[bodyB].position = cB + mB * p
            bodies[bodyB].angle = angleB + iB * rB.cross(p)
        }
        return remaining
    }

    // MARK: Limits and sliders

    /// One-sided impulses that keep the relative angle within the limits; they act only as the angle reaches a
    /// limit within this step (a speculative contact, as Box2D's revolute limit).
    @inline(__always)
    private mutating func solveAngleLimits(wA: inout Double, wB: inout Double, iA: Double, iB: Double, step h: Double) {
        let mass = 1 / (iA + iB)
        if lowerLimit > -.infinity {
            let room = limitValue - lowerLimit
            let old = lowerImpulse
            lowerImpulse = max(old - mass * ((wB - wA) + max(room, 0) / h), 0)
            let lambda = lowerImpulse - old
            wA -= iA * lambda
            wB += iB * lambda
        }
        if upperLimit < .infinity {
            let room = upperLimit - limitValue
            let old = upperImpulse
            upperImpulse = max(old - mass * ((wA - wB) + max(room, 0) / h), 0)
            let lambda = upperImpulse - old
            wA += iA * lambda
            wB -= iB * lambda
        }
    }

    /// A slider's world axis, its normal, their lever terms and effective masses, and the current translation.
    @inline(__always)
    private mutating func prepareSlider(separation d: DynamicsVector, angleA: Double,
                                        mA: Double, iA: Double, mB: Double, iB: Double) {
        axis = localAxisA.rotated(by: angleA)
        perpendicular = DynamicsVector(-axis.y, axis.x)
        let arm = d + rA
        leversPerpendicular = (arm.cross(perpendicular), rB.cross(perpendicular))
        leversAxial = (arm.cross(axis), rB.cross(axis))
        let k1 = mA + mB + iA * leversPerpendicular.a * leversPerpendicular.a + iB * leversPerpendicular.b * leversPerpendicular.b
        let k2 = mA + mB + iA * leversAxial.a * leversAxial.a + iB * leversAxial.b * leversAxial.b
        perpendicularMass = k1 > 0 ? 1 / k1 : 0
        axialMass = k2 > 0 ? 1 / k2 : 0
        limitValue = axis.dot(d)
    }

    /// A slider's velocity pass: no relative motion across the axis, and along it only within the limits.
    @inline(__always)
    private mutating func solveSliderVelocity(_ pair: inout DynamicsVelocityPair, step h: Double) {
        func apply(_ lambda: Double, along direction: DynamicsVector, levers: (a: Double, b: Double)) {
            let p = lambda * direction
            pair.vA -= pair.mA * p; pair.wA -= pair.iA * lambda * levers.a
            pair.vB += pair.mB * p; pair.wB += pair.iB * lambda * levers.b
        }
        func speed(along direction: DynamicsVector, levers: (a: Double, b: Double)) -> Double {
            direction.dot(pair.vB - pair.vA) + levers.b * pair.wB - levers.a * pair.wA
        }
        if lowerLimit > -.infinity {
            let old = lowerImpulse
            let cdot = speed(along: axis, levers: leversAxial)
            lowerImpulse = max(old - axialMass * (cdot + max(limitValue - lowerLimit, 0) / h), 0)
            apply(lowerImpulse - old, along: axis, levers: leversAxial)
        }
        if upperLimit < .infinity {
            let old = upperImpulse
            let cdot = -speed(along: axis, levers: leversAxial)
            upperImpulse = max(old - axialMass * (cdot + max(upperLimit - limitValue, 0) / h), 0)
            apply(-(upperImpulse - old), along: axis, levers: leversAxial)
        }
        let lambda = -perpendicularMass * speed(along: perpendicular, levers: leversPerpendicular)
        linear.impulse += lambda
        apply(lambda, along: perpendicular, levers: leversPerpendicular)
    }

    /// A slider's position pass: back onto the axis, then back inside the limits. Returns the larger error (pt).
    private func solveSliderPosition(_ bodies: LentElements<DynamicsBody>,
                                     positionA: DynamicsVector, angleA: Double,
                                     positionB: DynamicsVector, angleB: Double) -> Double {
        let mA = bodies[bodyA].inverseMass, iA = bodies[bodyA].inverseInertia
        let mB = bodyB >= 0 ? bodies[bodyB].inverseMass : 0, iB = bodyB >= 0 ? bodies[bodyB].inverseInertia : 0
        var cA = positionA, thetaA = angleA, cB = positionB, thetaB = angleB
        var worst = 0.0
        for constraint in 0..<2 {
            let rA = localAnchorA.rotated(by: thetaA)
            let rB = bodyB >= 0 ? localAnchorB.rotated(by: thetaB) : .zero
            let d = (bodyB >= 0 ? cB + rB : localAnchorB) - (cA + rA)
            let axis = localAxisA.rotated(by: thetaA)
            let direction = constraint == 0 ? DynamicsVector(-axis.y, axis.x) : axis
            let value = direction.dot(d)
            var error = value
            if constraint == 1 {
                error = value < lowerLimit ? value - lowerLimit : (value > upperLimit ? value - upperLimit : 0)
            }
            guard error != 0 else { continue }
            error = min(max(error, -DynamicsConstants.maxLinearCorrection), DynamicsConstants.maxLinearCorrection)
            worst = max(worst, abs(error))
            let leverA = (d + rA).cross(direction), leverB = rB.cross(direction)
            let k = mA + mB + iA * leverA * leverA + iB * leverB * leverB
            guard k > 0 else { continue }
            let lambda = -error / k
            cA -= (mA * lambda) * direction; thetaA -= iA * lambda * leverA
            cB += (mB * lambda) * direction; thetaB += iB * lambda * leverB
        }
        bodies[bodyA].position = cA
        bodies[bodyA].angle = thetaA
        if bodyB >= 0 {
            bodies[bodyB].position = cB
            bodies[bodyB].angle = thetaB
        }
        return worst
    }
}
