import Testing
import TouchKit
import TouchKitPictures
@testable import TouchKitWindowHost

/// Issue 36: the native window's drawing with no SDL: the view tree as draw commands (frames, colours, corner radii,
/// transforms, alpha, hidden, clipping, label text), the viewport, the font fallback, the SDL key and button
/// mappings, and the screenshot format.
@MainActor
@Suite struct DrawListTests {
    private func frame(_ window: UIWindow, width: Int? = nil, height: Int? = nil) throws -> DrawFrame {
        let viewport = Viewport(sceneSize: window.bounds.size, width: width ?? Int(window.bounds.width),
                                height: height ?? Int(window.bounds.height))
        return try #require(DrawList().frame(SceneSnapshot(of: window), in: viewport))
    }

    private func fills(_ frame: DrawFrame) -> [([CGPoint], DrawColor)] {
        frame.commands.compactMap { if case .fill(let points, let color) = $0 { (points, color) } else { nil } }
    }

    @Test func aViewIsItsFrameInItsColourAndARotatedOneIsTurned() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let plain = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        plain.backgroundColor = .red
        let turned = UIView(frame: CGRect(x: 100, y: 20, width: 40, height: 40))
        turned.backgroundColor = .blue
        turned.transform = CGAffineTransform(rotationAngle: .pi / 4)
        window.addSubview(plain)
        window.addSubview(turned)
        let shapes = fills(try frame(window))
        let red = try #require(shapes.first { $0.1 == DrawColor(red: 255, green: 0, blue: 0) })
        #expect(red.0 == [CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60), CGPoint(x: 10, y: 60)])
        let blue = try #require(shapes.first { $0.1 == DrawColor(red: 0, green: 0, blue: 255) })
        // A square turned 45° about its centre (120, 40): its first corner is straight above the centre.
        #expect(abs(blue.0[0].x - 120) < 1e-9 && abs(blue.0[0].y - (40 - 20 * 2.0.squareRoot())) < 1e-9, "\(blue.0)")
    }

    @Test func alphaCompoundsHiddenViewsAreLeftOutAndCornersAreRounded() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.alpha = 0.5
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        child.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 0.5)
        child.layer.cornerRadius = 10
        parent.addSubview(child)
        let hidden = UIView(frame: CGRect(x: 120, y: 0, width: 50, height: 50))
        hidden.backgroundColor = .purple
        hidden.isHidden = true
        window.addSubview(parent)
        window.addSubview(hidden)
        let shapes = fills(try frame(window))
        #expect(shapes.count == 1, "only the child has a colour; the hidden view is not drawn")
        #expect(shapes[0].1 == DrawColor(red: 0, green: 255, blue: 0, alpha: 64), "half of a half-transparent green")
        #expect(shapes[0].0.count == 4 * (DrawList.cornerSegments + 1), "four arcs")
        #expect(shapes[0].0.allSatisfy { $0.x >= 10 - 1e-9 && $0.x <= 60 + 1e-9 })
    }

    @Test func aLabelIsItsTextAndAClippingViewCutsItsSubviews() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        box.clipsToBounds = true
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Hello"
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 20)
        box.addSubview(label)
        window.addSubview(box)
        let commands = try frame(window, width: 400, height: 200).commands
        let clips = commands.filter { if case .clip = $0 { true } else { false } }
        #expect(clips == [.clip(CGRect(x: 40, y: 20, width: 200, height: 100)), .clip(nil)], "twice the scene's size, then none")
        let text = commands.compactMap { if case .text(let string, let box, let size, let alignment, _) = $0 { (string, box, size, alignment) } else { nil } }
        #expect(text.count == 1)
        #expect(text.first?.0 == "Hello" && text.first?.2 == 40 && text.first?.3 == .center)
        #expect(abs((text.first?.1.midY ?? 0) - 50) < 1e-9, "vertically centred in the label: \(String(describing: text.first?.1))")
    }

    @Test func theViewportScalesToFitCentresAndMapsInputBack() {
        let viewport = Viewport(sceneSize: CGSize(width: 400, height: 200), width: 800, height: 800)
        #expect(viewport.scale == 2)
        #expect(viewport.transform.ty == 200, "letterboxed above and below")
        #expect(viewport.sceneLocation(CGPoint(x: 400, y: 400)) == CGPoint(x: 200, y: 100))
        #expect(viewport.sceneLocation(CGPoint(x: Double.nan, y: 1)) == nil)
        let empty = Viewport(sceneSize: CGSize(width: 400, height: 200), width: 0, height: 800)
        #expect(empty.isEmpty && empty.scale == 0 && empty.sceneLocation(.zero) == nil)
        #expect(DrawList().frame(SceneSnapshot(of: UIWindow(frame: .zero)), in: empty) == nil)
    }

    @Test func withoutAFontTextIsABarWhereItWouldBe() {
        let text = DrawCommand.text("abcd", box: CGRect(x: 0, y: 0, width: 100, height: 20), size: 10, alignment: .right,
                                    DrawColor(red: 0, green: 0, blue: 0))
        guard case .fill(let points, let color)? = TextFallback.bar(for: text) else {
            Issue.record("no bar")
            return
        }
        #expect(points == [CGPoint(x: 80, y: 7.5), CGPoint(x: 100, y: 7.5), CGPoint(x: 100, y: 12.5), CGPoint(x: 80, y: 12.5)])
        #expect(color.alpha == 102)
        #expect(TextFallback.bar(for: .clip(nil)) == nil)
    }

    @Test func sdlModifiersAndButtonsAreUIKits() {
        #expect(SDLKeymod.flags(0x0001 | 0x0080 | 0x2000) == [.shift, .control, .alphaShift])
        #expect(SDLKeymod.flags(0x0200 | 0x0400) == [.alternate, .command])
        #expect(SDLKeymod.flags(0x1000) == [], "num lock is no modifier")
        #expect(SDLKeymod.uikitButton(1) == 1 && SDLKeymod.uikitButton(3) == 2 && SDLKeymod.uikitButton(2) == 3)
    }

    @Test func aScreenshotIsABinaryPPM() {
        #expect(Screenshot.ppm(width: 1, height: 1, rgb: [1, 2, 3]) == Array("P6\n1 1\n255\n".utf8) + [1, 2, 3])
        #expect(Screenshot.ppm(width: 2, height: 1, rgb: [1, 2, 3]) == nil)
    }
}
