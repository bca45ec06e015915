import Testing
@testable import TouchKit

/// UIDynamicAnimator's API: items(in:), updateItem, pausing and resuming, the clock, frame-rate independence.
@MainActor
@Suite struct DynamicsAnimatorTests {
    @Test func itemsInRectReturnsExactlyTheIntersectingItems() {
        let scene = DynamicsScene()
        let a = scene.item(at: CGPoint(x: 50, y: 50))      // frame 0...100
        let b = scene.item(at: CGPoint(x: 250, y: 50))     // frame 200...300
        let c = scene.item(at: CGPoint(x: 50, y: 350))     // frame 300...400 in y
        let turned = scene.item(at: CGPoint(x: 250, y: 300))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 4) // reaches 250 − 70.7 in x
        scene.animator.addBehavior(UIGravityBehavior(items: [a, b, c, turned]))
        let result = scene.animator.items(in: CGRect(x: 90, y: 40, width: 95, height: 250))
        #expect(result.map { ObjectIdentifier($0) } == [ObjectIdentifier(a), ObjectIdentifier(turned)])
        #expect(scene.animator.items(in: CGRect(x: 120, y: 120, width: 20, height: 20)).isEmpty)
        #expect(scene.animator.items(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
        // Items the behaviors name twice are listed once.
        scene.animator.addBehavior(UIDynamicItemBehavior(items: [a]))
        #expect(scene.animator.items(in: CGRect(x: 0, y: 0, width: 10, height: 10)).count == 1)
    }

    @Test func itemsInRectFollowsTheSimulation() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 50, y: 50))
        scene.animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.run(for: 1) // falls 500 pt
        #expect(scene.animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100)).isEmpty)
        #expect(scene.animator.items(in: CGRect(x: 0, y: 500, width: 100, height: 100)).count == 1)
    }

    @Test func animatorReportsResumeAndPauseToItsDelegate() {
        let scene = DynamicsScene()
        let log = AnimatorDelegateLog()
        scene.animator.delegate = log
        let item = scene.item(at: CGPoint(x: 200, y: 300))
        #expect(!scene.animator.isRunning)
        let spring = scene.spring(item, to: CGPoint(x: 200, y: 400), length: 0, frequency: 2, damping: 1)
        #expect(log.calls == ["resume"])
        #expect(scene.animator.isRunning)
        scene.run(for: 3)
        #expect(log.calls == ["resume", "pause"])
        #expect(!scene.animator.isRunning)
        let elapsed = scene.animator.elapsedTime
        #expect(elapsed > 0.5 && elapsed < 3)
        scene.run(for: 1)
        #expect(scene.animator.elapsedTime == elapsed, "no time passes while paused")
        // Moving the anchor wakes it.
        spring.anchorPoint = CGPoint(x: 200, y: 500)
        #expect(log.calls == ["resume", "pause", "resume"])
        scene.run(for: 3)
        #expect(log.calls == ["resume", "pause", "resume", "pause"])
        #expect(approximately(item.center, CGPoint(x: 200, y: 500), within: 0.5))
    }

    /// The delegate hears `dynamicAnimatorWillResume` when a behavior starts the animator and
    /// `dynamicAnimatorDidPause` when its items come to rest; a behavior added or removed resumes it again.
    @Test(.tags(.factSheet)) func addingAndRemovingBehaviorsResumesAPausedAnimator() {
        let scene = DynamicsScene()
        let log = AnimatorDelegateLog()
        scene.animator.delegate = log
        let item = scene.item(at: CGPoint(x: 200, y: 300))
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 200, y: 300))
        scene.animator.addBehavior(snap)
        scene.run(for: 1)
        #expect(log.calls == ["resume", "pause"])
        #expect(!scene.animator.isRunning)
        let gravity = UIGravityBehavior(items: [item])
        scene.animator.addBehavior(gravity)
        #expect(log.calls.last == "resume")
        scene.run(for: 2)
        #expect(log.calls.last == "pause")
        // Removing every behavior of a paused animator has nothing to resume.
        scene.animator.removeAllBehaviors()
        #expect(log.calls.last == "pause")
        #expect(scene.animator.behaviors.isEmpty)
    }

    @Test func updateItemUsingCurrentStatePicksUpAnExternalMove() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 400))
        scene.spring(item, to: CGPoint(x: 200, y: 400), frequency: 1.5, damping: 0.5)
        scene.run(for: 1)
        #expect(!scene.animator.isRunning)
        // The 2013 talk's stretch: move the item by the scroll delta, then tell the animator.
        item.center.y += 60
        scene.animator.updateItem(usingCurrentState: item)
        #expect(scene.animator.isRunning)
        var lowest: CGFloat = 460
        scene.run(for: 0.2) { _ in lowest = min(lowest, item.center.y) }
        #expect(lowest < 450, "the spring pulls the moved item back")
        scene.run(for: 5)
        #expect(approximately(item.center, CGPoint(x: 200, y: 400), within: 0.5))
    }

    @Test func withoutUpdateItemTheAnimatorKeepsItsOwnState() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 0))
        scene.animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.run(for: 0.5)
        let simulated = item.center.y
        item.center.x = 50 // not told: the next frame writes the simulated position back
        scene.run(for: 1.0 / 60)
        #expect(item.center.x == 50 || item.center.x == 200)
        #expect(item.center.y > simulated)
    }

    @Test func oneSecondAsSixtyOrAsOneHundredTwentyFramesGivesTheSameResult() {
        func simulate(framesPerSecond: Int) -> [CGPoint] {
            let scene = DynamicsScene(framesPerSecond: framesPerSecond)
            let springy = scene.item(at: CGPoint(x: 100, y: 100))
            let falling = scene.item(at: CGPoint(x: 300, y: 100), size: CGSize(width: 60, height: 40))
            let spring = UIAttachmentBehavior(item: springy, offsetFromCenter: UIOffset(horizontal: 20, vertical: 10),
                                              attachedToAnchor: CGPoint(x: 150, y: 300))
            spring.length = 0
            spring.frequency = 1.3
            spring.damping = 0.2
            let collision = UICollisionBehavior(items: [springy, falling])
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = UIDynamicItemBehavior(items: [falling])
            properties.elasticity = 0.6
            scene.animator.addBehavior(spring)
            scene.animator.addBehavior(UIGravityBehavior(items: [falling]))
            scene.animator.addBehavior(collision)
            scene.animator.addBehavior(properties)
            properties.addLinearVelocity(CGPoint(x: -250, y: 0), for: falling)
            scene.run(for: 1)
            return [springy.center, falling.center, CGPoint(x: rotationAngle(of: springy.transform), y: 0)]
        }
        let at60 = simulate(framesPerSecond: 60)
        let at120 = simulate(framesPerSecond: 120)
        #expect(at60 == at120)
        #expect(at60[1] != CGPoint(x: 300, y: 100), "the falling item moved")
    }

    @Test func stepsAreIndependentOfFrameJitter() {
        // A host whose frames arrive irregularly (advance(to:) past several frames) lands in the same place.
        func simulate(_ times: [TimeInterval]) -> CGPoint {
            let scene = DynamicsScene()
            let item = scene.item(at: CGPoint(x: 200, y: 0))
            scene.animator.addBehavior(UIGravityBehavior(items: [item]))
            for time in times { scene.clock.advance(to: time) }
            return item.center
        }
        #expect(simulate([0.5]) == simulate([0.1, 0.13, 0.3, 0.31, 0.5]))
    }

    @Test func animatorWithAReferenceViewOutsideAWindowWaitsForAClock() {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let item = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        reference.addSubview(item)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        #expect(!animator.isRunning)
        let clock = MediaClock()
        animator.clock = clock
        #expect(animator.isRunning)
        clock.advance(by: 0.5)
        #expect(approximately(item.center.y, 50 + 125, within: 2.5))
    }

    @Test func referenceViewThatJoinsAWindowLaterStartsAtTheNextChange() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let reference = UIView(frame: window.bounds)
        let item = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        reference.addSubview(item)
        let animator = UIDynamicAnimator(referenceView: reference)
        let gravity = UIGravityBehavior(items: [item])
        animator.addBehavior(gravity)
        #expect(!animator.isRunning)
        window.addSubview(reference)
        gravity.magnitude = 1 // unchanged: nothing to restart
        #expect(!animator.isRunning)
        gravity.magnitude = 0.5
        #expect(animator.isRunning)
        window.clock.advance(by: 1)
        #expect(approximately(item.center.y, 50 + 250, within: 5))
    }

    @Test func referencelessAnimatorMovesLayoutItemsOnItsClock() {
        let clock = MediaClock()
        let animator = UIDynamicAnimator(clock: clock)
        let attributes = RecordingDynamicItem(center: CGPoint(x: 50, y: 100))
        let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: CGPoint(x: 50, y: 100))
        spring.frequency = 1
        spring.damping = 0.8
        animator.addBehavior(spring)
        attributes.center.y += 40
        animator.updateItem(usingCurrentState: attributes)
        clock.advance(by: 4)
        #expect(approximately(attributes.center, CGPoint(x: 50, y: 100), within: 0.5))
        #expect(!animator.isRunning)
        // Without a reference view there is no reference boundary: a collision behavior does not hold the item.
        let gravity = UIGravityBehavior(items: [attributes])
        let collision = UICollisionBehavior(items: [attributes])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.removeAllBehaviors()
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        clock.advance(by: 1)
        #expect(attributes.center.y > 500)
    }

    @Test func behaviorActionRunsEveryFrameWhileRunning() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 0))
        let gravity = UIGravityBehavior(items: [item])
        let parent = UIDynamicBehavior()
        parent.addChildBehavior(gravity)
        var parentFrames = 0, childFrames = 0
        parent.action = { parentFrames += 1 }
        gravity.action = { childFrames += 1 }
        scene.animator.addBehavior(parent)
        #expect(gravity.dynamicAnimator === scene.animator)
        scene.run(for: 0.5)
        #expect(parentFrames == 30)
        #expect(childFrames == 30)
        #expect(approximately(item.center.y, 125, within: 2.5), "the child's gravity acts")
    }

    @Test func collisionDelegateHearsContactsBeginAndEnd() {
        final class Log: UICollisionBehaviorDelegate {
            var events: [String] = []
            func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                                   withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint) {
                events.append("began \(identifier.map { "\($0)" } ?? "bounds")")
            }
            func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                                   withBoundaryIdentifier identifier: AnyHashable?) {
                events.append("ended \(identifier.map { "\($0)" } ?? "bounds")")
            }
        }
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 200, y: 100), size: CGSize(width: 50, height: 50))
        let collision = UICollisionBehavior(items: [item])
        collision.addBoundary(withIdentifier: "shelf", from: CGPoint(x: 0, y: 400), to: CGPoint(x: 400, y: 400))
        #expect(collision.boundaryIdentifiers == ["shelf"])
        let log = Log()
        collision.collisionDelegate = log
        let properties = UIDynamicItemBehavior(items: [item])
        properties.elasticity = 0.5
        scene.animator.addBehavior(collision)
        scene.animator.addBehavior(properties)
        scene.animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.run(for: 3)
        #expect(log.events.first == "began shelf")
        #expect(log.events.contains("ended shelf"), "it bounced off")
        #expect(abs(item.frame.maxY - 400) <= 1, "and came to rest on the shelf")
    }

    // MARK: How items are written (plain, unobserved views take a shortcut that must not show)

    @Test func aViewSubclassIsMovedThroughItsCenterSetter() {
        final class CountingView: UIView {
            var centersSet: [CGPoint] = []
            override var center: CGPoint {
                get { super.center }
                set {
                    centersSet.append(newValue)
                    super.center = newValue
                }
            }
        }
        let scene = DynamicsScene()
        let plain = scene.item(at: CGPoint(x: 100, y: 100))
        let counting = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        counting.center = CGPoint(x: 300, y: 100)
        scene.reference.addSubview(counting)
        counting.centersSet = []
        scene.animator.addBehavior(UIGravityBehavior(items: [plain, counting]))
        scene.run(for: 0.5)
        #expect(counting.centersSet.count == 30, "one write a frame")
        #expect(counting.centersSet.last == counting.center)
        #expect(counting.center.y == plain.center.y)
    }

    @Test func anObservedViewHearsEachMoveWithTheEarlierItemsAlreadyWrittenAndTheLaterOnesNot() {
        let scene = DynamicsScene()
        let first = scene.item(at: CGPoint(x: 50, y: 100))
        let observed = scene.item(at: CGPoint(x: 200, y: 100))
        let last = scene.item(at: CGPoint(x: 350, y: 100))
        scene.animator.addBehavior(UIGravityBehavior(items: [first, observed, last]))
        var seen: [(observed: CGFloat, first: CGFloat, last: CGFloat)] = []
        let observation = observed.observe(\.center, options: [.new]) { _, change in
            seen.append((change.newValue!.y, first.center.y, last.center.y))
        }
        var lastBefore: [CGFloat] = []
        for _ in 1...10 {
            lastBefore.append(last.center.y)
            scene.clock.advance(by: 1.0 / 60)
        }
        #expect(seen.count == 10)
        for (k, sample) in seen.enumerated() {
            #expect(sample.first == sample.observed, "the item before it was written first")
            #expect(sample.last == lastBefore[k], "the item after it is written after it")
        }
        #expect(last.center.y == observed.center.y)
        observation.invalidate()
    }

    @Test func aFrameRunInsideAnAnimationsBlockAnimatesTheItemsItMoves() {
        let scene = DynamicsScene()
        let item = scene.item(at: CGPoint(x: 100, y: 100))
        scene.animator.addBehavior(UIGravityBehavior(items: [item]))
        scene.run(for: 0.5)
        let before = item.center
        UIView.animate(withDuration: 1) { scene.clock.advance(by: 1.0 / 60) }
        #expect(item.center.y > before.y, "the model value moved at once")
        #expect(item.layer.presentation()!.position == before, "what is shown starts where the item was")
    }
}

extension DynamicsAnimatorTests {
    @Test(.tags(.factSheet)) func dynamicsDefaults() {
        let dyn = DynamicsScene()
        let item = dyn.item(at: CGPoint(x: 100, y: 100))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 250))
        #expect(abs(attachment.length - 150) < 1e-6)
        let snap = UISnapBehavior(item: item, snapTo: .zero)
        #expect(snap.damping == 0.5)
        let behavior = UIDynamicItemBehavior(items: [item])
        #expect(behavior.density == 1)
        #expect(behavior.resistance == 0)
        #expect(behavior.angularResistance == 0)
        #expect(behavior.allowsRotation)
        #expect(!dyn.animator.isRunning)
        dyn.animator.addBehavior(UIGravityBehavior(items: [item]))
        dyn.run(for: 0.05)
        #expect(dyn.animator.isRunning)
        #expect(dyn.animator.items(in: dyn.reference.bounds).count == 1)
    }

    /// A spring's or a snap's parameters changed while it runs take effect at the next step: the world computes the
    /// joint's coefficients again after every behavior's update, whatever the behavior changed.
    @Test func springAndSnapParametersChangedWhileRunningTakeEffect() {
        func run(changing: Bool) -> (spring: CGPoint, snap: CGPoint) {
            let scene = DynamicsScene()
            let hanging = scene.item(at: CGPoint(x: 100, y: 100))
            let spring = scene.spring(hanging, to: CGPoint(x: 100, y: 300), length: 0, frequency: 1, damping: 0.1)
            let snapping = scene.item(at: CGPoint(x: 300, y: 100))
            let snap = UISnapBehavior(item: snapping, snapTo: CGPoint(x: 300, y: 400))
            snap.damping = 0.1
            scene.animator.addBehavior(snap)
            scene.run(for: 0.1)
            if changing {
                spring.frequency = 4
                snap.damping = 1
            }
            scene.run(for: 0.1)
            return (hanging.center, snapping.center)
        }
        let kept = run(changing: false), changed = run(changing: true)
        #expect(kept.spring != changed.spring, "a stiffer spring pulls the item further in the same time")
        #expect(kept.snap != changed.snap, "a damped snap moves the item differently")
    }
}
