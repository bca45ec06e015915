extension UITouch {
    /// Touch properties a host may report as estimates and refine later: UIKit's `UITouch.Properties`, with its raw
    /// values.
    public struct Properties: OptionSet, Sendable, Hashable {
        /// The properties' bits.
        public let rawValue: Int

        /// Properties with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// ``UITouch/force``.
        public static let force = Properties(rawValue: 1 << 0)
        /// ``UITouch/azimuthAngle(in:)``.
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// ``UITouch/altitudeAngle``.
        public static let altitude = Properties(rawValue: 1 << 2)
        /// ``UITouch/location(in:)``.
        public static let location = Properties(rawValue: 1 << 3)
        /// ``UITouch/rollAngle`` (iOS 17.5).
        public static let roll = Properties(rawValue: 1 << 4)
    }

    /// The pencil's azimuth in `view`'s coordinates (the window's when nil): the angle, in radians from the view's
    /// positive x axis, of the direction the pencil's cap points across the screen. 0 for fingers and pointers.
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        UITouch.azimuthAngle(azimuthAngleInWindow, in: view)
    }

    /// ``azimuthAngle(in:)`` as a unit vector in `view`'s coordinates.
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        let angle = azimuthAngle(in: view)
        return CGVector(dx: cos(angle), dy: sin(angle))
    }

    /// A number shared by a sample with estimated properties and the touch that later refines it, increasing from one
    /// such sample to the next; nil when the touch has neither estimated nor refined properties.
    public var estimationUpdateIndex: NSNumber? { estimationIndex.map { NSNumber(value: $0) } }

    /// `angle`, a direction in window coordinates, as a direction in `view`'s (through its transforms).
    static func azimuthAngle(_ angle: CGFloat, in view: UIView?) -> CGFloat {
        guard let view else { return angle }
        let origin = view.convert(CGPoint.zero, from: nil)
        let tip = view.convert(CGPoint(x: cos(angle), y: sin(angle)), from: nil)
        return atan2(tip.y - origin.y, tip.x - origin.x)
    }

    /// Takes `touch`'s kind, force and pose (not its location, time or estimates): for the copies that stand for
    /// its coalesced and predicted samples.
    func copyPose(of touch: UITouch) {
        type = touch.type
        phase = touch.phase
        tapCount = touch.tapCount
        force = touch.force
        maximumPossibleForce = touch.maximumPossibleForce
        majorRadius = touch.majorRadius
        altitudeAngle = touch.altitudeAngle
        azimuthAngleInWindow = touch.azimuthAngleInWindow
        rollAngle = touch.rollAngle
    }

    /// `samples`, copies standing for this touch's samples, made to point at its window and view (a began touch
    /// gets its view in the dispatch, after its copies were made).
    func samplesPointingAtView(_ samples: [UITouch]) -> [UITouch] {
        for sample in samples where sample.windowLink !== windowLink || sample.view !== view {
            sample.windowLink = windowLink
            sample.view = view
        }
        return samples
    }
}
