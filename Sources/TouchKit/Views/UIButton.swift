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
/// - Note: TouchKit's button has no images, configurations or drawing: its ``buttonType`` is kept, the title per
///   state for demos and pictures. Tapping it inside a view with a single-tap recognizer does not yet give the button priority
///   as UIKit does (see ``UIControl``).
///
/// See also ``UIControl``, ``UIAction``.
@MainActor
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

    /// The button's type, fixed when it is made: ``ButtonType/custom`` for `UIButton(frame:)`.
    public private(set) var buttonType: ButtonType = .custom

    /// A button with the given frame, of type ``ButtonType/custom``.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

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
}
