import Testing
@testable import TouchKit

@MainActor
@Suite struct BadInputTests {
    @Test func moveForUnknownFingerIsDroppedWithADiagnostic() {
        let (scene, view) = Scene.withRecordingView()
        scene.simulator.host.send(TouchSample(id: 42, phase: .moved, location: CGPoint(x: 1, y: 1), timestamp: 0))
        scene.simulator.host.send(TouchSample(id: 43, phase: .ended, location: CGPoint(x: 1, y: 1), timestamp: 0))
        #expect(view.log.isEmpty)
        #expect(scene.diagnostics.map(\.kind) == [.unknownFinger, .unknownFinger])
    }

    @Test func secondBeganForALiveFingerCancelsTheOldTouchFirst() {
        let (scene, view) = Scene.withRecordingView()
        let host = scene.simulator.host
        host.send(TouchSample(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 0))
        host.send(TouchSample(id: 1, phase: .began, location: CGPoint(x: 20, y: 20), timestamp: 0.1))
        host.send(TouchSample(id: 1, phase: .ended, location: CGPoint(x: 20, y: 20), timestamp: 0.2))
        #expect(view.log == ["began 1", "cancelled 1", "began 1", "ended 1"])
        #expect(scene.diagnostics.map(\.kind) == [.fingerAlreadyDown])
    }

    /// The old touch's cancellation goes out in an event of its own before the event its finger's new began is in:
    /// another finger's move gathered earlier in that event reaches its view once, in the later event, as a move.
    @Test func aSecondBeganLeavesTheOtherFingersSamplesOfTheEventDeliveredOnce() {
        let scene = Scene()
        let (left, right) = scene.siblingViews()
        let host = scene.simulator.host
        host.send([TouchSample(id: 1, phase: .began, location: CGPoint(x: 50, y: 50), timestamp: 0),
                   TouchSample(id: 2, phase: .began, location: CGPoint(x: 250, y: 50), timestamp: 0)])
        host.send([TouchSample(id: 2, phase: .moved, location: CGPoint(x: 260, y: 60), timestamp: 0.1),
                   TouchSample(id: 1, phase: .began, location: CGPoint(x: 60, y: 60), timestamp: 0.1)])
        host.send([TouchSample(id: 1, phase: .ended, location: CGPoint(x: 60, y: 60), timestamp: 0.2),
                   TouchSample(id: 2, phase: .ended, location: CGPoint(x: 260, y: 60), timestamp: 0.2)])
        #expect(left.log == ["began 1", "cancelled 1", "began 1", "ended 1"])
        #expect(right.log == ["began 2", "moved 2", "ended 2"])
        #expect(scene.diagnostics.map(\.kind) == [.fingerAlreadyDown])
    }

    @Test func nonFiniteAndHugePointsAreDropped() {
        let (scene, view) = Scene.withRecordingView()
        let host = scene.simulator.host
        host.send(TouchSample(id: 1, phase: .began, location: CGPoint(x: CGFloat.nan, y: 10), timestamp: 0))
        host.send(TouchSample(id: 2, phase: .began, location: CGPoint(x: 1e12, y: 10), timestamp: 0))
        host.send(TouchSample(id: 3, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 0))
        host.send(TouchSample(id: 3, phase: .moved, location: CGPoint(x: CGFloat.infinity, y: 10), timestamp: 0.01))
        host.send(TouchSample(id: 3, phase: .ended, location: CGPoint(x: 10, y: 10), timestamp: 0.02))
        #expect(view.log == ["began 3", "ended 3"])
        #expect(scene.diagnostics.map(\.kind) == [.nonFiniteLocation, .locationOutOfRange, .nonFiniteLocation])
    }

    @Test func timestampsThatGoBackwardsAreClamped() {
        let scene = Scene()
        scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let host = scene.simulator.host
        host.send(TouchSample(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 1))
        host.send(TouchSample(id: 1, phase: .moved, location: CGPoint(x: 12, y: 10), timestamp: 0.5))
        #expect(host.touch(forFinger: 1)?.timestamp == 1)
        #expect(scene.diagnostics.map(\.kind) == [.timestampWentBackwards])
    }

    @Test func viewRemovedMidTouchGetsCancelledExactlyOnce() {
        let (scene, view) = Scene.withRecordingView()
        let finger = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        view.removeFromSuperview()
        scene.simulator.move(finger, to: CGPoint(x: 20, y: 20))
        scene.simulator.up(finger)
        #expect(view.log == ["began 1", "cancelled 1"])
    }

    @Test func reparentingWithinTheWindowKeepsTheTouch() {
        let scene = Scene()
        let holder = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200))
        let dot = scene.recordingView(CGRect(x: 0, y: 0, width: 50, height: 50), in: holder)
        let finger = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        scene.window.addSubview(dot)
        scene.simulator.up(finger)
        #expect(dot.log == ["began 1", "ended 1"])
    }

    @Test func aThousandFingersInOneEventKeepTheValidOnes() {
        let (scene, view) = Scene.withRecordingView()
        view.isMultipleTouchEnabled = true
        let samples = (0..<1000).map {
            TouchSample(id: $0, phase: .began, location: CGPoint(x: CGFloat($0 % 400), y: 10), timestamp: 0)
        }
        scene.simulator.host.send(samples)
        #expect(scene.window.touchEvent.allTouches?.count == 32)
        #expect(scene.diagnostics.filter { $0.kind == .tooManyFingers }.count == 968)
        scene.simulator.host.cancelAllTouches()
        #expect(view.log.filter { $0.hasPrefix("began") }.count == 32)
        #expect(view.log.filter { $0.hasPrefix("cancelled") }.count == 32)
    }

    @Test func duplicateFingerInOneEventKeepsTheLaterSample() {
        let scene = Scene()
        scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let host = scene.simulator.host
        host.send(TouchSample(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 0))
        host.send([
            TouchSample(id: 1, phase: .moved, location: CGPoint(x: 20, y: 10), timestamp: 0.1),
            TouchSample(id: 1, phase: .moved, location: CGPoint(x: 30, y: 10), timestamp: 0.1),
        ])
        #expect(host.touch(forFinger: 1)?.location(in: nil) == CGPoint(x: 30, y: 10))
        #expect(scene.diagnostics.map(\.kind) == [.duplicateFingerInEvent])
    }
}
