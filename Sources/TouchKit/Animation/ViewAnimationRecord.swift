/// The animations in flight on one view: what it shows (``presentationValues(of:)``) and whether it takes touches.
///
/// Stored on the view (``UIView/animationRecord``) only while it has animations.
@MainActor
package final class ViewAnimationRecord {
    private unowned let view: UIView
    private(set) var animations: [ViewAnimation] = []

    private init(view: UIView) {
        self.view = view
    }

    /// The view's record, made if it has none.
    static func record(for view: UIView) -> ViewAnimationRecord {
        if let record = existingRecord(for: view) { return record }
        let record = ViewAnimationRecord(view: view)
        view.animationRecord = record
        return record
    }

    /// The view's record, if it has animations.
    static func existingRecord(for view: UIView) -> ViewAnimationRecord? {
        view.animationRecord as? ViewAnimationRecord
    }

    func add(_ animation: ViewAnimation) {
        guard !animations.containsIdentical(animation) else { return }
        animations.append(animation)
        if animation.blocksInteraction { view.interactionBlockingAnimationCount += 1 }
    }

    func remove(_ animation: ViewAnimation) {
        guard animations.containsIdentical(animation) else { return }
        animations.removeIdentical(animation)
        if animation.blocksInteraction { view.interactionBlockingAnimationCount -= 1 }
        if animations.isEmpty { view.animationRecord = nil }
    }

    /// What `view` shows now: its model values plus each animation's offset (UIKit's presentation layer).
    package static func presentationValues(of view: UIView) -> AnimatableValues {
        var values = AnimatableValues(of: view)
        guard let record = existingRecord(for: view) else { return values }
        for animation in record.animations {
            let progress = animation.currentProgress
            for track in animation.tracks where track.view === view {
                track.addOffset(at: progress, to: &values)
            }
        }
        return values
    }

    /// Removes every animation of `view` (its layer's `removeAllAnimations()`): their completions see `false`.
    static func removeAnimations(of view: UIView) {
        guard let record = existingRecord(for: view) else { return }
        for animation in record.animations { animation.removeTracks(of: view) }
    }

    /// The views of `root`'s subtree that have animations in flight, found before app code runs (see
    /// ``UIWindow``'s `subtreeDidLeaveWindow`: cancelling touches may take views out of the subtree).
    static func animatedViews(inSubtree root: UIView, into views: inout [UIView]) {
        if let record = existingRecord(for: root), !record.animations.isEmpty { views.append(root) }
        for subview in root.storedSubviews { animatedViews(inSubtree: subview, into: &views) }
    }

    /// Ends the animations of `root` and every view under it without calling their completions: the window itself is
    /// going away. (Views leaving a window that stays lose theirs through ``animatedViews(inSubtree:into:)`` and
    /// ``removeAnimations(of:)``, with completions `false`.)
    static func discardAnimations(inSubtree root: UIView) {
        if let record = existingRecord(for: root) {
            for animation in record.animations { animation.discard() }
        }
        for subview in root.storedSubviews { discardAnimations(inSubtree: subview) }
    }
}
