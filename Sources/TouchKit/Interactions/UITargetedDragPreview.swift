/// How a drag preview looks, as UIKit's `UIDragPreviewParameters`. TouchKit draws no previews: the values are kept
/// as data for the app and its tests.
@preconcurrency @MainActor
open class UIDragPreviewParameters: NSObject {
    /// The colour behind the preview's view (nil: the system's, white in UIKit).
    open var backgroundColor: UIColor?

    /// Parameters with the system's defaults.
    public override init() {
        super.init()
    }
}

/// Where a drag preview goes, as UIKit's `UIDragPreviewTarget`: a point in a container view.
@preconcurrency @MainActor
open class UIDragPreviewTarget: NSObject {
    /// The view whose coordinates ``center`` is in (it must be in a window for the animation to go there).
    public let container: UIView
    /// Where the preview's centre goes, in ``container``'s coordinates.
    public let center: CGPoint
    /// The transform the preview has there.
    public let transform: CGAffineTransform

    /// A target at `center` in `container`, with `transform` (identity by default).
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }
}

/// A drag item's preview and where it shows, as UIKit's `UITargetedDragPreview`: the lift's
/// (``UIDragInteractionDelegate/dragInteraction(_:previewForLifting:session:)``) and the cancellation's
/// (``UIDragInteractionDelegate/dragInteraction(_:previewForCancelling:withDefault:)``). TouchKit draws none: the
/// preview is data, and its ``target`` says where UIKit would animate it.
@preconcurrency @MainActor
open class UITargetedDragPreview: NSObject {
    /// The view the preview shows.
    public let view: UIView
    /// How it looks.
    public let parameters: UIDragPreviewParameters
    /// Where it goes.
    public let target: UIDragPreviewTarget

    /// A preview of `view`, targeted where the view is now: its centre in its superview. A view outside any superview
    /// is its own container (UIKit raises an exception for a view not in a window; TouchKit keeps going).
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }

    /// A preview of `view` with `parameters`, targeted where the view is now.
    public convenience init(view: UIView, parameters: UIDragPreviewParameters) {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIDragPreviewTarget(container: container, center: center))
    }

    /// A preview of `view` with `parameters`, going to `target`.
    public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// The preview's size: its view's bounds.
    open var size: CGSize { view.bounds.size }

    /// The same preview going to `newTarget`.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }
}
