/// An interruptible animation a gesture can drive (UIKit's `UIViewPropertyAnimator`, iOS 10): start, pause, scrub
/// ``fractionComplete``, reverse, continue with other timing, stop where it is.
///
/// The animations blocks run when the animator first becomes active (``startAnimation()``, ``pauseAnimation()`` or
/// setting ``fractionComplete``): like a block animation, they set the model values at once, and what is shown moves
/// on the clock of the animated views' window. Unlike a block animation, the animated views take touches by default
/// (``isUserInteractionEnabled`` true).
///
/// States as UIKit's (``UIViewAnimatingState``): `inactive` → `active` (running or paused) → back to `inactive` when
/// the animation reaches its end, calling the completions with `.end` (`.start` when reversed: the properties are then
/// set back to their start values); or `stopAnimation(false)` → `stopped` → `finishAnimation(at:)` → `inactive`.
///
/// Decisions where UIKit raises or is silent:
/// - Calls UIKit rejects with an exception (starting a stopped animator, `finishAnimation(at:)` when not stopped,
///   setting ``isInterruptible`` or ``isUserInteractionEnabled`` while active) do nothing.
/// - Setting ``fractionComplete`` while running does nothing (UIKit: only a paused animator scrubs); on an inactive
///   animator it activates it paused first.
/// - `continueAnimation(withTimingParameters:durationFactor:)` with a factor of 0 or less runs the rest in the share
///   of the duration that is left (the common `durationFactor: 0` idiom); otherwise in `factor × duration`.
/// - When none of the animated views is in a window there is no clock: the animator applies the changes and ends at
///   once, calling its completions with `.end` before the call that activated it returns.
/// - A `removeAllAnimations()` on an animated view's layer takes that view out; when none is left the animator ends
///   with `.current`.
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
    /// The duration of the main animations, seconds.
    public let duration: TimeInterval
    /// The delay before the animations started (``startAnimation(afterDelay:)``).
    public private(set) var delay: TimeInterval = 0
    /// The timing the animator was made with.
    public let timingParameters: (any UITimingCurveProvider)?
    /// Where the animator is: inactive, active (running or paused), stopped.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animated views take touches while the animations run. Default true. Only while inactive.
    public var isUserInteractionEnabled = true {
        didSet { if state != .inactive { isUserInteractionEnabled = oldValue } }
    }
    /// Whether the animator can be paused, scrubbed and reversed. Default true. Only while inactive.
    /// - Note: TouchKit's animators can always be interrupted; the flag is kept for code that sets it.
    public var isInterruptible = true {
        didSet { if state != .inactive { isInterruptible = oldValue } }
    }
    /// Whether the app hit-tests the animating views itself. Default false. Accepted, no effect.
    public var isManualHitTestingEnabled = false
    /// Whether scrubbing a paused animator moves what is shown linearly with ``fractionComplete`` (true, the default)
    /// or along the timing curve.
    public var scrubsLinearly = true
    /// Whether reaching the end pauses the animator there (staying active, no completion) instead of ending.
    public var pausesOnCompletion = false {
        didSet { animation?.pausesAtEnd = pausesOnCompletion }
    }

    private let baseTiming: AnimationTiming
    private var pendingAnimations: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var animation: ViewAnimation?
    /// The tracks of a stopped animator, applied by ``finishAnimation(at:)``.
    private var stoppedTracks: [AnimationTrack] = []
    private var reversed = false

    // MARK: Making one

    /// An inactive animator with `duration` seconds and the timing `parameters` give.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        timingParameters = parameters
        baseTiming = AnimationTiming(provider: parameters, duration: self.duration)
    }

    /// An inactive animator with one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a custom cubic curve.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a spring of the damping ratio (1: no oscillation), settling within `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running, with the curve and interaction of `options` (UIKit's replacement for
    /// `animate(withDuration:delay:options:animations:completion:)`).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let curve = UIView.AnimationCurve(options: options)
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// Adds animations. Inactive: they run with the others when the animator starts. Active: they run now, from the
    /// values shown, over the time that is left.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start once `delayFactor` (0...1) of the (remaining) duration has passed.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        switch state {
        case .inactive: pendingAnimations.append((animation, delayFactor))
        case .active:
            guard let running = self.animation else { return }
            let current = min(max(running.currentProgress, 0), 1)
            let factor = min(max(delayFactor.isFinite ? delayFactor : 0, 0), 1)
            let capture = AnimationCapture.capture(duration: duration, timing: baseTiming, animation)
            running.add(capture.tracks(startFraction: current + (1 - current) * factor)
                .filter { $0.view.window?.clock === running.clock })
        case .stopped: break
        }
    }

    /// Adds a completion, called with where the animations ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Whether the animations are moving (active and not paused).
    open var isRunning: Bool { state == .active && (animation?.progress.isRunning ?? false) }

    /// Whether the animations run back toward their start values. Settable at any time: a running animator turns
    /// round from where it is.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            guard let animation else { return }
            let now = animation.clock.now
            let wasRunning = animation.progress.isRunning
            animation.progress.pause(at: now)
            animation.progress.isReversed = newValue
            if wasRunning { animation.progress.run(from: now) }
            animation.scheduleEnd()
        }
    }

    /// The fraction of the duration done (0...1). Settable while paused (scrubbing): what is shown follows. Setting it
    /// on an inactive animator activates it paused.
    open var fractionComplete: CGFloat {
        get {
            guard let animation else { return state == .inactive ? 0 : 1 }
            return animation.progress.fraction(at: animation.clock.now)
        }
        set {
            if state == .inactive { pauseAnimation() }
            guard state == .active, let animation, !animation.progress.isRunning else { return }
            animation.progress.scrub(to: newValue, linearly: scrubsLinearly)
        }
    }

    /// Starts (or resumes) the animations now.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        if state == .inactive {
            self.delay = delay.isFinite ? max(delay, 0) : 0
            guard activate() else { return }
        }
        guard let animation, !animation.progress.isRunning else { return }
        let start = animation.clock.now + (delay.isFinite ? max(delay, 0) : 0)
        animation.progress.run(from: start)
        animation.scheduleEnd()
    }

    /// Pauses the animations where they are (activating an inactive animator, paused at the start).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { guard activate() else { return } }
        guard let animation else { return }
        animation.progress.pause(at: animation.clock.now)
        animation.scheduleEnd()
    }

    /// Resumes a paused animator with new timing (nil: the same) over `durationFactor × duration` seconds (0: the
    /// share of the duration that is left).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, let animation, !animation.progress.isRunning else { return }
        if let parameters { animation.progress.timing = AnimationTiming(provider: parameters, duration: duration) }
        let factor = durationFactor.isFinite ? durationFactor : 0
        animation.progress.run(from: animation.clock.now, over: factor > 0 ? TimeInterval(factor) * duration : nil)
        animation.scheduleEnd()
    }

    /// Stops the animations where they are: the animated properties take the values shown now. Without finishing
    /// (`true`), the animator goes inactive and calls no completion; otherwise it waits, stopped, for
    /// ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if let animation {
            animation.applyCurrentValues()
            stoppedTracks = animation.tracks
            animation.discard()
            self.animation = nil
        }
        if withoutFinishing {
            stoppedTracks = []
            state = .inactive
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: sets the animated properties to their end or start values (or leaves them,
    /// `.current`), goes inactive, and calls the completions with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        for track in stoppedTracks {
            switch finalPosition {
            case .end: AnimationTrack.apply(track.to, to: track.property, of: track.view)
            case .start: AnimationTrack.apply(track.from, to: track.property, of: track.view)
            case .current: break
            }
        }
        stoppedTracks = []
        finish(at: finalPosition)
    }

    // MARK: Internals

    /// Runs the pending animations and puts them on their clock, paused at the start. False when there was nothing
    /// to animate on a clock: the animator then ended at once.
    private func activate() -> Bool {
        let blocks = pendingAnimations
        pendingAnimations = []
        var tracks: [AnimationTrack] = []
        var views: [UIView] = []
        for entry in blocks {
            let capture = AnimationCapture.capture(duration: duration, timing: baseTiming, entry.block)
            tracks += capture.tracks(startFraction: entry.delayFactor)
            views += capture.views
        }
        state = .active
        guard let clock = views.lazy.compactMap({ $0.window?.clock }).first, duration > 0 else {
            finish(at: .end)
            return false
        }
        var progress = AnimationProgress(timing: baseTiming, duration: duration, startTime: clock.now)
        progress.isReversed = reversed
        let animation = ViewAnimation(clock: clock, progress: progress, blocksInteraction: !isUserInteractionEnabled)
        animation.pausesAtEnd = pausesOnCompletion
        animation.onEnd = { [weak self] finished in self?.animationDidEnd(finished: finished) }
        animation.add(tracks.filter { $0.view.window?.clock === clock })
        self.animation = animation
        return true
    }

    private func animationDidEnd(finished: Bool) {
        guard animation != nil else { return }
        animation = nil
        finish(at: finished ? (reversed ? .start : .end) : .current)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        let toCall = completions
        completions = []
        for completion in toCall { completion(position) }
    }
}
