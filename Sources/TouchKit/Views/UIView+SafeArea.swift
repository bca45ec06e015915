// The safe area: the part of a view the window's bars, notch and home indicator leave uncovered.

extension UIView {
    /// The window's safe area intersected with the view's frame in window coordinates.
    var computedSafeAreaInsets: UIEdgeInsets {
        guard let window = storedWindow else { return .zero }
        let windowInsets = window.hostSafeAreaInsets
        if self === window { return windowInsets }
        guard windowInsets != .zero else { return .zero }
        let frameInWindow = convert(storedBounds, to: nil)
        let windowBounds = window.storedBounds
        let safe = CGRect(
            x: windowBounds.minX + windowInsets.left, y: windowBounds.minY + windowInsets.top,
            width: windowBounds.width - windowInsets.left - windowInsets.right,
            height: windowBounds.height - windowInsets.top - windowInsets.bottom)
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
        return UIEdgeInsets(
            top: clamp(safe.minY - frameInWindow.minY, frameInWindow.height),
            left: clamp(safe.minX - frameInWindow.minX, frameInWindow.width),
            bottom: clamp(frameInWindow.maxY - safe.maxY, frameInWindow.height),
            right: clamp(frameInWindow.maxX - safe.maxX, frameInWindow.width))
    }

    /// Recomputes the safe area of this subtree and calls ``safeAreaInsetsDidChange()`` where it changed.
    func updateSafeAreaInsets() {
        let insets = computedSafeAreaInsets
        if insets != reportedSafeAreaInsets {
            reportedSafeAreaInsets = insets
            engineSafeAreaInsetsDidChange()
            safeAreaInsetsDidChange()
        }
        for subview in storedSubviews { subview.updateSafeAreaInsets() }
    }

    /// Whether the subtree's safe areas may need recomputing: not while the window has none, since then every view
    /// in it has reported zero (setting the window's insets back to zero, or leaving a window that has some,
    /// reports zero everywhere).
    var mayHaveSafeArea: Bool {
        (storedWindow?.hostSafeAreaInsets ?? .zero) != .zero
    }
}
