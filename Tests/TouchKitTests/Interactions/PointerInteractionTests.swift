import Testing
@testable import TouchKit
import TouchKitTesting

/// Issue 33: `UIPointerInteraction`: the region under the pointer, its style, enter and exit, as a host reads them.
@MainActor
@Suite struct PointerInteractionTests {
    private final class Halves: UIPointerInteractionDelegate {
        var log: [String] = []
        func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? {
            let left = request.location.x < defaultRegion.rect.midX
            if request.modifiers.contains(.alternate) { return nil }
            return UIPointerRegion(rect: defaultRegion.rect, identifier: left ? "left" : "right")
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            region.identifier == AnyHashable("left") ? UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: 2) : .hidden()
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
            log.append("enter \(region.identifier!)")
            animator.addAnimations { [unowned self] in self.log.append("animated") }
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
            log.append("exit \(region.identifier!)")
        }
    }

    @Test func regionsChangeAsThePointerMovesAndTheHostReadsTheStyle() {
        let scene = Scene()
        let view = scene.plainView(CGRect(x: 100, y: 100, width: 200, height: 100))
        let halves = Halves()
        view.addInteraction(UIPointerInteraction(delegate: halves))
        let host = scene.simulator.host
        scene.simulator.movePointer(to: CGPoint(x: 10, y: 10))
        #expect(host.pointerStyle == nil)
        scene.simulator.movePointer(to: CGPoint(x: 120, y: 150))
        #expect(host.pointerStyle?.kind == .shape)
        #expect(host.pointerStyle?.shape == .verticalBeam(length: 20))
        scene.simulator.movePointer(to: CGPoint(x: 130, y: 150))
        #expect(halves.log == ["enter left", "animated"])
        scene.simulator.movePointer(to: CGPoint(x: 250, y: 150))
        #expect(host.pointerStyle?.kind == .hidden)
        #expect(host.pointerRegion?.identifier == AnyHashable("right"))
        scene.simulator.movePointer(to: CGPoint(x: 250, y: 150), modifierFlags: .alternate)
        #expect(host.pointerStyle == nil)
        scene.simulator.movePointer(to: CGPoint(x: 250, y: 160))
        scene.simulator.exitPointer()
        #expect(halves.log == ["enter left", "animated", "exit left", "enter right", "animated", "exit right", "enter right", "animated", "exit right"])
        #expect(host.pointerRegion == nil)
    }

    @Test func withoutADelegateTheViewIsOneRegionWithAnAutomaticEffect() {
        let scene = Scene()
        let view = scene.plainView(CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addInteraction(UIPointerInteraction(delegate: nil))
        scene.simulator.movePointer(to: CGPoint(x: 50, y: 50))
        let style = scene.simulator.host.pointerStyle
        #expect(style?.kind == .effect)
        if case .automatic(let preview) = style?.effect { #expect(preview.view === view) } else { Issue.record("not automatic") }
        #expect(scene.simulator.host.pointerRegion?.rect == view.bounds)
    }

    @Test func aDisabledInteractionIsPassedOverForItsSuperviews() {
        let scene = Scene()
        let outer = scene.plainView(CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = scene.plainView(CGRect(x: 0, y: 0, width: 100, height: 100), in: outer)
        outer.addInteraction(UIPointerInteraction(delegate: nil))
        let innerInteraction = UIPointerInteraction(delegate: nil)
        innerInteraction.isEnabled = false
        inner.addInteraction(innerInteraction)
        scene.simulator.movePointer(to: CGPoint(x: 50, y: 50))
        #expect(scene.simulator.host.pointerRegion?.rect == outer.bounds)
    }
}
