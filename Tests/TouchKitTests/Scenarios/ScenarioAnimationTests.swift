import Testing
@testable import TouchKit
@testable import TouchKitScenarios

/// Issue 14, "grow the harness": the storm's and the fuzzer's scenes run view animations and property animators from
/// app code mid-gesture (``ScenarioAnimation``), decided by a side input of their own so kept inputs play as before.
@MainActor
@Suite struct StormAnimationTests {
    @Test func animationsComeFromASideStreamOfTheirOwnLeavingTheInteractionsStreamAsItWas() {
        for input in [FuzzInput(seed: 42), FuzzInput(bytes: [1, 2, 3, 200])] {
            var old = input.sideInput(), interactions = input.sideInput(stream: 0), animations = input.sideInput(stream: 1)
            let oldBytes = (0..<16).map { _ in old.byte() }
            #expect((0..<16).map { _ in interactions.byte() } == oldBytes)
            #expect((0..<16).map { _ in animations.byte() } != oldBytes)
        }
        // Seeded: stream 0 is still the seed XOR the old constant.
        var seeded = FuzzInput(seed: 42).sideInput(stream: 0), expected = FuzzInput(seed: 42 ^ 0xD1B5_4A32_D192_ED03)
        #expect((0..<8).map { _ in seeded.byte() } == (0..<8).map { _ in expected.byte() })
    }

    @Test func stormScenesRunAnimationsFromTheirCallbacks() {
        var steps = 0
        playStormScenes(seeds: 60) { scenario in
            steps += scenario.animationStepsRun
        }
        #expect(steps > 20)
    }

    @Test func repeatingAnimationsAreRemovedBeforeTheAtRestChecks() {
        let scenario = TouchScenario(input: FuzzInput(bytes: []))
        ScenarioAnimation.animate(
            view: 0, .alpha(0.5), duration: 0.5, delay: 0, options: [.repeat, .autoreverse], .nothing
        ).apply(to: scenario)
        #expect(scenario.window.clock.hasPendingWork)
        #expect(scenario.run() == [])
        #expect(!scenario.window.clock.hasPendingWork)
    }

    @Test func sceneWithAnimationsAndAnimatorsInFlightDeallocatesOnceReleased() {
        weak var window: UIWindow?
        weak var view: UIView?
        do {
            let scenario = TouchScenario(input: FuzzInput(bytes: []))
            window = scenario.window
            view = scenario.subview(0)
            // A completion that starts another animation, a repeating one, and animators running and paused.
            ScenarioAnimation.animate(
                view: 0, .center(CGPoint(x: 10, y: 10)), duration: 2, delay: 0.5, options: [],
                .then(.animate(view: 0, .alpha(0.2), duration: 2, delay: 0, options: [], .removeView(0)))
            ).apply(to: scenario)
            ScenarioAnimation.animate(
                view: 0, .transform(CGAffineTransform(scaleX: 0, y: 0)), duration: 1, delay: 0,
                options: [.repeat], .nothing
            ).apply(to: scenario)
            ScenarioAnimation.animator(0, .make(view: 0, .alpha(0), duration: 3, allowsInteraction: false,
                                                .then(.removeAllAnimations(view: 0)))).apply(to: scenario)
            ScenarioAnimation.animator(0, .start(delay: 0)).apply(to: scenario)
            ScenarioAnimation.animator(1, .make(view: 0, .frame(.zero), duration: 3, allowsInteraction: true,
                                                .nothing)).apply(to: scenario)
            ScenarioAnimation.animator(1, .scrub(0.5)).apply(to: scenario)
            scenario.simulator.advance(by: 0.3)
            _ = scenario.simulator.down(at: CGPoint(x: 200, y: 400))
        }
        #expect(window == nil)
        #expect(view == nil)
    }

    /// Storm seeds 10669, 15567, 17128 and 17878 (first 20,000 with animations): an animated frame change resized a
    /// scroll view, leaving its offset outside the new range or off a page, by the scene's doing (UIKit leaves the
    /// offset alone on a resize). The scenes now only move scroll views' frames.
    @Test func sceneFrameChangeOfAScrollViewMovesItWithoutResizing() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scrollView.contentSize = CGSize(width: 400, height: 400)
        scrollView.contentOffset = CGPoint(x: 300, y: 200)
        ScenarioAnimation.Change.frame(CGRect(x: 50, y: 60, width: 300, height: 100)).apply(to: scrollView)
        #expect(scrollView.bounds == CGRect(x: 300, y: 200, width: 100, height: 200))
        #expect(scrollView.frame.origin == CGPoint(x: 150, y: 10))
        for seed: UInt64 in [10669, 15567, 17128, 17878] {
            #expect(TouchScenario.runAndRelease(input: FuzzInput(seed: seed)) == [], "seed \(seed)")
        }
    }
}
