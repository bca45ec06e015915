import Testing
import UIKit
import TouchKitTesting

@MainActor
@Suite struct FlyOffCardViewTests {
    final class Recorder: FlyOffCardViewDelegate {
        var swipes: [(right: Bool, finished: Bool)] = []
        func cardView(_ cardView: FlyOffCardView, didSwipeRight right: Bool, finished: Bool) {
            swipes.append((right, finished))
        }
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = FlyOffCardView(frame: CGRect(x: 45, y: 200, width: 300, height: 400))
    let recorder = Recorder()
    let simulator: TouchSimulator

    init() {
        window.addSubview(card)
        card.delegate = recorder
        simulator = TouchSimulator(window: window)
    }

    @Test func aSwipePastTheThresholdFliesTheCardOffAndRemovesItWhenTheAnimationFinishes() {
        let finger = simulator.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 355, y: 410), lift: false)
        simulator.advance(by: 0.1)
        simulator.up(finger)
        // The model value is the final one at once, off the right edge; the card is still in the window.
        #expect(card.center.x > 390 + 150)
        #expect(card.superview === window && recorder.swipes.isEmpty)
        // Animated without `.allowUserInteraction`: the flying card takes no touches.
        #expect(card.hitTest(CGPoint(x: 150, y: 200), with: nil) == nil)
        simulator.advance(by: 0.15)
        #expect(card.superview === window, "still flying halfway through")
        simulator.advance(by: 0.2)
        #expect(card.superview == nil)
        #expect(recorder.swipes.count == 1 && recorder.swipes[0] == (right: true, finished: true))
    }

    @Test func aFlingToTheLeftFliesTheCardOffToTheLeftEvenWhenShort() {
        simulator.flick(from: CGPoint(x: 195, y: 400), velocity: CGPoint(x: -1500, y: 0))
        simulator.settle()
        #expect(card.superview == nil)
        #expect(recorder.swipes.map(\.right) == [false])
    }

    @Test func aShortDragSpringsTheCardBackAndItCanBeGrabbedWhileItSprings() {
        let start = card.center
        let finger = simulator.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 255, y: 430), lift: false)
        simulator.advance(by: 0.1)
        simulator.up(finger)
        #expect(card.center == start && card.transform == .identity, "the model value is home at once")
        #expect(card.hitTest(CGPoint(x: 150, y: 200), with: nil) === card, "`.allowUserInteraction` springs")
        simulator.settle()
        #expect(card.superview === window && recorder.swipes.isEmpty)
        #expect(card.layer.presentation()?.position == card.layer.position)
    }

    @Test func removingTheFlyOffAnimationRunsTheCompletionWithFinishedFalse() {
        simulator.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 395, y: 400))
        card.layer.removeAllAnimations()
        #expect(card.superview == nil)
        #expect(recorder.swipes.count == 1 && recorder.swipes[0] == (right: true, finished: false))
    }
}
