/// Watches a window's trace and reports every broken promise of touch delivery: the machinery behind TouchKit's
/// storm tests, usable in any test.
///
/// Checked as events happen:
/// - a view gets `touchesBegan` for a touch at most once, then exactly one `touchesEnded` or `touchesCancelled`, and
///   nothing after;
/// - no view gets moved, ended or cancelled for a touch it never began;
/// - no action is sent in `.possible` or `.failed`.
///
/// Checked by ``checkAtRest()``, once every finger is up and the clock has run out its timers:
/// - every `touchesBegan` a view saw was ended or cancelled;
/// - every gesture recognizer in the window is back in `.possible`;
/// - every scroll view at rest lies inside its content range (on a page boundary when paging);
/// - no view's geometry holds NaN.
///
/// UIKit has no such tool; it is TouchKit's own.
@MainActor
public final class TouchInvariantChecker {
    /// Every violation found so far, as readable sentences.
    public private(set) var violations: [String] = []
    public let window: UIWindow
    private var token: Int?
    /// (view, finger) pairs whose view saw began and no end yet.
    private var openTouches: Set<String> = []
    /// (view, finger) pairs whose view already got its end, by finger: a new touch on the same finger id (an input
    /// source may reuse ids) starts with a clean slate.
    private var closedTouches: [Int: Set<String>] = [:]

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
            closedTouches[event.finger ?? -1] = nil
        case .viewReceived(let phase):
            let finger = event.finger ?? -1
            let key = "\(event.view ?? "?")/finger \(finger)"
            switch phase {
            case .began:
                if openTouches.contains(key) || closedTouches[finger, default: []].contains(key) {
                    violations.append("\(key): touchesBegan twice (at \(event.time))")
                }
                openTouches.insert(key)
            case .moved, .stationary:
                if !openTouches.contains(key) { violations.append("\(key): touchesMoved without touchesBegan (at \(event.time))") }
            case .ended, .cancelled:
                if openTouches.remove(key) == nil {
                    violations.append("\(key): touches\(phase == .ended ? "Ended" : "Cancelled") without a live touchesBegan (at \(event.time))")
                }
                closedTouches[finger, default: []].insert(key)
            }
        case .action(let state):
            if state == .possible || state == .failed {
                violations.append("\(event.recognizer ?? "?"): action sent in .\(state) (at \(event.time))")
            }
        default:
            break
        }
    }

    /// Checks what must hold once all fingers are up and timers have run; returns all violations so far.
    @discardableResult
    public func checkAtRest() -> [String] {
        for key in openTouches.sorted() { violations.append("\(key): touchesBegan never ended or cancelled") }
        openTouches.removeAll()
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
        for recognizer in view.storedGestureRecognizers where recognizer.storedState != .possible {
            violations.append("\(TraceEvent.describe(recognizer)) on \(TraceEvent.describe(view)): left in .\(recognizer.storedState) at rest")
        }
        if let scrollView = view as? UIScrollView, !scrollView.isTracking, !scrollView.isDecelerating,
           !scrollView.isDragging, !scrollView.isZooming, !scrollView.isZoomBouncing {
            checkAtRest(scrollView)
        }
        if !(view.storedCenter.isFinite && view.storedBounds.isFiniteRect) {
            violations.append("\(TraceEvent.describe(view)): NaN in geometry")
        }
        for subview in view.storedSubviews { visit(subview) }
    }
}
