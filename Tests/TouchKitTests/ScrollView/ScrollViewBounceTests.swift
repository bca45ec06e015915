import Testing
@testable import TouchKit
import TouchKitTesting

/// A scroll view past its edge: the rubber band while dragging, and the bounce back (a critically damped spring) that
/// ends at the edge. The formulas alone are in ScrollPhysicsTests. docs/UIKitFacts.md, "Scroll view".
@MainActor
@Suite struct ScrollViewBounceTests {
    @Test(.tags(.factSheet)) func scrollViewRubberBandPastTheEdge() {
        let (scene, scrollView, _, _) = contentScene()
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 100))
        scene.simulator.move(f, to: CGPoint(x: 200, y: 300), duration: 0.2)
        let x = scrollView.panGestureRecognizer.translation(in: scrollView).y
        let d = scrollView.bounds.height
        let b = (1 - 1 / (x * 0.55 / d + 1)) * d
        #expect(approximately(scrollView.contentOffset.y, -b, within: 0.5))
        scene.simulator.up(f)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test(.tags(.factSheet)) func scrollViewBounceBackEndsAtTheEdgeWithoutOvershoot() {
        let (scene, scrollView, _, _) = contentScene()
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 100))
        scene.simulator.move(f, to: CGPoint(x: 200, y: 300), duration: 0.2)
        scene.simulator.move(f, to: CGPoint(x: 200, y: 300), duration: 0.3)
        let start = scrollView.contentOffset.y
        scene.simulator.up(f)
        var minimum = start
        var maximum = start
        for _ in 0..<120 {
            scene.simulator.advance(by: scene.simulator.frameDuration)
            minimum = min(minimum, scrollView.contentOffset.y)
            maximum = max(maximum, scrollView.contentOffset.y)
        }
        #expect(maximum <= 0)
        #expect(scrollView.contentOffset.y == 0)
        #expect(!scrollView.isDecelerating)
    }

    @Test(.tags(.factSheet)) func scrollViewBounceBackIsACriticallyDampedSpringOfOmega10() {
        let (scene, scrollView, _, _) = contentScene()
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 100))
        scene.simulator.move(f, to: CGPoint(x: 200, y: 300), duration: 0.2)
        scene.simulator.move(f, to: CGPoint(x: 200, y: 300), duration: 1.0)   // still: the release velocity fades
        let x0 = scrollView.contentOffset.y
        scene.simulator.up(f)
        let start = scene.simulator.now
        var worst: CGFloat = 0
        for _ in 0..<30 {
            scene.simulator.advance(by: scene.simulator.frameDuration)
            let t = CGFloat(scene.simulator.now - start)
            let expected = x0 * (1 + 10 * t) * exp(-10 * t)
            worst = max(worst, abs(scrollView.contentOffset.y - expected))
        }
        #expect(worst <= 1.0)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == 0)
    }
}

/// Pull-to-refresh as iOS apps write it: pulled down past −60 when the finger lifts, the app sets
/// `contentInset.top = 60` (in `scrollViewDidEndDragging` or `scrollViewWillEndDragging`) so the content rests below
/// the refresh control at −60; when refreshing ends it sets the inset back and scrolls to the top.
@MainActor
@Suite struct PullToRefreshInsetTests {
    /// A 2000 pt list filling the window, at rest at the top.
    private func list() -> (Scene, UIScrollView, ScrollRecorder) {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        return (scene, scrollView, recorder)
    }

    /// The refresh control's rule: pulled past its 60 pt height, it takes 60 pt of inset.
    private func refreshIfPulled(_ scrollView: UIScrollView) {
        if scrollView.contentOffset.y <= -60 { scrollView.contentInset.top = 60 }
    }

    /// The finger pulls 300 pt down from the top (rubber-banded to about −133) and lifts moving down.
    private func pullDown(_ scene: Scene) {
        scene.simulator.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), duration: 0.3)
    }

    @Test func insetSetInDidEndDraggingMakesTheBounceSettleAtTheNewEdge() {
        let (scene, scrollView, recorder) = list()
        recorder.onDidEndDragging = refreshIfPulled
        pullDown(scene)
        #expect(scrollView.contentInset.top == 60)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == -60)
        #expect(!scrollView.isDecelerating)
        #expect(recorder.log.last == "didEndDecelerating")
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    /// The finger pulls down, rests (so the release has no velocity and nothing to project) and lifts: the bounce
    /// still heads for the edge the new inset makes, whether the inset is set at the lift or on the bounce's first
    /// frame (a KVO observer of `contentOffset` that sees `isDragging` turn false).
    @Test(arguments: [true, false])
    func insetSetAfterARestedReleaseMakesTheBounceSettleAtTheNewEdge(atLift: Bool) {
        let (scene, scrollView, recorder) = list()
        if atLift { recorder.onDidEndDragging = refreshIfPulled }
        let finger = scene.simulator.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), lift: false)
        scene.simulator.advance(by: 0.2)
        scene.simulator.up(finger)
        #expect(recorder.velocities.last == .zero)
        if !atLift {
            scene.simulator.advance(by: scene.simulator.frameDuration)
            #expect(scrollView.isDecelerating && scrollView.contentOffset.y < -60)
            refreshIfPulled(scrollView)
        }
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == -60)
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    @Test func insetSetInWillEndDraggingMakesTheBounceSettleAtTheNewEdge() {
        let (scene, scrollView, recorder) = list()
        recorder.onWillEndDragging = refreshIfPulled
        pullDown(scene)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == -60)
        #expect(recorder.log.last == "didEndDecelerating")
    }

    /// Two frames into the bounce back to 0 (still above −60), the inset grows: the bounce heads for −60 instead.
    @Test func insetChangedDuringTheBounceRetargetsIt() {
        let (scene, scrollView, recorder) = list()
        pullDown(scene)
        scene.simulator.advance(by: 2 * scene.simulator.frameDuration)
        #expect(scrollView.isDecelerating && scrollView.contentOffset.y < -60)
        scrollView.contentInset.top = 60
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == -60)
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    /// From 1000, a downward flick at 3000 pt/s projects past the top (710 − 1498.5), so it coasts to 0; a 100 pt top
    /// inset set while it coasts moves that edge, and it coasts on to −100.
    @Test func insetChangedDuringDecelerationRetargetsIt() {
        let (scene, scrollView, recorder) = list()
        scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        scene.simulator.flick(from: CGPoint(x: 200, y: 100), velocity: CGPoint(x: 0, y: 3000))
        #expect(recorder.targets.last == CGPoint(x: 0, y: 0))
        scene.simulator.advance(by: 0.1)
        #expect(scrollView.isDecelerating && scrollView.contentOffset.y > 0)
        scrollView.contentInset.top = 100
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == -100)
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    /// Bad input: a non-finite inset (here set while the content coasts) is ignored, as a non-finite content size is.
    @Test func aNonFiniteInsetIsIgnored() {
        let (scene, scrollView, recorder) = list()
        scrollView.contentInset.top = 60
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2000))
        #expect(scrollView.isDecelerating)
        scrollView.contentInset.top = .nan
        scrollView.contentInset.bottom = .infinity
        #expect(scrollView.contentInset == UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0))
        scene.simulator.settle()
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    /// Refreshing ends: the inset goes back to 0 inside an animation block (the content comes back at once in the
    /// model, animated on screen), or an animated scroll to the top comes first; the content ends at 0 and stays there.
    @Test(arguments: [true, false])
    func endingTheRefreshScrollsBackToTheTop(animateInset: Bool) {
        let (scene, scrollView, recorder) = list()
        recorder.onDidEndDragging = refreshIfPulled
        pullDown(scene)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == -60)
        if animateInset {
            // The model offset comes back at once (UIKit's inset setter); what is shown moves with the animation.
            UIView.animate(withDuration: 0.3) { scrollView.contentInset.top = 0 }
            #expect(scrollView.contentOffset.y == 0)
            scene.simulator.advance(by: 0.1)
            let shown = scrollView.layer.presentation()?.bounds.origin.y ?? 0
            #expect(shown > -60 && shown < 0)
            scene.simulator.settle()
            #expect(scrollView.layer.presentation()?.bounds.origin.y == 0)
            return
        }
        scrollView.setContentOffset(.zero, animated: true)
        scrollView.contentInset.top = 0
        scene.simulator.advance(by: 0.1)
        #expect(scrollView.contentOffset.y > -60 && scrollView.contentOffset.y < 0)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == 0)
        #expect(recorder.log.last == "didEndScrollingAnimation")
    }
}
