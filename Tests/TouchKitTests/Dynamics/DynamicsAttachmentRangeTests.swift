import Testing
@testable import TouchKit

/// Sliding attachments and `attachmentRange` on sliding and pin attachments, as UIKit documents them: a sliding
/// attachment moves only along its axis, within the range (pt) from where it started; a pin turns within the range
/// (rad) from its starting angle.
@MainActor
@Suite struct DynamicsAttachmentRangeTests {
    @Test func slidingAttachmentMovesOnlyAlongItsAxis() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 100, y: 200), size: CGSize(width: 40, height: 40))
        scene.animator.addBehavior(UIAttachmentBehavior.slidingAttachment(
            with: item, attachmentAnchor: item.center, axisOfTranslation: CGVector(dx: 1, dy: 0)))
        let gravity = UIGravityBehavior(items: [item])
        gravity.gravityDirection = CGVector(dx: 0.6, dy: 0.8)  // down and to the right
        scene.animator.addBehavior(gravity)
        scene.run(for: 0.5)
        // Half a second of the horizontal part of gravity: ½ · 600 · 0.25 = 75 pt, and not a point down.
        #expect(approximately(item.center.x, 175, within: 3))
        #expect(approximately(item.center.y, 200, within: 0.5))
        #expect(abs(rotationAngle(of: item.transform)) < 0.01)
    }

    @Test func slidingAttachmentStopsAtTheEndsOfItsRange() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 200), size: CGSize(width: 40, height: 40))
        let slide = UIAttachmentBehavior.slidingAttachment(
            with: item, attachmentAnchor: item.center, axisOfTranslation: CGVector(dx: 0, dy: 1))
        slide.attachmentRange = UIFloatRange(minimum: -20, maximum: 50)
        scene.animator.addBehavior(slide)
        scene.animator.addBehavior(UIGravityBehavior(items: [item]))
        var farthest: CGFloat = 0
        scene.run(for: 1) { _ in farthest = max(farthest, item.center.y) }
        // Down the axis (its positive direction) by at most 50 pt.
        #expect(farthest < 250 + 1)
        #expect(approximately(item.center.y, 250, within: 1))
        #expect(approximately(item.center.x, 200, within: 0.5))

        // Gravity reversed: up to the other end, 20 pt above the start.
        let up = UIGravityBehavior(items: [item])
        up.gravityDirection = CGVector(dx: 0, dy: -1)
        scene.animator.removeAllBehaviors()
        scene.animator.addBehavior(slide)
        scene.animator.addBehavior(up)
        scene.run(for: 1)
        #expect(approximately(item.center.y, 180, within: 1))
    }

    @Test func zeroRangeStopsASlidingAttachmentSliding() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 200), size: CGSize(width: 40, height: 40))
        let slide = UIAttachmentBehavior.slidingAttachment(
            with: item, attachmentAnchor: item.center, axisOfTranslation: CGVector(dx: 0, dy: 1))
        slide.attachmentRange = .zero
        scene.animator.addBehavior(slide)
        scene.animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.run(for: 0.5)
        #expect(approximately(item.center.y, 200, within: 1))
    }

    @Test func slidingAttachmentBetweenTwoItemsKeepsThemOnTheAxis() {
        let scene = DynamicsScene()
        let rail = scene.item(at: CGPoint(x: 200, y: 200), size: CGSize(width: 40, height: 40))
        let carriage = scene.item(at: CGPoint(x: 260, y: 200), size: CGSize(width: 40, height: 40))
        let anchored = UIDynamicItemBehavior(items: [rail])
        anchored.isAnchored = true
        let slide = UIAttachmentBehavior.slidingAttachment(
            with: rail, attachedTo: carriage, attachmentAnchor: CGPoint(x: 230, y: 200),
            axisOfTranslation: CGVector(dx: 1, dy: 0))
        slide.attachmentRange = UIFloatRange(minimum: -100, maximum: 30)
        scene.animator.addBehavior(anchored)
        scene.animator.addBehavior(slide)
        let push = UIPushBehavior(items: [carriage], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 1)
        scene.animator.addBehavior(push)
        scene.animator.addBehavior(UIGravityBehavior(items: [carriage]))
        scene.run(for: 1)
        // The carriage slid right to the end of its range (30 pt) and never fell.
        #expect(approximately(carriage.center.x, 290, within: 1))
        #expect(approximately(carriage.center.y, 200, within: 1))
    }

    @Test func pinAttachmentTurnsOnlyWithinItsRange() {
        let scene = DynamicsScene()
        let hub = scene.item(at: CGPoint(x: 200, y: 200), size: CGSize(width: 40, height: 40))
        let arm = scene.item(at: CGPoint(x: 260, y: 200), size: CGSize(width: 80, height: 20))
        let pin = UIAttachmentBehavior.pinAttachment(with: hub, attachedTo: arm, attachmentAnchor: CGPoint(x: 220, y: 200))
        pin.attachmentRange = UIFloatRange(minimum: -0.2, maximum: 0.5)
        let anchored = UIDynamicItemBehavior(items: [hub])
        anchored.isAnchored = true
        scene.animator.addBehavior(pin)
        scene.animator.addBehavior(anchored)
        scene.animator.addBehavior(UIGravityBehavior(items: [arm]))
        // Gravity swings the arm clockwise (a positive angle on screen), stopped at 0.5 rad, still pinned.
        var largestTurn: CGFloat = 0, largestError: CGFloat = 0
        scene.run(for: 1) { _ in
            largestTurn = max(largestTurn, rotationAngle(of: arm.transform))
            largestError = max(largestError, abs(arm.center.distance(to: CGPoint(x: 220, y: 200)) - 40))
        }
        #expect(largestTurn < 0.5 + 0.03)
        #expect(approximately(rotationAngle(of: arm.transform), 0.5, within: 0.03))
        #expect(largestError < 0.5)
    }

    @Test func rangeThatLeavesOutZeroIsWidenedAndNaNEndsAreIgnored() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 200))
        let slide = UIAttachmentBehavior.slidingAttachment(
            with: item, attachmentAnchor: item.center, axisOfTranslation: CGVector(dx: 0, dy: 0))
        slide.attachmentRange = UIFloatRange(minimum: 10, maximum: 20)
        #expect(slide.attachmentRange == UIFloatRange(minimum: 0, maximum: 20))
        slide.attachmentRange = UIFloatRange(minimum: .nan, maximum: 5)
        #expect(slide.attachmentRange == UIFloatRange(minimum: -.infinity, maximum: 5))
        // A zero axis is horizontal: gravity straight down does not move the item.
        scene.animator.addBehavior(slide)
        scene.animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.run(for: 0.3)
        #expect(approximately(item.center.y, 200, within: 0.5))
    }

    @Test func rangeOnAnOrdinaryAttachmentChangesNothing() {
        func fall(withRange range: UIFloatRange) -> CGPoint {
            let scene = DynamicsScene()
            let item = scene.item(at: CGPoint(x: 200, y: 200))
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 100))
            spring.frequency = 2
            spring.attachmentRange = range
            scene.animator.addBehavior(spring)
            scene.animator.addBehavior(UIGravityBehavior(items: [item]))
            scene.run(for: 0.5)
            return item.center
        }
        #expect(fall(withRange: .infinite) == fall(withRange: .zero))
    }
}
