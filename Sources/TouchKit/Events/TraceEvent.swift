/// One thing that happened while touches were handled, for tests, debugging ("why didn't my tap fire?") and the
/// timeline pictures. Subscribe with ``UIWindow/addTraceObserver(_:)``.
///
/// UIKit has no public equivalent; its gesture environment logs similar steps internally.
public struct TraceEvent: Sendable, Equatable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// A touch sample entered the window (location in window coordinates).
        case touch(UITouch.Phase, CGPoint)
        /// A new touch was hit-tested to `view` (nil view: nothing was hit).
        case hitTest
        /// Hit testing passed over `view` and its subviews, for this reason (traced before the ``hitTest`` event).
        case hitTestSkipped(HitTestSkipReason)
        /// Hit testing went through `view`, an ancestor of the hit view, on its way down (traced before the
        /// ``hitTest`` event, from the window down).
        case hitTestPassedThrough
        /// A recognizer began receiving a touch.
        case recognizerReceivedTouch
        /// A recognizer on the new touch's path was not given it: this gate closed.
        case recognizerRefusedTouch(RecognizerGate)
        /// A recognizer's state changed.
        case stateChanged(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
        /// A recognizer sent its action with this state.
        case action(UIGestureRecognizer.State)
        /// A recognizer was prevented (failed or cancelled) by the named recognizer that recognized.
        case prevented(by: String)
        /// The named recognizer was admitted (it recognized), and this rule decided whether it prevents the
        /// recognizer of the event (traced just before ``prevented(by:)`` when it does).
        case arbitrated(with: String, rule: ExclusionRule)
        /// A recognizer recognized but holds its action until the named recognizer fails.
        case waitingForFailure(of: String)
        /// The named recognizer that a waiting recognizer required to fail has failed: the action goes out.
        case requirementFailed(String)
        /// The named recognizer that a waiting recognizer required to fail recognized: the waiting one fails.
        case requirementRecognized(String)
        /// The view's responder method was called with this phase (`.cancelled` for a cancellation).
        case viewReceived(UITouch.Phase)
        /// Delivery of this phase to the view was held back by a recognizer.
        case viewDeliveryDelayed(UITouch.Phase)
        /// Held-back delivery was released to the view.
        case viewDeliveryFlushed
        /// Held-back delivery was dropped: the view will never see the touch.
        case viewDeliveryDropped
        /// The new touch's view gets nothing of it, for this reason (its recognizers still do).
        case viewDeliveryBlocked(ViewBlockReason)
        /// Bad input or a misuse that was corrected.
        case diagnostic(TouchDiagnostic)
    }

    /// When, on the window's clock.
    public var time: TimeInterval
    /// What happened.
    public var kind: Kind
    /// The recognizer involved: its `name`, or its type.
    public var recognizer: String?
    /// The view involved: its `accessibilityIdentifier`, or its type and tag.
    public var view: String?
    /// The host finger involved.
    public var finger: Int?
    /// TouchKit's number for the touch involved, when the event is about one touch's samples or its view's delivery:
    /// it tells apart the touches of a finger id the host reused (a double tap from one slot), whose deliveries may
    /// interleave (the first touch's held end is cancelled after the second went down).
    public var touch: Int?

    /// An event from its parts (the window builds them; tests may too).
    public init(
        time: TimeInterval, kind: Kind, recognizer: String? = nil, view: String? = nil, finger: Int? = nil,
        touch: Int? = nil
    ) {
        self.time = time
        self.kind = kind
        self.recognizer = recognizer
        self.view = view
        self.finger = finger
        self.touch = touch
    }

    /// How traces name a recognizer.
    @MainActor
    public static func describe(_ recognizer: UIGestureRecognizer) -> String {
        recognizer.name ?? String(describing: type(of: recognizer))
    }

    /// How traces name a view.
    @MainActor
    public static func describe(_ view: UIView) -> String {
        if let identifier = view.accessibilityIdentifier { return identifier }
        let typeName = String(describing: type(of: view))
        return view.tag == 0 ? typeName : "\(typeName)#\(view.tag)"
    }

    /// One line: time, finger, recognizer, `@view`, then what happened.
    public var description: String {
        let milliseconds = (time * 1000).rounded() / 1
        var parts = ["\(Int(milliseconds)) ms"]
        if let finger { parts.append("finger \(finger)") }
        if let recognizer { parts.append(recognizer) }
        if let view { parts.append("@\(view)") }
        let what: String
        switch kind {
        case .touch(let phase, let point): what = "touch \(phase) at (\(point.x), \(point.y))"
        case .hitTest: what = view == nil ? "hit test: nothing" : "hit test"
        case .hitTestSkipped(let reason): what = "hit test skips: \(reason.explanation)"
        case .hitTestPassedThrough: what = "hit test passes through"
        case .recognizerReceivedTouch: what = "receives touch"
        case .recognizerRefusedTouch(let gate): what = "refuses touch: \(gate.explanation)"
        case .stateChanged(let from, let to): what = "\(from) → \(to)"
        case .action(let state): what = "action (\(state))"
        case .prevented(let by): what = "prevented by \(by)"
        case .arbitrated(let other, let rule):
            what = "\(rule.preventsOther ? "prevented" : "not prevented") by \(other): \(rule.explanation)"
        case .waitingForFailure(let other): what = "waits for \(other) to fail"
        case .requirementFailed(let other): what = "\(other) failed: released"
        case .requirementRecognized(let other): what = "\(other) recognized: fails"
        case .viewReceived(let phase): what = "view touches\(phase.description.capitalized)"
        case .viewDeliveryDelayed(let phase): what = "view delivery of \(phase) delayed"
        case .viewDeliveryFlushed: what = "delayed delivery flushed to view"
        case .viewDeliveryDropped: what = "delayed delivery dropped"
        case .viewDeliveryBlocked(let reason): what = "view delivery blocked: \(reason.explanation)"
        case .diagnostic(let diagnostic): what = diagnostic.description
        }
        parts.append(what)
        return parts.joined(separator: "  ")
    }
}
