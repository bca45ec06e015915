/// A path of lines and curves, as UIKit's `UIBezierPath`, kept as data: what a pointer shape may be
/// (``UIPointerShape/path(_:)``). TouchKit draws nothing; a host reads ``elements`` and draws its cursor from them.
///
/// - Note: TouchKit only keeps the path's geometry: the drawing state (`lineWidth`, `fill()`, `stroke()`) and hit
///   testing (`contains(_:)`) are left out, as nothing in TouchKit draws.
open class UIBezierPath: NSObject {
    /// TouchKit only: one step of a path, in the order it was added (CoreGraphics' `CGPathElement` kinds).
    public enum Element: Equatable, Sendable {
        /// Starts a subpath at the point.
        case move(to: CGPoint)
        /// A straight line to the point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to the point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to the point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the subpath with a line back to its start.
        case closeSubpath
    }

    /// TouchKit only: the path's steps, in order (UIKit exposes them through `cgPath`).
    public private(set) var elements: [Element] = []
    /// Where the path ends now (UIKit's `currentPoint`): `.zero` for an empty path.
    public private(set) var currentPoint: CGPoint = .zero
    private var subpathStart: CGPoint = .zero

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle, clockwise from its origin.
    public convenience init(rect: CGRect) {
        self.init()
        let rect = rect.standardized
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// A closed ellipse inscribed in `rect`, as four cubic curves.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let rect = rect.standardized
        // The control points' distance for a quarter ellipse from cubic curves: 4/3 (√2 - 1) of the radius.
        let k: CGFloat = 0.552_284_749_8
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        move(to: CGPoint(x: rect.maxX, y: cy))
        addCurve(to: CGPoint(x: cx, y: rect.maxY), controlPoint1: CGPoint(x: rect.maxX, y: cy + k * ry), controlPoint2: CGPoint(x: cx + k * rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: cy), controlPoint1: CGPoint(x: cx - k * rx, y: rect.maxY), controlPoint2: CGPoint(x: rect.minX, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: rect.minY), controlPoint1: CGPoint(x: rect.minX, y: cy - k * ry), controlPoint2: CGPoint(x: cx - k * rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: cy), controlPoint1: CGPoint(x: cx + k * rx, y: rect.minY), controlPoint2: CGPoint(x: rect.maxX, y: cy - k * ry))
        close()
    }

    /// A closed rectangle with corners of `cornerRadius` (at most half the shorter side), each a quarter ellipse.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let rect = rect.standardized
        let radius = min(max(cornerRadius.isFinite ? cornerRadius : 0, 0), min(rect.width, rect.height) / 2)
        let k: CGFloat = 0.552_284_749_8 * radius
        move(to: CGPoint(x: rect.minX + radius, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - radius, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + radius), controlPoint1: CGPoint(x: rect.maxX - radius + k, y: rect.minY), controlPoint2: CGPoint(x: rect.maxX, y: rect.minY + radius - k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radius))
        addCurve(to: CGPoint(x: rect.maxX - radius, y: rect.maxY), controlPoint1: CGPoint(x: rect.maxX, y: rect.maxY - radius + k), controlPoint2: CGPoint(x: rect.maxX - radius + k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + radius, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - radius), controlPoint1: CGPoint(x: rect.minX + radius - k, y: rect.maxY), controlPoint2: CGPoint(x: rect.minX, y: rect.maxY - radius + k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
        addCurve(to: CGPoint(x: rect.minX + radius, y: rect.minY), controlPoint1: CGPoint(x: rect.minX, y: rect.minY + radius - k), controlPoint2: CGPoint(x: rect.minX + radius - k, y: rect.minY))
        close()
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// A straight line from the current point to `point`.
    open func addLine(to point: CGPoint) {
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// A quadratic curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        elements.append(.quadCurve(to: endPoint, control: controlPoint))
        currentPoint = endPoint
    }

    /// A cubic curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
        currentPoint = endPoint
    }

    /// Closes the current subpath with a line back to its start.
    open func close() {
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// Removes every element.
    open func removeAllPoints() {
        elements.removeAll()
        currentPoint = .zero
        subpathStart = .zero
    }

    /// Whether the path has no element.
    open var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included (UIKit's `bounds`, which is
    /// CoreGraphics' bounding box); `.null` for an empty path.
    open var bounds: CGRect {
        var low = CGPoint(x: CGFloat.infinity, y: .infinity), high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        func include(_ point: CGPoint) {
            low = CGPoint(x: min(low.x, point.x), y: min(low.y, point.y))
            high = CGPoint(x: max(high.x, point.x), y: max(high.y, point.y))
        }
        for element in elements {
            switch element {
            case .move(let point), .line(let point): include(point)
            case .quadCurve(let point, let control): include(point); include(control)
            case .curve(let point, let control1, let control2): include(point); include(control1); include(control2)
            case .closeSubpath: break
            }
        }
        guard low.x <= high.x, low.y <= high.y else { return .null }
        return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
}
