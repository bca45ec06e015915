/// How the pointer looks over a region, as UIKit's `UIPointerStyle` (iOS 13.4): an effect on the content under it,
/// a shape for the pointer itself, or the pointer hidden. TouchKit draws nothing: a host reads the style the scene
/// wants (`TouchHost.pointerStyle`) and shows its own cursor for it.
@preconcurrency @MainActor
public final class UIPointerStyle: NSObject {
    /// TouchKit only: what the style says, as data.
    public enum Kind: Equatable, Sendable {
        /// An effect on content, with an optional pointer shape.
        case effect
        /// A pointer shape alone, with the axes it is kept to.
        case shape
        /// The pointer is hidden.
        case hidden
        /// The system pointer.
        case system
    }

    /// TouchKit only: what the style says.
    public let kind: Kind
    /// TouchKit only: the effect on the content (``Kind/effect``).
    public let effect: UIPointerEffect?
    /// TouchKit only: the pointer's shape (``Kind/effect`` with a shape, or ``Kind/shape``).
    public let shape: UIPointerShape?
    /// TouchKit only: the axes a shape-only pointer is kept to (iOS 13.4's `constrainedAxes`).
    public let constrainedAxes: UIAxis

    private init(kind: Kind, effect: UIPointerEffect?, shape: UIPointerShape?, constrainedAxes: UIAxis) {
        self.kind = kind
        self.effect = effect
        self.shape = shape
        self.constrainedAxes = constrainedAxes
        super.init()
    }

    /// A style with an effect on content, and the pointer's shape (nil: the effect's own).
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(kind: .effect, effect: effect, shape: shape, constrainedAxes: [])
    }

    /// A style that only shapes the pointer, kept to `constrainedAxes` (none by default).
    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init(kind: .shape, effect: nil, shape: shape, constrainedAxes: constrainedAxes)
    }

    /// The pointer hidden over the region.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(kind: .hidden, effect: nil, shape: nil, constrainedAxes: []) }

    /// The system pointer over the region (iOS 15).
    public static func system() -> UIPointerStyle { UIPointerStyle(kind: .system, effect: nil, shape: nil, constrainedAxes: []) }
}

/// What the pointer does to the content under it, as UIKit's `UIPointerEffect` (iOS 13.4).
public enum UIPointerEffect {
    /// How a hover effect tints the content.
    public enum TintMode: Int, Sendable {
        /// No tint.
        case none = 0
        /// A tint over the content.
        case overlay = 1
        /// A tint under the content.
        case underlay = 2
    }

    /// The system picks highlight, lift or hover from the content.
    case automatic(UITargetedPreview)
    /// The pointer turns into a highlight behind the content.
    case highlight(UITargetedPreview)
    /// The content lifts under the pointer, which disappears into it.
    case lift(UITargetedPreview)
    /// The content is tinted, shadowed or scaled; the pointer stays.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    /// TouchKit only: the preview the effect applies to.
    @MainActor public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): preview
        case .hover(let preview, _, _, _): preview
        }
    }
}

/// The pointer's own shape, as UIKit's `UIPointerShape` (iOS 13.4), in the interaction's view's coordinates.
public enum UIPointerShape: Equatable {
    /// A rounded rectangle, `radius` its corner radius.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical beam (text's I-beam) `length` points long.
    case verticalBeam(length: CGFloat)
    /// A horizontal beam `length` points long.
    case horizontalBeam(length: CGFloat)
    /// Any shape, as a path ([doc] UIPointerShape.path(_:)). With an effect, in the coordinates of the effect's
    /// preview's container; alone, the path's bounds' origin is the pointer's location (the header's words for
    /// `shapeWithPath:`). Two paths are the same shape when they are the same object, as in UIKit.
    case path(UIBezierPath)

    /// The system's corner radius for ``roundedRect(_:radius:)``: UIKit's `UIPointerShape.defaultCornerRadius`,
    /// 8 pt [?] (UIKit documents the constant, not its value; 8 pt matches iPadOS's button highlights).
    public static let defaultCornerRadius: CGFloat = 8
}
