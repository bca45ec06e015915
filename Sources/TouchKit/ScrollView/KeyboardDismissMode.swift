extension UIScrollView {
    /// How dragging the content dismisses the keyboard: UIKit's `UIScrollView.KeyboardDismissMode`, with its raw
    /// values.
    ///
    /// - Note: TouchKit has no keyboard. A drag that begins with ``onDrag`` or ``onDragWithAccessory`` calls the
    ///   window's ``UIWindow/keyboardDismissHandler`` (the host hides its keyboard); the interactive modes, which in
    ///   UIKit let the finger pull the keyboard down, do nothing more.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard alone.
        case none = 0
        /// The keyboard goes when a drag begins.
        case onDrag = 1
        /// The keyboard follows the finger and can be pulled down (UIKit).
        case interactive = 2
        /// As ``onDrag``, the input accessory view going too (iOS 16).
        case onDragWithAccessory = 3
        /// As ``interactive``, the input accessory view going too (iOS 16).
        case interactiveWithAccessory = 4
    }
}
