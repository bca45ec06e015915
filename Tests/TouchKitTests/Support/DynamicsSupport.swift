import Testing
@testable import TouchKit

/// A window at a given frame rate, a reference view filling it, and an animator on that view.
@MainActor
struct DynamicsScene {
    let window: UIWindow
    let reference: UIView
    let animator: UIDynamicAnimator
    var clock: MediaClock { window.clock }
    var framesPerSecond: Int { clock.maximumFramesPerSecond }

    init(framesPerSecond: Int = 60, width: CGFloat = 400, height: CGFloat = 800) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.clock.maximumFramesPerSecond = framesPerSecond
        reference = UIView(frame: window.bounds)
        window.addSubview(reference)
        animator = UIDynamicAnimator(referenceView: reference)
    }

    /// A view of `size` centred at `center`, added to the reference view.
    func item(at center: CGPoint, size: CGSize = CGSize(width: 100, height: 100)) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.center = center
        reference.addSubview(view)
        return view
    }

    /// A spring from `item` to `anchor` of `frequency` and `damping`, `length` long (nil: the distance between them
    /// now, as UIKit's default), added to the animator.
    @discardableResult
    func spring(
        _ item: UIDynamicItem, to anchor: CGPoint, length: CGFloat? = nil, frequency: CGFloat, damping: CGFloat
    ) -> UIAttachmentBehavior {
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: anchor)
        if let length { spring.length = length }
        spring.frequency = frequency
        spring.damping = damping
        animator.addBehavior(spring)
        return spring
    }

    /// Advances the clock one display frame at a time for `seconds`, calling `sample` with the time since the
    /// start after each frame.
    func run(for seconds: TimeInterval, sample: (TimeInterval) -> Void = { _ in }) {
        let start = clock.now
        let frames = Int((seconds * Double(framesPerSecond)).rounded())
        for frame in 1...max(frames, 1) {
            clock.advance(to: start + Double(frame) / Double(framesPerSecond))
            sample(clock.now - start)
        }
    }
}

/// Throws `item` at `velocity` under gravity, with `elasticity`, in a collision behaviour whose boundaries `addBoundaries`
/// adds, for `frames` frames of 1/60 s; true when `isInside` held for the item's centre after every frame.
@MainActor
func staysInside(
    _ item: UIDynamicItem, thrownAt velocity: CGPoint, elasticity: CGFloat, frames: Int,
    addBoundaries: (UICollisionBehavior) -> Void, isInside: (CGPoint) -> Bool
) -> Bool {
    let clock = MediaClock()
    let animator = UIDynamicAnimator(clock: clock)
    let collision = UICollisionBehavior(items: [item])
    addBoundaries(collision)
    let properties = UIDynamicItemBehavior(items: [item])
    properties.elasticity = elasticity
    animator.addBehavior(collision)
    animator.addBehavior(properties)
    animator.addBehavior(UIGravityBehavior(items: [item]))
    properties.addLinearVelocity(velocity, for: item)
    var inside = true
    for _ in 0..<frames {
        clock.advance(by: 1.0 / 60)
        if !isInside(item.center) { inside = false }
    }
    return inside
}

/// A dynamic item that is not a view (as a layout's attributes are), recording every center written to it.
@MainActor
final class RecordingDynamicItem: UIDynamicItem {
    var center: CGPoint {
        didSet { writtenCenters.append(center) }
    }
    var bounds: CGRect
    var transform: CGAffineTransform = .identity
    private(set) var writtenCenters: [CGPoint] = []

    init(center: CGPoint, size: CGSize = CGSize(width: 100, height: 100)) {
        self.center = center
        bounds = CGRect(origin: .zero, size: size)
    }
}

/// Records the animator's delegate calls as "resume" and "pause".
@MainActor
final class AnimatorDelegateLog: UIDynamicAnimatorDelegate {
    var calls: [String] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { calls.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { calls.append("pause") }
}

/// The rotation angle of a transform.
func rotationAngle(of transform: CGAffineTransform) -> CGFloat {
    atan2(transform.b, transform.a)
}
