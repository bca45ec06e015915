/// A control with a minus and a plus button that steps a value: UIKit's `UIStepper`.
///
/// Tracking (docs/UIKitFacts.md, "Controls"):
/// - A touch going down in the leading half steps ``value`` down by ``stepValue``, in the trailing half up, at once.
/// - With ``autorepeat`` (the default), holding the finger down repeats the step: after 0.5 s, ten times a second,
///   and twenty times a second once the finger has been held 2.5 s [doc, ?]. UIKit says only that holding repeats
///   and that "the rate of change depends on how long the user continues pressing"; 0.5 s and ten a second are
///   AppKit's documented `NSStepper` figures, the doubling is TouchKit's. Repeats run on the window's clock and stop
///   when the finger lifts, is cancelled, or leaves the 70 pt tracking margin.
/// - Past ``maximumValue`` the value stops there, or with ``wraps`` goes to ``minimumValue``; likewise below the
///   minimum [doc].
/// - `.valueChanged` is sent on every step that changes the value when ``isContinuous`` (the default), else once on
///   the lift if the value changed [doc].
///
/// Range: ``minimumValue`` 0, ``maximumValue`` 100, ``stepValue`` 1, ``value`` 0 [doc]. UIKit raises an exception
/// for a minimum above the maximum or a step of 0 or less; TouchKit instead follows the iOS 5 reference ("both values
/// are set to the new value") and ignores a step that is not a positive finite number, with a diagnostic [doc, ?].
/// Non-finite values are ignored with a diagnostic. Steps that overflow `Double` stop at the range's end, and a step
/// too small to change a huge value (1 at `Double.greatestFiniteMagnitude`) changes nothing and sends nothing.
///
/// - Note: No images or tint colours.
///
/// See also ``UIControl``, ``UISlider``.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// 94 × 32 pt: a stepper's size since iOS 13 (94 × 29 from iOS 7 to 12; iOS 5 made it a switch's size) [pub, ?].
    static let size = CGSize(width: 94, height: 32)
    /// 0.5 s: how long the finger is held before the step repeats [doc (AppKit's NSStepper), ?].
    static let autorepeatDelay: TimeInterval = 0.5
    /// 0.1 s: the time between repeats, ten a second [doc (AppKit's NSStepper), ?].
    static let autorepeatInterval: TimeInterval = 0.1
    /// 2.5 s: held this long, the repeats come twice as fast [?] (UIKit: the rate depends on how long the finger is
    /// held [doc]).
    static let autorepeatAccelerationTime: TimeInterval = 2.5

    private var range = ControlValueRange<Double>(minimum: 0, maximum: 100, value: 0)
    private var storedStep: Double = 1

    /// The stepper's value, kept within ``minimumValue``...``maximumValue``. Default 0. Setting it sends no
    /// action; a non-finite value is ignored with a diagnostic.
    open var value: Double {
        get { range.value }
        set {
            guard newValue.isFinite else { return reportMisuse("value \(newValue) ignored") }
            range.setValue(newValue)
        }
    }

    /// The lowest value. Default 0. Set above ``maximumValue``, the maximum becomes the same [doc].
    open var minimumValue: Double {
        get { range.minimum }
        set {
            guard newValue.isFinite else { return reportMisuse("minimumValue \(newValue) ignored") }
            if newValue > range.maximum {
                reportMisuse("minimumValue \(newValue) above maximumValue \(range.maximum): both set to it")
            }
            range.setMinimum(newValue)
        }
    }

    /// The highest value. Default 100. Set below ``minimumValue``, the minimum becomes the same [doc].
    open var maximumValue: Double {
        get { range.maximum }
        set {
            guard newValue.isFinite else { return reportMisuse("maximumValue \(newValue) ignored") }
            if newValue < range.minimum {
                reportMisuse("maximumValue \(newValue) below minimumValue \(range.minimum): both set to it")
            }
            range.setMaximum(newValue)
        }
    }

    /// How much one step changes ``value``. Default 1. Must be above 0 and finite: another value is ignored, with a
    /// diagnostic (UIKit raises an exception).
    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue.isFinite, newValue > 0 else { return reportMisuse("stepValue \(newValue) ignored") }
            storedStep = newValue
        }
    }

    /// Whether stepping past one end goes to the other. Default false.
    open var wraps: Bool = false
    /// Whether holding a button repeats its step. Default true.
    open var autorepeat: Bool = true
    /// Whether `.valueChanged` is sent on every step (true, the default) or once when the finger lifts.
    open var isContinuous: Bool = true

    /// The button the finger is on: -1 minus, +1 plus, 0 none. For pictures.
    package private(set) var pressedDirection: Int = 0

    private var valueAtTouchDown: Double = 0
    private var repeatTimer: MediaTimer?
    private var touchDownTime: TimeInterval = 0


    /// The value one step from the current one in `direction` (+1 or -1), following ``wraps`` at the ends.
    func steppedValue(_ direction: Double) -> Double {
        let next = range.value + direction * storedStep
        if next > range.maximum || next == .infinity { return wraps ? range.minimum : range.maximum }
        if next < range.minimum || next == -.infinity { return wraps ? range.maximum : range.minimum }
        return next
    }

    /// 94 × 32 pt.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// 94 × 32 pt, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    // MARK: Tracking

    /// Steps once, and starts the repeat when ``autorepeat`` is on.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTouchDown = range.value
        pressedDirection = touch.location(in: self).x < bounds.midX ? -1 : 1
        touchDownTime = window?.clock.now ?? 0
        step()
        if autorepeat { scheduleRepeat(after: Self.autorepeatDelay) }
        return true
    }

    /// Leaving the tracking margin stops the repeat for the rest of the touch.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if !isTouchInside { stopRepeating() }
        return true
    }

    /// Stops the repeat; a non-continuous stepper sends its one `.valueChanged` if the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishTouch()
    }

    /// As a lift: the steps already taken stay [?].
    open override func cancelTracking(with event: UIEvent?) {
        finishTouch()
    }

    /// Leaving the window ends the repeat (its clock is the window's).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopRepeating() }
    }

    private func finishTouch() {
        stopRepeating()
        pressedDirection = 0
        if !isContinuous, range.value != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    private func step() {
        let next = steppedValue(Double(pressedDirection))
        guard next != range.value else { return }
        range.setValue(next)
        if isContinuous { sendActions(for: .valueChanged) }
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        repeatTimer?.invalidate()
        guard let clock = window?.clock else { return }
        repeatTimer = clock.scheduledTimer(withTimeInterval: delay) { [weak self] _ in
            guard let self, self.isTracking, self.pressedDirection != 0 else { return }
            self.step()
            guard self.isTracking, self.pressedDirection != 0, let now = self.window?.clock.now else { return }
            let held = now - self.touchDownTime
            let interval = held >= Self.autorepeatAccelerationTime ? Self.autorepeatInterval / 2 : Self.autorepeatInterval
            self.scheduleRepeat(after: interval)
        }
    }

    private func stopRepeating() {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    /// False for a single-finger single tap attached to another view: the stepper's own action wins (Apple,
    /// "Attaching gesture recognizers to UIKit controls").
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if ControlActionPrecedence.isSingleTapOnAncestor(gestureRecognizer, of: self) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
