// The status-bar tap: the system gesture that scrolls a scroll view to its top.

extension UIWindow {
    /// TouchKit only: delivers a tap on the status bar, as the host's status bar (or a test) reports it: UIKit's
    /// scroll-to-top.
    ///
    /// UIKit's rule (Apple's `scrollsToTop` documentation; docs/UIKitFacts.md, "Defaults"): it acts only when exactly one
    /// visible scroll view in the window has ``UIScrollView/scrollsToTop`` on. That scroll view asks its delegate's
    /// `scrollViewShouldScrollToTop`, then animates its content offset to the top (`-adjustedContentInset.top`,
    /// the horizontal offset kept) and calls `scrollViewDidScrollToTop` when it arrives (not
    /// `scrollViewDidEndScrollingAnimation`). Returns whether a scroll view started scrolling to its top.
    ///
    /// - Note: The animation is ``ProgrammaticScrollAnimation``'s 0.3 s ease-in-out [?]: UIKit's scroll-to-top
    ///   curve is not documented. A scroll view already at its top does nothing.
    @discardableResult
    public func sendStatusBarTap() -> Bool {
        var candidates: [UIScrollView] = []
        collectScrollsToTopViews(in: self, into: &candidates)
        guard candidates.count == 1 else { return false }
        return candidates[0].scrollToTopFromStatusBar()
    }

    /// The visible scroll views with `scrollsToTop` on: hidden or transparent subtrees are skipped.
    private func collectScrollsToTopViews(in view: UIView, into candidates: inout [UIScrollView]) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        if let scrollView = view as? UIScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
        for subview in view.storedSubviews { collectScrollsToTopViews(in: subview, into: &candidates) }
    }
}

extension UIScrollView {
    /// The scroll view's part of a status-bar tap: ask the delegate, then animate to the top.
    func scrollToTopFromStatusBar() -> Bool {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        let top = pixelGrid.rounded(CGPoint(x: contentOffset.x, y: -adjustedContentInset.top))
        guard top != contentOffset else { return false }
        stopMotion(notify: false)
        guard window?.clock != nil else {
            contentOffset = top
            delegate?.scrollViewDidScrollToTop(self)
            return true
        }
        motion.programmatic = ProgrammaticScrollAnimation(from: contentOffset, to: top)
        motion.isScrollToTop = true
        startMotionLink()
        return true
    }

    /// The end callback of a finished programmatic scroll: `scrollViewDidScrollToTop` for a status-bar tap's,
    /// `scrollViewDidEndScrollingAnimation` otherwise.
    func notifyProgrammaticScrollEnded() {
        if motion.isScrollToTop {
            motion.isScrollToTop = false
            delegate?.scrollViewDidScrollToTop(self)
        } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}
