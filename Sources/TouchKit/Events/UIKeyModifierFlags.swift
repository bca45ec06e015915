/// The modifier keys held down during an event: UIKit's `UIKeyModifierFlags`, with UIKit's raw values (the
/// `NSEvent` device-independent bits, 1 << 16 to 1 << 21).
///
/// TouchKit learns them from the host's pointer samples (`PointerSample.modifierFlags`); ``UIEvent/modifierFlags``
/// and ``UIGestureRecognizer/modifierFlags`` report the latest.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    /// The flags' bits.
    public let rawValue: Int

    /// Flags with these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// A Shift key is down.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// A Control key is down.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// An Option (Alt) key is down.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// A Command key is down.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key pressed is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
