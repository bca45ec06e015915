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

    // MARK: Target-action (the methods: `UIGestureRecognizer+TargetAction.swift`)

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

    // `@exclusivity(unchecked)`, once for the type: these stored properties are read and written on the per-sample
    // path, on the main actor only, and no engine code holds an access to one across a call out to app code, so the
    // runtime's dynamic exclusivity check (a call per access, more than the access itself) is left out.

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
    @exclusivity(unchecked) private(set) var targetActionsVersion: UInt64 = 0
    /// Higher than every entry's serial: the version, which grows with every change, appends included, so the
    /// serials it hands out grow too (one counter for both, one field less per recognizer).
    var nextTargetSerial: UInt64 { targetActionsVersion }

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

    /// TouchKit only: a recognizer that calls `handler` with itself on every action (UIKit has no closure form).
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

    // MARK: Properties

    @exclusivity(unchecked) var storedState: State = .possible
    /// Whether the recognizer is on its arena's list of state changes waiting for the next settle round, so that
    /// `GestureArena.noteAnyStateChange(of:)` lists it once without searching the list. Beside ``storedState``: a
    /// flag there takes the padding after it (Swift lays stored properties out in order), not 8 more bytes.
    @exclusivity(unchecked) var isListedAsChanged = false
    /// The observations of ``state`` (nil until the first ``KeyValueObservable/observe(_:options:changeHandler:)``).
    var keyValueObservers: KeyValueObserverList? {
        get { rareStorage?.keyValueObservers }
        set { if rareStorage != nil || newValue != nil { rare.keyValueObservers = newValue } }
    }
    /// What few recognizers use (observations, a name, a timeout, failure requirements, touch types other than all, a
    /// tap's button mask, a pan's scroll types),
    /// out of line so every recognizer pays one pointer for it (docs/Performance.md, memory per recognizer). Nil until
    /// one of them is set.
    @exclusivity(unchecked) var rareStorage: UIGestureRecognizerRareStorage?

    /// ``rareStorage``, made when first needed.
    var rare: UIGestureRecognizerRareStorage {
        if let rareStorage { return rareStorage }
        let storage = UIGestureRecognizerRareStorage()
        rareStorage = storage
        return storage
    }

    /// The current state. Subclasses set it as they recognize; UIKit's illegal transitions are coerced (logged as a
    /// ``TouchDiagnostic/Kind/invalidStateTransition`` diagnostic), never a crash:
    /// possible→began/changed becomes began (or failed if
    /// ``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)`` says no), possible→cancelled becomes failed,
    /// began→failed becomes cancelled, began→began and changed→began become changed, and nothing changes a terminal
    /// state until ``reset()``.
    open var state: State {
        get { storedState }
        set {
            // The usual request, an undecided recognizer failing (most of a lifted touch's recognizers): nothing to
            // coerce and no question to ask, so straight to the engine's setter, without the frame of
            // ``requestTransition(to:)``.
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
    /// (``shouldBegin()``, the arena's requirement and simultaneity questions) would cost a weak load and a release
    /// each, even for the usual recognizer without a delegate.
    var delegateIfSet: (any UIGestureRecognizerDelegate)? { hasDelegate ? delegate : nil }

    /// A disabled recognizer receives no touches. Disabling it while it recognizes cancels it (failed if it had not
    /// begun) and drops every touch it tracked; enabled again, it takes new touches at once (the 2014 talk, Advanced
    /// Scrollviews and Touch Handling Techniques).
    @exclusivity(unchecked) public var isEnabled: Bool = true {
        didSet {
            guard oldValue != isEnabled, !isEnabled else { return }
            abandonAttempt()
        }
    }

    /// The view the recognizer is attached to.
    ///
    /// Held through an `UnownedReference`: it is set only by `addGestureRecognizer(_:)` on the view that then lists
    /// the recognizer, and cleared by `removeGestureRecognizer(_:)` (which keeps the view alive until it has) and by
    /// the view's `deinit`, which runs on the main actor before the view goes.
    public internal(set) var view: UIView? {
        get { viewReference?.object }
        set { viewReference = newValue.map(UnownedReference.init) }
    }
    /// ``view``'s storage, for the engine's reads that need no reference count (whether there is a view; walks
    /// that run no app code).
    @exclusivity(unchecked) var viewReference: UnownedReference<UIView>?

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
    /// The window arena while the recognizer takes part in an attempt; nil between attempts. An ``UnownedReference``:
    /// it is set only while the recognizer is one of the arena's participants, cleared at the reset that takes it
    /// out of them and by the arena's `deinit` for every participant left.
    var arena: GestureArena? {
        get { arenaReference?.object }
        set { arenaReference = newValue.map(UnownedReference.init) }
    }
    /// ``arena``'s storage, which the state setter borrows (``setStateFromEngine(_:)``).
    @exclusivity(unchecked) private(set) var arenaReference: UnownedReference<GestureArena>?
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
    /// (``classWithDefaultRequirementMethods``), or a delegate was ever set. Never cleared: a delegate set and then
    /// removed leaves answers in the memo that must keep counting. When false for both recognizers of a pair, the
    /// engine answers "no" without asking anyone (``UnaskedRequirementLog``). Worked out when first asked, not
    /// in the initializer (most recognizers are never asked), and kept in ``requirementSources``.
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

    /// The class, among this recognizer's class and its superclasses, that declares it leaves
    /// ``shouldRequireFailure(of:)`` and ``shouldBeRequiredToFail(by:)`` as they are, or nil. Each of TouchKit's
    /// classes that leaves them alone overrides this with itself (a flag each class sets for itself, as
    /// ``UIView/isPlainView`` is, so this layer names no class of a higher one); a subclass that does not override
    /// it inherits its superclass, not itself, and is asked as any app subclass is, as it may override them.
    class var classWithDefaultRequirementMethods: UIGestureRecognizer.Type? { UIGestureRecognizer.self }

    @inline(never)
    private func resolveRequirementSources() -> Bool {
        let may = hasDelegate || type(of: self).classWithDefaultRequirementMethods != type(of: self)
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
    var timeoutTimer: MediaTimer? {
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
        var name: String?
        var allowedTouchTypes: [NSNumber]?
        @exclusivity(unchecked) var askedRequirements = AskedRequirementMemo()
        @exclusivity(unchecked) var failureRequirements: [WeakRecognizer] = []
        @exclusivity(unchecked) var timeoutTimer: MediaTimer?
        /// A tap's ``UITapGestureRecognizer/buttonMaskRequired`` when set to other than `.primary`: read once per
        /// click that begins, never per sample, so it need not cost every tap 8 bytes.
        var buttonMaskRequired = UIEvent.ButtonMask.primary
        /// A pan's ``UIPanGestureRecognizer/allowedScrollTypesMask`` when set to other than none: read once per
        /// scroll event, never per touch sample, so it need not cost every pan 8 bytes.
        @exclusivity(unchecked) var allowedScrollTypesMask: UIScrollTypeMask = []
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

    // MARK: Subclass hooks

    /// New touches for the recognizer. The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Its touches moved. The default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Some of its touches lifted. The default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Some of its touches were cancelled. The default does nothing.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The host refined estimated properties of touches the recognizer received (see
    /// ``UIResponder/touchesEstimatedPropertiesUpdated(_:)``). The default does nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

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

    /// Engine hook: the timeout started by ``scheduleTimeout(after:)`` ran out. Default: nothing.
    func timeoutElapsed() {}

    /// Engine hook: whether the recognizer takes a scroll or transform event (``IndirectEvent``) at all, by its own
    /// nature (`GestureArena+IndirectEvents.swift`). Default false: only a pan, a pinch and a rotation do.
    func acceptsIndirectEvent(_ event: IndirectEvent) -> Bool { false }

    /// Engine hook: a scroll or transform event the recognizer took. Default: nothing.
    func handleIndirectEvent(_ event: IndirectEvent) {}
}

extension UIGestureRecognizer: KeyValueObservable, KeyValueObserverStorage {}
