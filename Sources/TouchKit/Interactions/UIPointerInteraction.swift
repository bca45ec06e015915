/// Tells a host how the pointer should look over a view, as UIKit's `UIPointerInteraction` (iOS 13.4): add it with
/// ``UIView/addInteraction(_:)``; its ``delegate`` picks the region under the pointer and the style there.
///
/// The host's pointer moves (`TouchHost.send(_:)` with `PointerSample`) find the deepest view under the pointer with
/// an enabled pointer interaction, ask its delegate for the region, and when the region changes tell the delegate the
/// pointer leaves the old and enters the new, asking the new one's style ([doc] UIPointerInteraction;
/// docs/UIKitFacts.md, "Pointer and pencil"). A host reads the outcome from `TouchHost.pointerStyle` and
/// `TouchHost.pointerRegion` to draw its cursor, at `TouchHost.pointerShapeLocation`. Regions follow the pointer
/// while it hovers and while it clicks, except a region with ``UIPointerRegion/latchingAxes``, which a primary click
/// keeps until the release ([doc] UIPointerRegion.latchingAxes).
@preconcurrency @MainActor
public final class UIPointerInteraction: NSObject, UIInteraction {
    /// The delegate (weak, as in UIKit).
    public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// The view the interaction is on (weak, as in UIKit).
    public private(set) weak var view: UIView?
    /// Whether it takes part; a disabled one is passed over as if absent. Default true.
    public var isEnabled = true
    /// Set by ``invalidate()``: the next pointer move asks the delegate again even in the same region.
    var isInvalidated = false

    /// An interaction answered by `delegate` (nil: the view's bounds, with an automatic effect).
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Makes the next pointer move ask for the region and style again, as when the content under the pointer changed.
    public func invalidate() { isInvalidated = true }

    /// Called before the interaction moves to `view` (nil: removed).
    public func willMove(to view: UIView?) {}

    /// Called after the interaction moved to `view` (nil: removed).
    public func didMove(to view: UIView?) {
        self.view = view
        if view != nil { Self.wasEverAdded = true }
    }

    /// Whether a pointer interaction was ever added to a view. Until one is, a pointer move skips looking for one up
    /// the views under it (a walk on every hover move). Never cleared: removals would have to be counted out, and
    /// once an app uses pointer interactions every move looks, as before.
    @exclusivity(unchecked) static var wasEverAdded = false

    /// The style without a delegate's answer: an automatic effect on the view.
    var defaultStyle: UIPointerStyle? {
        view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
    }

    /// The region at `location` (window coordinates).
    func region(at location: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerRegion? {
        guard let view else { return nil }
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        guard let delegate else { return defaultRegion }
        let request = UIPointerRegionRequest(location: view.convert(location, from: nil), modifiers: modifiers)
        return delegate.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion)
    }

    /// The style for `region`.
    func style(for region: UIPointerRegion) -> UIPointerStyle? {
        guard let delegate else { return defaultStyle }
        return delegate.pointerInteraction(self, styleFor: region)
    }
}
