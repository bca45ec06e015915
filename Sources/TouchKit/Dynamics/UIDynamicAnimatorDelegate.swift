/// Told when a ``UIDynamicAnimator`` pauses and resumes: UIKit's `UIDynamicAnimatorDelegate`.
///
/// An animator pauses by itself once every item has come to rest, and resumes when something could move an item
/// again: a behavior added or removed, a behavior's property changed, an item's velocity added, or
/// ``UIDynamicAnimator/updateItem(usingCurrentState:)``. Both methods are optional, as in UIKit.
///
/// See also ``UIDynamicAnimator/delegate``, ``UIDynamicAnimator/isRunning``.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// Called just before the animator starts moving items again (``UIDynamicAnimator/isRunning`` is still false).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Called once the animator has paused because everything is at rest (``UIDynamicAnimator/isRunning`` is false).
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing: the method is optional.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing: the method is optional.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
