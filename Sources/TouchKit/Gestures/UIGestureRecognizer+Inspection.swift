/// What the testing library's lint and explorer read of a recognizer and of the built-in recognizers' numbers, without
/// making the engine's bookkeeping public: `package` access, for TouchKitTesting only.
extension UIGestureRecognizer {
    /// The recognizers ``require(toFail:)`` made this one wait for, still alive, in the order they were added.
    package var listedFailureRequirements: [UIGestureRecognizer] {
        failureRequirements.compactMap(\.recognizer)
    }

    /// Whether the recognizer is in an attempt (it took a touch and has not been reset since): at rest, with every
    /// finger up and the timers run out, one still in `.possible` here never decided.
    package var isInUndecidedAttempt: Bool { isInAttempt && storedState == .possible }

    /// Whether it recognized and holds its action until a recognizer it requires fails.
    package var isWaitingOnFailureRequirement: Bool { isWaitingForFailureRequirement }
}

extension UITapGestureRecognizer {
    /// The longest pause between taps (``maximumIntervalBetweenTaps``): what a tap waiting for a multi-tap costs.
    package static var tapInterval: TimeInterval { maximumIntervalBetweenTaps }
    /// How far a tap's finger may stray (``allowableMovement``).
    package static var tapMovement: CGFloat { allowableMovement }
    /// How long one tap may last (``maximumTapDuration``).
    package static var tapDuration: TimeInterval { maximumTapDuration }
}

extension UIPanGestureRecognizer {
    /// How far the centroid moves along an axis before a pan begins (``hysteresis``).
    package static var panHysteresis: CGFloat { hysteresis }
}

extension UIPinchGestureRecognizer {
    /// How much the fingers' distance changes before a pinch begins (``hysteresis``).
    package static var pinchHysteresis: CGFloat { hysteresis }
}
