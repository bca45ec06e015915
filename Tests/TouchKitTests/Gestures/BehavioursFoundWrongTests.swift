import Testing
@testable import TouchKit

/// Issue 13, point 8: behaviours real UIKit code relies on that TouchKit got wrong.
@MainActor
@Suite struct BehavioursFoundWrongTests {
    // MARK: Animated zoom ends where the unanimated one does

    /// A scroll view filling a 400 × 800 window, zooming a 400 × 800 view between 1 and 4.
    private func zoomableScrollView() -> (Scene, UIScrollView, ScrollRecorder) {
        let scene = Scene()
        let (scrollView, recorder) = makeZoomingScrollView(in: scene, content: CGSize(width: 400, height: 800), maximumZoomScale: 4)
        return (scene, scrollView, recorder)
    }

    /// Where `zoom(to:animated:)` leaves the scroll view, animated (run to the end) or not.
    private func zoomResult(to rect: CGRect, animated: Bool, from scale: CGFloat = 1) -> (CGFloat, CGPoint) {
        let (scene, scrollView, recorder) = zoomableScrollView()
        scrollView.zoomScale = scale
        scrollView.zoom(to: rect, animated: animated)
        scene.simulator.settle()
        _ = recorder
        return (scrollView.zoomScale, scrollView.contentOffset)
    }

    /// Rect (50, 100, 200 × 400) fills the bounds at scale 2; its center (150, 300) goes to the bounds center
    /// (200, 400): offset (2·150 − 200, 2·300 − 400) = (100, 200). The animation must end there too.
    @Test func animatedZoomToRectEndsWhereTheUnanimatedOneDoes() {
        let rect = CGRect(x: 50, y: 100, width: 200, height: 400)
        let unanimated = zoomResult(to: rect, animated: false)
        #expect(unanimated.0 == 2)
        #expect(unanimated.1 == CGPoint(x: 100, y: 200))
        let animated = zoomResult(to: rect, animated: true)
        #expect(animated.0 == unanimated.0)
        #expect(animated.1 == unanimated.1)
    }

    /// A rect in the bottom-right corner asks for scale 8, limited to 4; centering it would scroll past the content
    /// (1300, 2600), so the offset is clamped to the end of the range (1200, 2400) — animated or not, and the
    /// animation never leaves the range on the way.
    @Test func animatedZoomToACornerEndsClampedAsTheUnanimatedOne() {
        let rect = CGRect(x: 350, y: 700, width: 50, height: 100)
        let unanimated = zoomResult(to: rect, animated: false)
        #expect(unanimated.0 == 4)
        #expect(unanimated.1 == CGPoint(x: 1200, y: 2400))
        let (scene, scrollView, recorder) = zoomableScrollView()
        var leftTheRange = false
        recorder.onDidScroll = { scrollView in
            let maximum = scrollView.maximumOffset
            let offset = scrollView.contentOffset
            if offset.x < -0.5 || offset.y < -0.5 || offset.x > maximum.x + 0.5 || offset.y > maximum.y + 0.5 {
                leftTheRange = true
            }
        }
        scrollView.zoom(to: rect, animated: true)
        scene.simulator.settle()
        #expect(scrollView.zoomScale == unanimated.0)
        #expect(scrollView.contentOffset == unanimated.1)
        #expect(!leftTheRange)
    }

    /// Zooming out animated from 4 (scrolled to the middle) to the whole view ends at scale 1, offset 0.
    @Test func animatedZoomOutEndsWhereTheUnanimatedOneDoes() {
        let rect = CGRect(x: 0, y: 0, width: 400, height: 800)
        let unanimated = zoomResult(to: rect, animated: false, from: 4)
        let animated = zoomResult(to: rect, animated: true, from: 4)
        #expect(unanimated.0 == 1)
        #expect(animated.0 == unanimated.0)
        #expect(animated.1 == unanimated.1)
    }
}

// MARK: An inset changed at the lift moves the edge the bounce returns to

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

// MARK: A finger that stops before it lifts releases with no velocity

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

// MARK: A tap recognizer on a control's superview does not stop the control's action

/// Apple, "Attaching gesture recognizers to UIKit controls": a single-finger single tap on a button goes to the
/// button's action even when a superview has a tap recognizer; a recognizer on the button itself comes first.
@MainActor
@Suite struct ControlOverSuperviewTapTests {
    let scene = Scene()
    let container: UIView
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    let buttonTaps = ValueBox(0)

    init() {
        container = UIView(frame: scene.window.bounds)
        scene.window.addSubview(container)
        container.addSubview(button)
        button.addAction(UIAction { [buttonTaps] _ in buttonTaps.value += 1 }, for: .touchUpInside)
    }

    /// Adds a tap recognizer to `view`; its actions.
    private func addTap(to view: UIView, touches: Int = 1) -> ActionLog {
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = touches
        return ActionLog(tap, on: view)
    }

    @Test func tappingTheButtonRunsItsActionAndNotTheSuperviewsTap() {
        let tapActions = addTap(to: container)
        scene.simulator.tap(at: CGPoint(x: 150, y: 125))
        #expect(buttonTaps.value == 1)
        #expect(tapActions.names.isEmpty)
    }

    @Test func tappingBesideTheButtonRunsTheSuperviewsTap() {
        let tapActions = addTap(to: container)
        scene.simulator.tap(at: CGPoint(x: 300, y: 400))
        #expect(buttonTaps.value == 0)
        #expect(tapActions.names == ["ended"])
    }

    /// The rule covers the buttons's ancestors only: a tap on the button itself recognizes and cancels its touch.
    @Test func aTapRecognizerOnTheButtonItselfWins() {
        let tapActions = addTap(to: button)
        scene.simulator.tap(at: CGPoint(x: 150, y: 125))
        #expect(tapActions.names == ["ended"])
        #expect(buttonTaps.value == 0)
    }

    /// Only the button's own gesture is protected: a superview's two-finger tap still recognizes over the button.
    @Test func aTwoFingerTapOnTheSuperviewStillRecognizesOverTheButton() {
        let tapActions = addTap(to: container, touches: 2)
        scene.simulator.twoFingerTap(at: CGPoint(x: 130, y: 125))
        #expect(tapActions.names == ["ended"])
        #expect(buttonTaps.value == 0)
    }

    /// A plain UIControl subclass does not claim the tap (UIKit lists its own controls; a custom control gets the
    /// rule by overriding `gestureRecognizerShouldBegin(_:)`).
    @Test func aPlainControlDoesNotClaimTheTap() {
        let control = UIControl(frame: CGRect(x: 100, y: 300, width: 100, height: 50))
        container.addSubview(control)
        let controlTaps = ValueBox(0)
        control.addAction(UIAction { _ in controlTaps.value += 1 }, for: .touchUpInside)
        let tapActions = addTap(to: container)
        scene.simulator.tap(at: CGPoint(x: 150, y: 325))
        #expect(tapActions.names == ["ended"])
        #expect(controlTaps.value == 0)
    }
}

/// A mutable value a `Sendable`-free closure can capture.
@MainActor
final class ValueBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
