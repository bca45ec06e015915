import TouchKit
import TouchKitPictures

/// A window's view tree as draw commands: the SDL-free half of the native window, which the tests read.
///
/// It draws what ``SceneSnapshot`` copies (the geometry `UIView.convert(_:to:)` uses, presentation values while
/// animations run): each view's background as a polygon through its transform (so rotation and scale show), its
/// corner radius as arcs, its border as a band inside the bounds, `UIView.alpha` compounded down the tree, hidden
/// views and their subviews left out, `UIView.clipsToBounds` as a clip to the bounds' enclosing rectangle (exact for
/// the unrotated views that clip in practice; a rotated clipping view clips to its bounding box), a `UILabel`'s lines
/// as text, the standard controls' state as simple shapes, scroll indicators while they show, and the fingers down
/// as translucent circles on top.
public struct DrawList: Sendable {
    /// The colour around the scene when the window's aspect ratio differs.
    public var letterbox = DrawColor(red: 32, green: 34, blue: 38)
    /// Whether fingers down are drawn (as the playground shows them). Default true.
    public var showsTouches = true
    /// Segments per quarter circle of a rounded corner.
    public static let cornerSegments = 6

    /// A draw list with the default look.
    public init() {}

    /// The frame for `snapshot` (of a window) in `viewport`; an empty viewport gives no frame.
    public func frame(_ snapshot: SceneSnapshot, in viewport: Viewport) -> DrawFrame? {
        guard !viewport.isEmpty else { return nil }
        var commands: [DrawCommand] = []
        draw(snapshot.root, toWindow: snapshot.root.transform.concatenating(viewport.transform), opacity: 1,
             clip: nil, scale: viewport.scale, into: &commands)
        if showsTouches {
            for finger in snapshot.fingers {
                let center = finger.location.applying(viewport.transform)
                let radius = 20 * viewport.scale
                commands.append(.fill(Self.roundedRect(
                    CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                    radius: radius, transform: .identity), DrawColor(red: 230, green: 57, blue: 70, alpha: 90)))
            }
        }
        return DrawFrame(width: viewport.width, height: viewport.height, background: letterbox, commands: commands)
    }

    private func draw(
        _ view: SceneSnapshot.View, toWindow: CGAffineTransform, opacity: CGFloat, clip: CGRect?, scale: CGFloat,
        into commands: inout [DrawCommand]
    ) {
        guard !view.isHidden, view.bounds.isFiniteRect, toWindow.isFinite else { return }
        let opacity = opacity * min(max(view.alpha.isFinite ? view.alpha : 0, 0), 1)
        guard opacity > 0 else { return }
        let bounds = view.bounds
        let radius = min(max(view.cornerRadius.isFinite ? view.cornerRadius : 0, 0), min(bounds.width, bounds.height) / 2)
        if let color = view.backgroundColor, color.alpha > 0 {
            commands.append(.fill(Self.roundedRect(bounds, radius: radius, transform: toWindow), DrawColor(color, opacity: opacity)))
        }
        if view.borderWidth > 0, view.borderWidth.isFinite, let color = view.borderColor, color.alpha > 0 {
            let width = min(view.borderWidth, min(bounds.width, bounds.height) / 2)
            let outer = Self.roundedRect(bounds, radius: radius, transform: toWindow)
            let inner = Self.roundedRect(bounds.insetBy(dx: width, dy: width), radius: max(radius - width, 0), transform: toWindow,
                                         matching: radius)
            commands.append(.ring(outer: outer, inner: inner, DrawColor(color, opacity: opacity)))
        }
        if let content = view.content {
            ControlShapes(toWindow: toWindow, opacity: opacity, scale: scale * Self.scale(of: view.transform))
                .draw(content, in: bounds, into: &commands)
        }
        if !view.subviews.isEmpty {
            var inner = clip
            if view.clipsToBounds {
                let box = bounds.applying(toWindow)
                inner = clip.map { $0.intersection(box) } ?? box
                if inner?.isNull ?? false { inner = .zero }
                commands.append(.clip(inner))
            }
            for subview in view.subviews {
                draw(subview, toWindow: subview.transform.concatenating(toWindow), opacity: opacity, clip: inner,
                     scale: scale * Self.scale(of: subview.transform), into: &commands)
            }
            if view.clipsToBounds { commands.append(.clip(clip)) }
        }
        for indicator in view.scrollIndicators {
            let frame = indicator.frame
            commands.append(.fill(Self.roundedRect(frame, radius: min(frame.width, frame.height) / 2, transform: toWindow),
                                  DrawColor(indicator.color, opacity: opacity * min(max(indicator.alpha, 0), 1))))
        }
    }

    /// How much a transform scales lengths (the square root of its determinant's size).
    static func scale(of transform: CGAffineTransform) -> CGFloat {
        let determinant = abs(transform.a * transform.d - transform.b * transform.c)
        return determinant.isFinite ? determinant.squareRoot() : 1
    }

    /// A rectangle with rounded corners as a polygon through `transform`: the four corners, each an arc of
    /// ``cornerSegments`` segments when rounded. `matching` makes a rectangle of radius 0 have as many points as one
    /// of that radius (the inner edge of a border's band).
    static func roundedRect(_ rect: CGRect, radius: CGFloat, transform: CGAffineTransform, matching: CGFloat? = nil) -> [CGPoint] {
        let rect = rect.standardized
        let rounded = radius > 0 || (matching ?? 0) > 0
        guard rounded else {
            return [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(transform) }
        }
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: rect.maxX - radius, y: rect.minY + radius), -.pi / 2),
            (CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), 0),
            (CGPoint(x: rect.minX + radius, y: rect.maxY - radius), .pi / 2),
            (CGPoint(x: rect.minX + radius, y: rect.minY + radius), .pi),
        ]
        var points: [CGPoint] = []
        points.reserveCapacity(4 * (cornerSegments + 1))
        for (center, start) in corners {
            for step in 0...cornerSegments {
                let angle = start + CGFloat(step) / CGFloat(cornerSegments) * (.pi / 2)
                points.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(transform))
            }
        }
        return points
    }
}

extension CGAffineTransform {
    /// Whether every entry is finite.
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}
