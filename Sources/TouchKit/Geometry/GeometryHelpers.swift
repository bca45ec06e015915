// Small geometric helpers the engine uses internally.

extension CGPoint {
    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    var isFinite: Bool { x.isFinite && y.isFinite }

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
    var isFiniteRect: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }
}
