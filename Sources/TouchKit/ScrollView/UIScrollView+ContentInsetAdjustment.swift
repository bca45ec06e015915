// How the safe area adds to a scroll view's content inset: UIKit's adjusted content inset (iOS 11).

extension UIScrollView {
    /// How the safe area adds to ``UIScrollView/contentInset`` in ``UIScrollView/adjustedContentInset``: UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`, with its raw values.
    ///
    /// See also ``UIView/safeAreaInsets``.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// UIKit: like ``scrollableAxes``, except that the top and bottom are always adjusted for a scroll view that
        /// is a navigation or tab bar controller's content. TouchKit has no view controllers, so it is
        /// ``scrollableAxes``.
        case automatic = 0
        /// The safe area is added along the axes the content scrolls on: where it is larger than the bounds, or the
        /// scroll view always bounces that way (``UIScrollView/alwaysBounceVertical``).
        case scrollableAxes = 1
        /// The safe area is never added: ``UIScrollView/adjustedContentInset`` is ``UIScrollView/contentInset``.
        case never = 2
        /// The safe area is always added on every edge.
        case always = 3
    }

    /// Recomputes ``adjustedContentInset``; when it changed, tells ``adjustedContentInsetDidChange()``, the delegate
    /// and the observers.
    func updateAdjustedContentInset() {
        let adjusted = computedAdjustedContentInset
        guard adjusted != storedAdjustedContentInset else { return }
        storedAdjustedContentInset = adjusted
        contentRangeDidChange()
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        observedValuesDidChange()
    }

    /// ``contentInset`` plus the safe area (as last reported to the view) on the edges the behaviour adjusts, plus the
    /// inset a refreshing ``UIScrollView/refreshControl`` holds open at the top.
    ///
    /// "Scrollable" is the content's size exceeding the bounds' (or the always-bounce flag) along the axis, without
    /// the insets: TouchKit's reading of UIKit's documentation [?], which does not say whether insets count.
    private var computedAdjustedContentInset: UIEdgeInsets {
        let safe = reportedSafeAreaInsets
        var adjusted = contentInset
        adjusted.top += refreshControlInset
        guard safe != .zero else { return adjusted }
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            return adjusted
        case .always:
            vertical = true
            horizontal = true
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height > storedBounds.height
            horizontal = alwaysBounceHorizontal || contentSize.width > storedBounds.width
        }
        if vertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        }
        if horizontal {
            adjusted.left += safe.left
            adjusted.right += safe.right
        }
        return adjusted
    }

    /// The part of ``adjustedContentInset`` the safe area adds (what the indicators are inset by when
    /// ``automaticallyAdjustsScrollIndicatorInsets``).
    var safeAreaContentInsetAdjustment: UIEdgeInsets {
        let adjusted = storedAdjustedContentInset
        return UIEdgeInsets(
            top: adjusted.top - contentInset.top, left: adjusted.left - contentInset.left,
            bottom: adjusted.bottom - contentInset.bottom, right: adjusted.right - contentInset.right)
    }
}
