/// Looks for two fingers moving apart or together: UIKit's `UIPinchGestureRecognizer`, a continuous gesture.
///
/// It begins once the distance between exactly two fingers has changed by more than 8 pt from what it was when the
/// second finger came down, changes as they move, and ends when a finger lifts (or a third comes down); before it
/// began, either fails it. ``scale`` is the distance between the fingers relative to where they started, ``velocity``
/// how fast it changes.
///
/// The 8 pt hysteresis is subtracted when the pinch begins, so ``scale`` starts near 1 rather than jumping: from then
/// on `scale = distance / (initialDistance ± 8)`, the 8 pt taken in the direction the fingers moved. Fingers 100 pt
/// apart that spread to 200 pt read a scale of 200 / 108 ≈ 1.852; squeezed to 50 pt, 50 / 92 ≈ 0.543.
/// (docs/UIKitFacts.md, "Pinch" [re]: the hysteresis is subtracted; exactly how is TouchKit's
/// reading.)
///
/// ``UIGestureRecognizer/location(in:)`` is the centre of the two fingers, and after they lift, where it last was.
///
/// ```swift
/// func handlePinch(_ pinch: UIPinchGestureRecognizer) {
///     photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
///     pinch.scale = 1
/// }
/// ```
///
/// See also ``UIRotationGestureRecognizer``,
/// ``UIGestureRecognizerDelegate/gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)``.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { UIPinchGestureRecognizer.self }

    /// How much the distance between the fingers must change before a pinch begins: 8 pt. UIKit:
    /// `UIPinchGestureRecognizer`'s hysteresis (docs/UIKitFacts.md, "Pinch" [re]). Certain.
    static let hysteresis: CGFloat = 8

    /// How much the latest sample counts in the smoothed velocity: 0.25 (the previous estimate counts 0.75). UIKit:
    /// `UIPinchGestureRecognizer` (`_velocity`, `_previousVelocity`; docs/UIKitFacts.md, "Pinch"
    /// [re]). Certain.
    static let latestVelocitySampleWeight: CGFloat = 0.25

    /// Samples less than 1 ms after the previous one are ignored for velocity. TouchKit's choice, the pan's rule
    /// (docs/UIKitFacts.md, "Pan"); UIKit's pinch rule is not known.
    static let minimumVelocitySampleInterval: TimeInterval = 0.001

    /// The scale and its velocity, the starting distance, and whether a trackpad pinch drives the pinch
    /// (`UIPinchGestureRecognizer+Transform.swift`).
    private var tracking = TwoFingerTracking<UIPinchGestureRecognizer>(restingValue: 1)
    /// The distance at which the scale is ``scaleAtReferenceDistance``: the initial distance ± the hysteresis once the
    /// pinch began, the current distance whenever ``scale`` is set.
    private var referenceDistance: CGFloat = 0
    private var scaleAtReferenceDistance: CGFloat = 1
    private var lastDistance: CGFloat = 0

    /// The distance between the fingers relative to when the pinch started (less the hysteresis): 1 until it begins,
    /// above 1 as the fingers spread.
    ///
    /// Setting it redefines the current distance as that scale, typically 1 in every action to read the pinch as
    /// increments; later movement multiplies it.
    open var scale: CGFloat {
        get { tracking.value }
        set {
            if !tracking.isFollowingTransform {
                guard trackedTouches.count == 2, lastDistance > 0 else { return tracking.value = newValue }
                referenceDistance = lastDistance
                scaleAtReferenceDistance = newValue
            }
            tracking.redefine(as: newValue)
        }
    }

    /// How fast ``scale`` changes, in scale per second: each sample's rate blended with the previous estimate,
    /// 0.25 × latest + 0.75 × previous.
    ///
    /// - Note: the first measured rate is taken as it is rather than blended with zero; how UIKit treats its first
    ///   sample is not known.
    open var velocity: CGFloat { tracking.velocityTracker.velocity }

    // MARK: Touches

    /// The second finger sets the starting point; a third ends the pinch (fails it if it had not begun).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard secondFingerCameDown() else { return }
        lastDistance = currentDistance()
        tracking.start(distance: lastDistance, at: event.timestamp)
    }

    /// The fingers moved: the pinch begins once their distance has changed by more than 8 pt, then follows it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == 2 else { return }
        let distance = currentDistance()
        defer { lastDistance = distance }
        let initialDistance = tracking.initialDistance
        switch state {
        case .possible:
            let change = distance - initialDistance
            guard abs(change) > Self.hysteresis else {
                // Undecided: the velocity follows the scale the pinch would have without the hysteresis.
                if initialDistance > 0 { tracking.velocityTracker.addSample(distance / initialDistance, at: event.timestamp) }
                return
            }
            referenceDistance = initialDistance + (change > 0 ? Self.hysteresis : -Self.hysteresis)
            scaleAtReferenceDistance = 1
            tracking.velocityTracker.rebase(to: lastDistance / referenceDistance)
        case .began, .changed:
            break
        case .ended, .cancelled, .failed:
            return
        }
        tracking.record(scaleAtReferenceDistance * distance / referenceDistance, at: event.timestamp)
        state = state == .possible ? .began : .changed
    }

    /// A finger lifted: the pinch ends (fails if it had not begun).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endOrFail() }

    /// A touch was cancelled: the pinch is cancelled (failed if it had not begun).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { cancelOrFail() }

    /// Returns the pinch to its starting values for the next gesture (call super when overriding).
    open override func reset() {
        super.reset()
        referenceDistance = 0
        scaleAtReferenceDistance = 1
        lastDistance = 0
        tracking.reset()
    }

    // MARK: Trackpad pinch (UIPinchGestureRecognizer+Transform.swift)

    /// A trackpad pinch's change: the scale multiplies by it; the velocity follows.
    func applyTransformScale(_ factor: CGFloat, at time: TimeInterval) {
        _ = tracking.followTransform(at: time)
        guard factor != 1 else { return }
        tracking.record(tracking.value * factor, at: time)
    }

    override func acceptsIndirectEvent(_ event: IndirectEvent) -> Bool {
        acceptsTransformEvent(event, following: tracking.isFollowingTransform)
    }

    override func handleIndirectEvent(_ event: IndirectEvent) { handleTransform(downcast(event, toKnown: TransformEvent.self)) }

    /// A pinch following a trackpad pinch takes no touch.
    override func acceptsTouchByDesign(_ touch: UITouch) -> Bool { !tracking.isFollowingTransform }

    /// The distance between the two fingers, in window coordinates.
    private func currentDistance() -> CGFloat {
        trackedTouches[0].locationInWindow.distance(to: trackedTouches[1].locationInWindow)
    }
}
