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
/// searched with plain loops (`containsIdentical`), not closures, which would check the executor on every call. A
/// sample that hits the view the previous one hit, in an unchanged hierarchy, reuses that sample's recognizers instead
/// of walking the superviews again (`UIView.hierarchyGeneration`).
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
    /// The view the latest sample hit, by identity, when ``hovered`` holds every hover recognizer on its chain (none
    /// was left out: disabled, of another touch type, or refused by `shouldReceive`); nil otherwise.
    @exclusivity(unchecked) private var gatheredHitView: ObjectIdentifier?
    /// ``UIView/hierarchyGeneration`` when ``gatheredHitView`` was gathered.
    @exclusivity(unchecked) private var gatheredGeneration: UInt64 = 0

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
        if let hit, gathersSame(from: hit, touchType: pose.touchType) {
            // The same view in the same hierarchy: the same recognizers, none exited, none new to ask.
            for recognizer in hovered { recognizer.hoverMoved(pose) }
            return hit
        }
        // The generation before the gather: a `shouldReceive` that changes the hierarchy leaves the gather stale.
        let generation = UIView.hierarchyGeneration
        gatheredHitView = nil
        if let hit, gatherRecognizers(from: hit, touchType: pose.touchType, event: event) {
            gatheredHitView = ObjectIdentifier(hit)
            gatheredGeneration = generation
        }
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
        gatheredHitView = nil
        let exited = hovered
        hovered.removeAllKeepingCapacity()
        for recognizer in exited { recognizer.hoverExited(nil) }
    }

    /// Whether a gather from `view` would find ``hovered`` again, in the same order, without asking anyone: `view`
    /// is the view of the last gather, which took every hover recognizer on its chain, no superview or recognizer
    /// changed anywhere since, and each is still enabled for `touchType`. A view gone since cannot be taken for one at
    /// its address: the new view was added to a superview, which counts as a change.
    private func gathersSame(from view: UIView, touchType: UITouch.TouchType) -> Bool {
        guard gatheredHitView == ObjectIdentifier(view), gatheredGeneration == UIView.hierarchyGeneration else {
            return false
        }
        let typeBit = 1 << touchType.rawValue
        for recognizer in hovered where !(recognizer.isEnabled && recognizer.allowedTouchTypeMask & typeBit != 0) {
            return false
        }
        return true
    }

    /// The hover recognizers on `view` and its superviews that would take a hover of `touchType`, deepest first, into
    /// ``found``. Those already hovered are kept; a new one is asked `shouldReceive(_:)` (its own and its delegate's).
    /// Returns whether every hover recognizer on the chain was taken.
    private func gatherRecognizers(from view: UIView, touchType: UITouch.TouchType, event: HoverEvent) -> Bool {
        let typeBit = 1 << touchType.rawValue
        var tookAll = true
        var current: UIView? = view
        while let view = current {
            if !view.storedGestureRecognizers.isEmpty {
                for case let recognizer as UIHoverGestureRecognizer in view.storedGestureRecognizers {
                    if recognizer.isEnabled && recognizer.allowedTouchTypeMask & typeBit != 0
                        && (hovered.containsIdentical(recognizer) || admits(recognizer, event)) {
                        found.append(recognizer)
                    } else {
                        tookAll = false
                    }
                }
            }
            current = view.storedSuperview
        }
        return tookAll
    }

    private func admits(_ recognizer: UIHoverGestureRecognizer, _ event: HoverEvent) -> Bool {
        recognizer.shouldReceive(event)
            && recognizer.delegateIfSet?.gestureRecognizer(recognizer, shouldReceive: event) ?? true
    }
}
