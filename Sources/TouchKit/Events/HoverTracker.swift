/// Where a hovering pointer or pencil is and how it is held, as one hover sample reports it.
struct HoverPose: Equatable {
    /// The location, in window coordinates.
    var location: CGPoint = .zero
    /// What hovers: `.indirectPointer` or `.pencil`.
    var touchType: UITouch.TouchType = .indirectPointer
    /// The pencil's normalized distance from the screen (0 touching, 1 at the edge of its range); 0 for a pointer.
    var zOffset: CGFloat = 0
    /// The pencil's altitude, in radians; 0 for a pointer (UIKit's value for devices without altitude).
    var altitudeAngle: CGFloat = 0
    /// The pencil's azimuth in window coordinates, in radians; 0 for a pointer.
    var azimuthAngleInWindow: CGFloat = 0
    /// The pencil's barrel roll, in radians; 0 for a pointer.
    var rollAngle: CGFloat = 0
}

/// One hover source's delivery (the pointer's, or the pencil's, held by its ``HoverEvent``): which
/// ``UIHoverGestureRecognizer``s it is over, and their enter, move and exit as began, changed and ended.
///
/// Each sample hit-tests the window at the hover location, as a touch would begin there; the hover recognizers of the
/// hit view and of its superviews are the ones hovered (deepest first). Those that were hovered and are no longer
/// end first, then the others begin or change. Hover recognizers never take touches, and recognize alongside every
/// other recognizer (docs/UIKitFacts.md, "Pointer and pencil").
///
/// Steady state allocates nothing: the two lists keep their storage from one sample to the next. The lists are
/// searched with plain loops (`containsIdentical`), not closures, which would check the executor on every call.
@MainActor
final class HoverTracker {
    // `@exclusivity(unchecked)`, once for the type: read and written once or more per hover sample, on the main
    // actor only, and no access is held across a call out to app code (the lists are swapped before the actions run).

    /// The recognizers hovered now, deepest view first.
    @exclusivity(unchecked) private(set) var hovered: [UIHoverGestureRecognizer] = []
    /// The recognizers under the latest sample, being gathered (swapped with ``hovered``).
    @exclusivity(unchecked) private var found: [UIHoverGestureRecognizer] = []
    /// A sample is being delivered (app code in actions may send another: it is dropped).
    @exclusivity(unchecked) private(set) var isDelivering = false
    /// The pose of the latest sample, while hovering; nil once the hover ended.
    @exclusivity(unchecked) private(set) var pose: HoverPose?

    init() {
        hovered.reserveCapacity(8)
        found.reserveCapacity(8)
    }

    /// The hover moved to `pose` (its `event` already carries the time): recognizers entered, moved and exited.
    /// Returns the view the location hit-tested to (nil for none, and for a sample dropped because it arrived during
    /// another hover delivery).
    func move(to pose: HoverPose, event: HoverEvent, in window: UIWindow) -> UIView? {
        guard !isDelivering else { return nil }
        isDelivering = true
        defer { isDelivering = false }
        self.pose = pose
        found.removeAllKeepingCapacity()
        let hit = window.hitTest(window.convertFromRoot(pose.location), with: event)
        if let hit { gatherRecognizers(from: hit, touchType: pose.touchType, event: event) }
        for recognizer in hovered where !found.containsIdentical(recognizer) {
            recognizer.hoverExited(pose)
        }
        swap(&hovered, &found)
        found.removeAllKeepingCapacity()
        for recognizer in hovered { recognizer.hoverMoved(pose) }
        return hit
    }

    /// The hover ended: every hovered recognizer ends.
    func end() {
        guard !isDelivering, pose != nil else { return }
        isDelivering = true
        defer { isDelivering = false }
        pose = nil
        let exited = hovered
        hovered.removeAllKeepingCapacity()
        for recognizer in exited { recognizer.hoverExited(nil) }
    }

    /// The hover recognizers on `view` and its superviews that would take a hover of `touchType`, deepest first.
    /// Those already hovered are kept; a new one is asked `shouldReceive(_:)` (its own and its delegate's).
    private func gatherRecognizers(from view: UIView, touchType: UITouch.TouchType, event: HoverEvent) {
        let typeBit = 1 << touchType.rawValue
        var current: UIView? = view
        while let view = current {
            if !view.storedGestureRecognizers.isEmpty {
                for case let recognizer as UIHoverGestureRecognizer in view.storedGestureRecognizers
                where recognizer.isEnabled && recognizer.allowedTouchTypeMask & typeBit != 0 {
                    if hovered.containsIdentical(recognizer) || admits(recognizer, event) { found.append(recognizer) }
                }
            }
            current = view.storedSuperview
        }
    }

    private func admits(_ recognizer: UIHoverGestureRecognizer, _ event: HoverEvent) -> Bool {
        recognizer.shouldReceive(event)
            && recognizer.delegateIfSet?.gestureRecognizer(recognizer, shouldReceive: event) ?? true
    }
}
