import TouchKit

/// One animation a ``TouchScenario``'s app code starts, changes or removes mid-gesture (from an action, a view's
/// touches, a delegate): block and spring animations of a view's center, frame, transform or alpha, property
/// animators driven through their states, `layer.removeAllAnimations()`, and an animation on a view that then leaves
/// the window.
///
/// Decoded from the scenario's animation input (a side input), never from its main input: inputs kept from before
/// animations were in the scenes still decode to the same scene and stream. Views and animators are named by index,
/// resolved when the step runs, as in ``ScenarioMutation``.
///
/// Decision: `.repeat` animations are generated; the scenario removes them (`layer.removeAllAnimations()`) before its
/// at-rest checks, as an app stops its repeating animations when its screen goes away. Everything else ends on its
/// own within a few seconds, so the at-rest check ("no timer or display link after a minute") stays meaningful.
indirect enum ScenarioAnimation {
    /// A change of one view's animatable property, set inside an animations block.
    enum Change {
        case center(CGPoint)
        case frame(CGRect)
        case transform(CGAffineTransform)
        case alpha(CGFloat)
    }

    /// What an animation's completion does to the scene.
    enum Completion {
        case nothing
        case removeView(Int)
        case then(ScenarioAnimation)
    }

    /// What is done to a property animator (made on demand: ``start`` with none yet makes one).
    enum AnimatorAction {
        case make(view: Int, Change, duration: Double, allowsInteraction: Bool, Completion)
        case start(delay: Double)
        case pause
        case scrub(CGFloat)
        case reverse
        case continueAnimation(durationFactor: CGFloat)
        case stop(withoutFinishing: Bool)
        case finish(UIViewAnimatingPosition)
    }

    case animate(view: Int, Change, duration: Double, delay: Double, options: UIView.AnimationOptions, Completion)
    case spring(view: Int, Change, duration: Double, damping: CGFloat, velocity: CGFloat, Completion)
    case withoutAnimation(view: Int, Change)
    case animator(Int, AnimatorAction)
    case removeAllAnimations(view: Int)
    /// Animates a view, then takes it out of the window while the animation runs.
    case animateThenRemove(view: Int, Change, duration: Double)

    /// The most property animators a scenario keeps.
    static let maximumAnimators = 3

    /// Decodes one step; `depth` bounds completions that start further animations.
    static func decode(from input: inout FuzzInput, depth: Int = 0) -> ScenarioAnimation {
        let view = input.int(in: 0...255)
        switch input.int(in: 0...15) {
        case 0...4:
            var options: UIView.AnimationOptions = input.bool() ? [.allowUserInteraction] : []
            options.insert(UIView.AnimationOptions(rawValue: UInt(input.int(in: 0...3)) << 16))
            if input.chance(1, in: 6) { options.insert(.autoreverse) }
            // Repeating ones only at the top: a completion never starts one (the at-rest step removes them by view).
            if depth == 0 && input.chance(1, in: 8) { options.insert(.repeat) }
            if input.chance(1, in: 8) { options.insert(.beginFromCurrentState) }
            let delay = input.chance(1, in: 3) ? input.double(in: 0...1) : 0
            return .animate(view: view, decodeChange(from: &input), duration: decodeDuration(from: &input),
                            delay: delay, options: options, decodeCompletion(from: &input, depth: depth))
        case 5, 6:
            return .spring(view: view, decodeChange(from: &input), duration: decodeDuration(from: &input),
                           damping: input.cgFloat(in: 0.1...1.2), velocity: input.cgFloat(in: -5...5),
                           decodeCompletion(from: &input, depth: depth))
        case 7: return .withoutAnimation(view: view, decodeChange(from: &input))
        case 8...11:
            let index = input.int(in: 0...(maximumAnimators - 1))
            let action: AnimatorAction
            switch input.int(in: 0...8) {
            case 0, 1:
                action = .make(view: view, decodeChange(from: &input), duration: decodeDuration(from: &input),
                               allowsInteraction: !input.chance(1, in: 3), decodeCompletion(from: &input, depth: depth))
            case 2: action = .start(delay: input.chance(1, in: 3) ? input.double(in: 0...0.5) : 0)
            case 3: action = .pause
            case 4: action = .scrub(input.cgFloat(in: -0.1...1.1))
            case 5: action = .reverse
            case 6: action = .continueAnimation(durationFactor: input.bool() ? 0 : input.cgFloat(in: 0...2))
            case 7: action = .stop(withoutFinishing: input.bool())
            default: action = .finish(UIViewAnimatingPosition(rawValue: input.int(in: 0...2)) ?? .end)
            }
            return .animator(index, action)
        case 12, 13: return .removeAllAnimations(view: view)
        default: return .animateThenRemove(view: view, decodeChange(from: &input), duration: decodeDuration(from: &input))
        }
    }

    private static func decodeDuration(from input: inout FuzzInput) -> Double {
        input.chance(1, in: 16) ? 0 : input.double(in: 0.05...2)
    }

    private static func decodeChange(from input: inout FuzzInput) -> Change {
        switch input.int(in: 0...3) {
        case 0: return .center(CGPoint(x: input.cgFloat(in: -50...450), y: input.cgFloat(in: -50...850)))
        case 1:
            return .frame(CGRect(x: input.cgFloat(in: -20...300), y: input.cgFloat(in: -20...600),
                                 width: input.cgFloat(in: 0...400), height: input.cgFloat(in: 0...800)))
        case 2: return .transform(TouchScenario.decodeTransform(from: &input))
        default: return .alpha(input.chance(1, in: 4) ? 0 : input.cgFloat(in: 0...1))
        }
    }

    private static func decodeCompletion(from input: inout FuzzInput, depth: Int) -> Completion {
        switch input.int(in: 0...7) {
        case 0: return .removeView(input.int(in: 0...255))
        case 1 where depth < 2: return .then(decode(from: &input, depth: depth + 1))
        default: return .nothing
        }
    }

    // MARK: Playing

    @MainActor
    func apply(to scenario: TouchScenario) {
        scenario.animationStepsRun += 1
        switch self {
        case .animate(let index, let change, let duration, let delay, let options, let completion):
            guard let view = scenario.subview(index) else { return }
            if options.contains(.repeat) { scenario.noteRepeatingAnimation(on: view) }
            UIView.animate(withDuration: duration, delay: delay, options: options,
                           animations: { change.apply(to: view) },
                           completion: Self.completionHandler(completion, scenario: scenario))
        case .spring(let index, let change, let duration, let damping, let velocity, let completion):
            guard let view = scenario.subview(index) else { return }
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping,
                           initialSpringVelocity: velocity, animations: { change.apply(to: view) },
                           completion: Self.completionHandler(completion, scenario: scenario))
        case .withoutAnimation(let index, let change):
            guard let view = scenario.subview(index) else { return }
            UIView.performWithoutAnimation { change.apply(to: view) }
        case .animator(let slot, let action):
            apply(action, slot: slot, to: scenario)
        case .removeAllAnimations(let index):
            scenario.subview(index)?.layer.removeAllAnimations()
        case .animateThenRemove(let index, let change, let duration):
            guard let view = scenario.subview(index) else { return }
            UIView.animate(withDuration: duration, animations: { change.apply(to: view) })
            view.removeFromSuperview()
        }
    }

    @MainActor
    private func apply(_ action: AnimatorAction, slot: Int, to scenario: TouchScenario) {
        if case .make(let index, let change, let duration, let allowsInteraction, let completion) = action {
            guard let view = scenario.subview(index) else { return }
            let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) { change.apply(to: view) }
            animator.isUserInteractionEnabled = allowsInteraction
            let handler = Self.completionHandler(completion, scenario: scenario)
            animator.addCompletion { _ in handler(true) }
            scenario.setAnimator(animator, at: slot)
            return
        }
        guard let animator = scenario.animator(at: slot) else { return }
        switch action {
        case .make: break
        case .start(let delay): animator.startAnimation(afterDelay: delay)
        case .pause: animator.pauseAnimation()
        case .scrub(let fraction): animator.fractionComplete = fraction
        case .reverse: animator.isReversed.toggle()
        case .continueAnimation(let factor):
            animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
        case .stop(let withoutFinishing): animator.stopAnimation(withoutFinishing)
        case .finish(let position): animator.finishAnimation(at: position)
        }
    }

    /// A completion that runs `completion` on the scenario, held weakly: an animation must not keep its scene alive.
    @MainActor
    private static func completionHandler(
        _ completion: Completion, scenario: TouchScenario
    ) -> (Bool) -> Void {
        { [weak scenario] _ in
            guard let scenario else { return }
            switch completion {
            case .nothing: break
            case .removeView(let index): scenario.subview(index)?.removeFromSuperview()
            case .then(let next): next.apply(to: scenario)
            }
        }
    }
}

extension ScenarioAnimation.Change {
    /// Sets the value. A scroll view's frame only moves (its center; its bounds stay): its size sets its range and pages, and
    /// UIKit leaves the offset alone when it changes, so a resize would leave the offset outside the range or off a
    /// page by the app's doing, not the engine's (``ScenarioMutation/resizeContent(_:by:)`` is where the app resizes
    /// and puts the offset back). An animator reversed or finished at its start would undo a resize behind the app's
    /// back, so the app could not put it back either.
    @MainActor
    func apply(to view: UIView) {
        switch self {
        case .center(let center): view.center = center
        case .frame(let frame) where view is UIScrollView: view.center = CGPoint(x: frame.midX, y: frame.midY)
        case .frame(let frame): view.frame = frame
        case .transform(let transform): view.transform = transform
        case .alpha(let alpha): view.alpha = alpha
        }
    }
}
