import TouchKit

/// A view tree and the fingers on it, copied at one moment so it can be drawn later: the model behind
/// ``SVGSnapshot`` and ``FilmstripRecorder``.
///
/// Each view keeps what a picture needs: its geometry as one affine transform from its own (bounds) coordinates to
/// its superview's, built from `UIView.center`, `UIView.bounds` (origin and size), `UIView.transform` and
/// `CALayer.anchorPoint` exactly as `UIView.convert(_:to:)` maps points; and its look:
/// `UIView.backgroundColor`, `UIView.alpha`, `UIView.isHidden`, `UIView.clipsToBounds`, and the layer's
/// corner radius and border. A bounds origin (a scroll view's content offset) is in the transform, so it shifts the
/// subviews. Geometry, alpha and colour are the values shown now: with animations in flight, their presentation
/// values (`layer.presentation()`), not the model values the properties return. A scroll view also keeps its scroll
/// indicators as they are at that moment (``ScrollIndicator``).
///
/// UIKit has no equivalent (its closest relative is `snapshotView(afterScreenUpdates:)`, which copies pixels): this
/// is a TouchKit tool.
///
/// See also ``SVGSnapshot``, ``FilmstripRecorder``.
public struct SceneSnapshot: Sendable, Equatable {
    /// One view, as drawn.
    public struct View: Sendable, Equatable {
        /// How traces name the view (`TraceEvent.describe(_:)`).
        public var name: String
        /// Whether the view has an `accessibilityIdentifier` (named views are labelled in pictures).
        public var isNamed: Bool
        /// The view's class, e.g. `UIScrollView`.
        public var typeName: String
        /// From the view's bounds coordinates to its superview's bounds coordinates (for the snapshot's root: to
        /// window coordinates).
        public var transform: CGAffineTransform
        /// The view's bounds: the rectangle drawn, in its own coordinates.
        public var bounds: CGRect
        /// `UIView.backgroundColor`: nil draws an outline only.
        public var backgroundColor: UIColor?
        /// `UIView.alpha`, applied to the view and everything in it.
        public var alpha: CGFloat
        /// `UIView.isHidden`: the view and its subviews are not drawn.
        public var isHidden: Bool
        /// `UIView.clipsToBounds`: subviews are cut to the (rounded) bounds.
        public var clipsToBounds: Bool
        /// The layer's `CALayer.cornerRadius`.
        public var cornerRadius: CGFloat
        /// The layer's `CALayer.borderWidth`, drawn inside the bounds.
        public var borderWidth: CGFloat
        /// The layer's `CALayer.borderColor`.
        public var borderColor: UIColor?
        /// Back to front, as the view's subviews.
        public var subviews: [View]
        /// A scroll view's indicators showing at that moment (none when they are hidden or have faded out).
        public var scrollIndicators: [ScrollIndicator] = []
        /// What a label or standard control shows (its text, thumb, selection), nil for other views.
        public var content: Content? = nil
    }

    /// A scroll view's indicator, as drawn: UIKit shows them while the content scrolls and fades them out after
    /// (see `UIScrollView.flashScrollIndicators()`).
    public struct ScrollIndicator: Sendable, Equatable {
        /// Whether it is the vertical indicator (along the right edge) rather than the horizontal one (along the
        /// bottom).
        public var isVertical: Bool
        /// Where it is, in the scroll view's bounds coordinates (so it stays put on screen as the content scrolls).
        public var frame: CGRect
        /// How visible it is: 1 while scrolling, fading to 0 afterwards.
        public var alpha: CGFloat
        /// Its colour, from the scroll view's `UIScrollView.indicatorStyle`.
        public var color: UIColor
    }

    /// A finger on the screen.
    public struct Finger: Sendable, Equatable {
        /// The host finger id (`TouchSample.id`).
        public var id: Int
        /// Where it is, in window coordinates.
        public var location: CGPoint
        /// Its touch's latest phase.
        public var phase: UITouch.Phase

        /// A finger at a window point.
        public init(id: Int, location: CGPoint, phase: UITouch.Phase) {
            self.id = id
            self.location = location
            self.phase = phase
        }
    }

    /// The view the snapshot starts from, with its transform to window coordinates.
    public var root: View
    /// The fingers down, in window coordinates.
    public var fingers: [Finger]
    /// The area to draw, in window coordinates: the root's bounds mapped through its transform.
    public var canvas: CGRect
    /// When it was taken, on the window's clock (nil for a view in no window).
    public var time: TimeInterval?

    /// The view tree from `view` down, with the given fingers (window coordinates).
    @MainActor
    public init(of view: UIView, fingers: [Finger] = []) {
        var toWindow = Self.localTransform(of: view)
        var ancestor = view.superview
        while let current = ancestor, !(current is UIWindow) {
            toWindow = toWindow.concatenating(Self.localTransform(of: current))
            ancestor = current.superview
        }
        root = Self.copy(view, transform: toWindow)
        self.fingers = fingers
        canvas = view.bounds.applying(toWindow)
        time = view.window?.clock.now
    }

    /// The window's view tree and the touches down on it now.
    @MainActor
    public init(of window: UIWindow) {
        let fingers = window.touchEvent.touchesInOrder.map {
            Finger(id: $0.fingerID, location: $0.locationInWindow, phase: $0.phase)
        }
        self.init(of: window as UIView, fingers: fingers)
    }

    /// From `view`'s bounds coordinates to its superview's: UIView's `convertToSuperview`, as a matrix. A window is
    /// the origin of window coordinates, so its own is the identity.
    @MainActor
    static func localTransform(of view: UIView) -> CGAffineTransform {
        localTransform(of: view, shown: ViewAnimationRecord.presentationValues(of: view))
    }

    @MainActor
    private static func localTransform(of view: UIView, shown: AnimatableValues) -> CGAffineTransform {
        if view is UIWindow { return .identity }
        let bounds = shown.bounds
        let anchor = view.layer.anchorPoint
        let anchorInBounds = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        return CGAffineTransform(translationX: -anchorInBounds.x, y: -anchorInBounds.y)
            .concatenating(shown.transform)
            .concatenating(CGAffineTransform(translationX: shown.center.x, y: shown.center.y))
    }

    @MainActor
    private static func copy(_ view: UIView, transform: CGAffineTransform) -> View {
        let shown = ViewAnimationRecord.presentationValues(of: view)
        return View(
            name: TraceEvent.describe(view), isNamed: view.accessibilityIdentifier != nil,
            typeName: String(describing: type(of: view)), transform: transform, bounds: shown.bounds,
            backgroundColor: shown.backgroundColor, alpha: shown.alpha, isHidden: view.isHidden,
            clipsToBounds: view.clipsToBounds, cornerRadius: view.layer.cornerRadius,
            borderWidth: view.layer.borderWidth, borderColor: view.layer.borderColor,
            subviews: view.subviews.map { copy($0, transform: localTransform(of: $0)) },
            scrollIndicators: (view as? UIScrollView).map(scrollIndicators) ?? [], content: content(of: view))
    }

    /// The indicators a scroll view shows now.
    @MainActor
    private static func scrollIndicators(of scrollView: UIScrollView) -> [ScrollIndicator] {
        let alpha = scrollView.scrollIndicatorAlpha
        guard alpha > 0 else { return [] }
        let color = indicatorColor(scrollView.indicatorStyle)
        let frames = scrollView.scrollIndicatorFrames
        var indicators: [ScrollIndicator] = []
        if let frame = frames.vertical { indicators.append(ScrollIndicator(isVertical: true, frame: frame, alpha: alpha, color: color)) }
        if let frame = frames.horizontal { indicators.append(ScrollIndicator(isVertical: false, frame: frame, alpha: alpha, color: color)) }
        return indicators
    }

    /// The colour of an indicator style: translucent black for the default and black styles, translucent white for
    /// white. UIKit's exact colours are not documented [?]; the default one adapts to the background, which pictures
    /// do not know.
    static func indicatorColor(_ style: UIScrollView.IndicatorStyle) -> UIColor {
        switch style {
        case .default: UIColor(white: 0, alpha: 0.35)
        case .black: UIColor(white: 0, alpha: 0.5)
        case .white: UIColor(white: 1, alpha: 0.5)
        }
    }
}
