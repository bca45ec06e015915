/// Looks for two fingers turning around each other: UIKit's `UIRotationGestureRecognizer`, a continuous gesture.
///
/// It begins once the line between exactly two fingers has turned by more than a threshold angle since the second
/// finger came down, changes as they move, and ends when a finger lifts (or a third comes down); before it began,
/// either fails it. The threshold is 5° while the fingers keep their distance and grows to 10° as they pinch:
/// `5° + 5° · √min(|Δd / d₀|, 1)`, with d₀ the starting distance and Δd its change, so a pinch is not taken for a
/// rotation (docs/UIKitFacts.md, "Rotation" [re]).
///
/// ``rotation`` is in radians, positive clockwise on screen (y grows downwards), and unbounded: the fingers can turn
/// several times around. The threshold angle in force when the gesture began is subtracted, so ``rotation`` starts
/// near 0 rather than jumping: two fingers turned by π/2 without pinching read π/2 − 5° = 85° ≈ 1.4835 rad.
///
/// ``UIGestureRecognizer/location(in:)`` is the centre of the two fingers, and after they lift, where it last was.
///
/// - Note: whether UIKit subtracts the threshold, and how it smooths ``velocity``, are not known; TouchKit
///   subtracts it (as the pan and pinch subtract their hysteresis) and smooths as the pinch does.
///
/// See also ``UIPinchGestureRecognizer``,
/// ``UIGestureRecognizerDelegate/gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)``.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { UIRotationGestureRecognizer.self }

    /// The turn that begins a rotation while the fingers keep their distance: 5°. UIKit: `UIRotationGestureRecognizer`
    /// (docs/UIKitFacts.md, "Rotation" [re]). Certain.
    static let minimumRotation: CGFloat = 5 * .pi / 180

    /// The most the threshold grows while the fingers pinch: 5° more, at a distance change of d₀ or more, scaled by
    /// the square root of the relative change. UIKit: `UIRotationGestureRecognizer` (docs/UIKitFacts.md, "Built-in
    /// recognizers", Rotation [re]). Certain.
    static let pinchingRotationAllowance: CGFloat = 5 * .pi / 180

    /// How much the latest sample counts in the smoothed velocity: 0.25. TouchKit's choice, the pinch's weights
    /// (docs/UIKitFacts.md, "Pinch"); UIKit's rotation smoothing is not known.
    static let latestVelocitySampleWeight: CGFloat = 0.25

    /// Samples less than 1 ms after the previous one are ignored for velocity. TouchKit's choice, the pan's rule
    /// (docs/UIKitFacts.md, "Pan").
    static let minimumVelocitySampleInterval: TimeInterval = 0.001

    /// The rotation and its velocity, the starting distance, and whether a trackpad rotation drives the rotation
    /// (`UIRotationGestureRecognizer+Transform.swift`).
    private var tracking = TwoFingerTracking<UIRotationGestureRecognizer>(restingValue: 0)
    /// How far the line between the fingers has turned since the second came down, unbounded.
    private var accumulatedAngle: CGFloat = 0
    /// Subtracted from ``accumulatedAngle`` to give ``rotation``: the threshold at began, then what setting
    /// ``rotation`` asked for.
    private var rotationOrigin: CGFloat = 0
    /// The vector from the first finger to the second at the last sample, in window coordinates.
    private var lastVector: CGPoint = .zero

    /// How far the fingers have turned since the rotation began (less the threshold), in radians, positive
    /// clockwise. 0 until it begins.
    ///
    /// Setting it redefines the current turn as that angle, typically 0 in every action to read the rotation as
    /// increments; later turning adds to it.
    open var rotation: CGFloat {
        get { tracking.value }
        set {
            rotationOrigin = accumulatedAngle - newValue
            tracking.redefine(as: newValue)
        }
    }

    /// How fast ``rotation`` changes, in radians per second: each sample's rate blended with the previous estimate,
    /// 0.25 × latest + 0.75 × previous.
    ///
    /// - Note: the first measured rate is taken as it is rather than blended with zero; how UIKit treats its first
    ///   sample is not known.
    open var velocity: CGFloat { tracking.velocityTracker.velocity }

    /// The angle the fingers must turn to begin, given how much their distance has changed.
    static func threshold(initialDistance: CGFloat, distance: CGFloat) -> CGFloat {
        let relativeChange = initialDistance > 0 ? min(abs(distance - initialDistance) / initialDistance, 1) : 1
        return minimumRotation + pinchingRotationAllowance * relativeChange.squareRoot()
    }

    // MARK: Touches

    /// The second finger sets the starting point; a third ends the rotation (fails it if it had not begun).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard secondFingerCameDown() else { return }
        lastVector = currentVector()
        accumulatedAngle = 0
        rotationOrigin = 0
        tracking.start(distance: lastVector.distance(to: .zero), at: event.timestamp)
    }

    /// The fingers moved: the rotation begins once they have turned past the threshold, then follows them.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == 2 else { return }
        let vector = currentVector()
        // The signed angle between the two vectors, in (−π, π]: summing these tracks the turn through ±π.
        let cross = lastVector.x * vector.y - lastVector.y * vector.x
        let dot = lastVector.x * vector.x + lastVector.y * vector.y
        let previousAngle = accumulatedAngle
        accumulatedAngle += atan2(cross, dot)
        lastVector = vector
        switch state {
        case .possible:
            let threshold = Self.threshold(initialDistance: tracking.initialDistance, distance: vector.distance(to: .zero))
            guard abs(accumulatedAngle) > threshold else {
                // Undecided: the velocity follows the angle the rotation would have without the threshold.
                tracking.velocityTracker.addSample(accumulatedAngle, at: event.timestamp)
                return
            }
            rotationOrigin = accumulatedAngle > 0 ? threshold : -threshold
            tracking.velocityTracker.rebase(to: previousAngle - rotationOrigin)
        case .began, .changed:
            break
        case .ended, .cancelled, .failed:
            return
        }
        tracking.record(accumulatedAngle - rotationOrigin, at: event.timestamp)
        state = state == .possible ? .began : .changed
    }

    /// A finger lifted: the rotation ends (fails if it had not begun).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endOrFail() }

    /// A touch was cancelled: the rotation is cancelled (failed if it had not begun).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { cancelOrFail() }

    /// Returns the rotation to its starting values for the next gesture (call super when overriding).
    open override func reset() {
        super.reset()
        lastVector = .zero
        accumulatedAngle = 0
        rotationOrigin = 0
        tracking.reset()
    }

    // MARK: Trackpad rotation (UIRotationGestureRecognizer+Transform.swift)

    /// A trackpad rotation's change: the angle adds up (``rotation`` is the sum less what was set); the velocity
    /// follows.
    func applyTransformRotation(_ angle: CGFloat, at time: TimeInterval) {
        if tracking.followTransform(at: time) {
            accumulatedAngle = 0
            rotationOrigin = 0
        }
        guard angle != 0 else { return }
        accumulatedAngle += angle
        tracking.record(accumulatedAngle - rotationOrigin, at: time)
    }

    override func acceptsIndirectEvent(_ event: IndirectEvent) -> Bool {
        acceptsTransformEvent(event, following: tracking.isFollowingTransform)
    }

    override func handleIndirectEvent(_ event: IndirectEvent) { handleTransform(downcast(event, toKnown: TransformEvent.self)) }

    /// A rotation following a trackpad rotation takes no touch.
    override func acceptsTouchByDesign(_ touch: UITouch) -> Bool { !tracking.isFollowingTransform }

    /// The vector from the first finger to the second, in window coordinates.
    private func currentVector() -> CGPoint {
        trackedTouches[1].locationInWindow - trackedTouches[0].locationInWindow
    }
}
