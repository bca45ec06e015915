import Testing
@testable import TouchKit
import TouchKitTesting

/// A target written as a UIKit view controller would: the action takes the recognizer's own class.
@MainActor
private final class TapTarget {
    var taps: [CGPoint] = []
    func handleTap(_ tap: UITapGestureRecognizer) { taps.append(tap.location(in: nil)) }
}

@MainActor
@Suite struct TapGestureRecognizerTests {
    private let point = CGPoint(x: 100, y: 100)

    /// A 400 × 400 recording view at the window's origin with a tap recognizer of `taps` taps and `fingers` fingers.
    private func tapScene(
        taps: Int = 1, fingers: Int = 1
    ) -> (Scene, RecordingView, UITapGestureRecognizer, ActionLog) {
        let (scene, view) = Scene.withRecordingView()
        view.isMultipleTouchEnabled = true
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = taps
        tap.numberOfTouchesRequired = fingers
        let log = ActionLog(tap, on: view)
        return (scene, view, tap, log)
    }

    // MARK: Defaults and initializers

    @Test func defaultsAreUIKits() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(tap.cancelsTouchesInView)
        #expect(!tap.delaysTouchesBegan)
        #expect(tap.delaysTouchesEnded)
        #expect(UITapGestureRecognizer.maximumIntervalBetweenTaps == 0.35)
        #expect(UITapGestureRecognizer.allowableMovement == 45)
    }

    @Test func targetActionWithTheTapClassAndClosureInitializersBothFire() {
        let scene = Scene()
        let (left, right) = scene.twoColumns()
        let target = TapTarget()
        left.addGestureRecognizer(UITapGestureRecognizer(target: target, action: TapTarget.handleTap))
        var closureStates: [UIGestureRecognizer.State] = []
        right.addGestureRecognizer(UITapGestureRecognizer { recognizer in closureStates.append(recognizer.state) })
        scene.simulator.tap(at: point)
        scene.simulator.tap(at: CGPoint(x: 300, y: 100))
        #expect(target.taps == [point])
        #expect(closureStates == [.ended])
    }

    // MARK: One tap

    @Test func aTapRecognizesWhenTheFingerLifts() {
        let (scene, _, tap, log) = tapScene()
        let finger = scene.simulator.down(at: point)
        scene.simulator.advance(by: 0.05)
        #expect(log.names.isEmpty)
        #expect(tap.state == .possible)
        scene.simulator.up(finger)
        #expect(log.names == ["ended"])
        #expect(tap.state == .possible)   // reset after the action
    }

    @Test func aRecognizedTapCancelsTheTouchInItsView() {
        let (scene, view, _, log) = tapScene()
        scene.simulator.tap(at: point)
        #expect(log.names == ["ended"])
        // cancelsTouchesInView (default true): touchesCancelled instead of touchesEnded, just before the action.
        #expect(view.log == ["began 1", "cancelled 1"])
    }

    @Test func withoutCancelsTouchesInViewTheViewGetsTouchesEnded() {
        let (scene, view, tap, log) = tapScene()
        tap.cancelsTouchesInView = false
        scene.simulator.tap(at: point)
        #expect(log.names == ["ended"])
        #expect(view.log == ["began 1", "ended 1"])
    }

    /// docs/UIKitFacts.md, "Tap": allowable movement 45 pt from the first tap's start.
    @Test(arguments: [(CGFloat(44), true), (46, false)])
    func aTapFailsWhenTheFingerMovesMoreThan45Points(distance: CGFloat, recognizes: Bool) {
        let (scene, _, _, log) = tapScene()
        let finger = scene.simulator.down(at: point)
        scene.simulator.move(finger, to: CGPoint(x: point.x + distance, y: point.y), duration: 0.05)
        scene.simulator.up(finger)
        #expect(log.names == (recognizes ? ["ended"] : []))
    }

    @Test func aTapThatStraysAndComesBackStillFails() {
        let (scene, _, _, log) = tapScene()
        let finger = scene.simulator.down(at: point)
        scene.simulator.move(finger, to: CGPoint(x: point.x + 50, y: point.y))
        scene.simulator.move(finger, to: point)
        scene.simulator.up(finger)
        #expect(log.names.isEmpty)
    }

    /// TouchKit's maximum tap duration: 0.75 s ([?] in docs/UIKitFacts.md, "Tap").
    @Test(arguments: [(0.74, true), (0.76, false)])
    func aTapHeldLongerThanTheMaximumTapDurationFails(held: TimeInterval, recognizes: Bool) {
        let (scene, _, _, log) = tapScene()
        scene.simulator.longPress(at: point, duration: held)
        #expect(log.names == (recognizes ? ["ended"] : []))
    }

    @Test func aCancelledTouchFailsTheTapAndTheViewGetsTouchesCancelled() {
        let (scene, view, tap, log) = tapScene()
        let finger = scene.simulator.down(at: point)
        scene.simulator.cancel(finger)
        #expect(log.names.isEmpty)
        #expect(tap.state == .possible)
        #expect(view.log == ["began 1", "cancelled 1"])
        scene.simulator.tap(at: point)
        #expect(log.names == ["ended"])
    }

    @Test func theTapLocationIsWhereTheFingerLiftedInTheRequestedView() {
        let scene = Scene()
        let view = scene.recordingView(CGRect(x: 50, y: 50, width: 300, height: 300))
        let tap = UITapGestureRecognizer()
        var locations: [CGPoint] = []
        tap.addTarget(handler: { recognizer in locations.append(recognizer.location(in: recognizer.view)) })
        view.addGestureRecognizer(tap)
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.move(finger, to: CGPoint(x: 110, y: 100))
        scene.simulator.up(finger)
        #expect(locations == [CGPoint(x: 60, y: 50)])
        // Still the tap's location after the gesture.
        #expect(tap.location(in: nil) == CGPoint(x: 110, y: 100))
    }

    // MARK: Several fingers

    @Test func aTwoFingerTapRecognizesAtTheCentroidOfItsFingers() {
        let (scene, _, tap, log) = tapScene(fingers: 2)
        var locations: [CGPoint] = []
        var fingerLocations: [CGPoint] = []
        tap.addTarget(handler: { recognizer in
            locations.append(recognizer.location(in: nil))
            fingerLocations = [recognizer.location(ofTouch: 0, in: nil), recognizer.location(ofTouch: 1, in: nil)]
        })
        scene.simulator.twoFingerTap(at: point)   // fingers 20 pt apart
        #expect(log.names == ["ended"])
        #expect(locations == [CGPoint(x: 110, y: 100)])
        #expect(fingerLocations == [CGPoint(x: 100, y: 100), CGPoint(x: 120, y: 100)])
    }

    /// Apple's documentation: action methods get "the location of particular touches in the tap" with
    /// `location(ofTouch:in:)`, looping up to `numberOfTouches`; so the lifted fingers still count in the action.
    @Test func theActionCountsTheTapsFingersAndLoopsOverThem() {
        let (scene, _, tap, log) = tapScene(taps: 2, fingers: 2)
        var counts: [Int] = []
        var fingerLocations: [CGPoint] = []
        tap.addTarget(handler: { recognizer in
            counts.append(recognizer.numberOfTouches)
            for index in 0..<recognizer.numberOfTouches {
                fingerLocations.append(recognizer.location(ofTouch: index, in: nil))
            }
        })
        scene.simulator.twoFingerTap(at: point)
        scene.simulator.advance(by: 0.1)
        scene.simulator.twoFingerTap(at: CGPoint(x: 104, y: 100))
        #expect(log.names == ["ended"])
        #expect(counts == [2])
        #expect(fingerLocations == [CGPoint(x: 100, y: 100), CGPoint(x: 120, y: 100)])
        scene.simulator.advance(by: 1)
        #expect(tap.numberOfTouches == 0)
    }

    @Test func theFingersOfATapMayGoDownAndLiftInSeparateEvents() {
        let (scene, _, _, log) = tapScene(fingers: 2)
        let first = scene.simulator.down(at: point)
        scene.simulator.advance(by: 0.03)
        let second = scene.simulator.down(at: CGPoint(x: 140, y: 100))
        scene.simulator.advance(by: 0.05)
        scene.simulator.up(first)
        #expect(log.names.isEmpty)
        scene.simulator.advance(by: 0.02)
        scene.simulator.up(second)
        #expect(log.names == ["ended"])
    }

    @Test func aTwoFingerTapFailsWhenAThirdFingerGoesDown() {
        let (scene, _, tap, log) = tapScene(fingers: 2)
        var fingers: [TouchSimulator.Finger] = []
        scene.simulator.perform { frame in
            fingers = [frame.down(at: point), frame.down(at: CGPoint(x: 120, y: 100))]
        }
        fingers.append(scene.simulator.down(at: CGPoint(x: 140, y: 100)))
        #expect(tap.state == .possible)   // failed and reset at once
        #expect(tap.numberOfTouches == 0)
        scene.simulator.upTogether(fingers)
        #expect(log.names.isEmpty)
    }

    @Test func aOneFingerTapFailsWhenTwoFingersTap() {
        let (scene, _, _, log) = tapScene()
        scene.simulator.twoFingerTap(at: point)
        #expect(log.names.isEmpty)
    }

    @Test func aTwoFingerTapFailsWhenOnlyOneFingerTaps() {
        let (scene, _, _, log) = tapScene(fingers: 2)
        scene.simulator.tap(at: point)
        scene.simulator.advance(by: 1)
        #expect(log.names.isEmpty)
    }

    @Test func fingersThatLiftBeforeTheNextGoesDownAreTwoTapsNotOneTwoFingerTap() {
        let (scene, _, _, log) = tapScene(fingers: 2)
        let first = scene.simulator.down(at: point)
        scene.simulator.up(first)
        let second = scene.simulator.down(at: CGPoint(x: 120, y: 100))
        scene.simulator.up(second)
        #expect(log.names.isEmpty)
    }

    // MARK: Several taps

    @Test func aDoubleTapWaitsWithNoTouchesBetweenItsTaps() {
        let (scene, _, tap, log) = tapScene(taps: 2)
        scene.simulator.tap(at: point)
        #expect(log.names.isEmpty)
        #expect(tap.state == .possible)
        #expect(tap.numberOfTouches == 0)
        scene.simulator.advance(by: 0.1)
        scene.simulator.tap(at: point)
        #expect(log.names == ["ended"])
    }

    @Test func aTripleTapNeedsThreeTaps() {
        let (scene, _, _, log) = tapScene(taps: 3)
        scene.simulator.doubleTap(at: point)
        #expect(log.names.isEmpty)
        scene.simulator.advance(by: 0.1)
        scene.simulator.tap(at: point)
        #expect(log.names == ["ended"])
    }

    /// docs/UIKitFacts.md, "Tap": at most 0.35 s between one tap's lift and the next tap's touch-down.
    @Test(arguments: [(0.34, true), (0.36, false)])
    func aDoubleTapFailsWhenTheSecondTapComesAfter035Seconds(gap: TimeInterval, recognizes: Bool) {
        let (scene, _, _, log) = tapScene(taps: 2)
        scene.simulator.tap(at: point)
        scene.simulator.advance(by: gap)
        scene.simulator.tap(at: point)
        #expect(log.names == (recognizes ? ["ended"] : []))
    }

    /// The second tap must start within 45 pt of where the first one started.
    @Test(arguments: [(CGFloat(44), true), (46, false)])
    func aDoubleTapFailsWhenTheSecondTapIsMoreThan45PointsAway(distance: CGFloat, recognizes: Bool) {
        let (scene, _, _, log) = tapScene(taps: 2)
        scene.simulator.tap(at: point)
        scene.simulator.advance(by: 0.1)
        scene.simulator.tap(at: CGPoint(x: point.x, y: point.y + distance))
        #expect(log.names == (recognizes ? ["ended"] : []))
    }

    @Test func aDoubleTapReportsTheFirstTapsLocation() {
        let (scene, _, tap, log) = tapScene(taps: 2)
        var locations: [CGPoint] = []
        tap.addTarget(handler: { recognizer in locations.append(recognizer.location(in: nil)) })
        scene.simulator.tap(at: point)
        scene.simulator.advance(by: 0.1)
        scene.simulator.tap(at: CGPoint(x: 120, y: 100))
        #expect(log.names == ["ended"])
        // UIKit's header: "location of the tap, from the first tap in the sequence if numberOfTapsRequired > 1".
        #expect(locations == [point])
    }

    @Test func aDoubleTapHoldsTheFirstTapsTouchesEndedAndCancelsBothWhenItRecognizes() {
        let (scene, view, _, log) = tapScene(taps: 2)
        scene.simulator.tap(at: point)
        // delaysTouchesEnded (default true): the first lift is held while the double tap may still recognize.
        #expect(view.log == ["began 1"])
        scene.simulator.advance(by: 0.1)
        scene.simulator.tap(at: point)
        #expect(log.names == ["ended"])
        #expect(view.log == ["began 1", "began 2", "cancelled 1", "cancelled 2"])
    }

    @Test func aDoubleTapThatTimesOutReleasesTheHeldTouchesEnded() {
        let (scene, view, tap, log) = tapScene(taps: 2)
        scene.simulator.tap(at: point)
        scene.simulator.advance(by: 0.34)
        #expect(view.log == ["began 1"])
        scene.simulator.advance(by: 0.02)
        #expect(view.log == ["began 1", "ended 1"])
        #expect(log.names.isEmpty)
        #expect(tap.state == .possible)
    }

    @Test func withoutDelaysTouchesEndedTheViewGetsTheFirstLiftAtOnce() {
        let (scene, view, tap, _) = tapScene(taps: 2)
        tap.delaysTouchesEnded = false
        scene.simulator.tap(at: point)
        #expect(view.log == ["began 1", "ended 1"])
    }

    // MARK: Single and double tap together (the 2010 talk)

    /// Single tap added first, double tap second, on one view; each logs its name.
    private func singleAndDoubleTap() -> (Scene, UITapGestureRecognizer, UITapGestureRecognizer, () -> [String]) {
        let (scene, view) = Scene.withRecordingView()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        var actions: [String] = []
        single.addTarget(handler: { _ in actions.append("single") })
        double.addTarget(handler: { _ in actions.append("double") })
        return (scene, single, double, { actions })
    }

    @Test func aSingleTapDoesNotPreventADoubleTapSoBothActionsStack() {
        let (scene, _, _, actions) = singleAndDoubleTap()
        scene.simulator.doubleTap(at: point)
        // The single tap fires on the first lift and cannot prevent the double tap (UIKit: a tap never prevents a tap
        // with a higher tap count); on the second lift the double tap wins and excludes the single tap.
        #expect(actions() == ["single", "double"])
    }

    @Test func aSingleTapRequiringTheDoubleTapToFailIsSilentOnADoubleTap() {
        let (scene, single, double, actions) = singleAndDoubleTap()
        single.require(toFail: double)
        scene.simulator.doubleTap(at: point)
        #expect(actions() == ["double"])
        scene.simulator.advance(by: 1)
        #expect(actions() == ["double"])
    }

    @Test func aSingleTapRequiringTheDoubleTapToFailFiresOnlyAfterTheDoubleTapTimesOut() {
        let (scene, single, double, actions) = singleAndDoubleTap()
        single.require(toFail: double)
        scene.simulator.tap(at: point)
        #expect(actions().isEmpty)
        scene.simulator.advance(by: 0.34)
        #expect(actions().isEmpty)
        scene.simulator.advance(by: 0.02)   // 0.35 s after the lift the double tap fails
        #expect(actions() == ["single"])
    }

    @Test func aTapNeverPreventsATapWithMoreTaps() {
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        #expect(!single.canPrevent(double))
        #expect(!double.canBePrevented(by: single))
        #expect(double.canPrevent(single))
        #expect(single.canBePrevented(by: double))
        #expect(single.canPrevent(UITapGestureRecognizer()))
    }

    @Test func twoSingleTapsOnOneViewStillExcludeEachOther() {
        let first = UITapGestureRecognizer(), second = UITapGestureRecognizer()
        let (scene, _, firstLog, secondLog) = sceneWithRecognizers(first, second, size: CGSize(width: 400, height: 400))
        scene.simulator.tap(at: point)
        #expect(firstLog.names.isEmpty)
        #expect(secondLog.names == ["ended"])   // the most recently added wins the tie
    }
}

extension TapGestureRecognizerTests {
    private func doubleTapResult(gap: TimeInterval, secondAt second: CGPoint = p50, holdFirst: TimeInterval = 0.05) -> Int {
        let (scene, view) = Scene.withRecordingView()
        var count = 0
        let tap = UITapGestureRecognizer { _ in count += 1 }
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        let a = scene.simulator.down(at: p50)
        scene.simulator.advance(by: holdFirst)
        scene.simulator.up(a)
        scene.simulator.advance(by: gap)
        let b = scene.simulator.down(at: second)
        scene.simulator.advance(by: 0.05)
        scene.simulator.up(b)
        scene.simulator.advance(by: 1)
        return count
    }

    @Test(.tags(.factSheet)) func tapDefaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
    }

    @Test(.tags(.factSheet)) func tapMaximumIntervalBetweenTapsIs035Seconds() {
        #expect(doubleTapResult(gap: 0.3) == 1)
        #expect(doubleTapResult(gap: 0.4) == 0)
    }

    @Test(.tags(.factSheet)) func tapAllowableMovementIs45PointsFromTheFirstTapsStart() {
        #expect(doubleTapResult(gap: 0.1, secondAt: CGPoint(x: 90, y: 50)) == 1)
        #expect(doubleTapResult(gap: 0.1, secondAt: CGPoint(x: 100, y: 50)) == 0)
        // Movement during a tap.
        for (distance, expected) in [(40, 1), (50, 0)] as [(CGFloat, Int)] {
            let (scene, view) = Scene.withRecordingView()
            var count = 0
            view.addGestureRecognizer(UITapGestureRecognizer { _ in count += 1 })
            let f = scene.simulator.down(at: p50)
            scene.simulator.move(f, to: CGPoint(x: 50 + distance, y: 50))
            scene.simulator.up(f)
            #expect(count == expected, "moved \(distance)")
        }
    }

    @Test(.tags(.factSheet)) func tapMoreTouchesThanRequiredFails() {
        let (scene, view) = Scene.withRecordingView()
        var count = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in count += 1 })
        scene.simulator.twoFingerTap(at: p50)
        scene.simulator.advance(by: 1)
        #expect(count == 0)
    }

    @Test(.tags(.factSheet)) func tapMaximumDurationIs075Seconds() {
        for (hold, expected) in [(0.7, 1), (0.8, 0)] as [(TimeInterval, Int)] {
            let (scene, view) = Scene.withRecordingView()
            var count = 0
            view.addGestureRecognizer(UITapGestureRecognizer { _ in count += 1 })
            scene.simulator.longPress(at: p50, duration: hold)
            #expect(count == expected, "held \(hold)")
        }
    }
}
