/// The root of a view hierarchy and the place touches enter it: UIKit's `UIWindow`.
///
/// ``sendEvent(_:)`` does what UIKit's does for touch events: new touches are hit-tested, each touch goes to its
/// gesture recognizers first and to its view after, as the recognizers allow (see ``UIGestureRecognizer``).
///
/// - Note: UIKit has one clock for the whole process. Each TouchKit window owns a ``MediaClock`` (``clock``), so
///   tests that each build a window run side by side without sharing time.
@MainActor
open class UIWindow: UIView {
    /// The window's clock: recognizer timers, the touch delay, deceleration, animations and dynamics run on it.
    public let clock: MediaClock

    /// The single event object the window reuses for touches, as UIKit does.
    public let touchEvent = UIEvent()

    /// The longest gap between one tap's lift and the next touch's start for `tapCount` to grow.
    /// UIKit does not document it; 0.35 s, the tap recognizer's interval between taps [?].
    @exclusivity(unchecked) public var tapInterval: TimeInterval = 0.35
    /// The farthest the next touch may start from the previous tap for `tapCount` to grow: 45 pt, the tap
    /// recognizer's allowable movement [?].
    @exclusivity(unchecked) public var tapSlop: CGFloat = 45

    @exclusivity(unchecked) var hasPendingLayout = false

    // MARK: System gestures

    /// The edges where the host system has edge swipes of its own (the dock from the bottom, the cover sheet from the
    /// top, slide over from the side), which compete with the app for touches there as in iOS 11 (2017 seed; see
    /// `SystemGestures`). Default none: no system gestures, nothing changes. TouchKit's own: UIKit's system decides.
    public var systemGestureEdges: UIRectEdge = [] {
        didSet {
            if systemGestures == nil && !systemGestureEdges.isEmpty { systemGestures = SystemGestures(window: self) }
            systemGestures?.update(edges: systemGestureEdges)
        }
    }

    /// The edges where the app's gestures go first: the first swipe from such an edge goes to the app, a second one
    /// soon after to the system. Default none. UIKit asks the view controllers
    /// (`UIViewController.preferredScreenEdgesDeferringSystemGestures`); TouchKit has none, so the window holds it.
    public var preferredScreenEdgesDeferringSystemGestures: UIRectEdge = []

    /// Called with the edge when a system edge swipe takes a touch (the host shows its dock, cover sheet...).
    public var systemGestureHandler: (@MainActor (UIRectEdge) -> Void)?

    /// The system edge swipe, once ``systemGestureEdges`` was set.
    private(set) var systemGestures: SystemGestures?
    /// The window's delivery machinery, made on first use.
    var dispatcher: TouchDispatcher {
        if let createdDispatcher { return createdDispatcher }
        let made = TouchDispatcher(window: self)
        createdDispatcher = made
        return made
    }
    @exclusivity(unchecked) private var createdDispatcher: TouchDispatcher?
    @exclusivity(unchecked) private var diagnosticObservers: [(id: Int, observer: @MainActor (TouchDiagnostic) -> Void)] = []
    @exclusivity(unchecked) var traceObservers: [(id: Int, observer: @MainActor (TraceEvent) -> Void)] = []
    @exclusivity(unchecked) private var nextObserverID = 0

    /// A window with the given frame and its own clock (a new ``MediaClock`` starting at 0 when nil).
    public init(frame: CGRect, clock: MediaClock? = nil) {
        self.clock = clock ?? MediaClock()
        super.init(frame: frame)
        storedWindow = self
        windowLink.window = self
        // `unowned`: the window takes the callback back in its `deinit` (the clock may outlive it), and a weak
        // capture would put the window, retained all along the touch path, on the runtime's slow retain path.
        self.clock.afterCallback.append((ObjectIdentifier(self), { [unowned self] in self.dispatcher.clockCallbackDidRun() }))
    }

    /// How the window's touches reach it without owning it (see ``UITouch/window``).
    let windowLink = WindowLink()

    isolated deinit {
        let identifier = ObjectIdentifier(self)
        clock.afterCallback.removeAll { $0.owner == identifier }
        windowLink.window = nil
        // Not through `dispatcher`: it would make one, and its `window` may not be read from here (unowned, going).
        createdDispatcher?.windowWillDeallocate(event: touchEvent, root: self)
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, clock: nil)
    }

    /// A window is its own window.
    open override var window: UIWindow? { self }

    /// Delivers a touch event: hit-tests its new touches, gives each touch to its gesture recognizers, settles what
    /// they decided (actions, exclusion, failure requirements), then delivers to the views what the recognizers
    /// allow. Override to observe events; call `super`.
    open func sendEvent(_ event: UIEvent) {
        dispatcher.dispatch(event)
    }

    // MARK: Diagnostics and tracing

    /// Calls `observer` with every diagnostic the window's input and recognizers produce. Returns a token for
    /// ``removeObserver(_:)``.
    @discardableResult
    public func addDiagnosticObserver(_ observer: @escaping @MainActor (TouchDiagnostic) -> Void) -> Int {
        nextObserverID += 1
        diagnosticObservers.append((nextObserverID, observer))
        return nextObserverID
    }

    /// Calls `observer` with every trace event: touch samples, recognizer state changes, actions, exclusion,
    /// failure-requirement waits and view deliveries. Returns a token for ``removeObserver(_:)``.
    @discardableResult
    public func addTraceObserver(_ observer: @escaping @MainActor (TraceEvent) -> Void) -> Int {
        nextObserverID += 1
        traceObservers.append((nextObserverID, observer))
        return nextObserverID
    }

    /// Stops a diagnostic or trace observer.
    public func removeObserver(_ token: Int) {
        diagnosticObservers.removeAll { $0.id == token }
        traceObservers.removeAll { $0.id == token }
    }

    /// Whether anyone listens to the trace: building trace events is skipped otherwise.
    var isTracing: Bool { !traceObservers.isEmpty }

    func report(_ diagnostic: TouchDiagnostic) {
        for entry in diagnosticObservers { entry.observer(diagnostic) }
        if isTracing { trace(.diagnostic(diagnostic)) }
    }

    func trace(_ kind: TraceEvent.Kind, recognizer: UIGestureRecognizer? = nil, view: UIView? = nil, finger: Int? = nil) {
        guard isTracing else { return }
        let event = TraceEvent(
            time: clock.now, kind: kind,
            recognizer: recognizer.map(TraceEvent.describe), view: view.map(TraceEvent.describe), finger: finger)
        let outerView = tracedView
        tracedView = view
        for entry in traceObservers { entry.observer(event) }
        tracedView = outerView
    }

    /// The view of the trace event being observed, for observers in the library that need the object rather than
    /// its name (the invariant checker asks whether it is in the window).
    @exclusivity(unchecked) private(set) var tracedView: UIView?

    /// Called when views leave the window: their touches are cancelled on them and recognizers on them stop.
    func subtreeDidLeaveWindow(_ root: UIView) {
        dispatcher.subtreeDidLeaveWindow(root)
    }
}
