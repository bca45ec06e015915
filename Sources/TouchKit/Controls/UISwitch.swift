/// A control that toggles between on and off: UIKit's `UISwitch`.
///
/// Tracking (docs/UIKitFacts.md, "Controls"):
/// - A tap (a touch that lifts within the 70 pt tracking margin without having dragged) toggles ``isOn``.
/// - A drag (the finger moved more than 5 pt along x) moves the thumb instead: on the lift, the switch is on if the
///   finger is in the trailing half, off in the leading half, wherever it lifts [re, ?]. While the finger is down
///   the thumb shows that position (in pictures), ``isOn`` keeps its old value.
/// - `.valueChanged` is sent once, on the lift, and only if ``isOn`` changed [doc]. A cancelled touch changes nothing.
///
/// Size: UIKit enforces a switch's size [doc], 51 × 31 pt since iOS 7 [pub]: ``init(frame:)`` keeps the frame's
/// origin and makes it that size.
///
/// ``setOn(_:animated:)`` and setting ``isOn`` never send an action [doc].
///
/// - Note: TouchKit's size is only enforced when the switch is made: a frame set later is kept, as a view's is.
///   No tint colours or animation.
///
/// See also ``UIControl``, ``UISlider``.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// 51 × 31 pt: a switch's size since iOS 7 (UIKit reports this frame for every switch) [pub].
    static let size = CGSize(width: 51, height: 31)
    /// 5 pt: how far along x the finger moves before a touch is a drag rather than a tap [?] (UIKit's figure is not
    /// published; a tap's own movement allowance is larger, 45 pt, but a switch follows the finger much sooner).
    static let dragThreshold: CGFloat = 5

    /// Whether the switch is on. Default false. Setting it sends no action.
    open var isOn: Bool = false {
        didSet { isThumbOn = isOn }
    }

    /// Where the thumb is shown: ``isOn``, except while a drag holds it at the other side. For pictures.
    package private(set) var isThumbOn: Bool = false

    /// The colour of the track when on, for pictures. Default nil (UIKit's green).
    open var onTintColor: UIColor?
    /// The thumb's colour, for pictures. Default nil (white).
    open var thumbTintColor: UIColor?

    private var wasOnAtTouchDown = false
    private var touchDownX: CGFloat = 0
    private var didDrag = false

    /// A switch at `frame`'s origin, 51 × 31 pt whatever `frame`'s size [doc].
    public override init(frame: CGRect) {
        let origin = frame.origin.x.isFinite && frame.origin.y.isFinite ? frame.origin : .zero
        super.init(frame: CGRect(origin: origin, size: Self.size))
    }

    /// A switch decoded from an archive: 51 × 31 pt at the origin (TouchKit decodes nothing).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Self.size
    }

    /// Sets ``isOn``, without an action.
    ///
    /// - Note: TouchKit does not animate the thumb: `animated` is accepted and the switch flips at once.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 × 31 pt.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// 51 × 31 pt, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    // MARK: Tracking

    /// Starts a tap or a drag.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        wasOnAtTouchDown = isOn
        touchDownX = touch.location(in: self).x
        didDrag = false
        return true
    }

    /// Once the finger has moved 5 pt along x, the thumb follows the half the finger is in.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if !didDrag, abs(x - touchDownX) > Self.dragThreshold { didDrag = true }
        if didDrag { isThumbOn = x > bounds.midX }
        return true
    }

    /// Settles the value: a drag's thumb position, or a tap's toggle; `.valueChanged` if it changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue: Bool
        if didDrag {
            newValue = isThumbOn
        } else {
            newValue = isTouchInside ? !wasOnAtTouchDown : wasOnAtTouchDown
        }
        isOn = newValue
        if newValue != wasOnAtTouchDown { sendActions(for: .valueChanged) }
    }

    /// The thumb goes back; the value does not change.
    open override func cancelTracking(with event: UIEvent?) {
        isThumbOn = isOn
    }

    /// False for a single-finger single tap, and for a horizontal swipe or pan starting on the switch, attached to
    /// another view: the switch's own action wins (Apple, "Attaching gesture recognizers to UIKit controls").
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if ControlActionPrecedence.isSingleTapOnAncestor(gestureRecognizer, of: self)
            || ControlActionPrecedence.isParallelDragOnKnob(gestureRecognizer, of: self, startsOnKnob: bounds.contains) {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
