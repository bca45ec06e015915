import Testing
@testable import TouchKit

@Suite struct GeometryTests {
    /// Hit testing's inlined containment answers exactly as Foundation's `CGRect.contains(_:)`: half-open edges,
    /// negative sizes, empty, null and infinite rectangles, NaN and infinite points.
    @Test func inlinedContainmentAgreesWithFoundation() {
        let values: [CGFloat] = [-.infinity, -100, -10, -0.5, 0, 0.5, 10, 10.5, 20, 100, .infinity, .nan]
        let sizes: [CGFloat] = [-20, -10, 0, 10, 20, .infinity]
        var rects: [CGRect] = [.null, .infinite, .zero]
        for x in [-10, 0, 10] as [CGFloat] {
            for width in sizes {
                for height in sizes { rects.append(CGRect(x: x, y: x, width: width, height: height)) }
            }
        }
        var compared = 0
        for rect in rects {
            for x in values {
                for y in values {
                    let point = CGPoint(x: x, y: y)
                    #expect(rect.containsInline(point) == rect.contains(point), "\(rect) \(point)")
                    compared += 1
                }
            }
        }
        #expect(compared == rects.count * values.count * values.count)
    }

    /// A list's inlined intersection test answers as Core Graphics does, which is Foundation's `CGRect.intersects(_:)`
    /// on Linux less the rectangles that only touch (docs/UIKitFacts.md, "Rectangles"): never more than Foundation's
    /// closed answer, and always true where the overlap has an area; across negative sizes, null and infinite
    /// rectangles, rectangles that reach infinity, and fractional edges where standardizing rounds.
    @Test func inlinedIntersectionAgreesWithFoundationButForTouchingEdges() {
        let origins: [CGFloat] = [-.infinity, -30, -10, -0.1, 0, 0.1, 0.3, 10, 20, .infinity]
        let sizes: [CGFloat] = [-.infinity, -20, -10, -0.3, -0.0, 0, 0.2, 10, 20, .infinity]
        var rects: [CGRect] = [.null, .infinite, .zero]
        for x in origins {
            for width in sizes {
                // Foundation traps where a standardized edge is NaN (-inf + inf): those are left to the next test.
                let low = x + min(width, 0)
                guard x == .infinity || !(low + abs(width)).isNaN else { continue }
                rects.append(CGRect(x: x, y: 0, width: width, height: 10))
                rects.append(CGRect(x: 0, y: x, width: 10, height: width))
            }
        }
        var compared = 0, intersecting = 0
        for rect in rects {
            for other in rects {
                let closed = rect.intersects(other), inline = rect.intersectsInline(other)
                if inline { #expect(closed, "\(rect) \(other)") }
                let finite = [rect, other].allSatisfy { $0.origin.isFinite && $0.width.isFinite && $0.height.isFinite }
                if closed, finite, !rect.intersection(other).isEmpty { #expect(inline, "\(rect) \(other)") }
                compared += 1
                if inline { intersecting += 1 }
            }
        }
        #expect(compared == rects.count * rects.count)
        #expect(intersecting > compared / 8 && intersecting < compared * 3 / 4)
    }

    /// Where Foundation's `intersects(_:)` traps (a NaN coordinate, an edge at -inf + inf), the inlined test answers
    /// that nothing intersects, so a layout's broken frame hides the item instead of stopping the app.
    @Test func inlinedIntersectionOfBrokenRectanglesIsFalse() {
        let plain = CGRect(x: 0, y: 0, width: 100, height: 100)
        let broken = [
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan),
            CGRect(x: -CGFloat.infinity, y: 0, width: .infinity, height: 10), CGRect(x: 0, y: 10, width: 10, height: -.infinity),
        ]
        for rect in broken {
            #expect(!rect.intersectsInline(plain), "\(rect)")
            #expect(!plain.intersectsInline(rect), "\(rect)")
        }
    }

    @Test func identityAndTranslationAreExact() {
        let point = CGPoint(x: 0.1, y: 0.7)
        #expect(point.applying(.identity) == point)
        let moved = point.applying(CGAffineTransform(translationX: 0.2, y: -0.3))
        #expect(moved == CGPoint(x: 0.1 + 0.2, y: 0.7 - 0.3))
        #expect(CGAffineTransform(translationX: 3, y: 4).inverted() == CGAffineTransform(translationX: -3, y: -4))
        #expect(CGAffineTransform.identity.isIdentity)
    }

    @Test func concatenationAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let combined = scale.concatenating(translate)
        #expect(CGPoint(x: 1, y: 1).applying(combined) == CGPoint(x: 12, y: 3))
        #expect(scale.translatedBy(x: 10, y: 0) == CGAffineTransform(translationX: 10, y: 0).concatenating(scale))
    }

    @Test func rotationByQuarterTurnMapsXToY() {
        let rotated = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(approximately(rotated, CGPoint(x: 0, y: 1)))
    }

    @Test func inverseUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -2)
        let p = CGPoint(x: 13, y: -4)
        #expect(approximately(p.applying(t).applying(t.inverted()), p, within: 1e-12))
    }

    @Test func singularTransformInvertsToItself() {
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func rectApplyingGivesTheBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(approximately(rotated.minX, -20) && approximately(rotated.width, 20) && approximately(rotated.height, 10))
    }

    @Test func edgeInsetsShrinkRects() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100).inset(by: UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 15))
        #expect(rect == CGRect(x: 5, y: 10, width: 80, height: 70))
    }

    @Test func colorHexString() {
        #expect(UIColor.red.hexString == "#ff0000")
        #expect(UIColor.blue.withAlphaComponent(0.5).hexString == "#0000ff80")
    }
}
