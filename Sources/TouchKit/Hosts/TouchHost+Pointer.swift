/// One report from a mouse or trackpad pointer: a move, a button pressed or released, or the pointer leaving the
/// window, with where it is, when, and the modifier keys held.
public struct PointerSample: Sendable, Equatable {
    /// What the pointer did.
    public enum Action: Sendable, Equatable {
        /// It moved (hovering, or dragging with buttons held).
        case move
        /// These buttons went down.
        case press(UIEvent.ButtonMask)
        /// These buttons went up.
        case release(UIEvent.ButtonMask)
        /// It left the window (the host's leave notification): hovering ends; a held click is cancelled.
        case exit
    }

    /// What the pointer did.
    public var action: Action
    /// Where it is, in window coordinates.
    public var location: CGPoint
    /// The time of the sample, in the window clock's seconds.
    public var timestamp: TimeInterval
    /// The modifier keys held.
    public var modifierFlags: UIKeyModifierFlags

    /// A pointer sample; a move with no modifier keys by default.
    public init(_ action: Action = .move, location: CGPoint, timestamp: TimeInterval, modifierFlags: UIKeyModifierFlags = []) {
        self.action = action
        self.location = location
        self.timestamp = timestamp
        self.modifierFlags = modifierFlags
    }
}

/// The pointer's state in a host: its buttons, its last location, its hover.
@MainActor
final class PointerTracker {
    var buttons: UIEvent.ButtonMask = []
    var location: CGPoint?
    let hover = HoverEvent()
    let regions = PointerRegionTracker()
}

extension TouchHost {
    /// The finger id of the pointer's touch (a click, a drag with a button held). Reserved: a host's own fingers
    /// use other ids.
    public static let pointerFingerID = Int.min + 1_000

    /// The pointer's buttons held now.
    public var pointerButtons: UIEvent.ButtonMask { pointer?.buttons ?? [] }

    /// Where the pointer is, in window coordinates; nil before its first sample and after it left the window.
    public var pointerLocation: CGPoint? { pointer?.location }

    /// The style the scene wants for the pointer where it is (``UIPointerInteraction``); nil for the system pointer.
    /// A host shows its cursor accordingly.
    public var pointerStyle: UIPointerStyle? { pointer?.regions.style }

    /// The pointer interaction region the pointer is in, if any.
    public var pointerRegion: UIPointerRegion? { pointer?.regions.region }

    /// Where a host draws its pointer, in window coordinates: ``pointerLocation``, except while a primary click
    /// holds a region with ``UIPointerRegion/latchingAxes``, when the axes it does not latch along stay where the
    /// click was. Nil when ``pointerLocation`` is.
    public var pointerShapeLocation: CGPoint? {
        guard let pointer, let location = pointer.location else { return nil }
        return pointer.regions.shapeLocation(for: location)
    }

    /// Delivers one pointer report, as iPadOS does (iPadOS 13.4; docs/UIKitFacts.md, "Pointer and pencil"):
    ///
    /// - with no button held, a move is a hover: ``UIHoverGestureRecognizer``s over the location begin, change or
    ///   end; views' touch methods see nothing;
    /// - the first button pressed begins a touch of type `UITouch.TouchType.indirectPointer` (finger
    ///   ``pointerFingerID``) that hit-tests, is delivered and recognized as a finger's, with the buttons in its
    ///   event's ``UIEvent/buttonMask``; moves while held move it; the last button released ends it. A button
    ///   pressed while another is held joins the touch (its mask grows from the next event);
    /// - ``PointerSample/Action/exit`` ends the hover, and cancels a held click.
    ///
    /// Bad input, each with a ``TouchDiagnostic``: a NaN, infinite or absurd location drops the sample (as a finger's);
    /// a timestamp going back is clamped; a press of a button already held, or a release of one not held, is
    /// ignored for that button (`buttonAlreadyPressed`, `buttonNotPressed`), and one of no button at all (an empty
    /// mask) is ignored (`invalidArgument`); an exit with buttons held cancels the
    /// touch (`pointerExitedWhilePressed`), so it still ends exactly once.
    public func send(_ sample: PointerSample) {
        if isInEvent { queueUntilTheEventIsOver({ [self] in send(sample) }); return }
        guard acceptsSamples else { return }
        let pointer = self.pointer ?? PointerTracker()
        self.pointer = pointer
        let id = Self.pointerFingerID
        if sample.action != .exit {
            guard sample.location.isFinite else {
                return diagnose(.nonFiniteLocation, "pointer: non-finite location dropped", finger: id)
            }
            guard isAcceptable(sample.location) else {
                return diagnose(.locationOutOfRange, "pointer: location beyond ±1e7 pt dropped", finger: id)
            }
        }
        let time = checkedTimestamp(sample.timestamp, finger: id)
        window.touchEvent.modifierFlags = sample.modifierFlags
        switch sample.action {
        case .move:
            pointer.location = sample.location
            if pointer.buttons.isEmpty {
                if time > window.clock.now { window.clock.advance(to: time) }
                let hover = pointer.hover.move(to: HoverPose(location: sample.location), in: window, time: time)
                // No region to be in while no pointer interaction was ever added (the regions' own first check),
                // so nothing to ask of the hit view either.
                guard UIPointerInteraction.wasEverAdded else { return }
                // The regions look where the hover hit-tested (one hit test per move), unless the hover was not
                // delivered (an override of `sendEvent(_:)`) or its actions took the view out of the window.
                if hover.delivered, hover.hitView?.isInWindow(window) ?? true {
                    pointer.regions.update(at: sample.location, over: hover.hitView, modifiers: sample.modifierFlags)
                } else {
                    pointer.regions.update(at: sample.location, modifiers: sample.modifierFlags, in: window)
                }
            } else {
                pointer.regions.update(at: sample.location, modifiers: sample.modifierFlags, in: window)
                if touch(forFinger: id) != nil { sendPointerTouch(.moved, at: sample.location, time: time) }
            }
        case .press(let buttons):
            if buttons.isEmpty {
                return diagnose(.invalidArgument, "pointer: a press of no button: ignored", finger: id)
            }
            let held = buttons.intersection(pointer.buttons)
            if !held.isEmpty {
                diagnose(.buttonAlreadyPressed, "pointer: buttons \(held.rawValue) pressed while held: ignored", finger: id)
            }
            let pressed = buttons.subtracting(pointer.buttons)
            guard !pressed.isEmpty else { return }
            let began = pointer.buttons.isEmpty
            pointer.buttons.formUnion(pressed)
            pointer.location = sample.location
            if pressed.contains(.primary) { pointer.regions.press(at: sample.location) }
            if began {
                sendPointerTouch(.began, at: sample.location, time: time)
            } else {
                touch(forFinger: id)?.buttonMask = pointer.buttons
            }
        case .release(let buttons):
            if buttons.isEmpty {
                return diagnose(.invalidArgument, "pointer: a release of no button: ignored", finger: id)
            }
            let notHeld = buttons.subtracting(pointer.buttons)
            if !notHeld.isEmpty {
                diagnose(.buttonNotPressed, "pointer: buttons \(notHeld.rawValue) released but not held: ignored", finger: id)
            }
            let released = buttons.intersection(pointer.buttons)
            guard !released.isEmpty else { return }
            pointer.buttons.subtract(released)
            pointer.location = sample.location
            if pointer.buttons.isEmpty { pointer.regions.releaseLatch() }
            // The touch may be gone already (`cancelAllTouches()`): then only the buttons change.
            if pointer.buttons.isEmpty, touch(forFinger: id) != nil {
                sendPointerTouch(.ended, at: sample.location, time: time)
            }
        case .exit:
            pointer.location = nil
            if !pointer.buttons.isEmpty {
                pointer.buttons = []
                if let touch = touch(forFinger: id) {
                    diagnose(.pointerExitedWhilePressed, "pointer: left the window with buttons held: its touch is cancelled", finger: id)
                    sendPointerTouch(.cancelled, at: touch.locationInWindow, time: time)
                }
            }
            pointer.hover.end(in: window, time: time)
            pointer.regions.exit()
        }
    }

    /// The pointer's touch goes through the finger path, its event carrying the buttons held.
    private func sendPointerTouch(_ phase: UITouch.Phase, at location: CGPoint, time: TimeInterval) {
        let buttons = pointer?.buttons ?? []
        window.touchEvent.buttonMask = buttons
        let sample = TouchSample(id: Self.pointerFingerID, phase: phase, location: location, timestamp: time, type: .indirectPointer)
        send(sample) { touch in
            if phase == .began { touch.buttonMask = buttons }
        }
    }
}
