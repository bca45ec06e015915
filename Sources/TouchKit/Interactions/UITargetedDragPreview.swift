/// How a drag preview looks, as UIKit's `UIDragPreviewParameters`, a ``UIPreviewParameters``. TouchKit draws no
/// previews: the values are kept as data for the app and its tests.
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {
    /// Parameters with the system's defaults.
    public override init() {
        super.init()
    }
}

/// Where a drag preview goes, as UIKit's `UIDragPreviewTarget`, a ``UIPreviewTarget``: a point in a container view.
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {
    /// A target at `center` in `container`, with `transform` (identity by default).
    public override init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        super.init(container: container, center: center, transform: transform)
    }
}

/// A drag item's preview and where it shows, as UIKit's `UITargetedDragPreview`, a ``UITargetedPreview``: the lift's
/// (``UIDragInteractionDelegate/dragInteraction(_:previewForLifting:session:)``) and the cancellation's
/// (``UIDragInteractionDelegate/dragInteraction(_:previewForCancelling:withDefault:)``). TouchKit draws none: the
/// preview is data, and its ``UITargetedPreview/target`` says where UIKit would animate it.
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {
    /// The parameters as the drag parameters they are (``UITargetedPreview/parameters`` is typed as the superclass's).
    let dragParameters: UIDragPreviewParameters

    /// A preview of `view`, targeted where the view is now: its centre in its superview. A view outside any superview
    /// is its own container (UIKit raises an exception for a view not in a window; TouchKit keeps going).
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }

    /// A preview of `view` with `parameters`, targeted where the view is now.
    public convenience init(view: UIView, parameters: UIDragPreviewParameters) {
        let placement = UIPreviewTarget.placement(of: view)
        self.init(
            view: view, parameters: parameters,
            target: UIDragPreviewTarget(container: placement.container, center: placement.center))
    }

    /// A preview of `view` with `parameters`, going to `target`.
    public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
        dragParameters = parameters
        super.init(view: view, parameters: parameters, target: target)
    }

    /// The same preview going to `newTarget`.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: dragParameters, target: newTarget)
    }
}
