// A `UIBezierPath` as the physics world takes it: its subpaths as lines (curves flattened), for a boundary's
// segments, and their convex hull, for an item's polygon.
//
// UIKit asks for a convex, simple polygon as `collisionBoundingPath` and says nothing of what other paths do [doc].
// TouchKit's decision [?]: a curve becomes `curveSegmentCount` straight lines, and an item collides as the convex
// hull of its path's points (a concave path fills in its hollows, a circle is a 32-gon); fewer than three points off
// one line, and the item collides as its bounds rectangle. A boundary keeps every line of its path, concave or not:
// a boundary is only lines. Non-finite points are left out.

enum DynamicsPathShape {
    /// The straight lines a cubic or quadratic curve becomes.
    static let curveSegmentCount = 8

    /// The path's subpaths, each as the points its lines join, in order, and whether it was closed.
    static func subpaths(of path: UIBezierPath) -> [(points: [DynamicsVector], closed: Bool)] {
        var result: [(points: [DynamicsVector], closed: Bool)] = []
        var points: [DynamicsVector] = []
        func finish(closed: Bool) {
            if points.count > 1 || (closed && !points.isEmpty) { result.append((points, closed)) }
            points = []
        }
        func add(_ point: CGPoint) { add(DynamicsVector(point)) }
        func add(_ vector: DynamicsVector) {
            if vector.isFinite { points.append(vector) }
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                add(point)
            case .line(let point):
                add(point)
            case .quadCurve(let end, let control):
                guard let start = points.last else { add(end); continue }
                let c = DynamicsVector(control), e = DynamicsVector(end)
                for step in 1...curveSegmentCount {
                    let t = Double(step) / Double(curveSegmentCount), u = 1 - t
                    add(u * u * start + 2 * u * t * c + t * t * e)
                }
            case .curve(let end, let control1, let control2):
                guard let start = points.last else { add(end); continue }
                let c1 = DynamicsVector(control1), c2 = DynamicsVector(control2), e = DynamicsVector(end)
                for step in 1...curveSegmentCount {
                    let t = Double(step) / Double(curveSegmentCount), u = 1 - t
                    add(u * u * u * start + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * e)
                }
            case .closeSubpath:
                let start = points.first
                finish(closed: true)
                // Drawing goes on from the closed subpath's start, as Core Graphics does.
                if let start { points = [start] }
            }
        }
        finish(closed: false)
        return result
    }

    /// The boundary lines of `path`: each subpath's lines, and the closing line of a closed one.
    static func segments(of path: UIBezierPath) -> [DynamicsSegment] {
        var segments: [DynamicsSegment] = []
        for subpath in subpaths(of: path) {
            let points = subpath.points
            for index in points.indices.dropLast() where points[index] != points[index + 1] {
                segments.append(DynamicsSegment(start: points[index], end: points[index + 1]))
            }
            if subpath.closed, points.count > 2, let first = points.first, let last = points.last, first != last {
                segments.append(DynamicsSegment(start: last, end: first))
            }
        }
        return segments
    }

    /// The convex hull of every point of `path`, in the order the world's rectangles go (positive signed area);
    /// empty when the points do not span an area.
    static func convexPolygon(of path: UIBezierPath) -> [DynamicsVector] {
        var points = subpaths(of: path).flatMap(\.points)
        points.sort { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard points.count >= 3 else { return [] }
        // Andrew's monotone chain: the lower hull left to right, then the upper right to left.
        var hull: [DynamicsVector] = []
        for pass in 0..<2 {
            let base = hull.count
            for point in pass == 0 ? points : points.reversed() {
                while hull.count >= base + 2,
                      (hull[hull.count - 1] - hull[hull.count - 2]).cross(point - hull[hull.count - 2]) <= 0 {
                    hull.removeLast()
                }
                hull.append(point)
            }
            hull.removeLast()
        }
        guard hull.count >= 3 else { return [] }
        return hull
    }
}
