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

    /// `intersects(_:)` with Core Graphics' answers (`CGRectIntersectsRect`), inlined: each rectangle standardized (a
    /// negative size extends it the other way) covers `min..<max` on each axis, as `contains(_:)` does, and one of
    /// zero width or height only its edge line, so rectangles that only touch do not intersect, while an empty
    /// rectangle on another's minimum edge or inside it does; the null rectangle intersects nothing, and neither does
    /// a NaN coordinate (docs/UIKitFacts.md, "Rectangles"). Foundation's version on Linux counts touching edges, and is
    /// an opaque call besides; a list's scroll frame asks this of every item near the visible rect, twice.
    @inline(__always)
    func intersectsInline(_ other: CGRect) -> Bool {
        // Infinite x or y origin is how Foundation marks the null rectangle.
        if origin.x == .infinity || origin.y == .infinity || other.origin.x == .infinity || other.origin.y == .infinity {
            return false
        }
        return Self.spansMeet(origin.x, size.width, other.origin.x, other.size.width)
            && Self.spansMeet(origin.y, size.height, other.origin.y, other.size.height)
    }

    /// Whether two spans of one axis, each from `start` over `length` (negative: backwards), share a point: a span of
    /// positive length is half-open (`min..<max`), one of zero length is its single point.
    @inline(__always)
    static func spansMeet(_ start: CGFloat, _ length: CGFloat, _ otherStart: CGFloat, _ otherLength: CGFloat) -> Bool {
        let low = start + Swift.min(length, 0), high = low + Swift.abs(length)
        let otherLow = otherStart + Swift.min(otherLength, 0), otherHigh = otherLow + Swift.abs(otherLength)
        // Each edge takes part in a comparison, which a NaN fails: a NaN span meets nothing.
        if length == 0 { return otherLength == 0 ? low == otherLow : otherLow <= low && low < otherHigh }
        if otherLength == 0 { return low <= otherLow && otherLow < high }
        return low < otherHigh && otherLow < high
    }
}
