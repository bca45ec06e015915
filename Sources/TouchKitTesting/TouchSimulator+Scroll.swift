import TouchKit

/// Scripted wheel and trackpad input on the virtual clock, through the host's `TouchHost.send(_:)`
/// and `TouchHost.send(_:)`: mouse wheel steps, trackpad scrolls (with the lift that starts a
/// scroll view's coasting, and the touch that stops it), trackpad pinches and rotations. They mix with finger
/// scripts freely: all go through one host on one clock.
///
/// ```swift
/// simulator.wheel(at: CGPoint(x: 100, y: 300), lines: CGPoint(x: 0, y: -3))   // three notches down
/// simulator.trackpadScroll(at: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: -400), duration: 0.2)
/// simulator.trackpadTouch(at: CGPoint(x: 100, y: 300))                          // stops the coasting
/// simulator.trackpadLift(at: CGPoint(x: 100, y: 300))
/// ```
extension TouchSimulator {
    /// Turns the wheel: `steps` samples of `lines` each (positive y moves the content down, toward its top),
    /// `interval` apart, the first now, with `modifierFlags` held. Time advances by `interval` between steps, not
    /// after the last.
    public func wheel(
        at point: CGPoint, lines: CGPoint, steps: Int = 1, interval: TimeInterval = 0.02, modifierFlags: UIKeyModifierFlags = []
    ) {
        let interval = checkedDuration(interval)
        for step in 0..<max(steps, 1) {
            if step > 0 { advance(by: interval) }
            host.send(ScrollSample.wheel(lines: lines, at: point, timestamp: now, modifierFlags: modifierFlags))
        }
    }

    /// Fingers touch the trackpad without moving (a scroll's `mayBegin`): a coasting scroll view stops.
    public func trackpadTouch(at point: CGPoint) {
        host.send(ScrollSample.trackpad(.mayBegin, at: point, timestamp: now))
    }

    /// The fingers lift off the trackpad (the scroll's `ended`), now.
    public func trackpadLift(at point: CGPoint) {
        host.send(ScrollSample.trackpad(.ended, at: point, timestamp: now))
    }

    /// Two fingers scroll the content by `translation` (as a finger's drag would move it) over `duration`, one
    /// sample per display frame after a `began`; then lift (unless `lift` is false), and a scroll view coasts at the
    /// speed they moved. `modifierFlags` are held throughout.
    public func trackpadScroll(
        at point: CGPoint, by translation: CGPoint, duration: TimeInterval = 0.3, lift: Bool = true,
        modifierFlags: UIKeyModifierFlags = []
    ) {
        let duration = checkedDuration(duration)
        host.send(ScrollSample.trackpad(.began, at: point, timestamp: now, modifierFlags: modifierFlags))
        let steps = stepCount(over: duration)
        let step = CGPoint(x: translation.x / CGFloat(steps), y: translation.y / CGFloat(steps))
        for _ in 0..<steps {
            advance(by: duration / Double(steps))
            host.send(ScrollSample.trackpad(.changed, delta: step, at: point, timestamp: now, modifierFlags: modifierFlags))
        }
        if lift { host.send(ScrollSample.trackpad(.ended, at: point, timestamp: now, modifierFlags: modifierFlags)) }
    }

    /// A trackpad pinch to `scale` (2: twice as large) over `duration`, one sample per frame, at the pointer's
    /// location; then the fingers lift, unless `lift` is false.
    public func trackpadPinch(at point: CGPoint, scale: CGFloat, duration: TimeInterval = 0.3, lift: Bool = true) {
        trackpadTransform(at: point, scale: scale, rotation: 0, duration: duration, lift: lift)
    }

    /// A trackpad rotation by `angle` radians (clockwise positive) over `duration`, one sample per frame; then the
    /// fingers lift, unless `lift` is false.
    public func trackpadRotate(at point: CGPoint, by angle: CGFloat, duration: TimeInterval = 0.3, lift: Bool = true) {
        trackpadTransform(at: point, scale: 1, rotation: angle, duration: duration, lift: lift)
    }

    private func trackpadTransform(at point: CGPoint, scale: CGFloat, rotation: CGFloat, duration: TimeInterval, lift: Bool) {
        let duration = checkedDuration(duration)
        host.send(TransformSample(.began, at: point, timestamp: now))
        let steps = stepCount(over: duration)
        // Each step multiplies the scale by the same factor, so the product over the steps is `scale`.
        let factor = scale > 0 && scale.isFinite ? CGFloat(pow(Double(scale), 1 / Double(steps))) : scale
        for _ in 0..<steps {
            advance(by: duration / Double(steps))
            host.send(TransformSample(.changed, scale: factor, rotation: rotation / CGFloat(steps), at: point, timestamp: now))
        }
        if lift { host.send(TransformSample(.ended, at: point, timestamp: now)) }
    }
}
