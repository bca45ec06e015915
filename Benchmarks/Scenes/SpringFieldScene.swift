import TouchKit

/// 1000 views in a 25×40 grid, each on its own zero-length attachment spring (the 2013 talk's springy list, at
/// scale), released 30 pt from their anchors so every spring is moving.
@MainActor
public final class SpringFieldScene {
    /// The scene's window.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1600))
    /// The animator running the springs.
    public let animator: UIDynamicAnimator
    private var springs: [UIAttachmentBehavior] = []
    private var stretch: CGFloat = 30

    /// At 240 frames per second each ``frame()`` is exactly one fixed dynamics step (1/240 s).
    public init(framesPerSecond: Int) {
        window.clock.maximumFramesPerSecond = framesPerSecond
        let reference = UIView(frame: window.bounds)
        window.addSubview(reference)
        animator = UIDynamicAnimator(referenceView: reference)
        for index in 0..<1000 {
            let anchor = CGPoint(x: 20 + CGFloat(index % 25) * 40, y: 20 + CGFloat(index / 25) * 40)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            view.center = CGPoint(x: anchor.x, y: anchor.y + stretch)
            reference.addSubview(view)
            let spring = UIAttachmentBehavior(item: view, attachedToAnchor: anchor)
            spring.length = 0
            spring.frequency = 1.5
            spring.damping = 0.1
            springs.append(spring)
            animator.addBehavior(spring)
        }
        // Build the world and settle the first frames outside the measurement.
        for _ in 0..<4 { frame() }
        precondition(animator.isRunning, "Dynamics: the 1000 springs must be moving")
    }

    /// Advances one display frame. If the springs ever come to rest, their anchors jump so they keep working
    /// (rare: about once every few thousand frames; it re-stretches, it does not rebuild).
    public func frame() {
        window.clock.advance(by: 1 / Double(window.clock.maximumFramesPerSecond))
        if !animator.isRunning {
            stretch = -stretch
            for spring in springs { spring.anchorPoint.y += stretch }
        }
    }
}
