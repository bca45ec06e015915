/// How a preview looks, as UIKit's `UIPreviewParameters` (iOS 13), the superclass of ``UIDragPreviewParameters``.
/// TouchKit draws no previews: the values are kept as data for the app and its tests.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The colour behind the preview's view (nil: the system's, white in UIKit).
    open var backgroundColor: UIColor?

    /// Parameters with the system's defaults.
    public override init() {
        super.init()
    }
}

/// Where a preview goes, as UIKit's `UIPreviewTarget` (iOS 13), the superclass of ``UIDragPreviewTarget``: a point
/// in a container view.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view whose coordinates ``center`` is in (it must be in a window for an animation to go there).
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

/// A view standing for some content in an effect, as UIKit's `UITargetedPreview` (iOS 13): what a pointer effect
/// (``UIPointerEffect``) lifts or highlights, and, through its subclass ``UITargetedDragPreview``, what a drag lifts.
/// TouchKit draws nothing: the preview is data, and its ``target`` says where UIKit would animate it.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view the preview shows.
    public let view: UIView
    /// How it looks.
    public let parameters: UIPreviewParameters
    /// Where it goes.
    public let target: UIPreviewTarget

    /// A preview of `view` with `parameters`, going to `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of `view` with `parameters`, targeted where the view is now: its centre in its superview. A view
    /// outside any superview is its own container (UIKit raises an exception for a view not in a window; TouchKit
    /// keeps going).
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(inPlaceOf: view))
    }

    /// A preview of `view`, where it is, with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The preview's size: its view's bounds.
    open var size: CGSize { view.bounds.size }

    /// The same preview going to `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}

extension UIPreviewTarget {
    /// Where `view` is now: its centre in its superview, or its own bounds' centre without one.
    static func placement(of view: UIView) -> (container: UIView, center: CGPoint) {
        guard let superview = view.superview else { return (view, CGPoint(x: view.bounds.midX, y: view.bounds.midY)) }
        return (superview, view.center)
    }

    /// A target where `view` is now (see ``placement(of:)``).
    convenience init(inPlaceOf view: UIView) {
        let placement = Self.placement(of: view)
        self.init(container: placement.container, center: placement.center)
    }
}
