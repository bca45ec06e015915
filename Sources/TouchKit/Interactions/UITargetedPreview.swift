/// A view standing for some content in an effect, as UIKit's `UITargetedPreview` (iOS 13): here, what a pointer
/// effect (``UIPointerEffect``) lifts or highlights. TouchKit draws nothing: the preview is data.
///
/// - Note: In UIKit ``UITargetedDragPreview`` is its subclass; TouchKit's drag preview came first and stands alone.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view the preview shows.
    public let view: UIView

    /// A preview of `view`, where it is.
    public init(view: UIView) {
        self.view = view
        super.init()
    }
}
