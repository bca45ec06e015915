/// One report from a pencil (a stylus): hovering, touching the screen, or leaving its range, with its force and pose.
///
/// Several sent together (``TouchHost/sendPencil(_:)``) are the samples gathered between two
/// frames: consecutive contact samples become one event whose touch is the last, the others its coalesced touches
/// (``UIEvent/coalescedTouches(for:)``).
public struct PencilSample: Sendable, Equatable {
    /// What the pencil did.
    public enum Phase: Sendable, Equatable {
        /// It hovers above the screen, in range (``PencilSample/zOffset`` says how high).
        case hovering
        /// It left the hover range without touching.
        case leftRange
        /// Its tip touched the screen.
        case began
        /// Its tip moved on the screen.
        case moved
        /// Its tip lifted.
        case ended
        /// The system took its touch.
        case cancelled
    }

    /// What the pencil did.
    public var phase: Phase
    /// Where its tip is (or hovers), in window coordinates, at full precision (``UITouch/preciseLocation(in:)``).
    public var location: CGPoint
    /// The time of the sample, in the window clock's seconds.
    public var timestamp: TimeInterval
    /// The force along the pencil's axis, 0 to ``TouchHost/pencilMaximumPossibleForce``; 0 while hovering.
    public var force: CGFloat
    /// The angle with the screen, radians: π/2 upright, towards 0 lying flat.
    public var altitudeAngle: CGFloat
    /// The direction the pencil's cap points across the screen, radians from the window's positive x axis.
    public var azimuthAngle: CGFloat
    /// The barrel roll, radians (0 for pencils that do not report it).
    public var rollAngle: CGFloat
    /// While hovering: the normalized height above the screen, 0 touching to 1 at the edge of the range.
    public var zOffset: CGFloat
    /// The properties whose values are estimates.
    public var estimatedProperties: UITouch.Properties
    /// The estimated properties a later ``PencilRefinement`` will refine.
    public var estimatedPropertiesExpectingUpdates: UITouch.Properties
    /// The number the later refinement names (``UITouch/estimationUpdateIndex``); needed when updates are expected.
    public var estimationUpdateIndex: Int?

    /// A pencil sample: upright, no roll, pointing along x, with a moderate force (1) while touching.
    public init(
        _ phase: Phase, location: CGPoint, timestamp: TimeInterval, force: CGFloat? = nil,
        altitudeAngle: CGFloat = .pi / 2, azimuthAngle: CGFloat = 0, rollAngle: CGFloat = 0, zOffset: CGFloat = 0,
        estimatedProperties: UITouch.Properties = [], estimatedPropertiesExpectingUpdates: UITouch.Properties = [],
        estimationUpdateIndex: Int? = nil
    ) {
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.force = force ?? (phase == .hovering || phase == .leftRange ? 0 : 1)
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.rollAngle = rollAngle
        self.zOffset = zOffset
        self.estimatedProperties = estimatedProperties
        self.estimatedPropertiesExpectingUpdates = estimatedPropertiesExpectingUpdates
        self.estimationUpdateIndex = estimationUpdateIndex
    }
}

/// The real values of properties a pencil sample reported as estimates (UIKit: Apple Pencil sends its force after its
/// position, over the air). Each non-nil value replaces the estimate and leaves the sample's
/// ``UITouch/estimatedPropertiesExpectingUpdates``.
public struct PencilRefinement: Sendable, Equatable {
    /// The sample's ``PencilSample/estimationUpdateIndex``.
    public var estimationUpdateIndex: Int
    /// The real force, if refined.
    public var force: CGFloat?
    /// The real altitude, if refined.
    public var altitudeAngle: CGFloat?
    /// The real azimuth (window coordinates), if refined.
    public var azimuthAngle: CGFloat?
    /// The real roll, if refined.
    public var rollAngle: CGFloat?
    /// The real location (window coordinates), if refined.
    public var location: CGPoint?
    /// The properties still to be refined by a later refinement; the others expected are given up (UIKit's "an
    /// update is no longer expected").
    public var stillExpected: UITouch.Properties

    /// A refinement of sample `estimationUpdateIndex`.
    public init(
        estimationUpdateIndex: Int, force: CGFloat? = nil, altitudeAngle: CGFloat? = nil, azimuthAngle: CGFloat? = nil,
        rollAngle: CGFloat? = nil, location: CGPoint? = nil, stillExpected: UITouch.Properties = []
    ) {
        self.estimationUpdateIndex = estimationUpdateIndex
        self.force = force
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.rollAngle = rollAngle
        self.location = location
        self.stillExpected = stillExpected
    }
}
