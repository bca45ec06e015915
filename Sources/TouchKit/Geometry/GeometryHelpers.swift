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
}
