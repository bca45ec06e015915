import TouchKit

/// A pointer hovering over a full-window view with one ``UIHoverGestureRecognizer`` (iPadOS's hover, no button
/// held); each iteration moves it 1 pt, so the hover changes. Compare with a finger's moved sample on one live
/// recognizer (`movedPath1`, `movedFingers1`).
@MainActor
public final class HoverMoveScene {
    /// The scene's window.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The host the scene's samples go through.
    public let host: TouchHost
    /// The view's hover recognizer.
    public let hover = UIHoverGestureRecognizer { _ in }
    private var x: CGFloat = 100
    private var time: TimeInterval = 1

    /// Builds the scene, starts the hover and checks it follows the pointer.
    public init() {
        let view = UIView(frame: window.bounds)
        view.addGestureRecognizer(hover)
        window.addSubview(view)
        host = TouchHost(window: window)
        host.send(PointerSample(location: CGPoint(x: x, y: 400), timestamp: time))
        moveOnce()
        guard hover.state == .began || hover.state == .changed else {
            fatalError("HoverMove: the hover recognizer does not follow the pointer (\(hover.state))")
        }
    }

    /// One hover move of 1 pt, a 120 Hz sample later.
    public func moveOnce() {
        x = x == 100 ? 101 : 100
        time += 1.0 / 120
        host.send(PointerSample(location: CGPoint(x: x, y: 400), timestamp: time))
    }
}
