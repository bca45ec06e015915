import Testing
@testable import TouchKit
import TouchKitTesting

/// Issue 33: `UIEvent.ButtonMask`, `UIKeyModifierFlags`, and where a click's buttons and keys show.
@MainActor
@Suite struct ButtonMaskAndModifierFlagsTests {
    @Test func rawValuesAreUIKits() {
        #expect(UIEvent.ButtonMask.primary.rawValue == 1)
        #expect(UIEvent.ButtonMask.secondary.rawValue == 2)
        #expect(UIEvent.ButtonMask.button(1) == .primary)
        #expect(UIEvent.ButtonMask.button(2) == .secondary)
        #expect(UIEvent.ButtonMask.button(3).rawValue == 4)
        #expect(UIEvent.ButtonMask.button(0) == [])
        #expect(UIEvent.ButtonMask.button(-5) == [])
        #expect(UIEvent.ButtonMask.button(64) == [])
        #expect(UIKeyModifierFlags.alphaShift.rawValue == 1 << 16)
        #expect(UIKeyModifierFlags.shift.rawValue == 1 << 17)
        #expect(UIKeyModifierFlags.control.rawValue == 1 << 18)
        #expect(UIKeyModifierFlags.alternate.rawValue == 1 << 19)
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(UIKeyModifierFlags.numericPad.rawValue == 1 << 21)
        #expect(UITouch.Properties.force.rawValue == 1)
        #expect(UITouch.Properties.roll.rawValue == 16)
    }

    @Test func aClicksEventCarriesItsButtonsAndKeys() {
        let scene = Scene()
        let view = EventRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.window.addSubview(view)
        scene.simulator.click(at: CGPoint(x: 50, y: 50), buttons: .secondary, modifierFlags: [.command, .shift])
        #expect(view.began == [EventRecordingView.Seen(type: .touches, buttons: .secondary, flags: [.command, .shift], touchType: .indirectPointer)])
        // The release leaves no button held.
        #expect(view.ended.map(\.buttons) == [[]])
    }

    @Test func aFingersEventHasNoButtons() {
        let scene = Scene()
        let view = EventRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.window.addSubview(view)
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.began == [EventRecordingView.Seen(type: .touches, buttons: [], flags: [], touchType: .direct)])
    }

    @Test func aRecognizersButtonMaskIsItsClicksAndOutlivesTheRelease() {
        let scene = Scene()
        let view = scene.plainView(CGRect(x: 0, y: 0, width: 200, height: 200))
        let tap = UITapGestureRecognizer()
        var seen: [(UIEvent.ButtonMask, UIKeyModifierFlags)] = []
        tap.addTarget(handler: { seen.append(($0.buttonMask, $0.modifierFlags)) })
        view.addGestureRecognizer(tap)
        scene.simulator.click(at: CGPoint(x: 50, y: 50), modifierFlags: .alternate)
        #expect(seen.count == 1)
        #expect(seen.first?.0 == .primary)
        #expect(seen.first?.1 == .alternate)
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(seen.last?.0 == [])
    }
}

/// Records what each responder call's event and touch said.
@MainActor
final class EventRecordingView: UIView {
    struct Seen: Equatable {
        var type: UIEvent.EventType
        var buttons: UIEvent.ButtonMask
        var flags: UIKeyModifierFlags
        var touchType: UITouch.TouchType
    }
    var began: [Seen] = []
    var ended: [Seen] = []

    private func seen(_ touches: Set<UITouch>, _ event: UIEvent?) -> Seen {
        Seen(type: event?.type ?? .motion, buttons: event?.buttonMask ?? [], flags: event?.modifierFlags ?? [], touchType: touches.first?.type ?? .indirect)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began.append(seen(touches, event)) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended.append(seen(touches, event)) }
}
