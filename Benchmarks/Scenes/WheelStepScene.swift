import TouchKit

/// A mouse wheel over a full-window scroll view of tall content; each iteration is one wheel step of one line,
/// alternately down and up, 1/120 s apart, so every step belongs to the one wheel gesture the scroll view's pan
/// follows (it ends 0.1 s after the last step). Compare with a finger's moved sample on one live recognizer
/// (`movedPath1`, `movedFingers1`).
@MainActor
public final class WheelStepScene {
    /// The scene's window.
    public let window: UIWindow
    /// The host the scene's samples go through.
    public let host: TouchHost
    /// The scroll view the wheel scrolls.
    public let scrollView: UIScrollView
    private var lines: CGFloat = 1
    private var time: TimeInterval = 1

    /// Builds the scene, scrolls once and checks the scroll view's pan follows the wheel.
    public init() {
        (window, scrollView, host) = makeTallScrollWindow()
        for _ in 0..<2 { stepOnce() }
        guard scrollView.panGestureRecognizer.state == .changed || scrollView.panGestureRecognizer.state == .began
        else { fatalError("WheelStep: the scroll view's pan does not follow the wheel") }
    }

    /// One wheel step of one line, a 120 Hz frame after the previous one.
    public func stepOnce() {
        lines = -lines
        time += 1.0 / 120
        host.send(ScrollSample.wheel(lines: CGPoint(x: 0, y: lines), at: CGPoint(x: 195, y: 400), timestamp: time))
    }
}

/// A 390×844 window filled by a scroll view of 100,000 pt tall content scrolled to its middle, with its host: the
/// wheel step's scene and its finger counterpart (``ScrollDragScene``) share it.
@MainActor
func makeTallScrollWindow() -> (UIWindow, UIScrollView, TouchHost) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 390, height: 100_000)
    scrollView.contentOffset = CGPoint(x: 0, y: 50_000)
    window.addSubview(scrollView)
    return (window, scrollView, TouchHost(window: window))
}
