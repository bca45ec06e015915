/// The drawing-side properties of a view that touch handling and the demos' pictures read: UIKit's `CALayer`,
/// reduced to what TouchKit needs.
///
/// ``anchorPoint`` matters for geometry: a view's ``UIView/center`` is its layer's position, and the transform
/// applies about the anchor point. Changing the anchor point keeps the center and moves the frame, as in UIKit.
@preconcurrency @MainActor
public final class CALayer {
    /// The point in unit coordinates (0...1 of the bounds) that sits at the view's center and about which the
    /// transform applies. Default (0.5, 0.5).
    @exclusivity(unchecked) public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { if !anchorPoint.isFinite { anchorPoint = oldValue } }
    }
    /// The corner radius, for pictures and for the seed's expanded hit areas.
    @exclusivity(unchecked) public var cornerRadius: CGFloat = 0
    /// The border width, for pictures.
    @exclusivity(unchecked) public var borderWidth: CGFloat = 0
    /// The border colour, for pictures.
    @exclusivity(unchecked) public var borderColor: UIColor?

    init() {}
}
