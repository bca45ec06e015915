// The motion a scroll view runs on its own, seen and stopped from outside (iOS 17.4).

extension UIScrollView {
    /// Whether the content offset is animating on its own (iOS 17.4): an animated ``setContentOffset(_:animated:)``
    /// or ``scrollRectToVisible(_:animated:)``, a status-bar tap's scroll to the top, or the motion after a drag
    /// (deceleration, a bounce back into the content, a paging settle). Apple says only "animating a scroll update";
    /// counting the motion after a drag (which ``isDecelerating`` also reports) is TouchKit's reading [?]: it is
    /// what ``stopScrollingAndZooming()`` stops. A drag itself is not an animation: false while a finger moves the
    /// content.
    public var isScrollAnimating: Bool { motion.programmatic != nil || motion.isCoasting }

    /// Whether the zoom scale is animating on its own (iOS 17.4): an animated ``setZoomScale(_:animated:)`` or
    /// ``zoom(to:animated:)``, or a bounce back into the zoom limits after a pinch.
    public var isZoomAnimating: Bool { motion.zoom != nil }

    /// Stops the scroll and zoom animations where they are (iOS 17.4). As Apple documents, the content offset stays
    /// where it is, except that content bouncing outside its range goes to the range's edge, and a paging scroll
    /// view goes to a page boundary ([doc] UIScrollView.stopScrollingAndZooming()). A zoom bouncing back into its
    /// limits goes to the limit, as the offset's bounce goes to the edge; an animated zoom stays at the scale it
    /// reached.
    ///
    /// TouchKit's decision where Apple is silent: the delegate gets the end callbacks the stopped motions would have
    /// sent (``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``,
    /// ``UIScrollViewDelegate/scrollViewDidEndDecelerating(_:)``,
    /// ``UIScrollViewDelegate/scrollViewDidEndZooming(_:with:atScale:)``), after the offset settled, so code that waits
    /// for the end of a scroll is not left waiting. Nothing happens when nothing animates (a drag or a pinch in
    /// progress goes on).
    public func stopScrollingAndZooming() {
        guard motion.isRunning || isDecelerating else { return }
        let zoom = motion.zoom
        let wasProgrammatic = motion.programmatic != nil
        let wasScrollToTop = motion.isScrollToTop
        let wasCoasting = motion.isCoasting || isDecelerating
        stopMotion(notify: false)
        let zoomView = delegate?.viewForZooming(in: self)
        if let zoom, !zoom.isProgrammatic, let zoomView {
            setZoom(zoom.to, keeping: zoom.anchorInZoomView, at: contentOffset + zoom.anchorInViewport, zoomView)
        }
        let resting = restingOffset(from: contentOffset)
        if resting != contentOffset { contentOffset = resting }
        if let zoom {
            delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomScale)
            if zoom.isProgrammatic, !wasProgrammatic { delegate?.scrollViewDidEndScrollingAnimation(self) }
        }
        if wasProgrammatic {
            if wasScrollToTop { delegate?.scrollViewDidScrollToTop(self) } else { delegate?.scrollViewDidEndScrollingAnimation(self) }
        }
        if wasCoasting { delegate?.scrollViewDidEndDecelerating(self) }
    }
}
