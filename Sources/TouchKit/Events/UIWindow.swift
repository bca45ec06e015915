/// The root of a view hierarchy and the place touches enter it: UIKit's `UIWindow`.
///
/// ``sendEvent(_:)`` does what UIKit's does for touch events: new touches are hit-tested, each touch goes to its
/// gesture recognizers first and to its view after, as the recognizers allow (see ``UIGestureRecognizer``).
///
/// - Note: UIKit has one clock for the whole process. Each TouchKit window owns a ``MediaClock`` (``clock``), so
///   tests that each build a window run side by side without sharing time.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// TouchKit only: the window's clock: recognizer timers, the touch delay, deceleration, animations and dynamics run on it.
    public let clock: MediaClock

    /// TouchKit only: the single event object the window reuses for touches, as UIKit does.
    public let touchEvent = UIEvent()

    // `@exclusivity(unchecked)`, once for the type: these stored properties are read and written on the per-sample
    // path, on the main actor only, and no engine code holds an access to one across a call out to app code, so the
    // runtime's dynamic exclusivity check (a call per access, more than the access itself) is left out.

    /// TouchKit only: the longest gap between one tap's lift and the next touch's start for `tapCount` to grow.
    /// UIKit does not document it; 0.35 s, the tap recognizer's interval between taps [?]. `.infinity` never runs
    /// out (taps count up however slow); NaN or negative: `tapCount` never grows.
    @exclusivity(unchecked) public var tapInterval: TimeInterval = 0.35
    /// TouchKit only: the farthest the next touch may start from the previous tap for `tapCount` to grow: 45 pt, the tap
    /// recognizer's allowable movement [?].
    @exclusivity(unchecked) public var tapSlop: CGFloat = 45

    @exclusivity(unchecked) var hasPendingLayout = false
    @exclusivity(unchecked) var hostSafeAreaInsets: UIEdgeInsets = .zero

    /// The window's safe area, set by the host: the insets its status bar, notch, bars and home indicator cover.
    /// Default zero. Every view's ``UIView/safeAreaInsets`` derives from it, and views whose safe area changes get
    /// ``UIView/safeAreaInsetsDidChange()`` at once. Negative or non-finite values are ignored.
    ///
    /// - Note: In UIKit the system sets a window's safe area (apps read it); TouchKit's host sets it here, the one
    ///   setter UIKit's read-only property gains.
    open override var safeAreaInsets: UIEdgeInsets {
        get { hostSafeAreaInsets }
        set {
            let values = [newValue.top, newValue.left, newValue.bottom, newValue.right]
            guard values.allSatisfy({ $0.isFinite && $0 >= 0 }), newValue != hostSafeAreaInsets else { return }
            hostSafeAreaInsets = newValue
            updateSafeAreaInsets()
        }
    }

    // MARK: System gestures

    /// TouchKit only: the edges where the host system has edge swipes of its own (the dock from the bottom, the cover sheet from the
    /// top, slide over from the side), which compete with the app for touches there as in iOS 11 (the 2017 talk, Modern
    /// User Interaction on iOS; see `SystemGestures`). Default none: no system gestures, nothing changes. TouchKit's
    /// own: UIKit's system decides.
    public var systemGestureEdges: UIRectEdge = [] {
        didSet {
            if systemGestures == nil && !systemGestureEdges.isEmpty { systemGestures = SystemGestures(window: self) }
            systemGestures?.update(edges: systemGestureEdges)
        }
    }

    /// TouchKit only: the edges where the app's gestures go first: the first swipe from such an edge goes to the app, a second one
    /// soon after to the system. Default none. UIKit asks the view controllers
    /// (`UIViewController.preferredScreenEdgesDeferringSystemGestures`); TouchKit has none, so the window holds it.
    public var preferredScreenEdgesDeferringSystemGestures: UIRectEdge = []

    /// TouchKit only: called when a scroll view whose `keyboardDismissMode` is `.onDrag` (or `.onDragWithAccessory`) begins a drag:
    /// the host hides its keyboard. UIKit resigns the first responder; TouchKit has no keyboard, so the host decides.
    public var keyboardDismissHandler: (@MainActor (UIView) -> Void)?

    /// TouchKit only: called with the edge when a system edge swipe takes a touch (the host shows its dock, cover sheet...).
    public final var systemGestureHandler: (@MainActor (UIRectEdge) -> Void)?

    /// The view that takes the touches hit-tested to it alone, if any: no gesture recognizer (not even one on the
    /// window) is given them. A context menu's container (Interactions) sets itself here while it covers the window:
    /// a menu on screen is modal. The lower layer knows only that a view asked.
    @exclusivity(unchecked) var modalOverlay: UIView?
    /// The system edge swipe, once ``systemGestureEdges`` was set.
    private(set) var systemGestures: SystemGestures?
    /// The windows this one shares a screen with (``TouchHost/addWindow(_:)``); nil when it is alone.
    @exclusivity(unchecked) var screenWindows: ScreenWindows?
    /// Counts the window's dispatches (the delivery machinery's generation, made on first use): the filmstrip
    /// recorder takes its frames when it changes.
    package var dispatchGeneration: UInt64 { dispatcher.generation }
    /// The window's delivery machinery, made on first use.
    var dispatcher: TouchDispatcher {
        if let createdDispatcher { return createdDispatcher }
        let made = TouchDispatcher(window: self)
        createdDispatcher = made
        return made
    }
    @exclusivity(unchecked) private var createdDispatcher: TouchDispatcher?
    /// ``dispatcher`` without a retain: the window holds its dispatcher from its making until the window goes.
    private var unretainedDispatcher: UnownedReference<TouchDispatcher> {
        guard let createdDispatcher else { return UnownedReference(dispatcher) }
        return UnownedReference(createdDispatcher)
    }
    /// Whether an event is being delivered (without making a dispatcher, or reference-counting it, to ask).
    var isDispatchingEvent: Bool { createdDispatcher?.isDispatching ?? false }
    @exclusivity(unchecked) private var diagnosticObservers: [(id: Int, observer: @MainActor (TouchDiagnostic) -> Void)] = []
    @exclusivity(unchecked) var traceObservers: [(id: Int, observer: @MainActor (TraceEvent) -> Void)] = []
    @exclusivity(unchecked) private var nextObserverID = 0
    /// How deeply diagnostic and trace observer calls are nested in each other (see ``maximumObserverNesting``).
    @exclusivity(unchecked) private var observerNesting = 0
    /// Events were dropped for nesting too deep since the outermost observer call began.
    @exclusivity(unchecked) private var droppedNestedObserverEvents = false
    @exclusivity(unchecked) private var isReportingDroppedObserverEvents = false

    /// TouchKit only: how deeply observer calls may nest: an observer that sends samples (or does anything else that
    /// makes diagnostics or trace events) is called again from inside itself, and one that does so every time would
    /// recurse until the stack overflows. Diagnostics and trace events produced deeper are not passed to the observers;
    /// once the outermost observer call returns, one `invalidArgument` diagnostic says so (TouchKit's rule, in the
    /// spirit of UIKit ignoring `sendEvent` from inside delivery with a log line).
    public static let maximumObserverNesting = 8

    /// A window with the given frame and its own clock (a new ``MediaClock`` starting at 0 when nil).
    public init(frame: CGRect, clock: MediaClock? = nil) {
        self.clock = clock ?? MediaClock()
        super.init(frame: frame)
        connectToClock()
    }

    private func connectToClock() {
        storedWindow = self
        windowLink.window = self
        // `unowned`: the window takes the callback back in its `deinit` (the clock may outlive it), and a weak
        // capture would put the window, retained all along the touch path, on the runtime's slow retain path.
        self.clock.afterCallback.append((ObjectIdentifier(self), { [unowned self] in self.dispatcher.clockCallbackDidRun() }))
    }

    /// A window decoded from an archive: a window with a zero frame and its own clock (see
    /// ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        self.clock = MediaClock()
        super.init(coder: coder)
        connectToClock()
    }

    /// How the window's touches reach it without owning it (see ``UITouch/window``).
    let windowLink = WindowLink()

    /// Whether the window is the key window of its screen (see ``makeKey()``). Default false.
    public internal(set) var isKeyWindow = false
    /// Called when the window becomes the key window of its screen (``makeKey()``). The default does nothing, as
    /// UIKit's; override it to react. Not to be called directly.
    open func becomeKey() {}

    /// Called when the window is no longer the key window of its screen (another one's ``makeKey()``). The default
    /// does nothing, as UIKit's; override it to react. Not to be called directly.
    open func resignKey() {}

    /// The window's first responder (see ``UIResponder/becomeFirstResponder()``), weak: a view leaving the window
    /// resigns first, so only a responder going away with no owner leaves it nil.
    weak var firstResponder: UIResponder?

    /// Takes the window's callback back from its clock, which may outlive it, ends its touches' hold on it and the
    /// animations in flight. Nonisolated, as ``UIView``'s, so a subclass may declare a plain `deinit`.
    deinit {
        let identifier = ObjectIdentifier(self)
        runOnMainActorInDeinit {
            clock.afterCallback.removeAll { $0.owner == identifier }
            windowLink.window = nil
            // Its subviews stop pointing at it before app code runs in its teardown (recognizers' `reset()`, below):
            // `superview` reads nil from here, as it would a moment later in `UIView`'s `deinit`, never the window
            // being torn down (`UIView.unretainedSuperview` is not reference-counted).
            for subview in storedSubviews { subview.storedSuperview = nil }
            // Not through `dispatcher`: it would make one, and its `window` may not be read from here (unowned, going).
            createdDispatcher?.windowWillDeallocate(event: touchEvent, root: self)
            // An animation holds its views until it ends: end the ones in flight so the views can go.
            ViewAnimationRecord.discardAnimations(inSubtree: self)
        }
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, clock: nil)
    }

    /// A window is its own window.
    open override var window: UIWindow? { self }

    /// Delivers an event. A touch event: hit-tests its new touches, gives each touch to its gesture recognizers,
    /// settles what they decided (actions, exclusion, failure requirements), then delivers to the views what the
    /// recognizers allow. A hover event (a pointer or pencil hovering): hit-tests its location and begins, changes or
    /// ends the ``UIHoverGestureRecognizer``s there. A scroll or transform event (a wheel step, a trackpad scroll,
    /// pinch or rotation, whose ``UIEvent/type`` says which): hit-tests the pointer's location and gives it to the
    /// recognizers there that take it. Every event a host sends comes through here, as UIKit's application hands each to its window's
    /// `sendEvent(_:)` ([doc] UIWindow.sendEvent(_:)). Override to observe events; call `super`.
    open func sendEvent(_ event: UIEvent) {
        // The window's own touch event first: one comparison on the per-sample path. Then the hosts' hover, scroll
        // and transform events, told by their class (an app's own `UIEvent` subclass goes the touch event's way).
        if event !== touchEvent {
            let eventClass = type(of: event)
            if eventClass == HoverEvent.self { return downcast(event, toKnown: HoverEvent.self).deliver(in: self) }
            if eventClass == ScrollEvent.self || eventClass == TransformEvent.self {
                return unretainedDispatcher.withObject { $0.dispatchIndirect(downcast(event, toKnown: IndirectEvent.self)) }
            }
        }
        unretainedDispatcher.withObject { $0.dispatch(event) }
    }

    // MARK: Diagnostics and tracing

    /// TouchKit only: calls `observer` with every diagnostic the window's input and recognizers produce. Returns a token for
    /// ``removeObserver(_:)``.
    @discardableResult
    public final func addDiagnosticObserver(_ observer: @escaping @MainActor (TouchDiagnostic) -> Void) -> Int {
        nextObserverID += 1
        diagnosticObservers.append((nextObserverID, observer))
        return nextObserverID
    }

    /// TouchKit only: calls `observer` with every trace event: touch samples, recognizer state changes, actions, exclusion,
    /// failure-requirement waits and view deliveries. Returns a token for ``removeObserver(_:)``.
    @discardableResult
    public final func addTraceObserver(_ observer: @escaping @MainActor (TraceEvent) -> Void) -> Int {
        nextObserverID += 1
        Self.traceObserverWasEverAdded = true
        traceObservers.append((nextObserverID, observer))
        return nextObserverID
    }

    /// TouchKit only: stops a diagnostic or trace observer.
    public func removeObserver(_ token: Int) {
        diagnosticObservers.removeAll { $0.id == token }
        traceObservers.removeAll { $0.id == token }
    }

    /// Whether anyone listens to the trace: building trace events is skipped otherwise.
    var isTracing: Bool { !traceObservers.isEmpty }

    /// Whether any window was ever given a trace observer. Until one is, a recognizer's state change and action skip
    /// reading their view's window just to ask ``isTracing`` (a reference-counted read on every state change). Never
    /// cleared (a window's `deinit` would have to count its observers out): once tracing was used, every window is
    /// asked, as before.
    @exclusivity(unchecked) static var traceObserverWasEverAdded = false

    package func report(_ diagnostic: TouchDiagnostic) {
        guard enterObservers() else { return }
        for entry in diagnosticObservers { entry.observer(diagnostic) }
        if isTracing { trace(.diagnostic(diagnostic)) }
        leaveObservers()
    }

    func trace(
        _ kind: TraceEvent.Kind, recognizer: UIGestureRecognizer? = nil, view: UIView? = nil, finger: Int? = nil,
        touch: UITouch? = nil
    ) {
        guard isTracing, enterObservers() else { return }
        let event = TraceEvent(
            time: clock.now, kind: kind,
            recognizer: recognizer.map(TraceEvent.describe), view: view.map(TraceEvent.describe),
            finger: touch?.fingerID ?? finger, touch: touch?.serial)
        let outerView = tracedView
        tracedView = view
        for entry in traceObservers { entry.observer(event) }
        tracedView = outerView
        leaveObservers()
    }

    /// Counts one more nested observer call; false (the event is dropped) past ``maximumObserverNesting``.
    private func enterObservers() -> Bool {
        guard observerNesting < Self.maximumObserverNesting else {
            droppedNestedObserverEvents = true
            return false
        }
        observerNesting += 1
        return true
    }

    /// Ends an observer call; the outermost one reports events dropped meanwhile, once (not again for what that
    /// report itself leads to).
    private func leaveObservers() {
        observerNesting -= 1
        guard observerNesting == 0, droppedNestedObserverEvents, !isReportingDroppedObserverEvents else { return }
        droppedNestedObserverEvents = false
        isReportingDroppedObserverEvents = true
        report(TouchDiagnostic(
            kind: .invalidArgument,
            message: "observers called from inside observers more than \(Self.maximumObserverNesting) deep: the deeper diagnostics and trace events were not delivered"))
        isReportingDroppedObserverEvents = false
        droppedNestedObserverEvents = false
    }

    /// The view of the trace event being observed, for observers in the library that need the object rather than
    /// its name (the invariant checker asks whether it is in the window).
    @exclusivity(unchecked) package private(set) var tracedView: UIView?

    /// Called when views leave the window: their touches are cancelled on them and recognizers on them stop.
    func subtreeDidLeaveWindow(_ root: UIView) {
        // The animated views are found before the touches are cancelled: that is app code, and a view it takes out
        // of the subtree must still lose its animations (no window, no clock), or they would keep it alive.
        var animated: [UIView] = []
        ViewAnimationRecord.animatedViews(inSubtree: root, into: &animated)
        firstResponderMayHaveLeft(root)
        dispatcher.viewsDidLeaveWindow()
        for view in animated where view.window == nil { ViewAnimationRecord.removeAnimations(of: view) }
    }

    /// Called when `root`'s subtree left the window: a first responder in it resigns, its answer ignored (it cannot
    /// stay first in a window it is not in).
    func firstResponderMayHaveLeft(_ root: UIView) {
        guard let responder = firstResponder, let view = responder as? UIView, view === root || view.isDescendant(of: root)
        else { return }
        firstResponder = nil
        _ = responder.resignFirstResponder()
    }
}

extension UIView {
    /// Whether the view is `window` or in it, by the engine's own record (`window` is overridable).
    func isInWindow(_ window: UIWindow) -> Bool { self === window || storedWindow === window }
}
