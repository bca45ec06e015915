// Small geometric helpers the engine uses internally.

extension CGPoint {
    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    package var isFinite: Bool { x.isFinite && y.isFinite }

    @inlinable
    func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    @inlinable
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }

    @inlinable
    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
}

extension CGRect {
    @inlinable
    var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// Whether every coordinate is finite.
    @inlinable
    package var isFiniteRect: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }

    /// `contains(_:)`, inlined: Core Graphics' half-open rule (`minX <= x < maxX`, same for y, on the standardized
    /// rectangle; an empty or null rectangle contains nothing; NaN is never inside). Foundation's version on Linux is
    /// an opaque call that standardizes twice; hit testing asks this of every view it passes.
    @inline(__always)
    func containsInline(_ point: CGPoint) -> Bool {
        var minX = origin.x, maxX = origin.x + size.width
        if size.width < 0 { swap(&minX, &maxX) }
        var minY = origin.y, maxY = origin.y + size.height
        if size.height < 0 { swap(&minY, &maxY) }
        // The null rectangle has infinite origin: no finite range to be in.
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// `intersects(_:)`, inlined, with the answers of Foundation's on Linux: each rectangle is standardized (a
    /// negative size extends it the other way), edges are closed (rectangles that only touch, and an empty rectangle
    /// on the other's edge or inside it, intersect), the null rectangle intersects nothing. Where Foundation's traps
    /// (a NaN coordinate, an infinite origin with an infinite size pointing back across it), nothing intersects.
    /// Foundation's version is an opaque call that standardizes both rectangles and builds ranges (about 100
    /// instructions); a list's scroll frame asks it of every item near the visible rect, twice.
    @inline(__always)
    func intersectsInline(_ other: CGRect) -> Bool {
        // Infinite x or y origin is how Foundation marks the null rectangle.
        if origin.x == .infinity || origin.y == .infinity || other.origin.x == .infinity || other.origin.y == .infinity {
            return false
        }
        // Foundation's standardized extent: the low edge `origin + min(size, 0)`, the high edge `low + |size|`.
        let minX = origin.x + Swift.min(size.width, 0), maxX = minX + Swift.abs(size.width)
        let minY = origin.y + Swift.min(size.height, 0), maxY = minY + Swift.abs(size.height)
        let otherMinX = other.origin.x + Swift.min(other.size.width, 0), otherMaxX = otherMinX + Swift.abs(other.size.width)
        let otherMinY = other.origin.y + Swift.min(other.size.height, 0)
        let otherMaxY = otherMinY + Swift.abs(other.size.height)
        // Each edge takes part in one comparison, which a NaN fails.
        return minX <= otherMaxX && otherMinX <= maxX && minY <= otherMaxY && otherMinY <= maxY
    }
}
