/// Who receives a scroll or transform event (UIKit's scroll and transform events from a mouse or trackpad).
///
/// The rule, as for a touch that begins (``GestureArena/attachRecognizers(to:event:)``): the event is hit-tested at
/// the pointer's location, and the recognizers of the hit view and each ancestor, deepest first, are offered it
/// through UIKit's gates in order: enabled, not finished, the recognizer's own rule (a pan takes scroll events only
/// of the types in its ``UIPanGestureRecognizer/allowedScrollTypesMask``, a pinch or rotation takes transform
/// events, neither while it tracks touches), then `shouldReceive(event)` (subclass, then delegate) when it is
/// undecided. They are given the event in that order; the arena settles them together afterwards, with exclusion
/// and failure requirements as for touches (an inner scroll view's pan prevents the outer one's).
extension GestureArena {
    /// Hands `event` to every recognizer that takes it, deepest view first.
    func deliver(_ event: IndirectEvent) {
        guard let hitView = window.hitTest(event.locationInWindow, with: event) else { return }
        var receivers = event.receivers
        event.receivers = []
        receivers.removeAll(keepingCapacity: true)
        var view: UIView? = hitView
        while let current = view {
            for recognizer in current.storedGestureRecognizers where takes(recognizer, event) {
                receivers.append(recognizer)
            }
            view = current.superview
        }
        for recognizer in receivers where recognizer.isEnabled && !recognizer.storedState.isTerminal {
            recognizer.handleIndirectEvent(event)
        }
        receivers.removeAll(keepingCapacity: true)
        event.receivers = receivers
    }

    /// UIKit's gates for an indirect event, in order.
    private func takes(_ recognizer: UGR, _ event: IndirectEvent) -> Bool {
        guard recognizer.isEnabled, !recognizer.storedState.isTerminal, recognizer.acceptsIndirectEvent(event) else {
            return false
        }
        guard recognizer.storedState == .possible else { return true }
        return recognizer.shouldReceive(event)
            && (recognizer.delegateIfSet?.gestureRecognizer(recognizer, shouldReceive: event) ?? true)
    }
}
