import TouchKit

/// A colour as a window draws it: 8-bit red, green, blue and alpha (not premultiplied).
public struct DrawColor: Sendable, Hashable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) ...255 (opaque).
    public var alpha: UInt8

    /// A colour of these components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `color` with its alpha multiplied by `opacity` (the views' compounded `alpha`); NaN components are 0.
    public init(_ color: UIColor, opacity: CGFloat = 1) {
        func byte(_ value: CGFloat) -> UInt8 {
            guard value.isFinite else { return 0 }
            return UInt8((min(max(value, 0), 1) * 255).rounded())
        }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha * opacity))
    }
}

/// One drawing operation of a frame, in the window's coordinates (pixels before the canvas's own scale): what the
/// SDL canvas turns into `SDL_RenderGeometry` triangles, `SDL_RenderSetClipRect` and SDL_ttf text, and what tests
/// read without SDL.
public enum DrawCommand: Sendable, Equatable {
    /// A filled convex polygon (drawn as a triangle fan from its first point).
    case fill([CGPoint], DrawColor)
    /// The band between two polygons of the same number of points (a border: `outer` and `inner` point by point).
    case ring(outer: [CGPoint], inner: [CGPoint], DrawColor)
    /// One line of text at `size` pixels, placed in `box` by `alignment` (left, centre or right; vertically
    /// centred). Text follows the views' translation and scale, not their rotation.
    case text(String, box: CGRect, size: CGFloat, alignment: TextAlignment, DrawColor)
    /// Cut what follows to this rectangle (nil: no cut), until the next clip command.
    case clip(CGRect?)

    /// Where a line of text sits in its box.
    public enum TextAlignment: Sendable, Equatable {
        /// Against the left edge.
        case left
        /// Centred.
        case center
        /// Against the right edge.
        case right
    }
}

/// One frame: its size in window coordinates, the colour behind everything, and the commands in painting order.
public struct DrawFrame: Sendable, Equatable {
    /// The window's size, in its coordinates.
    public var width: Int
    /// The window's height.
    public var height: Int
    /// What the frame is cleared to (the letterbox around the scene).
    public var background: DrawColor
    /// Back to front.
    public var commands: [DrawCommand]

    /// A frame of these parts.
    public init(width: Int, height: Int, background: DrawColor, commands: [DrawCommand]) {
        self.width = width
        self.height = height
        self.background = background
        self.commands = commands
    }
}
