import Testing
@testable import TouchKit

/// UIKit Dynamics against analytic answers (docs/UIKitFacts.md, "Dynamics").
@MainActor
@Suite struct DynamicsPhysicsTests {
    /// A 100×100 item on a zero-length spring, released `distance` points above its anchor.
    private func spring(frequency: CGFloat, damping: CGFloat, distance: CGFloat = 100, framesPerSecond: Int = 60)
        -> (scene: DynamicsScene, item: UIView, anchor: CGPoint)
    {
        let scene = DynamicsScene(framesPerSecond: framesPerSecond)
        let anchor = CGPoint(x: 200, y: 400)
        let item = scene.item(at: CGPoint(x: anchor.x, y: anchor.y - distance))
        scene.spring(item, to: anchor, length: 0, frequency: frequency, damping: damping)
        return (scene, item, anchor)
    }

    @Test func attachmentLengthDefaultsToTheInitialDistanceAndIsRigid() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 100, y: 100))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 130, y: 140))
        #expect(approximately(attachment.length, 50))
        #expect(attachment.frequency == 0)
        scene.animator.addBehavior(attachment)
        scene.animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.run(for: 2)
        // Rigid: a pendulum of length 50 under gravity.
        #expect(approximately(item.center.distance(to: CGPoint(x: 130, y: 140)), 50, within: 0.5))
    }

    @Test func criticallyDampedSpringNeverOvershootsAndSettlesInTheTimeItsFrequencyImplies() {
        let (scene, item, anchor) = spring(frequency: 1, damping: 1)
        var overshoot: CGFloat = 0
        var lastTimeOutside: TimeInterval = 0
        scene.run(for: 3) { time in
            let offset = item.center.y - anchor.y // starts at -100
            overshoot = max(overshoot, offset)
            if abs(offset) > 1 { lastTimeOutside = time }
        }
        #expect(overshoot <= 1)
        // x(t) = x₀(1 + ωt)e^(−ωt): the time to come within 1 pt of the anchor from 100 pt away.
        let omega = 2 * Double.pi
        var analytic = 0.0
        while 100 * (1 + omega * analytic) * exp(-omega * analytic) > 1 { analytic += 1e-4 }
        #expect(lastTimeOutside <= analytic * 1.05 + 1.0 / 60, "settled at \(lastTimeOutside) s, analytic \(analytic) s")
        #expect(lastTimeOutside >= analytic * 0.95 - 1.0 / 60)
    }

    @Test func underdampedSpringOvershootsAndOscillatesAtItsFrequency() {
        let (scene, item, anchor) = spring(frequency: 1, damping: 0.1, framesPerSecond: 120)
        var overshoot: CGFloat = 0
        var crossings: [TimeInterval] = []
        var previous: (time: TimeInterval, offset: CGFloat) = (0, -100)
        scene.run(for: 4) { time in
            let offset = item.center.y - anchor.y
            overshoot = max(overshoot, offset)
            if previous.offset < 0 && offset >= 0 {
                // Upward crossings of the anchor, interpolated between frames.
                crossings.append(previous.time + (time - previous.time) * Double(-previous.offset / (offset - previous.offset)))
            }
            previous = (time, offset)
        }
        // Analytic first overshoot: 100·e^(−ζπ/√(1−ζ²)) ≈ 73 pt.
        #expect(overshoot > 60 && overshoot < 75, "overshoot \(overshoot)")
        #expect(crossings.count >= 3)
        let periods = zip(crossings.dropFirst(), crossings).map { $0 - $1 }
        let period = periods.reduce(0, +) / Double(periods.count)
        #expect(abs(period - 1) <= 0.05, "period \(period) s for 1 Hz")
    }

    @Test(arguments: [0.25, 0.5, 1.0])
    func gravityMovesAnItemHalfOfAThousandTimesTSquared(seconds: Double) {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 0))
        scene.animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.run(for: seconds)
        let expected = 0.5 * 1000 * seconds * seconds
        #expect(abs(Double(item.center.y) - expected) <= 0.02 * expected, "fell \(item.center.y), expected \(expected)")
        #expect(item.center.x == 200)
    }

    @Test func gravityIgnoresMass() {
        let scene = DynamicsScene()
        let light = scene.item(at: CGPoint(x: 100, y: 0), size: CGSize(width: 10, height: 10))
        let heavy = scene.item(at: CGPoint(x: 300, y: 0), size: CGSize(width: 200, height: 200))
        scene.animator.addBehavior(UIGravityBehavior(items: [light, heavy]))
        scene.run(for: 0.5)
        #expect(light.center.y == heavy.center.y)
    }

    /// UIPushBehavior's documentation: magnitude 1 on a 100×100 item of density 1 is 100 pt/s²; mass is
    /// density × area, so twice the area or twice the density halves it.
    @Test(arguments: [
        (CGSize(width: 100, height: 100), CGFloat(1), 100.0),
        (CGSize(width: 200, height: 100), CGFloat(1), 50.0),
        (CGSize(width: 100, height: 100), CGFloat(2), 50.0),
        (CGSize(width: 50, height: 50), CGFloat(1), 400.0),
    ])
    func continuousPushAcceleratesByForceOverMass(size: CGSize, density: CGFloat, acceleration: Double) {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 0, y: 400), size: size)
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let properties = UIDynamicItemBehavior(items: [item])
        properties.density = density
        scene.animator.addBehavior(push)
        scene.animator.addBehavior(properties)
        scene.run(for: 1)
        let velocity = Double(properties.linearVelocity(for: item).x)
        #expect(abs(velocity - acceleration) <= 0.02 * acceleration, "v \(velocity) after 1 s")
        let distance = 0.5 * acceleration
        #expect(abs(Double(item.center.x) - distance) <= 0.02 * distance)
    }

    @Test func instantaneousPushChangesVelocityOnceAndDeactivates() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 100, y: 400))
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.setAngle(0, magnitude: 1)
        let properties = UIDynamicItemBehavior(items: [item])
        scene.animator.addBehavior(properties)
        scene.animator.addBehavior(push)
        scene.run(for: 0.5)
        #expect(!push.active)
        #expect(approximately(properties.linearVelocity(for: item).x, 100, within: 1e-9))
        push.active = true
        scene.run(for: 0.5)
        #expect(approximately(properties.linearVelocity(for: item).x, 200, within: 1e-9))
        let expectedX: CGFloat = 100 + 100 * 0.5 + 200 * 0.5
        #expect(approximately(item.center.x, expectedX, within: 1))
    }

    @Test func elasticCollisionWithTheBoundaryReturnsTheSpeed() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 400), size: CGSize(width: 50, height: 50))
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: [item])
        properties.elasticity = 1
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: item)
        var bounced = false
        scene.run(for: 1) { _ in if properties.linearVelocity(for: item).x < 0 { bounced = true } }
        #expect(bounced)
        let velocity = properties.linearVelocity(for: item)
        #expect(abs(abs(velocity.x) - 300) <= 0.02 * 300, "came back at \(velocity)")
        #expect(velocity.x < 0)
        #expect(item.frame.maxX <= 400 + DynamicsConstants.linearSlop)
    }

    @Test func inelasticItemStopsAtTheFloorAndTheAnimatorPauses() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 100))
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.run(for: 3)
        #expect(abs(item.frame.maxY - 800) <= 1)
        #expect(!scene.animator.isRunning)
    }

    @Test func itemsInOneCollisionBehaviorBounceOffEachOther() {
        let scene = DynamicsScene()
        let left = scene.item(at: CGPoint(x: 100, y: 400), size: CGSize(width: 50, height: 50))
        let right = scene.item(at: CGPoint(x: 300, y: 400), size: CGSize(width: 50, height: 50))
        scene.animator.addBehavior(UICollisionBehavior(items: [left, right]))
        let properties = UIDynamicItemBehavior(items: [left, right])
        properties.elasticity = 1
        scene.animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 200, y: 0), for: left)
        scene.run(for: 1)
        // Equal masses, elastic: the moving item stops and the other leaves at its speed.
        #expect(abs(properties.linearVelocity(for: left).x) <= 4)
        #expect(abs(properties.linearVelocity(for: right).x - 200) <= 4)
        #expect(right.frame.minX >= left.frame.maxX - 1)
    }

    @Test func snapSettlesOnItsPointAndStraightensTheItem() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 100, y: 100))
        item.transform = CGAffineTransform(rotationAngle: 0.5)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 500))
        #expect(snap.damping == 0.5)
        scene.animator.addBehavior(snap)
        scene.run(for: 4)
        #expect(approximately(item.center, CGPoint(x: 300, y: 500), within: 0.5))
        #expect(abs(rotationAngle(of: item.transform)) < 0.01)
        #expect(!scene.animator.isRunning)
    }

    @Test func springFromAnOffsetPointTurnsTheItem() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 300))
        let attachment = UIAttachmentBehavior(item: item, offsetFromCenter: UIOffset(horizontal: 40, vertical: 0),
                                              attachedToAnchor: CGPoint(x: 240, y: 200))
        scene.animator.addBehavior(attachment)
        scene.animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.run(for: 0.5)
        #expect(abs(rotationAngle(of: item.transform)) > 0.05)
    }

    @Test func limitAttachmentIsARopeThatOnlyPulls() {
        let scene = DynamicsScene()
        let top = scene.item(at: CGPoint(x: 200, y: 100), size: CGSize(width: 20, height: 20))
        let bottom = scene.item(at: CGPoint(x: 200, y: 200), size: CGSize(width: 20, height: 20))
        let rope = UIAttachmentBehavior.limitAttachment(with: top, offsetFromCenter: .zero, attachedTo: bottom, offsetFromCenter: .zero)
        #expect(approximately(rope.length, 100))
        let anchored = UIDynamicItemBehavior(items: [top])
        anchored.isAnchored = true
        scene.animator.addBehavior(rope)
        scene.animator.addBehavior(anchored)
        // Pushed up, the bottom item comes closer freely; then gravity pulls it back to the rope's length.
        let push = UIPushBehavior(items: [bottom], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -0.5) // 0.5 × 100 / mass 0.04: 1250 pt/s upwards
        scene.animator.addBehavior(push)
        var closest: CGFloat = 100
        scene.run(for: 0.1) { _ in closest = min(closest, bottom.center.y - top.center.y) }
        #expect(closest < 80)
        scene.animator.addBehavior(UIGravityBehavior(items: [bottom]))
        scene.run(for: 3)
        #expect(approximately(bottom.center.distance(to: top.center), 100, within: 1))
        #expect(top.center == CGPoint(x: 200, y: 100), "anchored items never move")
    }

    @Test func fixedAttachmentMovesTwoItemsAsOne() {
        let scene = DynamicsScene()
        let left = scene.item(at: CGPoint(x: 100, y: 100), size: CGSize(width: 50, height: 50))
        let right = scene.item(at: CGPoint(x: 150, y: 100), size: CGSize(width: 50, height: 50))
        let weld = UIAttachmentBehavior.fixedAttachment(with: left, attachedTo: right, attachmentAnchor: CGPoint(x: 125, y: 100))
        scene.animator.addBehavior(weld)
        scene.animator.addBehavior(UIGravityBehavior(items: [left, right]))
        let push = UIPushBehavior(items: [right], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -1)
        scene.animator.addBehavior(push)
        scene.run(for: 0.5)
        #expect(approximately(left.center.distance(to: right.center), 50, within: 0.5))
        // Both turned together, by the same angle.
        let angleLeft = rotationAngle(of: left.transform), angleRight = rotationAngle(of: right.transform)
        #expect(abs(angleLeft) > 0.01)
        #expect(abs(angleLeft - angleRight) < 0.01)
    }

    @Test func pinAttachmentLetsItemsTurnAboutThePin() {
        let scene = DynamicsScene()
        let hub = scene.item(at: CGPoint(x: 200, y: 200), size: CGSize(width: 40, height: 40))
        let arm = scene.item(at: CGPoint(x: 260, y: 200), size: CGSize(width: 80, height: 20))
        let pin = UIAttachmentBehavior.pinAttachment(with: hub, attachedTo: arm, attachmentAnchor: CGPoint(x: 220, y: 200))
        let anchored = UIDynamicItemBehavior(items: [hub])
        anchored.isAnchored = true
        scene.animator.addBehavior(pin)
        scene.animator.addBehavior(anchored)
        scene.animator.addBehavior(UIGravityBehavior(items: [arm]))
        // The arm swings down about the pin, which stays put: its centre stays 40 pt from the pin and passes below
        // it, the arm turned a quarter turn.
        var lowest: CGFloat = 0, largestError: CGFloat = 0, turnAtLowest: CGFloat = 0
        scene.run(for: 1) { _ in
            largestError = max(largestError, abs(arm.center.distance(to: CGPoint(x: 220, y: 200)) - 40))
            if arm.center.y > lowest { lowest = arm.center.y; turnAtLowest = rotationAngle(of: arm.transform) }
        }
        #expect(largestError < 0.5)
        #expect(lowest > 239)
        #expect(abs(turnAtLowest - .pi / 2) < 0.1)
    }

    @Test func ellipseStaysInsideARectangleBoundary() {
        @MainActor final class Ball: UIDynamicItem {
            var center: CGPoint
            var bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            var transform = CGAffineTransform.identity
            var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
            init(center: CGPoint) { self.center = center }
        }
        let ball = Ball(center: CGPoint(x: 150, y: 150))
        #expect(staysInside(ball, thrownAt: CGPoint(x: 400, y: -300), elasticity: 0.8, frames: 600) { collision in
            collision.addBoundary(withIdentifier: "box", for: CGRect(x: 100, y: 100, width: 200, height: 200))
        } isInside: { c in
            c.x >= 120 - 1 && c.x <= 280 + 1 && c.y >= 120 - 1 && c.y <= 280 + 1
        })
        // Settled on the floor, as a circle (a 16-gon): its centre about one radius above it.
        #expect(approximately(ball.center.y, 280, within: 1))
    }
}

extension DynamicsPhysicsTests {
    @Test(.tags(.factSheet)) func dynamicsGravityMagnitude1Is1000PointsPerSecondSquaredDownward() {
        let dyn = DynamicsScene()
        let item = dyn.item(at: CGPoint(x: 200, y: 100))
        let gravity = UIGravityBehavior(items: [item])
        #expect(gravity.magnitude == 1)
        #expect(gravity.gravityDirection.dx == 0 && gravity.gravityDirection.dy == 1)
        dyn.animator.addBehavior(gravity)
        dyn.run(for: 0.5)
        let fallen = item.center.y - 100
        #expect(abs(fallen - 125) < 125 * 0.03)
        #expect(abs(item.center.x - 200) < 1e-6)
    }

    @Test(.tags(.factSheet)) func dynamicsPushMagnitude1On100x100Is100PointsPerSecondSquared() {
        let dyn = DynamicsScene()
        let item = dyn.item(at: CGPoint(x: 100, y: 400))
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        #expect(push.magnitude == 1)
        dyn.animator.addBehavior(push)
        dyn.run(for: 1)
        #expect(abs((item.center.x - 100) - 50) < 50 * 0.03)
    }

    @Test(.tags(.factSheet)) func dynamicsAttachmentFrequencyIsInHertz() {
        let dyn = DynamicsScene()
        let item = dyn.item(at: CGPoint(x: 200, y: 300))
        dyn.spring(item, to: CGPoint(x: 200, y: 200), length: 50, frequency: 1, damping: 0)   // stretched by 50 pt
        var ys: [(TimeInterval, CGFloat)] = []
        dyn.run(for: 1.0) { t in ys.append((t, item.center.y)) }
        // Half a period (0.5 s) later it is on the other side of the rest point (y 250); after a full period back.
        let half = ys.min { abs($0.0 - 0.5) < abs($1.0 - 0.5) }!.1
        let full = ys.last!.1
        #expect(half < 250)
        #expect(abs(full - 300) < 10)
    }
}
