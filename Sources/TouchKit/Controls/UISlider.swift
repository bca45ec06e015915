/// A control for choosing a value in a continuous range by dragging a thumb along a track: UIKit's `UISlider`.
///
/// Tracking (docs/UIKitFacts.md, "Controls"):
/// - Only a touch that goes down on the thumb tracks: within ``thumbRect(forBounds:trackRect:value:)`` grown to at
///   least 44 × 44 pt, Apple's minimum touch target [doc, ?]. A tap on the track elsewhere does nothing: UIKit's
///   slider does not jump to it, which is why "tap to set" recipes add their own recognizer [pub].
/// - The thumb keeps its offset from the finger (grabbing it off-centre does not make it jump) and follows the
///   finger's x anywhere, even outside the 70 pt tracking margin [re, ?].
/// - `.valueChanged` is sent on every change while dragging when ``isContinuous`` (the default), else once when the
///   finger lifts (or the touch is cancelled), if the value changed [doc].
///
/// Range: ``minimumValue`` 0, ``maximumValue`` 1. Raising the minimum above the maximum raises the maximum to it,
/// lowering the maximum below the minimum lowers the minimum, and ``value`` is kept in the range [doc]. Setting
/// ``value`` never sends an action. Non-finite values (NaN, ±∞) for any of the three are ignored, with a diagnostic
/// [?].
///
/// In a scroll view: once the slider has the touch, the scroll view does not take it (`touchesShouldCancel(in:)` is
/// false for a control); a horizontal pan that starts on the thumb, on any superview, does not begin
/// (``gestureRecognizerShouldBegin(_:)``), so a horizontal pager does not page while the thumb is dragged [doc].
///
/// - Note: No images, tint colours or animation: ``setValue(_:animated:)`` sets the value at once.
///
/// See also ``UIControl``, ``UISwitch``, ``UIStepper``.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// 28 pt: the thumb's width and height. UIKit's default thumb since iOS 7 is a 28 pt circle [pub, ?].
    static let thumbDiameter: CGFloat = 28
    /// 4 pt: the track's thickness [?] (iOS 7 drew it 2 pt; later versions thicker).
    static let trackThickness: CGFloat = 4
    /// 44 pt: the smallest touch area of the thumb along each axis, Apple's minimum touch target (Human Interface
    /// Guidelines) [doc]; UIKit's exact slop around the thumb is not documented [?].
    static let minimumThumbTouchSize: CGFloat = 44
    /// 31 pt: the slider's natural height (``intrinsicContentSize``), Interface Builder's fixed slider height since
    /// iOS 7 [pub, ?].
    static let naturalHeight: CGFloat = 31

    private var range = ControlValueRange<Float>(minimum: 0, maximum: 1, value: 0)
    /// The value when the touch went down, to tell whether a non-continuous drag changed it.
    private var valueAtTouchDown: Float = 0
    /// Finger x minus thumb centre x when the touch went down, so the thumb does not jump under the finger.
    private var grabOffset: CGFloat = 0

    /// The slider's value, kept within ``minimumValue``...``maximumValue``. Default 0. Setting it sends no action;
    /// a non-finite value is ignored.
    open var value: Float {
        get { range.value }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the leading end. Default 0. Above ``maximumValue``, the maximum follows it; ``value`` is clamped
    /// [doc].
    open var minimumValue: Float {
        get { range.minimum }
        set {
            guard newValue.isFinite else { return reportMisuse("minimumValue \(newValue) ignored") }
            range.setMinimum(newValue)
        }
    }

    /// The value at the trailing end. Default 1. Below ``minimumValue``, the minimum follows it; ``value`` is clamped
    /// [doc].
    open var maximumValue: Float {
        get { range.maximum }
        set {
            guard newValue.isFinite else { return reportMisuse("maximumValue \(newValue) ignored") }
            range.setMaximum(newValue)
        }
    }

    /// Whether `.valueChanged` is sent during the drag (true, the default) or only when it ends.
    open var isContinuous: Bool = true

    /// The colour of the track before the thumb, for pictures. Default nil (the tint colour).
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track after the thumb, for pictures. Default nil (UIKit's grey).
    open var maximumTrackTintColor: UIColor?
    /// The thumb's colour, for pictures. Default nil (white).
    open var thumbTintColor: UIColor?

    /// Sets ``value`` (clamped to the range; a non-finite value is ignored with a diagnostic). Sends no action.
    ///
    /// - Note: TouchKit does not animate the thumb: `animated` is accepted and the value is set at once.
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else { return reportMisuse("value \(value) ignored") }
        range.setValue(value)
    }

    // MARK: Geometry

    /// The track's rectangle: the full width of `bounds`, 4 pt thick, centred vertically [?]. Override it to move
    /// the track; the thumb and the value follow it.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackThickness / 2, width: bounds.width, height: Self.trackThickness)
    }

    /// The thumb's rectangle for `value`: 28 × 28 pt, centred on the track's mid-line, its centre going from half a
    /// thumb inside the track's leading end (the minimum) to half a thumb inside its trailing end (the maximum), as
    /// UIKit's thumb stays within the track [pub].
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = Self.thumbDiameter
        let span = range.maximum - range.minimum
        let clampedValue = value.isFinite ? range.clamped(value) : range.minimum
        let fraction = span > 0 ? CGFloat((clampedValue - range.minimum) / span) : 0
        let travel = max(rect.width - size, 0)
        return CGRect(x: rect.minX + fraction * travel, y: rect.midY - size / 2, width: size, height: size)
    }

    /// The thumb's rectangle now, in the slider's coordinates.
    package var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: range.value)
    }

    /// Where a touch on the thumb counts: the thumb's rectangle grown to at least 44 × 44 pt.
    var thumbTouchRect: CGRect {
        let thumb = currentThumbRect
        let dx = max(Self.minimumThumbTouchSize - thumb.width, 0) / 2
        let dy = max(Self.minimumThumbTouchSize - thumb.height, 0) / 2
        return thumb.insetBy(dx: -dx, dy: -dy)
    }

    /// No natural width; 31 pt high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.naturalHeight) }

    /// The current width, 31 pt high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: Self.naturalHeight) }

    // MARK: Tracking

    /// Tracks only a touch on the thumb; a touch on the track elsewhere is ignored.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard thumbTouchRect.contains(point) else { return false }
        valueAtTouchDown = range.value
        grabOffset = point.x - currentThumbRect.midX
        return true
    }

    /// Moves the thumb with the finger; sends `.valueChanged` when the value changed and the slider is continuous.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbDiameter
        guard travel > 0 else { return true }
        let thumbCenter = touch.location(in: self).x - grabOffset
        let fraction = min(max((thumbCenter - track.minX - Self.thumbDiameter / 2) / travel, 0), 1)
        let newValue = range.clamped(range.minimum + Float(fraction) * (range.maximum - range.minimum))
        if newValue != range.value {
            range.setValue(newValue)
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    /// A non-continuous slider sends its one `.valueChanged` now, if the drag changed the value.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, range.value != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    /// A cancelled drag keeps the value it reached; a non-continuous slider reports it, as on a lift [?].
    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous, range.value != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    /// False for a single-finger horizontal swipe or pan starting on the thumb, attached to another view: the
    /// slider's drag wins (Apple, "Attaching gesture recognizers to UIKit controls").
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if ControlActionPrecedence.isParallelDragOnKnob(gestureRecognizer, of: self, startsOnKnob: thumbTouchRect.contains) {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
