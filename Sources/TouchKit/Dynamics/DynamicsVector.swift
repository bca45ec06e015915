// The physics world's 2D vector: plain Doubles, so the solver never converts CGFloat or builds CGPoints in its loops.

struct DynamicsVector: Equatable {
    var x: Double
    var y: Double

    @inline(__always) init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    @inline(__always) init(_ point: CGPoint) { x = Double(point.x); y = Double(point.y) }
    @inline(__always) init(_ vector: CGVector) { x = Double(vector.dx); y = Double(vector.dy) }

    static let zero = DynamicsVector(0, 0)

    @inline(__always) var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    @inline(__always) var isFinite: Bool { x.isFinite && y.isFinite }
    @inline(__always) var lengthSquared: Double { x * x + y * y }
    @inline(__always) var length: Double { (x * x + y * y).squareRoot() }

    /// The unit vector in the same direction, or zero for a (nearly) zero vector.
    @inline(__always) var normalized: DynamicsVector {
        let length = self.length
        return length > 1e-12 ? DynamicsVector(x / length, y / length) : .zero
    }

    /// This vector turned a quarter turn: the outward normal of an edge running along it, for TouchKit's winding.
    @inline(__always) var edgeNormal: DynamicsVector { DynamicsVector(y, -x).normalized }

    @inline(__always) static func + (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector { DynamicsVector(a.x + b.x, a.y + b.y) }
    @inline(__always) static func - (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector { DynamicsVector(a.x - b.x, a.y - b.y) }
    @inline(__always) static prefix func - (a: DynamicsVector) -> DynamicsVector { DynamicsVector(-a.x, -a.y) }
    @inline(__always) static func * (s: Double, a: DynamicsVector) -> DynamicsVector { DynamicsVector(s * a.x, s * a.y) }
    @inline(__always) static func += (a: inout DynamicsVector, b: DynamicsVector) { a.x += b.x; a.y += b.y }
    @inline(__always) static func -= (a: inout DynamicsVector, b: DynamicsVector) { a.x -= b.x; a.y -= b.y }

    @inline(__always) func dot(_ b: DynamicsVector) -> Double { x * b.x + y * b.y }
    /// The 2D cross product (the z of the 3D one).
    @inline(__always) func cross(_ b: DynamicsVector) -> Double { x * b.y - y * b.x }

    /// The velocity of a point at offset `r` on a body spinning at `omega` rad/s: ω × r.
    @inline(__always) static func spin(_ omega: Double, _ r: DynamicsVector) -> DynamicsVector {
        DynamicsVector(-omega * r.y, omega * r.x)
    }

    /// This vector rotated by the angle whose cosine and sine are given (clockwise on screen for positive angles,
    /// as `CGAffineTransform(rotationAngle:)`).
    @inline(__always) func rotated(cos c: Double, sin s: Double) -> DynamicsVector {
        DynamicsVector(c * x - s * y, s * x + c * y)
    }

    @inline(__always) func rotated(by angle: Double) -> DynamicsVector {
        angle == 0 ? self : rotated(cos: cos(angle), sin: sin(angle))
    }
}

/// A force or acceleration that UIKit lets callers set either as a vector or as angle and magnitude (gravity and
/// push behaviors). Each form is kept exactly as set: a direction of (0, 1) stays (0, 1), a negative magnitude stays
/// negative, and a zero vector keeps the last angle so a later magnitude points the same way.
struct PolarVector: Equatable {
    private(set) var direction: CGVector
    private(set) var angle: CGFloat
    private(set) var magnitude: CGFloat

    init(direction: CGVector, angle: CGFloat, magnitude: CGFloat) {
        self.direction = direction
        self.angle = angle
        self.magnitude = magnitude
    }

    /// Sets the vector form; non-finite vectors are ignored. Returns whether anything changed.
    mutating func setDirection(_ vector: CGVector) -> Bool {
        guard vector.dx.isFinite, vector.dy.isFinite, vector != direction else { return false }
        direction = vector
        magnitude = (vector.dx * vector.dx + vector.dy * vector.dy).squareRoot()
        if magnitude > 0 { angle = atan2(vector.dy, vector.dx) }
        return true
    }

    /// Sets the polar form; non-finite values are ignored. Returns whether anything changed.
    mutating func setAngle(_ angle: CGFloat, magnitude: CGFloat) -> Bool {
        guard angle.isFinite, magnitude.isFinite, angle != self.angle || magnitude != self.magnitude else { return false }
        self.angle = angle
        self.magnitude = magnitude
        direction = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
        return true
    }
}
