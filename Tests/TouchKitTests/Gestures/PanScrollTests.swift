import Testing
@testable import TouchKit
import TouchKitTesting

/// A pan driven by wheel and trackpad scroll events (`UIPanGestureRecognizer.allowedScrollTypesMask`).
@MainActor
@Suite struct PanScrollTests {
    private let point = CGPoint(x: 200, y: 400)

    private func pan(_ mask: UIScrollTypeMask) -> RecognizerFixture<UIPanGestureRecognizer> {
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = mask
        return RecognizerFixture(pan)
    }

    @Test func aPlainPanIgnoresScrollingAsUIKitsDefaultMaskIsEmpty() {
        let pan = RecognizerFixture(UIPanGestureRecognizer())
        #expect(pan.recognizer.allowedScrollTypesMask.isEmpty)
        pan.simulator.wheel(at: point, lines: CGPoint(x: 0, y: -3))
        pan.simulator.trackpadScroll(at: point, by: CGPoint(x: 0, y: -200), duration: 0.1)
        pan.simulator.advance(by: 0.5)
        #expect(pan.actions.names.isEmpty)
    }

    @Test func scrollTypeRawValuesAreUIKits() {
        #expect(UIScrollType.discrete.rawValue == 0)
        #expect(UIScrollType.continuous.rawValue == 1)
        #expect(UIScrollTypeMask.discrete.rawValue == 1)
        #expect(UIScrollTypeMask.continuous.rawValue == 2)
        #expect(UIScrollTypeMask.all.rawValue == 3)
    }

    @Test func wheelStepsBeginAndChangeThePanWhichEndsOnceTheWheelPauses() {
        let pan = pan(.discrete)
        let translations = pan.record { $0.translation(in: nil).y }
        pan.simulator.wheel(at: point, lines: CGPoint(x: 0, y: -1), steps: 3)
        #expect(pan.actions.names == ["began", "changed", "changed"])
        pan.simulator.advance(by: UIPanGestureRecognizer.wheelGestureEndDelay + 0.01)
        #expect(pan.actions.names == ["began", "changed", "changed", "ended"])
        // A line is 10 pt (TouchHost.pointsPerWheelLine); no hysteresis is taken off.
        #expect(translations.values == [-10, -20, -30, -30])
    }

    @Test func aWheelStepsActionThatDisablesThePanCancelsItWithinTheStep() {
        let pan = pan(.discrete)
        let actions = pan.actions
        pan.recognizer.addTarget(handler: { sender in
            if actions.names == ["began", "changed", "changed"] { sender.isEnabled = false }
        })
        pan.simulator.wheel(at: point, lines: CGPoint(x: 0, y: -1), steps: 3)
        // Settled with the step that changed it, before any later step or timer, and never reset twice.
        #expect(pan.actions.names == ["began", "changed", "changed", "cancelled"])
        #expect(pan.recognizer.state == .possible)
        pan.simulator.wheel(at: point, lines: CGPoint(x: 0, y: -1))
        #expect(pan.actions.names == ["began", "changed", "changed", "cancelled"])
    }

    @Test func aPanAllowingOnlyTheTrackpadIgnoresTheWheel() {
        let pan = pan(.continuous)
        pan.simulator.wheel(at: point, lines: CGPoint(x: 0, y: -3))
        pan.simulator.advance(by: 0.5)
        #expect(pan.actions.names.isEmpty)
    }

    @Test func aTrackpadScrollDrivesTranslationAndVelocityFromBeganToTheLift() {
        let pan = pan(.continuous)
        let translations = pan.record { $0.translation(in: nil).y }
        let velocities = pan.record { $0.velocity(in: nil).y }
        pan.simulator.trackpadScroll(at: point, by: CGPoint(x: 0, y: -300), duration: 0.3)
        #expect(pan.actions.names.first == "began")
        #expect(pan.actions.names.last == "ended")
        #expect(abs(translations.values.last! + 300) < 0.001)
        // 300 pt in 0.3 s at a steady speed: 1000 pt/s.
        #expect(abs(velocities.values.last! + 1000) < 1)
        #expect(pan.recognizer.location(in: nil) == point)
    }

    @Test func aTrackpadScrollRightAfterAWheelEndsTheWheelsPanAndPansOnItsOwn() {
        let pan = pan(.all)
        let translations = pan.record { $0.translation(in: nil).y }
        pan.simulator.wheel(at: point, lines: CGPoint(x: 0, y: -1))
        pan.simulator.trackpadScroll(at: point, by: CGPoint(x: 0, y: -120), duration: 0.2)
        #expect(pan.actions.names.filter { $0 == "began" }.count == 2)
        #expect(pan.actions.names.filter { $0 == "ended" }.count == 2)
        // The trackpad's began (no movement) ends the wheel's pan; all of its movement is its own pan's.
        #expect(abs(translations.values.last! + 120) < 0.001)
    }

    @Test func fingersThatTouchTheTrackpadAndLiftWithoutScrollingNeverBeginThePan() {
        let pan = pan(.continuous)
        pan.simulator.trackpadTouch(at: point)
        pan.simulator.trackpadLift(at: point)
        #expect(pan.actions.names.isEmpty)
        #expect(pan.recognizer.state == .possible)
    }

    @Test func theDelegateSeesAScrollEventAndCanRefuseIt() {
        final class Refuser: NSObject, UIGestureRecognizerDelegate {
            var types: [UIEvent.EventType] = []
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
                types.append(event.type)
                return false
            }
        }
        let pan = pan(.all)
        let refuser = Refuser()
        pan.recognizer.delegate = refuser
        pan.simulator.wheel(at: point, lines: CGPoint(x: 0, y: -1))
        #expect(refuser.types == [.scroll])
        #expect(pan.actions.names.isEmpty)
    }

    @Test func aFingerPanAndAWheelPanFollowEachOtherOnOnePan() {
        let pan = pan(.all)
        pan.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), duration: 0.1)
        pan.simulator.wheel(at: point, lines: CGPoint(x: 0, y: 1))
        pan.simulator.advance(by: 0.2)
        #expect(pan.actions.names.filter { $0 == "began" }.count == 2)
        #expect(pan.actions.names.filter { $0 == "ended" }.count == 2)
    }
}
