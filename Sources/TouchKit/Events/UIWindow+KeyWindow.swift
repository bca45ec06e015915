// The key window: one per screen (a window alone is its own screen; ``TouchHost/addWindow(_:)`` puts windows on one).

extension UIWindow {
    /// Makes the window the key window of its screen without changing its visibility, as UIKit's `makeKey()`: the
    /// screen's previous key window resigns first (its ``isKeyWindow`` turns false, then it gets ``resignKey()``),
    /// then this window's ``isKeyWindow`` turns true and it gets ``becomeKey()``. Nothing happens when it is key
    /// already.
    ///
    /// UIKit gives the key window keyboard and other non-touch events ([doc] UIWindow.makeKey()); touches go to the
    /// window they fall in either way, in TouchKit as in UIKit. The order of the two callbacks is TouchKit's choice
    /// (Apple says only that the previous window resigns); in each, exactly one window of the screen is key or none.
    /// UIKit's scope is the window's scene (iOS 15 and later); TouchKit's is the screen, its nearest equivalent.
    public func makeKey() {
        guard !isKeyWindow else { return }
        for other in screenWindows?.windows ?? [] where other !== self && other.isKeyWindow {
            other.isKeyWindow = false
            other.resignKey()
        }
        isKeyWindow = true
        becomeKey()
    }

    /// Shows the window (``UIView/isHidden`` false), puts it in front of the other windows of its screen, and makes it
    /// the key window (``makeKey()``), as UIKit's `makeKeyAndVisible()`.
    public func makeKeyAndVisible() {
        isHidden = false
        screenWindows?.add(self)
        makeKey()
    }

}
