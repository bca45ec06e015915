extension TouchHost {
    /// The pencil was double-tapped: every enabled ``UIPencilInteraction`` of the window is told, with the pencil's
    /// hover pose if it hovers in range. A timestamp going back is clamped, with a diagnostic.
    public func sendPencilTap(timestamp: TimeInterval) {
        guard acceptsSamples else { return }
        let time = checkedTimestamp(timestamp, finger: Self.pencilFingerID)
        if time > window.clock.now { window.clock.advance(to: time) }
        for interaction in pencilInteractions() {
            let tap = UIPencilInteraction.Tap(timestamp: time, hoverPose: hoverPose(for: interaction))
            interaction.delegate?.pencilInteraction(interaction, didReceiveTap: tap)
            interaction.delegate?.pencilInteractionDidTap(interaction)
        }
    }

    /// The pencil is being squeezed: every enabled ``UIPencilInteraction`` of the window is told.
    ///
    /// Bad input, each with a diagnostic (`invalidArgument`): a change or an end with no squeeze under way is
    /// dropped; a began while one is under way first cancels that one, so every squeeze that began ends once.
    public func sendPencilSqueeze(_ phase: UIPencilInteraction.Phase, timestamp: TimeInterval) {
        guard acceptsSamples else { return }
        let pencil = self.pencil ?? PencilTracker()
        self.pencil = pencil
        let time = checkedTimestamp(timestamp, finger: Self.pencilFingerID)
        if time > window.clock.now { window.clock.advance(to: time) }
        switch phase {
        case .began:
            if pencil.isSqueezing {
                diagnose(.invalidArgument, "pencil: a squeeze began during another: that one is cancelled first", finger: Self.pencilFingerID)
                tellSqueeze(.cancelled, time)
            }
            pencil.isSqueezing = true
        case .changed, .ended, .cancelled:
            guard pencil.isSqueezing else {
                return diagnose(.invalidArgument, "pencil: squeeze \(phase) with no squeeze under way: dropped", finger: Self.pencilFingerID)
            }
            if phase != .changed { pencil.isSqueezing = false }
        }
        tellSqueeze(phase, time)
    }

    private func tellSqueeze(_ phase: UIPencilInteraction.Phase, _ time: TimeInterval) {
        for interaction in pencilInteractions() {
            let squeeze = UIPencilInteraction.Squeeze(phase: phase, timestamp: time, hoverPose: hoverPose(for: interaction))
            interaction.delegate?.pencilInteraction(interaction, didReceiveSqueeze: squeeze)
        }
    }

    /// The pencil's hover pose in `interaction`'s view, if it hovers.
    private func hoverPose(for interaction: UIPencilInteraction) -> UIPencilHoverPose? {
        guard let pose = pencil?.hover.pose else { return nil }
        return UIPencilHoverPose(pose, in: interaction.view)
    }

    /// The window's enabled pencil interactions, in the order of the view tree (a view before its subviews).
    private func pencilInteractions() -> [UIPencilInteraction] {
        var found: [UIPencilInteraction] = []
        func visit(_ view: UIView) {
            for case let interaction as UIPencilInteraction in view.storedInteractions where interaction.isEnabled {
                found.append(interaction)
            }
            for subview in view.storedSubviews { visit(subview) }
        }
        visit(window)
        return found
    }
}
