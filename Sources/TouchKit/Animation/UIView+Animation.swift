/// UIKit's block animations, on the window's clock.
///
/// Inside the animations block, setting ``UIView/center``, ``UIView/frame``, ``UIView/bounds``,
/// ``UIView/transform``, ``UIView/alpha`` or ``UIView/backgroundColor`` changes the model value at once: the property
/// returns the new value and hit testing sees the final frame, as in UIKit. What is shown (pictures, filmstrips,
/// `layer.presentation()`) moves from the old value to the new one along the curve, computed from the window's
/// ``MediaClock`` (``UIWindow/clock``): a test advances the clock (`TouchSimulator.advance(by:)`) to move the
/// animation; nothing reads the wall clock, and Foundation's `Timer` and `DispatchQueue` are never used.
///
/// Decisions, with UIKit's documentation where it has one:
/// - **Touches.** Views whose properties the block animates take no touches until the animation ends, unless the
///   options hold ``UIView/AnimationOptions/allowUserInteraction`` ("During an animation, user interactions are
///   temporarily disabled for the views being animated. (Prior to iOS 5, user interactions are disabled for the
///   entire application.)", `animate(withDuration:delay:options:animations:completion:)`). Only those views: hit
///   testing skips them (and so their subviews), as if `isUserInteractionEnabled` were false, and a touch there goes
///   to the view behind. This includes the delay. Touches that began before the animation carry on.
/// - **Completion.** Runs once, on the clock, after delay + duration with `finished` true; with `false` when the
///   animation was removed first (`layer.removeAllAnimations()` on an animated view, or the view leaving its window).
///   A later animation of the same property does not remove an earlier one: since iOS 8 UIKit's animations add up
///   (``AnimationTrack``), both run to their end and both finish with true, with or without
///   ``UIView/AnimationOptions/beginFromCurrentState``.
/// - **No animation.** A duration of 0 or less (or not finite), a block that changes nothing, and
///   ``performWithoutAnimation(_:)`` apply the changes at once; the completion then runs "at the beginning of the
///   next run loop cycle" (UIKit's documentation), which for TouchKit is the clock's next turn: the next
///   `advance(by:)`, `settle()` or `runDueCallbacks()`.
/// - **No clock.** A view in no window has no clock: its changes apply at once, unanimated. When no view the block
///   changed is in a window, the completion runs at once, before `animate` returns, with `finished` true (UIKit
///   would wait for the run loop, which TouchKit does not have outside a window's clock). The animation runs on
///   the clock of the first window among the changed views; views of other windows change unanimated.
/// - **Leaving the window** removes a view's animations (completion `false`): without a window it has no clock.
/// - **Transactions.** Inside a ``CATransaction`` group with ``CATransaction/setDisableActions(_:)`` true, changes
///   apply at once, as with no duration; an animation started in a group holds back the group's completion block.
extension UIView {
    /// Animates the changes `animations` makes over `duration` seconds, ease-in-out, with no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes over `duration` seconds, ease-in-out; then `completion(finished)`.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds after `delay` seconds, with the curve and
    /// behaviour `options` name; then `completion(finished)`. See the extension's notes for touches and completion.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let inherited = AnimationCapture.current
        let ownDuration = inherited.map { options.contains(.overrideInheritedDuration) ? duration : $0.duration }
        let timing = inherited.map {
            options.contains(.overrideInheritedCurve) ? AnimationTiming(options: options) : $0.timing
        }
        runAnimation(
            duration: ownDuration ?? duration, delay: delay, options: options,
            timing: timing ?? AnimationTiming(options: options), animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes with a spring: `dampingRatio` (1 settles without oscillating, closer
    /// to 0 oscillates more) and `velocity` (the initial speed in whole changes per second: 1 covers the full change
    /// in one second), settling within `duration` seconds after `delay`. See `SpringTimingCurve` for the model.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringTimingCurve(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration)
        runAnimation(
            duration: duration, delay: delay, options: options, timing: .spring(spring), animations: animations,
            completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes apply at once, even inside an animations
    /// block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationCapture.withoutCapture(actionsWithoutAnimation)
    }

    /// Whether animations are on: false inside ``performWithoutAnimation(_:)``. TouchKit cannot turn them off
    /// globally (`setAnimationsEnabled(_:)` is not there).
    public class var areAnimationsEnabled: Bool { !AnimationCapture.isSuppressed }

    /// The shared path of the block animations.
    private static func runAnimation(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: AnimationTiming,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let duration = duration.isFinite ? duration : 0
        let delay = delay.isFinite ? max(delay, 0) : 0
        let capture = AnimationCapture.capture(duration: duration, timing: timing, animations)
        let clock = capture.views.lazy.compactMap { $0.window?.clock }.first
        let animates = duration > 0 && !CATransaction.actionsAreDisabled
        let tracks = animates ? capture.tracks().filter { $0.view.window?.clock === clock } : []
        guard let clock, !tracks.isEmpty else {
            guard let completion else { return }
            if let clock {
                clock.scheduledTimer(withTimeInterval: 0) { _ in completion(true) }
            } else {
                completion(true)
            }
            return
        }
        var progress = AnimationProgress(timing: timing, duration: duration, startTime: clock.now + delay)
        progress.isRunning = true
        progress.repeats = options.contains(.repeat)
        progress.autoreverses = options.contains(.autoreverse)
        let animation = ViewAnimation(
            clock: clock, progress: progress, blocksInteraction: !options.contains(.allowUserInteraction))
        if let completion { animation.onEnd = { finished in completion(finished) } }
        animation.add(tracks)
        CATransaction.animationStarted(animation)
        animation.scheduleEnd()
    }
}
