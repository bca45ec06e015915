import Foundation
import Testing
import TouchKit

/// Core Animation's transform functions: Apple's "Transforms" reference (QuartzCore) defines the products.
struct CATransform3DTests {
    private func isClose(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat = 1e-12) -> Bool {
        let pairs: [(CGFloat, CGFloat)] = [
            (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14), (a.m21, b.m21), (a.m22, b.m22),
            (a.m23, b.m23), (a.m24, b.m24), (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
            (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
        ]
        return pairs.allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func theIdentityIsTheSwiftInitializerAndIsIdentity() {
        #expect(CATransform3D() == CATransform3DIdentity)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(2, 1, 1)))
    }

    @Test func aRotationAboutZIsTheAffineRotation() {
        let rotation = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        #expect(CATransform3DIsAffine(rotation))
        let affine = CATransform3DGetAffineTransform(rotation)
        let expected = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(abs(affine.a - expected.a) < 1e-12 && abs(affine.b - expected.b) < 1e-12)
        #expect(abs(affine.c - expected.c) < 1e-12 && abs(affine.d - expected.d) < 1e-12)
    }

    @Test func aHalfTurnAboutYMirrorsXAndIsNotAffine() {
        let flip = CATransform3DMakeRotation(.pi, 0, 1, 0)
        #expect(!CATransform3DIsAffine(flip))
        let affine = CATransform3DGetAffineTransform(flip)
        #expect(abs(affine.a + 1) < 1e-12 && abs(affine.d - 1) < 1e-12)
    }

    @Test func aZeroAxisRotatesNothing() {
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        #expect(CATransform3DMakeRotation(.nan, 0, 0, 1) == CATransform3DIdentity)
    }

    @Test func concatAppliesTheFirstThenTheSecond() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let move = CATransform3DMakeTranslation(10, 0, 0)
        // Scale, then move: the translation is not scaled.
        #expect(CATransform3DConcat(scale, move).m41 == 10)
        // Move, then scale: it is.
        #expect(CATransform3DConcat(move, scale).m41 == 20)
        #expect(CATransform3DTranslate(scale, 10, 0, 0) == CATransform3DConcat(move, scale))
        #expect(CATransform3DScale(move, 2, 2, 1) == CATransform3DConcat(scale, move))
    }

    @Test func theInverseUndoesAPerspectiveRotation() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        t = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
        #expect(isClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, tolerance: 1e-9))
    }

    @Test func aSingularTransformInvertsToItself() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test func anAffineTransformRoundTrips() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        #expect(CATransform3DEqualToTransform(t, t))
    }

    @Test func perspectiveIsKeptAsData() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == .identity)
    }
}
