/// A 4×4 homogeneous transform, as Core Animation's `CATransform3D`: points are row vectors multiplied on the left
/// (`p' = p · M`), so the translation is in ``m41``, ``m42``, ``m43`` and a perspective is ``m34`` (usually
/// `-1 / eyeDistance`), as in Core Animation.
///
/// TouchKit draws nothing in 3D: a layer keeps the whole matrix as data (``CALayer/transform``), and touches go
/// through its affine part (``CATransform3DGetAffineTransform(_:)``), as UIKit's view geometry does
/// (docs/UIKitFacts.md, "Hit testing and touches").
public struct CATransform3D: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Row 1, column 1: the x scale (and rotation) coefficient.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2: the y scale (and rotation) coefficient.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3: the z scale coefficient.
    public var m33: CGFloat
    /// Row 3, column 4: the perspective term (`-1 / eyeDistance` for the usual perspective).
    public var m34: CGFloat
    /// Row 4, column 1: the x translation.
    public var m41: CGFloat
    /// Row 4, column 2: the y translation.
    public var m42: CGFloat
    /// Row 4, column 3: the z translation.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// A transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity, as Core Animation's Swift `init()` (all zeros would be no transform at all).
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The sixteen entries, row by row.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Whether every entry is finite.
    var isFinite: Bool { entries.allSatisfy(\.isFinite) }

    /// "CATransform3D(m11: …, …, m44: …)".
    public var description: String {
        let names = ["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24",
                     "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"]
        return "CATransform3D(" + zip(names, entries).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
    }

    /// `self · other`: applying the result is applying `self`, then `other`.
    func concatenating(_ b: CATransform3D) -> CATransform3D {
        let a = entries, bb = b.entries
        var r = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += a[row * 4 + k] * bb[k * 4 + column] }
                r[row * 4 + column] = sum
            }
        }
        return CATransform3D(
            m11: r[0], m12: r[1], m13: r[2], m14: r[3], m21: r[4], m22: r[5], m23: r[6], m24: r[7],
            m31: r[8], m32: r[9], m33: r[10], m34: r[11], m41: r[12], m42: r[13], m43: r[14], m44: r[15])
    }
}

/// The identity transform, as Core Animation's constant.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A transform that rotates by `angle` radians about the vector `(x, y, z)`; about z it equals
/// `CGAffineTransform(rotationAngle: angle)`. A zero or non-finite axis gives the identity (Core Animation leaves
/// it undefined; TouchKit's choice).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length.isNormal, angle.isFinite else { return CATransform3DIdentity }
    let ux = x / length, uy = y / length, uz = z / length
    let c = cos(angle), s = sin(angle), t = 1 - c
    // The transpose of the column-vector rotation (Rodrigues' formula), since points are row vectors here.
    return CATransform3D(
        m11: c + ux * ux * t, m12: ux * uy * t + uz * s, m13: ux * uz * t - uy * s, m14: 0,
        m21: ux * uy * t - uz * s, m22: c + uy * uy * t, m23: uy * uz * t + ux * s, m24: 0,
        m31: ux * uz * t + uy * s, m32: uy * uz * t - ux * s, m33: c + uz * uz * t, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a · b`: the transform that applies `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// `translate(tx, ty, tz) · t`: translates in `t`'s own coordinates, before `t` applies.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `scale(sx, sy, sz) · t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `rotation(angle, x, y, z) · t`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// The 3D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// Whether `t` is exactly an affine transform (no z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`: its x and y rows and its x and y translation. Core Animation leaves the result
/// undefined for a transform that is not affine; TouchKit returns that part, which is what touches go through (see
/// ``CALayer/transform``).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// The inverse of `t`; a transform without one is returned unchanged, as Core Animation does.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let m = t.entries
    var inverse = [CGFloat](repeating: 0, count: 16)
    // Gauss-Jordan elimination with partial pivoting on [m | I].
    var a = m
    for i in 0..<16 { inverse[i] = i % 5 == 0 ? 1 : 0 }
    for column in 0..<4 {
        var pivot = column
        for row in column..<4 where abs(a[row * 4 + column]) > abs(a[pivot * 4 + column]) { pivot = row }
        let pivotValue = a[pivot * 4 + column]
        guard pivotValue.isNormal else { return t }
        if pivot != column {
            for k in 0..<4 {
                a.swapAt(pivot * 4 + k, column * 4 + k)
                inverse.swapAt(pivot * 4 + k, column * 4 + k)
            }
        }
        for k in 0..<4 {
            a[column * 4 + k] /= pivotValue
            inverse[column * 4 + k] /= pivotValue
        }
        for row in 0..<4 where row != column {
            let factor = a[row * 4 + column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                a[row * 4 + k] -= factor * a[column * 4 + k]
                inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
            }
        }
    }
    let r = inverse
    return CATransform3D(
        m11: r[0], m12: r[1], m13: r[2], m14: r[3], m21: r[4], m22: r[5], m23: r[6], m24: r[7],
        m31: r[8], m32: r[9], m33: r[10], m34: r[11], m41: r[12], m42: r[13], m43: r[14], m44: r[15])
}
