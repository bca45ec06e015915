import TouchKit

/// What a window draws for text when it has no font (the font file is missing or cannot be loaded): each line as a
/// bar where its text would be, in its colour at 40 % opacity, as wide as `UIFont`'s model measures it (half the
/// size per character) and half the size high. The scene stays readable as a layout, and the window says once, on
/// standard error, that its font could not be loaded.
public enum TextFallback {
    /// The bar for a ``DrawCommand/text(_:box:size:alignment:_:)`` command; nil for any other command or an empty line.
    public static func bar(for command: DrawCommand) -> DrawCommand? {
        guard case .text(let string, let box, let size, let alignment, let color) = command, !string.isEmpty else { return nil }
        let width = min(CGFloat(string.count) * size / 2, box.width)
        let x: CGFloat
        switch alignment {
        case .left: x = box.minX
        case .center: x = box.midX - width / 2
        case .right: x = box.maxX - width
        }
        let rect = CGRect(x: x, y: box.midY - size / 4, width: width, height: size / 2)
        var faded = color
        faded.alpha = UInt8((Double(color.alpha) * 0.4).rounded())
        return .fill(DrawList.roundedRect(rect, radius: 0, transform: .identity), faded)
    }
}
