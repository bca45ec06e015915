extension TouchHost {
    /// Shows `other` on the same screen as ``window``, in front of it where their frames overlap (each window's
    /// `frame.origin` places it on the screen): a drag from either window can drop into the other
    /// (``UIDropInteraction``), as drags go between an iPad's windows side by side.
    ///
    /// Touches still go to ``window``: a host delivers to one window, and a second window that takes touches of its
    /// own gets a host of its own (`TouchHost(window: other)`); one `addWindow` call puts both windows on one screen
    /// for both hosts. A window is on one screen at a time: adding it here takes it off any other.
    ///
    /// - Note: TouchKit's own: in UIKit every window of a scene is on the screen already.
    public func addWindow(_ other: UIWindow) {
        let screen = window.screenWindows ?? ScreenWindows()
        if window.screenWindows == nil { screen.add(window) }
        screen.add(other)
    }
}
