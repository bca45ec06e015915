/// Turns touches into a gesture and tells its targets: UIKit's `UIGestureRecognizer`, base of the built-in
/// recognizers and of your own.
///
/// A recognizer attached to a view receives the touches hit-tested to that view and its descendants, before the view
/// does. It decides only "is this my gesture" by setting ``state``; the window's ``GestureArena`` applies the rules
/// between recognizers (exclusion, failure requirements, simultaneous recognition), sends actions, and delays or
/// cancels the view's touches (``cancelsTouchesInView``, ``delaysTouchesBegan``, ``delaysTouchesEnded``).
///
/// Target-action without selectors: `UIPanGestureRecognizer(target: self, action: ViewController.handlePan)` reads
/// like `#selector(handlePan)`; the target is held weakly, as in UIKit. Or pass a closure: `init(handler:)`.
///
/// - Note: UIKit's `UIGestureRecognizerSubclass` header makes ``state`` writable for subclasses only; Swift cannot
///   express that, so ``state`` is publicly settable and illegal transitions are coerced as UIKit does.
///
/// See also ``UIGestureRecognizerDelegate``, ``require(toFail:)``.
@MainActor
open class UIGestureRecognizer {
    /// The recognizer's state machine. Raw values are UIKit's.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5

        /// A discrete gesture was recognized: the same as ``ended``.
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        var isRecognized: Bool { self == .began || self == .changed || self == .ended }
    }

    // MARK: Target-action

    struct TargetAction {
        weak var target: AnyObject?
        let hasTarget: Bool
        let invoke: @MainActor (AnyObject?, UIGestureRecognizer) -> Void
        /// Increases with every target added, so the list is always in serial order (see ``sendActions()``).
        var serial: UInt64 = 0
    }

    @exclusivity(unchecked) var targetActions: [TargetAction] = [] {
        didSet { targetActionsVersion &+= 1 }
    }
    /// Changes with every change of ``targetActions``: an action's code may add or remove targets mid-send.
    @exclusivity(unchecked) private var targetActionsVersion: UInt64 = 0
    @exclusivity(unchecked) private var nextTargetSerial: UInt64 = 0

    private func appendTarget(_ entry: TargetAction) {
        var entry = entry
        entry.serial = nextTargetSerial
        nextTargetSerial &+= 1
        targetActions.append(entry)
    }

    /// A recognizer with no target yet.
    public init() {}

    /// Stops the timeout, whose callback holds the recognizer `unowned`.
    isolated deinit {
        timeoutTimer?.invalidate()
    }

    /// A recognizer that calls `handler` with itself on every action.
    public init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        appendTarget(TargetAction(target: nil, hasTarget: false) { _, recognizer in handler(recognizer) })
    }

    /// A recognizer that calls `action` on `target` (held weakly) on every action. `action` is an unapplied method
    /// reference, `ViewController.handlePan`, the Swift spelling of `#selector(handlePan(_:))`; its parameter may
    /// be any recognizer class this one is.
    public init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        addTarget(target, action: action)
    }

    /// Adds a target-action pair; the target is held weakly and skipped once it is gone.
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        appendTarget(TargetAction(target: target, hasTarget: true) { target, recognizer in
            guard let target = target as? Target, let recognizer = recognizer as? Recognizer else { return }
            action(target)(recognizer)
        })
    }

    /// Adds a closure called on every action.
    public func addTarget(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        appendTarget(TargetAction(target: nil, hasTarget: false) { _, recognizer in handler(recognizer) })
    }

    /// Removes every action of `target`; nil removes every action, closures included.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return targetActions.removeAll() }
        targetActions.removeAll { $0.hasTarget && ($0.target === target || $0.target == nil) }
    }

    // MARK: Properties

    @exclusivity(unchecked) var storedState: State = .possible

    /// The current state. Subclasses set it as they recognize; UIKit's illegal transitions are coerced (logged as a
    /// ``TouchDiagnostic/Kind/invalidStateTransition`` diagnostic), never a crash:
    /// possible→began/changed becomes began (or failed if ``gestureRecognizerShouldBegin`` says no),
    /// possible→cancelled becomes failed, began→failed becomes cancelled, began→began and changed→began become
    /// changed, and nothing changes a terminal state until ``reset()``.
    open var state: State {
        get { storedState }
        set { requestTransition(to: newValue) }
    }

    /// The delegate, held weakly.
    @exclusivity(unchecked) public weak var delegate: (any UIGestureRecognizerDelegate)?

    /// A disabled recognizer receives no touches. Disabling it while it recognizes cancels it (failed if it had not
    /// begun) and drops every touch it tracked; enabled again, it takes new touches at once (2014 seed).
    @exclusivity(unchecked) public var isEnabled: Bool = true {
        didSet {
            guard oldValue != isEnabled, !isEnabled else { return }
            abandonAttempt()
        }
    }

    /// The view the recognizer is attached to. (`unowned`, cleared by the view's `deinit`: see `UIView`'s storage.)
    @exclusivity(unchecked) public internal(set) unowned var view: UIView?

    /// A name for debugging and traces.
    @exclusivity(unchecked) public var name: String?

    /// When the recognizer recognizes, its touches are cancelled in the view (`touchesCancelled`), just before the
    /// action. Default true.
    @exclusivity(unchecked) public var cancelsTouchesInView: Bool = true
    /// While the recognizer is undecided, the view sees nothing of its touches; if it fails they are delivered, if
    /// it recognizes they never are. Default false.
    @exclusivity(unchecked) public var delaysTouchesBegan: Bool = false
    /// While the recognizer is undecided, `touchesEnded` is held from the view; if it fails, ended is delivered; if it
    /// recognizes, the view gets `touchesCancelled` instead. Default true.
    @exclusivity(unchecked) public var delaysTouchesEnded: Bool = true
    /// Whether every touch must be of the first touch's type. Default true.
    @exclusivity(unchecked) public var requiresExclusiveTouchType: Bool = true
    /// The touch types the recognizer accepts, as `UITouch.TouchType` raw values. Default: all.
    @exclusivity(unchecked) public var allowedTouchTypes: [NSNumber] = UITouch.TouchType.allCases.map { NSNumber(value: $0.rawValue) } {
        didSet {
            allowedTouchTypeMask = allowedTouchTypes.reduce(0) { mask, number in mask | (1 << number.intValue) }
        }
    }
    @exclusivity(unchecked) var allowedTouchTypeMask: Int = 0b1111

    // MARK: Engine state

    /// Touches currently down that the recognizer tracks, in the order they came.
    @exclusivity(unchecked) var trackedTouches: [UITouch] = []
    /// Every touch given to the recognizer in this attempt (tracked or already lifted).
    @exclusivity(unchecked) var attemptTouches: [UITouch] = []
    /// The window arena while the recognizer takes part in an attempt; nil between attempts. (`unowned`, cleared
    /// at the reset and by the arena's `deinit`: a weak reference would put the arena on the slow retain path.)
    @exclusivity(unchecked) unowned var arena: GestureArena?
    @exclusivity(unchecked) var isInAttempt = false
    /// The state changed since the arena last looked.
    @exclusivity(unchecked) var hasPendingStateChange = false
    /// The recognizer passed arbitration: its actions go out.
    @exclusivity(unchecked) var isAdmitted = false
    /// It recognized but waits for recognizers it requires to fail.
    @exclusivity(unchecked) var isWaitingForFailureRequirement = false
    /// It went through `.began` in this attempt (a continuous gesture).
    @exclusivity(unchecked) var didBegin = false
    /// The last dispatch the recognizer was given touches in.
    @exclusivity(unchecked) var lastDeliveryGeneration: UInt64 = 0
    /// Whether `shouldReceive(event)` was asked in this attempt.
    @exclusivity(unchecked) var askedShouldReceiveEvent = false
    /// Counts the resets, so code that ran the app's callbacks can tell its attempt is over even when the state
    /// came back to `.possible`.
    @exclusivity(unchecked) var resetCount: UInt64 = 0
    /// The answers of the dynamic failure requirements (subclass and delegate methods, both directions) asked this
    /// attempt, one per other recognizer and attempt of it: UIKit asks them once per attempt to recognize.
    @exclusivity(unchecked) var askedRequirements: [AskedRequirement] = []
    @exclusivity(unchecked) var failureRequirements: [WeakRecognizer] = []
    /// The recognizer's one timeout timer, made on first use and re-armed for every later timeout.
    @exclusivity(unchecked) private var timeoutTimer: MediaTimer?
    /// The centroid of the touches when they were last there, in window coordinates.
    @exclusivity(unchecked) var lastCentroidInWindow: CGPoint = .zero

    struct WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
    }

    /// Whether this recognizer must wait for `other`, as the dynamic sources answered during `other`'s attempt
    /// number `otherResetCount` (the identifier is only compared while `other` takes part in this attempt).
    struct AskedRequirement {
        let other: ObjectIdentifier
        let otherResetCount: UInt64
        let requires: Bool
    }

    // MARK: Touches and locations

    /// The number of touches involved in the gesture: the ones the recognizer currently tracks, which
    /// ``location(ofTouch:in:)`` indexes. Open, as UIKit's: a discrete recognizer keeps its touches countable in its
    /// action after the fingers lifted (``UITapGestureRecognizer`` does).
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's when nil). With no touches:
    /// where they last were (a tap's location after its lift), or (0, 0) if there never were any.
    open func location(in view: UIView?) -> CGPoint {
        let windowPoint = trackedTouches.isEmpty ? lastCentroidInWindow : centroidInWindow(of: trackedTouches)
        guard let view else { return windowPoint }
        return view.convert(windowPoint, from: nil)
    }

    /// The location of touch `touchIndex` (0 ..< ``numberOfTouches``). An index out of range is a programming error,
    /// as in UIKit (which raises): a precondition failure naming the index and the count.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(
            trackedTouches.indices.contains(touchIndex),
            "location(ofTouch: \(touchIndex), in:) on a \(type(of: self)) with \(trackedTouches.count) touches")
        return trackedTouches[touchIndex].location(in: view)
    }

    func centroidInWindow(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches {
            x += touch.locationInWindow.x
            y += touch.locationInWindow.y
        }
        let count = CGFloat(touches.count)
        return CGPoint(x: x / count, y: y / count)
    }

    // MARK: Failure requirements

    /// Whether this recognizer must wait for `other` by the dynamic sources, asking them (`ask`) only once per
    /// attempt of either recognizer, as UIKit does: a delegate whose answer depends on changing state stays
    /// consistent for the whole attempt, so a requirement cycle cannot appear and vanish between two questions.
    func dynamicallyRequiresFailure(of other: UIGestureRecognizer, ask: () -> Bool) -> Bool {
        let identifier = ObjectIdentifier(other)
        // A loop, not `firstIndex(where:)`: closures passed from main-actor code get executor checks.
        var found: Int?
        for index in askedRequirements.indices where askedRequirements[index].other == identifier {
            found = index
            break
        }
        if let index = found, askedRequirements[index].otherResetCount == other.resetCount {
            return askedRequirements[index].requires
        }
        let answer = AskedRequirement(other: identifier, otherResetCount: other.resetCount, requires: ask())
        if let index = found { askedRequirements[index] = answer } else { askedRequirements.append(answer) }
        return answer.requires
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before its action goes out; if the other
    /// recognizes, this one fails. Requiring itself is ignored with a diagnostic, as UIKit logs it.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            report(.invalidFailureRequirement, "\(TraceEvent.describe(self)) cannot require its own failure")
            return
        }
        failureRequirements.removeAll { $0.recognizer == nil }
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Subclass hooks

    /// New touches for the recognizer. The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Its touches moved. The default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Some of its touches lifted. The default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Some of its touches were cancelled. The default does nothing.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called by the system after the recognizer reached ended, cancelled or failed, before it returns to
    /// `.possible`. Override to clear per-gesture state (call super).
    open func reset() {}

    /// Stops delivering `touch` to the recognizer. The touch is not cancelled in the view.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeIdentical(touch)
        attemptTouches.removeIdentical(touch)
        if let index = touch.recognizers.firstIndexIdentical(to: self) { touch.recognizers.remove(at: index) }
    }

    /// Whether this recognizer, recognizing, may prevent `preventedGestureRecognizer`. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, may prevent this one. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether the recognizer wants touches of `event`; asked once per touch sequence. Default true.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Engine hook: whether this recognizer, by its own nature, recognizes alongside `other` (the scroll view's
    /// recognizers use it). Default false.
    func recognizesSimultaneouslyByDesign(with other: UIGestureRecognizer) -> Bool { false }

    /// Engine hook: a last gate for a touch, after the delegate's. Default true.
    func acceptsTouchByDesign(_ touch: UITouch) -> Bool { true }

    /// Engine hook: whether the recognizer's own nature lets it leave `.possible` now (a scroll view's pan cannot
    /// begin when it may not take its touches from the content). Asked before the views and the delegate. Default true.
    func shouldBeginByDesign() -> Bool { true }

    // MARK: Time

    /// The clock of the recognizer's window, for timeouts. Nil when the view is not in a window.
    public var clock: MediaClock? { view?.window?.clock }

    /// Starts the recognizer's timeout, replacing the running one: ``timeoutElapsed()`` runs after `interval`
    /// seconds of the window's clock, unless ``cancelTimeout()`` or the reset comes first. Nothing happens outside a
    /// window. The built-ins need one timeout at a time (a tap's duration, then the gap to its next tap), so each
    /// recognizer re-arms a single timer and a timeout allocates nothing once the first was made.
    func scheduleTimeout(after interval: TimeInterval) {
        guard let clock else { return }
        let fireDate = clock.now + (interval.isFinite ? max(interval, 0) : 0)
        if let timer = timeoutTimer {
            timer.arm(at: fireDate, on: clock)
            return
        }
        // `unowned`: the recognizer's `deinit` invalidates the timer, and a weak capture would put every recognizer
        // with a timeout on the runtime's slow retain path.
        let timer = MediaTimer(clock: clock, fireDate: fireDate, interval: 0, isRearmable: true) { [unowned self] _ in
            self.timeoutElapsed()
        }
        clock.schedule(timer)
        timeoutTimer = timer
    }

    /// Stops the running timeout, if any.
    func cancelTimeout() {
        timeoutTimer?.invalidate()
    }

    /// Whether a timeout is running.
    var hasRunningTimeout: Bool { timeoutTimer?.isValid == true }

    /// Engine hook: the timeout started by ``scheduleTimeout(after:)`` ran out. Default: nothing.
    func timeoutElapsed() {}

    // MARK: State transitions

    private func requestTransition(to requested: State) {
        let current = storedState
        let resetsBefore = resetCount
        var target = requested
        var coerced = false
        switch (current, requested) {
        case (_, _) where current.isTerminal:
            if requested == current { return }
            report(.invalidStateTransition, "\(TraceEvent.describe(self)): \(current) → \(requested) ignored until reset")
            return
        case (.possible, .possible):
            return
        case (.possible, .began), (.possible, .changed):
            target = .began
            coerced = requested != .began
            if !shouldBegin() { target = .failed }
        case (.possible, .ended):
            if !shouldBegin() { target = .failed }
        case (.possible, .cancelled):
            target = .failed
            coerced = true
        case (.began, .failed), (.changed, .failed):
            target = .cancelled
            coerced = true
        case (.began, .began), (.changed, .began), (.changed, .possible), (.began, .possible):
            target = .changed
            coerced = true
        default:
            break
        }
        // `shouldBegin` runs delegate and view code, which may have disabled, removed or failed the recognizer, or
        // ended its attempt altogether (cancelled its touches, so it failed and was reset): that decision stands.
        guard storedState == current, resetCount == resetsBefore, isEnabled, view != nil else { return }
        if coerced {
            report(.invalidStateTransition, "\(TraceEvent.describe(self)): \(current) → \(requested) coerced to \(target)")
        }
        setStateFromEngine(target)
    }

    /// Changes the state without coercion, records it for the arena, and settles at once if nothing is under way.
    func setStateFromEngine(_ target: State) {
        let old = storedState
        storedState = target
        if target == .began { didBegin = true }
        if let window = view?.window, window.isTracing {
            window.trace(.stateChanged(from: old, to: target), recognizer: self, view: view)
        }
        hasPendingStateChange = true
        guard let arena = arena ?? view?.window?.dispatcher.arena else { return }
        arena.noteStateChange(of: self)
        arena.settleIfIdle()
    }

    /// Asks every hit view of the recognizer's touches (when it cancels touches in views), then the delegate.
    func shouldBegin() -> Bool {
        guard shouldBeginByDesign() else { return false }
        if cancelsTouchesInView {
            // Each hit view once, in the order of the touches: a view is skipped when an earlier touch had it (no
            // list of asked views, so asking allocates nothing).
            let touches = attemptTouches
            for index in touches.indices {
                guard let hitView = touches[index].view, !Self.view(hitView, isHitBy: touches[..<index]) else { continue }
                if !hitView.gestureRecognizerShouldBegin(self) { return false }
            }
        }
        return delegate?.gestureRecognizerShouldBegin(self) ?? true
    }

    private static func view(_ view: UIView, isHitBy touches: ArraySlice<UITouch>) -> Bool {
        for touch in touches where touch.view === view { return true }
        return false
    }

    /// Ends the current attempt from outside the touch stream (disabled, removed from its view, view left the
    /// window): cancelled if it had begun, else failed; its touches are dropped when the arena resets it.
    func abandonAttempt() {
        guard isInAttempt else { return }
        switch storedState {
        case .began, .changed:
            setStateFromEngine(.cancelled)
        case .possible:
            setStateFromEngine(.failed)
        case .ended, .cancelled, .failed:
            if isWaitingForFailureRequirement {
                isWaitingForFailureRequirement = false
                setStateFromEngine(.failed)
            }
        }
    }

    func sendActions() {
        if let window = view?.window, window.isTracing {
            window.trace(.action(storedState), recognizer: self, view: view)
        }
        // An action may add or remove targets (an index kept across the call skipped the next target).
        // TouchKit's decision, UIKit does not say: the targets registered when the send began get it, except those
        // removed before their turn; a target added during the send gets the next action. The list stays in serial
        // order, so after a change the next target is the first with a higher serial than the one just called.
        let serialLimit = nextTargetSerial
        var index = 0
        while index < targetActions.count {
            let entry = targetActions[index]
            guard entry.serial < serialLimit else { break }
            let version = targetActionsVersion
            if entry.hasTarget {
                if let target = entry.target { entry.invoke(target, self) }
            } else {
                entry.invoke(nil, self)
            }
            if targetActionsVersion == version {
                index += 1
            } else {
                index = 0
                while index < targetActions.count, targetActions[index].serial <= entry.serial { index += 1 }
            }
        }
    }

    /// Returns the recognizer to `.possible` after a terminal state: timers stop, touches are dropped, ``reset()``.
    func resetAfterAttempt() {
        cancelTimeout()
        if !trackedTouches.isEmpty { lastCentroidInWindow = centroidInWindow(of: trackedTouches) }
        for touch in attemptTouches {
            if let index = touch.recognizers.firstIndexIdentical(to: self) { touch.recognizers.remove(at: index) }
        }
        trackedTouches.removeAll(keepingCapacity: true)
        attemptTouches.removeAll(keepingCapacity: true)
        storedState = .possible
        isInAttempt = false
        arena = nil
        hasPendingStateChange = false
        isAdmitted = false
        isWaitingForFailureRequirement = false
        didBegin = false
        askedShouldReceiveEvent = false
        askedRequirements.removeAll(keepingCapacity: true)
        resetCount &+= 1
        reset()
    }

    func report(_ kind: TouchDiagnostic.Kind, _ message: String) {
        view?.window?.report(TouchDiagnostic(kind: kind, message: message))
    }

    /// Whether it may still decide (for delayed delivery): undecided, or recognized but waiting on a requirement.
    var isUndecided: Bool {
        (storedState == .possible && isInAttempt) || isWaitingForFailureRequirement
    }
}
