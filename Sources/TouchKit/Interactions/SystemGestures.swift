/// The host system's own edge swipes (the dock from the bottom, the cover sheet from the top, slide over from the
/// side) and how they share touches with the app, as the 2017 talk describes them.
///
/// A window gets them by ``UIWindow/systemGestureEdges`` (none by default, so nothing changes for a host without
/// system gestures). On those edges a system edge swipe (an edge pan: 13 pt region, 15 pt inward within 0.25 s):
/// - shares its touches with the app's taps, long presses, pinches and rotations, which see them at the same time;
/// - goes before the app's pans and swipes, which wait for it to fail, and before the app's views, which see nothing
///   of a touch until it fails (it delays touches began);
/// - when it recognizes, takes the touch: the app's recognizers holding it are cancelled (or fail) and the host's
///   ``UIWindow/systemGestureHandler`` is called with the edge.
///
/// On the edges of ``UIWindow/preferredScreenEdgesDeferringSystemGestures`` the system defers: the first swipe goes to
/// the app as if there were no system gesture, and a second swipe from the same edge within
/// ``deferredSecondSwipeInterval`` goes to the system.
///
/// - Note: UIKit asks the view controllers (`preferredScreenEdgesDeferringSystemGestures`); TouchKit has none, so the
///   window answers.
@MainActor
final class SystemGestures {
    /// How soon after a deferred first swipe a second swipe from the same edge goes to the system: 3 s. UIKit does not
    /// document it (it shows an arrow after the first swipe) [?]; TouchKit's choice.
    static let deferredSecondSwipeInterval: TimeInterval = 3

    unowned let window: UIWindow
    let swipe = UIScreenEdgePanGestureRecognizer()
    private lazy var swipeDelegate = SystemSwipeDelegate(systemGestures: self)
    /// When a deferred first swipe last started on each edge, by the edge's raw value.
    private var deferredSwipes: [UInt: TimeInterval] = [:]

    init(window: UIWindow) {
        self.window = window
        swipe.name = "system edge swipe"
        swipe.delaysTouchesBegan = true
        swipe.cancelsTouchesInView = true
        swipe.delegate = swipeDelegate
        swipe.addTarget(handler: { recognizer in
            guard recognizer.state == .began, let window = recognizer.view?.window else { return }
            window.systemGestures?.systemSwipeBegan()
        })
    }

    /// Installs or removes the system swipe for `edges`.
    func update(edges: UIRectEdge) {
        swipe.edges = edges
        if edges.isEmpty {
            window.removeGestureRecognizer(swipe)
        } else if swipe.view !== window {
            window.addGestureRecognizer(swipe)
        }
    }

    /// The edge of the window `point` (window coordinates) is at, among the system edges.
    private func edge(at point: CGPoint) -> UIRectEdge? {
        let bounds = window.bounds, size = UIScreenEdgePanGestureRecognizer.edgeRegionSize
        let candidates: [(UIRectEdge, Bool)] = [
            (.bottom, bounds.maxY - point.y <= size), (.top, point.y - bounds.minY <= size),
            (.left, point.x - bounds.minX <= size), (.right, bounds.maxX - point.x <= size),
        ]
        for (edge, isNear) in candidates where isNear && swipe.edges.contains(edge) { return edge }
        return nil
    }

    /// Whether the system swipe takes `touch`: not on a deferred edge's first swipe.
    func shouldReceive(_ touch: UITouch) -> Bool {
        guard let edge = edge(at: touch.locationInWindow) else { return true }
        guard window.preferredScreenEdgesDeferringSystemGestures.contains(edge) else { return true }
        let now = window.clock.now
        if let first = deferredSwipes[edge.rawValue], now - first <= Self.deferredSecondSwipeInterval {
            deferredSwipes[edge.rawValue] = nil
            return true
        }
        deferredSwipes[edge.rawValue] = now
        return false
    }

    /// The system took the touch: the app's recognizers holding it end, and the host hears of it.
    fileprivate func systemSwipeBegan() {
        guard let touch = swipe.trackedTouches.first else { return }
        // A retaining copy: abandoning runs app code (the touch's list does not hold its recognizers).
        for recognizer in Array(touch.recognizers) where recognizer !== swipe { recognizer.abandonAttempt() }
        window.systemGestureHandler?(edge(at: touch.beganLocationInWindow) ?? swipe.edges)
    }
}

/// The system swipe's answers as its delegate.
@MainActor
private final class SystemSwipeDelegate: UIGestureRecognizerDelegate {
    unowned let systemGestures: SystemGestures

    init(systemGestures: SystemGestures) {
        self.systemGestures = systemGestures
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        systemGestures.shouldReceive(touch)
    }

    /// Taps, long presses, pinches and rotations see the touches at the same time as the system swipe.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer is UITapGestureRecognizer || otherGestureRecognizer is UILongPressGestureRecognizer
            || otherGestureRecognizer is UIPinchGestureRecognizer || otherGestureRecognizer is UIRotationGestureRecognizer
    }

    /// Pans and swipes wait for the system swipe to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer is UIPanGestureRecognizer || otherGestureRecognizer is UISwipeGestureRecognizer
    }
}
