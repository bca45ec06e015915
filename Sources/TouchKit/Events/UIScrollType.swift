/// Where a scroll event came from: UIKit's `UIScrollType`. Raw values are UIKit's.
///
/// See also ``UIScrollTypeMask``, ``UIPanGestureRecognizer/allowedScrollTypesMask``.
public enum UIScrollType: UInt, Sendable {
    /// A device that scrolls in steps: a mouse's scroll wheel.
    case discrete = 0
    /// A device that scrolls smoothly, with phases: two fingers on a trackpad.
    case continuous = 1
}

/// A set of ``UIScrollType``s: UIKit's `UIScrollTypeMask`, each type's bit `1 << type.rawValue`, as in UIKit's header.
///
/// See also ``UIPanGestureRecognizer/allowedScrollTypesMask``.
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public let rawValue: Int

    /// A mask of the given bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The mask holding one type.
    init(_ type: UIScrollType) { rawValue = 1 << Int(type.rawValue) }

    /// A mouse's scroll wheel (``UIScrollType/discrete``).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// A trackpad's two-finger scroll (``UIScrollType/continuous``).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Either type.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
