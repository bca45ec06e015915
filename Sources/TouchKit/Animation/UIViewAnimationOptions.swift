extension UIView {
    /// Options for UIKit's block animations, with UIKit's raw values (`UIViewAnimationOptions` in UIView.h).
    ///
    /// TouchKit acts on ``allowUserInteraction``, ``repeat``, ``autoreverse``, ``overrideInheritedDuration``,
    /// ``overrideInheritedCurve`` and the curves. ``beginFromCurrentState`` changes nothing: since iOS 8 UIKit's
    /// animations of the same property add up instead of replacing each other, so every animation already starts
    /// from what is on screen (see ``UIView/animate(withDuration:delay:options:animations:completion:)``).
    ///
    /// - Note: The layout, content, transition and frame-rate options are accepted and ignored: TouchKit draws no
    ///   pixels and has no view transitions.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time, so they animate with their parent. Accepted, ignored.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the animated views take touches while they animate (otherwise hit testing skips them).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the on-screen values of animations in flight. Since iOS 8 that is what every animation does.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever; the completion runs only when the animation is removed (`finished` false).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run forwards, then backwards (each for the duration); with ``repeat``, back and forth forever.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this animation's duration even when nested in another animations block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this animation's curve even when nested in another animations block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw the content while animating. Accepted, ignored.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views in transitions instead of removing them. Accepted, ignored.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Do not inherit options from an enclosing animations block.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end (the default: raw value 0).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (raw value 0). Transitions are accepted and ignored.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip from the left. Accepted, ignored.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip from the right. Accepted, ignored.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl up. Accepted, ignored.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl down. Accepted, ignored.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross-dissolve. Accepted, ignored.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip from the top. Accepted, ignored.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip from the bottom. Accepted, ignored.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's default frame rate (raw value 0). Accepted, ignored.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second. Accepted, ignored.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second. Accepted, ignored.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }
}
