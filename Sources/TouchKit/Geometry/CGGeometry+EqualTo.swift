// Core Graphics' comparison functions as Swift imports them on Apple platforms (`CGPointEqualToPoint` is
// `CGPoint.equalTo(_:)`, and so on); swift-corelibs-foundation has the types but not these members.
#if !canImport(Darwin)
extension CGPoint {
    /// Whether the two points are equal, as `==` (Core Graphics' `CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal, as `==` (Core Graphics' `CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles are equal, as `==` (Core Graphics' `CGRectEqualToRect`: two null rectangles are
    /// equal; a rectangle and its standardized form are too).
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}
#endif
