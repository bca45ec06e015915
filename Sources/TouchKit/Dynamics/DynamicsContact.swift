// Collisions: finding where items touch each other and their boundaries, and the impulses that keep them apart.
//
// Items are convex polygons (a rectangle, a 16-gon for an ellipse, or the hull of a collision bounding path).
// Item–item and item–segment contacts use Box2D's polygon collision: the axis of least penetration among both
// shapes' edge normals, the reference face on it, and the other shape's incident edge clipped to that face, for up to
// two contact points [pub]. The reference view's bounds are one-sided walls: every vertex past a wall is a contact,
// so an item can never tunnel out of them.
// Contacts are solved with Box2D's sequential impulses: friction (Coulomb, clamped by the normal impulse), then the
// normal impulse with a restitution bias computed once from the approach speed, so an elasticity-1 bounce returns
// the speed it came in with; overlap is removed by position passes that do not touch velocity.

struct DynamicsContactPoint {
    /// The touching point on A, in A's own coordinates.
    var localA = DynamicsVector.zero
    /// The touching point on B in B's own coordinates, or in the reference view's when B is a boundary.
    var localB = DynamicsVector.zero
    var rA = DynamicsVector.zero
    var rB = DynamicsVector.zero
    var normalMass: Double = 0
    var tangentMass: Double = 0
    var velocityBias: Double = 0
    var normalImpulse: Double = 0
    var tangentImpulse: Double = 0
}

struct DynamicsContact {
    var bodyA: Int
    /// The other body, or -1 for a boundary.
    var bodyB: Int
    /// Unit normal from A towards B (for a boundary: out of the item, into the boundary).
    var normal: DynamicsVector
    var pointCount: Int
    var point1 = DynamicsContactPoint()
    var point2 = DynamicsContactPoint()
    var friction: Double
    var restitution: Double
    /// The collision group (behavior) that produced the contact.
    var group: Int
    /// The boundary touched: its index in the group, `referenceBoundary`, or -1 for an item–item contact.
    var boundary: Int

    static let referenceBoundary = -2

    subscript(index: Int) -> DynamicsContactPoint {
        get { index == 0 ? point1 : point2 }
        set { if index == 0 { point1 = newValue } else { point2 = newValue } }
    }
}

/// A straight, two-sided boundary segment, in the reference view's coordinates.
struct DynamicsSegment {
    var start: DynamicsVector
    var end: DynamicsVector
}

/// One collision behavior as the world sees it.
struct DynamicsCollisionGroup {
    var bodies: [Int]
    var collidesItems: Bool
    var collidesBoundaries: Bool
    /// Each boundary (by index; the behavior keeps the identifiers) is one or more segments.
    var boundarySegments: [(boundary: Int, segment: DynamicsSegment)]
    var usesReferenceBounds: Bool
    var referenceInsets: UIEdgeInsets
}

/// A polygon in the world's vertex cache.
struct DynamicsPolygon {
    var start: Int
    var count: Int
}

/// One body's bounding box, for the sweep that finds candidate pairs.
struct DynamicsSweepEntry {
    var body: Int
    var minX: Double
    var maxX: Double
    var minY: Double
    var maxY: Double
}

/// Up to two contact points with their overlap depths, inline (no array per contact).
struct DynamicsManifoldPoints {
    private var first = (DynamicsVector.zero, 0.0)
    private var second = (DynamicsVector.zero, 0.0)
    private(set) var count = 0

    mutating func append(_ point: DynamicsVector, depth: Double) {
        if count == 0 { first = (point, depth) } else if count == 1 { second = (point, depth) } else { return }
        count += 1
    }

    subscript(index: Int) -> (DynamicsVector, Double) { index == 0 ? first : second }
}

/// The identity of a touching pair, for the collision delegate's began/ended calls.
struct DynamicsContactKey: Hashable {
    var group: Int
    var bodyA: Int
    var bodyB: Int
    var boundary: Int
}

extension DynamicsWorld {
    // MARK: Shapes

    /// Recomputes the world-space polygons of the bodies that collide.
    func updatePolygons() {
        vertices.removeAll(keepingCapacity: true)
        normals.removeAll(keepingCapacity: true)
        for index in bodies.indices where bodies[index].collides {
            let body = bodies[index]
            let c = cos(body.angle), s = sin(body.angle)
            let hx = body.size.x / 2, hy = body.size.y / 2
            let start = vertices.count
            if body.isEllipse {
                let count = DynamicsConstants.ellipseVertexCount
                for k in 0..<count {
                    let theta = 2 * Double.pi * Double(k) / Double(count)
                    vertices.append(body.position + DynamicsVector(hx * cos(theta), hy * sin(theta)).rotated(cos: c, sin: s))
                }
            } else if !body.polygon.isEmpty {
                for vertex in body.polygon { vertices.append(body.position + vertex.rotated(cos: c, sin: s)) }
            } else {
                vertices.append(body.position + DynamicsVector(-hx, -hy).rotated(cos: c, sin: s))
                vertices.append(body.position + DynamicsVector(hx, -hy).rotated(cos: c, sin: s))
                vertices.append(body.position + DynamicsVector(hx, hy).rotated(cos: c, sin: s))
                vertices.append(body.position + DynamicsVector(-hx, hy).rotated(cos: c, sin: s))
            }
            let count = vertices.count - start
            for k in 0..<count {
                normals.append((vertices[start + (k + 1) % count] - vertices[start + k]).edgeNormal)
            }
            bodies[index].vertexStart = start
            bodies[index].vertexCount = count
        }
    }

    // MARK: Finding contacts

    func findContacts() {
        contacts.removeAll(keepingCapacity: true)
        guard !collisionGroups.isEmpty else { return }
        updatePolygons()
        for groupIndex in collisionGroups.indices {
            let group = collisionGroups[groupIndex]
            if group.collidesItems && group.bodies.count > 1 { findItemContacts(group: groupIndex) }
            if group.collidesBoundaries {
                let bounds = group.usesReferenceBounds ? referenceBounds?.inset(by: group.referenceInsets) : nil
                for body in group.bodies where bodies[body].isDynamic {
                    if let bounds { collideWithWalls(body: body, bounds: bounds, group: groupIndex) }
                    for entry in group.boundarySegments {
                        collideWithSegment(body: body, segment: entry.segment, group: groupIndex, boundary: entry.boundary)
                    }
                }
            }
        }
    }

    /// Item pairs whose bounding boxes overlap, found by sweeping along x, then tested exactly.
    private func findItemContacts(group groupIndex: Int) {
        sweepOrder.removeAll(keepingCapacity: true)
        for body in collisionGroups[groupIndex].bodies {
            sweepOrder.append(boundingBox(of: body))
        }
        sweepOrder.sort { $0.minX < $1.minX }
        for i in sweepOrder.indices {
            let first = sweepOrder[i]
            var j = i + 1
            while j < sweepOrder.count, sweepOrder[j].minX <= first.maxX {
                let second = sweepOrder[j]
                j += 1
                guard second.minY <= first.maxY, first.minY <= second.maxY, first.body != second.body else { continue }
                guard bodies[first.body].isDynamic || bodies[second.body].isDynamic else { continue }
                let (a, b) = first.body < second.body ? (first.body, second.body) : (second.body, first.body)
                collide(DynamicsPolygon(start: bodies[a].vertexStart, count: bodies[a].vertexCount),
                        DynamicsPolygon(start: bodies[b].vertexStart, count: bodies[b].vertexCount),
                        bodyA: a, bodyB: b, group: groupIndex, boundary: -1)
            }
        }
    }

    private func boundingBox(of body: Int) -> DynamicsSweepEntry {
        let start = bodies[body].vertexStart, count = bodies[body].vertexCount
        var box = DynamicsSweepEntry(body: body, minX: .infinity, maxX: -.infinity, minY: .infinity, maxY: -.infinity)
        for k in start..<(start + count) {
            let v = vertices[k]
            box.minX = min(box.minX, v.x); box.maxX = max(box.maxX, v.x)
            box.minY = min(box.minY, v.y); box.maxY = max(box.maxY, v.y)
        }
        return box
    }

    /// The reference bounds as four one-sided walls: each vertex past a wall is a contact (the two deepest per wall).
    private func collideWithWalls(body: Int, bounds: CGRect, group: Int) {
        guard bounds.width >= 0, bounds.height >= 0 else { return }
        let start = bodies[body].vertexStart, count = bodies[body].vertexCount
        for wall in 0..<4 {
            // The wall's inward normal and its offset along it.
            let inward: DynamicsVector, offset: Double
            switch wall {
            case 0: inward = DynamicsVector(1, 0); offset = Double(bounds.minX)
            case 1: inward = DynamicsVector(-1, 0); offset = -Double(bounds.maxX)
            case 2: inward = DynamicsVector(0, 1); offset = Double(bounds.minY)
            default: inward = DynamicsVector(0, -1); offset = -Double(bounds.maxY)
            }
            var deepest = (index: -1, depth: 0.0), second = (index: -1, depth: 0.0)
            for k in start..<(start + count) {
                let depth = offset - inward.dot(vertices[k])
                guard depth > 0 else { continue }
                if depth > deepest.depth { second = deepest; deepest = (k, depth) } else if depth > second.depth { second = (k, depth) }
            }
            guard deepest.index >= 0 else { continue }
            let normal = -inward
            // Each contact point is the midpoint between the item's vertex and the wall.
            var points = DynamicsManifoldPoints()
            points.append(vertices[deepest.index] - (0.5 * deepest.depth) * normal, depth: deepest.depth)
            if second.index >= 0 {
                points.append(vertices[second.index] - (0.5 * second.depth) * normal, depth: second.depth)
            }
            addContact(bodyA: body, bodyB: -1, normal: normal, points: points, group: group,
                       boundary: DynamicsContact.referenceBoundary)
        }
    }

    /// A two-sided segment is a two-vertex polygon whose two edges face opposite ways; it is appended to the vertex
    /// cache for the test and removed after.
    private func collideWithSegment(body: Int, segment: DynamicsSegment, group: Int, boundary: Int) {
        let edge = segment.end - segment.start
        guard edge.lengthSquared > 1e-12 else { return }
        let start = vertices.count
        vertices.append(segment.start)
        vertices.append(segment.end)
        normals.append(edge.edgeNormal)
        normals.append(-edge.edgeNormal)
        collide(DynamicsPolygon(start: bodies[body].vertexStart, count: bodies[body].vertexCount),
                DynamicsPolygon(start: start, count: 2), bodyA: body, bodyB: -1, group: group, boundary: boundary)
        vertices.removeLast(2)
        normals.removeLast(2)
    }

    /// The edge of `p1` along whose normal `p2` lies farthest out, and that separation (negative when overlapping).
    private func maxSeparation(_ p1: DynamicsPolygon, _ p2: DynamicsPolygon) -> (edge: Int, separation: Double) {
        var best = 0, bestSeparation = -Double.infinity
        for i in 0..<p1.count {
            let n = normals[p1.start + i], v1 = vertices[p1.start + i]
            var separation = Double.infinity
            for j in 0..<p2.count { separation = min(separation, n.dot(vertices[p2.start + j] - v1)) }
            if separation > bestSeparation { bestSeparation = separation; best = i }
        }
        return (best, bestSeparation)
    }

    /// Box2D's polygon–polygon manifold, in world space [pub].
    private func collide(_ polygonA: DynamicsPolygon, _ polygonB: DynamicsPolygon, bodyA: Int, bodyB: Int, group: Int, boundary: Int) {
        let (edgeA, separationA) = maxSeparation(polygonA, polygonB)
        guard separationA <= 0 else { return }
        let (edgeB, separationB) = maxSeparation(polygonB, polygonA)
        guard separationB <= 0 else { return }
        let flip = separationB > separationA + 0.1 * DynamicsConstants.linearSlop
        let reference = flip ? polygonB : polygonA
        let incident = flip ? polygonA : polygonB
        let referenceEdge = flip ? edgeB : edgeA

        let referenceNormal = normals[reference.start + referenceEdge]
        var incidentEdge = 0, minDot = Double.infinity
        for i in 0..<incident.count {
            let d = referenceNormal.dot(normals[incident.start + i])
            if d < minDot { minDot = d; incidentEdge = i }
        }
        let i1 = vertices[incident.start + incidentEdge]
        let i2 = vertices[incident.start + (incidentEdge + 1) % incident.count]
        let v11 = vertices[reference.start + referenceEdge]
        let v12 = vertices[reference.start + (referenceEdge + 1) % reference.count]
        let tangent = (v12 - v11).normalized
        let frontOffset = referenceNormal.dot(v11)
        let side1 = -tangent.dot(v11), side2 = tangent.dot(v12)

        guard let clip1 = Self.clip(i1, i2, normal: -tangent, offset: side1),
              let clip2 = Self.clip(clip1.0, clip1.1, normal: tangent, offset: side2) else { return }
        // The normal points from A to B: the reference normal when A is the reference shape.
        let normal = flip ? -referenceNormal : referenceNormal
        var points = DynamicsManifoldPoints()
        for k in 0..<2 {
            let p = k == 0 ? clip2.0 : clip2.1
            let separation = referenceNormal.dot(p) - frontOffset
            // The midpoint between the incident point and the reference face.
            if separation <= 0 { points.append(p - (0.5 * separation) * referenceNormal, depth: -separation) }
        }
        guard points.count > 0 else { return }
        addContact(bodyA: bodyA, bodyB: bodyB, normal: normal, points: points, group: group, boundary: boundary)
    }

    /// Clips segment (v1, v2) to the half-plane `normal·p ≤ offset`; nil when fewer than two points survive.
    private static func clip(_ v1: DynamicsVector, _ v2: DynamicsVector, normal: DynamicsVector, offset: Double)
        -> (DynamicsVector, DynamicsVector)?
    {
        let d1 = normal.dot(v1) - offset, d2 = normal.dot(v2) - offset
        if d1 <= 0 && d2 <= 0 { return (v1, v2) }
        guard d1 * d2 < 0 else { return nil }
        let crossing = v1 + (d1 / (d1 - d2)) * (v2 - v1)
        return d1 <= 0 ? (v1, crossing) : (v2, crossing)
    }

    /// Records a contact from world-space midpoints and their overlap depths.
    private func addContact(bodyA: Int, bodyB: Int, normal: DynamicsVector, points: DynamicsManifoldPoints,
                            group: Int, boundary: Int) {
        let a = bodies[bodyA]
        let friction: Double, restitution: Double
        if bodyB >= 0 {
            let b = bodies[bodyB]
            // Box2D's mixing rules [pub]: geometric mean of friction, the larger elasticity.
            friction = (a.friction * b.friction).squareRoot()
            restitution = max(a.elasticity, b.elasticity)
        } else {
            // Boundaries have no material of their own: the item's values apply [?].
            friction = a.friction
            restitution = a.elasticity
        }
        var contact = DynamicsContact(bodyA: bodyA, bodyB: bodyB, normal: normal, pointCount: points.count,
                                      friction: friction, restitution: restitution, group: group, boundary: boundary)
        for k in 0..<points.count {
            let (point, depth) = points[k]
            // A's point lies half the overlap along the normal (inside B), B's half against it.
            var cp = DynamicsContactPoint()
            cp.localA = a.localPoint(point + (0.5 * depth) * normal)
            let onB = point - (0.5 * depth) * normal
            cp.localB = bodyB >= 0 ? bodies[bodyB].localPoint(onB) : onB
            contact[k] = cp
        }
        contacts.append(contact)
    }

    // MARK: Solving contacts

    func prepareContacts(_ b: LentElements<DynamicsBody>) {
        for c in contacts.indices {
            var contact = contacts[c]
            let a = b[contact.bodyA]
            let other: DynamicsBody? = contact.bodyB >= 0 ? b[contact.bodyB] : nil
            let mA = a.inverseMass, iA = a.inverseInertia
            let mB = other?.inverseMass ?? 0, iB = other?.inverseInertia ?? 0
            let n = contact.normal, t = DynamicsVector(n.y, -n.x)
            for k in 0..<contact.pointCount {
                var cp = contact[k]
                let pA = a.worldPoint(cp.localA)
                let pB = other?.worldPoint(cp.localB) ?? cp.localB
                let point = 0.5 * (pA + pB)
                cp.rA = point - a.position
                cp.rB = other.map { point - $0.position } ?? .zero
                let rnA = cp.rA.cross(n), rnB = cp.rB.cross(n)
                let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
                cp.normalMass = kNormal > 0 ? 1 / kNormal : 0
                let rtA = cp.rA.cross(t), rtB = cp.rB.cross(t)
                let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
                cp.tangentMass = kTangent > 0 ? 1 / kTangent : 0
                let vB = (other?.velocity ?? .zero) + DynamicsVector.spin(other?.angularVelocity ?? 0, cp.rB)
                let vA = a.velocity + DynamicsVector.spin(a.angularVelocity, cp.rA)
                let approach = n.dot(vB - vA)
                cp.velocityBias = approach < -DynamicsConstants.restitutionThreshold ? -contact.restitution * approach : 0
                cp.normalImpulse = 0
                cp.tangentImpulse = 0
                contact[k] = cp
            }
            contacts[c] = contact
        }
    }

    func solveContactVelocities(_ b: LentElements<DynamicsBody>) {
        for c in contacts.indices {
            var contact = contacts[c]
            var pair = DynamicsVelocityPair(b, contact.bodyA, contact.bodyB)
            let n = contact.normal, t = DynamicsVector(n.y, -n.x)
            for k in 0..<contact.pointCount {
                var cp = contact[k]
                // Friction, limited by the normal impulse so far.
                var dv = pair.relativeVelocity(rA: cp.rA, rB: cp.rB)
                let maxFriction = contact.friction * cp.normalImpulse
                let newTangent = min(max(cp.tangentImpulse - cp.tangentMass * dv.dot(t), -maxFriction), maxFriction)
                let tangentLambda = newTangent - cp.tangentImpulse
                cp.tangentImpulse = newTangent
                pair.apply(tangentLambda * t, rA: cp.rA, rB: cp.rB)
                // Non-penetration, with the restitution bias.
                dv = pair.relativeVelocity(rA: cp.rA, rB: cp.rB)
                let newNormal = max(cp.normalImpulse - cp.normalMass * (dv.dot(n) - cp.velocityBias), 0)
                let normalLambda = newNormal - cp.normalImpulse
                cp.normalImpulse = newNormal
                pair.apply(normalLambda * n, rA: cp.rA, rB: cp.rB)
                contact[k] = cp
            }
            contacts[c] = contact
            pair.store(b, contact.bodyA, contact.bodyB)
        }
    }

    /// One position pass over the contacts; returns the deepest remaining overlap (pt).
    func solveContactPositions(_ b: LentElements<DynamicsBody>) -> Double {
        var deepest = 0.0
        for contact in contacts {
            let bodyA = contact.bodyA, bodyB = contact.bodyB
            let n = contact.normal
            for k in 0..<contact.pointCount {
                let cp = contact[k]
                let a = b[bodyA]
                let mA = a.inverseMass, iA = a.inverseInertia
                let pA = a.worldPoint(cp.localA)
                var mB = 0.0, iB = 0.0, pB = cp.localB, cB = DynamicsVector.zero
                if bodyB >= 0 {
                    let other = b[bodyB]
                    mB = other.inverseMass; iB = other.inverseInertia; pB = other.worldPoint(cp.localB); cB = other.position
                }
                // Positive when A's point is past B's along the normal: overlap.
                let overlap = n.dot(pA - pB)
                deepest = max(deepest, overlap)
                let point = 0.5 * (pA + pB)
                let rA = point - a.position, rB = bodyB >= 0 ? point - cB : .zero
                let correction = min(max(DynamicsConstants.baumgarte * (overlap - DynamicsConstants.linearSlop), 0),
                                     DynamicsConstants.maxLinearCorrection)
                guard correction > 0 else { continue }
                let rnA = rA.cross(n), rnB = rB.cross(n)
                let k = mA + mB + iA * rnA * rnA + iB * rnB * rnB
                guard k > 0 else { continue }
                let p = (correction / k) * n
                b[bodyA].position -= mA * p
                b[bodyA].angle -= iA * rA.cross(p)
                if bodyB >= 0 {
                    b[bodyB].position += mB * p
                    b[bodyB].angle += iB * rB.cross(p)
                }
            }
        }
        return deepest
    }
}
