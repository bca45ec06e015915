/// Animations an app runs alongside a drag's own, as UIKit's `UIDragAnimating` (given to
/// ``UIDragInteractionDelegate/dragInteraction(_:willAnimateLiftWith:session:)``).
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    /// Changes to make alongside the system's animation.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Called when the system's animation ends, with where it ended.
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
}

/// The lift's animator: TouchKit draws no lift, so the animations run as they are added and the completions wait
/// for the lift's outcome (``finish(at:)``).
@MainActor
final class DragLiftAnimator: UIDragAnimating {
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    private var isFinished = false

    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        animations()
    }

    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        if isFinished { return }
        completions.append(completion)
    }

    /// Runs the completions once, with `position`.
    func finish(at position: UIViewAnimatingPosition) {
        guard !isFinished else { return }
        isFinished = true
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }
}
