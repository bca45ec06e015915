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
    /// Hands `event` to every recognizer that takes it: those that took an earlier event of the gesture and have
    /// not failed (they follow it to its end wherever the pointer goes, as a touch's recognizers follow the touch);
    /// when there are none, the hit view's and its ancestors', deepest first.
    ///
    /// While recognizers follow the gesture its target is latched: the pointer is not hit-tested again, and
    /// recognizers it passes over are not offered the gesture's later events, as the events of a scroll or magnify
    /// gesture go to the view under the pointer when it began (docs/UIKitFacts.md, "Wheel and trackpad").
    func deliver(_ event: IndirectEvent) {
        // The lists are filtered with plain loops: a closure (`removeAll(where:)`) would check the executor on
        // every call, and `removeAll` goes through the generic `replaceSubrange`.
        var receivers = event.receivers
        event.receivers = []
        // Undecided recognizers were kept only while a gesture with phases went on (below); a wheel's pan kept while
        // it recognized may have ended and reset since, and the next step is hit-tested afresh.
        if event.hasPhases {
            keep(&receivers) { $0.followsIndirectGesture(in: window) && takes($0, event) }
        } else {
            keep(&receivers) { $0.isRecognizing && takes($0, event) }
        }
        if receivers.isEmpty, let hitView = window.hitTest(event.locationInWindow, with: event) {
            var view: UIView? = hitView
            while let current = view {
                for recognizer in current.storedGestureRecognizers where takes(recognizer, event) {
                    receivers.append(recognizer)
                }
                view = current.storedSuperview
            }
        }
        // Only a change of some superview or some view's recognizers (`UIView.hierarchyGeneration`) can take a
        // receiver's view out of the window: the common event, which changes neither, skips the back-pointer reads.
        let generation = UIView.hierarchyGeneration
        for recognizer in receivers where recognizer.isEnabled && !recognizer.storedState.isTerminal {
            recognizer.handleIndirectEvent(event)
            if UIView.hierarchyGeneration != generation, recognizer.view?.isInWindow(window) != true {
                abandonReceiverThatLeft(recognizer)
            }
        }
        // Those still recognizing are kept for the gesture's next event; so are those still undecided while a
        // trackpad gesture goes on (a scroll view that fingers resting on the trackpad caught hears their lift, to
        // spring back, wherever the pointer is by then). The others are let go of now.
        if event.gestureGoesOn {
            keep(&receivers) { $0.followsIndirectGesture(in: window) }
        } else {
            keep(&receivers) { $0.isRecognizing }
        }
        event.receivers = receivers
    }

    /// A receiver whose view left the window while it handled the event (app code its change ran, such as its
    /// delegate's `gestureRecognizerShouldBegin(_:)`, took the view out, or took it off its view) stops, as a
    /// recognizer does whose view leaves the window mid-gesture (docs/UIKitFacts.md, "Decisions where UIKit is
    /// silent"): cancelled if it had begun, else failed. Its change reached no arena (it looks for one through
    /// its view's window), so this arena takes it into the attempt to settle and reset it; undecided and in no
    /// attempt, it has nothing to reset and is let go of after the event.
    private func abandonReceiverThatLeft(_ recognizer: UGR) {
        if !recognizer.isInAttempt {
            guard recognizer.storedState != .possible else { return }
            noteStateChange(of: recognizer)
        }
        recognizer.abandonAttempt()
    }

    /// Keeps the recognizers of `list` that `isKept` accepts, in order.
    @inline(__always)
    private func keep(_ list: inout [UGR], _ isKept: (UGR) -> Bool) {
        var kept = 0
        var index = 0
        while index < list.count {
            if isKept(list[index]) {
                if kept != index { list.swapAt(kept, index) }
                kept += 1
            }
            index += 1
        }
        while list.count > kept { list.removeLast() }
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

extension UIGestureRecognizer {
    /// Began or changed: following an indirect gesture it recognized.
    fileprivate var isRecognizing: Bool { storedState == .began || storedState == .changed }

    /// Still following the indirect gesture it took: began or changed, or possible while its view is in `window`.
    /// An undecided recognizer whose view left the window is let go of: it is in no attempt yet, so a state it
    /// reached outside the window would reach no arena and never be reset.
    fileprivate func followsIndirectGesture(in window: UIWindow) -> Bool {
        isRecognizing || (storedState == .possible && view?.window === window)
    }
}
