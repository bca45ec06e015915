import TouchKit

/// The finger's counterpart of ``WheelStepScene``: a finger dragging the same full-window scroll view of tall
/// content, its pan already dragging; each iteration is one moved sample 1 pt up or down, a 120 Hz frame after the
/// previous one, so the scroll view's pan changes and its content moves on every sample, as with every wheel step.
/// The reference a wheel step is fairly compared with (`movedFingers1`'s pan stays possible and runs no action).
@MainActor
public final class ScrollDragScene {
    /// The scene's window.
    public let window: UIWindow
    /// The host the scene's samples go through.
    public let host: TouchHost
    /// The scroll view the finger drags.
    public let scrollView: UIScrollView
    private var y: CGFloat = 300
    private var time: TimeInterval = 1

    /// Builds the scene, drags past the pan's hysteresis and checks the scroll view's pan is dragging.
    public init() {
        (window, scrollView, host) = makeTallScrollWindow()
        host.send(TouchSample(id: 1, phase: .began, location: CGPoint(x: 195, y: 400), timestamp: time))
        for _ in 0..<4 { moveOnce() }
        guard scrollView.panGestureRecognizer.state == .changed, scrollView.isDragging else {
            fatalError("ScrollDrag: the scroll view's pan does not follow the finger")
        }
    }

    /// One moved sample 1 pt from the last, a 120 Hz frame later.
    public func moveOnce() {
        y = y == 300 ? 301 : 300
        time += 1.0 / 120
        host.send(TouchSample(id: 1, phase: .moved, location: CGPoint(x: 195, y: y), timestamp: time))
    }
}
