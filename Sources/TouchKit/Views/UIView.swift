/// A rectangle on screen that can hold subviews, receive touches and carry gesture recognizers: UIKit's `UIView`.
///
/// Geometry follows UIKit exactly. ``center`` (the layer's position), ``bounds`` and ``transform`` are stored;
/// ``frame`` is derived from them and the layer's anchor point. ``bounds``'s origin shifts the subviews: a scroll
/// view's content offset is its bounds origin. ``convert(_:to:)-(CGPoint,UIView?)`` maps through every transform and
/// bounds origin on the way.
///
/// See also ``hitTest(_:with:)``, ``UIWindow``, ``UIGestureRecognizer``.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Stored geometry

    // `@exclusivity(unchecked)`, once for the type: hit testing and every conversion of a touch's location read the
    // stored geometry and hierarchy of each view on the path, on the main actor only, and no engine code holds an
    // access to one across a call out to app code, so the runtime's dynamic exclusivity check (a call per access, more
    // than the access itself) is left out.
    @exclusivity(unchecked) var storedCenter: CGPoint = .zero
    @exclusivity(unchecked) var storedBounds: CGRect = .zero
    /// The layer's ``CALayer/anchorPoint``, kept in the view: every conversion reads it, and most views never make
    /// their layer.
    @exclusivity(unchecked) var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// A transformed view's transform and its inverse; nil while the transform has always been the identity, so an
    /// untransformed view pays one pointer for them (docs/Performance.md, memory per view).
    @exclusivity(unchecked) var transformStorage: UIViewTransformStorage?
    @exclusivity(unchecked) var transformIsIdentity = true
    /// Whether ``transform`` has an inverse (a scale-0 view's has none): a view without one is never hit.
    @exclusivity(unchecked) var transformIsInvertible = true
    // The storage of the three properties hit testing asks every view it passes, read directly (no dynamic
    // dispatch) for a view whose class cannot override them (``isPlainView``). The flags sit together so
    // that they share one word.
    @exclusivity(unchecked) final var storedIsUserInteractionEnabled = true
    @exclusivity(unchecked) final var storedIsHidden = false
    /// Whether the view is a plain `UIView`: its class is exactly `UIView`, not a subclass (a `UIWindow`, a control, a
    /// scroll view or the app's own class are not plain). Nothing the engine asks of a plain view can be overridden,
    /// so the engine may read its storage and run UIView's own code directly, which is what the dynamic calls would
    /// reach, without a call and without retaining the view:
    /// - hit testing: ``hitTest(_:with:)``, ``point(inside:with:)``, ``isHidden``, ``isUserInteractionEnabled`` and
    ///   ``alpha`` (the walk rejects such a subview without a call);
    /// - `isDescendant(of:)`: walked up the unretained superviews (whether two recognizers' views interact);
    /// - `gestureRecognizerShouldBegin(_:)`: UIView's own says yes (`UITouch.hitViewIsPlain`);
    /// - ``center``: set without the setter when nothing observes it (``setFiniteCenterIfUnobserved(_:)``).
    ///
    /// The one test of "plain view" in the engine; set once, at init.
    @exclusivity(unchecked) final var isPlainView = false
    @exclusivity(unchecked) var needsLayout = false
    /// Whether the view's class is exactly `UIView` or `UIWindow`: its touch methods and ``next`` are then `UIView`'s,
    /// which only pass touches on to the superview, so the default forwarding walks past it
    /// (``nextRespondingToTouches``). Set once, at init. (It shares the flags' word: no memory.)
    @exclusivity(unchecked) final var forwardsTouchesToSuperview = false
    /// The layer, once something asked for it.
    @exclusivity(unchecked) private var storedLayer: CALayer?

    /// The view's layer: anchor point, corner radius, border. Made when first asked for (UIKit makes it with the
    /// view; nothing shows the difference, as a view always answers the same layer).
    public var layer: CALayer {
        if let storedLayer { return storedLayer }
        let layer = CALayer()
        layer.owningView = self
        storedLayer = layer
        return layer
    }

    // MARK: Hierarchy storage

    // The back-pointers (superview, window, a recognizer's view) are `unowned`, not `weak`: a weakly referenced object
    // moves its reference counts to a side table, and every retain and release of it takes a slow path: on the hot
    // path. `deinit` clears them instead, so they never outlive their target.
    //
    // The superview is held through an ``UnownedReference`` (no reference count), so the responder
    // forwarding and the coordinate walks climb the chain without a reference count (a checked `unowned` read costs a
    // runtime call and a release per hop). Safe because of
    // one invariant, kept by the only code that writes it (``place(_:at:)``, ``removeFromSuperview()`` and `deinit`):
    // a view whose superview is `p` is in `p.storedSubviews`, except between two statements of those functions that
    // hold `p` in a local and run no app code. So `p` cannot go while a subview points at it without its `deinit`
    // clearing that pointer first (`BackPointerLifetimeTests`). Reordering (`bringSubviewToFront`, ...) moves a view
    // within the same array; layout, the window's teardown and re-parenting all go through those functions.
    @exclusivity(unchecked) final var unretainedSuperview: UnownedReference<UIView>?
    /// The superview (``unretainedSuperview``), retained by whoever keeps what this returns.
    final var storedSuperview: UIView? {
        @inline(__always) get { unretainedSuperview?.object }
        @inline(__always) set {
            if let newValue { unretainedSuperview = UnownedReference(newValue) } else { unretainedSuperview = nil }
            UIView.hierarchyGeneration &+= 1
        }
    }
    /// Counts the changes of any view's superview or recognizers, in every window: what a cache of a view's chain of
    /// superviews and their recognizers checks (the hover's, `HoverTracker`). Main actor only, never held across a
    /// call, so without the runtime's exclusivity check.
    @exclusivity(unchecked) static var hierarchyGeneration: UInt64 = 0
    @exclusivity(unchecked) var storedSubviews: [UIView] = []
    @exclusivity(unchecked) unowned var storedWindow: UIWindow?
    @exclusivity(unchecked) var storedGestureRecognizers = GestureRecognizerList()
    @exclusivity(unchecked) var storedInteractions: [any UIInteraction] = []
    /// What few views use (observations, a safe area, an autoresizing mask), out of line so every view pays one
    /// pointer for it (docs/Performance.md, memory per view). Nil until one of them is set.
    @exclusivity(unchecked) var rareStorage: UIViewRareStorage?

    // MARK: Animation storage (the seam to `Animation/`)

    /// The animation layer's record of the animations in flight on this view (a `ViewAnimationRecord`), nil when
    /// there are none. Typed `AnyObject` so that views do not name the layer above them.
    @exclusivity(unchecked) var animationRecord: AnyObject?
    /// How many animations in flight on this view disallow user interaction (UIKit: animations without
    /// `.allowUserInteraction`); hit testing skips the view while it is above 0.
    @exclusivity(unchecked) var interactionBlockingAnimationCount = 0

    // MARK: Appearance and touch properties

    @exclusivity(unchecked) final var storedAlpha: CGFloat = 1

    /// Whether the view takes part in hit testing. Default true (false for ``UIImageView`` and ``UILabel``, as in
    /// UIKit).
    open var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set { storedIsUserInteractionEnabled = newValue }
    }
    /// A hidden view is skipped by hit testing and by pictures.
    open var isHidden: Bool {
        get { storedIsHidden }
        set { storedIsHidden = newValue }
    }
    /// Opacity. Hit testing skips views with alpha below 0.01, as UIKit does. Non-finite values are ignored.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            willChangeAnimatable(.alpha)
            if newValue.isFinite { storedAlpha = newValue }
        }
    }
    /// Whether the view receives more than the first of simultaneous touches. Default false: as in UIKit, the view's
    /// responder methods see only the first touch of a multi-touch sequence; its gesture recognizers see them all.
    @exclusivity(unchecked) open var isMultipleTouchEnabled: Bool = false
    /// While a touch is in an exclusive-touch view, no other view in the window gets new touches (and this view gets
    /// none while others are touched). Default false.
    @exclusivity(unchecked) open var isExclusiveTouch: Bool = false
    /// Whether subviews are clipped to the bounds when drawn. Hit testing ignores it: a point outside the bounds never
    /// reaches a subview anyway.
    @exclusivity(unchecked) open var clipsToBounds: Bool = false
    /// The fill colour, for pictures.
    @exclusivity(unchecked) open var backgroundColor: UIColor? {
        willSet { willChangeAnimatable(.backgroundColor) }
    }
    /// A number to find the view by (``viewWithTag(_:)``).
    @exclusivity(unchecked) open var tag: Int = 0
    /// A name for tests and tools; TouchKit's traces and pictures use it to name the view.
    @exclusivity(unchecked) open var accessibilityIdentifier: String?
    /// How the view resizes when its superview's bounds size changes (``UIView/AutoresizingMask``). Default none.
    open var autoresizingMask: AutoresizingMask {
        get { rareStorage?.autoresizingMask ?? [] }
        set { if rareStorage != nil || !newValue.isEmpty { rare.autoresizingMask = newValue } }
    }
    /// Whether the subviews are resized by their ``autoresizingMask`` when this view's bounds size changes. Default
    /// true.
    open var autoresizesSubviews: Bool {
        get { rareStorage?.autoresizesSubviews ?? true }
        set { if rareStorage != nil || !newValue { rare.autoresizesSubviews = newValue } }
    }

    // MARK: Init

    /// A view with the given frame (identity transform, so `bounds = (0, 0, frame.size)`).
    public init(frame: CGRect) {
        super.init()
        setUpClassDefaults()
        self.frame = frame
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// A view decoded from an archive, as UIKit's storyboards and nibs make them: here, a view with the default
    /// geometry (a zero frame, identity transform) and default properties.
    ///
    /// UIKit declares it `required` (UIView adopts `NSCoding`), so a subclass that declares its own designated
    /// initializer must provide it, and Xcode's fix-it, `required init?(coder: NSCoder) { fatalError(...) }`, ports
    /// unchanged; `super.init(coder: coder)` compiles and returns a view.
    ///
    /// - Note: TouchKit has no storyboards or nibs: nothing is decoded from `coder`.
    public required init?(coder: NSCoder) {
        super.init()
        setUpClassDefaults()
    }

    /// Whether a new view of this class takes part in hit testing: true, but false for ``UILabel`` and
    /// ``UIImageView``, which override it, as UIKit's labels and image views ignore touches until told otherwise.
    /// Read once, by the initializers.
    class var isUserInteractionEnabledByDefault: Bool { true }

    /// What the view's class decides, set once by both initializers.
    private func setUpClassDefaults() {
        isPlainView = type(of: self) == UIView.self
        forwardsTouchesToSuperview = isPlainView || type(of: self) == UIWindow.self
        storedIsUserInteractionEnabled = isPlainView || type(of: self).isUserInteractionEnabledByDefault
    }

    /// Detaches what still points back at this view (subviews, recognizers, and for a window every view in it), as
    /// UIKit's subviews and recognizers see a nil superview or view once theirs is gone.
    ///
    /// Nonisolated, as UIKit's `dealloc` is, so subclasses may declare a plain `deinit` (see `DeinitIsolation.swift`).
    deinit {
        runOnMainActorInDeinit {
            storedLayer?.viewDidGo(anchorPoint: storedAnchorPoint)
            let isWindow = self is UIWindow
            for subview in storedSubviews {
                subview.storedSuperview = nil
                if isWindow { subview.forgetWindow() }
            }
            for recognizer in storedGestureRecognizers { recognizer.view = nil }
        }
    }

    func forgetWindow() {
        storedWindow = nil
        for subview in storedSubviews { subview.forgetWindow() }
    }

    /// The superview: the next responder.
    open override var next: UIResponder? { storedSuperview }

    // MARK: Responder chain

    // UIKit's default touch methods forward to `next`, which for a plain `UIView` forwards again: on a deep path most
    // of a moved sample's delivery was that chain of calls, each hop reading `next` and calling through the vtable.
    // The overrides below behave exactly as UIResponder's default (they call the same method on the same responder
    // the chain of calls would have reached) but walk a run of plain `UIView`s in one loop: a view whose class is
    // exactly `UIView` or `UIWindow` (``forwardsTouchesToSuperview``) can override neither the touch methods nor
    // `next`, so its method would only have forwarded to its superview (none, for a window: the chain ends there). A subclass that overrides a touch method and calls `super` gets
    // here too, and reaches the same responder as before.

    /// One or more new touches began. The default forwards to ``next``, as UIKit's does.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextRespondingToTouches?.touchesBegan(touches, with: event)
    }

    /// One or more touches moved. The default forwards to ``next``, as UIKit's does.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextRespondingToTouches?.touchesMoved(touches, with: event)
    }

    /// One or more touches lifted. The default forwards to ``next``, as UIKit's does.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextRespondingToTouches?.touchesEnded(touches, with: event)
    }

    /// The touches were cancelled. The default forwards to ``next``, as UIKit's does.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextRespondingToTouches?.touchesCancelled(touches, with: event)
    }

    // MARK: Geometry

    /// The position of the anchor point in the superview's coordinates (the layer's position).
    /// Non-finite values are ignored, so NaN never reaches the geometry.
    open var center: CGPoint {
        get { storedCenter }
        set {
            guard newValue.isFinite else { return }
            willChangeAnimatable(.center)
            storedCenter = newValue
            observedValuesDidChange()
        }
    }

    /// Sets ``center`` to a finite `newValue` without a call, when setting it could do nothing more: the view's
    /// class is exactly `UIView` (so ``center`` is not overridden), no animations block is noting values and no
    /// observation is watching the view. Returns false, having set nothing, otherwise: the caller then uses the
    /// setter. For the dynamic animator, which moves a thousand items a frame (issue 20).
    @inline(__always)
    final func setFiniteCenterIfUnobserved(_ newValue: CGPoint) -> Bool {
        guard isPlainView, rareStorage?.keyValueObservers == nil,
              UIView.animatablePropertyWillChange == nil else { return false }
        storedCenter = newValue
        return true
    }

    /// The view's own coordinate space: origin (what the subviews are shifted by) and size.
    /// Non-finite values and negative sizes are ignored.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            guard newValue.isFiniteRect, newValue.width >= 0, newValue.height >= 0 else { return }
            let oldSize = storedBounds.size
            willChangeAnimatable(.bounds)
            storedBounds = newValue
            if newValue.size != oldSize {
                setNeedsLayout()
                if autoresizesSubviews && !storedSubviews.isEmpty { resizeSubviews(fromOldSize: oldSize) }
            }
            observedValuesDidChange()
        }
    }

    /// The transform about the anchor point. Non-finite transforms are ignored.
    ///
    /// A transform without an inverse (scale 0 on an axis: a pop-in animation's start) collapses the view to a line
    /// or a point, which holds no touch: the view and its subviews are never hit (``hitTest(_:with:)``). UIKit does
    /// not document it; Core Animation hit-tests a layer in its own coordinates, and a layer of no area contains no
    /// point. Converting a point into such a view (``convert(_:from:)-(CGPoint,UIView?)``) uses Core Graphics' answer for a
    /// singular matrix, `CGAffineTransformInvert`'s "the matrix unchanged": for scale 0, every point lands on the
    /// anchor point.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { storeTransform(newValue) }
    }

    /// The smallest rectangle in the superview that holds the transformed bounds, derived from ``center``,
    /// ``bounds``'s size, ``transform`` and the anchor point.
    ///
    /// Setting it sets the center and the bounds size. UIKit leaves setting the frame of a transformed view
    /// undefined; TouchKit then moves the center so the frame's midpoint lands where asked and keeps the size.
    open var frame: CGRect {
        get { frameFromGeometry }
        set { setGeometry(forFrame: newValue) }
    }

    /// Converts a point from this view's coordinates to `view`'s (the window's when nil), through every transform
    /// and bounds origin between them.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let rootPoint = convertToRoot(point)
        guard let view else { return rootPoint }
        return view.convertFromRoot(rootPoint)
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let rootPoint = view?.convertToRoot(point) ?? point
        return convertFromRoot(rootPoint)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s: the bounding box of its mapped corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        mapRect(rect) { self.convert($0, to: view) }
    }

    /// Converts a rectangle from `view`'s coordinates to this view's: the bounding box of its mapped corners.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        mapRect(rect) { self.convert($0, from: view) }
    }

    // MARK: Hit testing

    /// The deepest visible, interactive descendant (or self) that contains `point`, given in this view's
    /// coordinates; nil if the point is outside or the view is hidden, non-interactive or has alpha below 0.01.
    ///
    /// UIKit's algorithm (the 2014 talk, Advanced Scrollviews and Touch Handling Techniques): if
    /// ``point(inside:with:)`` is false, nil, so a point outside the bounds never reaches an overflowing subview;
    /// otherwise the subviews are asked front to back (last subview first) and the first non-nil answer wins; otherwise
    /// self. Override it to let touches through (the talk's transparent overlay returns nil where it would return
    /// itself).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if isPlainView { return defaultHitTest(point, with: event) }
        guard isHitTestable, self.point(inside: point, with: event) else {
            HitTestRecorder.active?.viewRejected(self, at: point)
            return nil
        }
        return hitTestSubviews(point, with: event) ?? self
    }

    /// Whether `point`, in this view's coordinates, is inside the view: the override point for hit areas. The default
    /// is `bounds.contains(point)`. Override ``hitTest(_:with:)`` to agree (the 2017 talk, Modern User Interaction
    /// on iOS).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        storedBounds.containsInline(point)
    }

    // MARK: Layout

    /// Marks the view as needing ``layoutSubviews()`` before the next event or frame.
    open func setNeedsLayout() {
        needsLayout = true
        storedWindow?.hasPendingLayout = true
    }

    /// Runs ``layoutSubviews()`` now if the view (or a descendant) needs it.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            if mayHaveSafeArea { updateSafeAreaInsets() }
            layoutSubviews()
        }
        for subview in storedSubviews { subview.layoutIfNeeded() }
    }

    /// Override to position subviews. The default does nothing.
    open func layoutSubviews() {}

    /// The size that best fits `size`: UIKit's default returns the view's current size (Apple's `sizeThatFits(_:)`
    /// documentation). Override it to give a natural size; it does not resize the view.
    open func sizeThatFits(_ size: CGSize) -> CGSize { storedBounds.size }

    /// The size the view's content needs, as UIKit's Auto Layout reads it; ``UIView/noIntrinsicMetric`` along an
    /// axis with no natural size. The default has none along either; labels and controls override it.
    ///
    /// - Note: TouchKit has no Auto Layout: nothing reads it but the caller (`sizeToFit` uses ``sizeThatFits(_:)``).
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// -1: the ``intrinsicContentSize`` along an axis where the view has no natural size (UIKit's value).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells Auto Layout that ``intrinsicContentSize`` changed. TouchKit has no Auto Layout: it does nothing.
    open func invalidateIntrinsicContentSize() {}

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its frame's origin, as UIKit does.
    /// Override ``sizeThatFits(_:)`` rather than this (Apple's advice).
    open func sizeToFit() {
        let size = sizeThatFits(storedBounds.size)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return }
        if transformIsIdentity {
            frame = CGRect(origin: frame.origin, size: size)
        } else {
            bounds.size = size
        }
    }

    // MARK: Safe area

    /// The insets from the view's edges to the window's safe area, in the view's own coordinates: UIKit's rule, the
    /// window's ``UIWindow/safeAreaInsets`` intersected with the view's frame in window coordinates (a view fully
    /// inside the safe area has zero insets; one that reaches under the top bar has a top inset of the overlap).
    /// Zero for a view in no window.
    ///
    /// The window's insets come from the host (``UIWindow/safeAreaInsets``). UIKit adds a view controller's
    /// `additionalSafeAreaInsets`; TouchKit has no view controllers.
    ///
    /// - Note: UIKit reduces the safe area of a scroll view's content by the scroll view's adjusted content inset;
    ///   TouchKit does not: content views compute theirs from their frame like any view.
    ///
    /// See also ``safeAreaInsetsDidChange()``, ``UIScrollView/adjustedContentInset``.
    open var safeAreaInsets: UIEdgeInsets {
        computedSafeAreaInsets
    }

    /// Called when ``safeAreaInsets`` changed. The default does nothing.
    ///
    /// - Note: UIKit calls it during layout whenever the value changes. TouchKit calls it when the window's insets
    ///   change, when the view enters or leaves a window, and in the layout pass of a view whose bounds size changed;
    ///   a view only moved (its ``center`` set) gets it at the next of those.
    open func safeAreaInsetsDidChange() {}

    /// Called when the view's ``traitCollection`` changed (a host or app code set ``traitOverrides`` on it or above
    /// it), with the one before. The default does nothing.
    ///
    /// - Note: UIKit also calls it when a view moves into a hierarchy with other traits; TouchKit only on changes
    ///   of the overrides.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Engine hook, before ``safeAreaInsetsDidChange()``: a scroll view updates its adjusted content inset here, so
    /// an override that forgets `super` changes nothing.
    func engineSafeAreaInsetsDidChange() {}

    // MARK: Hierarchy

    /// The view this one is a subview of.
    open var superview: UIView? { storedSuperview }
    /// The subviews, back to front.
    open var subviews: [UIView] { storedSubviews }
    /// The window the view is in, or nil.
    open var window: UIWindow? { storedWindow }

    /// Adds `view` on top of the subviews (moving it there if it is a subview already), removing it from any other
    /// superview first. Adding a view to itself or to one of its descendants is ignored.
    open func addSubview(_ view: UIView) {
        place(view, at: .top)
    }

    /// Inserts `view` at `index` of the subviews (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) {
        place(view, at: .index(index))
    }

    /// Inserts `view` just above `siblingSubview` (on top when the sibling is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        place(view, at: .above(siblingSubview))
    }

    /// Inserts `view` just below `siblingSubview` (on top when the sibling is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        place(view, at: .below(siblingSubview))
    }

    /// Removes the view from its superview (and its window). A view leaving its window while touched gets
    /// `touchesCancelled` for those touches, so every `touchesBegan` still ends exactly once.
    ///
    /// The will-callbacks are app code: if they move the view (elsewhere, or out already), that move stands and this
    /// call does nothing more (TouchKit's decision, UIKit does not say).
    open func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        parent.willRemoveSubview(self)
        let oldWindow = storedWindow
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        guard storedSuperview === parent, storedWindow === oldWindow else { return }
        parent.storedSubviews.removeSingleIdentical(self)
        storedSuperview = nil
        didMoveToSuperview()
        // `didMoveToSuperview` may have put the view somewhere again: that move set its window.
        if let oldWindow, storedSuperview == nil, storedWindow === oldWindow {
            propagateWindowChange(from: oldWindow, to: nil)
        }
    }

    /// Moves a subview to the front (hit-tested first).
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.append(view)
    }

    /// Moves a subview to the back (hit-tested last).
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.insert(view, at: 0)
    }

    /// Whether this view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The first view with this tag in a depth-first search of the view and its descendants.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Called before the view moves to a new superview (nil when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new window (nil when it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed.
    open func didMoveToWindow() {}
    /// Engine hook, before ``didMoveToWindow()``: layers above views react to a window change here, so an override
    /// of `didMoveToWindow` that forgets `super` changes nothing.
    func engineDidMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Interactions

    /// The interactions added to the view.
    open var interactions: [any UIInteraction] { storedInteractions }

    /// Adds an interaction: `willMove(to: self)`, then `didMove(to: self)`. If `willMove` adds it itself (app code),
    /// that addition stands and it is listed once. An interaction on another view is taken off it first (an
    /// interaction is on one view at a time; UIKit does not say, TouchKit decides as `addSubview` does).
    open func addInteraction(_ interaction: any UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction: `willMove(to: nil)`, then `didMove(to: nil)`. `willMove` is app code that may change
    /// the list: the interaction is looked up again after it, and if it is gone already, that stands.
    open func removeInteraction(_ interaction: any UIInteraction) {
        guard storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }

    // MARK: Gesture hooks owned by the view

    /// Asked before a gesture recognizer whose touches this view is the hit view of leaves `.possible`, when the
    /// recognizer cancels touches in views. Return false to make it fail. The default is true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
