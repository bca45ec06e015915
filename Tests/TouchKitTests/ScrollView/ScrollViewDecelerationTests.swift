import Testing
@testable import TouchKit
import TouchKitTesting

/// A scroll view released by a moving finger: whether it decelerates (0.25 pt/ms), from what velocity, to what target
/// (clamped, the delegate may change it), how each frame's step follows `decelerationRate`, and paging's choice of
/// page. The formulas alone are in ScrollPhysicsTests. docs/UIKitFacts.md, "Scroll view".
@MainActor
@Suite struct ScrollViewDecelerationTests {
    @Test(.tags(.factSheet)) func scrollViewDecelerationRateSnapsToTheNearerRate() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.993)
        #expect(scrollView.decelerationRate.rawValue == 0.99)
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
        #expect(scrollView.decelerationRate.rawValue == 0.998)
    }

    @Test(.tags(.factSheet)) func scrollViewFlickTargetAndDelegateOrder() {
        let (scene, scrollView, recorder, _) = contentScene(content: CGSize(width: 400, height: 20_000))
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1000), duration: 0.1)
        #expect(recorder.velocities.count == 1)
        let v = recorder.velocities[0].y
        let offset = recorder.releaseOffsets[0].y
        let projected = offset - v / log(0.998)
        #expect(abs(recorder.targets[0].y - projected) <= 0.5)
        scene.simulator.settle()
        #expect(approximately(scrollView.contentOffset.y, recorder.targets[0].y, within: 0.5))
        #expect(recorder.collapsedWithoutDidScroll == [
            "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
        ])
        let afterBegin = recorder.log.drop { $0 != "willBeginDecelerating" }.dropFirst()
        #expect(afterBegin.first == "didScroll")
    }

    @Test(.tags(.factSheet)) func scrollViewReleaseBelow025PointsPerMillisecondDoesNotDecelerate() {
        let (scene, _, recorder, _) = contentScene()
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -200), duration: 0.3)
        scene.simulator.settle()
        #expect(recorder.log.contains("didEndDragging(false)"))
        #expect(!recorder.log.contains("willBeginDecelerating"))
    }

    @Test(.tags(.factSheet)) func scrollViewReleaseAbove025PointsPerMillisecondDecelerates() {
        let (scene, _, recorder, _) = contentScene()
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -300), duration: 0.3)
        scene.simulator.settle()
        #expect(recorder.log.contains("didEndDragging(true)"))
        #expect(recorder.log.contains("willBeginDecelerating"))
    }

    @Test(.tags(.factSheet)) func scrollViewReleaseVelocityBlends075PreviousWith025Current() {
        let (scene, _, recorder, _) = contentScene(content: CGSize(width: 400, height: 20_000))
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 700))
        // 1 pt/ms for several frames, then a last frame at 3 pt/ms.
        scene.simulator.move(f, to: CGPoint(x: 200, y: 600), duration: 0.1)
        scene.simulator.advance(by: 0.01)
        scene.simulator.move(f, to: CGPoint(x: 200, y: 570))
        scene.simulator.up(f)
        let v = abs(recorder.velocities[0].y)
        // With 0.25 × 3 + 0.75 × 1 the velocity is 1.5 pt/ms; a 0.2/0.8 pan-style blend would give 1.4.
        #expect(abs(v - 1.5) < 0.05)
        scene.simulator.settle()
    }

    @Test(.tags(.factSheet)) func scrollViewProjectedTargetIsClampedAndTheDelegateMayChangeIt() {
        let (scene, scrollView, recorder, _) = contentScene(content: CGSize(width: 400, height: 1600))
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2000), duration: 0.1)
        #expect(recorder.targets.first?.y == 800)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == 800)
        recorder.replaceTarget = CGPoint(x: 0, y: 300)
        scene.simulator.flick(from: CGPoint(x: 200, y: 100), velocity: CGPoint(x: 0, y: 2000), duration: 0.1)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == 300)
    }

    @Test(.tags(.factSheet)) func scrollViewDecelerationStepFollowsTheRateAndStopsBelow001() {
        let (scene, scrollView, recorder, _) = contentScene(content: CGSize(width: 400, height: 100_000))
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1000), duration: 0.1)
        let d: CGFloat = 0.998
        var offsets: [CGFloat] = [scrollView.contentOffset.y]
        while scrollView.isDecelerating && offsets.count < 2000 {
            scene.simulator.advance(by: scene.simulator.frameDuration)
            offsets.append(scrollView.contentOffset.y)
        }
        // offset += v·d·(1 − f)/(1 − d), v *= f: the distance covered in 20 frames shrinks by f^20 every 20 frames.
        let frameMs = scene.simulator.frameDuration * 1000
        let f20 = pow(d, CGFloat(20 * frameMs))
        let first = offsets[20] - offsets[0], second = offsets[40] - offsets[20]
        #expect(abs(second / first - f20) < 0.02)
        // It stops when |v| < 0.01 pt/ms: after ln(0.01/v0)/ln(d) ms.
        let v0 = abs(recorder.velocities[0].y)
        let expectedMs = Double(log(0.01 / v0) / log(d))
        #expect(abs(Double(offsets.count - 1) * frameMs - expectedMs) < 100)
    }

    @Test(.tags(.factSheet)) func scrollViewPagingVelocityThresholdAndDelegateOrder() {
        for (speed, expectedPage) in [(200.0, 0.0), (400.0, 1.0)] as [(CGFloat, CGFloat)] {
            let scene = Scene()
            let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 800 * 5))
            scrollView.isPagingEnabled = true
            // 30 pt of movement: the nearest page is page 0, so only the velocity can pick page 1.
            let f = scene.simulator.down(at: CGPoint(x: 200, y: 600))
            scene.simulator.move(f, to: CGPoint(x: 200, y: 600 - speed * 0.1), duration: 0.1)
            scene.simulator.up(f)
            #expect(recorder.targets.first?.y == expectedPage * 800, "speed \(speed)")
            scene.simulator.settle()
            #expect(scrollView.contentOffset.y == expectedPage * 800)
            #expect(recorder.collapsedWithoutDidScroll == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didEndDecelerating",
            ], "speed \(speed)")
        }
    }
}

/// A touch screen reports a finger only while it moves: one that rests and then lifts must not fling on the speed it
/// had before it stopped (UIPanGestureRecognizer.stoppedFingerInterval, 40 ms).
@MainActor
@Suite struct StoppedFingerReleaseTests {
    /// The finger flicks up at 2000 pt/s for 0.1 s without lifting, rests for `pause`, then lifts where it is.
    private func flickRestAndLift(_ scene: Scene, pause: TimeInterval) {
        let finger = scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2000), lift: false)
        scene.simulator.advance(by: pause)
        scene.simulator.up(finger)
    }

    @Test func aScrollViewReleasedAfterTheFingerRestedDoesNotDecelerate() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 10_000))
        flickRestAndLift(scene, pause: 0.2)
        let released = scrollView.contentOffset
        #expect(recorder.velocities == [.zero])
        #expect(recorder.targets == [released])
        #expect(recorder.collapsedWithoutDidScroll == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        scene.simulator.settle()
        #expect(scrollView.contentOffset == released)
        #expect(!scrollView.isDecelerating)
    }

    /// One frame (16.7 ms) of rest is within the 40 ms: the flick still coasts, on 0.75 of its speed (the lift is a
    /// sample with no movement).
    @Test func aScrollViewReleasedWithinTheStoppedFingerIntervalStillDecelerates() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 10_000))
        flickRestAndLift(scene, pause: scene.simulator.frameDuration)
        #expect(approximately(recorder.velocities.first?.y ?? 0, 0.75 * 2, within: 1e-6))
        #expect(scrollView.isDecelerating)
        #expect(recorder.log.contains("willBeginDecelerating"))
    }

    @Test func aPanLiftedAfterTheFingerRestedHasNoVelocity() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        let velocities = pan.record { $0.velocity(in: nil) }
        let finger = pan.simulator.flick(from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 0, y: 1200), lift: false)
        #expect(abs((velocities.values.last?.y ?? 0) - 1200) < 12)
        pan.simulator.advance(by: 0.2)
        pan.simulator.up(finger)
        #expect(pan.actions.names.last == "ended")
        #expect(velocities.values.last == .zero)
    }
}
