/// A control that runs an action when tapped: UIKit's `UIButton`, reduced to what touch handling needs.
///
/// It tracks touches as every ``UIControl`` does and, on a lift inside, sends `.primaryActionTriggered` along with
/// `.touchUpInside` (in one ``UIControl/sendActions(for:)`` call, so an action registered for both runs once).
///
/// ```swift
/// let button = UIButton(primaryAction: UIAction(title: "Save") { _ in save() })
/// button.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
/// button.setTitle("Save", for: .normal)
/// ```
///
/// A single-finger single-tap recognizer on a superview does not take the button's tap
/// (``gestureRecognizerShouldBegin(_:)``), as in UIKit.
///
/// - Note: TouchKit's button has no configurations or drawing: its ``buttonType`` is kept, and the title and image
///   per state, for demos and pictures.
///
/// See also ``UIControl``, ``UIAction``.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of system button: UIKit's `UIButton.ButtonType`, with its raw values.
    public enum ButtonType: Int, Sendable {
        /// No system look: what `UIButton(frame:)` makes.
        case custom = 0
        /// The standard system button (iOS 7's borderless, tinted title).
        case system = 1
        /// The (i) detail disclosure button.
        case detailDisclosure = 2
        /// The (i) information button on a dark background.
        case infoLight = 3
        /// The (i) information button on a light background.
        case infoDark = 4
        /// The (+) add-contact button.
        case contactAdd = 5
        /// A system button without a background (iOS 15).
        case plain = 6
        /// The (×) close button (iOS 13).
        case close = 7
        /// iOS 7 made the rounded rectangle button the system button.
        public static let roundedRect = ButtonType.system
    }

    private var titles: [UIControl.State: String] = [:]
    private var images: [UIControl.State: UIImage] = [:]

    /// The button's type, fixed when it is made: ``ButtonType/custom`` for `UIButton(frame:)`.
    public private(set) var buttonType: ButtonType = .custom

    /// A button of the given type with a zero frame, as UIKit's `UIButton(type:)`.
    ///
    /// - Note: UIKit gives the icon types (detail disclosure, info, contact add, close) their standard size; TouchKit
    ///   draws nothing and leaves the frame zero.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button with a zero frame that runs `primaryAction` when tapped (UIKit, iOS 14), titled with the action's
    /// title when it has one.
    public convenience init(primaryAction: UIAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        if let title = primaryAction?.title, !title.isEmpty { setTitle(title, for: .normal) }
    }

    /// A button of the given type with a zero frame that runs `primaryAction` when tapped (UIKit, iOS 14), titled
    /// with the action's title when it has one: `UIButton(type: .system, primaryAction: action)`.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(primaryAction: primaryAction)
        self.buttonType = buttonType
    }

    /// A tap also triggers the primary action.
    override var touchUpInsideEvents: UIControl.Event { [.touchUpInside, .primaryActionTriggered] }

    /// Sets the title shown in `state` (nil removes it, falling back to the normal title).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
    }

    /// The title for `state`: the one set for it, else the one for `.normal`, as in UIKit.
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title for the current ``UIControl/state``.
    open var currentTitle: String? { title(for: state) }

    /// Sets the image shown in `state` (nil removes it, falling back to the normal image).
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
    }

    /// The image for `state`: the one set for it, else the one for `.normal`, as in UIKit.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    /// The image for the current ``UIControl/state``.
    open var currentImage: UIImage? { image(for: state) }

    /// False for a single-finger, single-tap ``UITapGestureRecognizer`` attached to one of the button's ancestors,
    /// so tapping the button runs its action instead of that recognizer (true for any other recognizer, and for one
    /// on the button itself, which comes first).
    ///
    /// UIKit's rule since iOS 6 (Apple, "Attaching gesture recognizers to UIKit controls"): a control's default
    /// action wins over a recognizer on a superview that would recognize the same gesture — a single-finger single
    /// tap on `UIButton`, `UISwitch`, `UIStepper`, `UISegmentedControl` and `UIPageControl`; a single-finger swipe
    /// or pan on a `UISlider`'s or `UISwitch`'s knob, parallel to it. A plain `UIControl` subclass does not get it.
    /// UIKit implements it in `UIButton.gestureRecognizerShouldBegin(_:)`; the exact test on the recognizer is
    /// TouchKit's reading of the documentation [doc]. TouchKit has buttons only among those controls.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
