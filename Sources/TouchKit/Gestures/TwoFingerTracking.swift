/// What ``UIPinchGestureRecognizer`` and ``UIRotationGestureRecognizer`` keep alike: their value (the scale or the
/// angle) with its smoothed velocity, the distance between the fingers when the second came down, and whether a
/// trackpad gesture drives them instead of touches.
///
/// Each recognizer decides how its value is measured and when it begins; this holds the bookkeeping around it, so
/// the two start, follow a trackpad and reset the same way.
@MainActor
struct TwoFingerTracking<Smoothing: VelocitySmoothing> {
    /// The recognizer's value: its `scale` or `rotation`.
    var value: CGFloat
    /// The value before any gesture: 1 for a scale, 0 for an angle.
    private let restingValue: CGFloat
    /// The velocity of ``value``, with the recognizer type's smoothing.
    var velocityTracker = VelocityTracker<CGFloat, Smoothing>()
    /// The distance between the fingers when the second came down, in window points.
    private(set) var initialDistance: CGFloat = 0
    /// The recognizer follows a trackpad pinch or rotation (a transform event), not touches.
    private(set) var isFollowingTransform = false

    /// Tracking of a value that rests at `restingValue`.
    init(restingValue: CGFloat) {
        value = restingValue
        self.restingValue = restingValue
    }

    /// Forgets the gesture: the recognizer's reset.
    mutating func reset() {
        value = restingValue
        velocityTracker.reset()
        initialDistance = 0
        isFollowingTransform = false
    }

    /// The second finger came down `distance` from the first at `time`: the velocity restarts from the resting
    /// value.
    mutating func start(distance: CGFloat, at time: TimeInterval) {
        initialDistance = distance
        velocityTracker.reset()
        velocityTracker.addSample(restingValue, at: time)
    }

    /// The value is now `newValue`, measured at `time`: the velocity follows.
    mutating func record(_ newValue: CGFloat, at time: TimeInterval) {
        value = newValue
        velocityTracker.addSample(newValue, at: time)
    }

    /// The client set the value: the next sample's change is measured from it (``VelocityTracker/rebase(to:)``).
    mutating func redefine(as newValue: CGFloat) {
        value = newValue
        velocityTracker.rebase(to: newValue)
    }

    /// A transform event arrived at `time`: on the first, the trackpad takes over, and the value and its velocity
    /// restart from the resting value. Returns whether this was the first.
    mutating func followTransform(at time: TimeInterval) -> Bool {
        guard !isFollowingTransform else { return false }
        isFollowingTransform = true
        value = restingValue
        velocityTracker.reset()
        velocityTracker.addSample(restingValue, at: time)
        return true
    }
}

extension UIGestureRecognizer {
    /// The pinch's and the rotation's rule for a finger coming down: a third ends the gesture (fails it if it had not
    /// begun). Returns whether exactly two fingers are now down, when the gesture takes its starting point.
    func secondFingerCameDown() -> Bool {
        guard trackedTouches.count <= 2 else {
            endOrFail()
            return false
        }
        return trackedTouches.count == 2
    }
}
