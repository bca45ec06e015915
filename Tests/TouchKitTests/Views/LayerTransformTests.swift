import Foundation
import Testing
@testable import TouchKit
import TouchKitTesting

/// `CALayer.transform` in 3D, `zPosition` and `sublayerTransform`: kept as data, with touches going through the
/// affine part (docs/UIKitFacts.md, "Hit testing and touches").
@MainActor
struct LayerTransformTests {
    let scene = Scene()
    /// A plain 100 × 100 pt view at (100, 100) in the window.
    let card: UIView

    init() {
        card = scene.plainView(CGRect(x: 100, y: 100, width: 100, height: 100))
    }

    @Test func aLayerTransformReadsBackWholeWithItsPerspective() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        card.layer.transform = t
        #expect(card.layer.transform == t)
        #expect(card.transform3D == t)
        #expect(card.transform == CATransform3DGetAffineTransform(t))
    }

    @Test func aCardTurnedHalfWayAboutYIsHitMirrored() {
        let leftHalf = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        card.addSubview(leftHalf)
        card.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        // The card's left half now shows on the right of its centre.
        #expect(scene.window.hitTest(CGPoint(x: 180, y: 150), with: nil) === leftHalf)
        #expect(scene.window.hitTest(CGPoint(x: 120, y: 150), with: nil) === card)
        let converted = card.convert(CGPoint(x: 10, y: 50), to: nil)
        #expect(abs(converted.x - 190) < 1e-9 && abs(converted.y - 150) < 1e-9)
    }

    @Test func aCardTurnedEdgeOnTakesNoTouchOffItsCentreLine() {
        card.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(scene.window.hitTest(CGPoint(x: 130, y: 150), with: nil) === scene.window)
    }

    @Test func settingTheViewTransformReplacesTheWholeMatrix() {
        var t = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
        t.m34 = -1 / 400
        card.layer.transform = t
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(card.layer.transform == CATransform3DMakeScale(2, 2, 1))
        card.transform = .identity
        #expect(card.layer.transform == CATransform3DIdentity)
    }

    @Test func anAffineLayerTransformIsTheViewTransform() {
        card.layer.transform = CATransform3DMakeTranslation(20, 0, 0)
        #expect(card.transform == CGAffineTransform(translationX: 20, y: 0))
        #expect(card.frame.origin.x == 120)
    }

    @Test func aNonFiniteLayerTransformIsIgnored() {
        let before = CATransform3DMakeRotation(0.5, 0, 1, 0)
        card.layer.transform = before
        var bad = CATransform3DIdentity
        bad.m34 = .nan
        card.layer.transform = bad
        #expect(card.layer.transform == before)
    }

    @Test func anAnchorPointOnTheLeftEdgeTurnsTheCardAboutThatEdge() {
        let frame = card.frame
        card.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        // UIKit keeps the position: the frame moves right by half the width.
        #expect(card.frame.origin.x == frame.origin.x + 50)
        card.layer.position = CGPoint(x: frame.minX, y: frame.midY)
        #expect(card.frame == frame)
        card.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        // Turned about its left edge, the card lies to the left of where it was.
        #expect(abs(card.frame.minX - (frame.minX - 100)) < 1e-9 && abs(card.frame.width - 100) < 1e-9)
        #expect(scene.window.hitTest(CGPoint(x: 50, y: 150), with: nil) === card)
    }

    @Test func zPositionDoesNotChangeWhichSiblingIsHitFirst() {
        let back = card
        let front = scene.plainView(card.frame)
        back.layer.zPosition = 100
        #expect(scene.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        #expect(back.layer.zPosition == 100)
        back.layer.zPosition = .infinity
        #expect(back.layer.zPosition == 100)
    }

    @Test func aPresentationCopyKeepsZPositionAndSublayerTransform() {
        card.layer.zPosition = 3
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 600
        card.layer.sublayerTransform = perspective
        let copy = card.layer.presentation()
        #expect(copy?.zPosition == 3)
        #expect(copy?.sublayerTransform == perspective)
        #expect(copy?.transform == CATransform3DIdentity)
    }
}
