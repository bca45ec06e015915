/// The windows a host shows on one screen, placed by their frames (a window's `frame.origin` is where its top left
/// corner is on the screen, as in UIKit), so that something following a finger across the screen — a drag looking
/// for where to drop — can go from one window into another.
///
/// A window belongs to at most one group; a window alone is its own screen. The group holds its windows weakly.
///
/// - Note: UIKit's windows share one screen by construction (`UIWindowScene`, `UIScreen`); TouchKit's windows are
///   independent until a host joins them (``TouchHost/addWindow(_:)``).
@MainActor
final class ScreenWindows {
    private struct Entry {
        weak var window: UIWindow?
    }
    /// The windows, bottom first: a window joined later is in front of the ones before it (TouchKit's decision:
    /// there is no window level to order them by).
    private var entries: [Entry] = []

    /// Puts `window` in front of the group's windows (taking it out of any group it was in).
    func add(_ window: UIWindow) {
        if let old = window.screenWindows, old !== self { old.remove(window) }
        entries.removeAll { $0.window == nil || $0.window === window }
        entries.append(Entry(window: window))
        window.screenWindows = self
        // One key window per screen: a key window joining a screen that has one stops being key (TouchKit's rule).
        if window.isKeyWindow, entries.contains(where: { $0.window !== window && $0.window?.isKeyWindow == true }) {
            window.isKeyWindow = false
            window.resignKey()
        }
    }

    /// The group's windows still alive, bottom first.
    var windows: [UIWindow] { entries.compactMap(\.window) }

    private func remove(_ window: UIWindow) {
        entries.removeAll { $0.window == nil || $0.window === window }
    }

    /// The frontmost visible window of `window`'s screen containing `screenPoint` (screen coordinates); `window`
    /// alone when it has no group.
    static func frontmostWindow(containing screenPoint: CGPoint, besides window: UIWindow) -> UIWindow? {
        guard let group = window.screenWindows else {
            return contains(window, screenPoint) ? window : nil
        }
        for entry in group.entries.reversed() {
            if let candidate = entry.window, contains(candidate, screenPoint) { return candidate }
        }
        return nil
    }

    private static func contains(_ window: UIWindow, _ screenPoint: CGPoint) -> Bool {
        !window.isHidden && window.frame.contains(screenPoint)
    }

    /// Where `touch` is on the screen.
    static func screenLocation(of touch: UITouch) -> CGPoint {
        guard let window = touch.window else { return touch.locationInWindow }
        return touch.locationInWindow + window.frame.origin
    }

    /// Where `touch` is in `view`'s coordinates, also when `view` is in another window of the touch's screen.
    static func location(of touch: UITouch, in view: UIView) -> CGPoint {
        guard let touchWindow = touch.window, let viewWindow = view.window, viewWindow !== touchWindow else {
            return touch.location(in: view)
        }
        return view.convert(screenLocation(of: touch) - viewWindow.frame.origin, from: nil)
    }
}
