/// One raw scroll sample from a mouse wheel or a trackpad, at the pointer's location: what a host passes to
/// `TouchHost.send(_:)`.
///
/// ``delta`` is how far the content should move, as a finger dragging it would move it: positive y moves the content
/// down, toward its top (a wheel turned away from the user without natural scrolling; a browser's `WheelEvent`
/// with a negative `deltaY`). Lines are ``TouchHost/pointsPerWheelLine`` points each.
///
/// A trackpad sends its phases: ``Phase/mayBegin`` when fingers touch it (a coasting scroll view stops),
/// ``Phase/began``, ``Phase/changed`` as they move, ``Phase/ended`` when they lift (the scroll view coasts with its own
/// deceleration: a host drops the operating system's momentum samples), ``Phase/cancelled``. A wheel has none: each
/// step is a sample of its own, its phase ignored.
public struct ScrollSample: Sendable, Equatable {
    /// A trackpad scroll's phase.
    public enum Phase: Sendable, Equatable {
        /// Fingers touched the trackpad (macOS's `mayBegin`): a coasting scroll view stops.
        case mayBegin
        /// The scroll started.
        case began
        /// The fingers moved.
        case changed
        /// The fingers lifted.
        case ended
        /// The system stopped the scroll.
        case cancelled
    }

    /// The unit of ``delta``.
    public enum Unit: Sendable, Equatable {
        /// Lines of ``TouchHost/pointsPerWheelLine`` points (a wheel's notches, a browser's `DOM_DELTA_LINE`).
        case lines
        /// Points (a high-resolution wheel, a trackpad, a browser's `DOM_DELTA_PIXEL`).
        case points
    }

    /// Wheel or trackpad.
    public var type: UIScrollType
    /// A trackpad's phase; ignored for a wheel.
    public var phase: Phase
    /// The pointer's location in window coordinates.
    public var location: CGPoint
    /// The content's movement since the previous sample, in ``unit``s.
    public var delta: CGPoint
    /// Lines or points.
    public var unit: Unit
    /// The time of the sample, in the window clock's seconds.
    public var timestamp: TimeInterval
    /// The modifier keys held (a Shift-wheel, a Command-scroll): the scroll event's ``UIEvent/modifierFlags`` and
    /// ``UIGestureRecognizer/modifierFlags`` while it is delivered.
    public var modifierFlags: UIKeyModifierFlags

    /// A sample of every field.
    public init(
        type: UIScrollType, phase: Phase, location: CGPoint, delta: CGPoint, unit: Unit = .points,
        timestamp: TimeInterval, modifierFlags: UIKeyModifierFlags = []
    ) {
        self.type = type
        self.phase = phase
        self.location = location
        self.delta = delta
        self.unit = unit
        self.timestamp = timestamp
        self.modifierFlags = modifierFlags
    }

    /// A wheel step of `lines` (positive y: the content moves down) at `location`, with `modifierFlags` held.
    public static func wheel(
        lines: CGPoint, at location: CGPoint, timestamp: TimeInterval, modifierFlags: UIKeyModifierFlags = []
    ) -> ScrollSample {
        ScrollSample(type: .discrete, phase: .changed, location: location, delta: lines, unit: .lines, timestamp: timestamp,
                     modifierFlags: modifierFlags)
    }

    /// A trackpad scroll sample: `delta` points of content movement in `phase`, with `modifierFlags` held.
    public static func trackpad(
        _ phase: Phase, delta: CGPoint = .zero, at location: CGPoint, timestamp: TimeInterval,
        modifierFlags: UIKeyModifierFlags = []
    ) -> ScrollSample {
        ScrollSample(type: .continuous, phase: phase, location: location, delta: delta, timestamp: timestamp,
                     modifierFlags: modifierFlags)
    }
}
