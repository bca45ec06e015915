/// A row of segments, each a button, of which one is selected: UIKit's `UISegmentedControl`.
///
/// Segments share the width equally (or take the width set with ``setWidth(_:forSegmentAt:)``).
///
/// Tracking (docs/UIKitFacts.md, "Controls"):
/// - The touch highlights the enabled segment under it (shown in pictures), and the highlight follows the
///   finger across segments while it stays within the 70 pt tracking margin (beyond the ends, the end segment);
///   outside the margin nothing is highlighted.
/// - On the lift, the highlighted segment becomes ``selectedSegmentIndex`` and `.valueChanged` is sent if the
///   selection changed. Since iOS 13 the selection happens on the lift, not on the touch down [re, pub].
/// - With ``isMomentary``, the segment is selected while `.valueChanged` is sent (every lift on a segment sends it,
///   so its handlers can read ``selectedSegmentIndex``), then the selection goes back to
///   ``UISegmentedControl/noSegment``: segments "don't update the value of selectedSegmentIndex after tracking
///   ends" [doc].
///
/// Setting ``selectedSegmentIndex`` sends no action. An index that names no segment (below -1, or at or past
/// ``numberOfSegments``) selects ``UISegmentedControl/noSegment``, with a diagnostic (UIKit's behaviour is not
/// documented) [?]; segment methods given an index out of range do nothing (or return nil, 0, false) [?].
///
/// - Note: Segments are titles only (images are kept as titles' absence); no tint colours, no animation.
///
/// See also ``UIControl``, ``UIPageControl``.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// -1: the ``selectedSegmentIndex`` when no segment is selected (UIKit's `noSegment`).
    public static let noSegment = -1
    /// 32 pt: a segmented control's height since iOS 13 (29 pt before) [pub, ?].
    static let naturalHeight: CGFloat = 32

    private struct Segment {
        var title: String?
        var isEnabled = true
        /// 0: an equal share of the width.
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    private var storedSelection = UISegmentedControl.noSegment

    /// Whether the segments show no lasting selection. Default false.
    open var isMomentary: Bool = false

    /// The segment under the tracked finger, or ``UISegmentedControl/noSegment``. For pictures.
    package private(set) var highlightedSegmentIndex = UISegmentedControl.noSegment

    /// A control with one segment per item: a `String` is its title; any other item gives an untitled segment.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { Segment(title: $0 as? String) }
        bounds.size = CGSize(width: CGFloat(segments.count) * 60, height: Self.naturalHeight)
    }

    /// A control of the given frame with one segment per action, titled with the action's title (UIKit, iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title) }
        for (index, action) in actions.enumerated() {
            addAction(UIAction(title: action.title) { [weak self] _ in
                guard let self, self.selectedSegmentIndex == index else { return }
                action.perform(sender: self)
            }, for: .valueChanged)
        }
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``UISegmentedControl/noSegment``. Default none. Setting it sends no action; an index
    /// naming no segment selects none, with a diagnostic.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            if newValue != Self.noSegment && !segments.indices.contains(newValue) {
                reportMisuse("selectedSegmentIndex \(newValue) out of 0..<\(segments.count): no segment selected")
                storedSelection = Self.noSegment
                return
            }
            storedSelection = newValue
        }
    }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment` (clamped to 0...``numberOfSegments``, as UIKit pins it [doc]).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(Segment(title: title), at: index)
        if storedSelection >= index { storedSelection += 1 }
    }

    /// Inserts a segment for `action` at `segment` (clamped), titled with its title.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insertSegment(withTitle: action.title, at: segment, animated: animated)
    }

    /// Removes the segment at `segment`; removing the selected one selects none. Out of range: nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return reportMisuse("removeSegment(at: \(segment)) out of range") }
        segments.remove(at: segment)
        if storedSelection == segment {
            storedSelection = Self.noSegment
        } else if storedSelection > segment {
            storedSelection -= 1
        }
    }

    /// Removes every segment; none is selected.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelection = Self.noSegment
    }

    /// Sets the title of the segment at `segment` (out of range: nothing).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }

    /// The title of the segment at `segment`, or nil (also out of range).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Enables or disables the segment at `segment`: a disabled segment is not highlighted or selected by touch.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether the segment at `segment` is enabled (false out of range).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Gives the segment at `segment` a fixed width; 0 (the default) shares the remaining width equally. A negative
    /// or non-finite width is taken as 0.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width.isFinite ? max(width, 0) : 0
    }

    /// The fixed width of the segment at `segment`, or 0 when it shares the width.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    // MARK: Geometry

    /// Each segment's rectangle, left to right, in the control's coordinates.
    package var segmentFrames: [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let flexibleCount = segments.filter { $0.width == 0 }.count
        let share = flexibleCount > 0 ? max(bounds.width - fixed, 0) / CGFloat(flexibleCount) : 0
        var x = bounds.minX
        return segments.map { segment in
            let width = segment.width > 0 ? segment.width : share
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The enabled segment at `x` (the end segments beyond the ends), or ``UISegmentedControl/noSegment``.
    private func segmentIndex(atX x: CGFloat) -> Int {
        let frames = segmentFrames
        guard let last = frames.indices.last else { return Self.noSegment }
        var index = last
        for (candidate, frame) in frames.enumerated() where x < frame.maxX {
            index = candidate
            break
        }
        return segments[index].isEnabled ? index : Self.noSegment
    }

    /// 60 pt per segment [?], 32 pt high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(segments.count) * 60, height: Self.naturalHeight)
    }

    // MARK: Tracking

    /// Highlights the segment under the finger; a touch on no enabled segment is not tracked.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegmentIndex = segmentIndex(atX: touch.location(in: self).x)
        return highlightedSegmentIndex != Self.noSegment
    }

    /// The highlight follows the finger across segments, and leaves with it past the tracking margin.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegmentIndex = isTouchInside ? segmentIndex(atX: touch.location(in: self).x) : Self.noSegment
        return true
    }

    /// Selects the highlighted segment and sends `.valueChanged` (momentary: always, then selects none again).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let chosen = isTouchInside ? highlightedSegmentIndex : Self.noSegment
        highlightedSegmentIndex = Self.noSegment
        guard chosen != Self.noSegment else { return }
        let previous = storedSelection
        storedSelection = chosen
        if isMomentary {
            sendActions(for: .valueChanged)
            storedSelection = Self.noSegment
        } else if chosen != previous {
            sendActions(for: .valueChanged)
        }
    }

    /// Nothing is selected by a cancelled touch.
    open override func cancelTracking(with event: UIEvent?) {
        highlightedSegmentIndex = Self.noSegment
    }

    /// False for a single-finger single tap attached to another view: the segment's own action wins (Apple,
    /// "Attaching gesture recognizers to UIKit controls").
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if ControlActionPrecedence.isSingleTapOnAncestor(gestureRecognizer, of: self) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
