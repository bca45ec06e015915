import TouchKit

/// Where the scene sits in the window: scaled to fit, keeping its aspect ratio, and centred (letterboxed), so a
/// window of any size shows all of it and its input lands where it is drawn.
///
/// A window with a side of 0 (minimised, or resized to nothing) has an empty viewport: nothing is drawn and input
/// maps to no scene point (``sceneLocation(_:)`` is nil), so it is dropped.
public struct Viewport: Sendable, Equatable {
    /// The scene's size, in points.
    public var sceneSize: CGSize
    /// The window's width, in its coordinates.
    public var width: Int
    /// The window's height.
    public var height: Int

    /// The viewport of a scene of `sceneSize` in a window of `width` × `height`; negative sides are taken as 0.
    public init(sceneSize: CGSize, width: Int, height: Int) {
        self.sceneSize = sceneSize
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    /// Whether anything can be drawn: both the window and the scene have room.
    public var isEmpty: Bool {
        width == 0 || height == 0 || !(sceneSize.width > 0) || !(sceneSize.height > 0)
            || !sceneSize.width.isFinite || !sceneSize.height.isFinite
    }

    /// Window units per scene point (0 when empty).
    public var scale: CGFloat {
        guard !isEmpty else { return 0 }
        return min(CGFloat(width) / sceneSize.width, CGFloat(height) / sceneSize.height)
    }

    /// From scene points to window coordinates.
    public var transform: CGAffineTransform {
        let scale = self.scale
        let x = (CGFloat(width) - sceneSize.width * scale) / 2
        let y = (CGFloat(height) - sceneSize.height * scale) / 2
        return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x, ty: y)
    }

    /// The scene point under a window location, or nil when the viewport is empty or the location not finite.
    /// A location in the letterbox maps outside the scene's bounds (the host's hit test finds nothing there).
    public func sceneLocation(_ location: CGPoint) -> CGPoint? {
        guard !isEmpty, location.x.isFinite, location.y.isFinite else { return nil }
        let transform = self.transform
        return CGPoint(x: (location.x - transform.tx) / transform.a, y: (location.y - transform.ty) / transform.d)
    }
}
