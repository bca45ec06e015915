import Testing
@testable import TouchKit
import TouchKitTesting

@MainActor
@Suite struct TouchDeliveryTests {
    @Test func oneTouchObjectPerFingerWithItsViewFixedAtBegan() {
        let (scene, a) = Scene.withRecordingView(side: 100)
        let finger = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        let touch = scene.simulator.touch(for: finger)
        scene.simulator.move(finger, to: CGPoint(x: 300, y: 300))
        #expect(scene.simulator.touch(for: finger) === touch)
        #expect(touch?.view === a)
        #expect(touch?.location(in: a) == CGPoint(x: 300, y: 300))
        #expect(touch?.previousLocation(in: nil) == CGPoint(x: 50, y: 50))
        scene.simulator.up(finger)
        #expect(a.log == ["began 1", "moved 1", "ended 1"])
    }

    @Test func stationaryTouchesAreInTheEventButNotDelivered() {
        let (scene, view) = Scene.withRecordingView()
        view.isMultipleTouchEnabled = true
        let first = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        let second = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        let firstTouch = scene.simulator.touch(for: first)!
        #expect(firstTouch.phase == .stationary)
        #expect(scene.window.touchEvent.allTouches?.count == 2)
        scene.simulator.move(second, to: CGPoint(x: 120, y: 100))
        #expect(view.log == ["began 1", "began 2", "moved 2"])
    }

    @Test func allTouchesFollowsFingersGoingDownAndLiftingAndKeepsNoLiftedTouchAlive() {
        let (scene, view) = Scene.withRecordingView()
        view.isMultipleTouchEnabled = true
        let event = scene.window.touchEvent
        let first = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        let firstTouch = scene.simulator.touch(for: first)!
        #expect(event.allTouches == [firstTouch])
        let second = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        weak let secondTouch = scene.simulator.touch(for: second)
        #expect(event.allTouches == [firstTouch, secondTouch!])
        #expect(event.touches(for: view)?.count == 2)
        scene.simulator.up(second)
        #expect(secondTouch == nil)
        #expect(event.allTouches == [firstTouch])
        #expect(event.coalescedTouches(for: firstTouch) == [firstTouch])
        scene.simulator.up(first)
        #expect(event.allTouches == nil)
    }

    @Test func tapCountCountsQuickTapsInOnePlace() {
        let scene = Scene()
        scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        var counts: [Int] = []
        for _ in 0..<3 {
            let finger = scene.simulator.down(at: CGPoint(x: 50, y: 50))
            counts.append(scene.simulator.touch(for: finger)!.tapCount)
            scene.simulator.advance(by: 0.05)
            scene.simulator.up(finger)
            scene.simulator.advance(by: 0.1)
        }
        scene.simulator.advance(by: 1)
        let late = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        counts.append(scene.simulator.touch(for: late)!.tapCount)
        scene.simulator.up(late)
        scene.simulator.advance(by: 0.1)
        let far = scene.simulator.down(at: CGPoint(x: 300, y: 300))
        counts.append(scene.simulator.touch(for: far)!.tapCount)
        #expect(counts == [1, 2, 3, 1, 1])
    }

    @Test func viewWithoutMultipleTouchGetsOnlyTheFirstTouch() {
        let (scene, view) = Scene.withRecordingView()
        let first = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        let second = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.up(second)
        scene.simulator.up(first)
        #expect(view.log == ["began 1", "ended 1"])
        view.log = []
        view.isMultipleTouchEnabled = true
        let third = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        let fourth = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.perform { $0.up(third); $0.up(fourth) }
        #expect(view.log == ["began 3", "began 4", "ended 3", "ended 4"])
    }

    @Test func exclusiveTouchViewBlocksOtherViews() {
        let scene = Scene()
        let exclusive = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = scene.recordingView(CGRect(x: 200, y: 200, width: 100, height: 100))
        let first = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        let second = scene.simulator.down(at: CGPoint(x: 250, y: 250))
        scene.simulator.up(second)
        scene.simulator.up(first)
        #expect(exclusive.log == ["began 1", "ended 1"])
        #expect(other.log.isEmpty)
        // And the other way: the exclusive view gets nothing while another view is touched.
        let third = scene.simulator.down(at: CGPoint(x: 250, y: 250))
        let fourth = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        scene.simulator.up(fourth)
        scene.simulator.up(third)
        #expect(exclusive.log == ["began 1", "ended 1"])
        #expect(other.log == ["began 3", "ended 3"])
    }

    @Test func defaultResponderMethodsForwardToTheSuperview() {
        let scene = Scene()
        let parent = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(child)
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(parent.log == ["began 1", "ended 1"])
        #expect(scene.simulator.window.touchEvent.allTouches == nil)
    }

    @Test func severalFingersInOneEventGoToEachViewOnce() {
        let scene = Scene()
        let left = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        left.isMultipleTouchEnabled = true
        let right = scene.recordingView(CGRect(x: 200, y: 0, width: 100, height: 100))
        var calls = 0
        final class Counting: UIView {
            var onBegan: () -> Void = {}
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan() }
        }
        scene.simulator.perform { frame in
            _ = frame.down(at: CGPoint(x: 10, y: 10))
            _ = frame.down(at: CGPoint(x: 20, y: 20))
            _ = frame.down(at: CGPoint(x: 250, y: 50))
        }
        calls = left.log.count
        #expect(calls == 2)
        #expect(right.log == ["began 3"])
        #expect(scene.window.touchEvent.touches(for: left)?.count == 2)
    }

    @Test func defaultTouchMethodsForwardThroughPlainViewsToTheFirstViewThatOverridesThem() {
        let scene = Scene()
        let outer = scene.recordingView(scene.window.bounds)
        let middle = RecordingView(frame: outer.bounds)
        middle.forwards = true
        // outer ← plain ← plain ← middle ← plain ← plain ← plain (hit)
        var parent: UIView = outer
        for view in [UIView(), UIView(), middle, UIView(), UIView(), UIView()] {
            view.frame = outer.bounds
            parent.addSubview(view)
            parent = view
        }
        let finger = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        scene.simulator.move(finger, to: CGPoint(x: 60, y: 50))
        scene.simulator.up(finger)
        let cancelled = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        scene.simulator.cancel(cancelled)
        #expect(middle.log == ["began 1", "moved 1", "ended 1", "began 2", "cancelled 2"])
        #expect(outer.log == ["began 1", "moved 1", "ended 1", "began 2", "cancelled 2"])
    }

    /// A plain window ends the default forwarding (the walk passes it by); a window subclass that overrides the
    /// touch methods gets what its plain views forward.
    @Test func defaultForwardingReachesAWindowSubclassThatOverridesTheTouchMethods() {
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let simulator = TouchSimulator(window: window)
        let plain = UIView(frame: window.bounds)
        window.addSubview(plain)
        plain.addSubview(UIView(frame: plain.bounds))
        let finger = simulator.down(at: CGPoint(x: 50, y: 50))
        simulator.move(finger, to: CGPoint(x: 60, y: 50))
        simulator.up(finger)
        #expect(window.log == ["began", "moved", "ended"])
        let plainWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        plainWindow.addSubview(UIView(frame: plainWindow.bounds))
        TouchSimulator(window: plainWindow).tap(at: CGPoint(x: 50, y: 50))
    }

    @Test func aViewThatOverridesNextSendsTheDefaultForwardingThere() {
        let scene = Scene()
        let elsewhere = scene.recordingView(CGRect(x: 300, y: 0, width: 10, height: 10))
        let container = scene.recordingView(scene.window.bounds)
        let redirecting = RedirectingView(frame: container.bounds)
        redirecting.redirect = elsewhere
        container.addSubview(redirecting)
        let plain = UIView(frame: container.bounds)
        redirecting.addSubview(plain)
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(elsewhere.log == ["began 1", "ended 1"])
        #expect(container.log.isEmpty)
    }
}

/// A view whose next responder is a view of the test's choosing rather than its superview.
@MainActor
private final class RedirectingView: UIView {
    var redirect: UIResponder?
    override var next: UIResponder? { redirect }
}

/// A window that records the touch methods it gets.
@MainActor
private final class RecordingWindow: UIWindow {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

extension TouchDeliveryTests {
    @Test(.tags(.factSheet)) func multipleTouchDisabledViewGetsOnlyTheFirstTouchButRecognizersGetAll() {
        let (scene, view) = Scene.withRecordingView()
        #expect(view.isMultipleTouchEnabled == false)
        let gr = ScriptedRecognizer()
        gr.cancelsTouchesInView = false
        gr.delaysTouchesEnded = false   // it never decides
        view.addGestureRecognizer(gr)
        let a = scene.simulator.down(at: p50)
        let b = scene.simulator.down(at: CGPoint(x: 150, y: 150))
        scene.simulator.up(b)
        scene.simulator.up(a)
        #expect(view.log == ["began 1", "ended 1"])
        #expect(gr.log.contains("began 2"))
    }

    @Test(.tags(.factSheet)) func exclusiveTouchBlocksDeliveryToOtherViews() {
        let scene = Scene()
        let exclusive = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(exclusive.isExclusiveTouch == false)
        exclusive.isExclusiveTouch = true
        let other = scene.recordingView(CGRect(x: 200, y: 0, width: 100, height: 100))
        let a = scene.simulator.down(at: p50)
        let b = scene.simulator.down(at: CGPoint(x: 250, y: 50))
        scene.simulator.up(b)
        scene.simulator.up(a)
        #expect(other.log.isEmpty)
        #expect(exclusive.log == ["began 1", "ended 1"])
    }
}
