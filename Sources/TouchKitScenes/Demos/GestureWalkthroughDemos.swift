import TouchKit
import TouchKitTesting

/// The 2017 talk's walk-throughs of the AssistiveTouch-like widget (a view with responder-based touch handling, a
/// tap and a pan), and the 2010 talk's photo scene, each printed as a timeline of the trace.
///
/// `touchkit lint photo` notes that the photo's single tap waits 350 ms for the double tap to fail: intended, it is
/// the 2010 talk's example of a failure requirement, and what the demo shows.
enum GestureWalkthroughDemos {
    static let exclusion = Demo(
        name: "exclusion",
        summary: "2017: tap + pan on one view; the pan recognizes first and excludes the tap",
        run: { run(.exclusion, $0) })
    static let simultaneous = Demo(
        name: "simultaneous",
        summary: "2017: the same, with the delegate allowing simultaneous recognition: both fire",
        run: { run(.simultaneous, $0) })
    static let failureRequirement = Demo(
        name: "requirement",
        summary: "2017: the pan requires the tap to fail; its first action carries .began",
        run: { run(.failureRequirement, $0) })
    static let photo = Demo(
        name: "photo",
        summary: "2010: single tap requires double tap to fail; double tap zooms; two-finger tap zooms out",
        run: runPhoto)

    enum Setup { case exclusion, simultaneous, failureRequirement }

    final class AlwaysSimultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    @MainActor
    static func run(_ setup: Setup, _ output: DemoOutput) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        output.attach(window)
        let simulator = TouchSimulator(window: window)
        let widget = ReportingView(name: "widget", frame: CGRect(x: 100, y: 100, width: 120, height: 120), output: output)
        // The pictures' look (`--frames`): the 2017 talk's AssistiveTouch-like widget.
        widget.backgroundColor = UIColor(white: 0.2, alpha: 0.85)
        widget.layer.cornerRadius = 24
        window.addSubview(widget)
        // The widget owns the tap, so the tap's action takes it unowned (a strong capture would be a cycle).
        let tap = UITapGestureRecognizer { [unowned widget] _ in
            output.say("    ⇒ tap action (\(TraceEvent.describe(widget)))")
        }
        tap.name = "tap"
        let pan = UIPanGestureRecognizer { recognizer in output.say("    ⇒ pan action: \(recognizer.state)") }
        pan.name = "pan"
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

    @MainActor
    static func runPhoto(_ output: DemoOutput) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        output.attach(window)
        let simulator = TouchSimulator(window: window)
        let photo = UIView(frame: window.bounds)
        photo.accessibilityIdentifier = "photo"
        photo.backgroundColor = UIColor(red: 0.55, green: 0.7, blue: 0.85, alpha: 1)
        window.addSubview(photo)
        var zoom: CGFloat = 1
        let doubleTap = UITapGestureRecognizer { _ in
            zoom *= 2
            output.say("    ⇒ double tap: zoom in to \(zoom)×")
        }
        doubleTap.numberOfTapsRequired = 2
        doubleTap.name = "doubleTap"
        let singleTap = UITapGestureRecognizer { _ in output.say("    ⇒ single tap: toggle the chrome") }
        singleTap.name = "singleTap"
        singleTap.require(toFail: doubleTap)
        let twoFingerTap = UITapGestureRecognizer { _ in
            zoom /= 2
            output.say("    ⇒ two-finger tap: zoom out to \(zoom)×")
        }
        twoFingerTap.numberOfTouchesRequired = 2
        twoFingerTap.name = "twoFingerTap"
        for recognizer in [singleTap, doubleTap, twoFingerTap] { photo.addGestureRecognizer(recognizer) }
        printTimeline(of: window, to: output, actionsOnly: true)

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
