import Testing
@testable import TouchKit
import TouchKitTesting

@MainActor
@Suite struct ScreenEdgePanGestureRecognizerTests {
    private func leftEdgePan() -> RecognizerFixture<UIScreenEdgePanGestureRecognizer> {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        return RecognizerFixture(recognizer)
    }

    @Test(.tags(.factSheet), arguments: [(12.0, true), (14.0, false)])
    func edgePanStartsOnlyWithin13PointsOfTheEdge(startX: CGFloat, begins: Bool) {
        let pan = leftEdgePan()
        let finger = pan.simulator.down(at: CGPoint(x: startX, y: 400))
        pan.simulator.move(finger, to: CGPoint(x: startX + 30, y: 400))
        #expect(pan.actions.names == (begins ? ["began"] : []))
    }

    @Test(.tags(.factSheet), arguments: [(14.0, false), (16.0, true)])
    func edgePanBeginsOnceTheFingerMovesMoreThan15PointsInward(distance: CGFloat, begins: Bool) {
        let pan = leftEdgePan()
        let translations = pan.record { $0.translation(in: nil) }
        let finger = pan.simulator.down(at: CGPoint(x: 5, y: 400))
        pan.simulator.move(finger, to: CGPoint(x: 5 + distance, y: 400))
        #expect(pan.actions.names == (begins ? ["began"] : []))
        if begins { #expect(approximately(translations.values[0], CGPoint(x: 1, y: 0), within: 1e-9)) }
    }

    @Test func edgePanFailsWhenTheFingerFirstMovesAlongTheEdge() {
        let pan = leftEdgePan()
        let finger = pan.simulator.down(at: CGPoint(x: 5, y: 400))
        pan.simulator.move(finger, to: CGPoint(x: 5, y: 420))
        pan.simulator.move(finger, to: CGPoint(x: 100, y: 420))
        #expect(pan.actions.names.isEmpty)
    }

    @Test(.tags(.factSheet), arguments: [(0.2, true), (0.3, false)])
    func edgePanMustBeginWithinAQuarterSecond(delay: TimeInterval, begins: Bool) {
        let pan = leftEdgePan()
        let finger = pan.simulator.down(at: CGPoint(x: 5, y: 400))
        pan.simulator.advance(by: delay)
        pan.simulator.move(finger, to: CGPoint(x: 40, y: 400))
        #expect(pan.actions.names == (begins ? ["began"] : []))
    }

    @Test func edgePanFromTheRightEdgeMovesLeft() {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .right
        let pan = RecognizerFixture(recognizer)
        let finger = pan.simulator.down(at: CGPoint(x: 395, y: 400))
        pan.simulator.move(finger, to: CGPoint(x: 375, y: 400))
        #expect(pan.actions.names == ["began"])
        #expect(approximately(pan.recognizer.translation(in: nil), CGPoint(x: -5, y: 0), within: 1e-9))
    }

    @Test func edgePanIgnoresEdgesItWasNotGiven() {
        let pan = leftEdgePan()
        let finger = pan.simulator.down(at: CGPoint(x: 395, y: 400))
        pan.simulator.move(finger, to: CGPoint(x: 300, y: 400))
        #expect(pan.actions.names.isEmpty)
    }

    @Test func edgePanWithNoEdgesNeverBegins() {
        let pan = RecognizerFixture(UIScreenEdgePanGestureRecognizer())
        let finger = pan.simulator.down(at: CGPoint(x: 5, y: 400))
        pan.simulator.move(finger, to: CGPoint(x: 100, y: 400))
        #expect(pan.actions.names.isEmpty)
    }

    @Test func edgePanHidesTheTouchFromTheViewUntilItFails() {
        let pan = leftEdgePan()
        let finger = pan.simulator.down(at: CGPoint(x: 5, y: 400))
        #expect(pan.view.log.isEmpty)
        pan.simulator.move(finger, to: CGPoint(x: 5, y: 420))   // along the edge: fails
        #expect(pan.view.log == ["began 1", "moved 1"])
    }

    @Test func edgePanThatBeginsKeepsTheTouchFromTheViewEntirely() {
        let pan = leftEdgePan()
        pan.simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
        #expect(pan.actions.names.first == "began")
        #expect(pan.actions.names.last == "ended")
        #expect(pan.view.log.isEmpty)
    }

    @Test func aSecondFingerFailsAnEdgePanThatHasNotBegun() {
        let pan = leftEdgePan()
        let finger = pan.simulator.down(at: CGPoint(x: 5, y: 400))
        pan.simulator.down(at: CGPoint(x: 5, y: 500))
        pan.simulator.move(finger, to: CGPoint(x: 100, y: 400))
        #expect(pan.actions.names.isEmpty)
    }

    @Test(.tags(.factSheet), arguments: 0..<3)
    func everyInitializerMakesAOneFingerPanThatDelaysTouchesBegan(initializer: Int) {
        let controller = PanTestController()
        let recognizer = switch initializer {
        case 0: UIScreenEdgePanGestureRecognizer()
        case 1: UIScreenEdgePanGestureRecognizer(handler: { _ in })
        default: UIScreenEdgePanGestureRecognizer(target: controller, action: PanTestController.handleEdgePan)
        }
        #expect(recognizer.maximumNumberOfTouches == 1)
        #expect(recognizer.delaysTouchesBegan)
        #expect(recognizer.edges == [])
    }

    @Test func edgePanTargetActionTakesAMethodWithAnEdgePanParameter() {
        let controller = PanTestController()
        let recognizer = UIScreenEdgePanGestureRecognizer(target: controller, action: PanTestController.handleEdgePan)
        recognizer.edges = .left
        let pan = RecognizerFixture(recognizer)
        pan.simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.1)
        #expect(controller.edgeStates.first == .began)
        #expect(controller.edgeStates.last == .ended)
    }
}
