/// Scroll input: a mouse wheel's steps and a trackpad's two-finger scroll, at the pointer's location.
///
/// Each sample is one scroll event (``UIEvent/EventType/scroll``), hit-tested at its location and handed to the pans
/// that allow its type (``UIPanGestureRecognizer/allowedScrollTypesMask``; a scroll view's does). Bad input never
/// crashes and always gets a diagnostic:
/// - a NaN or infinite delta: the movement is dropped, the phase kept
///   (``TouchDiagnostic/Kind/invalidIndirectMovement``);
/// - more than ``maximumWheelLines`` lines or ``maximumScrollPoints`` points along an axis in one sample (a wheel of
///   1e9 lines): clamped to that (``TouchDiagnostic/Kind/indirectMovementOutOfRange``);
/// - a trackpad phase out of order (``TouchDiagnostic/Kind/indirectPhaseOutOfOrder``): a change with no `began` is
///   taken as the `began`; an end with no scroll under way is dropped; a `began` or `mayBegin` while one is under
///   way first cancels it;
/// - a trackpad scroll that never ends: cancelled after ``abandonedGestureTimeout`` of silence
///   (``TouchDiagnostic/Kind/indirectGestureAbandoned``);
/// - a NaN, infinite or absurd location drops the sample; timestamps are checked as a finger's.
extension TouchHost {
    /// A wheel line, in points: 10. Apple's `CGScrollEventUnit` reference: a pixel-unit scroll event is "about ten
    /// pixels per line" by default [doc]; how far one UIKit wheel notch scrolls on iPadOS is not published.
    public static let pointsPerWheelLine: CGFloat = 10
    /// The most lines one sample may scroll along an axis: 100 (a thousand points). TouchKit's choice [?]: a fast
    /// flick of a free-spinning wheel reports a few tens of lines per report.
    public static let maximumWheelLines: CGFloat = 100
    /// The most points one sample may scroll along an axis: 10,000. TouchKit's choice [?]: trackpads report tens of
    /// points per sample.
    public static let maximumScrollPoints: CGFloat = 10_000

    /// Delivers one scroll sample as its own scroll event.
    public func send(_ sample: ScrollSample) {
        let what = sample.type == .discrete ? "wheel" : "trackpad scroll"
        let time = acceptIndirectTimestamp(sample.timestamp, what: what)
        guard acceptIndirectLocation(sample.location, what: what) else { return }
        let delta = checkedScrollDelta(sample, what: what)
        setModifierFlags(sample.modifierFlags)
        switch sample.type {
        case .discrete:
            deliverScroll(.discrete, .changed, delta: delta, at: sample.location, time: time)
        case .continuous:
            sendTrackpadScroll(sample.phase, delta: delta, at: sample.location, time: time)
        }
    }

    /// The sample's delta in points, NaN dropped and absurd values clamped, with their diagnostics.
    private func checkedScrollDelta(_ sample: ScrollSample, what: String) -> CGPoint {
        guard sample.delta.isFinite else {
            diagnose(.invalidIndirectMovement, "\(what): non-finite delta \(sample.delta) dropped", finger: nil)
            return .zero
        }
        let limit = sample.unit == .lines ? Self.maximumWheelLines : Self.maximumScrollPoints
        var delta = sample.delta
        if abs(delta.x) > limit || abs(delta.y) > limit {
            diagnose(.indirectMovementOutOfRange, "\(what): delta \(delta) beyond ±\(limit) clamped", finger: nil)
            delta = CGPoint(x: min(max(delta.x, -limit), limit), y: min(max(delta.y, -limit), limit))
        }
        guard sample.unit == .lines else { return delta }
        return CGPoint(x: delta.x * Self.pointsPerWheelLine, y: delta.y * Self.pointsPerWheelLine)
    }

    private func sendTrackpadScroll(_ phase: ScrollSample.Phase, delta: CGPoint, at location: CGPoint, time: TimeInterval) {
        var input = indirectInput
        switch phase {
        case .mayBegin, .began:
            if input.isScrolling && (phase == .mayBegin || input.scrollHasBegun) {
                diagnose(.indirectPhaseOutOfOrder, "trackpad scroll: \(phase) while a scroll is under way: it is cancelled first", finger: nil)
                finishTrackpadScroll(.cancelled, at: input.scrollLocation, time: time)
            }
            input = indirectInput
            input.isScrolling = true
            input.scrollHasBegun = phase == .began
        case .changed:
            if !input.scrollHasBegun {
                diagnose(.indirectPhaseOutOfOrder, "trackpad scroll: changed with no began: taken as the began", finger: nil)
                input.isScrolling = true
                input.scrollHasBegun = true
                input.scrollLocation = location
                indirectInput = input
                deliverScroll(.continuous, .began, delta: delta, at: location, time: time)
                updateAbandonTimer()
                return
            }
        case .ended, .cancelled:
            guard input.isScrolling else {
                diagnose(.indirectPhaseOutOfOrder, "trackpad scroll: \(phase) with no scroll under way: dropped", finger: nil)
                return
            }
            finishTrackpadScroll(phase == .ended ? .ended : .cancelled, delta: delta, at: location, time: time)
            return
        }
        input.scrollLocation = location
        indirectInput = input
        deliverScroll(.continuous, phase == .mayBegin ? .mayBegin : phase == .began ? .began : .changed, delta: delta, at: location, time: time)
        updateAbandonTimer()
    }

    private func finishTrackpadScroll(_ phase: IndirectPhase, delta: CGPoint = .zero, at location: CGPoint, time: TimeInterval) {
        indirectInput.isScrolling = false
        indirectInput.scrollHasBegun = false
        updateAbandonTimer()
        deliverScroll(.continuous, phase, delta: delta, at: location, time: time)
    }

    private func deliverScroll(_ type: UIScrollType, _ phase: IndirectPhase, delta: CGPoint, at location: CGPoint, time: TimeInterval) {
        let event = type == .discrete ? indirectInput.wheelEvent : indirectInput.scrollEvent
        event.scrollType = type
        event.phase = phase
        event.delta = delta
        deliverIndirect(event, at: location, time: time)
    }
}
