import Testing
@testable import TouchKit
import TouchKitTesting

/// A target written as a UIKit view controller would: the action takes the recognizer's own class.
@MainActor
private final class PressTarget {
    var states: [UIGestureRecognizer.State] = []
    func handleLongPress(_ press: UILongPressGestureRecognizer) { states.append(press.state) }
}

@MainActor
@Suite struct LongPressGestureRecognizerTests {
    private let point = CGPoint(x: 100, y: 100)

    /// A 400 × 400 recording view at the window's origin with a long press recognizer.
    private func pressScene(fingers: Int = 1) -> (Scene, RecordingView, UILongPressGestureRecognizer, ActionLog) {
        let (scene, view) = Scene.withRecordingView()
        view.isMultipleTouchEnabled = true
        let press = UILongPressGestureRecognizer()
        press.numberOfTouchesRequired = fingers
        let log = ActionLog(press, on: view)
        return (scene, view, press, log)
    }

    /// Holds a finger on the press's view past the press duration, moves it through `points` a sample each, and
    /// lifts it.
    private func pressThenMove(in scene: Scene, through points: CGPoint...) {
        let finger = scene.simulator.down(at: point)
        scene.simulator.advance(by: 0.6)
        for point in points { scene.simulator.move(finger, to: point) }
        scene.simulator.up(finger)
    }

    // MARK: Defaults and initializers

    @Test func defaultsAreUIKits() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.cancelsTouchesInView)
        #expect(!press.delaysTouchesBegan)
        #expect(press.delaysTouchesEnded)
    }

    @Test func targetActionWithTheLongPressClassAndClosureInitializersBothFire() {
        let scene = Scene()
        let (left, right) = scene.twoColumns()
        var closureStates: [UIGestureRecognizer.State] = []
        right.addGestureRecognizer(UILongPressGestureRecognizer { recognizer in closureStates.append(recognizer.state) })
        let target = PressTarget()
        left.addGestureRecognizer(UILongPressGestureRecognizer(target: target, action: PressTarget.handleLongPress))
        scene.simulator.longPress(at: point)
        scene.simulator.longPress(at: CGPoint(x: 300, y: 100))
        #expect(target.states == [.began, .ended])
        #expect(closureStates == [.began, .ended])
    }

    // MARK: Pressing

    /// docs/UIKitFacts.md, "Long press": minimumPressDuration 0.5 s.
    @Test(arguments: [(0.49, false), (0.51, true)])
    func aLongPressBeginsOnlyOnceTheMinimumPressDurationElapses(held: TimeInterval, begins: Bool) {
        let (scene, _, _, log) = pressScene()
        let finger = scene.simulator.down(at: point)
        scene.simulator.advance(by: held)
        #expect(log.names == (begins ? ["began"] : []))
        scene.simulator.up(finger)
        #expect(log.names == (begins ? ["began", "ended"] : []))
    }

    @Test func aLongPressBeginsFromItsTimerWhileTheFingerRestsAndCancelsTheViewsTouch() {
        let (scene, view, press, log) = pressScene()
        _ = scene.simulator.down(at: point)
        scene.simulator.advance(by: 0.5)
        #expect(log.names == ["began"])
        #expect(press.state == .began)
        // cancelsTouchesInView (default true): the view's touch is cancelled when the press begins.
        #expect(view.log == ["began 1", "cancelled 1"])
    }

    /// docs/UIKitFacts.md, "Long press": allowableMovement 10 pt, before recognition only.
    @Test(arguments: [(CGFloat(9), true), (11, false)])
    func aLongPressFailsWhenTheFingerMovesMoreThanTheAllowableMovementBeforeItBegins(distance: CGFloat, begins: Bool) {
        let (scene, _, _, log) = pressScene()
        let finger = scene.simulator.down(at: point)
        scene.simulator.move(finger, to: CGPoint(x: point.x, y: point.y + distance), duration: 0.1)
        scene.simulator.advance(by: 0.45)
        #expect(log.names == (begins ? ["began"] : []))
        scene.simulator.up(finger)
    }

    @Test func onceBegunTheFingerMovesFreelyAndEachMoveSendsChanged() {
        let (scene, _, press, log) = pressScene()
        var locations: [CGPoint] = []
        press.addTarget(handler: { recognizer in locations.append(recognizer.location(in: nil)) })
        pressThenMove(in: scene, through: CGPoint(x: 200, y: 100), CGPoint(x: 300, y: 300))
        #expect(log.names == ["began", "changed", "changed", "ended"])
        #expect(locations == [point, CGPoint(x: 200, y: 100), CGPoint(x: 300, y: 300), CGPoint(x: 300, y: 300)])
    }

    @Test func aCustomMinimumPressDurationAndAllowableMovementApply() {
        let (scene, _, press, log) = pressScene()
        press.minimumPressDuration = 1
        press.allowableMovement = 30
        let finger = scene.simulator.down(at: point)
        scene.simulator.move(finger, to: CGPoint(x: 125, y: 100))
        scene.simulator.advance(by: 0.9)
        #expect(log.names.isEmpty)
        scene.simulator.advance(by: 0.2)
        #expect(log.names == ["began"])
        scene.simulator.up(finger)
    }

    @Test func aZeroMinimumPressDurationBeginsAtTheNextClockTickAfterTheViewSawTheTouch() {
        let (scene, view, press, log) = pressScene()
        press.minimumPressDuration = 0
        _ = scene.simulator.down(at: point)
        #expect(log.names.isEmpty)
        scene.simulator.clock.runDueCallbacks()
        #expect(log.names == ["began"])
        #expect(view.log == ["began 1", "cancelled 1"])
    }

    // MARK: Cancellation

    /// Puts a finger down on the press's view and cancels its touch after `hold`, then lets a second pass.
    private func cancelTouch(in scene: Scene, after hold: TimeInterval) {
        let finger = scene.simulator.down(at: point)
        scene.simulator.advance(by: hold)
        scene.simulator.cancel(finger)
        scene.simulator.advance(by: 1)
    }

    @Test func aTouchCancelledAfterTheLongPressBeganCancelsIt() {
        let (scene, _, _, log) = pressScene()
        cancelTouch(in: scene, after: 0.6)
        #expect(log.names == ["began", "cancelled"])
    }

    @Test func aTouchCancelledBeforeTheLongPressBeganFailsIt() {
        let (scene, view, press, log) = pressScene()
        cancelTouch(in: scene, after: 0.2)
        #expect(log.names.isEmpty)
        #expect(press.state == .possible)
        #expect(view.log == ["began 1", "cancelled 1"])
    }

    @Test func aLongPressWhoseActionDisablesItIsCancelledAndWorksAgainOnceReenabled() {
        let (scene, _, press, log) = pressScene()
        press.addTarget(handler: { recognizer in if recognizer.state == .began { recognizer.isEnabled = false } })
        let finger = scene.simulator.down(at: point)
        scene.simulator.advance(by: 0.6)
        #expect(log.names == ["began", "cancelled"])
        #expect(press.state == .possible)
        scene.simulator.move(finger, to: CGPoint(x: 200, y: 100))
        scene.simulator.up(finger)
        #expect(log.names == ["began", "cancelled"])
        press.isEnabled = true
        scene.simulator.longPress(at: point)
        #expect(log.names == ["began", "cancelled", "began", "cancelled"])
    }

    // MARK: Several fingers

    @Test func moreFingersThanRequiredFailTheLongPressBeforeItBegins() {
        let (scene, _, _, log) = pressScene()
        _ = scene.simulator.down(at: point)
        scene.simulator.advance(by: 0.2)
        _ = scene.simulator.down(at: CGPoint(x: 150, y: 100))
        scene.simulator.advance(by: 1)
        #expect(log.names.isEmpty)
    }

    @Test func aTwoFingerLongPressTimesFromTheSecondFingerAndEndsWhenEitherLifts() {
        let (scene, _, press, log) = pressScene(fingers: 2)
        var endLocation: CGPoint?
        press.addTarget(handler: { recognizer in
            if recognizer.state == .ended { endLocation = recognizer.location(in: nil) }
        })
        let first = scene.simulator.down(at: point)
        scene.simulator.advance(by: 0.3)
        let second = scene.simulator.down(at: CGPoint(x: 140, y: 100))
        scene.simulator.advance(by: 0.4)
        #expect(log.names.isEmpty)   // 0.7 s since the first finger, 0.4 s since the second
        scene.simulator.advance(by: 0.11)
        #expect(log.names == ["began"])
        #expect(press.location(in: nil) == CGPoint(x: 120, y: 100))
        scene.simulator.up(first)
        // UIKit: the gesture ends when any of the fingers lifts; its location is where both fingers were.
        #expect(log.names == ["began", "ended"])
        #expect(endLocation == CGPoint(x: 120, y: 100))
        scene.simulator.up(second)
        #expect(log.names == ["began", "ended"])
    }

    @Test func aTwoFingerLongPressFailsWhenOnlyOneFingerPresses() {
        let (scene, _, _, log) = pressScene(fingers: 2)
        let finger = scene.simulator.down(at: point)
        scene.simulator.advance(by: 1)
        scene.simulator.up(finger)
        #expect(log.names.isEmpty)
    }

    @Test func aFingerThatGoesDownAfterThePressBeganIsIgnoredAndReachesItsView() {
        let (scene, view, press, log) = pressScene()
        let pressing = scene.simulator.down(at: point)
        scene.simulator.advance(by: 0.6)
        let other = scene.simulator.down(at: CGPoint(x: 200, y: 200))
        #expect(press.numberOfTouches == 1)
        scene.simulator.move(other, to: CGPoint(x: 250, y: 200))
        scene.simulator.up(other)
        #expect(log.names == ["began"])
        #expect(view.log == ["began 1", "cancelled 1", "began 2", "moved 2", "ended 2"])
        scene.simulator.up(pressing)
        #expect(log.names == ["began", "ended"])
    }

    // MARK: Taps before the press

    @Test func withOneTapRequiredATapThenAPressBegins() {
        let (scene, _, press, log) = pressScene()
        press.numberOfTapsRequired = 1
        scene.simulator.tap(at: point)
        scene.simulator.advance(by: 0.2)
        let held = scene.simulator.hold(at: CGPoint(x: 105, y: 100), across: 0.5) { log.names }
        #expect(held.beforeThreshold.isEmpty)
        #expect(held.afterThreshold == ["began"])
        #expect(held.afterLift == ["began", "ended"])
    }

    @Test func withOneTapRequiredAPressWithoutTheTapNeverBegins() {
        let (scene, _, press, log) = pressScene()
        press.numberOfTapsRequired = 1
        scene.simulator.longPress(at: point, duration: 2)
        #expect(log.names.isEmpty)
    }

    @Test func withOneTapRequiredAPressTooLongAfterTheTapNeverBegins() {
        let (scene, _, press, log) = pressScene()
        press.numberOfTapsRequired = 1
        scene.simulator.tap(at: point)
        scene.simulator.advance(by: 0.36)
        scene.simulator.longPress(at: point, duration: 1)
        #expect(log.names.isEmpty)
    }

    // MARK: Views and other recognizers

    @Test func withoutCancelsTouchesInViewTheViewKeepsReceivingMoves() {
        // The 2014 talk's dots: a long press picks a dot up while the dot stays highlighted.
        let (scene, view, press, log) = pressScene()
        press.cancelsTouchesInView = false
        pressThenMove(in: scene, through: CGPoint(x: 150, y: 100), CGPoint(x: 200, y: 100))
        #expect(log.names == ["began", "changed", "changed", "ended"])
        #expect(view.log == ["began 1", "moved 1", "moved 1", "ended 1"])
    }

    @Test func longPressesOnSiblingViewsBothRecognizeAtOnce() {
        let scene = Scene()
        let (leftLog, rightLog) = scene.actionLogsOnSiblingViews { UILongPressGestureRecognizer() }
        let fingers = scene.simulator.downTogether(CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50))
        scene.simulator.advance(by: 0.6)
        scene.simulator.moveTogether(fingers, to: CGPoint(x: 60, y: 60), CGPoint(x: 260, y: 60))
        scene.simulator.upTogether(fingers)
        #expect(leftLog.names == ["began", "changed", "ended"])
        #expect(rightLog.names == ["began", "changed", "ended"])
    }

    @Test func aLongPressThatBeganPreventsATapOnTheSameView() {
        let (scene, _, _, log) = pressScene()
        let tap = UITapGestureRecognizer()
        scene.window.subviews[0].addGestureRecognizer(tap)
        let tapLog = ActionLog(attachedTo: tap)
        scene.simulator.longPress(at: point, duration: 0.6)
        #expect(log.names == ["began", "ended"])
        #expect(tapLog.names.isEmpty)
    }

    @Test func aQuickTapFailsTheLongPressAndTheTapRecognizes() {
        let (scene, _, _, log) = pressScene()
        let tap = UITapGestureRecognizer()
        scene.window.subviews[0].addGestureRecognizer(tap)
        let tapLog = ActionLog(attachedTo: tap)
        scene.simulator.tap(at: point)
        scene.simulator.advance(by: 1)
        #expect(log.names.isEmpty)
        #expect(tapLog.names == ["ended"])
    }
}

extension LongPressGestureRecognizerTests {
    @Test(.tags(.factSheet)) func longPressDefaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
    }

    @Test(.tags(.factSheet)) func longPressBeginsAtHalfASecondChangesOnMovementEndsOnLift() {
        let press = UILongPressGestureRecognizer()
        let (scene, _, actions) = sceneWithRecognizer(with: press)
        let f = scene.simulator.down(at: p50)
        scene.simulator.advance(by: 0.49)
        #expect(actions.states.isEmpty)
        scene.simulator.advance(by: 0.02)
        #expect(actions.states == [.began])
        scene.simulator.move(f, to: CGPoint(x: 150, y: 50))   // far beyond 10 pt: movement after began is fine
        #expect(actions.states == [.began, .changed])
        scene.simulator.up(f)
        #expect(actions.states == [.began, .changed, .ended])
    }

    @Test(.tags(.factSheet)) func longPressAllowableMovementIs10PointsBeforeRecognition() {
        for (distance, expected) in [(9, true), (11, false)] as [(CGFloat, Bool)] {
            let press = UILongPressGestureRecognizer()
            let (scene, _, actions) = sceneWithRecognizer(with: press)
            let f = scene.simulator.down(at: p50)
            scene.simulator.advance(by: 0.1)
            scene.simulator.move(f, to: CGPoint(x: 50 + distance, y: 50))
            scene.simulator.advance(by: 0.5)
            #expect(actions.states.contains(.began) == expected, "moved \(distance)")
            scene.simulator.up(f)
        }
    }
}
