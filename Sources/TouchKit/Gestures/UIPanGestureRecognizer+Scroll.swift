/// A pan driven by scroll events (``UIPanGestureRecognizer/allowedScrollTypesMask``): a mouse wheel's steps or a
/// trackpad's two-finger scroll.
///
/// - A trackpad scroll (``UIScrollType/continuous``) is one gesture from its `began` to its `ended`: the pan begins at
///   its first movement (no hysteresis: the trackpad already decided it is a scroll), changes with each, and ends
///   when the fingers lift, fails if they lift before any movement. Its `mayBegin` (fingers touching the trackpad)
///   changes nothing but lets a scroll view stop coasting.
/// - A wheel (``UIScrollType/discrete``) has no phases: its first step begins the pan, each further step changes
///   it, and it ends ``UIPanGestureRecognizer/wheelGestureEndDelay`` after the last step.
///
/// Translation and velocity read as for fingers: each event's delta is the centroid's movement.
extension UIPanGestureRecognizer {
    /// How long after a wheel's last step its pan ends: 0.1 s. UIKit's value is not published [?]: about six frames,
    /// longer than the gap between the steps of one turn of a wheel (a notch every 10 to 50 ms while turning), short
    /// enough that a pause reads as the end of the scroll.
    static let wheelGestureEndDelay: TimeInterval = 0.1

    /// The scroll type the pan follows, nil when it follows none (touches, or nothing).
    var activeScrollType: UIScrollType? { scrollGesture.type }

    func acceptsScrollEvent(_ event: IndirectEvent) -> Bool {
        guard event.type == .scroll, trackedTouches.isEmpty else { return false }
        let scroll = unsafeDowncast(event, to: ScrollEvent.self)
        guard allowedScrollTypesMask.contains(UIScrollTypeMask(scroll.scrollType)) else { return false }
        // A trackpad scroll ends a wheel's pan at once (next paragraph): it need not wait for the wheel's pause.
        if let type = scrollGesture.type { return type == scroll.scrollType || type == .discrete }
        return storedState == .possible
    }

    func handleScrollEvent(_ event: IndirectEvent) {
        let scroll = unsafeDowncast(event, to: ScrollEvent.self)
        lastCentroidInWindow = scroll.locationInWindow
        if scrollGesture.type == .discrete && scroll.scrollType == .continuous {
            // The hand went from the wheel to the trackpad: the wheel's pan ends now, and the trackpad's next
            // sample begins a pan of its own once this one is reset.
            return wheelGestureDidPause()
        }
        switch scroll.scrollType {
        case .discrete: handleWheelStep(scroll)
        case .continuous: handleTrackpadScroll(scroll)
        }
    }

    private func handleWheelStep(_ event: ScrollEvent) {
        if scrollGesture.type == nil { startScrollGesture(.discrete, at: event.timestamp) }
        addScrollMovement(event.delta, at: event.timestamp)
        move(by: event.delta)
        if storedState == .began || storedState == .changed || storedState == .possible {
            scheduleTimeout(after: Self.wheelGestureEndDelay)
        }
    }

    /// The wheel paused for ``wheelGestureEndDelay``: its pan ends.
    func wheelGestureDidPause() {
        guard scrollGesture.type == .discrete else { return }
        switch storedState {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    private func handleTrackpadScroll(_ event: ScrollEvent) {
        switch event.phase {
        case .mayBegin:
            if scrollGesture.type == nil { startScrollGesture(.continuous, at: event.timestamp) }
            scrollFingersTouched()
        case .began, .changed:
            if !scrollGesture.hasBegun { startScrollGesture(.continuous, at: event.timestamp) }
            scrollGesture.hasBegun = true
            guard event.delta != .zero else { return }
            addScrollMovement(event.delta, at: event.timestamp)
            move(by: event.delta)
        case .ended:
            forgetStaleScrollVelocity(at: event.timestamp)
            followIndirectPhase(.ended, moved: false)
        case .cancelled:
            followIndirectPhase(.cancelled, moved: false)
        }
    }

    /// One scroll event's movement: the pan begins (or fails) at the first, changes with the others.
    private func move(by delta: CGPoint) {
        scrollGesture.hasMoved = true
        switch storedState {
        case .possible:
            switch scrollBeginDecision(forMovement: movementInWindow) {
            case .begin: state = .began
            case .fail: state = .failed
            case .keepWaiting: break
            }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }
}

/// The scroll gesture a pan follows (``UIPanGestureRecognizer/allowedScrollTypesMask``).
struct PanScrollGesture {
    /// Wheel or trackpad; nil while the pan follows no scroll.
    var type: UIScrollType?
    /// A trackpad scroll's `began` came.
    var hasBegun = false
    /// Some movement came.
    var hasMoved = false
}
