/// How an animation spends its duration: a cubic curve or a spring. Maps the fraction of the duration elapsed to the
/// fraction of the change applied.
enum AnimationTiming: Sendable, Equatable {
    case cubic(CubicTimingCurve)
    case spring(SpringTimingCurve)

    /// The fraction of the change applied when `x` of the duration has elapsed.
    func progress(at x: CGFloat) -> CGFloat {
        switch self {
        case .cubic(let curve): curve.progress(atFraction: x)
        case .spring(let spring): spring.progress(at: x)
        }
    }

    /// The curve an option set names (`curveEaseInOut` when none).
    init(options: UIView.AnimationOptions) {
        self = .cubic(UIView.AnimationCurve(options: options).timingCurve)
    }
}
