// Not `!canImport(CoreGraphics)`: on Linux this package's own CoreGraphics module (Package.swift) sits in the build's
// module folder, where `canImport` would find it once built.
#if !canImport(Darwin)
/// An affine transform, `[a b 0; c d 0; tx ty 1]`, applied to row vectors as in CoreGraphics: `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`.
///
/// Defined only off Apple platforms; there CoreGraphics' own type is used. The identity and
/// pure translations are exact: no trigonometry or division touches them.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The x scale (and rotation) coefficient: `x' = a·x + c·y + tx`.
    public var a: CGFloat
    /// The y shear (and rotation) coefficient: `y' = b·x + d·y + ty`.
    public var b: CGFloat
    /// The x shear (and rotation) coefficient.
    public var c: CGFloat
    /// The y scale (and rotation) coefficient.
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// A transform from its six coefficients.
    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that translates by `(tx, ty)`.
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `(sx, sy)`.
    @inlinable
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians (counterclockwise in a y-up system, clockwise on screen).
    @inlinable
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    @inlinable
    public var isIdentity: Bool {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
    }

    /// `self` followed by `t2`: applying the result equals applying `self`, then `t2`.
    @inlinable
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Whether the transform has an inverse: its determinant is a normal number (not 0, not so small that the
    /// inverse would overflow, finite). A scale of 0 on either axis has none.
    @inlinable
    public var isInvertible: Bool { (a * d - b * c).isNormal }

    /// The inverse; a singular transform (see ``isInvertible``) is returned unchanged, as CoreGraphics does.
    @inlinable
    public func inverted() -> CGAffineTransform {
        if a == 1 && b == 0 && c == 0 && d == 1 {
            return CGAffineTransform(translationX: -tx, y: -ty)
        }
        let determinant = a * d - b * c
        guard determinant.isNormal else { return self }
        let inverseA = d / determinant, inverseB = -b / determinant
        let inverseC = -c / determinant, inverseD = a / determinant
        return CGAffineTransform(
            a: inverseA, b: inverseB, c: inverseC, d: inverseD,
            tx: -(tx * inverseA + ty * inverseC),
            ty: -(tx * inverseB + ty * inverseD))
    }

    /// Translation by `(tx, ty)` applied before `self`.
    @inlinable
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Scaling by `(sx, sy)` applied before `self`.
    @inlinable
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Rotation by `angle` radians applied before `self`.
    @inlinable
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// The point mapped through `t`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through `t`'s linear part (no translation), as CoreGraphics does; may come out negative.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that holds the four mapped corners, as CoreGraphics returns.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let rect = standardized
        if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 {
            return rect.offsetBy(dx: t.tx, dy: t.ty)
        }
        let p1 = CGPoint(x: rect.minX, y: rect.minY).applying(t)
        let p2 = CGPoint(x: rect.maxX, y: rect.minY).applying(t)
        let p3 = CGPoint(x: rect.minX, y: rect.maxY).applying(t)
        let p4 = CGPoint(x: rect.maxX, y: rect.maxY).applying(t)
        let minX = Swift.min(p1.x, p2.x, p3.x, p4.x), maxX = Swift.max(p1.x, p2.x, p3.x, p4.x)
        let minY = Swift.min(p1.y, p2.y, p3.y, p4.y), maxY = Swift.max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A two-dimensional vector, as CoreGraphics defines it (used for gravity direction and velocities).
public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector from its components.
    @inlinable
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx; self.dy = dy
    }

    /// The zero vector.
    @inlinable
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    public var description: String { "CGVector(dx: \(dx), dy: \(dy))" }
}
#endif
