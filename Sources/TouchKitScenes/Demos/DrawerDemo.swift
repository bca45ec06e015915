import TouchKit
import TouchKitTesting

/// The 2014 talk's app end to end: a canvas of dots under a transparent overlay scroll view that holds a drawer.
///
/// - The overlay (`OverlayScrollView`) returns nil from `hitTest` where it would return itself, and its
///   `panGestureRecognizer` is moved onto the main view, so a drag anywhere opens or closes the drawer while taps
///   fall through to the canvas.
/// - Each dot has a long press (`cancelsTouchesInView = false`, simultaneous with everything) that grabs it onto the
///   main view; when it begins, the overlay's pan is disabled and re-enabled, which drops the dot's finger from the
///   pan only, so another finger can scroll the drawer while the dot is dragged.
/// - The canvas has the talk's `TouchDelayGestureRecognizer` (delays touchesBegan for 0.15 s and never recognizes),
///   so a fast pan across a dot never highlights it.
/// - Dots grow their hit area to the talk's 22 pt corner-radius rule in `point(inside:with:)`.
enum DrawerDemo {
    /// The drawer's height; the overlay starts scrolled down by this much, so the drawer is hidden above the screen.
    static let drawerHeight: CGFloat = 300
    /// The drawer's fill, for the pictures (`--frames`).
    static let drawerColor = UIColor(red: 1, green: 0.93, blue: 0.72, alpha: 1)

    /// Draws what the drawer is: its title, a line of text, and the grab handle along its bottom edge.
    @MainActor
    static func decorate(_ drawer: UIView) {
        let width = drawer.bounds.width, height = drawer.bounds.height
        drawer.addSubview(DemoLook.label("Drawer", frame: CGRect(x: 16, y: 40, width: width - 32, height: 28), size: 22, weight: .bold))
        drawer.addSubview(DemoLook.label("It lives in a transparent overlay above the canvas.",
                                         frame: CGRect(x: 16, y: 72, width: width - 32, height: 20), size: 13, color: DemoLook.secondaryInk))
        let handle = UIView(frame: CGRect(x: width / 2 - 30, y: height - 14, width: 60, height: 6))
        handle.backgroundColor = UIColor(white: 0.45, alpha: 1)
        handle.layer.cornerRadius = 3
        handle.isUserInteractionEnabled = false
        drawer.addSubview(handle)
    }

    /// Shows how far the drawer is open on the scene's status line.
    @MainActor
    final class DrawerStatus: UIScrollViewDelegate {
        let label: UILabel
        init(label: UILabel) { self.label = label }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            let open = 1 - min(max(scrollView.contentOffset.y / DrawerDemo.drawerHeight, 0), 1)
            label.text = open == 0 ? "Drawer closed" : open == 1 ? "Drawer open" : "Drawer \(Int((open * 100).rounded()))% open"
        }
    }

    /// The talk's overlay: nil where only the scroll view itself would be hit.
    final class OverlayScrollView: UIScrollView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    /// The talk's touch-delay recognizer: `delaysTouchesBegan`, fails after 0.15 s or when the touch ends.
    final class TouchDelayGestureRecognizer: UIGestureRecognizer {
        private var timer: MediaTimer?

        override init(target: Any?, action: Selector?) {
            super.init(target: target, action: action)
            delaysTouchesBegan = true
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            guard timer == nil else { return }
            timer = clock?.scheduledTimer(withTimeInterval: 0.15) { [weak self] _ in self?.fail() }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fail() }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fail() }

        private func fail() { state = .failed }

        override func reset() {
            timer?.invalidate()
            timer = nil
        }
    }

    /// A round dot that highlights on touchesBegan and unhighlights on ended/cancelled, and whose hit area follows
    /// the talk's rule: grown to at least a 22 pt corner radius.
    final class DotView: UIView {
        var onEvent: ((String) -> Void)?
        private(set) var highlightCount = 0
        private(set) var isHighlighted = false {
            didSet { backgroundColor = isHighlighted ? DemoLook.highlight : .systemBlue }
        }

        convenience init(name: String, center: CGPoint, diameter: CGFloat) {
            self.init(frame: CGRect(x: 0, y: 0, width: diameter, height: diameter))
            self.center = center
            accessibilityIdentifier = name
            layer.cornerRadius = diameter / 2
            backgroundColor = .systemBlue
            if diameter >= 30 {
                addSubview(DemoLook.label(name, frame: bounds, size: 11, weight: .bold, color: .white, alignment: .center))
            }
        }

        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            var touchBounds = bounds
            // 22 is arbitrary, but a good rule of thumb (the talk).
            if layer.cornerRadius < 22 {
                let expansion = 22 - layer.cornerRadius
                touchBounds = touchBounds.insetBy(dx: -expansion, dy: -expansion)
            }
            return touchBounds.contains(point)
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            isHighlighted = true
            highlightCount += 1
            onEvent?("touchesBegan: highlighted")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            isHighlighted = false
            onEvent?("touchesEnded: unhighlighted")
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            isHighlighted = false
            onEvent?("touchesCancelled: unhighlighted")
        }
    }

    /// Lets the dots' long presses recognize alongside the pan (the talk's code returns true to everything).
    final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    /// The whole scene: window → main view → (canvas with dots, overlay scroll view with the drawer).
    @MainActor
    final class Scene: NarratingDemoStage {
        let window: UIWindow
        let simulator: TouchSimulator
        let mainView: UIView
        let canvas: UIView
        let overlay: OverlayScrollView
        let drawer: UIView
        let touchDelay: TouchDelayGestureRecognizer
        let status: UILabel
        private let drawerStatus: DrawerStatus
        private(set) var dots: [DotView] = []
        private let simultaneous = Simultaneous()
        var log: (String) -> Void = { _ in }

        init(touchDelay useTouchDelay: Bool = true) {
            (window, simulator) = demoStage()
            mainView = UIView(frame: window.bounds)
            mainView.accessibilityIdentifier = "main"
            window.addSubview(mainView)

            canvas = UIView(frame: mainView.bounds)
            canvas.accessibilityIdentifier = "canvas"
            canvas.backgroundColor = .white
            mainView.addSubview(canvas)
            touchDelay = TouchDelayGestureRecognizer()
            touchDelay.name = "touchDelay"
            if useTouchDelay { canvas.addGestureRecognizer(touchDelay) }

            overlay = OverlayScrollView(frame: mainView.bounds)
            overlay.accessibilityIdentifier = "overlay"
            overlay.contentSize = CGSize(width: mainView.bounds.width, height: mainView.bounds.height + DrawerDemo.drawerHeight)
            drawer = UIView(frame: CGRect(x: 0, y: 0, width: mainView.bounds.width, height: DrawerDemo.drawerHeight))
            drawer.accessibilityIdentifier = "drawer"
            drawer.backgroundColor = DrawerDemo.drawerColor
            DrawerDemo.decorate(drawer)
            overlay.addSubview(drawer)
            overlay.contentOffset = CGPoint(x: 0, y: DrawerDemo.drawerHeight)
            mainView.addSubview(overlay)
            DemoLook.hint("drag down anywhere to open the drawer; long-press a dot and carry it", in: window)
            status = DemoLook.status("Drawer closed", in: window)
            drawerStatus = DrawerStatus(label: status)
            overlay.delegate = drawerStatus
            // The talk: the overlay's pan moves to the main view, so drags over the transparent area still scroll it.
            mainView.addGestureRecognizer(overlay.panGestureRecognizer)
        }

        @discardableResult
        func addDot(_ name: String, center: CGPoint, diameter: CGFloat = 44, in parent: UIView? = nil) -> DotView {
            let dot = DotView(name: name, center: center, diameter: diameter)
            dot.onEvent = { [unowned self] what in self.log("    \(name) \(what)") }
            (parent ?? canvas).addSubview(dot)
            let press = UILongPressGestureRecognizer()
            press.name = "longPress(\(name))"
            press.cancelsTouchesInView = false
            press.delegate = simultaneous
            press.addTarget(handler: { [unowned self] recognizer in self.handleLongPress(recognizer) })
            dot.addGestureRecognizer(press)
            dots.append(dot)
            return dot
        }

        private func handleLongPress(_ gesture: UIGestureRecognizer) {
            guard let dot = gesture.view else { return }
            let name = dot.accessibilityIdentifier ?? "dot"
            switch gesture.state {
            case .began:
                // The talk: drop this finger from the pan (disabling stops it tracking all its touches), and be
                // ready at once for new ones.
                overlay.panGestureRecognizer.isEnabled = false
                overlay.panGestureRecognizer.isEnabled = true
                dot.center = mainView.convert(dot.center, from: dot.superview)
                mainView.addSubview(dot)
                dot.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
                dot.alpha = 0.8
                dot.center = gesture.location(in: mainView)
                log("    long press began: \(name) grabbed at \(DrawerDemo.format(dot.center))")
            case .changed:
                dot.center = gesture.location(in: mainView)
            case .ended, .cancelled:
                dot.transform = .identity
                dot.alpha = 1
                let inDrawer = drawer.bounds.contains(gesture.location(in: drawer))
                let target = inDrawer ? drawer : canvas
                let center = mainView.convert(dot.center, to: target)
                target.addSubview(dot)
                dot.center = center
                log("    long press \(gesture.state): \(name) dropped in the \(inDrawer ? "drawer" : "canvas") at \(DrawerDemo.format(dot.center))")
            default:
                break
            }
        }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        let scene = output.stage(Scene())
        let simulator = scene.simulator
        let overlay = scene.overlay
        scene.window.reportHitTests(to: output)
        let big = scene.addDot("dot1", center: CGPoint(x: 100, y: 600))
        let fast = scene.addDot("dot2", center: CGPoint(x: 200, y: 450))
        let small = scene.addDot("small", center: CGPoint(x: 300, y: 700), diameter: 10)
        scene.addDot("drawerDot", center: CGPoint(x: 300, y: 150), in: scene.drawer)
        func offset() -> String { "overlay offset y = \(format(overlay.contentOffset.y))" }

        output.say("Drawer closed (\(offset())); the overlay's pan lives on the main view.")

        output.say("")
        output.say("1. Open the drawer: a finger drags down 340 pt over empty canvas, then lifts.")
        simulator.drag(from: CGPoint(x: 60, y: 150), to: CGPoint(x: 60, y: 490), duration: 0.5)
        output.say("  on lift: \(offset())")
        simulator.settle()
        output.say("  at rest: \(offset()) — the drawer is open")

        output.say("")
        output.say("2. Drag dot1 while another finger scrolls the drawer.")
        let dotFinger = simulator.down(at: big.center)
        simulator.advance(by: 0.6)
        let dotFingerStart = simulator.location(of: dotFinger)!
        simulator.move(dotFinger, to: CGPoint(x: dotFingerStart.x + 60, y: dotFingerStart.y - 40), duration: 0.2)
        output.say("  dot1 finger moved: dot1 at \(format(big.center)), \(offset()) (no scroll)")
        let scrollFinger = simulator.down(at: CGPoint(x: 200, y: 250))
        output.say("  second finger drags up 150 pt in the drawer while the dot finger keeps moving:")
        let steps = 12
        for step in 1...steps {
            simulator.advance(by: simulator.frameDuration)
            let progress = CGFloat(step) / CGFloat(steps)
            simulator.perform { frame in
                frame.move(scrollFinger, to: CGPoint(x: 200, y: 250 - 150 * progress))
                frame.move(dotFinger, to: CGPoint(x: dotFingerStart.x + 60 + 40 * progress, y: dotFingerStart.y - 40 + 20 * progress))
            }
        }
        output.say("  dot1 at \(format(big.center)), \(offset())")
        simulator.perform { $0.up(dotFinger) }
        simulator.up(scrollFinger)
        simulator.settle()
        output.say("  both lifted, at rest: \(offset())")

        output.say("")
        output.say("3. A fast pan across dot2 (canvas has the touch delay): no highlight flash.")
        simulator.drag(from: fast.center, to: CGPoint(x: fast.center.x, y: fast.center.y - 120), duration: 0.1)
        simulator.settle()
        output.say("  dot2 highlighted \(fast.highlightCount) time(s); \(offset())")

        output.say("   The same pan without the touch delay (a second scene):")
        let bare = output.stage(Scene(touchDelay: false), name: "without the touch delay")
        let bareDot = bare.addDot("dot2", center: CGPoint(x: 200, y: 450))
        bare.simulator.drag(from: bareDot.center, to: CGPoint(x: 200, y: 330), duration: 0.1)
        bare.simulator.settle()
        output.say("  dot2 highlighted \(bareDot.highlightCount) time(s) — the flash the touch delay removes")

        output.say("")
        output.say("4. A tap 12 pt outside the 10 pt dot 'small' still hits it (hit area grown to 22 pt radius).")
        simulator.tap(at: CGPoint(x: small.center.x + 5 + 12, y: small.center.y))
        output.say("  small highlighted \(small.highlightCount) time(s)")
    }

    static func format(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }

    static func format(_ point: CGPoint) -> String { "(\(format(point.x)), \(format(point.y)))" }
}
