import Testing
import TouchKitTesting
import UIKit

@MainActor
@Suite struct PageTurnCoverViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let page = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 300))
    let cover = PageTurnCoverView(frame: CGRect(x: 100, y: 200, width: 200, height: 300))
    let simulator: TouchSimulator

    init() {
        window.addSubview(page)
        window.addSubview(cover)
        simulator = TouchSimulator(window: window)
    }

    @Test func theHingeMovesTheAnchorWithoutMovingTheCover() {
        #expect(cover.layer.anchorPoint == CGPoint(x: 0, y: 0.5))
        #expect(cover.frame == CGRect(x: 100, y: 200, width: 200, height: 300))
        #expect(cover.layer.position == CGPoint(x: 100, y: 350))
    }

    @Test func aPanPastHalfWayOpensTheCoverLeftOfTheHinge() {
        _ = simulator.drag(from: CGPoint(x: 280, y: 350), to: CGPoint(x: 140, y: 350), duration: 0.5)
        #expect(cover.isOpen)
        simulator.advance(by: 0.5)
        #expect(abs(abs(cover.currentAngle) - .pi) < 1e-9)
        #expect(cover.layer.transform.m34 != 0)
        // Open, the cover lies left of the hinge; the page under it takes touches again.
        #expect(abs(cover.frame.minX - (-100)) < 1e-6 && abs(cover.frame.maxX - 100) < 1e-6)
        #expect(window.hitTest(CGPoint(x: 200, y: 350), with: nil) === page)
        #expect(window.hitTest(CGPoint(x: 50, y: 350), with: nil) === cover)
        #expect(cover.turnsCompleted == 1)
    }

    @Test func aShortPanClosesTheCoverAgain() {
        _ = simulator.drag(from: CGPoint(x: 280, y: 350), to: CGPoint(x: 230, y: 350), duration: 0.5)
        simulator.advance(by: 0.5)
        #expect(!cover.isOpen)
        #expect(cover.layer.transform == CATransform3DIdentity || abs(cover.currentAngle) < 1e-9)
        #expect(window.hitTest(CGPoint(x: 200, y: 350), with: nil) === cover)
    }

    @Test func whileScrubbedTheTurnFollowsTheFingerUnanimated() {
        let finger = simulator.down(at: CGPoint(x: 280, y: 350))
        simulator.move(finger, to: CGPoint(x: 180, y: 350), duration: 0.3)
        // 100 of 200 points: a quarter turn, applied at once (actions disabled).
        #expect(abs(cover.currentAngle + .pi / 2) < 0.2)
        #expect(cover.layer.animationKeys() == nil)
        simulator.up(finger)
    }

    @Test func aTapTogglesTheCoverAndTheTransactionCompletesAfterTheTurn() {
        simulator.tap(at: CGPoint(x: 200, y: 350))
        #expect(cover.isOpen)
        #expect(cover.turnsCompleted == 0)
        simulator.advance(by: 0.4)
        #expect(cover.turnsCompleted == 1)
        simulator.tap(at: CGPoint(x: 50, y: 350))
        simulator.advance(by: 0.4)
        #expect(!cover.isOpen)
        #expect(cover.turnsCompleted == 2)
    }
}
