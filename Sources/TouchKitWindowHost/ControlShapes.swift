import Foundation
import TouchKit
import TouchKitPictures

/// What a label or a standard control shows, as draw commands: a `UILabel`'s lines as text (vertically centred in
/// its bounds, as UILabel draws them), and the controls' state as simple shapes, as ``SVGSnapshot`` draws them:
/// a slider's track and thumb, a switch's thumb at its side, a stepper's minus and plus, the segments' titles and
/// selection, the page indicators and the current one.
struct ControlShapes {
    /// From the view's bounds to window coordinates.
    var toWindow: CGAffineTransform
    /// The compounded alpha.
    var opacity: CGFloat
    /// Window units per point of the view (text sizes).
    var scale: CGFloat

    func draw(_ content: SceneSnapshot.Content, in bounds: CGRect, into commands: inout [DrawCommand]) {
        switch content {
        case .label(let lines, let alignment, let fontSize, let color, let isEnabled):
            let lineHeight = fontSize * 1.2
            let top = bounds.midY - CGFloat(lines.count) * lineHeight / 2
            let textColor = DrawColor(color, opacity: opacity * (isEnabled ? 1 : 0.45))
            for (index, line) in lines.enumerated() where !line.isEmpty {
                let box = CGRect(x: bounds.minX, y: top + CGFloat(index) * lineHeight, width: bounds.width, height: lineHeight)
                text(line, box: box, fontSize: fontSize, alignment: Self.alignment(alignment), textColor, into: &commands)
            }
        case .slider(let track, let thumb):
            let bar = CGRect(x: track.minX, y: track.midY - 2, width: track.width, height: 4)
            fill(bar, radius: 2, Self.grey, into: &commands)
            fill(CGRect(x: bar.minX, y: bar.minY, width: max(thumb.midX - bar.minX, 0), height: 4), radius: 2, Self.blue, into: &commands)
            fill(thumb, radius: min(thumb.width, thumb.height) / 2, .init(red: 255, green: 255, blue: 255), into: &commands)
        case .toggle(let isOn):
            fill(bounds, radius: bounds.height / 2, isOn ? Self.green : Self.grey, into: &commands)
            let side = max(bounds.height - 4, 0)
            let x = isOn ? bounds.maxX - 2 - side : bounds.minX + 2
            fill(CGRect(x: x, y: bounds.minY + 2, width: side, height: side), radius: side / 2, .init(red: 255, green: 255, blue: 255), into: &commands)
        case .stepper(let pressed, let canDecrement, let canIncrement):
            let half = bounds.width / 2
            for (index, (title, enabled)) in [("−", canDecrement), ("+", canIncrement)].enumerated() {
                let box = CGRect(x: bounds.minX + CGFloat(index) * half, y: bounds.minY, width: half, height: bounds.height)
                if pressed == (index == 0 ? -1 : 1) { fill(box, radius: 6, Self.grey, into: &commands) }
                text(title, box: box, fontSize: bounds.height * 0.6, alignment: .center,
                     enabled ? Self.blue : Self.grey, into: &commands)
            }
        case .segments(let titles, let frames, let selected, let highlighted):
            for (index, frame) in frames.enumerated() {
                if index == selected {
                    fill(frame.insetBy(dx: 2, dy: 2), radius: 6, .init(red: 255, green: 255, blue: 255), into: &commands)
                } else if index == highlighted {
                    fill(frame.insetBy(dx: 2, dy: 2), radius: 6, Self.grey, into: &commands)
                }
                if index < titles.count {
                    text(titles[index], box: frame, fontSize: 13, alignment: .center, .init(red: 0, green: 0, blue: 0), into: &commands)
                }
            }
        case .pageIndicators(let centers, let diameter, let current):
            for (index, center) in centers.enumerated() {
                let dot = CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
                fill(dot, radius: diameter / 2, index == current ? .init(red: 255, green: 255, blue: 255) : .init(red: 255, green: 255, blue: 255, alpha: 110), into: &commands)
            }
        }
    }

    private static let grey = DrawColor(red: 200, green: 204, blue: 210)
    private static let blue = DrawColor(red: 0, green: 122, blue: 255)
    private static let green = DrawColor(red: 52, green: 199, blue: 89)

    private func fill(_ rect: CGRect, radius: CGFloat, _ color: DrawColor, into commands: inout [DrawCommand]) {
        guard rect.width > 0, rect.height > 0 else { return }
        var faded = color
        faded.alpha = UInt8((CGFloat(color.alpha) * opacity).rounded())
        commands.append(.fill(DrawList.roundedRect(rect, radius: radius, transform: toWindow), faded))
    }

    private func text(
        _ string: String, box: CGRect, fontSize: CGFloat, alignment: DrawCommand.TextAlignment, _ color: DrawColor,
        into commands: inout [DrawCommand]
    ) {
        let size = fontSize * scale
        guard size.isFinite, size >= 1 else { return }
        var faded = color
        faded.alpha = min(color.alpha, UInt8((255 * opacity).rounded()))
        commands.append(.text(string, box: box.applying(toWindow), size: size, alignment: alignment, faded))
    }

    static func alignment(_ alignment: NSTextAlignment) -> DrawCommand.TextAlignment {
        switch alignment {
        case .center: .center
        case .right: .right
        default: .left
        }
    }
}
