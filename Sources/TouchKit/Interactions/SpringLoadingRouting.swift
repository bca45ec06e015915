/// Where one drag is over spring-loaded views: the ``UISpringLoadedInteraction`` it hovers over (up from the view hit
/// under the finger), moved through its states as the drag moves, rests, leaves or ends.
@MainActor
final class SpringLoadingRouting {
    private var interaction: UISpringLoadedInteraction?
    private var context: UISpringLoadedInteractionContext?
    private var settleTimer: MediaTimer?

    /// The drag moved: `hitView` is the view under it (nil: none).
    func update(touch: UITouch, hitView: UIView?) {
        var view = hitView
        var next: UISpringLoadedInteraction?
        while let candidate = view, next == nil {
            for case let spring as UISpringLoadedInteraction in candidate.interactions { next = spring; break }
            view = candidate.superview
        }
        if next !== interaction {
            end()
            guard let next else { return }
            interaction = next
            context = UISpringLoadedInteractionContext(touch: touch, targetView: next.view)
        }
        context?.recordSample()
        evaluate()
    }

    /// Asks the behavior whether the interaction may go on, and moves it on or back.
    private func evaluate() {
        guard let interaction, let context, context.state != .activated else { return }
        let clock = context.touch.window?.clock
        let allowed = interaction.interactionBehavior.shouldAllow(interaction, with: context)
        guard self.context === context else { return }   // the behavior ended the visit (app code)
        if allowed, context.state == .inactive {
            interaction.set(.possible, context, clock: clock)
        } else if !allowed, context.state != .inactive {
            interaction.set(.inactive, context, clock: clock)
        }
        // Refused while moving: look again once the drag may have settled.
        guard self.context === context, context.state == .inactive, settleTimer == nil,
              let clock, !context.hasSettled(at: clock.now)
        else { return }
        let settlesIn = context.lastSampleTime + UISpringLoadedInteraction.settleInterval - clock.now
        settleTimer = clock.scheduledTimer(withTimeInterval: settlesIn) { [weak self] _ in
            self?.settleTimer = nil
            self?.evaluate()
        }
    }

    /// The drag left the interaction's view or ended: back to inactive.
    func end() {
        settleTimer?.invalidate()
        settleTimer = nil
        guard let interaction, let context else { return }
        self.interaction = nil
        self.context = nil
        interaction.set(.inactive, context, clock: context.touch.window?.clock)
    }
}
