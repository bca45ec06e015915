import TouchKit
import TouchKitTesting

/// The 2017 talk's walk-throughs of the AssistiveTouch-like widget (a view with responder-based touch handling, a
/// tap and a pan), and the 2010 talk's photo scene, each printed as a timeline of the trace.
///
/// `touchkit lint photo` notes that the photo's single tap waits 350 ms for the double tap to fail: intended, it is
/// the 2010 talk's example of a failure requirement, and what the demo shows.
enum GestureWalkthroughDemos {
    enum Setup { case exclusion, simultaneous, failureRequirement }

    /// Two lamps under the widget: the tap's and the pan's last action, lit when it goes out.
    @MainActor
    final class WidgetLamps {
        let tap: UILabel
        let pan: UILabel

        init(in window: UIWindow) {
            tap = DemoLook.label("tap: –", frame: CGRect(x: 20, y: 700, width: 170, height: 44), weight: .semibold, alignment: .center)
            pan = DemoLook.label("pan: –", frame: CGRect(x: 200, y: 700, width: 170, height: 44), weight: .semibold, alignment: .center)
            for lamp in [tap, pan] {
                lamp.backgroundColor = UIColor(white: 0.9, alpha: 1)
                lamp.layer.cornerRadius = 10
                window.addSubview(lamp)
            }
        }

        func show(tap state: String) { light(tap, "tap: " + state) }
        func show(pan state: String) { light(pan, "pan: " + state) }

        private func light(_ lamp: UILabel, _ text: String) {
            lamp.text = text
            lamp.backgroundColor = DemoLook.highlight
        }
    }

    final class AlwaysSimultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    @MainActor
    static func run(_ setup: Setup, _ output: DemoOutput) {
        let (window, simulator) = output.stageWindow()
        let widget = ReportingView(name: "widget", frame: CGRect(x: 100, y: 100, width: 120, height: 120), output: output)
        // The pictures' look (`--frames`): the 2017 talk's AssistiveTouch-like widget.
        widget.backgroundColor = UIColor(white: 0.2, alpha: 0.85)
        widget.layer.cornerRadius = 24
        window.addSubview(widget)
        widget.addSubview(DemoLook.label("drag\nor tap", frame: widget.bounds, size: 17, weight: .semibold,
                                         color: .white, alignment: .center, lines: 2))
        DemoLook.hint(setup == .failureRequirement ? "drag the widget far (the tap must fail first), or tap it"
                      : "tap the widget, or drag it", in: window)
        // What each recognizer did last, lit when its action goes out.
        let lamps = WidgetLamps(in: window)
        // The widget owns the tap, so the tap's action takes it unowned (a strong capture would be a cycle).
        let tap = UITapGestureRecognizer { [unowned widget] _ in
            lamps.show(tap: "recognized")
            output.say("    ⇒ tap action (\(TraceEvent.describe(widget)))")
        }
        tap.name = "tap"
        var start = widget.center
        let pan = UIPanGestureRecognizer { [unowned widget] recognizer in
            let pan = recognizer as? UIPanGestureRecognizer
            if recognizer.state == .began { start = widget.center }
            let moved = pan?.translation(in: widget.superview) ?? .zero
            widget.center = CGPoint(x: start.x + moved.x, y: start.y + moved.y)
            lamps.show(pan: "\(recognizer.state)")
            output.say("    ⇒ pan action: \(recognizer.state)")
        }
        pan.name = "pan"
        output.keepAlive(lamps)
        widget.addGestureRecognizer(tap)
        widget.addGestureRecognizer(pan)
        let delegate = AlwaysSimultaneous()
        output.keepAlive(delegate)
        switch setup {
        case .exclusion: break
        case .simultaneous: tap.delegate = delegate
        case .failureRequirement: pan.require(toFail: tap)
        }
        printTimeline(of: window, to: output)

        output.say("A finger goes down, moves 20 pt (past the pan's 10 pt, inside the tap's 45 pt), then lifts:")
        let finger = simulator.down(at: CGPoint(x: 150, y: 150))
        simulator.move(finger, to: CGPoint(x: 160, y: 150), duration: 1.0 / 60)
        simulator.move(finger, to: CGPoint(x: 170, y: 150), duration: 1.0 / 60)
        if setup == .failureRequirement {
            simulator.up(finger)
            simulator.advance(by: 0.5)
            output.say("Once more, moving 60 pt, past the tap's allowable movement: the tap fails and the pan's action goes out:")
            let second = simulator.down(at: CGPoint(x: 150, y: 150))
            simulator.move(second, to: CGPoint(x: 180, y: 150), duration: 2.0 / 60)
            simulator.move(second, to: CGPoint(x: 210, y: 150), duration: 2.0 / 60)
            simulator.up(second)
        } else {
            simulator.up(finger)
        }
    }

    /// The photo viewer's scene: the window-filling view that holds the recognizers, the picture it zooms, the chrome
    /// a single tap toggles, and the zoom shown on screen.
    @MainActor
    final class PhotoScene: NarratingDemoStage {
        let (window, simulator) = demoStage()
        /// Holds the recognizers (named "photo" for the lint and the explanations).
        let photo: UIView
        /// The picture, scaled by the zoom about the point tapped.
        let picture: UIView
        let chrome: UIView
        let zoomLabel: UILabel
        let singleTap = UITapGestureRecognizer()
        let doubleTap = UITapGestureRecognizer()
        let twoFingerTap = UITapGestureRecognizer()
        private(set) var zoom: CGFloat = 1
        var log: (String) -> Void = { _ in }

        init() {
            photo = DemoLook.ground(UIView(frame: window.bounds), name: "photo", color: .black, in: window)
            photo.clipsToBounds = true
            picture = DemoLook.photo(frame: CGRect(x: 0, y: 200, width: 390, height: 440), name: "picture")
            picture.isUserInteractionEnabled = false
            photo.addSubview(picture)
            chrome = UIView(frame: CGRect(x: 0, y: 30, width: 390, height: 60))
            chrome.accessibilityIdentifier = "chrome"
            chrome.backgroundColor = UIColor(white: 1, alpha: 0.9)
            chrome.isUserInteractionEnabled = false
            chrome.addSubview(DemoLook.label("Photo", frame: CGRect(x: 0, y: 0, width: 390, height: 60), size: 17,
                                             weight: .semibold, alignment: .center))
            window.addSubview(chrome)
            DemoLook.hint("double-tap to zoom in, two-finger tap to zoom out, tap to hide the bar", in: window)
            zoomLabel = DemoLook.status("Zoom 1× · bar shown", in: window)

            doubleTap.numberOfTapsRequired = 2
            doubleTap.name = "doubleTap"
            doubleTap.addTarget(handler: { [unowned self] recognizer in
                setZoom(zoom * 2, about: recognizer.location(in: picture))
                log("    ⇒ double tap: zoom in to \(zoom)×")
            })
            singleTap.name = "singleTap"
            singleTap.require(toFail: doubleTap)
            singleTap.addTarget(handler: { [unowned self] _ in
                chrome.isHidden.toggle()
                showState()
                log("    ⇒ single tap: toggle the chrome")
            })
            twoFingerTap.numberOfTouchesRequired = 2
            twoFingerTap.name = "twoFingerTap"
            twoFingerTap.addTarget(handler: { [unowned self] recognizer in
                setZoom(zoom / 2, about: recognizer.location(in: picture))
                log("    ⇒ two-finger tap: zoom out to \(zoom)×")
            })
            for recognizer in [singleTap, doubleTap, twoFingerTap] { photo.addGestureRecognizer(recognizer) }
        }

        /// Scales the picture to `scale` (1/8× to 8×) about `point` in its own coordinates, and shows the zoom.
        private func setZoom(_ scale: CGFloat, about point: CGPoint) {
            zoom = min(max(scale, 0.125), 8)
            let bounds = picture.bounds
            let anchor = CGPoint(x: bounds.midX, y: bounds.midY)
            let focus = bounds.contains(point) ? point : anchor
            // Scale about the focus: the point under the fingers stays put.
            picture.transform = CGAffineTransform(translationX: (focus.x - anchor.x) * (1 - zoom), y: (focus.y - anchor.y) * (1 - zoom))
                .scaledBy(x: zoom, y: zoom)
            showState()
        }

        private func showState() {
            zoomLabel.text = "Zoom \(DrawerDemo.format(zoom))×" + (chrome.isHidden ? " · bar hidden" : " · bar shown")
        }
    }

    @MainActor
    static func runPhoto(_ output: DemoOutput) {
        let scene = output.stage(PhotoScene())
        let simulator = scene.simulator
        printTimeline(of: scene.window, to: output, actionsOnly: true)

        output.say("Single tap (the action waits 0.35 s for the double tap to fail):")
        simulator.tap(at: CGPoint(x: 200, y: 300))
        simulator.advance(by: 0.5)
        output.say("Double tap:")
        simulator.doubleTap(at: CGPoint(x: 200, y: 300))
        simulator.advance(by: 0.5)
        output.say("Two-finger tap:")
        simulator.twoFingerTap(at: CGPoint(x: 200, y: 300))
        simulator.advance(by: 0.5)
    }

    /// Prints the trace as a timeline: touches, state changes, exclusion, waits, and what the view receives.
    @MainActor
    static func printTimeline(of window: UIWindow, to output: DemoOutput, actionsOnly: Bool = false) {
        window.addTraceObserver { event in
            switch event.kind {
            case .touch(.moved, _), .hitTest, .recognizerReceivedTouch, .viewDeliveryDelayed, .viewDeliveryFlushed,
                 .hitTestSkipped, .hitTestPassedThrough, .recognizerRefusedTouch, .arbitrated, .viewDeliveryBlocked:
                return
            case .viewReceived, .touch:
                if actionsOnly { return }
            case .stateChanged, .action:
                if actionsOnly { return }
            default:
                break
            }
            output.say("  " + event.description)
        }
    }
}
