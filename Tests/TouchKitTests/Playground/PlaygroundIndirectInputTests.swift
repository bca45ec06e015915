import Foundation
import Testing
@testable import TouchKit
@testable import TouchKitPlayground
import TouchKitScenes

/// The page's mouse, wheel, Ctrl+wheel pinch and pen messages: how they are read and checked, and what a session makes
/// of them on its host (issue 33: the playground maps the browser's pointer events by `pointerType`).
@MainActor
@Suite struct PlaygroundIndirectInputTests {
    typealias Host = PlaygroundSessionTests.Host

    static func mouse(_ seq: Int, t: Double, _ x: Double, _ y: Double, buttons: Int = 0, extra: String = "") -> String {
        #"{"type":"mouse","seq":\#(seq),"t":\#(t),"x":\#(x),"y":\#(y),"buttons":\#(buttons)\#(extra)}"#
    }

    static func wheel(_ seq: Int, t: Double, _ x: Double, _ y: Double, dy: Double, mode: Int = 0, ctrl: Bool = false) -> String {
        #"{"type":"wheel","seq":\#(seq),"t":\#(t),"x":\#(x),"y":\#(y),"dx":0,"dy":\#(dy),"mode":\#(mode),"ctrl":\#(ctrl)}"#
    }

    static func pen(_ seq: Int, t: Double, _ phase: String, _ x: Double, _ y: Double, pressure: Double = 0.5, tiltX: Double = 0, tiltY: Double = 0, twist: Double = 0) -> String {
        #"{"type":"pen","seq":\#(seq),"t":\#(t),"samples":[{"phase":"\#(phase)","t":\#(t),"x":\#(x),"y":\#(y),"pressure":\#(pressure),"tiltX":\#(tiltX),"tiltY":\#(tiltY),"twist":\#(twist)}]}"#
    }

    /// Records the window's trace events.
    @MainActor
    final class Trace {
        var events: [TraceEvent] = []
        init(_ window: UIWindow) {
            _ = window.addTraceObserver { [unowned self] in events.append($0) }
        }
        func viewPhases(finger: Int) -> [UITouch.Phase] {
            events.compactMap { event in
                guard event.finger == finger, case .viewReceived(let phase) = event.kind else { return nil }
                return phase
            }
        }
    }

    // MARK: Reading

    @Test func aMouseMessageCarriesItsButtonsAsUIKitsMaskAndItsKeysAsModifierFlags() throws {
        let parsed = PlaygroundMessage.parse(Self.mouse(3, t: 12, 10, 20, buttons: 5, extra: #","shift":true,"meta":true"#))
        guard case .success(.mouse(let seq, let time, let mouse)) = parsed else { Issue.record("\(parsed)"); return }
        #expect(seq == 3 && time == 12)
        #expect(mouse.buttons == [.primary, .button(3)])
        #expect(mouse.modifierFlags == [.shift, .command])
        #expect(!mouse.leaves)
        guard case .success(.mouse(_, _, let leaving)) = PlaygroundMessage.parse(Self.mouse(4, t: 13, 0, 0, extra: #","leave":true"#))
        else { Issue.record("leave"); return }
        #expect(leaving.leaves)
    }

    @Test func wheelAndPenMessagesAreRead() {
        guard case .success(.wheel(_, _, let wheel)) = PlaygroundMessage.parse(Self.wheel(1, t: 1, 5, 6, dy: -3, mode: 1, ctrl: true))
        else { Issue.record("wheel"); return }
        #expect(wheel.mode == .line && wheel.dy == -3 && wheel.modifierFlags == .control)
        guard case .success(.pen(_, _, let samples)) = PlaygroundMessage.parse(Self.pen(2, t: 9, "hover", 1, 2, pressure: 0, tiltX: 30, twist: 350))
        else { Issue.record("pen"); return }
        #expect(samples == [PlaygroundMessage.PenSample(phase: .hover, time: 9, x: 1, y: 2, pressure: 0, tiltX: 30, tiltY: 0, twist: 350)])
    }

    @Test func malformedIndirectMessagesAreRejectedWithAReason() {
        let samples33 = Array(repeating: #"{"phase":"moved","x":1,"y":1}"#, count: 33).joined(separator: ",")
        let bad: [(String, String)] = [
            (#"{"type":"mouse","seq":1,"t":1,"buttons":1}"#, "no finite location"),
            (Self.mouse(1, t: 1, 1, 1, buttons: -1), "buttons -1"),
            (Self.mouse(1, t: 1, 1, 1, buttons: 70_000), "buttons 70000"),
            (#"{"type":"mouse","t":1,"x":1,"y":1}"#, "positive seq"),
            (#"{"type":"wheel","seq":1,"t":1,"x":1,"y":1}"#, "no finite deltas"),
            (#"{"type":"wheel","seq":1,"t":1,"x":1,"y":1,"dy":1e999}"#, "not a JSON object"),
            (Self.wheel(1, t: 1, 1, 1, dy: 1, mode: 7), "unknown delta mode 7"),
            (#"{"type":"wheel","seq":1,"t":-5,"x":1,"y":1,"dy":1}"#, "non-negative time"),
            (Self.pen(1, t: 1, "moved", 1, 1, pressure: 2), "pressure"),
            (Self.pen(1, t: 1, "moved", 1, 1, tiltX: 91), "tilt"),
            (Self.pen(1, t: 1, "moved", 1, 1, twist: 360), "twist"),
            (Self.pen(1, t: 1, "press", 1, 1), "unknown phase 'press'"),
            (#"{"type":"pen","seq":1,"t":1,"samples":[]}"#, "1 to 32 samples"),
            (#"{"type":"pen","seq":1,"t":1,"samples":[\#(samples33)]}"#, "1 to 32 samples"),
        ]
        for (text, reason) in bad {
            guard case .failure(let rejection) = PlaygroundMessage.parse(text) else {
                Issue.record("accepted: \(text)")
                continue
            }
            #expect(rejection.description.contains(reason), "\(rejection) for \(text)")
        }
    }

    @Test func tiltBecomesUIKitsAltitudeAndAzimuthByThePointerEventsConversion() {
        func angles(_ x: Double, _ y: Double) -> (Double, Double) { PlaygroundSession.penAngles(tiltX: x, tiltY: y) }
        func near(_ a: (Double, Double), _ b: (Double, Double)) -> Bool { abs(a.0 - b.0) < 1e-9 && abs(a.1 - b.1) < 1e-9 }
        #expect(near(angles(0, 0), (.pi / 2, 0)))
        #expect(near(angles(45, 0), (.pi / 4, 0)))
        #expect(near(angles(0, 45), (.pi / 4, .pi / 2)))
        #expect(near(angles(-45, 0), (.pi / 4, .pi)))
        #expect(near(angles(0, -30), (.pi / 3, 3 * .pi / 2)))
        #expect(near(angles(90, 0), (0, 0)))
        #expect(near(angles(0, -90), (0, 3 * .pi / 2)))
    }

    // MARK: The mouse

    @Test func aHoveringMouseMovesThePointerWithoutATouchAndAClickIsAnIndirectPointerTouch() {
        let host = Host()
        let session = host.session("photo")
        let trace = Trace(session.window)
        session.receive(Self.mouse(1, t: 1000, 150, 250))
        host.now += 0.02
        session.receive(Self.mouse(2, t: 1020, 200, 300))
        #expect(session.state().pointer == SessionState.Pointer(x: 200, y: 300, buttons: 0))
        #expect(session.state().fingersDown == 0)
        #expect(trace.viewPhases(finger: TouchHost.pointerFingerID).isEmpty)
        host.now += 0.02
        session.receive(Self.mouse(3, t: 1040, 200, 300, buttons: 1))
        #expect(session.window.touchEvent.orderedTouches.map(\.type) == [.indirectPointer])
        #expect(session.window.touchEvent.buttonMask == .primary)
        host.now += 0.05
        session.receive(Self.mouse(4, t: 1090, 200, 300))
        // The photo's taps delay touchesEnded until the double tap fails; the single tap then recognizes and cancels
        // the view's touch, as a finger's.
        host.now += 0.5
        _ = session.tick()
        #expect(trace.viewPhases(finger: TouchHost.pointerFingerID) == [.began, .cancelled])
        #expect(session.explanation?.won == ["singleTap"])
        #expect(session.state().fingersDown == 0)
        #expect(session.state().input.mouse == 4)
        #expect(host.lines.isEmpty)
    }

    @Test func aSecondaryClickWithModifierKeysReachesTheEventAsUIKitsMaskAndFlags() {
        let host = Host()
        let session = host.session("photo")
        session.receive(Self.mouse(1, t: 1000, 200, 300, buttons: 2, extra: #","ctrl":true,"alt":true"#))
        #expect(session.window.touchEvent.buttonMask == .secondary)
        #expect(session.window.touchEvent.modifierFlags == [.control, .alternate])
        #expect(session.state().pointer?.buttons == 2)
        // A primary pressed too (a chord) joins the touch; releasing both ends it.
        host.now += 0.02
        session.receive(Self.mouse(2, t: 1020, 200, 300, buttons: 3))
        #expect(session.state().pointer?.buttons == 3)
        host.now += 0.02
        session.receive(Self.mouse(3, t: 1040, 200, 300))
        #expect(session.state().fingersDown == 0)
    }

    @Test func theSceneChangingUnderAHeldClickCancelsItsTouch() {
        let host = Host()
        let session = host.session("overlay")
        let trace = Trace(session.window)
        session.receive(Self.mouse(1, t: 1000, 80, 500, buttons: 1))
        session.receive(#"{"type":"scene","name":"photo"}"#)
        #expect(trace.viewPhases(finger: TouchHost.pointerFingerID).first == .began)
        #expect(trace.viewPhases(finger: TouchHost.pointerFingerID).last == .cancelled)
        // The new scene's pointer starts with no buttons: the release of the old click is not a release here.
        session.receive(Self.mouse(2, t: 1020, 80, 500))
        #expect(session.state().fingersDown == 0)
    }

    // MARK: The wheel and the pinch

    @Test func wheelStepsScrollTheDrawerInLinesAndInPixels() throws {
        let host = Host()
        let session = host.session("drawer")
        func offset() throws -> Double { try #require(session.state().views.first { $0.name == "overlay" }?.contentOffsetY) }
        let start = try offset()
        session.receive(Self.wheel(1, t: 1000, 60, 300, dy: -3, mode: 1))
        for _ in 0..<30 { host.now += 1.0 / 60; _ = session.tick() }
        let afterLines = try offset()
        #expect(afterLines < start - 10, "three lines up scroll the drawer toward open (\(start) → \(afterLines))")
        session.receive(Self.wheel(2, t: 1500, 60, 300, dy: -100))
        for _ in 0..<30 { host.now += 1.0 / 60; _ = session.tick() }
        #expect(try offset() < afterLines - 50)
        #expect(session.state().input.wheel == 2)
    }

    @Test func ctrlWheelIsATrackpadPinchThatEndsWhenTheEventsStop() throws {
        let host = Host()
        let session = host.session("zoom")
        func zoom() throws -> Double { try #require(session.state().views.first { $0.name == "scroller" }?.zoomScale) }
        let start = try zoom()
        var t = 1000.0
        for seq in 1...10 {
            session.receive(Self.wheel(seq, t: t, 195, 420, dy: -10, ctrl: true))
            t += 16
            host.now += 0.016
            _ = session.tick()
        }
        let pinched = try zoom()
        #expect(pinched > start * 1.5, "ten pinch events of -10 zoom by about e (\(start) → \(pinched))")
        #expect(session.indirect.pinchLocation != nil)
        host.now += 0.2
        _ = session.tick()
        #expect(session.indirect.pinchLocation == nil)
        for _ in 0..<60 { host.now += 1.0 / 60; _ = session.tick() }
        #expect(session.state().input.pinch == 10)
        #expect(host.lines.isEmpty, "\(host.lines)")
    }

    @Test func aWheelOfABillionLinesIsClampedByTheHostWithALogLine() {
        let host = Host()
        let session = host.session("lockscreen-list")
        session.receive(Self.wheel(1, t: 1000, 195, 420, dy: 1e9, mode: 1))
        #expect(host.lines.contains { $0.contains("clamped") })
        session.receive(Self.wheel(2, t: 1010, 195, 420, dy: 1e300, ctrl: true))
        #expect(session.state().applied == 2)
    }

    // MARK: The pen

    @Test func aPenStrokeIsAPencilTouchWithItsForceAltitudeAzimuthAndRoll() throws {
        let host = Host()
        let session = host.session("overlay")
        let trace = Trace(session.window)
        session.receive(Self.pen(1, t: 1000, "hover", 100, 500, pressure: 0))
        host.now += 0.02
        session.receive(Self.pen(2, t: 1020, "began", 100, 500, pressure: 0.5, tiltX: 45, twist: 90))
        let touch = try #require(session.window.touchEvent.orderedTouches.first)
        #expect(touch.type == .pencil)
        #expect(abs(touch.force - 0.5 * TouchHost.pencilMaximumPossibleForce) < 1e-9)
        #expect(abs(touch.altitudeAngle - .pi / 4) < 1e-9)
        #expect(abs(touch.rollAngle - .pi / 2) < 1e-9)
        host.now += 0.02
        // Two coalesced samples in one message: one event, the touch at the last.
        session.receive(#"{"type":"pen","seq":3,"t":1040,"samples":[{"phase":"moved","t":1030,"x":110,"y":500,"pressure":0.6,"tiltY":45},{"phase":"moved","t":1040,"x":120,"y":500,"pressure":0.7,"tiltY":45}]}"#)
        #expect(touch.location(in: nil) == CGPoint(x: 120, y: 500))
        #expect(abs(touch.azimuthAngleInWindow - .pi / 2) < 1e-9)
        let pen = try #require(session.state().pen)
        #expect(pen.phase == "moved" && abs(pen.force - 0.7 * TouchHost.pencilMaximumPossibleForce) < 1e-9)
        host.now += 0.02
        session.receive(Self.pen(4, t: 1060, "ended", 120, 500))
        #expect(trace.viewPhases(finger: TouchHost.pencilFingerID).first == .began)
        #expect(trace.viewPhases(finger: TouchHost.pencilFingerID).last == .ended)
        #expect(session.state().fingersDown == 0 && session.state().input.pen == 4)
    }

    @Test func aTabClosedMidStrokeCancelsThePencilTouch() {
        let host = Host()
        let session = host.session("overlay")
        let trace = Trace(session.window)
        session.receive(Self.pen(1, t: 1000, "began", 100, 500))
        session.close()
        #expect(trace.viewPhases(finger: TouchHost.pencilFingerID) == [.began, .cancelled])
    }
}
