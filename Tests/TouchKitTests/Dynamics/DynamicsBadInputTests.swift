import Testing
@testable import TouchKit

/// Bad input to UIKit Dynamics: each case has a defined outcome, never a crash, and never a NaN written to an item.
@MainActor
@Suite struct DynamicsBadInputTests {
    @Test func zeroSizeItemMovesAsMassOne() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 0, y: 400), size: .zero)
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.magnitude = 1
        let properties = UIDynamicItemBehavior(items: [item])
        scene.animator.addBehavior(push)
        scene.animator.addBehavior(properties)
        scene.run(for: 1)
        #expect(approximately(properties.linearVelocity(for: item).x, 100, within: 1e-6))
    }

    @Test(arguments: [CGFloat(0), -3])
    func nonPositiveDensityMovesAsMassOne(density: CGFloat) {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 0, y: 400), size: CGSize(width: 50, height: 50))
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.magnitude = 1
        let properties = UIDynamicItemBehavior(items: [item])
        properties.density = density
        #expect(properties.density == 0)
        scene.animator.addBehavior(push)
        scene.animator.addBehavior(properties)
        scene.run(for: 1)
        #expect(approximately(properties.linearVelocity(for: item).x, 100, within: 1e-6))
    }

    @Test func nonFiniteSettingsAreIgnored() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 200))
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 300))
        spring.frequency = .nan
        spring.damping = .infinity
        spring.length = .nan
        spring.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(spring.frequency == 0 && spring.damping == 0 && spring.length == 100)
        #expect(spring.anchorPoint == CGPoint(x: 200, y: 300))
        let properties = UIDynamicItemBehavior(items: [item])
        properties.density = .nan
        properties.elasticity = -.infinity
        properties.resistance = .nan
        #expect(properties.density == 1 && properties.elasticity == 0 && properties.resistance == 0)
        let gravity = UIGravityBehavior(items: [item])
        gravity.gravityDirection = CGVector(dx: CGFloat.nan, dy: 1)
        gravity.magnitude = .infinity
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.setAngle(.nan, magnitude: 1)
        #expect(push.magnitude == 0)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: CGFloat.infinity, y: 0))
        #expect(snap.snapPoint == CGPoint(x: 200, y: 200))
        snap.damping = 7
        #expect(snap.damping == 1)
        for behavior in [spring, properties, gravity, push] as [UIDynamicBehavior] { scene.animator.addBehavior(behavior) }
        properties.addLinearVelocity(CGPoint(x: CGFloat.nan, y: 0), for: item)
        properties.addAngularVelocity(.infinity, for: item)
        scene.run(for: 1)
        #expect(item.center.isFinite)
        #expect(properties.linearVelocity(for: item).isFinite)
    }

    @Test func itemWithNonFiniteGeometryIsSimulatedWithoutEverWritingNaN() {
        let clock = MediaClock()
        let animator = UIDynamicAnimator(clock: clock)
        let broken = RecordingDynamicItem(center: CGPoint(x: CGFloat.nan, y: 10),
                                          size: CGSize(width: CGFloat.nan, height: CGFloat.infinity))
        broken.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let healthy = RecordingDynamicItem(center: CGPoint(x: 100, y: 100))
        let collision = UICollisionBehavior(items: [broken, healthy])
        let spring = UIAttachmentBehavior(item: broken, attachedTo: healthy)
        spring.frequency = 3
        animator.addBehavior(collision)
        animator.addBehavior(spring)
        animator.addBehavior(UIGravityBehavior(items: [broken, healthy]))
        clock.advance(by: 1)
        #expect(!broken.writtenCenters.isEmpty && !healthy.writtenCenters.isEmpty)
        #expect(broken.writtenCenters.allSatisfy { $0.isFinite })
        #expect(healthy.writtenCenters.allSatisfy { $0.isFinite })
        #expect(rotationAngle(of: broken.transform).isFinite || broken.transform.a.isNaN)
    }

    @Test func extremeSpringsStayFinite() {
        let clock = MediaClock()
        let animator = UIDynamicAnimator(clock: clock)
        let item = RecordingDynamicItem(center: CGPoint(x: 0, y: 0), size: CGSize(width: 1e-6, height: 1e-6))
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 1e6, y: -1e6))
        spring.length = 0
        spring.frequency = 1e9
        spring.damping = 1e9
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.magnitude = 1e300
        animator.addBehavior(spring)
        animator.addBehavior(push)
        clock.advance(by: 1)
        #expect(item.writtenCenters.allSatisfy { $0.isFinite })
    }

    @Test func behaviorAddedTwiceIsSimulatedOnce() {
        func fall(addingTwice: Bool) -> (CGFloat, Int) {
            let scene = DynamicsScene()
            let item = scene.item(at: CGPoint(x: 200, y: 0))
            let gravity = UIGravityBehavior(items: [item])
            scene.animator.addBehavior(gravity)
            if addingTwice {
                scene.animator.addBehavior(gravity)
                gravity.addItem(item)
                // Nor can it join a second animator, or become a child elsewhere.
                let other = UIDynamicAnimator(referenceView: scene.reference)
                other.addBehavior(gravity)
                #expect(other.behaviors.isEmpty)
                UIDynamicBehavior().addChildBehavior(gravity)
                #expect(gravity.dynamicAnimator === scene.animator)
            }
            scene.run(for: 0.5)
            return (item.center.y, scene.animator.behaviors.count)
        }
        let once = fall(addingTwice: false), twice = fall(addingTwice: true)
        #expect(twice.1 == 1)
        #expect(once.0 == twice.0)
    }

    @Test func behaviorCannotBeItsOwnAncestor() {
        let parent = UIDynamicBehavior(), child = UIDynamicBehavior()
        parent.addChildBehavior(child)
        child.addChildBehavior(parent)
        parent.addChildBehavior(parent)
        #expect(parent.childBehaviors.count == 1 && child.childBehaviors.isEmpty)
    }

    @Test func itemRemovedFromItsViewMidSimulationKeepsBeingSimulated() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 300))
        scene.spring(item, to: CGPoint(x: 200, y: 400), length: 0, frequency: 2, damping: 0.7)
        scene.run(for: 0.1)
        item.removeFromSuperview()
        scene.run(for: 3)
        // Defined: the behavior still holds the item, so it settles at the anchor and the animator pauses.
        #expect(item.superview == nil)
        #expect(approximately(item.center, CGPoint(x: 200, y: 400), within: 0.5))
        #expect(!scene.animator.isRunning)
        #expect(scene.animator.items(in: CGRect(x: 190, y: 390, width: 20, height: 20)).count == 1)
    }

    @Test func referenceViewLeavingItsWindowMidSimulationKeepsItsClock() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 0))
        scene.animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.run(for: 0.25)
        scene.reference.removeFromSuperview()
        scene.run(for: 0.25)
        #expect(approximately(item.center.y, 125, within: 2.5))
    }

    @Test func behaviorRemovedFromInsideItsOwnActionStopsAtOnce() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 0))
        let gravity = UIGravityBehavior(items: [item])
        let sibling = UIDynamicBehavior()
        var gravityActions = 0, siblingActions = 0
        gravity.action = { [unowned gravity, animator = scene.animator] in
            gravityActions += 1
            if gravityActions == 3 { animator.removeBehavior(gravity) }
        }
        sibling.action = { siblingActions += 1 }
        scene.animator.addBehavior(gravity)
        scene.animator.addBehavior(sibling)
        scene.run(for: 0.5)
        #expect(gravityActions == 3)
        #expect(scene.animator.behaviors.count == 1)
        #expect(gravity.dynamicAnimator == nil)
        // The item stopped where the third frame left it.
        let heightAfterThreeFrames = 0.5 * 1000 * pow(3.0 / 60, 2)
        #expect(abs(Double(item.center.y) - heightAfterThreeFrames) < 1.5)
        #expect(!scene.animator.isRunning, "with no item left to move, it paused")
        #expect(siblingActions >= 3)
    }

    @Test func removingABehaviorFromInsideAnotherActionSkipsItsAction() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 0))
        let gravity = UIGravityBehavior(items: [item])
        let remover = UIDynamicBehavior()
        var gravityActions = 0
        gravity.action = { gravityActions += 1 }
        remover.action = { [animator = scene.animator] in animator.removeBehavior(gravity) }
        scene.animator.addBehavior(remover)
        scene.animator.addBehavior(gravity)
        scene.run(for: 0.1)
        #expect(gravityActions == 0)
    }

    @Test func itemAttachedToItselfHoldsNothing() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 0))
        scene.animator.addBehavior(UIAttachmentBehavior(item: item, attachedTo: item))
        scene.animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.run(for: 0.5)
        #expect(approximately(item.center.y, 125, within: 2.5))
    }

    @Test func velocityQueriesForUnknownItemsAreZero() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 0))
        let stranger = scene.item(at: CGPoint(x: 0, y: 0))
        let properties = UIDynamicItemBehavior(items: [item])
        properties.addLinearVelocity(CGPoint(x: 10, y: 0), for: stranger)
        #expect(properties.linearVelocity(for: stranger) == .zero)
        properties.addLinearVelocity(CGPoint(x: 10, y: 0), for: item)
        #expect(properties.linearVelocity(for: item) == CGPoint(x: 10, y: 0), "kept until the behavior joins")
        scene.animator.addBehavior(properties)
        scene.run(for: 1)
        #expect(approximately(item.center.x, 210, within: 0.1))
        scene.animator.updateItem(usingCurrentState: stranger) // not in the animator: ignored
    }
}
