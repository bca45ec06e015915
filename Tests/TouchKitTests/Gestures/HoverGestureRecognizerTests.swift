import Testing
@testable import TouchKit
import TouchKitTesting

/// Issue 33: `UIHoverGestureRecognizer`, for the pointer and the pencil.
@MainActor
@Suite struct HoverGestureRecognizerTests {
    @Test func enterMoveExitAreBeganChangedEnded() {
        let scene = Scene()
        let view = scene.plainView(CGRect(x: 100, y: 100, width: 100, height: 100))
        let hover = UIHoverGestureRecognizer()
        let log = ActionLog(hover, on: view)
        var locations: [CGPoint] = []
        hover.addTarget(handler: { locations.append($0.location(in: view)) })
        let simulator = scene.simulator
        simulator.movePointer(to: CGPoint(x: 50, y: 50))
        #expect(log.names.isEmpty)
        simulator.movePointer(to: CGPoint(x: 110, y: 120))
        simulator.movePointer(to: CGPoint(x: 150, y: 150))
        simulator.movePointer(to: CGPoint(x: 250, y: 150))
        #expect(log.names == ["began", "changed", "ended"])
        #expect(locations == [CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50)])
        #expect(hover.state == .possible)
        #expect(hover.zOffset == 0)
        #expect(hover.azimuthUnitVector(in: nil) == CGVector(dx: 0, dy: 0))
        // Entering again begins again.
        simulator.movePointer(to: CGPoint(x: 150, y: 150))
        #expect(log.names == ["began", "changed", "ended", "began"])
    }

    @Test func theActionSeesAHoverEventAndNoTouches() {
        let scene = Scene()
        let view = scene.plainView(scene.window.bounds)
        let hover = SeeingHover()
        view.addGestureRecognizer(hover)
        scene.simulator.movePointer(to: CGPoint(x: 10, y: 10), modifierFlags: .control)
        #expect(hover.eventTypes == [.hover])
        #expect(hover.modifierFlags == .control)
        #expect(hover.numberOfTouches == 0)
    }

    @Test func nestedViewsBothHoverAndLeavingTheInnerEndsOnlyIt() {
        let scene = Scene()
        let outer = scene.plainView(CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = scene.plainView(CGRect(x: 0, y: 0, width: 100, height: 100), in: outer)
        let outerLog = ActionLog(UIHoverGestureRecognizer(), on: outer)
        let innerLog = ActionLog(UIHoverGestureRecognizer(), on: inner)
        scene.simulator.movePointer(to: CGPoint(x: 50, y: 50))
        scene.simulator.movePointer(to: CGPoint(x: 150, y: 50))
        #expect(innerLog.names == ["began", "ended"])
        #expect(outerLog.names == ["began", "changed"])
    }

    @Test func aClickPausesTheHoverAndItResumesAfterTheRelease() {
        let scene = Scene()
        let view = scene.plainView(CGRect(x: 0, y: 0, width: 200, height: 200))
        let log = ActionLog(UIHoverGestureRecognizer(), on: view)
        let tap = UITapGestureRecognizer()
        let tapLog = ActionLog(tap, on: view)
        scene.simulator.click(at: CGPoint(x: 50, y: 50))
        #expect(log.names == ["began"])
        #expect(tapLog.names == ["ended"])
        scene.simulator.movePointer(to: CGPoint(x: 60, y: 50))
        scene.simulator.exitPointer()
        #expect(log.names == ["began", "changed", "ended"])
    }

    @Test func itNeitherPreventsNorIsPreventedByAPan() {
        let scene = Scene()
        let view = scene.plainView(scene.window.bounds)
        let hoverLog = ActionLog(UIHoverGestureRecognizer(), on: view)
        let panLog = ActionLog(UIPanGestureRecognizer(), on: view)
        let finger = scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), lift: false)
        scene.simulator.movePointer(to: CGPoint(x: 300, y: 300))
        scene.simulator.move(finger, to: CGPoint(x: 250, y: 100))
        scene.simulator.up(finger)
        #expect(hoverLog.names == ["began"])
        #expect(panLog.names.first == "began")
        #expect(panLog.names.last == "ended")
    }

    @Test func aFingerNeverReachesIt() {
        let scene = Scene()
        let view = scene.plainView(scene.window.bounds)
        let hover = UIHoverGestureRecognizer()
        let log = ActionLog(hover, on: view)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.names.isEmpty)
        #expect(hover.state == .possible)
    }

    @Test func allowedTouchTypesChooseBetweenPointerAndPencil() {
        let scene = Scene()
        let view = scene.plainView(scene.window.bounds)
        let pencilOnly = UIHoverGestureRecognizer()
        pencilOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        let log = ActionLog(pencilOnly, on: view)
        scene.simulator.movePointer(to: CGPoint(x: 10, y: 10))
        #expect(log.names.isEmpty)
        scene.simulator.hoverPencil(at: CGPoint(x: 20, y: 20), zOffset: 0.4, altitudeAngle: 0.8, azimuthAngle: .pi / 2)
        #expect(log.names == ["began"])
        #expect(pencilOnly.zOffset == 0.4)
        #expect(pencilOnly.altitudeAngle == 0.8)
        #expect(approximately(pencilOnly.azimuthAngle(in: nil), .pi / 2))
    }

    @Test func aDisabledHoverOrADelegateRefusingTheEventGetsNothing() {
        let scene = Scene()
        let view = scene.plainView(scene.window.bounds)
        let disabled = UIHoverGestureRecognizer()
        disabled.isEnabled = false
        let disabledLog = ActionLog(disabled, on: view)
        let refused = UIHoverGestureRecognizer()
        let delegate = RefusingEventDelegate()
        refused.delegate = delegate
        let refusedLog = ActionLog(refused, on: view)
        scene.simulator.movePointer(to: CGPoint(x: 10, y: 10))
        #expect(disabledLog.names.isEmpty)
        #expect(refusedLog.names.isEmpty)
        #expect(delegate.askedTypes == [.hover])
    }
}

@MainActor
private final class SeeingHover: UIHoverGestureRecognizer {
    var eventTypes: [UIEvent.EventType] = []
    override func shouldReceive(_ event: UIEvent) -> Bool {
        eventTypes.append(event.type)
        return true
    }
}

@MainActor
private final class RefusingEventDelegate: NSObject, UIGestureRecognizerDelegate {
    var askedTypes: [UIEvent.EventType] = []
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        askedTypes.append(event.type)
        return false
    }
}
