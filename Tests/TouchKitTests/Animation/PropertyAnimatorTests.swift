import Testing
@testable import TouchKit

/// `UIViewPropertyAnimator`: the interruptible animation a gesture drives.
@MainActor
struct PropertyAnimatorTests {
    let scene = Scene()
    let log = CompletionLog()

    /// A 100 × 100 view at (0, 0), and a linear 1 s animator moving it 200 pt right.
    func sheet() -> (UIView, UIViewPropertyAnimator) {
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), name: "sheet")
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion(log.recordPosition)
        return (view, animator)
    }

    func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test func startedItRunsToTheEndAndCompletesAtEnd() {
        let (view, animator) = sheet()
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 250)
        scene.simulator.advance(by: 0.5)
        #expect(approximately(shownX(view), 150, within: 1e-6))
        #expect(approximately(animator.fractionComplete, 0.5, within: 1e-9))
        scene.simulator.advance(by: 0.5)
        #expect(log.positions == [.end])
        #expect(animator.state == .inactive)
    }

    @Test func pausedItHoldsStillAndScrubbingMovesWhatIsShown() {
        let (view, animator) = sheet()
        animator.startAnimation()
        scene.simulator.advance(by: 0.3)
        animator.pauseAnimation()
        #expect(!animator.isRunning && animator.state == .active)
        scene.simulator.advance(by: 5)
        #expect(approximately(shownX(view), 110, within: 1e-6))
        animator.fractionComplete = 0.75
        #expect(approximately(shownX(view), 200, within: 1e-6))
        #expect(log.positions.isEmpty)
    }

    @Test func settingFractionCompleteOnAnInactiveAnimatorActivatesItPaused() {
        let (view, animator) = sheet()
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning)
        #expect(approximately(shownX(view), 150, within: 1e-6))
    }

    @Test func continuingRunsTheRestAndCompletesAtEnd() {
        let (view, animator) = sheet()
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        scene.simulator.advance(by: 0.25)
        #expect(approximately(shownX(view), 200, within: 1e-6))   // the remaining half in the remaining 0.5 s
        scene.simulator.advance(by: 0.25)
        #expect(log.positions == [.end])
        #expect(view.center.x == 250)
    }

    @Test func continuingWithADurationFactorTakesThatShareOfTheDuration() {
        let (view, animator) = sheet()
        animator.fractionComplete = 0.5
        let linear = UICubicTimingParameters(animationCurve: .linear)
        animator.continueAnimation(withTimingParameters: linear, durationFactor: 2)
        scene.simulator.advance(by: 1)
        #expect(approximately(shownX(view), 200, within: 1e-6))
        scene.simulator.advance(by: 1)
        #expect(log.positions == [.end])
    }

    @Test func reversedItGoesBackAndEndsAtStartWithTheStartValues() {
        let (view, animator) = sheet()
        animator.startAnimation()
        scene.simulator.advance(by: 0.4)
        animator.isReversed = true
        #expect(approximately(shownX(view), 130, within: 1e-6))   // turns round where it is
        scene.simulator.advance(by: 0.2)
        #expect(approximately(shownX(view), 90, within: 1e-6))
        scene.simulator.advance(by: 0.2)
        #expect(log.positions == [.start])
        #expect(view.center.x == 50)
        #expect(shownX(view) == 50)
    }

    @Test func stoppingSetsTheShownValuesAndFinishingAtCurrentKeepsThem() {
        let (view, animator) = sheet()
        animator.startAnimation()
        scene.simulator.advance(by: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(approximately(view.center.x, 100, within: 1e-6))
        #expect(view.layer.animationKeys() == nil)
        #expect(log.positions.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(animator.state == .inactive)
        #expect(log.positions == [.current])
        #expect(approximately(view.center.x, 100, within: 1e-6))
    }

    @Test func finishingAStoppedAnimatorAtEndOrStartSetsThoseValues() {
        let (view, animator) = sheet()
        animator.startAnimation()
        scene.simulator.advance(by: 0.25)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(view.center.x == 50)
        #expect(log.positions == [.start])
    }

    @Test func stoppingWithoutFinishingCallsNoCompletion() {
        let (_, animator) = sheet()
        animator.startAnimation()
        scene.simulator.advance(by: 0.25)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        scene.simulator.advance(by: 2)
        #expect(log.positions.isEmpty)
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() {
        let (view, animator) = sheet()
        animator.pausesOnCompletion = true
        animator.startAnimation()
        scene.simulator.advance(by: 2)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(log.positions.isEmpty)
        #expect(shownX(view) == 250)
    }

    @Test func startAfterDelayWaitsBeforeMoving() {
        let (view, animator) = sheet()
        animator.startAnimation(afterDelay: 0.5)
        scene.simulator.advance(by: 0.5)
        #expect(shownX(view) == 50)
        scene.simulator.advance(by: 0.5)
        #expect(approximately(shownX(view), 150, within: 1e-6))
    }

    @Test func animationsAddedWhileRunningTakeTheRemainingTime() {
        let (view, animator) = sheet()
        animator.startAnimation()
        scene.simulator.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        #expect(view.layer.presentation()!.opacity == 1)
        scene.simulator.advance(by: 0.25)
        #expect(approximately(CGFloat(view.layer.presentation()!.opacity), 0.5, within: 1e-6))
        scene.simulator.advance(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 0)
    }

    @Test func animatedViewsTakeTouchesUnlessInteractionIsOff() {
        let (view, animator) = sheet()
        animator.startAnimation()
        scene.simulator.tap(at: CGPoint(x: 250, y: 50))
        #expect((view as? RecordingView)?.log == ["began 1", "ended 1"])

        let other = scene.recordingView(CGRect(x: 0, y: 300, width: 100, height: 100), name: "other")
        let blocking = UIViewPropertyAnimator(duration: 1, curve: .linear) { other.center.x = 250 }
        blocking.isUserInteractionEnabled = false
        blocking.startAnimation()
        scene.simulator.tap(at: CGPoint(x: 250, y: 350))
        #expect(other.log.isEmpty)
    }

    @Test func aSpringAnimatorSettlesOnItsTarget() {
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), name: "card")
        let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.5) { view.center.y = 450 }
        animator.addCompletion(log.recordPosition)
        animator.startAnimation()
        scene.simulator.advance(by: 0.3)
        #expect(shownX(view) == 50)
        scene.simulator.advance(by: 0.3)
        #expect(view.layer.presentation()!.position.y == 450)
        #expect(log.positions == [.end])
    }

    @Test func runningPropertyAnimatorStartsAtOnceWithTheOptions() {
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), name: "card")
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.4, delay: 0, options: .curveLinear, animations: { view.center.x = 250 },
            completion: log.recordPosition)
        #expect(animator.isRunning)
        scene.simulator.tap(at: CGPoint(x: 250, y: 50))
        #expect(view.log.isEmpty)   // no .allowUserInteraction
        scene.simulator.advance(by: 0.4)
        #expect(log.positions == [.end])
    }

    @Test func anAnimatorWithNoViewInAWindowEndsAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { view.alpha = 0 }
        animator.addCompletion(log.recordPosition)
        animator.startAnimation()
        #expect(log.positions == [.end])
        #expect(animator.state == .inactive)
        #expect(view.alpha == 0)
    }

    @Test func scrubbingAlongTheCurveWhenScrubsLinearlyIsOff() {
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), name: "card")
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 250 }
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        let expected = 50 + 200 * CubicTimingCurve.easeIn.progress(atFraction: 0.5)
        #expect(approximately(shownX(view), expected, within: 1e-6))
        #expect(expected < 140)
    }

    @Test func reversedWhilePausedItRunsBackWhenStarted() {
        let (view, animator) = sheet()
        animator.fractionComplete = 0.5
        animator.isReversed = true
        #expect(approximately(shownX(view), 150, within: 1e-6))
        animator.startAnimation()
        scene.simulator.advance(by: 0.25)
        #expect(approximately(shownX(view), 100, within: 1e-6))
        scene.simulator.advance(by: 0.25)
        #expect(log.positions == [.start])
        #expect(view.center.x == 50)
    }
}
