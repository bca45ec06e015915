/// A continuous recognizer for a pointer or a pencil hovering over its view: UIKit's `UIHoverGestureRecognizer`
/// (iOS 13; the pencil's hover, with ``zOffset``, iOS 16.1).
///
/// The pointer (or pencil) entering the view begins it, each move over the view changes it, and leaving it ends it:
/// `.began`, `.changed`, `.ended` ([doc] UIHoverGestureRecognizer: "the system calls [the action] when the pointer
/// enters, exits, and moves across the view"). It reads hover events only (``UIEvent/EventType/hover``), never
/// touches: a click or a finger on the view does not reach it, and the view's `touchesBegan` never sees a hover.
///
/// Over the view means the hover location hit-tests to the view or to a view inside it, as a touch beginning there
/// would. A hover recognizer recognizes alongside every other recognizer, hover or not: it neither prevents nor is
/// prevented (TouchKit's reading [?]: UIKit documents nothing on hover and exclusion, and a hover effect and a pan
/// under the same pointer both run on iPadOS).
///
/// A pointer's hover pauses while a button is held (its click is a touch) and resumes, or ends if the pointer left the
/// view, with the next move after the release. A pencil's hover ends when the pencil touches the screen (its
/// zOffset would be 0) and begins again when it lifts into hover range (docs/UIKitFacts.md, "Pointer and pencil").
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// It leaves the requirement methods as they are (``UIGestureRecognizer/classWithDefaultRequirementMethods``).
    override class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { UIHoverGestureRecognizer.self }

    /// The latest hover sample over the view.
    @exclusivity(unchecked) var hoverPose = HoverPose()

    /// The pencil's normalized distance from the screen (iOS 16.1): 1 at the edge of its hover range, approaching 0
    /// as it nears the glass; 0 for a pointer, which has none.
    public var zOffset: CGFloat { hoverPose.zOffset }
    /// The hovering pencil's altitude angle, in radians (iOS 16.4); 0 for a pointer.
    public var altitudeAngle: CGFloat { hoverPose.altitudeAngle }
    /// The hovering pencil's barrel roll, in radians (iOS 17.5); 0 for a pointer.
    public var rollAngle: CGFloat { hoverPose.rollAngle }

    /// The hovering pencil's azimuth in `view`'s coordinates (the window's when nil), in radians (iOS 16.4); 0 for
    /// a pointer.
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        guard hoverPose.touchType == .pencil else { return 0 }
        return UITouch.azimuthAngle(hoverPose.azimuthAngleInWindow, in: view)
    }

    /// ``azimuthAngle(in:)`` as a unit vector (iOS 16.4); (0, 0) for a pointer.
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        guard hoverPose.touchType == .pencil else { return CGVector(dx: 0, dy: 0) }
        let angle = azimuthAngle(in: view)
        return CGVector(dx: cos(angle), dy: sin(angle))
    }

    /// Where the pointer or pencil hovers, in `view`'s coordinates (the window's when nil): the latest hover sample's
    /// location (after the hover ended, its last).
    open override func location(in view: UIView?) -> CGPoint {
        guard let view else { return hoverPose.location }
        return view.convert(hoverPose.location, from: nil)
    }

    // MARK: Engine hooks

    /// A hover never takes touches.
    override func acceptsTouchByDesign(_ touch: UITouch) -> Bool { false }

    /// A hover recognizes alongside everything (see the type's discussion).
    override func recognizesSimultaneouslyByDesign(with other: UIGestureRecognizer) -> Bool { true }

    /// The hover is over the view at `pose`: it begins, or changes.
    func hoverMoved(_ pose: HoverPose) {
        hoverPose = pose
        switch state {
        case .possible: state = .began
        case .began, .changed:
            // UIHoverGestureRecognizer's own `state` and `isEnabled` (a subclass may override them): a change from
            // began or changed to changed needs no coercion, and the arena settles it alone when it can.
            guard type(of: self) == UIHoverGestureRecognizer.self, isEnabled, viewReference != nil,
                  let arena = arenaReference
            else { return state = .changed }
            storeStateFromEngine(.changed)
            arena.object.settleContinuedChange(of: self)
        case .ended, .cancelled, .failed: break
        }
    }

    /// The hover left the view (at `pose`, when it moved out; nil when it ended where it was): it ends.
    func hoverExited(_ pose: HoverPose?) {
        guard state == .began || state == .changed else { return }
        if let pose { hoverPose = pose }
        state = .ended
    }
}
