import Foundation
import Testing
@testable import TouchKit
@testable import TouchKitScenarios
import TouchKitTesting

/// Every failure the libFuzzer target (`scripts/fuzz.sh`) found, replayed. Each test replays the input the fuzzer
/// saved (in `Fuzz/crashes/`, named after the bug) through the same ``TouchScenario`` decoder the fuzzer runs; the engine bugs
/// also have a scripted version of the same touch, which reads as the bug and does not depend on the decoder.
@MainActor
@Suite(.tags(.fuzzer)) struct FuzzRegressionTests {
    /// A scene with a checker on and a recording view of `side` × `side` points at the origin.
    private func watchedScene(side: CGFloat) -> (Scene, TouchInvariantChecker, RecordingView) {
        let scene = Scene()
        return (scene, TouchInvariantChecker(window: scene.window),
                scene.recordingView(CGRect(x: 0, y: 0, width: side, height: side)))
    }

    private func replay(_ name: String) -> [String] {
        replayFuzzInput(name)
    }

    // MARK: The checker

    /// The checker keyed touches by finger id alone: an input source that reuses an id for a new touch (the host
    /// allows it once the old touch ended or was cancelled) was reported as "touchesBegan twice".
    @Test func checkerAcceptsAFingerIDReusedForANewTouch() {
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        for _ in 0..<2 {
            scene.simulator.host.send(TouchSample(id: 7, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: scene.simulator.now))
            scene.simulator.host.send(TouchSample(id: 7, phase: .ended, location: CGPoint(x: 10, y: 10), timestamp: scene.simulator.now))
        }
        #expect(checker.checkAtRest().isEmpty)
        #expect(replay("finger-id-reused-reported-as-began-twice").isEmpty)
    }

    /// The same, while the view's delivery of the old touch's end is still held by a recognizer (a double tap
    /// waiting for its second tap): the view gets the new touch's began only after the old touch's end, which a
    /// checker that forgets a finger's history at each new touch took for a second began of one touch.
    @Test func checkerAcceptsAFingerIDReusedWhileTheOldTouchsEndIsHeld() {
        let (scene, checker, view) = watchedScene(side: 300)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        let host = scene.simulator.host
        host.send(TouchSample(id: 7, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 0))
        host.send(TouchSample(id: 7, phase: .ended, location: CGPoint(x: 10, y: 10), timestamp: 0.05))
        // Far from the first tap: the double tap fails and releases the old touch's end, then the new began.
        host.send(TouchSample(id: 7, phase: .began, location: CGPoint(x: 250, y: 250), timestamp: 0.1))
        host.send(TouchSample(id: 7, phase: .ended, location: CGPoint(x: 250, y: 250), timestamp: 0.15))
        scene.simulator.advance(by: 1)
        #expect(view.log == ["began 7", "ended 7", "began 7", "ended 7"])
        #expect(checker.checkAtRest().isEmpty)
        #expect(replay("finger-id-reused-while-the-old-touchs-end-is-held").isEmpty)
    }

    /// A touch whose began a recognizer held was cancelled with every other touch after its view had left the window:
    /// the flush of the held began gave that view `touchesBegan` (and then `touchesCancelled`) outside the window.
    /// A view that left the window never sees a held touch (found by CI's fuzz smoke run, 2026-11-24).
    @Test func aHeldBeganIsNotFlushedToAViewOutsideTheWindow() {
        #expect(replay("held-began-flushed-to-a-view-outside-the-window").isEmpty)
    }

    // MARK: The host

    /// A long press whose 0.5 s timer fired while the host advanced the clock to the next sample (at 1 s) sent a
    /// sample from its action. That nested send reset the event the host was building, and the new finger's began
    /// went out twice: once on its own, once again inside the outer event. Timers due before an event now run before
    /// the host starts building it.
    @Test func sampleSentFromATimerIsItsOwnEventNotMixedIntoTheNextOne() {
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), name: "pad")
        view.isMultipleTouchEnabled = true
        let host = scene.simulator.host
        let press = UILongPressGestureRecognizer { recognizer in
            guard recognizer.state == .began else { return }
            host.send(TouchSample(id: 50, phase: .began, location: CGPoint(x: 150, y: 150), timestamp: 0.5))
        }
        press.cancelsTouchesInView = false
        view.addGestureRecognizer(press)
        let finger = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        host.send(TouchSample(id: finger.id, phase: .moved, location: CGPoint(x: 52, y: 50), timestamp: 1))
        #expect(view.log == ["began 1", "began 50", "moved 1"])
        host.send([TouchSample(id: finger.id, phase: .ended, location: CGPoint(x: 52, y: 50), timestamp: 1.1),
                   TouchSample(id: 50, phase: .ended, location: CGPoint(x: 150, y: 150), timestamp: 1.1)])
        scene.simulator.advance(by: 1)
        #expect(checker.checkAtRest().isEmpty)
        #expect(replay("sample-sent-from-a-timer-during-the-hosts-clock-advance-began-twice").isEmpty)
    }

    // MARK: Recognizers

    /// A long press's delegate cancelled every touch from `gestureRecognizerShouldBegin` (as an app presenting an
    /// alert does). The press failed and was reset inside the call, then began anyway and stayed in `.began`.
    @Test func longPressDoesNotBeginWhenItsShouldBeginCancelsItsTouch() {
        let (scene, view) = Scene.withRecordingView(side: 200)
        let press = UILongPressGestureRecognizer()
        let actions = ActionLog(attachedTo: press)
        let delegate = CancelsEveryTouchWhenAsked(host: scene.simulator.host)
        press.delegate = delegate
        view.addGestureRecognizer(press)
        scene.simulator.down(at: CGPoint(x: 50, y: 50))
        scene.simulator.advance(by: 0.6)
        #expect(actions.names == [])
        #expect(press.state == .possible)
        #expect(replay("long-press-begins-after-should-begin-cancelled-its-touch").isEmpty)
    }

    /// A view's `touchesBegan`, delivered late because a recognizer delayed it, cancelled every touch. The arena was
    /// already past its settling loop when it released the held touch, so the cancelled recognizer was settled only
    /// by the next event: with none coming it stayed in `.cancelled`, its cancelled action never sent.
    @Test func recognizerCancelledByAReleasedTouchSettlesAtOnce() {
        let scene = Scene()
        let view = CancelsEveryTouchOnBegan(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.host = scene.simulator.host
        scene.window.addSubview(view)
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.1
        press.delaysTouchesBegan = true
        press.cancelsTouchesInView = false
        let actions = ActionLog(press, on: view)
        scene.simulator.down(at: CGPoint(x: 50, y: 50))
        scene.simulator.advance(by: 0.2)
        #expect(actions.names == ["began", "cancelled"])
        #expect(press.state == .possible)
        #expect(replay("recognizer-cancelled-from-released-touches-never-settles").isEmpty)
    }

    /// The arena asked the failure-requirement delegate methods again at every step, so a delegate whose answer
    /// depends on changing state (here, every other call) was read inconsistently: two taps on one view both fired
    /// (a requirement seen, then not), or deadlocked ("A waits for B" at one question, "B waits for A" at the next,
    /// both waiting forever and holding the view's touches: the fuzzer's input). UIKit asks once per attempt; so does
    /// TouchKit now.
    @Test func failureRequirementsAreAskedOncePerAttemptSoAChangingDelegateStaysConsistent() {
        let (scene, checker, view) = watchedScene(side: 200)
        let first = UITapGestureRecognizer(), second = UITapGestureRecognizer()
        let delegate = AnswersEveryOtherRequirementQuestion()
        first.delegate = delegate
        var actions = 0
        for tap in [first, second] {
            tap.addTarget(handler: { _ in actions += 1 })
            view.addGestureRecognizer(tap)
        }
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        scene.simulator.advance(by: 1)
        #expect(actions == 1)
        #expect(first.state == .possible && second.state == .possible)
        #expect(checker.checkAtRest().isEmpty)
        #expect(replay("taps-deadlock-on-a-flip-flopping-requirement-delegate").isEmpty)
    }

    /// A chain of requirements (a pan waiting for a pan waiting for a long press) whose touch was cancelled: the
    /// arena re-examined the waiting recognizers once per pass, in order, so when the second pan was released late
    /// in the pass, the first, which waited on it, was never looked at again and stayed in `.cancelled`.
    @Test func recognizerWaitingOnARecognizerReleasedLaterInTheSamePassIsReleasedToo() {
        let (scene, checker, view) = watchedScene(side: 300)
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 5
        press.allowableMovement = 1000
        let second = UIPanGestureRecognizer(), first = UIPanGestureRecognizer()
        second.require(toFail: press)
        first.require(toFail: second)
        // Added last, `first` settles first on the event both pans begin on, so it is the first to wait.
        for recognizer in [press, second, first] { view.addGestureRecognizer(recognizer) }
        let finger = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        scene.simulator.move(finger, to: CGPoint(x: 150, y: 50), duration: 0.2)
        scene.simulator.cancel(finger)
        scene.simulator.advance(by: 1)
        #expect(first.state == .possible && second.state == .possible && press.state == .possible)
        #expect(checker.checkAtRest().isEmpty)
        #expect(replay("pan-waiting-on-a-pan-released-later-in-the-pass-stays-cancelled").isEmpty)
    }

    /// A pan waiting on a pinch by its delegate's answer (and on another recognizer) outlasted the pinch's failure;
    /// the pinch, reset, began a new attempt and recognized, and the delegate, asked again for that attempt, said
    /// no: the pan acted after the pinch it had waited on recognized (storm seed 37499). A recognizer that waits
    /// now keeps the answers it waits under, as for `require(toFail:)`: it fails when the pinch recognizes.
    @Test func recognizerWaitingOnADynamicRequirementFailsWhenTheRequirementsNextAttemptRecognizes() {
        let (scene, checker, view) = watchedScene(side: 400)
        let pan = UIPanGestureRecognizer().named("pan"), pinch = UIPinchGestureRecognizer().named("pinch")
        let blocker = UIGestureRecognizer().named("blocker")
        pan.require(toFail: blocker)
        var questions = 0
        let delegate = ClosureDelegate()
        delegate.simultaneous = { _, _ in true }
        delegate.requireFailure = { _, other in
            guard other === pinch else { return false }
            questions += 1
            return questions == 1
        }
        pan.delegate = delegate
        var panActions: [UIGestureRecognizer.State] = []
        pan.addTarget(handler: { panActions.append($0.state) })
        for recognizer in [blocker, pinch, pan] { view.addGestureRecognizer(recognizer) }
        let simulator = scene.simulator
        let finger = simulator.down(at: CGPoint(x: 50, y: 50))
        simulator.move(finger, to: CGPoint(x: 150, y: 50), duration: 0.2)
        #expect(pan.state == .changed && panActions.isEmpty)
        pinch.isEnabled = false                         // the pinch fails and is reset; the pan still waits
        pinch.isEnabled = true
        let (left, right) = (simulator.down(at: CGPoint(x: 150, y: 300)), simulator.down(at: CGPoint(x: 250, y: 300)))
        for step in 1...10 {
            let spread = CGFloat(step) * 8
            simulator.move(left, to: CGPoint(x: 150 - spread, y: 300))
            simulator.move(right, to: CGPoint(x: 250 + spread, y: 300))
        }
        #expect(pinch.state == .changed)
        #expect(pan.state == .failed || pan.state == .possible)
        blocker.state = .failed
        for each in [finger, left, right] { simulator.up(each) }
        simulator.advance(by: 1)
        #expect(panActions.isEmpty)
        #expect(checker.checkAtRest().isEmpty)
        #expect(TouchScenario.runAndRelease(input: FuzzInput(seed: 37499)) == [])
    }

    // MARK: Scroll views

    /// An animated zoom to a rect at the current scale is an animated scroll, and its target was not clamped: zooming
    /// to a rect near the content's far corner left the scroll view at rest outside its range (the 30-minute fuzzing
    /// run of 2026-11-24 found it, after a zoom and a content resize). The unanimated zoom clamps; so does this now.
    @Test func animatedZoomAtTheCurrentScaleStaysInRange() {
        let scene = Scene()
        let (scrollView, recorder) = makeZoomingScrollView(in: scene, content: CGSize(width: 1200, height: 1200), maximumZoomScale: 3)
        // The app made the content smaller than the zoom view (the fuzzer's resize): the range is the content's.
        scrollView.contentSize = CGSize(width: 600, height: 1000)
        let maximum = scrollView.maximumOffset
        scrollView.zoom(to: CGRect(x: 1150, y: 1150, width: scrollView.bounds.width, height: scrollView.bounds.height), animated: true)
        scene.simulator.settle()
        #expect(scrollView.zoomScale == 1)
        #expect(scrollView.contentOffset == maximum)
        #expect(recorder.log.last == "didEndScrollingAnimation")
        #expect(replay("animated-zoom-at-the-current-scale-scrolled-out-of-range").isEmpty)
    }

    /// A paging scroll view with content insets, resting at its smallest offset (−inset), scrolled to page 0 when
    /// merely tapped: the settling that follows a touch treated the range's end as between pages.
    @Test func tapOnAPagingScrollViewRestingAtItsInsetEdgeDoesNotScrollIt() {
        let scene = Scene()
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        pager.isPagingEnabled = true
        pager.contentInset = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
        pager.contentSize = CGSize(width: 600, height: 400)
        pager.contentOffset = CGPoint(x: -44, y: 0)
        scene.window.addSubview(pager)
        scene.simulator.tap(at: CGPoint(x: 100, y: 100))
        scene.simulator.settle()
        #expect(pager.contentOffset == CGPoint(x: -44, y: 0))
        #expect(replay("paging-scroll-view-at-inset-edge-scrolls-on-tap-1").isEmpty)
        #expect(replay("paging-scroll-view-at-inset-edge-scrolls-on-tap-2").isEmpty)
    }

    /// Content shrunk under a deceleration (an app reloading, or a zoom bouncing back to its maximum scale): the
    /// deceleration still came to rest on the target it chose for the old content, outside the new range (or between
    /// pages of content that grew). It now springs back into the range, onto a page, as UIKit does at an edge.
    @Test func decelerationWhoseContentIsResizedUnderItComesToRestInsideTheNewRange() {
        let scene = Scene(width: 400, height: 800)
        let checker = TouchInvariantChecker(window: scene.window)
        let pager = scene.flickedPager(contentHeight: 8000)
        #expect(pager.isDecelerating)
        pager.contentSize = CGSize(width: 400, height: 400)
        scene.simulator.settle()
        #expect(pager.contentOffset == .zero)
        #expect(!pager.isDecelerating)
        #expect(checker.checkAtRest().isEmpty)
        for name in ["deceleration-ends-outside-resized-content-1", "deceleration-ends-outside-resized-content-2",
                      "deceleration-ends-outside-resized-content-3", "deceleration-ends-between-pages-of-grown-content",
                      "deceleration-ends-outside-content-shrunk-by-zoom-bounce-1",
                      "deceleration-ends-outside-content-shrunk-by-zoom-bounce-2"] {
            #expect(replay(name).isEmpty)
        }
    }

    /// A scroll view springing back past its top edge, caught by fingers resting on the trackpad (a scroll's
    /// `mayBegin`), was let go of by the scroll event before the fingers lifted: the lift, with the pointer moved off
    /// the scroll view, was hit-tested elsewhere, and nothing sprang the scroll view back (the fuzz smoke run of
    /// 2026-11-29 found it). The fingers' scroll now stays with the scroll view they touched until they lift.
    @Test func scrollViewCaughtByFingersOnTheTrackpadSpringsBackWhenTheyLiftElsewhere() {
        let scene = Scene(width: 400, height: 800)
        let checker = TouchInvariantChecker(window: scene.window)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scrollView.contentSize = CGSize(width: 300, height: 1000)
        scene.window.addSubview(scrollView)
        scene.simulator.trackpadScroll(at: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 200))
        scene.simulator.advance(by: 0.05)
        #expect(scrollView.contentOffset.y < 0)
        scene.simulator.trackpadTouch(at: CGPoint(x: 100, y: 100))
        scene.simulator.trackpadLift(at: CGPoint(x: 350, y: 700))
        scene.simulator.settle()
        #expect(scrollView.contentOffset == .zero)
        #expect(checker.checkAtRest().isEmpty)
        #expect(replay("scroll-view-caught-by-a-trackpad-touch-left-out-of-range").isEmpty)
    }
}

/// A delegate that cancels every touch through the host when asked whether its recognizer may begin.
@MainActor
private final class CancelsEveryTouchWhenAsked: UIGestureRecognizerDelegate {
    let host: TouchHost
    init(host: TouchHost) { self.host = host }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        host.cancelAllTouches()
        return true
    }
}

/// A delegate whose failure-requirement answers flip on every question: yes, no, yes... for each direction.
@MainActor
private final class AnswersEveryOtherRequirementQuestion: UIGestureRecognizerDelegate {
    private var requireQuestions = 0
    private var requiredQuestions = 0

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        requireQuestions += 1
        return requireQuestions % 2 == 1
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        requiredQuestions += 1
        return requiredQuestions % 2 == 1
    }
}

/// A view that cancels every touch through the host from its `touchesBegan`.
@MainActor
private final class CancelsEveryTouchOnBegan: UIView {
    var host: TouchHost?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        host?.cancelAllTouches()
    }
}
