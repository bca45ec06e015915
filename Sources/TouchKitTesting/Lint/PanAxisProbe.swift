import TouchKit

/// Which ways a pan subclass (or a pan with a delegate) is willing to begin, found by playing a drag along each axis
/// with the recognizer in a window of its own: what the lint's rule about pans inside scroll views needs to know
/// before it warns, since a pan that fails on the cross axis (the 2014 talk's vertical pan, Advanced Scrollviews and
/// Touch Handling Techniques) does not fight a scroll view that scrolls that way.
///
/// The probe borrows the recognizer: it moves it to a plain view in a window of its own, replaces its delegate with
/// one that forwards every question to the app's delegate but answers no to `gestureRecognizerShouldBegin(_:)` (so
/// the recognizer never begins, and no action of the app's runs), drags a finger 80 pt along the axis in 0.25 s, then
/// puts the recognizer back on its view, in its place among the view's recognizers, with its delegate. A recognizer
/// in the middle of a gesture is not probed.
@MainActor
struct PanAxisProbe {
    /// What the probe found for each axis: true when the pan would begin on a drag along it.
    struct Axes {
        var horizontal: Bool
        var vertical: Bool
    }

    /// How far and how fast the probe's drag goes: well past the pan's 10 pt hysteresis, at a finger's usual speed.
    static let distance: CGFloat = 80
    static let duration: TimeInterval = 0.25

    /// Which axes `pan`, on `view`, begins along; nil when it cannot be probed (in a gesture, or not on `view`).
    static func axes(of pan: UIPanGestureRecognizer, on view: UIView) -> Axes? {
        guard pan.state == .possible, pan.view === view else { return nil }
        return Axes(
            horizontal: begins(pan, on: view, along: CGVector(dx: distance, dy: 0)),
            vertical: begins(pan, on: view, along: CGVector(dx: 0, dy: distance)))
    }

    private static func begins(_ pan: UIPanGestureRecognizer, on view: UIView, along movement: CGVector) -> Bool {
        let siblings = view.gestureRecognizers ?? []
        let later = siblings.drop { $0 !== pan }.dropFirst()
        let appDelegate = pan.delegate
        let spy = ShouldBeginSpy(forwardingTo: appDelegate, view: view)
        let size = CGSize(width: max(view.bounds.width, 2 * distance + 40), height: max(view.bounds.height, 2 * distance + 40))
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let stage = UIView(frame: window.bounds)
        window.addSubview(stage)
        stage.addGestureRecognizer(pan)
        pan.delegate = spy
        let simulator = TouchSimulator(window: window)
        let start = CGPoint(x: size.width / 2 - movement.dx / 2, y: size.height / 2 - movement.dy / 2)
        _ = simulator.drag(
            from: start, to: CGPoint(x: start.x + movement.dx, y: start.y + movement.dy), duration: duration)
        simulator.advance(by: 1)
        // Back in place: the app's delegate, the view, and the order of the view's recognizers.
        pan.delegate = appDelegate
        for recognizer in later { view.removeGestureRecognizer(recognizer) }
        view.addGestureRecognizer(pan)
        for recognizer in later { view.addGestureRecognizer(recognizer) }
        withExtendedLifetime(spy) {}
        return spy.wouldBegin
    }
}

/// The probe's stand-in delegate: the app's view and delegate decide, as UIKit asks them before a recognizer begins,
/// but a recognizer they would let begin is stopped there.
@MainActor
private final class ShouldBeginSpy: UIGestureRecognizerDelegate {
    weak var appDelegate: (any UIGestureRecognizerDelegate)?
    /// The recognizer's own view, which the stage stands in for.
    weak var view: UIView?
    private(set) var wouldBegin = false

    init(forwardingTo appDelegate: (any UIGestureRecognizerDelegate)?, view: UIView) {
        self.appDelegate = appDelegate
        self.view = view
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if view?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true,
           appDelegate?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true {
            wouldBegin = true
        }
        return false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        appDelegate?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }
}
