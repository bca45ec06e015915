import Foundation
import Testing
@testable import TouchKit
@testable import TouchKitEvdev
import TouchKitTesting

/// Issue 21: the evdev multi-touch protocol B decoder and the source that feeds a window from it, on event streams
/// written from known gestures.
@MainActor
@Suite struct EvdevDecoderTests {
    /// A scene on the test panel's 400 × 800 window, with an evdev source and a checker.
    private func panelScene() -> (Scene, EvdevTouchSource, TouchInvariantChecker) {
        let scene = Scene()
        return (scene, EvdevTouchSource(host: scene.simulator.host, device: testPanel), TouchInvariantChecker(window: scene.window))
    }

    @Test func aTapIsOneFrameDownAndOneUpWithTheKernelsIntervals() {
        var script = EvdevScript()
        script.tap(id: 40, x: 100, y: 200)
        let (frames, decoder) = decodeFrames(script.events)
        #expect(phases(frames) == ["began 1", "ended 1"])
        #expect(decoder.diagnostics.isEmpty)
        var mapper = EvdevSampleMapper(device: testPanel, size: CGSize(width: 400, height: 800), startTime: 3)
        let samples = frames.map { mapper.samples(for: $0) }
        #expect(samples[0][0].location == CGPoint(x: 100, y: 200))
        #expect(samples[0][0].timestamp == 3)
        #expect(abs(samples[1][0].timestamp - 3.06) < 1e-9)
    }

    @Test func aTapOnTheDeviceIsRecognizedByTheScene() {
        let (scene, source, checker) = panelScene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 400), name: "button")
        let taps = ActionLog(UITapGestureRecognizer(), on: view)
        var script = EvdevScript()
        script.tap(id: 7, x: 50, y: 60)
        source.consume(bytes: script.bytes)
        scene.simulator.settle()
        #expect(taps.names == ["ended"])
        #expect(view.log == ["began 1", "cancelled 1"])  // the tap recognized: cancelsTouchesInView
        #expect(checker.checkAtRest() == [])
        #expect(source.diagnostics.isEmpty && scene.diagnostics.isEmpty)
    }

    /// Two slots spreading apart, one frame per step: a pinch that zooms in.
    @Test func twoSlotsSpreadingApartArePinch() {
        let (scene, source, checker) = panelScene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800), name: "photo")
        view.isMultipleTouchEnabled = true
        let pinch = UIPinchGestureRecognizer()
        let actions = ActionLog(pinch, on: view)
        var script = EvdevScript()
        script.down(slot: 0, id: 1, x: 180, y: 400)
        script.down(slot: 1, id: 2, x: 220, y: 400)
        script.report()
        for step in 1...20 {
            script.move(slot: 0, x: 180 - Double(step) * 5, y: 400)
            script.move(slot: 1, x: 220 + Double(step) * 5, y: 400)
            script.report()
        }
        var scale: CGFloat = 0
        pinch.addTarget(handler: { recognizer in scale = (recognizer as! UIPinchGestureRecognizer).scale })
        script.up(slot: 0)
        script.up(slot: 1)
        script.report()
        source.consume(script.events)
        scene.simulator.settle()
        #expect(actions.names.first == "began" && actions.names.last == "ended")
        #expect(scale > 3)
        #expect(checker.checkAtRest() == [])
    }

    /// Ten fingers in one frame are one event of ten began samples.
    @Test func tenFingersInOneFrameAreOneEvent() {
        let (scene, source, checker) = panelScene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800), name: "table")
        view.isMultipleTouchEnabled = true
        var script = EvdevScript()
        for finger in 0..<10 { script.down(slot: finger, id: Int32(100 + finger), x: 20 + Double(finger) * 36, y: 300) }
        script.report()
        let (frames, _) = decodeFrames(script.events)
        #expect(frames.count == 1 && frames[0].changes.count == 10)
        for finger in 0..<10 { script.up(slot: finger) }
        script.report()
        source.consume(script.events)
        #expect(view.log.filter { $0.hasPrefix("began") }.count == 10)
        #expect(view.log.filter { $0.hasPrefix("ended") }.count == 10)
        #expect(checker.checkAtRest() == [])
    }

    /// A slot reused: lifted and then given a new tracking id is a new contact; a new tracking id without a lift
    /// (the kernel merged two frames) ends the old contact and begins a new one in the same frame.
    @Test func aSlotReusedWithANewTrackingIDIsANewContact() {
        var script = EvdevScript()
        script.tap(slot: 0, id: 5, x: 100, y: 100)
        script.down(slot: 0, id: 6, x: 100, y: 100)
        script.report()
        script.down(slot: 0, id: 7, x: 300, y: 600)
        script.report()
        script.up(slot: 0)
        script.report()
        let (frames, decoder) = decodeFrames(script.events)
        #expect(phases(frames) == ["began 1", "ended 1", "began 2", "ended 2, began 3", "ended 3"])
        // The replaced contact ends where it was, the new one begins where it is.
        #expect(frames[3].changes[0].x == 1000 && frames[3].changes[1].x == 3000)
        #expect(decoder.diagnostics.isEmpty)
    }

    /// A contact that lifts in the frame it began in (a tap shorter than the device's frame) still reaches the app.
    @Test func aContactDownAndUpWithinOneFrameIsStillATap() {
        let (scene, source, _) = panelScene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800))
        let taps = ActionLog(UITapGestureRecognizer(), on: view)
        var script = EvdevScript()
        script.down(slot: 0, id: 1, x: 50, y: 50)
        script.up(slot: 0)
        script.report()
        #expect(phases(decodeFrames(script.events).frames) == ["began 1", "ended 1"])
        source.consume(script.events)
        scene.simulator.settle()
        #expect(taps.names == ["ended"])
    }

    /// `SYN_DROPPED` in the middle of a drag: the contact is cancelled at once, the rest of the broken frame is
    /// dropped, the slot's later moves and lift are ignored, and the slot's next contact is a new touch.
    @Test func synDroppedCancelsTheContactsAndIgnoresTheSlotUntilItsNextContact() {
        let (scene, source, checker) = panelScene()
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800), name: "canvas")
        var script = EvdevScript()
        script.down(slot: 0, id: 1, x: 100, y: 100)
        script.report()
        script.move(slot: 0, x: 110, y: 100)
        script.emit(EvdevCode.synchronization, EvdevCode.synDropped, 0)
        script.move(slot: 0, x: 150, y: 100)
        script.report()
        script.move(slot: 0, x: 160, y: 100)
        script.report()
        script.up(slot: 0)
        script.report()
        script.tap(id: 2, x: 200, y: 200)
        let (frames, decoder) = decodeFrames(script.events)
        #expect(phases(frames) == ["began 1", "cancelled 1", "began 2", "ended 2"])
        #expect(decoder.diagnostics.map(\.kind) == [.eventsDropped])
        source.consume(script.events)
        #expect(view.log == ["began 1", "cancelled 1", "began 2", "ended 2"])
        #expect(checker.checkAtRest() == [])
    }

    /// A panel mounted upside down, or turned, or with a mirrored axis: the calibration matrix and rotation put the
    /// device's corners on the window's, as libinput's documented matrices do.
    @Test func calibrationAndRotationMapTheDevicesCornersToTheWindows() {
        let size = CGSize(width: 400, height: 800)
        func point(_ x: Int32, _ y: Int32, _ calibration: EvdevCalibration) -> CGPoint {
            calibration.point(x: x, y: y, device: testPanel, in: size)
        }
        #expect(point(0, 0, .identity) == CGPoint(x: 0, y: 0))
        #expect(point(4000, 0, EvdevCalibration(rotation: .clockwise90)) == CGPoint(x: 400, y: 800))
        #expect(point(0, 0, EvdevCalibration(rotation: .clockwise90)) == CGPoint(x: 400, y: 0))
        #expect(point(0, 0, EvdevCalibration(rotation: .upsideDown)) == CGPoint(x: 400, y: 800))
        #expect(point(0, 0, EvdevCalibration(rotation: .clockwise270)) == CGPoint(x: 0, y: 800))
        // An inverted x axis, as a udev rule writes it.
        let mirrored = EvdevCalibration(libinputMatrix: "-1 0 1 0 1 0")
        #expect(mirrored.map { point(1000, 2000, $0) } == CGPoint(x: 300, y: 200))
        #expect(EvdevCalibration(libinputMatrix: "1 0 0 0 1") == nil)
        #expect(EvdevCalibration(libinputMatrix: "1 0 nan 0 1 0") == nil)
        // A touch through the source lands where the rotated panel puts it.
        let scene = Scene()
        let source = EvdevTouchSource(host: scene.simulator.host, device: testPanel, calibration: EvdevCalibration(rotation: .upsideDown))
        let corner = scene.recordingView(CGRect(x: 300, y: 700, width: 100, height: 100), name: "corner")
        var script = EvdevScript()
        script.tap(id: 1, x: 50, y: 50)
        source.consume(script.events)
        #expect(corner.log == ["began 1", "ended 1"])
    }

    /// Pressure and contact size become force and radius.
    @Test func pressureAndTouchMajorBecomeForceAndRadius() {
        var script = EvdevScript()
        script.down(slot: 0, id: 1, x: 10, y: 10, pressure: 255)
        script.emit(EvdevCode.absolute, EvdevCode.touchMajor, 300)
        script.report()
        var mapper = EvdevSampleMapper(device: testPanel, size: CGSize(width: 400, height: 800))
        let sample = mapper.samples(for: decodeFrames(script.events).frames[0])[0]
        #expect(sample.force == 2)
        #expect(sample.majorRadius == 15)
    }
}
