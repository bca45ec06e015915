/// How a continuous recognizer follows the phases of an indirect gesture (a trackpad scroll, pinch or rotation):
/// the rule the pan, the pinch and the rotation share.
extension UIGestureRecognizer {
    /// `began`/`changed` with movement begins the recognizer, then changes it (without movement, nothing); `ended`
    /// ends it, or fails it if it had not begun; `cancelled` cancels it, or fails it; `mayBegin` changes nothing.
    func followIndirectPhase(_ phase: IndirectPhase, moved: Bool) {
        switch phase {
        case .mayBegin:
            break
        case .began, .changed:
            guard moved else { return }
            switch storedState {
            case .possible: state = .began
            case .began, .changed: state = .changed
            case .ended, .cancelled, .failed: break
            }
        case .ended:
            state = storedState == .began || storedState == .changed ? .ended : .failed
        case .cancelled:
            state = storedState == .began || storedState == .changed ? .cancelled : .failed
        }
    }

    /// Whether a pinch or rotation takes `event`: a transform event, while it tracks no touch, when it is undecided
    /// or already `following` a trackpad gesture.
    func acceptsTransformEvent(_ event: IndirectEvent, following: Bool) -> Bool {
        event.type == .transform && trackedTouches.isEmpty && (following || storedState == .possible)
    }
}
