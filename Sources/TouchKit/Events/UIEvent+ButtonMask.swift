extension UIEvent {
    /// The input device's buttons that are down: UIKit's `UIEvent.ButtonMask` (iOS 13.4), bit 0 the primary button.
    ///
    /// A finger presses no button: its events have an empty mask. A pointer's click is a touch of type
    /// `UITouch.TouchType.indirectPointer` whose event carries the buttons held (docs/UIKitFacts.md, "Pointer and
    /// pencil").
    public struct ButtonMask: OptionSet, Sendable, Hashable {
        /// The mask's bits: bit `n - 1` for button `n`.
        public let rawValue: Int

        /// A mask with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The primary button (a mouse's left button, a trackpad's click).
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary button (a mouse's right button, a two-finger click).
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// Button `buttonNumber`, counted from 1: `button(1)` is ``primary``, `button(2)` ``secondary``. A number
        /// below 1 or above 63 has no bit: the empty mask (UIKit leaves it undefined; TouchKit does not trap).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            guard (1...63).contains(buttonNumber) else { return [] }
            return ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }
}

extension UIGestureRecognizer {
    /// The modifier keys held in the latest event of the recognizer's window (empty without a window, or before any
    /// pointer sample said otherwise): UIKit's `modifierFlags` (iOS 13.4).
    public var modifierFlags: UIKeyModifierFlags { view?.window?.touchEvent.modifierFlags ?? [] }

    /// The buttons of the gesture: those held by the pointer touches the recognizer took in this attempt (empty for
    /// fingers and pencils), UIKit's `buttonMask` (iOS 13.4). A click's buttons stay in it until the recognizer
    /// resets, so a tap's action still reads them after the release.
    public var buttonMask: UIEvent.ButtonMask {
        var mask: UIEvent.ButtonMask = []
        for touch in attemptTouches { mask.formUnion(touch.buttonMask) }
        return mask
    }
}
