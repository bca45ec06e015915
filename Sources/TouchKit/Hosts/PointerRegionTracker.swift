/// Which ``UIPointerInteraction`` region the host's pointer is in, and the style it takes there.
@MainActor
final class PointerRegionTracker {
    private(set) var interaction: UIPointerInteraction?
    private(set) var region: UIPointerRegion?
    private(set) var style: UIPointerStyle?
    /// Where a primary click latched the region (``UIPointerRegion/latchingAxes``), in window coordinates; nil when
    /// not latched.
    private(set) var latchAnchor: CGPoint?

    /// A primary click at `location`: the current region latches if it has latching axes.
    func press(at location: CGPoint) {
        guard let region, !region.latchingAxes.isEmpty else { return }
        latchAnchor = location
    }

    /// The last button was released: the region unlatches.
    func releaseLatch() { latchAnchor = nil }

    /// Where the host draws its pointer for a pointer at `location`: there, unless latched, when the axes the region
    /// does not latch along stay at the click's.
    func shapeLocation(for location: CGPoint) -> CGPoint {
        guard let latchAnchor, let axes = region?.latchingAxes else { return location }
        return CGPoint(x: axes.contains(.horizontal) ? location.x : latchAnchor.x,
                       y: axes.contains(.vertical) ? location.y : latchAnchor.y)
    }

    /// The pointer moves to `location` (window coordinates), hovering or clicking: the region under it is asked for,
    /// and a change of region exits the old one and enters the new one. A latched region stays.
    func update(at location: CGPoint, modifiers: UIKeyModifierFlags, in window: UIWindow) {
        guard latchAnchor == nil, UIPointerInteraction.wasEverAdded else { return }
        update(at: location, over: window.hitTest(window.convertFromRoot(location), with: nil), modifiers: modifiers)
    }

    /// ``update(at:modifiers:in:)`` for a pointer whose location hit-tested to `hitView` (a hover's).
    func update(at location: CGPoint, over hitView: UIView?, modifiers: UIKeyModifierFlags) {
        // No interaction was ever added: there is no region to be in (nor was there one to leave).
        guard latchAnchor == nil, UIPointerInteraction.wasEverAdded else { return }
        guard let hitView, let target = Self.pointerInteraction(from: hitView) else { return exit() }
        guard let newRegion = target.region(at: location, modifiers: modifiers) else { return exit() }
        if target === interaction, let region, region.isSameRegion(as: newRegion), !target.isInvalidated { return }
        target.isInvalidated = false
        exit()
        interaction = target
        region = newRegion
        style = target.style(for: newRegion)
        let animator = PointerTransitionAnimator()
        target.delegate?.pointerInteraction(target, willEnter: newRegion, animator: animator)
        animator.run()
    }

    /// The pointer left the current region (or the window).
    func exit() {
        latchAnchor = nil
        guard let interaction, let region else { return }
        self.interaction = nil
        self.region = nil
        style = nil
        let animator = PointerTransitionAnimator()
        interaction.delegate?.pointerInteraction(interaction, willExit: region, animator: animator)
        animator.run()
    }

    /// The enabled pointer interaction of `view` or of its nearest superview that has one.
    private static func pointerInteraction(from view: UIView) -> UIPointerInteraction? {
        var current: UIView? = view
        while let view = current {
            if !view.storedInteractions.isEmpty {
                for case let interaction as UIPointerInteraction in view.storedInteractions where interaction.isEnabled {
                    return interaction
                }
            }
            current = view.storedSuperview
        }
        return nil
    }
}
