import TouchKit

/// The pointer: hover, clicks with any buttons and modifier keys, drags, leaving the window, on the virtual clock,
/// through `TouchHost.send(_:)` with `PointerSample`s. Mix them freely with fingers and the pencil: every kind goes
/// through the same host and clock, in the order the script calls them.
extension TouchSimulator {
    /// Moves the pointer to a window point in one sample, now: a hover with no button held, a drag with some.
    public func movePointer(to point: CGPoint, modifierFlags: UIKeyModifierFlags = []) {
        host.send(PointerSample(.move, location: point, timestamp: now, modifierFlags: modifierFlags))
    }

    /// Moves the pointer in a straight line to `point` over `duration`, one sample per display frame (time
    /// advances), from where it is (or, before its first sample, straight to `point`).
    public func movePointer(to point: CGPoint, duration: TimeInterval, modifierFlags: UIKeyModifierFlags = []) {
        guard let start = host.pointerLocation else { return movePointer(to: point, modifierFlags: modifierFlags) }
        let duration = checkedDuration(duration)
        let steps = stepCount(over: duration)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let progress = CGFloat(step) / CGFloat(steps)
            let location = CGPoint(x: start.x + (point.x - start.x) * progress, y: start.y + (point.y - start.y) * progress)
            movePointer(to: location, modifierFlags: modifierFlags)
        }
    }

    /// Presses pointer buttons (the primary by default) where the pointer is, or at `point`, now.
    public func pressPointer(_ buttons: UIEvent.ButtonMask = .primary, at point: CGPoint? = nil, modifierFlags: UIKeyModifierFlags = []) {
        let location = point ?? host.pointerLocation ?? .zero
        host.send(PointerSample(.press(buttons), location: location, timestamp: now, modifierFlags: modifierFlags))
    }

    /// Releases pointer buttons (the primary by default) where the pointer is, now.
    public func releasePointer(_ buttons: UIEvent.ButtonMask = .primary, modifierFlags: UIKeyModifierFlags = []) {
        let location = host.pointerLocation ?? .zero
        host.send(PointerSample(.release(buttons), location: location, timestamp: now, modifierFlags: modifierFlags))
    }

    /// Clicks: the pointer moves to `point`, then `clicks` presses of `buttons`, each held 50 ms, 100 ms apart (a
    /// double click is a tap of two, as on iPadOS).
    public func click(at point: CGPoint, buttons: UIEvent.ButtonMask = .primary, clicks: Int = 1, modifierFlags: UIKeyModifierFlags = []) {
        movePointer(to: point, modifierFlags: modifierFlags)
        for index in 0..<max(clicks, 1) {
            if index > 0 { advance(by: 0.1) }
            pressPointer(buttons, at: point, modifierFlags: modifierFlags)
            advance(by: 0.05)
            releasePointer(buttons, modifierFlags: modifierFlags)
        }
    }

    /// A click of the secondary button (a right click, a two-finger trackpad click).
    public func secondaryClick(at point: CGPoint, modifierFlags: UIKeyModifierFlags = []) {
        click(at: point, buttons: .secondary, modifierFlags: modifierFlags)
    }

    /// Drags with `buttons` held from one point to another over `duration`, one sample per frame, releasing at the
    /// end unless `release` is false.
    public func dragPointer(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, buttons: UIEvent.ButtonMask = .primary, release: Bool = true) {
        movePointer(to: start)
        pressPointer(buttons, at: start)
        movePointer(to: end, duration: duration)
        if release { releasePointer(buttons) }
    }

    /// The pointer leaves the window, now (a held click is cancelled).
    public func exitPointer() {
        host.send(PointerSample(.exit, location: host.pointerLocation ?? .zero, timestamp: now))
    }
}
