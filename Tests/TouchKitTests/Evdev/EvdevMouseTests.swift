import Foundation
import Testing
@testable import TouchKit
@testable import TouchKitEvdev
import TouchKitTesting

/// Issue 33: a mouse through evdev (``EvdevMouseSource``): relative motion, buttons and wheels, from the recordings
/// in `Traces/` and from hand-made bad input.
@MainActor
@Suite struct EvdevMouseTests {
    private func recording(_ name: String) throws -> EvdevEventRecording {
        try EvdevEventRecording(evemu: String(contentsOf: tracesFolder().appendingPathComponent(name), encoding: .utf8))
    }

    /// `Traces/mouse-click-wheel.evemu`: the pointer moves from the window's middle, clicks a button (a tap of a
    /// primary click), right-clicks (a tap that wants the secondary button), and the wheel scrolls the list.
    @Test func theRecordedMouseMovesClicksAndScrolls() throws {
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 5000))
        var taps: [UIEvent.ButtonMask] = []
        let primary = UITapGestureRecognizer(handler: { taps.append($0.buttonMask) })
        let secondary = UITapGestureRecognizer(handler: { taps.append($0.buttonMask) })
        secondary.buttonMaskRequired = .secondary
        scrollView.addGestureRecognizer(primary)
        scrollView.addGestureRecognizer(secondary)
        let mouse = EvdevMouseSource(host: scene.simulator.host)
        mouse.consume(try recording("mouse-click-wheel.evemu").events)
        mouse.endOfStream()
        scene.simulator.settle()
        #expect(mouse.location == CGPoint(x: 300, y: 460))
        #expect(taps == [.primary, .secondary])
        // Three notches towards the user and one away: two lines down the content, a horizontal notch it cannot take.
        #expect(scrollView.contentOffset.y == 2 * TouchHost.pointsPerWheelLine)
        #expect(mouse.diagnostics.isEmpty)
        #expect(checker.checkAtRest() == [])
    }

    /// `Traces/mouse-hi-res-wheel.evemu`: four high-resolution steps make one notch, counted once though the kernel
    /// also sent the legacy notch; then half a notch back.
    @Test func aHighResolutionWheelCountsEachNotchOnce() throws {
        var decoder = EvdevMouseDecoder()
        let frames = try recording("mouse-hi-res-wheel.evemu").events.flatMap { decoder.feed($0) }
        #expect(frames.map(\.wheel) == [-0.25, -0.25, -0.25, -0.25, 0.25, 0.25])
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 5000))
        let mouse = EvdevMouseSource(host: scene.simulator.host)
        mouse.consume(try recording("mouse-hi-res-wheel.evemu").events)
        #expect(scrollView.contentOffset.y == 0.5 * TouchHost.pointsPerWheelLine)
    }

    @Test func badInput_aButtonReleasedThatWasNeverPressedIsDroppedWithADiagnostic() {
        var decoder = EvdevMouseDecoder()
        let frames = [InputEvent(time: 1, type: EvdevCode.key, code: EvdevCode.buttonRight, value: 0),
                      InputEvent(time: 1, type: EvdevCode.synchronization, code: EvdevCode.synReport, value: 0)]
            .flatMap { decoder.feed($0) }
        #expect(frames.isEmpty)
        #expect(decoder.diagnostics.map(\.kind) == [.buttonStateMismatch])
    }

    @Test func badInput_droppedEventsAndTheStreamsEndReleaseTheButtonsHeld() {
        let scene = Scene()
        let view = scene.recordingView(scene.window.bounds)
        let mouse = EvdevMouseSource(host: scene.simulator.host)
        mouse.consume([InputEvent(time: 1, type: EvdevCode.key, code: EvdevCode.buttonLeft, value: 1),
                       InputEvent(time: 1, type: EvdevCode.synchronization, code: EvdevCode.synReport, value: 0),
                       InputEvent(time: 1.01, type: EvdevCode.synchronization, code: EvdevCode.synDropped, value: 0),
                       InputEvent(time: 1.02, type: EvdevCode.key, code: EvdevCode.buttonLeft, value: 0),
                       InputEvent(time: 1.03, type: EvdevCode.synchronization, code: EvdevCode.synReport, value: 0),
                       InputEvent(time: 1.04, type: EvdevCode.key, code: EvdevCode.buttonMiddle, value: 1),
                       InputEvent(time: 1.04, type: EvdevCode.relative, code: 0x0e, value: 3),
                       InputEvent(time: 1.04, type: EvdevCode.synchronization, code: EvdevCode.synReport, value: 0)])
        #expect(scene.simulator.host.pointerButtons == .button(3))
        mouse.endOfStream()
        #expect(scene.simulator.host.pointerButtons.isEmpty)
        #expect(view.log.count == 4)   // two clicks, each began and ended once
        #expect(mouse.diagnostics.map(\.kind) == [.eventsDropped, .contactsLeftDown])
    }

    @Test func badInput_motionBeyondTheWindowStopsAtItsEdgeAndUndefinedCodesAreReportedOnce() {
        let scene = Scene()
        let mouse = EvdevMouseSource(host: scene.simulator.host)
        mouse.consume([InputEvent(time: 1, type: EvdevCode.relative, code: EvdevCode.relativeX, value: .max),
                       InputEvent(time: 1, type: EvdevCode.relative, code: EvdevCode.relativeY, value: .min),
                       InputEvent(time: 1, type: EvdevCode.relative, code: 0x40, value: 1),
                       InputEvent(time: 1, type: EvdevCode.relative, code: 0x40, value: 1),
                       InputEvent(time: 1, type: EvdevCode.synchronization, code: EvdevCode.synReport, value: 0)])
        #expect(mouse.location == CGPoint(x: 400, y: 0))
        #expect(mouse.diagnostics.map(\.kind) == [.unknownEvent])
    }
}
