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

/// One hover source's delivery (the pointer's, or the pencil's): which ``UIHoverGestureRecognizer``s it is over,
/// and their enter, move and exit as began, changed and ended.
///
/// Each sample hit-tests the window at the hover location, as a touch would begin there; the hover recognizers of the
/// hit view and of its superviews are the ones hovered (deepest first). Those that were hovered and are no longer
/// end first, then the others begin or change. Hover recognizers never take touches, and recognize alongside every
/// other recognizer (docs/UIKitFacts.md, "Pointer and pencil").
///
/// Steady state allocates nothing: the two lists keep their storage from one sample to the next.
@MainActor
final class HoverTracker {
    /// The hover event this source sends (``UIEvent/EventType/hover``), one for its whole life.
    let event = HoverEvent()
    /// The recognizers hovered now, deepest view first.
    private(set) var hovered: [UIHoverGestureRecognizer] = []
    /// The recognizers under the latest sample, being gathered (swapped with ``hovered``).
    private var found: [UIHoverGestureRecognizer] = []
    /// A sample is being delivered (app code in actions may send another: it is dropped).
    private var isDelivering = false
    /// The pose of the latest sample, while hovering; nil once the hover ended.
    private(set) var pose: HoverPose?

    init() {
        hovered.reserveCapacity(8)
        found.reserveCapacity(8)
    }

    /// The hover moved to `pose` at `time` (already checked by the host): recognizers entered, moved and exited.
    /// False when it arrived during another hover delivery (dropped).
    @discardableResult
    func move(to pose: HoverPose, in window: UIWindow, time: TimeInterval) -> Bool {
        guard !isDelivering else { return false }
        isDelivering = true
        defer { isDelivering = false }
        self.pose = pose
        event.timestamp = time
        event.modifierFlags = window.touchEvent.modifierFlags
        if !found.isEmpty { found.removeAll(keepingCapacity: true) }
        if let hit = window.hitTest(window.convertFromRoot(pose.location), with: event) {
            gatherRecognizers(from: hit, touchType: pose.touchType)
        }
        for recognizer in hovered where !found.contains(where: { $0 === recognizer }) {
            recognizer.hoverExited(pose)
        }
        swap(&hovered, &found)
        found.removeAll(keepingCapacity: true)
        for recognizer in hovered { recognizer.hoverMoved(pose) }
        return true
    }

    /// The hover ended (the pointer left the window, the pencil left its range or touched down): every hovered
    /// recognizer ends.
    func end(time: TimeInterval) {
        guard !isDelivering, pose != nil else { return }
        isDelivering = true
        defer { isDelivering = false }
        pose = nil
        event.timestamp = time
        let exited = hovered
        hovered.removeAll(keepingCapacity: true)
        for recognizer in exited { recognizer.hoverExited(nil) }
    }

    /// The hover recognizers on `view` and its superviews that would take a hover of `touchType`, deepest first.
    /// Those already hovered are kept; a new one is asked `shouldReceive(_:)` (its own and its delegate's).
    private func gatherRecognizers(from view: UIView, touchType: UITouch.TouchType) {
        var current: UIView? = view
        while let view = current {
            for case let recognizer as UIHoverGestureRecognizer in view.storedGestureRecognizers
            where recognizer.isEnabled && recognizer.allowedTouchTypeMask & (1 << touchType.rawValue) != 0 {
                if hovered.contains(where: { $0 === recognizer }) || admits(recognizer) { found.append(recognizer) }
            }
            current = view.superview
        }
    }

    private func admits(_ recognizer: UIHoverGestureRecognizer) -> Bool {
        recognizer.shouldReceive(event)
            && recognizer.delegateIfSet?.gestureRecognizer(recognizer, shouldReceive: event) ?? true
    }
}
