/// One raw trackpad pinch or rotation sample at the pointer's location: what a host passes to
/// `TouchHost.send(_:)`. ``UIPinchGestureRecognizer`` and ``UIRotationGestureRecognizer``
/// recognize it as they do two fingers on the screen.
public struct TransformSample: Sendable, Equatable {
    /// The gesture's phase.
    public enum Phase: Sendable, Equatable {
        /// The pinch or rotation started.
        case began
        /// The fingers moved.
        case changed
        /// The fingers lifted.
        case ended
        /// The system stopped the gesture.
        case cancelled
    }

    /// The phase.
    public var phase: Phase
    /// The pointer's location in window coordinates: the pinch's ``UIGestureRecognizer/location(in:)``, the point a
    /// zooming scroll view zooms around.
    public var location: CGPoint
    /// The scale change since the previous sample, as a factor (1: none; a browser's Ctrl+wheel gives
    /// `exp(-deltaY / 100)`).
    public var scale: CGFloat
    /// The rotation since the previous sample, in radians (clockwise positive, as UIKit's).
    public var rotation: CGFloat
    /// The time of the sample, in the window clock's seconds.
    public var timestamp: TimeInterval
    /// The modifier keys held: the transform event's ``UIEvent/modifierFlags`` and
    /// ``UIGestureRecognizer/modifierFlags`` while it is delivered.
    public var modifierFlags: UIKeyModifierFlags

    /// A sample of every field; no change and no modifier keys by default.
    public init(
        _ phase: Phase, scale: CGFloat = 1, rotation: CGFloat = 0, at location: CGPoint, timestamp: TimeInterval,
        modifierFlags: UIKeyModifierFlags = []
    ) {
        self.phase = phase
        self.location = location
        self.scale = scale
        self.rotation = rotation
        self.timestamp = timestamp
        self.modifierFlags = modifierFlags
    }
}
