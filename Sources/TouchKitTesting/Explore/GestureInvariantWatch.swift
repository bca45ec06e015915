import TouchKit

/// The explorer's checks beyond ``TouchInvariantChecker``'s, read from the window's trace as it happens and at rest:
/// each recognizer's actions follow UIKit's state sequences, no state request is refused, held-back view deliveries
/// are released or dropped, no recognizer stays undecided, and no two recognizers that exclude each other both
/// recognize on one touch.
///
/// The action sequence of one attempt (docs/UIKitFacts.md, "Gesture recognizer core", States): a discrete recognizer
/// sends one `.ended`; a continuous one `.began`, any number of `.changed`, then `.ended` or `.cancelled`. An attempt
/// starts when the recognizer leaves `.possible`.
@MainActor
final class GestureInvariantWatch {
    private(set) var violations: [ExplorationViolation] = []
    private let window: UIWindow
    private var token: Int?
    /// Per recognizer trace name: the actions of its current attempt.
    private var actions: [String: [UIGestureRecognizer.State]] = [:]
    /// Per (view, finger): a held-back delivery not yet released or dropped, with when it was held.
    private var heldDeliveries: [String: TimeInterval] = [:]
    /// Recognizers that recognized since the last moment no finger was down, with the fingers of their attempt.
    private var recognizedInGesture: [(name: String, fingers: Set<Int>)] = []
    /// Per recognizer trace name: the fingers its current attempt was given, and whether that attempt is over.
    private var attemptFingers: [String: (fingers: Set<Int>, over: Bool)] = [:]
    private var fingersDown = 0
    /// Pairs of trace names that must never both recognize on one touch: declared, or found exclusive in the scene.
    private let exclusivePairs: [(String, String)]

    init(window: UIWindow, exclusivePairs: [(String, String)]) {
        self.window = window
        self.exclusivePairs = exclusivePairs
        token = window.addTraceObserver { [weak self] event in self?.observe(event) }
    }

    func stop() {
        if let token { window.removeObserver(token) }
        token = nil
    }

    private func add(_ kind: ExplorationViolation.Kind, _ message: String, at time: TimeInterval) {
        violations.append(ExplorationViolation(kind: kind, message: "\(message) (at \(GestureScript.Step.milliseconds(time)))"))
    }

    private func observe(_ event: TraceEvent) {
        switch event.kind {
        case .touch(.began, _):
            if fingersDown == 0 { recognizedInGesture.removeAll() }
            fingersDown += 1
        case .touch(.ended, _), .touch(.cancelled, _):
            fingersDown = max(0, fingersDown - 1)
        case .recognizerReceivedTouch:
            guard let name = event.recognizer, let finger = event.finger else { return }
            var attempt = attemptFingers[name] ?? ([], false)
            if attempt.over { attempt = ([], false) }
            attempt.fingers.insert(finger)
            attemptFingers[name] = attempt
        case .stateChanged(let from, let to):
            guard let name = event.recognizer else { return }
            if from == .possible { actions[name] = [] }
            if to == .ended || to == .cancelled || to == .failed { attemptFingers[name]?.over = true }
        case .action(let state):
            guard let name = event.recognizer else { return }
            checkAction(state, of: name, at: event.time)
        case .viewDeliveryDelayed:
            heldDeliveries[deliveryKey(event)] = heldDeliveries[deliveryKey(event)] ?? event.time
        case .viewDeliveryFlushed, .viewDeliveryDropped, .viewReceived:
            // Released, dropped, or delivered otherwise: a held `touchesEnded` becomes a `touchesCancelled` when the
            // holding recognizer recognizes (docs/UIKitFacts.md, "Delivery to the view").
            heldDeliveries[deliveryKey(event)] = nil
        case .diagnostic(let diagnostic) where diagnostic.kind == .invalidStateTransition:
            add(.stateRequest, diagnostic.message, at: event.time)
        default:
            break
        }
    }

    private func deliveryKey(_ event: TraceEvent) -> String { "\(event.view ?? "?")/finger \(event.finger ?? -1)" }

    private func checkAction(_ state: UIGestureRecognizer.State, of name: String, at time: TimeInterval) {
        let sent = actions[name] ?? []
        let last = sent.last
        let legal: Bool
        switch state {
        case .began: legal = sent.isEmpty
        case .changed: legal = last == .began || last == .changed
        case .ended: legal = last == nil || last == .began || last == .changed
        case .cancelled: legal = last == .began || last == .changed
        case .possible, .failed: legal = false
        }
        if !legal {
            let before = sent.isEmpty ? "as its attempt's first action" : "after " + sent.map { ".\($0)" }.joined(separator: ", ")
            add(.actionSequence, "\(name): action .\(state) \(before)", at: time)
        }
        actions[name] = sent + [state]
        if state == .began || (state == .ended && last == nil) {
            let fingers = attemptFingers[name]?.fingers ?? []
            for (other, otherFingers) in recognizedInGesture
            where exclusive(name, other) && !fingers.isDisjoint(with: otherFingers) {
                add(.bothRecognized, "\(name) and \(other) both recognized on one touch, though they exclude each other", at: time)
            }
            recognizedInGesture.append((name, fingers))
        }
    }

    private func exclusive(_ first: String, _ second: String) -> Bool {
        exclusivePairs.contains { ($0.0 == first && $0.1 == second) || ($0.0 == second && $0.1 == first) }
    }

    /// The checks at rest: held-back deliveries never released, and recognizers still undecided in an attempt.
    func checkAtRest() -> [ExplorationViolation] {
        for (key, time) in heldDeliveries.sorted(by: { $0.key < $1.key }) {
            add(.delayedDelivery, "\(key): delivery held back and never released or dropped", at: time)
        }
        heldDeliveries.removeAll()
        func visit(_ view: UIView) {
            for recognizer in view.gestureRecognizers ?? [] where recognizer.isInUndecidedAttempt {
                add(.neverDecided, "\(TraceEvent.describe(recognizer)) on \(TraceEvent.describe(view)) took touches and "
                        + "is still .possible at rest: it never recognized or failed", at: window.clock.now)
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return violations
    }
}
