import Testing
@testable import TouchKit
import TouchKitTesting

/// Issue 33: `UIPencilInteraction`: double tap and squeeze, the preferred actions, and bad squeezes.
@MainActor
@Suite struct PencilInteractionTests {
    private final class Log: UIPencilInteractionDelegate {
        var events: [String] = []
        var poses: [CGPoint?] = []
        func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {
            events.append("tap")
            poses.append(tap.hoverPose?.location)
        }
        func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) {
            events.append("squeeze \(squeeze.phase.rawValue)")
        }
        func pencilInteractionDidTap(_ interaction: UIPencilInteraction) { events.append("didTap") }
    }

    @Test func aDoubleTapAndASqueezeReachTheDelegate() {
        let scene = Scene()
        let view = scene.plainView(CGRect(x: 100, y: 100, width: 100, height: 100))
        let log = Log()
        view.addInteraction(UIPencilInteraction(delegate: log))
        scene.simulator.doubleTapPencil()
        scene.simulator.squeezePencil()
        #expect(log.events == ["tap", "didTap", "squeeze 0", "squeeze 2"])
        #expect(log.poses == [nil])
    }

    @Test func aTapWhileHoveringCarriesTheHoverPoseInTheView() {
        let scene = Scene()
        let view = scene.plainView(CGRect(x: 100, y: 100, width: 100, height: 100))
        let log = Log()
        view.addInteraction(UIPencilInteraction(delegate: log))
        scene.simulator.hoverPencil(at: CGPoint(x: 150, y: 160), zOffset: 0.2)
        scene.simulator.doubleTapPencil()
        #expect(log.poses == [CGPoint(x: 50, y: 60)])
    }

    @Test func aDisabledInteractionHearsNothing() {
        let scene = Scene()
        let log = Log()
        let interaction = UIPencilInteraction()
        interaction.delegate = log
        interaction.isEnabled = false
        scene.window.addInteraction(interaction)
        scene.simulator.doubleTapPencil()
        #expect(log.events.isEmpty)
    }

    @Test func thePreferredActionsAreDataWithUIKitsRawValues() {
        #expect(UIPencilInteraction.preferredTapAction == .switchEraser)
        #expect(UIPencilPreferredAction.showContextualPalette.rawValue == 5)
        #expect(UIPencilPreferredAction.runSystemShortcut.rawValue == 6)
        #expect(UIPencilInteraction.Phase.cancelled.rawValue == 3)
    }

    @Test func badInput_squeezesOutOfOrderAreDroppedOrCancelled() {
        let scene = Scene()
        let log = Log()
        scene.window.addInteraction(UIPencilInteraction(delegate: log))
        let host = scene.simulator.host
        host.sendPencilSqueeze(.ended, timestamp: 0)
        host.sendPencilSqueeze(.began, timestamp: 0)
        host.sendPencilSqueeze(.began, timestamp: 0)
        host.sendPencilSqueeze(.ended, timestamp: 0)
        #expect(log.events == ["squeeze 0", "squeeze 3", "squeeze 0", "squeeze 2"])
        #expect(scene.diagnostics.map(\.kind) == [.invalidArgument, .invalidArgument])
    }
}
