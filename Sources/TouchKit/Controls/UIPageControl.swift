/// A row of dots, one per page, the current one highlighted: UIKit's `UIPageControl`.
///
/// Tracking (docs/UIKitFacts.md, "Controls"):
/// - A tap (a touch that lifts inside without scrubbing) on either side of the current page's indicator moves one
///   page that way and sends `.valueChanged`: "the page control advances only one page in either direction" [doc].
///   A tap on the current indicator itself, or towards an end already reached, changes nothing and sends nothing.
/// - Interactive scrubbing (iOS 14): with ``allowsContinuousInteraction`` (the default), once the finger has moved
///   10 pt along x the current page follows the indicator nearest the finger, with a `.valueChanged` on every page
///   change, and ``interactionState`` is ``InteractionState/continuous`` [doc, ?]; UIKit does not publish when
///   scrubbing starts: the 10 pt is TouchKit's.
/// - ``interactionState`` is ``InteractionState/discrete`` while a tap's `.valueChanged` is sent, and back to
///   ``InteractionState/none`` when the touch ends [doc, ?].
///
/// ``currentPage`` is "pinned to 0...numberOfPages − 1" (UIKit's header) [doc]; a value outside is pinned with a
/// diagnostic. A negative ``numberOfPages`` is taken as 0, with a diagnostic. With no pages the control does nothing;
/// with ``hidesForSinglePage`` and at most one page it is not drawn and ignores touches [doc, ?].
///
/// Indicators: 7 pt dots 16 pt apart, centred in the bounds; the control is 26 pt high [pub, ?].
///
/// - Note: No indicator images (`preferredIndicatorImage`) or background drawing; ``backgroundStyle`` is kept.
///
/// See also ``UIControl``, ``UIScrollView``, ``UISegmentedControl``.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The background behind the indicators: UIKit's `UIPageControl.BackgroundStyle` (iOS 14), raw values included.
    public enum BackgroundStyle: Int, Sendable {
        /// A background that shows while the control is interacted with (the default on iOS).
        case automatic = 0
        /// A full background, always.
        case prominent = 1
        /// A minimal background, always.
        case minimal = 2
    }

    /// How the page is being changed: UIKit's `UIPageControl.InteractionState` (iOS 14), raw values included.
    public enum InteractionState: Int, Sendable {
        /// No interaction.
        case none = 0
        /// A single, discrete change: a tap.
        case discrete = 1
        /// A continuous change: scrubbing along the indicators.
        case continuous = 2
    }

    /// 16 pt: the distance between indicator centres [pub, ?].
    static let indicatorSpacing: CGFloat = 16
    /// 7 pt: an indicator's diameter [pub, ?].
    package static let indicatorDiameter: CGFloat = 7
    /// 26 pt: the control's natural height since iOS 14 [?].
    static let naturalHeight: CGFloat = 26
    /// 10 pt: how far along x the finger moves before a touch scrubs [?].
    static let scrubThreshold: CGFloat = 10

    private var storedPageCount = 0
    private var storedCurrentPage = 0
    private var touchDownX: CGFloat = 0
    private var isScrubbing = false

    /// How many pages (dots). Default 0. Negative is taken as 0 with a diagnostic; ``currentPage`` is pinned to the
    /// new range.
    open var numberOfPages: Int {
        get { storedPageCount }
        set {
            if newValue < 0 { reportMisuse("numberOfPages \(newValue) taken as 0") }
            storedPageCount = max(newValue, 0)
            storedCurrentPage = min(storedCurrentPage, max(storedPageCount - 1, 0))
        }
    }

    /// The page shown, from 0. Default 0. Pinned to 0...``numberOfPages`` − 1 (a value outside, with a
    /// diagnostic). Setting it sends no action.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            let pinned = min(max(newValue, 0), max(storedPageCount - 1, 0))
            if pinned != newValue { reportMisuse("currentPage \(newValue) pinned to \(pinned)") }
            storedCurrentPage = pinned
        }
    }

    /// Whether the control hides itself when there is only one page. Default false.
    open var hidesForSinglePage: Bool = false
    /// The background behind the indicators (iOS 14). Default ``BackgroundStyle/automatic``.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Whether dragging along the indicators scrubs through the pages (iOS 14). Default true.
    open var allowsContinuousInteraction: Bool = true
    /// How the page is being changed now (iOS 14).
    open private(set) var interactionState: InteractionState = .none
    /// The colour of the other pages' indicators, for pictures. Default nil (translucent white).
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's indicator, for pictures. Default nil (white).
    open var currentPageIndicatorTintColor: UIColor?

    /// Whether the indicators show and take touches: not with no pages, nor with one and ``hidesForSinglePage``.
    package var showsIndicators: Bool {
        storedPageCount > 0 && !(hidesForSinglePage && storedPageCount <= 1)
    }

    /// The size the indicators of `pageCount` pages take: 16 pt per page, 26 pt high (a negative count is 0).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * Self.indicatorSpacing, height: Self.naturalHeight)
    }

    /// The size of its pages' indicators.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: storedPageCount) }

    /// The centre of page `page`'s indicator, in the control's coordinates.
    package func indicatorCenter(forPage page: Int) -> CGPoint {
        let offset = (CGFloat(page) - CGFloat(storedPageCount - 1) / 2) * Self.indicatorSpacing
        return CGPoint(x: bounds.midX + offset, y: bounds.midY)
    }

    /// The page whose indicator is nearest `x`.
    private func page(nearestX x: CGFloat) -> Int {
        let first = indicatorCenter(forPage: 0).x
        let index = ((x - first) / Self.indicatorSpacing).rounded()
        guard index.isFinite else { return storedCurrentPage }
        return Int(min(max(index, 0), CGFloat(max(storedPageCount - 1, 0))))
    }

    // MARK: Tracking

    /// Tracks a touch when there are indicators to change.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard showsIndicators else { return false }
        touchDownX = touch.location(in: self).x
        isScrubbing = false
        return true
    }

    /// Past 10 pt along x, scrubs: the page follows the nearest indicator.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if !isScrubbing, allowsContinuousInteraction, abs(x - touchDownX) >= Self.scrubThreshold {
            isScrubbing = true
            interactionState = .continuous
        }
        if isScrubbing { moveToPage(page(nearestX: x)) }
        return true
    }

    /// A tap pages by one towards the side it landed on; scrubbing ends.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer {
            isScrubbing = false
            interactionState = .none
        }
        guard !isScrubbing, isTouchInside, let touch else { return }
        let x = touch.location(in: self).x
        let current = indicatorCenter(forPage: storedCurrentPage).x
        let half = Self.indicatorDiameter / 2
        guard abs(x - current) > half else { return }
        interactionState = .discrete
        moveToPage(storedCurrentPage + (x < current ? -1 : 1))
    }

    /// Scrubbing ends where it got to.
    open override func cancelTracking(with event: UIEvent?) {
        isScrubbing = false
        interactionState = .none
    }

    private func moveToPage(_ page: Int) {
        let pinned = min(max(page, 0), max(storedPageCount - 1, 0))
        guard pinned != storedCurrentPage else { return }
        storedCurrentPage = pinned
        sendActions(for: .valueChanged)
    }

    /// False for a single-finger single tap attached to another view: the page control's own action wins (Apple,
    /// "Attaching gesture recognizers to UIKit controls").
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if ControlActionPrecedence.isSingleTapOnAncestor(gestureRecognizer, of: self) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
