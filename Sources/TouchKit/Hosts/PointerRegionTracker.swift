/// Which ``UIPointerInteraction`` region the host's pointer is in, and the style it takes there.
@MainActor
final class PointerRegionTracker {
    private(set) var interaction: UIPointerInteraction?
    private(set) var region: UIPointerRegion?
    private(set) var style: UIPointerStyle?

    /// The pointer hovers at `location` (window coordinates): the region under it is asked for, and a change of
    /// region exits the old one and enters the new one.
    func update(at location: CGPoint, modifiers: UIKeyModifierFlags, in window: UIWindow) {
        let target = window.hitTest(window.convertFromRoot(location), with: nil).flatMap(Self.pointerInteraction(from:))
        guard let target else { return exit() }
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
            for case let interaction as UIPointerInteraction in view.storedInteractions where interaction.isEnabled {
                return interaction
            }
            current = view.superview
        }
        return nil
    }
}
