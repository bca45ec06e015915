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
    /// Hands `event` to every recognizer that takes it: those that began on an earlier event of the gesture and
    /// still recognize it (they follow it to its end wherever the pointer goes, as a touch's recognizers follow the
    /// touch); when there are none, the hit view's and its ancestors', deepest first.
    ///
    /// While recognizers follow the gesture its target is latched: the pointer is not hit-tested again, and
    /// recognizers it passes over are not offered the gesture's later events, as the events of a scroll or magnify
    /// gesture go to the view under the pointer when it began (docs/UIKitFacts.md, "Wheel and trackpad").
    func deliver(_ event: IndirectEvent) {
        var receivers = event.receivers
        event.receivers = []
        receivers.removeAll { recognizer in
            !(recognizer.storedState == .began || recognizer.storedState == .changed) || !takes(recognizer, event)
        }
        if receivers.isEmpty, let hitView = window.hitTest(event.locationInWindow, with: event) {
            let following = receivers.count
            var view: UIView? = hitView
            while let current = view {
                for recognizer in current.storedGestureRecognizers
                where !receivers[..<following].contains(where: { $0 === recognizer }) && takes(recognizer, event) {
                    receivers.append(recognizer)
                }
                view = current.superview
            }
        }
        for recognizer in receivers where recognizer.isEnabled && !recognizer.storedState.isTerminal {
            recognizer.handleIndirectEvent(event)
        }
        // Those still recognizing are kept for the gesture's next event; the others are let go of now.
        receivers.removeAll { !($0.storedState == .began || $0.storedState == .changed) }
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
