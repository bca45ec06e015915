import Testing
@testable import TouchKit
@testable import TouchKitScenes
import TouchKitTesting

/// The pencil scene draws what a pencil adds to a touch; the hover scene shows what the pointer is over.
@MainActor
@Suite struct PencilAndHoverDemoTests {
    let wave = (0...6).map { CGPoint(x: 40 + CGFloat($0) * 50, y: 300 + ($0 % 2 == 0 ? -20 : 20)) }

    @Test func everyCoalescedPencilSampleIsADotAndAFingerDrawsNone() {
        let scene = PencilDrawingDemo.Scene()
        scene.simulator.pencilStroke(through: wave, duration: 0.3, samplesPerFrame: 4)
        // The touch-down's sample, then four a frame: each a dot and a segment of the stroke.
        #expect(scene.canvas.dots.count >= 9 && (scene.canvas.dots.count - 1) % 4 == 0)
        #expect(scene.canvas.segments.count == scene.canvas.dots.count)
        #expect(scene.canvas.lastCoalescedCount == 4)
        let dots = scene.canvas.dots.count
        scene.simulator.drag(from: CGPoint(x: 40, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.3)
        #expect(scene.canvas.dots.count == dots)
        #expect(scene.canvas.lastCoalescedCount == 1)
    }

    @Test func aHarderAndAMoreTiltedPencilDrawsWider() {
        let maximum = TouchHost.pencilMaximumPossibleForce
        var widths: [CGFloat] = []
        for (force, altitude) in [(0.2 * maximum, CGFloat.pi / 2), (0.9 * maximum, .pi / 2), (0.9 * maximum, .pi / 6)] {
            let scene = PencilDrawingDemo.Scene()
            scene.simulator.pencilStroke(through: wave, force: force, altitudeAngle: altitude)
            widths.append(scene.canvas.lastWidth)
        }
        #expect(widths[0] < widths[1] && widths[1] < widths[2], "\(widths)")
        #expect(abs(widths[0] - (2 + 12 * 0.2)) < 0.01)
    }

    @Test func predictedTouchesAreDrawnFaintlyWhileThePencilMovesAndGoWhenItLifts() {
        let scene = PencilDrawingDemo.Scene()
        scene.simulator.pencilStroke(through: wave, duration: 0.3, lift: false)
        #expect(!scene.canvas.predicted.isEmpty)
        #expect(scene.canvas.predicted.allSatisfy { $0.alpha < 0.5 && $0.superview === scene.canvas })
        #expect(scene.status.text?.contains("predicted") == true)
        scene.simulator.host.send(PencilSample(.ended, location: wave[wave.count - 1], timestamp: scene.simulator.now, force: 0))
        #expect(scene.canvas.predicted.isEmpty)
        #expect(scene.canvas.needle.isHidden)
    }

    @Test func theClearButtonWipesTheCanvas() {
        let scene = PencilDrawingDemo.Scene()
        scene.simulator.pencilStroke(through: wave)
        scene.simulator.tap(at: scene.clearButton.center)
        #expect(scene.canvas.segments.isEmpty && scene.canvas.dots.isEmpty)
        #expect(scene.status.text == "Cleared")
    }

    @Test func aHoveredTileLightsUpUntilThePointerLeaves() throws {
        let scene = HoverDemo.Scene()
        let photos = try #require(scene.tiles.first)
        scene.simulator.movePointer(to: CGPoint(x: 100, y: 270))
        #expect(scene.hovered == "Photos")
        #expect(photos.backgroundColor == HoverDemo.Scene.hoverColor)
        #expect(scene.status.text == "Hovering Photos")
        scene.simulator.movePointer(to: CGPoint(x: 100, y: 620), duration: 0.2)
        #expect(photos.backgroundColor == HoverDemo.Scene.tileColor)
        #expect(scene.hoverEvents.prefix(2) == ["Photos began", "Photos ended"])
    }

    @Test func theToolbarsRegionsGiveThePointerTheirStyleAndAreOutlined() {
        let scene = HoverDemo.Scene()
        scene.simulator.movePointer(to: CGPoint(x: 70, y: 72))
        #expect(HoverDemo.describe(scene.simulator.host.pointerStyle) == "lift effect")
        #expect(!scene.regionOutline.isHidden)
        #expect(scene.regionOutline.frame == CGRect(x: 16, y: 46, width: 108, height: 52))
        scene.simulator.movePointer(to: CGPoint(x: 200, y: 142))
        #expect(HoverDemo.describe(scene.simulator.host.pointerStyle) == "I-beam")
        scene.simulator.movePointer(to: CGPoint(x: 200, y: 700))
        #expect(scene.regionOutline.isHidden)
        #expect(scene.simulator.host.pointerStyle == nil)
    }

    @Test func aClickSelectsATile() {
        let scene = HoverDemo.Scene()
        scene.simulator.click(at: CGPoint(x: 290, y: 440))
        #expect(scene.selected == "Notes")
        #expect(scene.tiles[3].backgroundColor == DemoLook.highlight)
    }
}
