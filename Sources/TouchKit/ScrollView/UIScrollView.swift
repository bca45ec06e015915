/// A view that scrolls and zooms its content: UIKit's `UIScrollView`, built the way UIKit builds it.
///
/// The content offset is the bounds origin. The scroll view is driven by its own gesture recognizers, which you can
/// reach, configure, make depend on yours, or move to another view: ``panGestureRecognizer``,
/// ``pinchGestureRecognizer`` (when zooming is possible) and a touch-delay recognizer that never recognizes and
/// holds the content's touches for 0.15 s while ``delaysContentTouches`` is on.
///
/// Physics (docs/UIKitFacts.md, "Scroll view"): past the edges a drag is rubber-banded (``RubberBand``); after the lift the
/// content coasts with UIKit's exponential ``Deceleration`` to the target given to
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (landing exactly on it, even when the delegate
/// changed it), springs back from an overscroll with a critically damped ``SpringBounce``, or settles on a page
/// (``Paging``). Animations run on the window's display link and clock.
///
/// - Note: TouchKit decisions where UIKit is silent: a target the delegate moves outside the content is clamped to
///   it; a scroll view removed from its window mid-animation ends the animation at its resting offset at once (with
///   the usual end callbacks); touching an animating scroll view stops it where it is, without
///   `scrollViewDidEndDecelerating`, and that touch never reaches the content.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How quickly coasting slows down: UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The velocity kept per millisecond.
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: Deceleration.normalRate)
        /// 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: Deceleration.fastRate)
    }

    // MARK: Recognizers

    /// The pan the scroll view scrolls with.
    public var panGestureRecognizer: UIPanGestureRecognizer { pan }
    /// The pinch the scroll view zooms with; nil unless zooming is possible (a `viewForZooming` and
    /// `maximumZoomScale > minimumZoomScale`), as in UIKit.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { isZoomPossible ? pinch : nil }

    let pan = ScrollViewPanGestureRecognizer()
    let pinch = ScrollViewPinchGestureRecognizer()
    /// The pinch recognizer the scroll view always has, also while zooming is not possible (when
    /// ``pinchGestureRecognizer`` is nil): for the storm's scenes, which list every recognizer.
    package var alwaysPresentPinchGestureRecognizer: UIPinchGestureRecognizer { pinch }
    let touchDelay = ScrollViewDelayedTouchesBeganGestureRecognizer()

    // MARK: Content

    // `@exclusivity(unchecked)`, once for the type: the pan reads the offset, size, insets and flags on every moved
    // sample of a drag, and a frame of a deceleration or bounce writes them, all on the main actor only, and no engine
    // code holds an access to one across a call out to app code, so the runtime's dynamic exclusivity check (a call per
    // access, more than the access itself) is left out.
    /// The size of the content, in points. Negative or non-finite sizes are ignored.
    @exclusivity(unchecked) open var contentSize: CGSize = .zero {
        didSet {
            if !(contentSize.width.isFinite && contentSize.height.isFinite) || contentSize.width < 0 || contentSize.height < 0 {
                contentSize = oldValue
                return
            }
            updateAdjustedContentInset()
            if keepsOffsetInContentRange { contentRangeDidChange() }
            observedValuesDidChange()
        }
    }
    /// Extra scrollable space around the content. Non-finite values are ignored. A grown inset does not move the
    /// content; one that shrinks under content at rest outside the new range brings it back in at once, and a
    /// deceleration or bounce under way heads for the new range (the pull-to-refresh idiom, both ways; see
    /// ``adjustedContentInset``).
    @exclusivity(unchecked) open var contentInset: UIEdgeInsets = .zero {
        didSet {
            let edges = [contentInset.top, contentInset.left, contentInset.bottom, contentInset.right]
            if !edges.allSatisfy(\.isFinite) {
                contentInset = oldValue
                return
            }
            updateAdjustedContentInset()
            observedValuesDidChange()
        }
    }
    /// The pull-to-refresh control (iOS 10): a subview just above the content's top; see ``UIRefreshControl``.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.detach()
            refreshControl?.attach(to: self)
        }
    }
    /// The top inset a refreshing ``refreshControl`` holds open, part of ``adjustedContentInset``.
    @exclusivity(unchecked) var refreshControlInset: CGFloat = 0 {
        didSet { if refreshControlInset != oldValue { updateAdjustedContentInset() } }
    }
    /// How the safe area adds to ``contentInset`` in ``adjustedContentInset``. Default ``ContentInsetAdjustmentBehavior/automatic``.
    @exclusivity(unchecked) open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { updateAdjustedContentInset() }
    }
    @exclusivity(unchecked) var storedAdjustedContentInset: UIEdgeInsets = .zero
    /// The insets that shape the scrollable range, the rubber band, paging and scroll-to-top: ``contentInset`` plus
    /// the parts of the ``UIView/safeAreaInsets`` that ``contentInsetAdjustmentBehavior`` adds. When it changes the
    /// scroll view calls ``adjustedContentInsetDidChange()`` and the delegate's
    /// `scrollViewDidChangeAdjustedContentInset`. The content offset is not moved.
    ///
    /// - Note: The safe area counted is the one last reported to the scroll view (see
    ///   ``UIView/safeAreaInsetsDidChange()``): after the scroll view moves or resizes, the layout pass brings it up
    ///   to date, as UIKit's layout does.
    open var adjustedContentInset: UIEdgeInsets { storedAdjustedContentInset }

    /// Called when ``adjustedContentInset`` changed, before the delegate's `scrollViewDidChangeAdjustedContentInset`.
    /// The default does nothing; UIKit requires overrides to call `super`.
    open func adjustedContentInsetDidChange() {}

    /// The point of the content at the view's top-left corner: the bounds origin. Set values are rounded to the pixel
    /// grid (``pixelGrid``) and set through ``bounds``, as UIKit's setter does; `scrollViewDidScroll` is called only
    /// when the offset changes. Non-finite values are ignored.
    ///
    /// Every scroll step (a drag, deceleration, a bounce, a zoom, an animation, settling on a page) sets the offset
    /// through this property, so a subclass's `override var contentOffset { didSet { … } }` (and an override of
    /// ``bounds``) sees scrolling as in UIKit.
    open var contentOffset: CGPoint {
        get { storedBounds.origin }
        set {
            guard newValue.isFinite else { return }
            let rounded = pixelGrid.rounded(newValue)
            guard rounded != storedBounds.origin else { return }
            bounds = CGRect(origin: rounded, size: storedBounds.size)
        }
    }

    /// The bounds: its origin is the content offset. A changed origin calls `scrollViewDidScroll`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = storedBounds
            super.bounds = newValue
            if storedBounds.size != old.size { updateAdjustedContentInset() }
            if storedBounds.origin != old.origin { notifyDidScroll() }
        }
    }

    /// TouchKit only: the pixel grid offsets are rounded to. Default scale 2, as on a 2× screen.
    @exclusivity(unchecked) public var pixelGrid = PixelGrid()

    // MARK: Behaviour

    /// The delegate told of scrolling, dragging, decelerating and zooming; held weakly, as in UIKit.
    @exclusivity(unchecked) open weak var delegate: (any UIScrollViewDelegate)?
    /// Whether a wheel or trackpad scroll that reaches either end of the horizontal axis goes on in an enclosing
    /// scroll view. Default true (iOS 17.4; Apple's reference). See `UIScrollView+ScrollInput.swift`.
    @exclusivity(unchecked) public var transfersHorizontalScrollingToParent = true
    /// Whether a wheel or trackpad scroll that reaches either end of the vertical axis goes on in an enclosing
    /// scroll view. Default true (iOS 17.4; Apple's reference). See `UIScrollView+ScrollInput.swift`.
    @exclusivity(unchecked) public var transfersVerticalScrollingToParent = true

    /// Whether the user can scroll; turning it off disables the pan, as UIKit does.
    @exclusivity(unchecked) open var isScrollEnabled: Bool = true {
        didSet { pan.isEnabled = isScrollEnabled }
    }
    /// Whether scrolling stops on multiples of the bounds' size (see `Paging`). Default false.
    @exclusivity(unchecked) open var isPagingEnabled: Bool = false
    /// Whether the content rubber-bands past its edges. Default true.
    @exclusivity(unchecked) open var bounces: Bool = true
    /// Whether the content bounces vertically even when it is not taller than the bounds (it then counts as
    /// scrollable for ``ContentInsetAdjustmentBehavior/scrollableAxes``). Default false.
    @exclusivity(unchecked) open var alwaysBounceVertical: Bool = false {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether the content bounces horizontally even when it is not wider than the bounds. Default false.
    @exclusivity(unchecked) open var alwaysBounceHorizontal: Bool = false {
        didSet { updateAdjustedContentInset() }
    }
    /// When on, a drag that starts mostly along one axis scrolls only along it.
    @exclusivity(unchecked) open var isDirectionalLockEnabled: Bool = false
    /// The coasting rate. UIKit snaps any other value to the nearer of `.normal` and `.fast` (below 0.994: fast).
    @exclusivity(unchecked) open var decelerationRate: DecelerationRate = .normal {
        didSet {
            let snapped = Deceleration.snappedRate(decelerationRate.rawValue)
            if snapped != decelerationRate.rawValue { decelerationRate = DecelerationRate(rawValue: snapped) }
        }
    }
    /// Whether content touches wait 0.15 s to see if the user scrolls. Default true.
    @exclusivity(unchecked) open var delaysContentTouches: Bool = true {
        didSet { touchDelay.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether a scroll can take touches the content already has. Default true.
    @exclusivity(unchecked) open var canCancelContentTouches: Bool = true
    /// Whether a status-bar tap scrolls this view to the top. Default true. A tap
    /// (``UIWindow/sendStatusBarTap()``) scrolls only when exactly one visible scroll view in the window has it on.
    @exclusivity(unchecked) open var scrollsToTop: Bool = true
    /// How dragging dismisses the keyboard. Default ``KeyboardDismissMode/none``. TouchKit has no keyboard: a drag
    /// that begins with ``KeyboardDismissMode/onDrag`` or ``KeyboardDismissMode/onDragWithAccessory`` calls the
    /// window's ``UIWindow/keyboardDismissHandler``; the interactive modes do nothing more.
    @exclusivity(unchecked) open var keyboardDismissMode: KeyboardDismissMode = .none

    // MARK: Indicators

    /// Whether the vertical scroll indicator shows while scrolling. Default true.
    @exclusivity(unchecked) open var showsVerticalScrollIndicator: Bool = true
    /// Whether the horizontal scroll indicator shows while scrolling. Default true.
    @exclusivity(unchecked) open var showsHorizontalScrollIndicator: Bool = true
    /// The indicators' colour scheme. Default ``IndicatorStyle/default``.
    @exclusivity(unchecked) open var indicatorStyle: IndicatorStyle = .default
    /// How far the vertical indicator is inset from the scroll view's edges (top, bottom and right count).
    @exclusivity(unchecked) open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal indicator is inset from the scroll view's edges (left, right and bottom count).
    @exclusivity(unchecked) open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether the indicators are also inset by the safe-area part of ``adjustedContentInset`` (iOS 13). Default
    /// true.
    @exclusivity(unchecked) open var automaticallyAdjustsScrollIndicatorInsets: Bool = true
    /// Both indicators' insets (deprecated in iOS 13). Setting it sets ``verticalScrollIndicatorInsets`` and
    /// ``horizontalScrollIndicatorInsets``; reading it gives the vertical one, as UIKit does.
    @available(iOS, deprecated: 13.0, message: "Use verticalScrollIndicatorInsets and horizontalScrollIndicatorInsets")
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Shows the indicators for a moment (``scrollIndicatorFlashDuration``, then they fade), as UIKit does to hint
    /// that the content scrolls. Only the indicators the scroll view would show while scrolling flash.
    open func flashScrollIndicators() {
        keepIndicatorsForFlash()
    }
    /// Until when (on the window's clock) the indicators stay fully visible after the latest scroll or flash.
    @exclusivity(unchecked) var indicatorsVisibleUntil: TimeInterval = -.infinity

    // MARK: Zoom

    /// The smallest zoom scale a pinch reaches (before rubber-banding). Default 1: no zooming.
    @exclusivity(unchecked) open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale a pinch reaches (before rubber-banding). Default 1: no zooming.
    @exclusivity(unchecked) open var maximumZoomScale: CGFloat = 1
    /// Whether pinching past the limits rubber-bands and springs back. Default true.
    @exclusivity(unchecked) open var bouncesZoom: Bool = true
    /// The current zoom scale of the `viewForZooming`. Setting it is ``setZoomScale(_:animated:)`` without animation.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    @exclusivity(unchecked) var storedZoomScale: CGFloat = 1
    /// Whether a pinch is zooming.
    @exclusivity(unchecked) public internal(set) var isZooming = false
    /// Whether the zoom scale springs back into its limits.
    @exclusivity(unchecked) public internal(set) var isZoomBouncing = false

    // MARK: State

    /// Whether a finger is on the scroll view (it may not have started scrolling yet).
    open var isTracking: Bool {
        if pan.numberOfTouches > 0 { return true }
        guard let event = window?.touchEvent else { return false }
        return event.orderedTouches.contains { touch in
            touch.phase != .ended && touch.phase != .cancelled && (touch.view?.isDescendant(of: self) ?? false)
        }
    }
    /// Whether the user is dragging the content.
    @exclusivity(unchecked) public internal(set) var isDragging = false
    /// Whether the content moves on its own after a drag (coasting, bouncing, settling on a page).
    @exclusivity(unchecked) public internal(set) var isDecelerating = false

    @exclusivity(unchecked) var motion = ScrollMotion()
    /// Whether a programmatic scroll (`setContentOffset(_:animated:)`, `scrollRectToVisible`, a scroll to the top) is
    /// animating: for the storm's app code, which must not fight it.
    package var isScrollingProgrammatically: Bool { motion.programmatic != nil }
    /// Whether the scroll view is a plain `UIScrollView`: its class is exactly `UIScrollView`, not a subclass (a table
    /// or collection view, the app's own), so nothing the engine asks it on a lift can be overridden: its
    /// `touchesShouldBegin(_:with:in:)` says yes (the touch-delay recognizer's release asks nothing) and its rest
    /// check reads UIScrollView's own getters, running no app code (``settleAfterCaughtMotion(of:resetting:)``
    /// borrows it, and skips a second identical check). Set once, at init.
    @exclusivity(unchecked) final var isPlainScrollView = false
    /// The arena's reset step in which a recognizer's reset last found this scroll view resting
    /// (``settleAfterCaughtMotion(resetting:)``); never a step at first.
    @exclusivity(unchecked) var restVerifiedAtResetStep: UInt64 = .max
    /// Whether the offset comes back into the content range when an animated scroll ends outside it: false for a
    /// plain scroll view (UIKit's `setContentOffset(_:animated:)` goes where it is told), true for the list views,
    /// which keep their offset in range when their content changes.
    var keepsOffsetInContentRange: Bool { false }
    @exclusivity(unchecked) var drag = DragState()
    @exclusivity(unchecked) var zoomGesture = ZoomGesture()
    @exclusivity(unchecked) private var didScrollDepth = 0

    // MARK: Init

    /// The recognizers (which may outlive the scroll view) forget it, and its motion stops. Nonisolated, as
    /// ``UIView``'s, so subclasses may declare a plain `deinit`.
    deinit {
        runOnMainActorInDeinit {
            pan.scrollView = nil
            pinch.scrollView = nil
            touchDelay.scrollView = nil
            motion.link?.invalidate()
        }
    }

    override func engineSafeAreaInsetsDidChange() {
        updateAdjustedContentInset()
    }

    /// A scroll view with the given frame, on its own pan, pinch and touch-delay recognizers.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installRecognizers()
    }

    /// A scroll view decoded from an archive: a zero frame (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installRecognizers()
    }

    private func installRecognizers() {
        isPlainScrollView = type(of: self) == UIScrollView.self
        clipsToBounds = true
        pan.scrollView = self
        // A scroll view scrolls by wheel and trackpad as by finger (the 2020 talk, Build for the iPadOS pointer).
        pan.allowedScrollTypesMask = .all
        // The handlers reach the scroll view through their recognizer, which may outlive it (an app can move the
        // pan to another view): no capture, so no weak reference.
        pan.addTarget(handler: { ($0 as? ScrollViewPanGestureRecognizer)?.scrollView?.handlePan() })
        pinch.scrollView = self
        pinch.addTarget(handler: { ($0 as? ScrollViewPinchGestureRecognizer)?.scrollView?.handlePinch() })
        touchDelay.scrollView = self
        touchDelay.delaysTouchesBegan = delaysContentTouches
        addGestureRecognizer(touchDelay)
        addGestureRecognizer(pan)
        addGestureRecognizer(pinch)
    }

    // MARK: Content touches

    /// Whether the content view `view` gets `touches` once the touch delay is over (or at once without a delay).
    /// The default is true. Override to keep touches from parts of the content.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether scrolling may cancel the touches `view` already has. The default is true, except for an enabled
    /// ``UIControl``: the control keeps its touch and the scroll view does not scroll.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        if let control = view as? UIControl, control.isEnabled { return false }
        return true
    }

    // MARK: Scrollable range

    /// The smallest offset: minus the top/left insets.
    package var minimumOffset: CGPoint { Self.minimumOffset(inset: adjustedContentInset) }

    /// The largest offset: the content plus insets minus the bounds, never below ``minimumOffset``.
    package var maximumOffset: CGPoint { maximumOffset(forContentSize: contentSize) }

    /// The largest offset the content would have at `size` (a zoom computes where it will end).
    func maximumOffset(forContentSize size: CGSize) -> CGPoint {
        maximumOffset(forContentSize: size, inset: adjustedContentInset)
    }

    /// ``minimumOffset`` and ``maximumOffset`` with one call of the overridable ``adjustedContentInset`` instead of
    /// three (a scroll view's reset checks its rest on every ended touch).
    var offsetRange: (minimum: CGPoint, maximum: CGPoint) {
        let inset = adjustedContentInset
        return (Self.minimumOffset(inset: inset), maximumOffset(forContentSize: contentSize, inset: inset))
    }

    private static func minimumOffset(inset: UIEdgeInsets) -> CGPoint {
        CGPoint(x: -inset.left, y: -inset.top)
    }

    private func maximumOffset(forContentSize size: CGSize, inset: UIEdgeInsets) -> CGPoint {
        let minimum = Self.minimumOffset(inset: inset)
        return CGPoint(
            x: max(minimum.x, size.width + inset.right - storedBounds.width),
            y: max(minimum.y, size.height + inset.bottom - storedBounds.height))
    }

    /// Whether the content can move horizontally (or bounces there anyway).
    var canScrollHorizontally: Bool {
        isScrollEnabled && (maximumOffset.x > minimumOffset.x || alwaysBounceHorizontal)
    }

    /// Whether the content can move vertically (or bounces there anyway).
    var canScrollVertically: Bool {
        isScrollEnabled && (maximumOffset.y > minimumOffset.y || alwaysBounceVertical)
    }

    package func clampedOffset(_ offset: CGPoint, contentSize size: CGSize? = nil) -> CGPoint {
        Self.clamp(offset, minimum: minimumOffset, maximum: maximumOffset(forContentSize: size ?? contentSize))
    }

    /// `offset` brought within `minimum ... maximum` on each axis (for callers that already have the range).
    static func clamp(_ offset: CGPoint, minimum: CGPoint, maximum: CGPoint) -> CGPoint {
        CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    // MARK: Offsets and callbacks

    /// `scrollViewDidScroll`, guarded against a delegate that keeps moving the offset from inside it.
    private func notifyDidScroll() {
        guard didScrollDepth < 8 else { return }
        didScrollDepth += 1
        defer { didScrollDepth -= 1 }
        delegate?.scrollViewDidScroll(self)
    }

    /// Sets the offset, animated over 0.3 s (ending with `scrollViewDidEndScrollingAnimation`) or at once.
    /// Either way a running animation or deceleration stops first.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.isFinite else { return }
        stopMotion(notify: false)
        let target = pixelGrid.rounded(contentOffset)
        guard animated, target != self.contentOffset, window != nil else {
            self.contentOffset = target
            return
        }
        motion.programmatic = ProgrammaticScrollAnimation(from: self.contentOffset, to: target)
        startMotionLink()
    }

    /// Scrolls the least needed to show `rect` (in content coordinates), within the scrollable range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.isFiniteRect else { return }
        var target = contentOffset
        let visible = CGRect(origin: contentOffset, size: storedBounds.size).inset(by: adjustedContentInset)
        if rect.minX < visible.minX { target.x -= visible.minX - rect.minX }
        else if rect.maxX > visible.maxX { target.x += min(rect.maxX - visible.maxX, rect.minX - visible.minX) }
        if rect.minY < visible.minY { target.y -= visible.minY - rect.minY }
        else if rect.maxY > visible.maxY { target.y += min(rect.maxY - visible.maxY, rect.minY - visible.minY) }
        setContentOffset(clampedOffset(target), animated: animated)
    }

    /// Sets the zoom scale (clamped to the limits), keeping the visible center fixed; animated over UIKit's zoom
    /// duration, min(|ln s₁ − ln s₂|·0.3 + 0.1, 0.4) s.
    ///
    /// Callbacks: without animation, `scrollViewDidZoom` once; with animation, `scrollViewWillBeginZooming`,
    /// `scrollViewDidZoom` per frame, `scrollViewDidEndZooming` and `scrollViewDidEndScrollingAnimation`.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        performSetZoomScale(scale, animated: animated)
    }

    /// Zooms so `rect` (in the zoom view's coordinates) fills the bounds as far as the limits allow, centered.
    open func zoom(to rect: CGRect, animated: Bool) {
        performZoom(to: rect, animated: animated)
    }

    /// Where a drag that ends at `velocity` (pt/ms) comes to rest, given where coasting would take it: the seam a
    /// subclass uses to snap (the collection view asks its layout). Called before the delegate's
    /// `scrollViewWillEndDragging`, which sees the result. The default keeps `proposed`.
    func targetOffsetForEndOfDrag(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    // MARK: Window changes

    override func engineDidMoveToWindow() {
        if window == nil, motion.isRunning || isDecelerating { finishMotionAtOnce() }
    }
}
