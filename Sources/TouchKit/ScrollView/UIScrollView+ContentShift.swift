/// Moving the content offset together with whatever is moving it, for a list view whose content above the visible
/// area changed size (``UITableView``'s estimated heights replaced by measured ones): what is on screen stays put and
/// the scrolling goes on over the same content.
extension UIScrollView {
    /// Moves the vertical offset by `distance`, with a drag under way (it goes on from the moved offset) and a
    /// deceleration (its path and target move too). A bounce or page settle under way is not moved: its next frame
    /// takes the offset back to its own path (TouchKit's decision; they run at the content's edges or on pages,
    /// not over rows still being measured).
    func shiftVerticalScrolling(by distance: CGFloat) {
        guard distance != 0, distance.isFinite else { return }
        drag.startOffset.y += distance
        if case .decelerating(var deceleration) = motion.y {
            deceleration.shift(by: distance)
            motion.y = .decelerating(deceleration)
            motion.current.y += distance
            motion.target.y += distance
            motion.requestedTarget.y += distance
        }
        contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y + distance)
    }
}
