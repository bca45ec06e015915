import TouchKit

/// A scene for ``GestureExplorer`` to touch: a window, and the objects it needs alive (delegates, which recognizers
/// and scroll views hold weakly, and scene objects their actions call back).
///
/// The explorer builds a fresh scene for every script it plays, so each script starts from the same state.
public struct ExplorationScene {
    /// The window touched.
    public let window: UIWindow
    /// Objects kept alive while the scene is touched.
    public let keptAlive: [AnyObject]

    /// A scene of `window`, keeping `objects` alive while it is touched.
    public init(window: UIWindow, keepingAlive objects: [AnyObject] = []) {
        self.window = window
        self.keptAlive = objects
    }
}
