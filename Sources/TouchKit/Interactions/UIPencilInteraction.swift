/// The pencil's own gestures, a double tap on its barrel and a squeeze, as UIKit's `UIPencilInteraction` (iOS 12.1;
/// squeeze iOS 17.5): add it to a view with ``UIView/addInteraction(_:)`` and act in its ``delegate``.
///
/// The gestures do not touch the screen: the host reports them (`TouchHost.sendPencilTap(timestamp:)`,
/// `TouchHost.sendPencilSqueeze(_:timestamp:)`), and every enabled pencil interaction of the window gets them, in
/// the order of the view tree (TouchKit's reading [?]: UIKit documents no order, and an app has one such interaction
/// in practice). What the user chose in Settings is data: ``preferredTapAction``, ``preferredSqueezeAction``.
@preconcurrency @MainActor
public final class UIPencilInteraction: NSObject, UIInteraction {
    /// A double tap on the pencil, as UIKit's `UIPencilInteraction.Tap` (iOS 17.5).
    @MainActor
    public final class Tap {
        /// When it happened, in the window clock's seconds.
        public let timestamp: TimeInterval
        /// Where the pencil hovered, if it was in range.
        public let hoverPose: UIPencilHoverPose?

        init(timestamp: TimeInterval, hoverPose: UIPencilHoverPose?) {
            self.timestamp = timestamp
            self.hoverPose = hoverPose
        }
    }

    /// A squeeze of the pencil, as UIKit's `UIPencilInteraction.Squeeze` (iOS 17.5): a continuous gesture.
    @MainActor
    public final class Squeeze {
        /// Where the squeeze is.
        public let phase: Phase
        /// When, in the window clock's seconds.
        public let timestamp: TimeInterval
        /// Where the pencil hovered, if it was in range.
        public let hoverPose: UIPencilHoverPose?

        init(phase: Phase, timestamp: TimeInterval, hoverPose: UIPencilHoverPose?) {
            self.phase = phase
            self.timestamp = timestamp
            self.hoverPose = hoverPose
        }
    }

    /// The phases of a squeeze. Raw values are UIKit's.
    public enum Phase: Int, Sendable {
        /// The squeeze began.
        case began = 0
        /// It changed.
        case changed = 1
        /// It ended: the pencil was squeezed and released.
        case ended = 2
        /// It was cancelled.
        case cancelled = 3
    }

    /// The action the user chose in Settings for a double tap; the host sets it (UIKit: read-only, the system's).
    /// Default ``UIPencilPreferredAction/switchEraser``, iPadOS's.
    public static var preferredTapAction: UIPencilPreferredAction = .switchEraser
    /// The action the user chose for a squeeze (iOS 17.5); the host sets it. Default
    /// ``UIPencilPreferredAction/showContextualPalette``, iPadOS's.
    public static var preferredSqueezeAction: UIPencilPreferredAction = .showContextualPalette
    /// Whether the user draws with the pencil only (fingers scroll); the host sets it. Default false.
    public static var prefersPencilOnlyDrawing = false
    /// Whether the user wants a preview of the tool while the pencil hovers (iOS 16.1); the host sets it. Default true.
    public static var prefersHoverToolPreview = true

    /// The delegate (weak, as in UIKit).
    public weak var delegate: (any UIPencilInteractionDelegate)?
    /// The view the interaction is on (weak, as in UIKit).
    public private(set) weak var view: UIView?
    /// Whether it gets the pencil's gestures. Default true.
    public var isEnabled = true

    /// An interaction with no delegate yet.
    public override init() {
        super.init()
    }

    /// An interaction answered by `delegate` (iOS 17.5).
    public init(delegate: any UIPencilInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction moves to `view` (nil: removed).
    public func willMove(to view: UIView?) {}

    /// Called after the interaction moved to `view` (nil: removed).
    public func didMove(to view: UIView?) { self.view = view }
}

/// An action the user picked in Settings for the pencil's double tap or squeeze, as UIKit's
/// `UIPencilPreferredAction`. Raw values are UIKit's.
public enum UIPencilPreferredAction: Int, Sendable {
    /// Do nothing.
    case ignore = 0
    /// Switch between the current tool and the eraser.
    case switchEraser = 1
    /// Switch between the current tool and the previous one.
    case switchPrevious = 2
    /// Show the colour palette.
    case showColorPalette = 3
    /// Show the ink attributes (iOS 16).
    case showInkAttributes = 4
    /// Show a palette near the pencil (iOS 17.5).
    case showContextualPalette = 5
    /// Run a shortcut the user chose (iOS 17.5).
    case runSystemShortcut = 6
}

/// The pencil's pose in hover range during a double tap or a squeeze, as UIKit's `UIPencilHoverPose` (iOS 17.5), in
/// the interaction's view's coordinates.
@MainActor
public final class UIPencilHoverPose {
    /// Where the pencil hovers, in the interaction's view.
    public let location: CGPoint
    /// Its normalized height above the screen (0 to 1).
    public let zOffset: CGFloat
    /// Its azimuth in the interaction's view, in radians.
    public let azimuthAngle: CGFloat
    /// Its altitude, in radians.
    public let altitudeAngle: CGFloat
    /// Its barrel roll, in radians.
    public let rollAngle: CGFloat

    /// ``azimuthAngle`` as a unit vector.
    public var azimuthUnitVector: CGVector { CGVector(dx: cos(azimuthAngle), dy: sin(azimuthAngle)) }

    init(_ pose: HoverPose, in view: UIView?) {
        location = view.map { $0.convert(pose.location, from: nil) } ?? pose.location
        zOffset = pose.zOffset
        azimuthAngle = UITouch.azimuthAngle(pose.azimuthAngleInWindow, in: view)
        altitudeAngle = pose.altitudeAngle
        rollAngle = pose.rollAngle
    }
}
