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
/// - Note: TouchKit's button has no button types, images, configurations or drawing; the title is kept per state for
///   demos and pictures. Tapping it inside a view with a single-tap recognizer does not yet give the button priority
///   as UIKit does (see ``UIControl``).
///
/// See also ``UIControl``, ``UIAction``.
@preconcurrency @MainActor
open class UIButton: UIControl {
    private var titles: [UIControl.State: String] = [:]

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
