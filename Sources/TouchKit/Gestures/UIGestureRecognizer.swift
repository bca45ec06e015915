/// Turns touches into a gesture and tells its targets: UIKit's `UIGestureRecognizer`, base of the built-in
/// recognizers and of your own.
///
/// A recognizer attached to a view receives the touches hit-tested to that view and its descendants, before the view
/// does. It decides only "is this my gesture" by setting ``state``; the window's `GestureArena` applies the rules
/// between recognizers (exclusion, failure requirements, simultaneous recognition), sends actions, and delays or
/// cancels the view's touches (``cancelsTouchesInView``, ``delaysTouchesBegan``, ``delaysTouchesEnded``).
///
/// Target-action with method references for selectors: `UIPanGestureRecognizer(target: self, action:
/// ViewController.handlePan)` reads like `#selector(handlePan)` (see ``Selector``); the target is held weakly, as in
/// UIKit. Or pass a closure: `init(handler:)`. It inherits from `NSObject`, as UIKit's: identity `==`, `hash`,
/// `isEqual(_:)`, `isKind(of:)`.
///
/// - Note: UIKit's `UIGestureRecognizerSubclass` header makes ``state`` writable for subclasses only; Swift cannot
///   express that, so ``state`` is publicly settable and illegal transitions are coerced as UIKit does.
///
/// See also ``UIGestureRecognizerDelegate``, ``require(toFail:)``.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The recognizer's state machine. Raw values are UIKit's.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not decided yet: the default, and the state after every reset.
        case possible = 0
        /// A continuous gesture started: its first action goes out.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture finished (a discrete gesture was recognized).
        case ended = 3
        /// A continuous gesture was cancelled (by another recognizer, or its touches were cancelled).
        case cancelled = 4
        /// The gesture is not this recognizer's: no action goes out.
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

        /// `.ended`, `.cancelled` or `.failed` (compared by raw value: the `==` chain was a call on every gate).
        var isTerminal: Bool {
            @inline(__always) get { rawValue >= State.ended.rawValue }
        }
        var isRecognized: Bool { self == .began || self == .changed || self == .ended }
    }

    // MARK: Target-action

    struct TargetAction {
        weak var target: AnyObject?
        /// A target-action pair (the target held weakly); false for a closure.
        let hasTarget: Bool
        /// The action method of a target-action pair, for removal; nil for a closure.
        let action: Selector?
        /// Calls the action method on the target (the selector's own call), or the closure (given the recognizer
        /// for a target it does not use).
        let perform: @MainActor @Sendable (_ target: AnyObject, _ sender: AnyObject, _ event: UIEvent?) -> Bool
        /// Increases with every target added, so the list is always in serial order (see ``sendActions()``).
        var serial: UInt64 = 0
    }

    /// The first action when it is a closure added to a recognizer with no action yet (`init(handler:)`, the usual
    /// closure case): kept as it is, with no entry in ``targetActions`` and no wrapping closure, so a recognizer
    /// with one closure allocates nothing for it (issue 20, memory per recognizer). Always the earliest action:
    /// it is set only while ``targetActions`` is empty, so it is called before every entry there (serial order),
    /// and only `removeTarget(nil, action: nil)` removes it, as every closure.
    @exclusivity(unchecked) final var firstHandler: (@MainActor (UIGestureRecognizer) -> Void)?
    @exclusivity(unchecked) var targetActions: [TargetAction] = [] {
        didSet { targetActionsVersion &+= 1 }
    }
    /// Changes with every change of ``targetActions``: an action's code may add or remove targets mid-send.
    @exclusivity(unchecked) private var targetActionsVersion: UInt64 = 0
    /// Higher than every entry's serial: the version, which grows with every change, appends included, so the
    /// serials it hands out grow too (one counter for both, one field less per recognizer).
    private var nextTargetSerial: UInt64 { targetActionsVersion }

    private func appendTarget(_ entry: TargetAction) {
        var entry = entry
        entry.serial = nextTargetSerial
        targetActions.append(entry)
    }

    /// A recognizer that calls `action` on `target` (held weakly) on every action: the designated initializer, as
    /// in UIKit. A nil target or action adds nothing (UIKit documents nil as invalid for both; `target: nil,
    /// action: nil` is the common way to make a recognizer and add targets later).
    ///
    /// A subclass overrides it as UIKit code does, `override init(target: Any?, action: Selector?)`, calling
    /// `super.init(target: target, action: action)`; it then keeps every other initializer (the method-reference
    /// ones, ``init()``, ``init(handler:)``), which are convenience initializers that call this one.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target yet.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// A recognizer decoded from an archive: here, one with no target. A convenience initializer, as UIKit's
    /// (`initWithCoder:` is not a designated initializer of `UIGestureRecognizer`), so a subclass keeps it as long as
    /// it overrides ``init(target:action:)-(Any?,_)``.
    ///
    /// - Note: TouchKit has no storyboards or nibs: nothing is decoded from `coder`.
    public convenience init?(coder: NSCoder) {
        self.init(target: nil, action: nil)
    }

    /// Stops the timeout, whose callback holds the recognizer `unowned`. Nonisolated, as UIKit's `dealloc` is, so a
    /// subclass may declare a plain `deinit`.
    deinit {
        runOnMainActorInDeinit {
            timeoutTimer?.invalidate()
        }
    }

    /// A recognizer that calls `handler` with itself on every action.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(handler: handler)
    }

    /// A recognizer that calls `action` on `target` (held weakly) on every action. `action` is an unapplied method
    /// reference, `ViewController.handlePan`, the Swift spelling of `#selector(handlePan(_:))`; its parameter may
    /// be the recognizer's class or any type it is (`UIGestureRecognizer`, `Any`).
    public convenience init<Target: AnyObject, Sender>(
        target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void
    ) {
        self.init(target: target, action: Selector(action))
    }

    /// A recognizer that calls the parameterless `action` on `target` (held weakly) on every action:
    /// `#selector(refresh)` is `ViewController.refresh`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init(target: target, action: Selector(action))
    }

    /// Adds a target-action pair; the target is held weakly and skipped once it is gone. Adding a pair already there
    /// (same target, same ``Selector`` shape) does nothing, as in UIKit.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        for entry in targetActions where entry.hasTarget && entry.target === object && entry.action == action { return }
        appendTarget(TargetAction(target: object, hasTarget: true, action: action, perform: action.perform))
    }

    /// Adds a target-action pair with an action method taking the sender (see ``addTarget(_:action:)-(Any,_)``).
    public final func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void
    ) {
        addTarget(target, action: Selector(action))
    }

    /// Adds a target-action pair with a parameterless action method.
    public final func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        addTarget(target, action: Selector(action))
    }

    /// Adds a closure called on every action.
    public final func addTarget(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        if firstHandler == nil, targetActions.isEmpty {
            firstHandler = handler
            return
        }
        appendTarget(TargetAction(target: nil, hasTarget: false, action: nil) { _, sender, _ in
            handler(unsafeDowncast(sender, to: UIGestureRecognizer.self))
            return true
        })
    }

    /// Removes target-action pairs, as UIKit's `removeTarget(_:action:)`: a nil `target` means every target, a nil
    /// `action` every action of the target. `removeTarget(nil, action: nil)` also removes the closures.
    ///
    /// An action matches by its ``Selector`` shape (target type, sender type, parameters): method references cannot
    /// be compared, so two methods of one target with the same signature are removed together.
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        if object == nil, action == nil {
            firstHandler = nil
            return targetActions.removeAll()
        }
        targetActions.removeAll { entry in
            guard entry.hasTarget else { return false }
            // A target already gone is dropped by any removal.
            guard let entryTarget = entry.target else { return true }
            if let object, entryTarget !== object { return false }
            if let action, entry.action != action { return false }
            return true
        }
    }

    /// Removes `target`'s (every target's when nil) action methods of `action`'s shape.
    public final func removeTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void
    ) {
        removeTarget(target, action: Selector(action))
    }

    /// Removes `target`'s (every target's when nil) parameterless action methods.
    public final func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping @MainActor (Target) -> () -> Void) {
        removeTarget(target, action: Selector(action))
    }

    /// Removes every action of `target`; nil removes every action, closures included. TouchKit's shorthand for
    /// `removeTarget(target, action: nil)`.
    public func removeTarget(_ target: AnyObject?) {
        removeTarget(target, action: nil)
    }

    // MARK: Properties

    @exclusivity(unchecked) var storedState: State = .possible
    /// The observations of ``state`` (nil until the first ``KeyValueObservable/observe(_:options:changeHandler:)``).
    var keyValueObservers: KeyValueObserverList? {
        get { rareStorage?.keyValueObservers }
        set { if rareStorage != nil || newValue != nil { rare.keyValueObservers = newValue } }
    }
    /// What few recognizers use (observations, a name, a timeout, failure requirements, touch types other than all),
    /// out of line so every recognizer pays one pointer for it (PERFORMANCE.md's memory per recognizer). Nil until
    /// one of them is set.
    @exclusivity(unchecked) private var rareStorage: UIGestureRecognizerRareStorage?

    /// ``rareStorage``, made when first needed.
    private var rare: UIGestureRecognizerRareStorage {
        if let rareStorage { return rareStorage }
        let storage = UIGestureRecognizerRareStorage()
        rareStorage = storage
        return storage
    }

    /// The current state. Subclasses set it as they recognize; UIKit's illegal transitions are coerced (logged as a
    /// ``TouchDiagnostic/Kind/invalidStateTransition`` diagnostic), never a crash:
    /// possible→began/changed becomes began (or failed if ``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)`` says no),
    /// possible→cancelled becomes failed, began→failed becomes cancelled, began→began and changed→began become
    /// changed, and nothing changes a terminal state until ``reset()``.
    open var state: State {
        get { storedState }
        set {
            // The usual request, an undecided recognizer failing (most of a lifted touch's recognizers): nothing to
            // coerce and no question to ask, so straight to the engine's setter, without the frame of
            // ``requestTransition(to:)`` (about 25 instructions of each failure).
            if storedState == .possible, newValue == .failed {
                if isEnabled, viewReference != nil { setStateFromEngine(.failed) }
                return
            }
            requestTransition(to: newValue)
        }
    }

    /// The delegate, held weakly.
    @exclusivity(unchecked) public weak var delegate: (any UIGestureRecognizerDelegate)? {
        didSet {
            hasDelegate = delegate != nil
            if hasDelegate, requirementSources != .some {
                requirementSources = .some
                // Answers given without asking must stand as recorded ones would (``UnaskedRequirementLog``).
                GestureArena.recordUnaskedRequirements()
            }
        }
    }

    /// ``delegate`` when one was set, read without loading the weak reference when none was: the engine's questions
    /// (``shouldBegin()``, the arena's requirement and simultaneity questions) cost a weak load and a release each,
    /// about 45 instructions, even for the usual recognizer without a delegate.
    var delegateIfSet: (any UIGestureRecognizerDelegate)? { hasDelegate ? delegate : nil }

    /// A disabled recognizer receives no touches. Disabling it while it recognizes cancels it (failed if it had not
    /// begun) and drops every touch it tracked; enabled again, it takes new touches at once (2014 seed).
    @exclusivity(unchecked) public var isEnabled: Bool = true {
        didSet {
            guard oldValue != isEnabled, !isEnabled else { return }
            abandonAttempt()
        }
    }

    /// The view the recognizer is attached to. (`unowned(unsafe)`, no reference counting on a read: it is set only
    /// by `addGestureRecognizer(_:)` on the view that then lists the recognizer, and cleared by
    /// `removeGestureRecognizer(_:)` (which keeps the view alive until it has) and by the view's `deinit`, which runs
    /// on the main actor before the view goes; so it never points at a view that is gone. See `UIView`'s storage.)
    public internal(set) var view: UIView? {
        get { viewReference?.takeUnretainedValue() }
        set { viewReference = newValue.map(Unmanaged.passUnretained) }
    }
    /// ``view``'s storage, for the engine's reads that need no reference count (whether there is a view; walks
    /// that run no app code): an `unowned(unsafe)` optional was retained and released around every read, even a
    /// comparison with nil.
    @exclusivity(unchecked) var viewReference: Unmanaged<UIView>?

    /// A name for debugging and traces.
    public var name: String? {
        get { rareStorage?.name }
        set { if rareStorage != nil || newValue != nil { rare.name = newValue } }
    }

    /// When the recognizer recognizes, its touches are cancelled in the view (`touchesCancelled`), just before the
    /// action. Default true.
    @exclusivity(unchecked) public var cancelsTouchesInView: Bool = true
    /// While the recognizer is undecided, the view sees nothing of its touches; if it fails they are delivered, if
    /// it recognizes they never are. Default false.
    @exclusivity(unchecked) public var delaysTouchesBegan: Bool = false {
        // A touch it holds is released at the next settle (its arena's held deliveries are looked at again).
        didSet { arena?.heldDeliveryMayChange = true }
    }
    /// While the recognizer is undecided, `touchesEnded` is held from the view; if it fails, ended is delivered; if it
    /// recognizes, the view gets `touchesCancelled` instead. Default true.
    @exclusivity(unchecked) public var delaysTouchesEnded: Bool = true {
        didSet { arena?.heldDeliveryMayChange = true }
    }
    /// Whether every touch must be of the first touch's type. Default true.
    @exclusivity(unchecked) public var requiresExclusiveTouchType: Bool = true
    /// The touch types the recognizer accepts, as `UITouch.TouchType` raw values. Default: all (made when asked for:
    /// the engine reads `allowedTouchTypeMask`).
    public var allowedTouchTypes: [NSNumber] {
        get { rareStorage?.allowedTouchTypes ?? UITouch.TouchType.allCases.map { NSNumber(value: $0.rawValue) } }
        set {
            rare.allowedTouchTypes = newValue
            allowedTouchTypeMask = newValue.reduce(0) { mask, number in mask | (1 << number.intValue) }
        }
    }
    @exclusivity(unchecked) var allowedTouchTypeMask: Int = 0b1111

    // MARK: Engine state

    /// Touches currently down that the recognizer tracks, in the order they came. Borrowed (not retained): each is
    /// one of ``attemptTouches``, which holds it, and leaves this list first (``BorrowedObjectList``).
    @exclusivity(unchecked) var trackedTouches = BorrowedObjectList<UITouch>()
    /// Every touch given to the recognizer in this attempt (tracked or already lifted).
    @exclusivity(unchecked) var attemptTouches = ObjectList<UITouch>()
    /// The window arena while the recognizer takes part in an attempt; nil between attempts. (`unowned(unsafe)`, no
    /// reference counting on a read: it is set only while the recognizer is one of the arena's participants, cleared
    /// at the reset that takes it out of them and by the arena's `deinit` for every participant left.)
    var arena: GestureArena? {
        get { arenaReference?.takeUnretainedValue() }
        set { arenaReference = newValue.map(Unmanaged.passUnretained) }
    }
    /// ``arena``'s storage, which the state setter borrows (``setStateFromEngine(_:)``): an `unowned(unsafe)` optional
    /// was retained and released around every use, even a flag read.
    @exclusivity(unchecked) private var arenaReference: Unmanaged<GestureArena>?
    @exclusivity(unchecked) var isInAttempt = false
    /// The state changed since the arena last looked (a failure outside a settle is not pending: the arena only
    /// resets it, see `GestureArena.noteStateChange(of:)`).
    @exclusivity(unchecked) var hasPendingStateChange = false
    /// The recognizer passed arbitration: its actions go out.
    @exclusivity(unchecked) var isAdmitted = false
    /// It recognized but waits for recognizers it requires to fail.
    @exclusivity(unchecked) var isWaitingForFailureRequirement = false
    /// It went through `.began` in this attempt (a continuous gesture).
    @exclusivity(unchecked) var didBegin = false
    /// Whether `shouldReceive(event)` was asked in this attempt. (With the other flags: Swift lays stored properties
    /// out in order, and a flag between two 8-byte fields costs 8 bytes.)
    @exclusivity(unchecked) var askedShouldReceiveEvent = false
    /// Whether ``delegate`` was last set to an object (which may have gone since): when false the delegate is nil
    /// (``delegateIfSet``).
    @exclusivity(unchecked) private var hasDelegate = false
    /// Whether a subclass or delegate method may make this recognizer wait for another, or another wait for it
    /// (``dynamicallyRequiresFailure(of:ask:)``): its class is not one of TouchKit's own that leave
    /// ``shouldRequireFailure(of:)`` and ``shouldBeRequiredToFail(by:)`` as they are
    /// (``hasDefaultRequirementMethods(_:)``), or a delegate was ever set. Never cleared: a delegate set and then
    /// removed leaves answers in the memo that must keep counting. When false for both recognizers of a pair, the
    /// engine answers "no" without asking anyone (``UnaskedRequirementLog``). Worked out when first asked (the
    /// class check in the initializer cost about 40 instructions of every recognizer made) and kept in
    /// ``requirementSources``.
    var mayRequireFailureDynamically: Bool {
        @inline(__always) get {
            switch requirementSources {
            case .some: true
            case .none: false
            case .unknown: resolveRequirementSources()
            }
        }
    }
    /// ``mayRequireFailureDynamically``, once known.
    @exclusivity(unchecked) private var requirementSources = RequirementSources.unknown
    private enum RequirementSources: UInt8 {
        case unknown, none, some
    }

    @inline(never)
    private func resolveRequirementSources() -> Bool {
        let may = hasDelegate || !Self.hasDefaultRequirementMethods(type(of: self))
        requirementSources = may ? .some : .none
        return may
    }
    /// The last dispatch the recognizer was given touches in.
    @exclusivity(unchecked) var lastDeliveryGeneration: UInt64 = 0
    /// Counts the resets, so code that ran the app's callbacks can tell its attempt is over even when the state
    /// came back to `.possible`.
    @exclusivity(unchecked) var resetCount: UInt64 = 0
    /// The answers of the dynamic failure requirements (subclass and delegate methods, both directions) asked this
    /// attempt, one per other recognizer and attempt of it: UIKit asks them once per attempt to recognize.
    /// Searched by identity while short, indexed once long (``AskedRequirementMemo``).
    var askedRequirements: AskedRequirementMemo {
        get { rareStorage?.askedRequirements ?? AskedRequirementMemo() }
        _modify {
            if let rareStorage {
                yield &rareStorage.askedRequirements
            } else {
                var value = AskedRequirementMemo()
                yield &value
                if !value.isEmpty { rare.askedRequirements = value }
            }
        }
        set { if rareStorage != nil || !newValue.isEmpty { rare.askedRequirements = newValue } }
    }
    /// The recognizers this one must wait for (``require(toFail:)``).
    var failureRequirements: [WeakRecognizer] {
        get { rareStorage?.failureRequirements ?? [] }
        _modify {
            defer { Self.failureRequirementChanges &+= 1 }
            if let rareStorage {
                yield &rareStorage.failureRequirements
            } else {
                var value: [WeakRecognizer] = []
                yield &value
                if !value.isEmpty { rare.failureRequirements = value }
            }
        }
        set {
            if rareStorage != nil || !newValue.isEmpty { rare.failureRequirements = newValue }
            Self.failureRequirementChanges &+= 1
        }
    }
    /// Counts every change of any recognizer's ``failureRequirements``: the arena's memo of who waits for whom is
    /// stale when it moved.
    @exclusivity(unchecked) static var failureRequirementChanges: UInt64 = 0
    /// The arena's memo: the participants this recognizer must wait for (their indices in the arena's list), made in
    /// arena epoch ``requiredParticipantsEpoch``; and the mark of the arena's last search through it.
    @exclusivity(unchecked) var requiredParticipants: [Int] = []
    @exclusivity(unchecked) var requiredParticipantsEpoch: UInt64 = 0
    @exclusivity(unchecked) var requirementSearchMark: UInt64 = 0
    /// The recognizer's one timeout timer, made on first use and re-armed for every later timeout.
    private var timeoutTimer: MediaTimer? {
        get { rareStorage?.timeoutTimer }
        set { if rareStorage != nil || newValue != nil { rare.timeoutTimer = newValue } }
    }
    /// The centroid of the touches when they were last there, in window coordinates.
    @exclusivity(unchecked) var lastCentroidInWindow: CGPoint = .zero

    struct WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
    }

    /// A recognizer's rarely used state (see ``rareStorage``).
    final class UIGestureRecognizerRareStorage {
        @exclusivity(unchecked) var keyValueObservers: KeyValueObserverList?
        @exclusivity(unchecked) var name: String?
        @exclusivity(unchecked) var allowedTouchTypes: [NSNumber]?
        @exclusivity(unchecked) var askedRequirements = AskedRequirementMemo()
        @exclusivity(unchecked) var failureRequirements: [WeakRecognizer] = []
        @exclusivity(unchecked) var timeoutTimer: MediaTimer?
    }

    /// Whether this recognizer must wait for `other`, as the dynamic sources answered during `other`'s attempt
    /// number `otherResetCount` (the identifier is only compared while `other` takes part in this attempt).
    struct AskedRequirement {
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

    /// The mean of `touches`' window locations (`.zero` for none), each touch borrowed from the list without a
    /// retain. The sum starts from 0, so one touch gives its location with -0 read as +0, on every path.
    @inline(__always)
    func centroidInWindow(of touches: BorrowedObjectList<UITouch>) -> CGPoint {
        // One touch, the usual (a finger lifting, a recognizer's reset): inline, the sum below for one touch.
        if touches.count == 1 { return touches.withUnretainedElement(at: 0) { Self.centroidInWindow(ofOne: $0) } }
        return meanLocationInWindow(of: touches)
    }

    /// ``centroidInWindow(of:)`` for one touch: its location, as the sum from 0 over one touch gives it, bit for bit.
    @inline(__always)
    static func centroidInWindow(ofOne touch: UITouch) -> CGPoint {
        let location = touch.locationInWindow
        return CGPoint(x: (0 + location.x) / 1, y: (0 + location.y) / 1)
    }

    @inline(never)
    private func meanLocationInWindow(of touches: BorrowedObjectList<UITouch>) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        touches.forEachUnretained { touch in
            let location = touch.locationInWindow
            x += location.x
            y += location.y
        }
        let count = CGFloat(touches.count)
        return CGPoint(x: x / count, y: y / count)
    }

    // MARK: Failure requirements

    /// Whether this recognizer must wait for `other` by the dynamic sources, asking them (`ask`) only once per
    /// attempt of either recognizer, as UIKit does: a delegate whose answer depends on changing state stays
    /// consistent for the whole attempt, so a requirement cycle cannot appear and vanish between two questions.
    ///
    /// - Note: TouchKit decision (UIKit does not say): while this recognizer holds its action waiting on
    ///   requirements, the answers it waits under stand even when `other` starts a new attempt (a requirement that
    ///   failed and was reset, then touched again). So a dynamic requirement behaves as a `require(toFail:)` one
    ///   does: if `other` then recognizes, this recognizer fails instead of acting after it. Found by the long
    ///   storm (seed 37499: a pan waiting on a pinch, by its delegate's answer, acted after the pinch's next attempt
    ///   recognized, because the delegate, asked again for that attempt, said no).
    func dynamicallyRequiresFailure(of other: UIGestureRecognizer, ask: () -> Bool) -> Bool {
        let identifier = ObjectIdentifier(other)
        // The storage made once (a miss writes the memo there anyway); once made it stays for the recognizer's life,
        // which the caller holds: it is borrowed, not retained, and the memo searched once for both the answer and
        // where a new one goes.
        if rareStorage == nil { rareStorage = UIGestureRecognizerRareStorage() }
        return Unmanaged.passUnretained(rareStorage.unsafelyUnwrapped).withUnretainedInstance { storage in
            let index = storage.askedRequirements.index(of: identifier)
            let layoutThen = storage.askedRequirements.layout
            if let index {
                let asked = storage.askedRequirements[answerAt: index]
                if asked.otherResetCount == other.resetCount || isWaitingForFailureRequirement { return asked.requires }
            }
            let answer = AskedRequirement(otherResetCount: other.resetCount, requires: ask())
            storage.askedRequirements.record(answer, for: identifier, foundAt: index, layoutThen: layoutThen)
            return answer.requires
        }
    }

    /// Whether `recognizerClass` is one of TouchKit's recognizer classes that override neither
    /// ``shouldRequireFailure(of:)`` nor ``shouldBeRequiredToFail(by:)`` (the built-ins and the engine's own, but
    /// the drag interaction's competition recognizer): an app subclass may override them, and is asked as before.
    static func hasDefaultRequirementMethods(_ recognizerClass: UIGestureRecognizer.Type) -> Bool {
        // Compared one by one: an array of the classes would be allocated by every recognizer's initializer.
        let given = ObjectIdentifier(recognizerClass)
        func `is`(_ known: UIGestureRecognizer.Type) -> Bool { ObjectIdentifier(known) == given }
        return `is`(UIGestureRecognizer.self) || `is`(UITapGestureRecognizer.self)
            || `is`(UILongPressGestureRecognizer.self) || `is`(UIPanGestureRecognizer.self)
            || `is`(UIScreenEdgePanGestureRecognizer.self) || `is`(UIPinchGestureRecognizer.self)
            || `is`(UIRotationGestureRecognizer.self) || `is`(UISwipeGestureRecognizer.self)
            || `is`(ScrollViewPanGestureRecognizer.self) || `is`(ScrollViewDelayedTouchesBeganGestureRecognizer.self)
            || `is`(ScrollViewPinchGestureRecognizer.self) || `is`(ReorderPanGestureRecognizer.self)
            || `is`(SwipeActionPanGestureRecognizer.self) || `is`(DragLiftGestureRecognizer.self)
            || `is`(ContextMenuGestureRecognizer.self)
    }

    /// Whether ``failureRequirements`` has any entry (a look at the rare storage, no array copied).
    var hasFailureRequirements: Bool {
        guard let rareStorage else { return false }
        return !rareStorage.failureRequirements.isEmpty
    }

    /// Whether ``require(toFail:)`` made this recognizer wait for `other` (a look at the rare storage, no array
    /// copied when there is none). Inline for the usual recognizer without rare storage: the call's frame was most of
    /// the cost of its "no".
    @inline(__always)
    func hasFailureRequirement(on other: UIGestureRecognizer) -> Bool {
        guard rareStorage != nil else { return false }
        return hasListedFailureRequirement(on: other)
    }

    @inline(never)
    private func hasListedFailureRequirement(on other: UIGestureRecognizer) -> Bool {
        guard let rareStorage else { return false }
        for requirement in rareStorage.failureRequirements where requirement.recognizer === other { return true }
        return false
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

    /// Called by the system after the recognizer reached ended, cancelled or failed; the default returns it to
    /// `.possible`. Override to clear per-gesture state, and call super.
    ///
    /// While an override runs before calling super, ``state`` still reads the state the attempt ended in, as in iOS 18
    /// (UIKit's own `reset` is what sets `.possible`).
    ///
    /// - Note: iOS 26 changed this: there the state is already `.possible` when `reset()` is called (reported by
    ///   react-native-gesture-handler, software-mansion/react-native-gesture-handler#3740, whose handlers read the
    ///   state in `reset`). TouchKit mirrors iOS 18, and returns the recognizer to `.possible` after `reset()` even
    ///   when an override does not call super.
    open func reset() {
        storedState = .possible
    }

    /// Stops delivering `touch` to the recognizer. The touch is not cancelled in the view.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeIdentical(touch)
        attemptTouches.removeIdentical(touch)
        if touch.recognizers.removeIdenticalTryingTheEndFirst(self) {
            // It may have been the one holding the touch's delivery back.
            arena?.heldDeliveryMayChange = true
        }
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
    /// An infinite interval never runs out (`minimumPressDuration = .infinity`: the press never begins by time);
    /// NaN and negative intervals run out at once, as 0 (``MediaClock``'s rule for durations).
    func scheduleTimeout(after interval: TimeInterval) {
        guard let window = view?.window else { return }
        scheduleTimeout(after: interval, onClockOf: window)
    }

    /// ``scheduleTimeout(after:)`` on `window`'s clock. The clock, a `let` of the window the caller holds for the
    /// call, and the re-armed timer, held by the recognizer and armed without running app code, are borrowed: no
    /// reference count on either (``clock``, `view?.window?.clock`, retained the clock too, and the timer was retained
    /// around its arming: about 90 instructions of every timeout a touch arms). The view stays retained across its
    /// overridable `window` getter, which is app code.
    private func scheduleTimeout(after interval: TimeInterval, onClockOf window: UIWindow) {
        let clock = window.clock
        let fireDate = clock.now + MediaClock.delay(interval)
        let rearmed: Unmanaged<MediaTimer>? = if let timer = timeoutTimer { Unmanaged.passUnretained(timer) } else { nil }
        if let rearmed {
            rearmed.withUnretainedInstance { $0.arm(at: fireDate, on: clock) }
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
        timeoutTimer?.disarm()
    }

    /// Whether a timeout is running.
    var hasRunningTimeout: Bool { timeoutTimer?.isValid == true }

    /// Engine hook: the timeout started by ``scheduleTimeout(after:)`` ran out. Default: nothing.
    func timeoutElapsed() {}

    // MARK: State transitions

    /// ``state``'s setter but for its usual request (`.possible` to `.failed`), which the setter makes itself.
    @inline(never)
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
        guard storedState == current, resetCount == resetsBefore, isEnabled, viewReference != nil else { return }
        if coerced {
            report(.invalidStateTransition, "\(TraceEvent.describe(self)): \(current) → \(requested) coerced to \(target)")
        }
        setStateFromEngine(target)
    }

    /// Changes the state without coercion, records it for the arena, and settles at once if nothing is under way.
    func setStateFromEngine(_ target: State) {
        storeStateFromEngine(target)
        // The view's window is read only for a trace observer (none was ever added to any window: not read) and for
        // a recognizer not yet in an arena's attempt: only a trace observer, app code, could move the view between
        // the trace and the arena, so the window is read after tracing.
        hasPendingStateChange = true
        // The arena of the attempt is borrowed, not retained, for the bookkeeping: the usual change (one made during
        // an event, or while settling) stops there. Only a settle, which runs app code, holds it.
        if let arenaReference {
            let isIdle = arenaReference.withUnretainedInstance { arena in
                arena.noteStateChange(of: self)
                return arena.isIdle
            }
            if isIdle { arenaReference.takeUnretainedValue().settle() }
            return
        }
        guard let arena = view?.window?.dispatcher.arena else { return }
        arena.noteStateChange(of: self)
        arena.settleIfIdle()
    }

    /// Changes the state without coercion and tells the observers and the trace: ``setStateFromEngine(_:)`` without
    /// the arena's bookkeeping, for a change the arena makes and settles on the spot (`GestureArena.forceFail(_:)`).
    @inline(__always)
    func storeStateFromEngine(_ target: State) {
        let old = storedState
        storedState = target
        if target == .began { didBegin = true }
        observedValuesDidChange()
        if UIWindow.traceObserverWasEverAdded, let tracingWindow = view?.window, tracingWindow.isTracing {
            tracingWindow.trace(.stateChanged(from: old, to: target), recognizer: self, view: view)
        }
    }

    /// Asks every hit view of the recognizer's touches (when it cancels touches in views), then the delegate.
    func shouldBegin() -> Bool {
        guard shouldBeginByDesign() else { return false }
        // One touch on a plain `UIView` (the usual tap on a control-less view): that view's answer is UIView's own
        // yes, no code of the app's, so it is not asked (nor the touch and view retained to ask it).
        if cancelsTouchesInView, attemptTouches.count != 1 || !attemptTouches.withUnretainedElement(at: 0, { $0.hitViewIsPlain }) {
            // Each hit view once, in the order of the touches: a view is skipped when an earlier touch had it (no
            // list of asked views, so asking allocates nothing).
            let touches = attemptTouches
            for index in touches.indices {
                guard let hitView = touches[index].view, !Self.view(hitView, isHitByOneOf: touches, before: index)
                else { continue }
                if !hitView.gestureRecognizerShouldBegin(self) { return false }
            }
        }
        return delegateIfSet?.gestureRecognizerShouldBegin(self) ?? true
    }

    private static func view(_ view: UIView, isHitByOneOf touches: ObjectList<UITouch>, before end: Int) -> Bool {
        var index = 0
        while index < end {
            if touches[index].view === view { return true }
            index += 1
        }
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
        if UIWindow.traceObserverWasEverAdded, let window = view?.window, window.isTracing {
            window.trace(.action(storedState), recognizer: self, view: view)
        }
        // An action may add or remove targets (an index kept across the call skipped the next target).
        // TouchKit's decision, UIKit does not say: the targets registered when the send began get it, except those
        // removed before their turn; a target added during the send gets the next action. The list stays in serial
        // order, so after a change the next target is the first with a higher serial than the one just called.
        // Field by field rather than a copy of each entry: only the closure being called needs retaining.
        let serialLimit = nextTargetSerial
        if let firstHandler { firstHandler(self) }
        var index = 0
        while index < targetActions.count {
            let serial = targetActions[index].serial
            guard serial < serialLimit else { break }
            let target: AnyObject
            if targetActions[index].hasTarget {
                guard let live = targetActions[index].target else {
                    index += 1
                    continue
                }
                target = live
            } else {
                target = self
            }
            let perform = targetActions[index].perform
            let version = targetActionsVersion
            _ = perform(target, self, nil)
            if targetActionsVersion == version {
                index += 1
            } else {
                index = 0
                while index < targetActions.count, targetActions[index].serial <= serial { index += 1 }
            }
        }
    }

    /// Returns the recognizer to `.possible` after a terminal state: timers stop, touches are dropped, ``reset()``.
    ///
    /// Whatever may run app code between two resets of an arena's walk (freeing a touch, observers) is told to the
    /// arena (``GestureArena/noteAppCodeMayRunBetweenResets()``), so that engine code a reset repeats for nothing
    /// (a scroll view's rest check) is skipped only when nothing else ran.
    ///
    /// Inlined into its two callers (the arena's walk, ``GestureArena``'s `resetFinished()`, and the dispatcher's end of
    /// an attempt when its window goes): a call per reset, seven on a tap's lift in the Settings scene, cost about 12
    /// instructions each in saved registers.
    @inline(__always)
    func resetAfterAttempt() {
        cancelTimeout()
        if !trackedTouches.isEmpty {
            lastCentroidInWindow = centroidInWindow(of: trackedTouches)
            // Before the attempt's touches, which hold them: letting go of one may free it.
            trackedTouches.removeAllKeepingCapacity()
            GestureArena.noteAppCodeMayRunBetweenResets()
        }
        if attemptTouches.count == 1 {
            // The usual attempt of one touch: it leaves the touch's list, and the touch leaves this one, popped.
            // A constant while its list changes (changed through a variable, the touch was retained and released
            // around it), then handed to the check of whether letting go of it frees it.
            let touch = attemptTouches.removeLast()
            touch.recognizers.removeIdenticalTryingTheEndFirst(self)
            var released = consume touch
            GestureArena.resetMayFree(&released)
        } else {
            for touch in attemptTouches { touch.recognizers.removeIdenticalTryingTheEndFirst(self) }
            attemptTouches.removeAllKeepingCapacity()
            GestureArena.noteAppCodeMayRunBetweenResets()
        }
        isInAttempt = false
        arena = nil
        hasPendingStateChange = false
        isAdmitted = false
        isWaitingForFailureRequirement = false
        didBegin = false
        askedShouldReceiveEvent = false
        if let rareStorage, !rareStorage.askedRequirements.isEmpty {
            rareStorage.askedRequirements.removeAll(keepingCapacity: true)
        }
        resetCount &+= 1
        reset()
        storedState = .possible
        if keyValueObservers != nil {
            GestureArena.noteAppCodeMayRunBetweenResets()
            observedValuesDidChange()
        }
    }

    func report(_ kind: TouchDiagnostic.Kind, _ message: String) {
        view?.window?.report(TouchDiagnostic(kind: kind, message: message))
    }

    /// Whether it may still decide (for delayed delivery): undecided, or recognized but waiting on a requirement.
    var isUndecided: Bool {
        (storedState == .possible && isInAttempt) || isWaitingForFailureRequirement
    }
}

extension UIGestureRecognizer: KeyValueObservable, KeyValueObserverStorage {}
