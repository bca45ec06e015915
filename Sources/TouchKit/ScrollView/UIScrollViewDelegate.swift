/// The methods a scroll view's delegate can implement, each optional with UIKit's default: UIKit's
/// `UIScrollViewDelegate`.
///
/// Order for a drag that ends with a flick: `scrollViewWillBeginDragging`, `scrollViewDidScroll` per change,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, `scrollViewDidEndDragging(_:willDecelerate:)`,
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` per frame, `scrollViewDidEndDecelerating`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, an animation, or a programmatic set that changed it).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The pan began: the user starts dragging.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted. `velocity` is in points per millisecond (positive when the offset grows); the delegate may
    /// change where the scroll view comes to rest by writing `targetContentOffset.pointee`.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Dragging ended; `decelerate` tells whether the content keeps moving (coasting, bouncing back or settling on a
    /// page).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts coasting after the lift.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after coasting.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset`/`scrollRectToVisible`/zoom finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that zooming scales; nil (the default) disables zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to start.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Zooming ended (after any bounce back into the allowed scales).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a status-bar tap may scroll to the top. Default true.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll to the top finished.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// ``UIScrollView/adjustedContentInset`` changed (the safe area, the content inset or the adjustment behaviour).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
