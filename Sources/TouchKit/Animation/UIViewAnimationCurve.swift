extension UIView {
    /// The named timing curves of UIKit's animations (`UIView.AnimationCurve`, raw values as UIKit's).
    ///
    /// See also ``UIView/AnimationOptions``, ``UIViewPropertyAnimator``.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end: UIKit's default.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even speed.
        case linear = 3

        /// The curve the options' curve bits name (UIKit: bits 16–19 of `UIView.AnimationOptions`).
        init(options: AnimationOptions) {
            self = AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// Core Animation's timing function for the curve.
        var timingCurve: CubicTimingCurve {
            switch self {
            case .easeInOut: .easeInEaseOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}
