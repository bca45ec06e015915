/// Scrolling by mouse wheel and trackpad: the scroll view's pan allows every scroll type
/// (``UIPanGestureRecognizer/allowedScrollTypesMask``), so wheel steps and trackpad scrolls drag the content as a
/// finger does, with the same delegate calls (`scrollViewWillBeginDragging`, `scrollViewDidEndDragging(_:willDecelerate:)`,
/// the deceleration's).
///
/// - A trackpad scroll follows the fingers, rubber-bands past the edges, and on lift coasts with the scroll view's own
///   deceleration from the release velocity, as a flick does (hosts drop the system's momentum samples). Fingers
///   touching the trackpad again (`mayBegin`) stop the coasting, as a finger on the screen does; lifted without
///   scrolling, a coast caught past an edge springs back.
/// - A wheel moves the content by each step at once, stops at the edges (no rubber band), and ends its drag
///   ``UIPanGestureRecognizer/wheelGestureEndDelay`` after the last step, without deceleration.
/// - At an edge, a scroll toward it goes to the nearest enclosing scroll view that can scroll that way, unless
///   ``UIScrollView/transfersHorizontalScrollingToParent`` / ``UIScrollView/transfersVerticalScrollingToParent`` is
///   false (then the inner one rubber-bands, or stays with a wheel). Decided when the scroll begins, for the whole
///   gesture.
extension UIScrollView {
    /// Whether a scroll that moved the content by `movement` begins this scroll view's drag: along its dominant axis
    /// the scroll view must be able to scroll, and not hand the scroll to an enclosing one.
    func scrollInputBeginDecision(forMovement movement: CGPoint) -> UIPanGestureRecognizer.PanningDecision {
        let horizontal = abs(movement.x) >= abs(movement.y)
        guard horizontal ? canScrollHorizontally : canScrollVertically else { return .fail }
        guard horizontal ? transfersHorizontalScrollingToParent : transfersVerticalScrollingToParent else { return .begin }
        let (minimum, maximum) = offsetRange
        let along = horizontal ? movement.x : movement.y
        let offset = horizontal ? contentOffset.x : contentOffset.y
        // Content moving toward its start (a positive movement) lowers the offset.
        let atEdge = along > 0
            ? offset <= (horizontal ? minimum.x : minimum.y)
            : offset >= (horizontal ? maximum.x : maximum.y)
        guard atEdge, enclosingScrollView(scrolling: horizontal) != nil else { return .begin }
        return .fail
    }

    /// The nearest scroll view above this one that scrolls by wheel and trackpad along that axis.
    private func enclosingScrollView(scrolling horizontal: Bool) -> UIScrollView? {
        var view = superview
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.pan.isEnabled,
               !scrollView.pan.allowedScrollTypesMask.isEmpty,
               horizontal ? scrollView.canScrollHorizontally : scrollView.canScrollVertically {
                return scrollView
            }
            view = current.superview
        }
        return nil
    }
}
