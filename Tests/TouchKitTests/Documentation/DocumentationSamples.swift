@testable import TouchKit
import TouchKitTesting

// The code samples of the DocC articles (Sources/TouchKit/TouchKit.docc/*.md), compiled here and run by
// DocumentationSampleTests. Every ```swift block of an article is one of the snippets below, character for character
// (the test checks it both ways: no block without a snippet, no snippet without a block), so a sample that stops
// compiling or working fails the build or the tests. To change a sample, change it here and paste it into the
// article; the articles leave out `import TouchKit`.

// snippet: ported-card
final class PortedCardView: UIView {
    private(set) var offset: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        // was: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PortedCardView.handlePan))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // was: @objc func handlePan(_ recognizer: UIPanGestureRecognizer)
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        offset = recognizer.translation(in: self).x
    }
}
// end snippet

// snippet: photo-in-milliseconds
@MainActor func photoGesturesInMilliseconds() -> [String] {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let photo = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    window.addSubview(photo)

    var log: [String] = []
    let doubleTap = UITapGestureRecognizer { _ in log.append("zoom") }
    doubleTap.numberOfTapsRequired = 2
    let singleTap = UITapGestureRecognizer { _ in log.append("toggle chrome") }
    singleTap.require(toFail: doubleTap)           // the 2010 photo app
    photo.addGestureRecognizer(singleTap)
    photo.addGestureRecognizer(doubleTap)

    let simulator = TouchSimulator(window: window)
    simulator.doubleTap(at: CGPoint(x: 100, y: 100))
    simulator.advance(by: 0.5)                     // past the single tap's wait
    simulator.tap(at: CGPoint(x: 100, y: 100))
    simulator.advance(by: 0.5)                     // the double tap failed: the single tap fires
    return log                                     // ["zoom", "toggle chrome"]
}
// end snippet

// snippet: long-press-timing
@MainActor func longPressFiresAtHalfASecond() -> TimeInterval? {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let simulator = TouchSimulator(window: window)
    var firedAt: TimeInterval?
    let press = UILongPressGestureRecognizer { recognizer in
        if recognizer.state == .began { firedAt = simulator.now }
    }
    window.addGestureRecognizer(press)

    simulator.longPress(at: CGPoint(x: 100, y: 100), duration: 2)   // two seconds, in microseconds of real time
    return firedAt                                                  // 0.5: UIKit's minimumPressDuration
}
// end snippet

// snippet: why-no-tap
@MainActor func whyDidNotMyTapFire() -> TouchExplanation {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let button = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    button.accessibilityIdentifier = "button"
    button.addGestureRecognizer(UITapGestureRecognizer())
    window.addSubview(button)
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 80))
    banner.accessibilityIdentifier = "banner"
    window.addSubview(banner)                      // added last: on top of the button

    let explainer = TouchExplainer(window: window)
    let simulator = TouchSimulator(window: window)
    simulator.tap(on: button)                      // a missedTarget diagnostic: it hits the banner
    return explainer.explanation                   // print(it) gives the text below
}
// end snippet

// snippet: input-pump
/// Feeds a real input source's reports and a monotonic clock to a window.
@MainActor final class InputPump {
    let window: UIWindow
    let host: TouchHost

    init(window: UIWindow) {
        self.window = window
        host = TouchHost(window: window)
    }

    /// One report of the device: every contact that changed, with the report's time in seconds.
    func report(_ contacts: [(slot: Int, phase: UITouch.Phase, x: Double, y: Double)], at time: TimeInterval) {
        host.send(contacts.map {
            TouchSample(id: $0.slot, phase: $0.phase, location: CGPoint(x: $0.x, y: $0.y), timestamp: time)
        })
    }

    /// Each turn of the host's loop (each display frame): timers, animations and deceleration catch up.
    func tick(at time: TimeInterval) {
        window.clock.advance(to: time)
    }
}
// end snippet

// snippet: wheel-pan
@MainActor func addCanvasPan(to canvas: UIView, moved: @escaping @MainActor (CGPoint) -> Void) {
    let pan = UIPanGestureRecognizer { recognizer in
        moved((recognizer as! UIPanGestureRecognizer).translation(in: canvas))
    }
    pan.allowedScrollTypesMask = .all      // a wheel or a trackpad pans the canvas too
    canvas.addGestureRecognizer(pan)
}
// end snippet

// snippet: scripted-scroll
@MainActor func wheelThenTrackpad(over scrollView: UIScrollView, with simulator: TouchSimulator) {
    let pointer = CGPoint(x: 200, y: 400)
    simulator.wheel(at: pointer, lines: CGPoint(x: 0, y: -3))      // three notches down: 30 pt
    simulator.trackpadScroll(at: pointer, by: CGPoint(x: 0, y: -600), duration: 0.2)
    simulator.trackpadTouch(at: pointer)                            // fingers on the trackpad: the coasting stops
    simulator.trackpadLift(at: pointer)
}
// end snippet
