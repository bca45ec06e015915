import TouchKit
import TouchKitTesting

/// The 2014 talk's first technique: a canvas of dots under a transparent overlay that holds a drawer. The overlay
/// returns nil from `hitTest` where it would return itself, so touches outside the drawer fall through to the dots.
enum OverlayDemo {
    /// The talk's OverlayScrollView hit test: nothing where only the overlay itself would be hit.
    final class OverlayView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        let (window, simulator) = output.stageWindow()
        let canvas = ReportingView(name: "canvas", frame: window.bounds, output: output)
        canvas.backgroundColor = .white
        window.addSubview(canvas)
        for (index, center) in [CGPoint(x: 80, y: 500), CGPoint(x: 200, y: 620), CGPoint(x: 300, y: 450)].enumerated() {
            let dot = ReportingView(name: "dot\(index + 1)", frame: CGRect(x: 0, y: 0, width: 44, height: 44), output: output)
            dot.center = center
            dot.layer.cornerRadius = 22
            dot.backgroundColor = .systemBlue
            dot.addSubview(DemoLook.label("\(index + 1)", frame: dot.bounds, weight: .bold, color: .white, alignment: .center))
            canvas.addSubview(dot)
        }
        // The overlay's content is a drawer above the screen; its bounds origin (the scroll offset) hides it.
        let overlay = OverlayView(frame: window.bounds)
        overlay.accessibilityIdentifier = "overlay"
        let drawer = ReportingView(name: "drawer", frame: CGRect(x: 0, y: 0, width: 390, height: 300), output: output)
        drawer.backgroundColor = DrawerDemo.drawerColor
        DrawerDemo.decorate(drawer)
        overlay.addSubview(drawer)
        overlay.bounds.origin = CGPoint(x: 0, y: 300)
        window.addSubview(overlay)
        // Dragging the drawer slides it: the overlay's bounds origin follows the finger, from open (0) to all but its
        // bottom 50 pt hidden (250), so it can be pulled back.
        var origin: CGFloat = 0
        let slide = UIPanGestureRecognizer { [unowned overlay] recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            if pan.state == .began { origin = overlay.bounds.origin.y }
            overlay.bounds.origin.y = min(max(origin - pan.translation(in: nil).y, 0), 250)
        }
        slide.name = "drawer slide"
        drawer.addGestureRecognizer(slide)
        DemoLook.hint("tap a dot or the canvas; drag the drawer up to close it", in: window)
        window.reportHitTests(to: output, status: DemoLook.status("Last touch went to: –", in: window))

        output.say("A tap on dot1, with the drawer closed:")
        simulator.tap(at: CGPoint(x: 80, y: 500))
        output.say("A tap on empty canvas: the overlay returns nil, so the canvas gets it:")
        simulator.tap(at: CGPoint(x: 200, y: 300))
        output.say("The drawer opens (overlay offset 300 → 0):")
        overlay.bounds.origin = .zero
        output.say("A tap inside the drawer goes to the drawer:")
        simulator.tap(at: CGPoint(x: 200, y: 100))
        output.say("A tap below the drawer still reaches dot3:")
        simulator.tap(at: CGPoint(x: 300, y: 450))
        output.say("A drag on dot2 (all samples go to the view hit at touch-down):")
        simulator.drag(from: CGPoint(x: 200, y: 620), to: CGPoint(x: 260, y: 700), duration: 2.0 / 60)
    }
}
