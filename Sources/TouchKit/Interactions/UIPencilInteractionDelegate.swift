/// What a ``UIPencilInteraction`` tells: a double tap and a squeeze of the pencil. UIKit's
/// `UIPencilInteractionDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UIPencilInteractionDelegate: AnyObject {
    /// The pencil was double-tapped (iOS 17.5).
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap)
    /// The pencil is being squeezed (iOS 17.5): began, then ended or cancelled.
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze)
    /// The pencil was double-tapped: the iOS 12.1 method, deprecated in iOS 17.5, called after
    /// ``pencilInteraction(_:didReceiveTap:)``.
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction)
}

extension UIPencilInteractionDelegate {
    /// Does nothing.
    public func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {}
    /// Does nothing.
    public func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) {}
    /// Does nothing.
    public func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {}
}
