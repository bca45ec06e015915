/// A part of a view where the pointer takes one style, as UIKit's `UIPointerRegion` (iOS 13.4): a rectangle in the
/// interaction's view, and an identifier telling regions apart.
///
/// While the pointer stays in the current region (the same rectangle and identifier), the style stays; moving into
/// another region exits the old and enters the new ([doc] UIPointerInteraction).
@preconcurrency @MainActor
open class UIPointerRegion: NSObject {
    /// The region's rectangle, in the interaction's view's coordinates.
    public let rect: CGRect
    /// What tells this region from others of the same view (nil: the rectangle alone).
    public let identifier: AnyHashable?
    /// The axes along which the region latches after a primary click (iOS 13.4; none by default): from the press to
    /// the last release the pointer stays in this region and its style wherever it goes, and moves freely only along
    /// these axes; along the others it stays where the click was ([doc] UIPointerRegion.latchingAxes: the style
    /// "locks in" and allows free-form movement along the axes set). A host draws its cursor at
    /// `TouchHost.pointerShapeLocation`. A region without latching axes follows the pointer during a click as while
    /// it hovers.
    public var latchingAxes: UIAxis = []

    /// A region covering `rect`, told apart by `identifier`.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }

    /// Whether `other` is the same region: the same rectangle and identifier.
    func isSameRegion(as other: UIPointerRegion) -> Bool {
        other === self || (other.rect == rect && other.identifier == identifier)
    }
}

/// Where the pointer is, for a pointer interaction's delegate to pick a region: UIKit's `UIPointerRegionRequest`.
@preconcurrency @MainActor
public final class UIPointerRegionRequest: NSObject {
    /// The pointer's location, in the interaction's view.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
        super.init()
    }
}
