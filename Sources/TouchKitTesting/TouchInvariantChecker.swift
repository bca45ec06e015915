import TouchKit

/// Watches a window's trace and reports every broken promise of touch delivery: the machinery behind TouchKit's
/// storm tests, usable in any test.
///
/// Checked as events happen:
/// - a view gets `touchesBegan` for a touch at most once, then exactly one `touchesEnded` or `touchesCancelled`, and
///   nothing after;
/// - no view gets moved, ended or cancelled for a touch it never began, or after it was ended or cancelled;
/// - no view outside the window gets began, moved or ended (a view leaving the window gets only its touches'
///   cancellation);
/// - no action is sent in `.possible` or `.failed`;
/// - a recognizer waiting for another to fail sends no action once that other has recognized (checked for
///   recognizers the trace can tell apart: give them distinct `name`s);
/// - no recognizer asks for `.ended` twice in one attempt (a subclass that believes it recognized twice: UIKit, and
///   TouchKit, ignore the second request, so nothing else shows it).
///
/// Checked by ``checkAtRest()``, once every finger is up and the clock has run out its timers:
/// - every `touchesBegan` a view saw was ended or cancelled;
/// - every gesture recognizer in the window is back in `.possible`;
/// - every scroll view at rest lies inside its content range (on a page boundary when paging);
/// - no view's geometry holds NaN.
///
/// UIKit has no such tool; it is TouchKit's own.
@preconcurrency @MainActor
public final class TouchInvariantChecker {
    /// Every violation found so far, as readable sentences.
    public private(set) var violations: [String] = []
    /// The window watched.
    public let window: UIWindow
    private var token: Int?
    /// How many touches have begun on each finger id. An input source may reuse an id as soon as a touch ended,
    /// even while a view's delivery of the old touch is still held, so the same (view, finger) pair can belong to
    /// several touches: they are told apart by counting.
    private var touchesBegun: [Int: Int] = [:]
    /// Per (view, finger) pair: the `touchesBegan` the view got, and the `touchesEnded`/`touchesCancelled`.
    private var deliveries: [String: (began: Int, ended: Int)] = [:]
    /// Recognizers holding back their action until the named one fails, by trace name (uniquely named ones only).
    private var waitingOn: [String: String] = [:]
    /// Recognizers whose awaited recognizer recognized: they must fail, and send no action before they do.
    private var mustNotAct: [String: String] = [:]

    /// Starts watching `window`.
    public init(window: UIWindow) {
        self.window = window
        token = window.addTraceObserver { [weak self] event in self?.observe(event) }
    }

    /// Stops watching.
    public func stop() {
        if let token { window.removeObserver(token) }
        token = nil
    }

    private func observe(_ event: TraceEvent) {
        switch event.kind {
        case .touch(.began, _):
            touchesBegun[event.finger ?? -1, default: 0] += 1
        case .diagnostic(let diagnostic) where diagnostic.reportsRecognizerEndedTwice:
            violations.append("\(diagnostic.message) (at \(event.time))")
        case .viewReceived(let phase):
            let finger = event.finger ?? -1
            let key = "\(event.view ?? "?")/finger \(finger)"
            var delivery = deliveries[key] ?? (began: 0, ended: 0)
            let isLive = delivery.began > delivery.ended
            if phase != .cancelled, let view = window.tracedView, view.window !== window {
                violations.append("\(key): touches\(phase.description.capitalized) while outside the window (at \(event.time))")
            }
            switch phase {
            case .began:
                // One began per touch: more began than touches on this finger means a touch began twice here (a
                // touch that began before the checker started watching counts as one).
                if delivery.began >= max(touchesBegun[finger, default: 0], 1) {
                    violations.append("\(key): touchesBegan twice (at \(event.time))")
                }
                delivery.began += 1
            case .moved, .stationary:
                if !isLive { violations.append("\(key): touchesMoved \(Self.notLive(delivery)) (at \(event.time))") }
            case .ended, .cancelled:
                if isLive {
                    delivery.ended += 1
                } else {
                    violations.append("\(key): touches\(phase == .ended ? "Ended" : "Cancelled") \(Self.notLive(delivery)) (at \(event.time))")
                }
            }
            deliveries[key] = delivery
        case .action(let state):
            if state == .possible || state == .failed {
                violations.append("\(event.recognizer ?? "?"): action sent in .\(state) (at \(event.time))")
            }
            guard let name = event.recognizer else { return }
            if let other = mustNotAct[name] {
                violations.append("\(name): action sent after \(other), which it waited on, recognized (at \(event.time))")
            } else {
                // An action that may go out means the wait is over (the trace may have named another recognizer
                // whose failure released it).
                waitingOn[name] = nil
            }
            // This recognizer recognized: whoever waits on it must now fail without an action.
            if state == .began || state == .ended {
                for (waiter, awaited) in waitingOn where awaited == name { mustNotAct[waiter] = name }
            }
        case .waitingForFailure(let other):
            guard let name = event.recognizer, hasUniqueName(name), hasUniqueName(other) else { return }
            waitingOn[name] = other
        case .requirementFailed:
            // Released: the trace names the last requirement that failed, not necessarily the one it waited on.
            if let name = event.recognizer { waitingOn[name] = nil }
        case .requirementRecognized(let other):
            // Its requirement recognized: this attempt is over without an action. One that had already ended is
            // failed untraced (UIKit never reports ended → failed), so the attempt's end is this event.
            guard let name = event.recognizer else { return }
            waitingOn[name] = nil
            if hasUniqueName(name) { mustNotAct[name] = other }
        case .recognizerReceivedTouch:
            // A touch given after its attempt ended opens a new attempt (a finished recognizer takes no touch until
            // it is reset): the previous one's ban is over.
            if let name = event.recognizer { mustNotAct[name] = nil }
        case .stateChanged(let old, let state) where old == .possible || state == .failed || state == .cancelled:
            // The attempt is over (a reset leaves no trace; a failed or cancelled attempt is reset next), or a new one
            // began: one that leaves `.possible` was reset since any ban, which only a recognized waiter gets. A
            // recognizer driven by hover, scroll or transform events opens its attempt so, with no touch received;
            // one that had ended while it waited was failed untraced, so its new attempt is the first sign.
            guard let name = event.recognizer else { return }
            waitingOn[name] = nil
            mustNotAct[name] = nil
        default:
            break
        }
    }

    /// Why a (view, finger) pair with no live `touchesBegan` may not get more: it never began, or it already ended.
    private static func notLive(_ delivery: (began: Int, ended: Int)) -> String {
        delivery.began == 0 ? "without touchesBegan" : "after its touchesEnded or touchesCancelled"
    }

    /// Whether exactly one recognizer in the window is named `name` in the trace: the failure-requirement check tells
    /// recognizers apart by name, and skips the ones it cannot.
    private func hasUniqueName(_ name: String) -> Bool {
        var count = 0
        func visit(_ view: UIView) {
            for recognizer in view.gestureRecognizers ?? [] where TraceEvent.describe(recognizer) == name { count += 1 }
            for subview in view.subviews where count < 2 { visit(subview) }
        }
        visit(window)
        return count == 1
    }

    /// Checks what must hold once all fingers are up and timers have run; returns all violations so far.
    @discardableResult
    public func checkAtRest() -> [String] {
        for (key, delivery) in deliveries.sorted(by: { $0.key < $1.key }) where delivery.began > delivery.ended {
            violations.append("\(key): touchesBegan never ended or cancelled")
            deliveries[key]?.ended = delivery.began
        }
        visit(window)
        return violations
    }

    /// A scroll view at rest lies inside its content range, and on a page boundary when paging.
    private func checkAtRest(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset, minimum = scrollView.minimumOffset, maximum = scrollView.maximumOffset
        let name = TraceEvent.describe(scrollView)
        if offset.x < minimum.x - 0.5 || offset.x > maximum.x + 0.5 || offset.y < minimum.y - 0.5 || offset.y > maximum.y + 0.5 {
            violations.append("\(name): at rest outside its content range at \(offset)")
        }
        guard scrollView.isPagingEnabled else { return }
        let size = scrollView.bounds.size
        func onPage(_ value: CGFloat, _ page: CGFloat, _ low: CGFloat, _ high: CGFloat) -> Bool {
            page <= 0 || abs(value - low) <= 0.5 || abs(value - high) <= 0.5
                || abs(value / page - (value / page).rounded()) * page <= 0.5
        }
        if !onPage(offset.x, size.width, minimum.x, maximum.x) || !onPage(offset.y, size.height, minimum.y, maximum.y) {
            violations.append("\(name): paging, at rest off a page boundary at \(offset)")
        }
    }

    private func visit(_ view: UIView) {
        for recognizer in view.gestureRecognizers ?? [] where recognizer.state != .possible {
            violations.append("\(TraceEvent.describe(recognizer)) on \(TraceEvent.describe(view)): left in .\(recognizer.state) at rest")
        }
        if let scrollView = view as? UIScrollView, !scrollView.isTracking, !scrollView.isDecelerating,
           !scrollView.isDragging, !scrollView.isZooming, !scrollView.isZoomBouncing {
            checkAtRest(scrollView)
        }
        if !(view.center.isFinite && view.bounds.isFiniteRect) {
            violations.append("\(TraceEvent.describe(view)): NaN in geometry")
        }
        for subview in view.subviews { visit(subview) }
    }
}
