import Testing
@testable import TouchKit
import TouchKitTesting

@MainActor
final class SwipeTestController {
    var locations: [CGPoint] = []
    func handleSwipe(_ swipe: UISwipeGestureRecognizer) { locations.append(swipe.location(in: nil)) }
}

@MainActor
@Suite struct SwipeGestureRecognizerTests {
    private func swipe(_ direction: UISwipeGestureRecognizer.Direction = .right, touches: Int = 1)
        -> RecognizerFixture<UISwipeGestureRecognizer> {
        let recognizer = UISwipeGestureRecognizer()
        recognizer.direction = direction
        recognizer.numberOfTouchesRequired = touches
        return RecognizerFixture(recognizer)
    }

    @Test func directionRawValuesAreUIKits() {
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
        #expect(UISwipeGestureRecognizer.Direction.up.rawValue == 4)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    }

    @Test func defaultsAreOneFingerToTheRight() {
        let recognizer = UISwipeGestureRecognizer()
        #expect(recognizer.direction == .right)
        #expect(recognizer.numberOfTouchesRequired == 1)
    }

    // MARK: Distance and time

    @Test(arguments: [(49.0, false), (51.0, true)])
    func swipeRecognizesWhileMovingOnceTheFingerHasGone50Points(distance: CGFloat, recognizes: Bool) {
        let swipe = swipe()
        let finger = swipe.simulator.down(at: CGPoint(x: 100, y: 400))
        swipe.simulator.move(finger, to: CGPoint(x: 100 + distance, y: 400), duration: 0.1)
        #expect(swipe.actions.names == (recognizes ? ["ended"] : []))
        swipe.simulator.up(finger)
        #expect(swipe.actions.names == (recognizes ? ["ended"] : []))
    }

    @Test(arguments: [(0.49, true), (0.51, false)])
    func swipeMustBeDoneWithinHalfASecond(duration: TimeInterval, recognizes: Bool) {
        let swipe = swipe()
        let finger = swipe.simulator.down(at: CGPoint(x: 100, y: 400))
        // One sample per frame: the finger passes 50 pt only at its last sample (51 pt), at `duration`.
        swipe.simulator.move(finger, to: CGPoint(x: 151, y: 400), duration: duration)
        #expect(swipe.actions.names == (recognizes ? ["ended"] : []))
    }

    @Test func aSwipeThatTimedOutStaysFailedAsTheFingerGoesOn() {
        let swipe = swipe()
        let finger = swipe.simulator.down(at: CGPoint(x: 100, y: 400))
        swipe.simulator.advance(by: 0.6)
        swipe.simulator.move(finger, to: CGPoint(x: 300, y: 400), duration: 0.1)
        #expect(swipe.actions.names.isEmpty)
        #expect(swipe.view.log.first == "began 1")
        #expect(!swipe.view.log.contains("cancelled 1"))
    }

    @Test func swipeFailsWhenTheFingerLiftsFirst() {
        let swipe = swipe()
        swipe.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 140, y: 400), duration: 0.1)
        #expect(swipe.actions.names.isEmpty)
        #expect(swipe.view.log.last == "ended 1")
    }

    @Test func swipeCancelsTheTouchInTheViewWhenItRecognizes() {
        let swipe = swipe()
        swipe.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
        #expect(swipe.actions.names == ["ended"])
        #expect(swipe.view.log.last == "cancelled 1")
    }

    // MARK: Direction

    @Test(arguments: [CGPoint(x: -60, y: 0), CGPoint(x: 0, y: -60), CGPoint(x: 0, y: 60)])
    func swipeToTheRightFailsWhenTheFingerGoesAnotherWay(movement: CGPoint) {
        let swipe = swipe(.right)
        let finger = swipe.simulator.down(at: CGPoint(x: 200, y: 400))
        swipe.simulator.move(finger, to: CGPoint(x: 200 + movement.x, y: 400 + movement.y), duration: 0.1)
        swipe.simulator.move(finger, to: CGPoint(x: 350, y: 400), duration: 0.1)   // too late
        #expect(swipe.actions.names.isEmpty)
    }

    @Test(arguments: [
        (UISwipeGestureRecognizer.Direction.left, CGPoint(x: -60, y: 0)),
        (.up, CGPoint(x: 0, y: -60)),
        (.down, CGPoint(x: 0, y: 60)),
    ])
    func swipeRecognizesInItsDirection(direction: UISwipeGestureRecognizer.Direction, movement: CGPoint) {
        let swipe = swipe(direction)
        let finger = swipe.simulator.down(at: CGPoint(x: 200, y: 400))
        swipe.simulator.move(finger, to: CGPoint(x: 200 + movement.x, y: 400 + movement.y), duration: 0.1)
        #expect(swipe.actions.names == ["ended"])
    }

    @Test func swipeWithSeveralDirectionsTakesAnyOfThem() {
        let swipe = swipe([.left, .right])
        swipe.simulator.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 140, y: 400), duration: 0.1)
        swipe.simulator.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.1)
        #expect(swipe.actions.names == ["ended", "ended"])
    }

    @Test(arguments: [(40.0, true), (55.0, false)])
    func swipeMustGoMostlyAlongItsDirection(across: CGFloat, recognizes: Bool) {
        let swipe = swipe(.right)
        let finger = swipe.simulator.down(at: CGPoint(x: 100, y: 400))
        swipe.simulator.move(finger, to: CGPoint(x: 150, y: 400 + across))
        #expect(swipe.actions.names == (recognizes ? ["ended"] : []))
    }

    @Test(arguments: [(190.0, true), (210.0, false)])
    func swipeFailsOnce200PointsAcross(across: CGFloat, recognizes: Bool) {
        let swipe = swipe(.right)
        let finger = swipe.simulator.down(at: CGPoint(x: 50, y: 100))
        swipe.simulator.move(finger, to: CGPoint(x: 300, y: 100 + across))   // one sample: 250 along
        #expect(swipe.actions.names == (recognizes ? ["ended"] : []))
    }

    // MARK: Several fingers

    @Test func twoFingerSwipeWaitsForBothFingers() {
        let swipe = swipe(.right, touches: 2)
        let fingers = swipe.simulator.downTogether(CGPoint(x: 100, y: 300), CGPoint(x: 100, y: 400))
        swipe.simulator.move(fingers[0], to: CGPoint(x: 160, y: 300))
        #expect(swipe.actions.names.isEmpty)
        swipe.simulator.move(fingers[1], to: CGPoint(x: 160, y: 400))
        #expect(swipe.actions.names == ["ended"])
    }

    @Test func oneFingerIsNotEnoughForATwoFingerSwipe() {
        let swipe = swipe(.right, touches: 2)
        swipe.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.1)
        #expect(swipe.actions.names.isEmpty)
    }

    @Test func fingersGoingDifferentWaysFailTheSwipe() {
        let swipe = swipe([.left, .right], touches: 2)
        let fingers = swipe.simulator.downTogether(CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 400))
        swipe.simulator.moveTogether(fingers, to: CGPoint(x: 140, y: 300), CGPoint(x: 260, y: 400))
        #expect(swipe.actions.names.isEmpty)
    }

    @Test func moreFingersThanRequiredFailTheSwipe() {
        let swipe = swipe(.right)
        let first = swipe.simulator.down(at: CGPoint(x: 100, y: 300))
        swipe.simulator.down(at: CGPoint(x: 100, y: 400))
        swipe.simulator.move(first, to: CGPoint(x: 200, y: 300))
        #expect(swipe.actions.names.isEmpty)
    }

    // MARK: Location

    @Test func locationIsWhereTheSwipeBegan() {
        let swipe = swipe(.right, touches: 2)
        let locations = swipe.record { $0.location(in: nil) }
        let secondTouchLocations = swipe.record { $0.location(ofTouch: 1, in: nil) }
        let fingers = swipe.simulator.downTogether(CGPoint(x: 100, y: 300), CGPoint(x: 120, y: 400))
        swipe.simulator.moveTogether(fingers, to: CGPoint(x: 180, y: 300), CGPoint(x: 200, y: 400))
        #expect(locations.values == [CGPoint(x: 110, y: 350)])
        #expect(secondTouchLocations.values == [CGPoint(x: 120, y: 400)])
        // After the touches are gone, still where it began.
        #expect(swipe.recognizer.location(in: swipe.view) == CGPoint(x: 110, y: 350))
    }

    // MARK: Cancellation and target-action

    @Test func aCancelledTouchFailsTheSwipe() {
        let swipe = swipe(.right)
        let finger = swipe.simulator.down(at: CGPoint(x: 100, y: 400))
        swipe.simulator.move(finger, to: CGPoint(x: 130, y: 400))
        swipe.simulator.cancel(finger)
        #expect(swipe.actions.names.isEmpty)
        swipe.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
        #expect(swipe.actions.names == ["ended"])
    }

    @Test func targetActionTakesAMethodWithASwipeParameter() {
        let controller = SwipeTestController()
        let swipe = RecognizerFixture(UISwipeGestureRecognizer(target: controller, action: SwipeTestController.handleSwipe))
        swipe.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.1)
        #expect(controller.locations == [CGPoint(x: 100, y: 400)])
    }
}

extension SwipeGestureRecognizerTests {
    @Test(.tags(.factSheet)) func swipeDefaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
    }

    @Test(.tags(.factSheet)) func swipeRecognizesDuringMovementBeforeTheLift() {
        let swipe = UISwipeGestureRecognizer()
        let (scene, _, actions) = sceneWithRecognizer(with: swipe)
        let f = scene.simulator.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 250, y: 100), duration: 0.15, lift: false)
        #expect(actions.states == [.ended])
        scene.simulator.up(f)
        #expect(actions.states == [.ended])
    }

    @Test(.tags(.factSheet)) func swipeFailsIfTheTouchLiftsFirstOrTooSlow() {
        for (distance, duration) in [(30, 0.1), (150, 2.0)] as [(CGFloat, TimeInterval)] {
            let swipe = UISwipeGestureRecognizer()
            let (scene, _, actions) = sceneWithRecognizer(with: swipe)
            scene.simulator.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 50 + distance, y: 100), duration: duration)
            #expect(actions.states.isEmpty, "\(distance) pt in \(duration) s")
        }
    }

    @Test(.tags(.factSheet)) func swipeInTheWrongDirectionFails() {
        let swipe = UISwipeGestureRecognizer()
        let (scene, _, actions) = sceneWithRecognizer(with: swipe)
        scene.simulator.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 100, y: 100), duration: 0.15)
        #expect(actions.states.isEmpty)
    }
}
