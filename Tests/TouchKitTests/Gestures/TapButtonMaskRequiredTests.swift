import Testing
@testable import TouchKit
import TouchKitTesting

/// Issue 33: `UITapGestureRecognizer.buttonMaskRequired`.
@MainActor
@Suite struct TapButtonMaskRequiredTests {
    private func taps(required: UIEvent.ButtonMask?) -> (Scene, ActionLog) {
        let scene = Scene()
        let view = scene.plainView(CGRect(x: 0, y: 0, width: 200, height: 200))
        let tap = UITapGestureRecognizer()
        if let required { tap.buttonMaskRequired = required }
        return (scene, ActionLog(tap, on: view))
    }

    @Test func theDefaultIsThePrimaryButton() {
        let (scene, log) = taps(required: nil)
        #expect(UITapGestureRecognizer().buttonMaskRequired == .primary)
        scene.simulator.secondaryClick(at: CGPoint(x: 50, y: 50))
        #expect(log.names.isEmpty)
        scene.simulator.click(at: CGPoint(x: 50, y: 50))
        #expect(log.names == ["ended"])
    }

    @Test func aSecondaryTapTakesOnlySecondaryClicks() {
        let (scene, log) = taps(required: .secondary)
        scene.simulator.click(at: CGPoint(x: 50, y: 50))
        #expect(log.names.isEmpty)
        scene.simulator.advance(by: 1)
        scene.simulator.secondaryClick(at: CGPoint(x: 50, y: 50))
        #expect(log.names == ["ended"])
    }

    @Test func fingersAndPencilsPressNoButtonAndStillTap() {
        let (scene, log) = taps(required: .secondary)
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))
        scene.simulator.advance(by: 1)
        scene.simulator.pencilStroke(through: [CGPoint(x: 50, y: 50)], duration: 0.05)
        #expect(log.names == ["ended", "ended"])
    }
}
