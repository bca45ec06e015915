import Testing
@testable import TouchKit
import TouchKitTesting

/// Issue 33: the pointer through `TouchHost`: a click is a touch, a hover is not, and bad pointer input.
@MainActor
@Suite struct PointerInputTests {
    let pointer = TouchHost.pointerFingerID

    @Test func aClickIsATouchHitTestedAndDeliveredLikeAFinger() {
        let (scene, view) = Scene.withRecordingView(side: 200)
        let other = scene.recordingView(CGRect(x: 200, y: 0, width: 200, height: 200))
        var types: [UITouch.TouchType] = []
        let tap = UITapGestureRecognizer(handler: { _ in types.append(.indirectPointer) })
        view.addGestureRecognizer(tap)
        scene.simulator.click(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["began \(pointer)", "cancelled \(pointer)"])
        #expect(other.log.isEmpty)
        #expect(types.count == 1)
    }

    @Test func hoverNeverReachesTouchMethods() {
        let (scene, view) = Scene.withRecordingView(side: 200)
        scene.simulator.movePointer(to: CGPoint(x: 10, y: 10))
        scene.simulator.movePointer(to: CGPoint(x: 150, y: 150), duration: 0.2)
        #expect(view.log.isEmpty)
        #expect(scene.simulator.host.pointerLocation == CGPoint(x: 150, y: 150))
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func aDragWithTheButtonHeldPansAsAFingersDragDoes() {
        func translations(_ drag: (TouchSimulator) -> Void) -> (translations: [CGPoint], log: [String]) {
            let (scene, view) = Scene.withRecordingView()
            var translations: [CGPoint] = []
            let pan = UIPanGestureRecognizer(handler: { translations.append(($0 as! UIPanGestureRecognizer).translation(in: nil)) })
            view.addGestureRecognizer(pan)
            drag(scene.simulator)
            return (translations, view.log)
        }
        let pointerDrag = translations { $0.dragPointer(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50)) }
        let fingerDrag = translations { $0.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50)) }
        #expect(pointerDrag.translations.count > 5)
        #expect(pointerDrag.translations == fingerDrag.translations)
        #expect(pointerDrag.log.first == "began \(pointer)")
        #expect(pointerDrag.log.map { $0.replacingOccurrences(of: "\(pointer)", with: "1") } == fingerDrag.log)
    }

    @Test func aDoubleClickCountsTwoTaps() {
        let scene = Scene()
        let view = scene.plainView(CGRect(x: 0, y: 0, width: 200, height: 200))
        var recognized = 0
        let doubleTap = UITapGestureRecognizer(handler: { _ in recognized += 1 })
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        scene.simulator.click(at: CGPoint(x: 50, y: 50), clicks: 2)
        #expect(recognized == 1)
    }

    @Test func aSecondButtonJoinsTheClickAndTheLastReleaseEndsIt() {
        let (scene, view) = Scene.withRecordingView(side: 200)
        let simulator = scene.simulator
        simulator.pressPointer(.primary, at: CGPoint(x: 50, y: 50))
        simulator.pressPointer(.secondary)
        #expect(simulator.host.pointerButtons == [.primary, .secondary])
        #expect(simulator.host.touch(forFinger: pointer)?.buttonMask == [.primary, .secondary])
        simulator.releasePointer(.primary)
        #expect(view.log == ["began \(pointer)"])
        simulator.releasePointer(.secondary)
        #expect(view.log == ["began \(pointer)", "ended \(pointer)"])
    }

    // MARK: Bad input

    @Test func badInput_releasingAButtonNeverPressedIsIgnoredWithADiagnostic() {
        let (scene, view) = Scene.withRecordingView(side: 200)
        scene.simulator.movePointer(to: CGPoint(x: 50, y: 50))
        scene.simulator.releasePointer(.secondary)
        #expect(scene.diagnostics.map(\.kind) == [.buttonNotPressed])
        #expect(view.log.isEmpty)
    }

    @Test func badInput_pressingAHeldButtonAgainIsIgnoredWithADiagnostic() {
        let (scene, view) = Scene.withRecordingView(side: 200)
        scene.simulator.pressPointer(at: CGPoint(x: 50, y: 50))
        scene.simulator.pressPointer()
        scene.simulator.releasePointer()
        #expect(scene.diagnostics.map(\.kind) == [.buttonAlreadyPressed])
        #expect(view.log == ["began \(pointer)", "ended \(pointer)"])
    }

    @Test func badInput_leavingTheWindowWithAButtonHeldCancelsTheTouchOnce() {
        let (scene, view) = Scene.withRecordingView(side: 200)
        scene.simulator.pressPointer(at: CGPoint(x: 50, y: 50))
        scene.simulator.exitPointer()
        scene.simulator.releasePointer()
        #expect(view.log == ["began \(pointer)", "cancelled \(pointer)"])
        #expect(scene.diagnostics.map(\.kind) == [.pointerExitedWhilePressed, .buttonNotPressed])
        #expect(scene.simulator.host.pointerLocation == nil)
        #expect(scene.simulator.host.activeFingers.isEmpty)
    }

    @Test func badInput_aReleaseAfterTheHostCancelledEverythingEndsNothingTwice() {
        let (scene, view) = Scene.withRecordingView(side: 200)
        scene.simulator.pressPointer(at: CGPoint(x: 50, y: 50))
        scene.simulator.host.cancelAllTouches()
        scene.simulator.releasePointer()
        #expect(view.log == ["began \(pointer)", "cancelled \(pointer)"])
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func badInput_nonFiniteAndAbsurdLocationsAreDropped() {
        let (scene, view) = Scene.withRecordingView(side: 200)
        let host = scene.simulator.host
        host.send(PointerSample(.press(.primary), location: CGPoint(x: CGFloat.nan, y: 0), timestamp: 0))
        host.send(PointerSample(.move, location: CGPoint(x: 1e9, y: 0), timestamp: 0))
        #expect(scene.diagnostics.map(\.kind) == [.nonFiniteLocation, .locationOutOfRange])
        #expect(host.pointerButtons == [])
        #expect(view.log.isEmpty)
    }

    @Test func badInput_aTimestampGoingBackIsClamped() {
        let scene = Scene()
        let host = scene.simulator.host
        host.send(PointerSample(.move, location: CGPoint(x: 10, y: 10), timestamp: 2))
        host.send(PointerSample(.move, location: CGPoint(x: 20, y: 10), timestamp: 1))
        #expect(scene.diagnostics.map(\.kind) == [.timestampWentBackwards])
        #expect(scene.window.clock.now == 2)
    }

    @Test func mixedScript_aFingerPinchesWhileThePointerHovers() {
        let scene = Scene()
        let view = scene.plainView(scene.window.bounds)
        let pinch = UIPinchGestureRecognizer()
        var scales: [CGFloat] = []
        pinch.addTarget(handler: { scales.append(($0 as! UIPinchGestureRecognizer).scale) })
        let pinchLog = ActionLog(pinch, on: view)
        let hover = UIHoverGestureRecognizer()
        let hoverLog = ActionLog(hover, on: view)
        let simulator = scene.simulator
        simulator.movePointer(to: CGPoint(x: 20, y: 20))
        let fingers = simulator.pinch(center: CGPoint(x: 200, y: 400), from: 100, to: 200, lift: false)
        simulator.movePointer(to: CGPoint(x: 30, y: 20))
        simulator.perform { frame in
            frame.up(fingers.0)
            frame.up(fingers.1)
        }
        #expect(pinchLog.names.first == "began")
        #expect(pinchLog.names.last == "ended")
        #expect(hoverLog.names == ["began", "changed"])
        #expect((scales.last ?? 0) > 1.5)
    }
}
