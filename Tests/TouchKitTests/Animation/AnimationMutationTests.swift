import Testing
@testable import TouchKit
import TouchKitTesting

/// App code that mutates the scene from animation blocks, completions and touch handlers during animations: defined
/// behaviour, no crash, and every touch a view began ends exactly once.
@MainActor
struct AnimationMutationTests {
    let scene = Scene()

    /// A view that animates itself away on touch down, without `.allowUserInteraction`: the touch it has carries on.
    final class FlyAwayView: UIView {
        var phases: [UITouch.Phase] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            phases.append(.began)
            UIView.animate(withDuration: 0.3) { self.center.x += 200 }
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.moved) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.ended) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.cancelled) }
    }

    @Test func aViewThatStartsAnAnimationWhenTouchedKeepsTheTouchItHas() {
        let checker = TouchInvariantChecker(window: scene.window)
        let view = FlyAwayView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
        let finger = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        scene.simulator.move(finger, to: CGPoint(x: 60, y: 50), duration: 0.1)
        scene.simulator.up(finger)
        #expect(view.phases.first == .began)
        #expect(view.phases.last == .ended)
        #expect(view.phases.dropFirst().dropLast().allSatisfy { $0 == .moved })
        #expect(checker.violations.isEmpty)
    }

    /// A view that takes itself out of its superview when its touch is cancelled (app clean-up code).
    final class LeavesOnCancelView: UIView {
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { removeFromSuperview() }
    }

    /// The fuzzer's leak (`Fuzz/crashes/animation-kept-a-view-taken-out-while-its-container-left`, replayed below): a container
    /// leaves the window; cancelling the touch on an animated view inside it is app code that takes the view out of
    /// the container, so the walk over the container's subtree that ends animations no longer reached it, and the
    /// animation (which holds its views until it ends) kept the view alive forever. The animated views are now found
    /// before any app code runs.
    @Test(.tags(.fuzzer)) func aViewTakenOutWhileItsContainerLeavesTheWindowLosesItsAnimationAndDeallocates() {
        let log = CompletionLog()
        weak var released: UIView?
        do {
            let container = scene.plainView(CGRect(x: 0, y: 0, width: 200, height: 200))
            let view = LeavesOnCancelView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            container.addSubview(view)
            released = view
            let finger = scene.simulator.down(at: CGPoint(x: 50, y: 50))
            UIView.animate(withDuration: 1, animations: { view.center.x = 150 }, completion: log.record)
            container.removeFromSuperview()
            #expect(view.superview == nil)
            scene.simulator.up(finger)
        }
        #expect(log.calls == [false])
        #expect(released == nil)
        #expect(replayFuzzInput("animation-kept-a-view-taken-out-while-its-container-left").isEmpty)
    }

    @Test func removingTheViewInsideTheAnimationsBlockAppliesAtOnce() {
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = CompletionLog()
        UIView.animate(withDuration: 1, animations: {
            view.center.x = 250
            view.removeFromSuperview()
        }, completion: log.record)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()!.position.x == 250)
        #expect(log.calls == [true])   // no changed view in a window: at once
    }

    @Test func aCompletionThatRemovesAnimationsAndViewsIsSafe() {
        let first = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = scene.recordingView(CGRect(x: 0, y: 200, width: 100, height: 100))
        let log = CompletionLog()
        UIView.animate(withDuration: 2, animations: { second.alpha = 0 }, completion: log.record)
        UIView.animate(withDuration: 1, animations: { first.alpha = 0 }, completion: { _ in
            second.layer.removeAllAnimations()
            first.removeFromSuperview()
            second.removeFromSuperview()
        })
        scene.simulator.advance(by: 1)
        #expect(log.calls == [false])
        scene.simulator.advance(by: 2)
        #expect(log.calls == [false])
        #expect(!scene.window.clock.hasPendingWork)
    }

    @Test func viewsOfTwoWindowsAnimateOnTheFirstWindowsClockOnly() {
        let other = Scene()
        let here = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let there = other.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1) {
            here.center.x = 250
            there.center.x = 250
        }
        #expect(here.layer.animationKeys() == ["position"])
        #expect(there.layer.animationKeys() == nil)
        #expect(there.layer.presentation()!.position.x == 250)
    }

    @Test func nonFiniteValuesSetInsideTheBlockAreIgnoredAsOutsideIt() {
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1) {
            view.center = CGPoint(x: CGFloat.nan, y: 0)
            view.alpha = .infinity
        }
        #expect(view.layer.animationKeys() == nil)
        scene.simulator.advance(by: 0.5)
        #expect(view.layer.presentation()!.position == CGPoint(x: 50, y: 50))
    }
}
