/// What a ``UIPointerInteraction`` asks: which region the pointer is in and which style it takes there, and when it
/// enters and leaves a region. UIKit's `UIPointerInteractionDelegate` (iOS 13.4); every method is optional.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region the pointer is in, given where it is; nil for none (the pointer takes the system style there). The
    /// default answers `defaultRegion`, the view's bounds.
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style for `region`; nil for the system pointer. The default is an automatic effect on the interaction's
    /// view.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is entering `region`. The default does nothing.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
    /// The pointer is leaving `region`. The default does nothing.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    /// The default region: `defaultRegion`.
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        defaultRegion
    }

    /// The default style: an automatic effect on the interaction's view.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        interaction.defaultStyle
    }

    /// Does nothing.
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {}

    /// Does nothing.
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {}
}

/// Animations to run alongside the pointer entering or leaving a region: UIKit's `UIPointerInteractionAnimating`.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Adds animations to run with the pointer's own.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion, told whether the animations finished.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// TouchKit's animator: the pointer's own animation takes no time (TouchKit draws no pointer), so the animations
/// run as soon as the delegate's method returns, then the completions, told true.
@MainActor
final class PointerTransitionAnimator: UIPointerInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    /// Runs what was added.
    func run() {
        for animation in animations { animation() }
        for completion in completions { completion(true) }
        animations.removeAll()
        completions.removeAll()
    }
}
