/// The rules between gesture recognizers, in one place: who receives a touch, who wins, who waits, and what the
/// views see as a result. One arena per window.
///
/// The rules, with their sources (UIKIT_FACTS "Gesture recognizer core"; seeds 2010, 2014, 2017):
///
/// - **Who joins.** When a touch begins, the recognizers of the hit view and of each ancestor, deepest first, are
///   offered it through UIKit's gates in order: exclusive touch type, allowed touch types, enabled, not finished,
///   exclusive-touch views, `shouldReceive(event)` (subclass, then delegate, once per attempt), the engine's own
///   gate, the delegate's `shouldReceive(touch)`.
/// - **When it is decided.** After every event (and every timer or frame callback) the recognizers whose state
///   changed are settled together: deeper views first, then on one view the most recently added first (2010 seed's
///   tie-break). Actions go out only from here, after the state change.
/// - **Exclusion.** The first to recognize wins: when a recognizer is admitted it prevents every other recognizer in
///   play whose view is the same or an ancestor or descendant of its own (siblings never interact), unless
///   `canPrevent`/`canBePrevented` say no, either delegate allows simultaneous recognition, or a failure
///   requirement links the two. A prevented recognizer is cancelled if it had begun, failed otherwise. A recognizer
///   that recognizes while an interacting one is already admitted is prevented in the same way.
/// - **Failure requirements.** A recognizer that requires another to fail may change state, but its action waits
///   until the other fails; its first action then carries `.began` even if it has moved on (2017 seed). If the
///   other recognizes, the waiting one fails and never sends an action. Requirements come from `require(toFail:)`,
///   the subclass methods and the delegate methods, in both directions. A cycle is broken in favour of the one that
///   recognized first.
/// - **Views.** On admission, `cancelsTouchesInView` cancels the recognizer's touches in their views, just before
///   the action. Undecided recognizers with `delaysTouchesBegan`/`delaysTouchesEnded` hold the view's delivery; it
///   is released when they fail and dropped (began) or turned into a cancellation (ended) when they recognize.
/// - **Reset.** A recognizer that ended, was cancelled or failed is reset at the end of the settle that saw it
///   (unless it still waits on a requirement), drops its touches, and takes only new ones.
@MainActor
final class GestureArena {
    /// `unowned(unsafe)`, as the dispatcher's (``TouchDispatcher/window``): the window owns the dispatcher, which
    /// owns its arena; recognizers point at the arena `unowned` and are detached by its `deinit`.
    unowned(unsafe) let window: UIWindow
    /// Recognizers taking part in an attempt (tracking touches, or undecided without touches, such as a tap waiting
    /// for its second tap).
    ///
    /// An ``ObjectList``: its append (one per recognizer joining, seven on a began sample in the Settings scene) skips
    /// `Array`'s two library calls, and the recognizers a reset walk took out leave it in one removal
    /// (``ObjectList/removeLast(_:)``, one uniqueness check for them all).
    @exclusivity(unchecked) private(set) var participants = ObjectList<UGR>()
    /// How many walks of a touch's list (``forEachRecognizer(of:_:)``, which borrows each recognizer from the list
    /// without a retain: the list holds none) are under way: while one is, the recognizers a reset walk takes out of
    /// ``participants`` are kept in ``keptUntilWalksEnd`` rather than let go of (app code a walk runs, a clock
    /// advanced from a `touchesMoved`, may settle).
    @exclusivity(unchecked) private var touchListWalks = 0
    /// The recognizers taken out of ``participants`` while a walk of a touch's list was under way, let go of when the
    /// last walk ends.
    @exclusivity(unchecked) private var keptUntilWalksEnd = ObjectList<UGR>()
    /// While ``resetFinished()`` walks, the indices in ``participants`` of the recognizers it already reset, which
    /// leave the list when the walk ends; empty otherwise.
    @exclusivity(unchecked) private var resetHoles: Range<Int> = 0 ..< 0
    /// The recognizer a ``resetFinished()`` walk is resetting (nil between resets, and once a walk run from its app
    /// code, in another window, reset one of its own). With the step of that reset, the epoch
    /// ``requirementEpoch`` was just given (``lastEpoch``, which advances before each reset of a walk, after a walk
    /// that reset any, and whenever app code may run between two resets: ``noteAppCodeMayRunBetweenResets()``),
    /// engine code that a reset runs and the next reset would repeat for nothing (a scroll view's rest check,
    /// ``UIScrollView/settleAfterCaughtMotion(resetting:)``) knows that only engine code that changes nothing it read
    /// has run since it last ran, when its step was the one before.
    @exclusivity(unchecked) private static var recognizerBeingReset: ObjectIdentifier?
    /// The last step some engine code remembered (``rememberResetStep()``): the next reset's start checks, only then,
    /// whether the touch it lets go of is freed (``resetMayFree(_:)``).
    @exclusivity(unchecked) private static var rememberedResetStep: UInt64 = .max
    /// Recognizers whose state changed since the last settle. An ``ObjectList``: its append (three on a tap's ended
    /// sample) skips `Array`'s two library calls.
    @exclusivity(unchecked) private var changed = ObjectList<UGR>()
    /// The recognizers a settle round settles, in settle order (an ``ObjectList``, for its cheaper append).
    @exclusivity(unchecked) private var candidates = ObjectList<UGR>()
    /// Recognizers that recognized and wait for a failure requirement.
    @exclusivity(unchecked) private var waiting: [UGR] = []
    /// Scratch for ``sortCandidates()``, kept to avoid allocating.
    @exclusivity(unchecked) private var keyedCandidates: [(key: Int, recognizer: UGR)] = []
    /// Scratch for ``sortCandidates()``: the candidates' keys, in the candidates' order.
    @exclusivity(unchecked) private var settleKeys: [Int] = []
    @exclusivity(unchecked) private var isSettling = false
    /// Whether a participant may be admitted (``UIGestureRecognizer/isAdmitted``): raised by every admission and
    /// lowered when a settle ends with no participant left. An admitted recognizer stays a participant of the arena
    /// that admitted it until the reset that clears its flag, so while this is false none is, and
    /// ``admittedRecognizer(preventing:)`` has nothing to look for (a tap's lift: no copy and walk of the participants,
    /// about 110 instructions).
    @exclusivity(unchecked) private var mayHaveAdmitted = false
    /// The recognizer whose first action ``admit(_:)`` is sending with `.began` though it already ended (or was
    /// cancelled) while it waited on a requirement, nil otherwise. It has decided its attempt, so it takes no new touch
    /// meanwhile (a touch put down by app code its action runs), as one in `.ended` would not: taking one would turn
    /// its state to `.changed` and lose the end it still has to report (storm seed 275556: a context menu's press left
    /// in `.changed` at rest).
    @exclusivity(unchecked) private var recognizerReportingBeganAfterItsEnd: ObjectIdentifier?
    /// Whether a participant may have become resettable (terminal, not waiting, nothing pending) since the last
    /// ``resetFinished()``: set wherever that can happen (a state change, a forced failure, a released wait), so a
    /// settle with nothing to do (most moved samples) does not walk the participants.
    @exclusivity(unchecked) private var mayHaveResettable = false
    /// Whether a held view delivery may have become releasable (or droppable) since the dispatcher last looked at
    /// its held touches (``TouchDispatcher/flushHeldTouches()``, which clears it). A settle with no state change
    /// and no reset pending only flushes held deliveries, and their outcome can change only through what sets this:
    /// a touch ended, cancelled, blocked or forgotten on the dispatcher's side (a touch just held is not releasable:
    /// it was held because an undecided recognizer delays it); a recognizer leaving a touch
    /// (``UIGestureRecognizer/ignore(_:for:)``, a reset) or its `delaysTouchesBegan`/`delaysTouchesEnded` changing
    /// on the recognizers' side (a state change is in ``changed``, which settles anyway). While a scroll view holds
    /// a touch back (its touch delay), every moved sample then skips both of its settles: about 1,000 instructions.
    @exclusivity(unchecked) var heldDeliveryMayChange = false
    @exclusivity(unchecked) private var scratchBegan: Set<UITouch> = []
    @exclusivity(unchecked) private var scratchMoved: Set<UITouch> = []
    @exclusivity(unchecked) private var scratchEnded: Set<UITouch> = []
    @exclusivity(unchecked) private var scratchCancelled: Set<UITouch> = []
    /// The touches the scratch sets were built from, in order, and their phases then: the next recognizer with the
    /// same changed touches (usually every recognizer on the path of one finger) is given the same sets, without
    /// hashing them again, and so is the first recognizer of the next event when its touches moved again. The sets
    /// outlive the event only while none of their touches ended or was cancelled (so they keep no lifted touch alive).
    @exclusivity(unchecked) private var scratchSource = ObjectList<UITouch>()
    @exclusivity(unchecked) private var scratchSourcePhases: [UITouch.Phase] = []
    /// One-touch moved sets, one per finger, for events where several fingers move and each recognizer has one of
    /// them: its finger's set, hashed once for the finger's life, where rebuilding the scratch sets for each finger
    /// of each event cost about 1,100 instructions. `fingerSets[i]` holds `fingerSetTouches[i]`; the sets past
    /// `fingerSetTouches.count` are empty, kept for their storage. Let go of after an event in which a touch ended or
    /// was cancelled, as the scratch sets are, so they keep no lifted touch alive.
    @exclusivity(unchecked) private var fingerSetTouches: [UITouch] = []
    @exclusivity(unchecked) private var fingerSets: [Set<UITouch>] = []
    /// The epoch of the memo of who waits for whom (``requiredParticipants(of:)``): a new one, unique among all
    /// arenas, whenever the participants or any static requirement change.
    @exclusivity(unchecked) private var requirementEpoch: UInt64 = GestureArena.newEpoch()
    @exclusivity(unchecked) private var requirementChangesSeen: UInt64 = 0
    @exclusivity(unchecked) private var searchStack: [UGR] = []
    @exclusivity(unchecked) private static var lastEpoch: UInt64 = 0
    /// The "no" answers given without asking anyone, which a delegate set later must find recorded.
    @exclusivity(unchecked) private var unaskedRequirements = UnaskedRequirementLog()
    /// Whether this arena is in ``arenasWithUnaskedRequirements`` (from its first unasked answer to its `deinit`).
    @exclusivity(unchecked) private var isListedWithUnaskedRequirements = false
    /// The arenas that ever gave an unasked answer, unretained (each takes itself off in its `deinit`).
    @exclusivity(unchecked) private static var arenasWithUnaskedRequirements: [Unmanaged<GestureArena>] = []
    /// How many times a failure requirement between two recognizers was looked up (tests count it: it grows with
    /// the square of the participants, not their cube).
    @exclusivity(unchecked) private(set) var requirementQueries = 0

    typealias UGR = UIGestureRecognizer

    init(window: UIWindow) {
        self.window = window
        participants.reserveCapacity(16)
        changed.reserveCapacity(16)
        candidates.reserveCapacity(16)
        settleKeys.reserveCapacity(16)
        scratchSource.reserveCapacity(16)
        scratchSourcePhases.reserveCapacity(16)
        for scratch in [\GestureArena.scratchBegan, \.scratchMoved, \.scratchEnded, \.scratchCancelled] {
            self[keyPath: scratch].reserveCapacity(16)
        }
    }

    /// Participants outliving their window's arena must not point back at it.
    isolated deinit {
        for recognizer in participants { recognizer.arena = nil }
        unaskedRequirements.deallocate()
        if isListedWithUnaskedRequirements {
            let address = Unmanaged.passUnretained(self).toOpaque()
            Self.arenasWithUnaskedRequirements.removeAll { $0.toOpaque() == address }
        }
    }

    /// The window's dispatcher, which owns this arena (so it outlives it): read once from the window and kept
    /// unretained (`Unmanaged`: an `unowned(unsafe)` optional was still retained around each read), so the checks of
    /// every state change (``isIdle``) count no references.
    private var dispatcher: TouchDispatcher {
        if let knownDispatcher { return knownDispatcher.takeUnretainedValue() }
        let dispatcher = window.dispatcher
        knownDispatcher = Unmanaged.passUnretained(dispatcher)
        return dispatcher
    }
    @exclusivity(unchecked) private var knownDispatcher: Unmanaged<TouchDispatcher>?

    /// Calls `body` with the dispatcher borrowed, without the retain and release that reading ``dispatcher`` costs
    /// once it is known (the first read looks it up).
    @inline(__always)
    private func withDispatcher<Result>(_ body: (TouchDispatcher) -> Result) -> Result {
        if let knownDispatcher { return knownDispatcher.withUnretainedInstance(body) }
        return body(dispatcher)
    }

    // MARK: Who joins

    /// Offers a new touch to the recognizers of its hit view and every ancestor, deepest first.
    ///
    /// The walk up retains only the views whose recognizers it asks (their gates run app code, which may take the
    /// view out of the window meanwhile); a view without recognizers is passed over borrowed, as nothing runs between
    /// reading it (from the touch, which holds it, or from a view held or borrowed the same way) and reading its
    /// superview (see `UIView.unretainedSuperview`). (No `withExtendedLifetime` here: its closure, formed on the main
    /// actor, cost a runtime check of the executor, about 220 instructions.)
    func attachRecognizers(to touch: UITouch, event: UIEvent) {
        let exclusiveView = TouchDispatcher.touchedExclusiveView(in: event)
        guard let hitView = touch.view else { return }
        var current = Unmanaged.passUnretained(hitView)
        while true {
            let next: Unmanaged<UIView>?
            if current.withUnretainedInstance({ $0.storedGestureRecognizers.isEmpty }) {
                next = current.withUnretainedInstance { $0.unretainedSuperview }
            } else {
                let view = current.takeUnretainedValue()
                offer(touch, toRecognizersOf: view, event, exclusiveView)
                next = view.unretainedSuperview
            }
            guard let next else { break }
            current = next
        }
    }

    /// Offers `touch` to each recognizer `view` has as the offer starts (app code in a gate may add or remove some),
    /// each borrowed from that list, which holds it for its gates.
    private func offer(_ touch: UITouch, toRecognizersOf view: UIView, _ event: UIEvent, _ exclusiveView: UIView?) {
        let recognizers = view.storedGestureRecognizers
        recognizers.forEachUnretained { recognizer in
            if let gate = closedGate(for: recognizer, touch, event, exclusiveView) {
                if window.isTracing {
                    window.trace(.recognizerRefusedTouch(gate), recognizer: recognizer, view: view, finger: touch.fingerID)
                }
            } else {
                join(recognizer, touch)
            }
        }
    }

    /// UIKit's receive gates, in UIKit's order: the first that keeps `recognizer` from `touch`, or nil when it takes it.
    @inline(__always)
    private func closedGate(
        for recognizer: UGR, _ touch: UITouch, _ event: UIEvent, _ exclusiveView: UIView?
    ) -> RecognizerGate? {
        if recognizer.requiresExclusiveTouchType, let first = recognizer.trackedTouches.first, first.type != touch.type {
            return .touchTypeMismatch
        }
        if recognizer.allowedTouchTypeMask & (1 << touch.type.rawValue) == 0 { return .touchTypeNotAllowed }
        if !recognizer.isEnabled { return .disabled }
        if recognizer.storedState.isTerminal || recognizerReportingBeganAfterItsEnd == ObjectIdentifier(recognizer) {
            return .finished
        }
        if let exclusiveView, let view = recognizer.view, !exclusiveView.isDescendant(of: view) { return .exclusiveTouch }
        if !recognizer.isInAttempt || !recognizer.askedShouldReceiveEvent {
            recognizer.askedShouldReceiveEvent = true
            guard recognizer.shouldReceive(event),
                  recognizer.delegateIfSet?.gestureRecognizer(recognizer, shouldReceive: event) ?? true
            else { return .shouldReceiveEvent }
        }
        guard recognizer.acceptsTouchByDesign(touch) else { return .recognizerRule }
        guard recognizer.delegateIfSet?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else {
            return .delegateShouldReceiveTouch
        }
        return nil
    }

    private func join(_ recognizer: UGR, _ touch: UITouch) {
        touch.recognizers.append(recognizer)
        recognizer.trackedTouches.append(touch)
        recognizer.attemptTouches.append(touch)
        enterAttempt(recognizer)
        if window.isTracing {
            window.trace(.recognizerReceivedTouch, recognizer: recognizer, view: recognizer.view, finger: touch.fingerID)
        }
    }

    // MARK: Delivery to recognizers

    /// Gives every recognizer the touches of `event` it holds, grouped by phase: began, moved, ended, cancelled.
    ///
    /// `touches` is the event's ordered touches, held by the caller for the whole call: the walk that looks for the
    /// event's one changed touch borrows each from it without a retain (a `for in` over `event.orderedTouches`
    /// retained the list and each touch, about 150 instructions of every moved sample).
    func deliver(_ event: UIEvent, touches: [UITouch], generation: UInt64) {
        // The event's one changed touch, when it has one (one finger moving): see `deliver(_:to:onlyChangedTouch:)`.
        var changedCount = 0
        var changedIndex = 0
        var index = 0
        while index < touches.count {
            if touches.withUnretainedElement(at: index, { $0.changedInCurrentDispatch }) {
                changedCount += 1
                changedIndex = index
            }
            index += 1
        }
        if changedCount == 1, touches.withUnretainedElement(at: changedIndex, { $0.phase == .moved }) {
            return touches.withUnretainedElement(at: changedIndex) { deliverMoved($0, event, generation: generation) }
        }
        deliverOtherThanMove(event, touches: touches, changedCount: changedCount, changedIndex: changedIndex, generation: generation)
    }

    /// ``deliver(_:touches:generation:)`` for any event but one finger's move, out of line so that the moved
    /// sample's function stays small (its prologue grew by a few instructions with this code inline): one finger's
    /// began or lift takes its own path, any other event the general one; `changedCount` touches changed, the last at
    /// `changedIndex`.
    @inline(never)
    private func deliverOtherThanMove(
        _ event: UIEvent, touches: [UITouch], changedCount: Int, changedIndex: Int, generation: UInt64
    ) {
        if changedCount == 1 {
            let phase = touches.withUnretainedElement(at: changedIndex) { $0.phase }
            if phase == .began {
                return touches.withUnretainedElement(at: changedIndex) { deliverBegan($0, event, generation: generation) }
            }
            if phase == .ended {
                return touches.withUnretainedElement(at: changedIndex) { deliverEnded($0, event, generation: generation) }
            }
        }
        let onlyChangedTouch = changedCount == 1 ? touches[changedIndex] : nil
        var hasFinishedTouch = false
        for touch in event.orderedTouches where touch.changedInCurrentDispatch && touch.phase != .stationary {
            if touch.phase == .ended || touch.phase == .cancelled { hasFinishedTouch = true }
            var index = 0
            while index < touch.recognizers.count {
                let recognizer = touch.recognizers[index]
                if recognizer.lastDeliveryGeneration != generation {
                    recognizer.lastDeliveryGeneration = generation
                    deliver(event, to: recognizer, onlyChangedTouch: onlyChangedTouch)
                }
                // A recognizer may have left this touch's list meanwhile (`ignore(_:for:)`): the next one now sits
                // at `index`. The generation check keeps anyone from being given the event twice.
                if index < touch.recognizers.count, touch.recognizers[index] === recognizer { index += 1 }
            }
        }
        // The scratch sets must not keep lifted touches alive past the event; live ones are held by the event anyway.
        if !scratchEnded.isEmpty || !scratchCancelled.isEmpty { clearScratch() }
        if hasFinishedTouch, !fingerSetTouches.isEmpty { clearFingerSets() }
    }

    /// The moved sample of one finger, the event of every sample while one finger drags: what
    /// ``deliver(_:generation:)`` does for it, without its bookkeeping per recognizer.
    ///
    /// Every recognizer on `touch`'s list tracks it, so each is given the same one-touch moved set (see
    /// ``deliver(_:to:onlyChangedTouch:)``), taken from the scratch once for the whole sample rather than retained
    /// for each call; the recognizers are borrowed (``forEachRecognizer(of:_:)``).
    private func deliverMoved(_ touch: UITouch, _ event: UIEvent, generation: UInt64) {
        deliver(touch, only: .moved, event, generation: generation)
    }

    /// The began sample of one finger (a tap's first event): what ``deliver(_:generation:)`` does for it, as
    /// ``deliverMoved(_:_:generation:)`` does for a moved sample. Every recognizer on the new touch's list joined it
    /// in this dispatch and tracks it: each is given the same one-touch began set, built once, and is borrowed.
    @inline(never)
    private func deliverBegan(_ touch: UITouch, _ event: UIEvent, generation: UInt64) {
        deliver(touch, only: .began, event, generation: generation)
    }

    /// An event whose one changed touch is `touch`, in `phase` (`.began` or `.moved`): each recognizer on the
    /// touch's list is given the scratch set of `phase` holding `touch` alone (made unless the scratch holds it
    /// already: the same finger's previous moved sample), unless it was given this dispatch's touches already
    /// (`generation`, which it then records); a recognizer still in `.began` moves on first
    /// (``moveOnFromBegan(_:)``).
    @inline(__always)
    private func deliver(_ touch: UITouch, only phase: UITouch.Phase, _ event: UIEvent, generation: UInt64) {
        guard !touch.recognizers.isEmpty else { return }
        if scratchSource.count != 1 || scratchSource[0] !== touch || scratchSourcePhases[0] != phase {
            clearScratch()
            scratchSource.append(touch)
            scratchSourcePhases.append(phase)
            if phase == .began { scratchBegan.insert(touch) } else { scratchMoved.insert(touch) }
        }
        let touches = phase == .began ? scratchBegan : scratchMoved
        forEachRecognizer(of: touch) { recognizer in
            guard recognizer.lastDeliveryGeneration != generation else { return }
            recognizer.lastDeliveryGeneration = generation
            moveOnFromBegan(recognizer)
            guard recognizer.canTakeTouches else { return }
            if phase == .began {
                recognizer.touchesBegan(touches, with: event)
            } else {
                recognizer.touchesMoved(touches, with: event)
            }
        }
    }

    /// Calls `body` with each recognizer on `touch`'s list, in order, as ``deliver(_:generation:)`` walks them: the
    /// walk follows the live list, and a recognizer that leaves it meanwhile (`ignore(_:for:)`) has the next one take
    /// its index.
    ///
    /// The recognizers are borrowed from the live list, not retained: every recognizer on a touch's list is one of
    /// the ``participants``, which hold it, and leaves the list at its reset, before the participants let go of it;
    /// while the walk is under way (``touchListWalks``), whatever app code does (remove a recognizer from its view,
    /// its view from the window, settle from a clock it advances), a recognizer the participants let go of is kept
    /// until the walk ends (``keptUntilWalksEnd``).
    @inline(__always)
    private func forEachRecognizer(of touch: UITouch, _ body: (UGR) -> Void) {
        touchListWalks &+= 1
        var index = 0
        while index < touch.recognizers.count {
            let recognizer = touch.recognizers.withUnretainedElement(at: index) { Unmanaged.passUnretained($0) }
            let delivered = recognizer.withUnretainedInstance { recognizer in
                body(recognizer)
                return index < touch.recognizers.count
                    && touch.recognizers.withUnretainedElement(at: index) { $0 === recognizer }
            }
            if delivered { index += 1 }
        }
        touchListWalks &-= 1
        if touchListWalks == 0, !keptUntilWalksEnd.isEmpty { letGoOfKeptRecognizers() }
    }

    /// The last walk of a touch's list ended: the recognizers the participants let go of meanwhile go (the last
    /// taken out first, as ``resetFinished()`` lets go of them).
    @inline(never)
    private func letGoOfKeptRecognizers() {
        keptUntilWalksEnd.removeLast(keptUntilWalksEnd.count)
    }

    /// The lift of one finger, the event's one changed touch: what ``deliver(_:touches:generation:)`` does for it,
    /// as ``deliverMoved(_:_:generation:)`` does for a move. Every recognizer on `touch`'s list tracks it (see
    /// ``deliver(_:to:onlyChangedTouch:)``), so each is given the same one-touch ended set, taken once for the
    /// event instead of retained twice per recognizer, and stops tracking the touch.
    private func deliverEnded(_ touch: UITouch, _ event: UIEvent, generation: UInt64) {
        var scratchHoldsLiftedTouch = false
        if !touch.recognizers.isEmpty {
            // The sets still hold the finger's previous sample (began or moved): the one set holding it alone is given
            // as the ended set as it is, rather than emptied and hashed again, or moved to the ended place first
            // (``rephaseScratch(to:)``, about 80 instructions): a set holds touches, not phases, and it is emptied
            // below.
            let ended: Set<UITouch>
            if scratchSource.count == 1, scratchSource[0] === touch, let held = scratchSet(of: scratchSourcePhases[0]) {
                ended = held
            } else {
                clearScratch()
                scratchSource.append(touch)
                scratchSourcePhases.append(.ended)
                scratchEnded.insert(touch)
                ended = scratchEnded
            }
            forEachRecognizer(of: touch) { recognizer in
                guard recognizer.lastDeliveryGeneration != generation else { return }
                recognizer.lastDeliveryGeneration = generation
                assert(recognizer.trackedTouches.containsIdentical(touch), "a recognizer on a touch's list tracks it")
                moveOnFromBegan(recognizer)
                if recognizer.canTakeTouches { recognizer.touchesEnded(ended, with: event) }
                // Usually `touch` is the recognizer's only one: popped here, without the general call.
                if !stopTrackingLoneTouch(touch, by: recognizer) { stopTracking(ended, by: recognizer) }
            }
            scratchHoldsLiftedTouch = true
        }
        // As after any event with a lifted touch (``deliver(_:touches:generation:)``); the scratch may hold it in
        // the set of its previous phase. (Out of the scope of `ended`, so the set is emptied in place.)
        if scratchHoldsLiftedTouch || !scratchEnded.isEmpty || !scratchCancelled.isEmpty { clearScratch() }
        if !fingerSetTouches.isEmpty { clearFingerSets() }
    }

    /// The scratch set of `phase` (none for stationary).
    @inline(__always)
    private func scratchSet(of phase: UITouch.Phase) -> Set<UITouch>? {
        switch phase {
        case .began: scratchBegan
        case .moved: scratchMoved
        case .ended: scratchEnded
        case .cancelled: scratchCancelled
        case .stationary: nil
        }
    }

    /// Gives one recognizer its changed touches, by phase, in sets built for it or, when it has the same changed
    /// touches as the recognizer before, in that recognizer's sets.
    ///
    /// `onlyChangedTouch` is the event's one changed touch, if it has one: every recognizer given the event is then
    /// on that touch's list, so it tracks that touch (``join(_:_:)`` and `ignore(_:for:)` add and remove a touch in
    /// both lists; only a lifted touch leaves `trackedTouches` first, and it is not delivered again), and its changed
    /// touches are that touch alone: when the scratch sets hold it, they are this recognizer's without a check.
    private func deliver(_ event: UIEvent, to recognizer: UGR, onlyChangedTouch: UITouch?) {
        if let onlyChangedTouch, scratchSource.count == 1, scratchSource[0] === onlyChangedTouch,
           scratchSourcePhases[0] == onlyChangedTouch.phase {
            assert(recognizer.trackedTouches.containsIdentical(onlyChangedTouch), "a recognizer on a touch's list tracks it")
        } else if onlyChangedTouch == nil, let finger = onlyMovedTouch(of: recognizer) {
            // Several fingers changed and this recognizer has one of them, moved: that finger's own one-touch set.
            moveOnFromBegan(recognizer)
            if recognizer.canTakeTouches { recognizer.touchesMoved(fingerSet(for: finger), with: event) }
            return
        } else if let onlyChangedTouch, scratchSource.count == 1, scratchSource[0] === onlyChangedTouch,
                  rephaseScratch(to: onlyChangedTouch.phase) {
            // The event's one changed touch was the scratch sets' one touch in an earlier event, in another phase
            // (a finger lifting after it went down or moved): now in its set of this phase, as a rebuild would put it.
        } else if !scratchHoldsChangedTouches(of: recognizer) {
            clearScratch()
            for touch in recognizer.trackedTouches where touch.changedInCurrentDispatch {
                scratchSource.append(touch)
                scratchSourcePhases.append(touch.phase)
                switch touch.phase {
                case .began: scratchBegan.insert(touch)
                case .moved: scratchMoved.insert(touch)
                case .ended: scratchEnded.insert(touch)
                case .cancelled: scratchCancelled.insert(touch)
                case .stationary: break
                }
            }
        }
        moveOnFromBegan(recognizer)
        if !scratchBegan.isEmpty, recognizer.canTakeTouches { recognizer.touchesBegan(scratchBegan, with: event) }
        if !scratchMoved.isEmpty, recognizer.canTakeTouches { recognizer.touchesMoved(scratchMoved, with: event) }
        if !scratchEnded.isEmpty {
            if recognizer.canTakeTouches { recognizer.touchesEnded(scratchEnded, with: event) }
            stopTracking(scratchEnded, by: recognizer)
        }
        if !scratchCancelled.isEmpty {
            if recognizer.canTakeTouches { recognizer.touchesCancelled(scratchCancelled, with: event) }
            stopTracking(scratchCancelled, by: recognizer)
        }
    }

    /// `recognizer`'s one changed touch, when it has exactly one and that one moved (one finger of several that
    /// moved in the event, each with its own recognizers); nil otherwise.
    private func onlyMovedTouch(of recognizer: UGR) -> UITouch? {
        var found: UITouch?
        var index = 0
        while index < recognizer.trackedTouches.count {
            let touch = recognizer.trackedTouches[index]
            index += 1
            guard touch.changedInCurrentDispatch else { continue }
            guard found == nil, touch.phase == .moved else { return nil }
            found = touch
        }
        return found
    }

    /// The one-touch set of `finger`, made the first time it is asked for and kept from event to event until a touch
    /// lifts (see ``fingerSets``).
    private func fingerSet(for finger: UITouch) -> Set<UITouch> {
        var index = 0
        while index < fingerSetTouches.count {
            if fingerSetTouches[index] === finger { return fingerSets[index] }
            index += 1
        }
        // More fingers than ever before in this window: a set of its own, which lives on empty once it is let go.
        if index == fingerSets.count { fingerSets.append([]) }
        fingerSets[index].insert(finger)
        fingerSetTouches.append(finger)
        return fingerSets[index]
    }

    /// Lets go of the fingers' sets' touches, keeping their storage.
    private func clearFingerSets() {
        for index in fingerSetTouches.indices { fingerSets[index].removeAll(keepingCapacity: true) }
        fingerSetTouches.removeAllKeepingCapacity()
    }

    /// A recognizer still in .began at the next event moves to .changed by itself (UIKIT_FACTS, [re]).
    @inline(__always)
    private func moveOnFromBegan(_ recognizer: UGR) {
        guard recognizer.storedState == .began else { return }
        recognizer.storedState = .changed
        recognizer.observedValuesDidChange()
    }

    /// Whether the scratch sets hold exactly `recognizer`'s changed touches in their current phases (compared by
    /// identity, in order).
    private func scratchHoldsChangedTouches(of recognizer: UGR) -> Bool {
        // By index rather than `for in`: no iterator, no retain of each touch just to compare it.
        let tracked = recognizer.trackedTouches
        var index = 0
        var trackedIndex = 0
        while trackedIndex < tracked.count {
            let touch = tracked[trackedIndex]
            trackedIndex += 1
            guard touch.changedInCurrentDispatch else { continue }
            guard index < scratchSource.count, scratchSource[index] === touch, scratchSourcePhases[index] == touch.phase
            else { return false }
            index += 1
        }
        return index == scratchSource.count
    }

    /// Moves the scratch sets' one touch (``scratchSource``) from the set of the phase it had then to the set of
    /// `phase`, exchanging the two sets' storage: nothing is hashed or emptied, where emptying the sets and building
    /// them again cost about 250 instructions of a finger's ended sample. False, changing nothing, when the phase is
    /// the same or either phase has no set (stationary).
    private func rephaseScratch(to phase: UITouch.Phase) -> Bool {
        let previous = scratchSourcePhases[0]
        guard previous != phase, previous != .stationary, phase != .stationary else { return false }
        // The other sets are empty (the scratch holds one touch): the touch's set goes to `phase`'s place, and
        // that place's empty set, with its reserved storage, to `previous`'s.
        var carried = Set<UITouch>()
        exchangeScratchSet(of: previous, with: &carried)
        exchangeScratchSet(of: phase, with: &carried)
        exchangeScratchSet(of: previous, with: &carried)
        scratchSourcePhases[0] = phase
        return true
    }

    /// Exchanges the scratch set of `phase` (none for stationary) with `set`.
    private func exchangeScratchSet(of phase: UITouch.Phase, with set: inout Set<UITouch>) {
        switch phase {
        case .began: swap(&scratchBegan, &set)
        case .moved: swap(&scratchMoved, &set)
        case .ended: swap(&scratchEnded, &set)
        case .cancelled: swap(&scratchCancelled, &set)
        case .stationary: break
        }
    }

    private func clearScratch() {
        guard !scratchSource.isEmpty else { return }
        scratchSource.removeAllKeepingCapacity()
        scratchSourcePhases.removeAllKeepingCapacity()
        if !scratchBegan.isEmpty { scratchBegan.removeAll(keepingCapacity: true) }
        if !scratchMoved.isEmpty { scratchMoved.removeAll(keepingCapacity: true) }
        if !scratchEnded.isEmpty { scratchEnded.removeAll(keepingCapacity: true) }
        if !scratchCancelled.isEmpty { scratchCancelled.removeAll(keepingCapacity: true) }
    }

    private func stopTracking(_ touches: Set<UITouch>, by recognizer: UGR) {
        // One finger lifting (the usual case) is removed by identity, without hashing each tracked touch.
        // The sets given are the scratch sets, built from `scratchSource`: with one touch there, it is the one lifted
        // (no `Set.first`, which walks the hash table's buckets).
        if scratchSource.count == 1 {
            assert(touches.count == 1 && touches.contains(scratchSource[0]), "the scratch sets hold the scratch source")
            if stopTrackingLoneTouch(scratchSource[0], by: recognizer) { return }
        }
        recognizer.lastCentroidInWindow = recognizer.centroidInWindow(of: recognizer.trackedTouches)
        if scratchSource.count == 1 {
            recognizer.trackedTouches.removeIdentical(scratchSource[0])
        } else if touches.count == 1, let touch = touches.first {
            recognizer.trackedTouches.removeIdentical(touch)
        } else {
            recognizer.trackedTouches.removeMembers(of: touches)
        }
    }

    /// ``stopTracking(_:by:)`` for `touch` when it is the recognizer's only tracked touch (usually): it is popped,
    /// without a search, and true is returned; false, changing nothing, otherwise.
    @inline(__always)
    private func stopTrackingLoneTouch(_ touch: UITouch, by recognizer: UGR) -> Bool {
        guard recognizer.trackedTouches.count == 1,
              recognizer.trackedTouches.withUnretainedElement(at: 0, { $0 === touch }) else { return false }
        recognizer.lastCentroidInWindow = UGR.centroidInWindow(ofOne: touch)
        recognizer.trackedTouches.removeLast()
        return true
    }

    /// A touch ended or was cancelled and the event is over: recognizers keep it only while they still decide
    /// about it (held delivery); nothing else refers to it.
    @inline(__always)
    func touchDidFinish(_ touch: UITouch) {
        // Usually every recognizer of the touch was reset in the event, and left its list: no walk, and no call.
        if !touch.recognizers.isEmpty { stopTrackingFinishedTouch(touch) }
    }

    /// ``touchDidFinish(_:)``'s walk, out of line.
    @inline(never)
    private func stopTrackingFinishedTouch(_ touch: UITouch) {
        for recognizer in touch.recognizers {
            recognizer.trackedTouches.removeIdentical(touch)
        }
    }

    // MARK: Delayed delivery

    /// Whether an undecided recognizer of `touch` delays touches began.
    func isBeganDelayed(for touch: UITouch) -> Bool {
        hasUndecidedRecognizer(of: touch, delayingBegan: true)
    }

    /// Whether an undecided recognizer of `touch` delays touches ended.
    func isEndDelayed(for touch: UITouch) -> Bool {
        hasUndecidedRecognizer(of: touch, delayingBegan: false)
    }

    /// Whether an undecided recognizer of `touch` delays its began (`delayingBegan`) or its end. The walk runs no app
    /// code (the flags are stored properties), so each recognizer is borrowed from the touch's list without a retain
    /// (a `for in` retained the list and each recognizer: about 160 instructions of a began sample in the Settings
    /// scene).
    @inline(__always)
    private func hasUndecidedRecognizer(of touch: UITouch, delayingBegan: Bool) -> Bool {
        let recognizers = touch.recognizers
        return recognizers.containsUnretained { recognizer in
            (delayingBegan ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded) && recognizer.isUndecided
        }
    }

    /// Makes `recognizer` a participant of the current attempt, pointing back at this arena until its reset.
    @inline(__always)
    private func enterAttempt(_ recognizer: UGR) {
        guard !recognizer.isInAttempt else { return }
        recognizer.isInAttempt = true
        recognizer.arena = self
        // Before anyone joins, the unasked answers of recognizers that left are forgotten (a recognizer gone since
        // must not be taken for one that joins at its address: see ``UnaskedRequirementLog``).
        if !unaskedRequirements.isEmpty { forgetUnaskedRequirementsOfLeavers() }
        participants.append(recognizer)
        requirementEpoch = Self.newEpoch()
    }

    private static func newEpoch() -> UInt64 {
        lastEpoch &+= 1
        return lastEpoch
    }

    // MARK: Settling

    /// Records `recognizer`'s state change for the settle (``noteAnyStateChange(of:)``). Inline for its usual case,
    /// a participant failing outside a settle (see there): a call and its frame cost about 15 instructions of each.
    @inline(__always)
    func noteStateChange(of recognizer: UGR) {
        guard recognizer.isInAttempt, recognizer.storedState == .failed, !isSettling else {
            return noteAnyStateChange(of: recognizer)
        }
        mayHaveResettable = true
        recognizer.hasPendingStateChange = false
    }

    @inline(never)
    private func noteAnyStateChange(of recognizer: UGR) {
        if !recognizer.isInAttempt { enterAttempt(recognizer) }
        mayHaveResettable = true
        // A failure noted outside a settle (most recognizers of a lifted touch fail while it is delivered) is not
        // listed: the next settle's first round would only clear its flag (a failed recognizer settles to
        // nothing) and reset it at that round's end, with the others, in the participants' order. Cleared now, the
        // flag lets that same round's ``hasResettable()`` and ``resetFinished()`` find it, so nothing changes but
        // the list's bookkeeping. A failure during a settle is listed as before: its reset waits for the next round.
        if recognizer.storedState == .failed && !isSettling {
            recognizer.hasPendingStateChange = false
            return
        }
        if !changed.containsIdentical(recognizer) { changed.append(recognizer) }
    }

    /// Settles now unless an event, a clock callback or a settle is already under way (they settle when done).
    func settleIfIdle() {
        guard isIdle else { return }
        settle()
    }

    /// Whether no event, clock callback or settle is under way (``settleIfIdle()`` settles then). The dispatcher
    /// is borrowed, not retained: its retain and release cost more than the rest of the check.
    var isIdle: Bool {
        @inline(__always) get {
            guard !isSettling else { return false }
            return !withDispatcher { $0.isDispatching } && !window.clock.isInCallback
        }
    }

    /// Whether a state change or a reset may be pending (``settle()`` has work unless both are false and no
    /// delivery is held).
    var mayHavePendingWork: Bool { !changed.isEmpty || mayHaveResettable || heldDeliveryMayChange }

    /// Resolves every pending state change: exclusion, failure requirements, actions, view consequences, resets.
    func settle() {
        // Most moved samples change nothing, even while a delivery is held: no walk, no flag, no loop.
        guard !isSettling, !changed.isEmpty || mayHaveResettable || heldDeliveryMayBeReleasable() else { return }
        isSettling = true
        defer { isSettling = false }
        var rounds = 0
        repeat {
            while !changed.isEmpty || hasResettable() {
                rounds += 1
                if rounds > 1000 {
                    window.report(TouchDiagnostic(kind: .invalidStateTransition, message: "recognizers kept changing state from their actions: settling stopped after 1000 rounds"))
                    changed.removeAll()
                    break
                }
                takeChangedAsCandidates()
                if candidates.count > 1 { sortCandidates() }
                // Actions run app code, which cannot change the candidates (only this loop does): a copy of the list
                // keeps each alive while it is borrowed.
                do {
                    let settling = candidates
                    settling.forEachUnretained { recognizer in
                        guard recognizer.hasPendingStateChange else { return }
                        recognizer.hasPendingStateChange = false
                        settle(recognizer)
                    }
                }
                // Let go of with the round, the copy gone (emptying a shared list would copy it): each is a
                // participant until the resets below, so this frees nothing.
                candidates.removeAllKeepingCapacity()
                reevaluateWaiting()
                resetFinished()
            }
            // Released touches run the views' code, which may change recognizers again (a view that cancels every
            // touch from its touchesBegan): those changes are settled here too, not left for the next event. The
            // dispatcher is borrowed, as the admission borrows it (``admit(_:)``): a settle needs the window, which
            // owns it, to outlive it anyway.
            withDispatcher { $0.flushHeldTouches() }
        } while rounds <= 1000 && (!changed.isEmpty || hasResettable())
        // Every participant was reset: no unasked answer is live any more, and none is admitted.
        if participants.isEmpty {
            if !unaskedRequirements.isEmpty { unaskedRequirements.removeAll() }
            mayHaveAdmitted = false
        }
    }

    /// Makes the recognizers whose state changed this round's ``candidates`` (empty between rounds), in the order they
    /// changed, and empties ``changed``: the two lists exchange their buffers. No recognizer is retained and released
    /// to go from one list to the other (a copy of ``changed``, an append per candidate and the emptying of
    /// ``changed`` cost about 40 instructions more per candidate, and a copy per round).
    ///
    /// A failed recognizer settles to nothing (``settle(_:)``). Only a failure during a settle is listed (app code
    /// failing one from an action or an observer; ``noteStateChange(of:)``), so failed candidates are rare: they are
    /// sorted with the others and passed over by the walk, which clears their flag as it reaches them (nothing before
    /// reads it of a failed recognizer). Taking them out here cost a retain and release of the list per candidate.
    private func takeChangedAsCandidates() {
        assert(candidates.isEmpty, "a settle round lets go of its candidates")
        swap(&candidates, &changed)
    }

    /// ``heldDeliveryMayChange``, and a delivery is held; the flag is dropped when none is.
    private func heldDeliveryMayBeReleasable() -> Bool {
        guard heldDeliveryMayChange else { return false }
        if dispatcher.hasHeldTouches { return true }
        heldDeliveryMayChange = false
        return false
    }

    /// Sorts ``candidates`` so that deeper views come first and, on one view, the most recently added recognizer
    /// first: the order in which UIKit breaks ties between recognizers that change state on the same event.
    private func sortCandidates() {
        if candidates.count == 2 {
            // Borrowed from the list, which holds them (the comparison reads stored properties only).
            let swaps = candidates.withUnretainedElement(at: 1) { second in
                candidates.withUnretainedElement(at: 0) { first in Self.settlesBefore(second, first) }
            }
            if swaps { candidates.swapAt(0, 1) }
            return
        }
        if candidates.count <= 32 { return insertionSortCandidates() }
        // One key per candidate (depth, then index on its view), computed once rather than in every comparison.
        keyedCandidates.removeAllKeepingCapacity()
        for recognizer in candidates {
            keyedCandidates.append((Self.settleKey(of: recognizer), recognizer))
        }
        keyedCandidates.sort { $0.key > $1.key }
        candidates.removeAllKeepingCapacity()
        for entry in keyedCandidates { candidates.append(entry.recognizer) }
        keyedCandidates.removeAllKeepingCapacity()
    }

    /// ``sortCandidates()`` for the usual handful (one touched path's recognizers): an insertion sort, stable as
    /// `sort` is (equal keys keep their order), without the generic sort's closure calls and tuple copies, which
    /// cost thousands of instructions for seven candidates.
    private func insertionSortCandidates() {
        settleKeys.removeAllKeepingCapacity()
        // Recognizers of one view usually follow each other: the view's depth is walked once for them.
        var lastView: UIView?
        var lastDepth = 0
        for recognizer in candidates {
            guard let view = recognizer.view else {
                settleKeys.append(-1)
                continue
            }
            if view !== lastView {
                lastView = view
                lastDepth = Self.depth(of: view)
            }
            settleKeys.append(Self.settleKey(of: recognizer, on: view, depth: lastDepth))
        }
        var sorted = 1
        while sorted < settleKeys.count {
            var index = sorted
            while index > 0, settleKeys[index - 1] < settleKeys[index] {
                settleKeys.swapAt(index - 1, index)
                candidates.swapAt(index - 1, index)
                index -= 1
            }
            sorted += 1
        }
    }

    /// Whether `a`'s settle key is larger than `b`'s (``settleKey(of:)``), walking up from each view only until the
    /// other view: the usual pair (two taps of one touched path, on a view and on one of its ancestors) is ordered
    /// by the first step up, without walking either view's depth to the window.
    ///
    /// The views are borrowed, not retained: the walk reads stored properties only, and runs no app code.
    private static func settlesBefore(_ a: UGR, _ b: UGR) -> Bool {
        guard let referenceA = a.viewReference else { return false }
        guard let referenceB = b.viewReference else { return true }
        return referenceA.withUnretainedInstance { viewA in
            referenceB.withUnretainedInstance { viewB in
                if viewA === viewB {
                    return settleKey(of: a, on: viewA, depth: 0) > settleKey(of: b, on: viewB, depth: 0)
                }
                // Up from `b`'s view first: candidates usually come deeper first, so `a`'s view is found in a step
                // or two.
                guard let depthB = depth(of: viewB, unlessInside: viewA) else { return false }
                guard let depthA = depth(of: viewA, unlessInside: viewB) else { return true }
                return settleKey(of: a, on: viewA, depth: depthA) > settleKey(of: b, on: viewB, depth: depthB)
            }
        }
    }

    /// How many superviews `view` has, or nil when `ancestor` is one of them.
    /// Climbs without reference counts (``UIView/unretainedSuperview``): it reads stored properties only.
    private static func depth(of view: UIView, unlessInside ancestor: UIView?) -> Int? {
        // Not `ancestor.map { … }`: a closure formed on the main actor checks the executor (about 220 instructions).
        let ancestorAddress: UnsafeMutableRawPointer? = if let ancestor { Unmanaged.passUnretained(ancestor).toOpaque() } else { nil }
        var depth = 0
        var current = view.unretainedSuperview
        while let parent = current {
            if parent.toOpaque() == ancestorAddress { return nil }
            depth += 1
            current = parent.withUnretainedInstance { $0.unretainedSuperview }
        }
        return depth
    }

    /// Larger settles first: the view's depth in its window, then the recognizer's index on it; -1 without a view.
    private static func settleKey(of recognizer: UGR) -> Int {
        guard let view = recognizer.view else { return -1 }
        return settleKey(of: recognizer, on: view, depth: depth(of: view))
    }

    private static func settleKey(of recognizer: UGR, on view: UIView, depth: Int) -> Int {
        let index = view.storedGestureRecognizers.firstIndexIdentical(to: recognizer) ?? 0
        return depth << 32 | index
    }

    /// How many superviews `view` has.
    private static func depth(of view: UIView) -> Int {
        depth(of: view, unlessInside: nil) ?? 0
    }

    private func settle(_ recognizer: UGR) {
        switch recognizer.storedState {
        case .possible, .failed:
            return
        case .cancelled:
            if recognizer.isAdmitted { recognizer.sendActions() }
        case .began, .changed, .ended:
            if recognizer.isAdmitted {
                recognizer.sendActions()
            } else if !recognizer.isWaitingForFailureRequirement {
                tryToAdmit(recognizer)
            }
        }
    }

    private func tryToAdmit(_ recognizer: UGR) {
        if let preventer = admittedRecognizer(preventing: recognizer) {
            prevent(recognizer, by: preventer, rule: .exclusion)
            return
        }
        switch requirementStatus(of: recognizer) {
        case .recognized(let other):
            traceRequirement(.requirementRecognized(TraceEvent.describe(other.takeUnretainedValue())), recognizer)
            forceFail(recognizer)
        case .pending(let other):
            recognizer.isWaitingForFailureRequirement = true
            waiting.append(recognizer)
            traceRequirement(.waitingForFailure(of: TraceEvent.describe(other.takeUnretainedValue())), recognizer)
        case .satisfied:
            admit(recognizer)
        }
    }

    private func admit(_ recognizer: UGR) {
        recognizer.isAdmitted = true
        mayHaveAdmitted = true
        // The participants as they were (a `for in` walks a copy too), each borrowed from the copy, which keeps it
        // alive through the delegates and actions run for it.
        let list = participants
        list.forEachUnretained { other in
            guard other !== recognizer && other.isInAttempt && other.isStillContending else { return }
            arbitrate(other, against: recognizer)
        }
        if recognizer.cancelsTouchesInView {
            // The dispatcher borrowed, as ``isIdle`` does, though views' code runs: a settle already needs the window
            // (which owns the dispatcher) to outlive it, reading it and its dispatcher after app code ran.
            withDispatcher { $0.cancelInViews(recognizer.attemptTouches) }
        }
        // A continuous gesture's first action carries .began, even if it has moved on while it waited (2017 seed).
        let state = recognizer.storedState
        if recognizer.didBegin && state != .began {
            let reporting = recognizerReportingBeganAfterItsEnd
            if state.isTerminal { recognizerReportingBeganAfterItsEnd = ObjectIdentifier(recognizer) }
            recognizer.storedState = .began
            recognizer.sendActions()
            recognizerReportingBeganAfterItsEnd = reporting
            if recognizer.storedState == .began { recognizer.storedState = state }
            if recognizer.storedState.isRecognized && state != .changed { recognizer.sendActions() }
        } else {
            recognizer.sendActions()
        }
    }

    /// What the admission of `admitted` means for `other`, a participant still contending: it fails if it must
    /// wait for `admitted` to fail, and is prevented if `admitted` prevents it. Out of line, so that the admission's
    /// walk passes over the participants that no longer contend (most of them, on a lift) without a call.
    @inline(never)
    private func arbitrate(_ other: UGR, against admitted: UGR) {
        if requiresFailure(other, of: admitted) {
            traceRequirement(.requirementRecognized(TraceEvent.describe(admitted)), other)
            forceFail(other)
        } else {
            let rule = exclusionRule(admitted, other)
            if rule?.preventsOther == true {
                // Recognized on this same event and not settled yet: it lost the tie (2010 seed).
                let tie = other.hasPendingStateChange && other.storedState.isRecognized
                prevent(other, by: admitted, rule: tie ? .tieBreak : .exclusion)
            } else if let rule, window.isTracing {
                window.trace(.arbitrated(with: TraceEvent.describe(admitted), rule: rule), recognizer: other, view: other.view)
            }
        }
    }

    /// A recognizer that recognized is failed or cancelled because `preventer` won.
    private func prevent(_ recognizer: UGR, by preventer: UGR, rule: ExclusionRule) {
        if window.isTracing {
            window.trace(.arbitrated(with: TraceEvent.describe(preventer), rule: rule), recognizer: recognizer, view: recognizer.view)
            window.trace(.prevented(by: TraceEvent.describe(preventer)), recognizer: recognizer, view: recognizer.view)
        }
        forceFail(recognizer)
    }

    /// Ends an attempt as lost: cancelled if it is in `.began`/`.changed` (UIKit coerces began→failed to cancelled),
    /// failed otherwise. Only a recognizer whose actions went out gets a `.cancelled` action: one that recognized on
    /// this event, or waited on a requirement, never told its targets it began.
    private func forceFail(_ recognizer: UGR) {
        mayHaveResettable = true
        if recognizer.isWaitingForFailureRequirement {
            recognizer.isWaitingForFailureRequirement = false
            waiting.removeIdentical(recognizer)
        }
        let isActive = recognizer.storedState == .began || recognizer.storedState == .changed
        // Not noted as a change (``noteStateChange(of:)``): it is settled here, its flag left clear, so a next round
        // would only visit it to skip it (a tap's lift in the Settings scene ran a whole second round, about 250
        // instructions, for the tap the winning one prevented). It is a participant already, and this settle is
        // under way: the note would have changed nothing else.
        if recognizer.storedState == .ended {
            // It recognized but its action never went out (it waited on a requirement that recognized, or lost on
            // the event it recognized on): UIKit ends that attempt in .ended with no action, "a complete set of state
            // changes [...] but it never sent out its action" (the 2017 talk). It counts as failed for the
            // recognizers that require it, untraced: ended → failed is a transition UIKit never reports.
            recognizer.storedState = .failed
            recognizer.observedValuesDidChange()
        } else {
            recognizer.storeStateFromEngine(isActive ? .cancelled : .failed)
        }
        recognizer.hasPendingStateChange = false
        if isActive && recognizer.isAdmitted { recognizer.sendActions() }
    }

    /// Releases, admits or fails the recognizers waiting on requirements, until none changes: one released late in
    /// a pass (a requirement of its own failed) may be the one an earlier waiter waits on.
    private func reevaluateWaiting() {
        var changedAny = true
        while changedAny {
            changedAny = false
            var index = 0
            while index < waiting.count {
                let recognizer = waiting[index]
                guard recognizer.isWaitingForFailureRequirement else {
                    waiting.remove(at: index)
                    continue
                }
                switch requirementStatus(of: recognizer) {
                case .pending:
                    index += 1
                case .recognized(let other):
                    changedAny = true
                    traceRequirement(.requirementRecognized(TraceEvent.describe(other.takeUnretainedValue())), recognizer)
                    forceFail(recognizer)
                case .satisfied(let other):
                    changedAny = true
                    mayHaveResettable = true
                    waiting.remove(at: index)
                    recognizer.isWaitingForFailureRequirement = false
                    if let other {
                        traceRequirement(.requirementFailed(TraceEvent.describe(other.takeUnretainedValue())), recognizer)
                    }
                    if recognizer.storedState.isRecognized {
                        if let preventer = admittedRecognizer(preventing: recognizer) {
                            prevent(recognizer, by: preventer, rule: .exclusion)
                        } else {
                            admit(recognizer)
                        }
                    }
                }
            }
        }
    }

    private func hasResettable() -> Bool {
        guard mayHaveResettable else { return false }
        // Each borrowed from one copy of the list (the questions run no app code): a `for in` retained each.
        let list = participants
        return list.containsUnretained { recognizer in
            recognizer.storedState.isTerminal && !recognizer.isWaitingForFailureRequirement
                && !recognizer.hasPendingStateChange
        }
    }

    /// Resets every participant that finished (terminal, not waiting, nothing pending), in the participants' order,
    /// and takes it out of ``participants``.
    ///
    /// Decision: the ones reset leave the list in one compaction at the end of the walk, not one `remove(at:)` each
    /// (about 65 instructions a reset with its release: 7 of them on a lift in the Settings scene). Nothing app code
    /// can reach reads the list's holes meanwhile: while a reset's app code runs (a subclass's `reset()`, an
    /// observer), the list reads as before, the participants kept so far (moved down over the holes as the walk
    /// passes them), then the ``resetHoles`` (recognizers already reset, `isInAttempt` false; the one walk that can
    /// run from app code, ``viewsDidLeaveWindow()``, skips them), then the ones not yet reached and any that joined
    /// meanwhile (appended, as before). A recognizer reset here is held by its hole until the walk ends, not only
    /// through its own reset: one that app code lets go of in a `reset()` is freed once the whole batch is reset,
    /// as UIKit's gesture environment holds the recognizers it resets in one list until the batch is done.
    private func resetFinished() {
        // Cleared first: a reset may change other recognizers (a subclass's `reset()`), which sets it again.
        mayHaveResettable = false
        var kept = 0
        var index = 0
        while index < participants.count {
            // Read in place, borrowed: the list's own reference (the hole it leaves) keeps it alive through the
            // reset's app code, with no retain and release around it.
            let isResettable = participants.withUnretainedElement(at: index) { recognizer in
                recognizer.storedState.isTerminal && !recognizer.isWaitingForFailureRequirement
                    && !recognizer.hasPendingStateChange
            }
            guard isResettable else {
                if kept != index { participants.swapAt(kept, index) }
                kept += 1
                index += 1
                continue
            }
            let recognizer = participants.withUnretainedElement(at: index) { Unmanaged.passUnretained($0) }
            index += 1
            resetHoles = kept ..< index
            requirementEpoch = Self.newEpoch()
            Self.recognizerBeingReset = ObjectIdentifier(recognizer.takeUnretainedValue())
            recognizer.withUnretainedInstance { $0.resetAfterAttempt() }
            Self.recognizerBeingReset = nil
        }
        guard kept < participants.count else { return }
        resetHoles = 0 ..< 0
        // The holes are the list's end now: popped, each released (the last reference to a recognizer app code let go),
        // or, while a walk of a touch's list borrows recognizers (app code it ran settled), kept until it ends.
        if touchListWalks == 0 {
            participants.removeLast(participants.count - kept)
        } else {
            while participants.count > kept { keptUntilWalksEnd.append(participants.removeLast()) }
        }
        requirementEpoch = Self.newEpoch()
    }

    /// The step of the reset of `recognizer` by a ``resetFinished()`` walk under way (see ``recognizerBeingReset``);
    /// nil when it is not being reset by one.
    static func resetStep(of recognizer: UGR) -> UInt64? {
        recognizerBeingReset == ObjectIdentifier(recognizer) ? lastEpoch : nil
    }

    /// Engine code run by the reset of the current step will be skipped by the next reset if nothing ran in between:
    /// from now on the start of that next reset tells whether it freed something (``resetMayFree(_:)``).
    static func rememberResetStep() {
        rememberedResetStep = lastEpoch
    }

    /// App code may run before the next reset of the walk (a reset recognizer's observers, a deinit): the next reset
    /// starts a step of its own, so nothing remembered from this one is taken as still true, and the rest of this
    /// reset has no step (app code it runs may call engine code that would otherwise remember it).
    static func noteAppCodeMayRunBetweenResets() {
        lastEpoch &+= 1
        recognizerBeingReset = nil
    }

    /// At the start of a reset, about to let go of `touch`: when the reset just before remembered its step, and this
    /// is the touch's last reference (freeing it may free its view, whose `deinit` may be app code), a new step.
    @inline(__always)
    static func resetMayFree(_ touch: inout UITouch) {
        guard rememberedResetStep &+ 1 == lastEpoch else { return }
        if isKnownUniquelyReferenced(&touch) { noteAppCodeMayRunBetweenResets() }
    }

    private func traceRequirement(_ kind: TraceEvent.Kind, _ recognizer: UGR) {
        if window.isTracing { window.trace(kind, recognizer: recognizer, view: recognizer.view) }
    }

    // MARK: Exclusion

    /// An admitted, still-recognizing recognizer that keeps `recognizer` from recognizing, if any.
    private func admittedRecognizer(preventing recognizer: UGR) -> UGR? {
        guard mayHaveAdmitted else { return nil }
        // The participants borrowed from a copy of the list, which keeps them alive whatever the delegates asked do.
        let list = participants
        var index = 0
        while index < list.count {
            let prevents = list.withUnretainedElement(at: index) { other in
                other !== recognizer && other.isAdmitted && (other.storedState == .began || other.storedState == .changed)
                    && mayPrevent(other, recognizer)
            }
            if prevents { return list[index] }
            index += 1
        }
        return nil
    }

    /// Whether `winner`, recognizing, prevents `loser`.
    func mayPrevent(_ winner: UGR, _ loser: UGR) -> Bool {
        exclusionRule(winner, loser)?.preventsOther == true
    }

    /// The rule that decides whether `winner`, recognizing, prevents `loser` (``ExclusionRule/exclusion`` when it
    /// does), or nil when their views do not interact.
    private func exclusionRule(_ winner: UGR, _ loser: UGR) -> ExclusionRule? {
        guard interact(winner, loser) else { return nil }
        if let simultaneity = simultaneityRule(winner, loser) { return simultaneity }
        if requiresFailure(winner, of: loser) || requiresFailure(loser, of: winner) { return .failureRequirement }
        if !winner.canPrevent(loser) { return .canPreventDeclined }
        if !loser.canBePrevented(by: winner) { return .canBePreventedDeclined }
        return .exclusion
    }

    /// Recognizers interact when their views are the same or one contains the other; siblings never do.
    ///
    /// Plain views (``UIView/isPlainView``) cannot override `isDescendant(of:)`, so no app code runs: they are
    /// borrowed, not retained (the usual case: a cell and a control on one touched path).
    private func interact(_ a: UGR, _ b: UGR) -> Bool {
        guard let referenceA = a.viewReference, let referenceB = b.viewReference else { return false }
        let plainAnswer: Bool? = referenceA.withUnretainedInstance { viewA in
            referenceB.withUnretainedInstance { viewB in
                guard viewA.isPlainView, viewB.isPlainView else { return nil }
                return Self.plainView(viewA, isInside: viewB) || Self.plainView(viewB, isInside: viewA)
            }
        }
        if let plainAnswer { return plainAnswer }
        let viewA = referenceA.takeUnretainedValue(), viewB = referenceB.takeUnretainedValue()
        return viewA.isDescendant(of: viewB) || viewB.isDescendant(of: viewA)
    }

    /// `UIView.isDescendant(of:)` for a plain view (``UIView/isPlainView``: it cannot override it), walked up its
    /// unretained superviews (UIView's walk retained each, about 100 instructions for a control in its cell).
    private static func plainView(_ view: UIView, isInside ancestor: UIView) -> Bool {
        if view === ancestor { return true }
        var current = view.unretainedSuperview
        while let parent = current {
            if parent.toOpaque() == Unmanaged.passUnretained(ancestor).toOpaque() { return true }
            current = parent.withUnretainedInstance { $0.unretainedSuperview }
        }
        return false
    }

    /// Why `a` and `b` recognize together, or nil when nothing lets them.
    private func simultaneityRule(_ a: UGR, _ b: UGR) -> ExclusionRule? {
        if a.recognizesSimultaneouslyByDesign(with: b) || b.recognizesSimultaneouslyByDesign(with: a) {
            return .simultaneousByDesign
        }
        if a.delegateIfSet?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true { return .simultaneousByDelegate }
        return b.delegateIfSet?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true ? .simultaneousByDelegate : nil
    }

    // MARK: Failure requirements

    /// Whether `waiter` must wait for `other` to fail, asked of every source in both directions; the subclass and
    /// delegate methods once per attempt (UIKit: "called once per attempt to recognize").
    @inline(__always)
    func requiresFailure(_ waiter: UGR, of other: UGR) -> Bool {
        requirementQueries &+= 1
        guard waiter !== other else { return false }
        if waiter.hasFailureRequirement(on: other) { return true }
        // No subclass or delegate method could answer (the usual pair of built-in recognizers without delegates):
        // "no", noted rather than asked and recorded (``UnaskedRequirementLog``; the waiter takes part in the
        // attempt, as every waiter asked about does, and the note is forgotten once it has left).
        if !waiter.mayRequireFailureDynamically, !other.mayRequireFailureDynamically, isParticipant(waiter) {
            noteUnaskedRequirement(waiter, of: other)
            return false
        }
        return asksWhetherRequiresFailure(waiter, of: other)
    }

    /// Notes the "no" given for `waiter` and `other` without asking (``UnaskedRequirementLog``).
    @inline(__always)
    private func noteUnaskedRequirement(_ waiter: UGR, of other: UGR) {
        if !isListedWithUnaskedRequirements { listWithUnaskedRequirements() }
        unaskedRequirements.note(waiter: waiter, other: other)
    }

    /// Whether no subclass or delegate method can answer for `waiter`, it has no ``UIGestureRecognizer/require(toFail:)``
    /// entry and takes part in this attempt: every question about it then rests on the other recognizer alone.
    private func isPlainWaiter(_ waiter: UGR) -> Bool {
        !waiter.mayRequireFailureDynamically && !waiter.hasFailureRequirements && isParticipant(waiter)
    }

    /// ``requiresFailure(_:of:)`` when a subclass or delegate method may answer: asked once per attempt.
    @inline(never)
    private func asksWhetherRequiresFailure(_ waiter: UGR, of other: UGR) -> Bool {
        waiter.dynamicallyRequiresFailure(of: other) {
            if waiter.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: waiter) { return true }
            if waiter.delegateIfSet?.gestureRecognizer(waiter, shouldRequireFailureOf: other) == true { return true }
            return other.delegateIfSet?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) == true
        }
    }

    @inline(never)
    private func forgetUnaskedRequirementsOfLeavers() {
        unaskedRequirements.removeNotes(ofWaitersNotIn: participants)
    }

    private func listWithUnaskedRequirements() {
        isListedWithUnaskedRequirements = true
        Self.arenasWithUnaskedRequirements.append(Unmanaged.passUnretained(self))
    }

    /// Writes every live unasked answer of every arena into its waiter's memo (``UnaskedRequirementLog``): the first
    /// delegate ever set on a recognizer may be asked from now on, and must not be asked what was already answered.
    static func recordUnaskedRequirements() {
        for listed in arenasWithUnaskedRequirements {
            let arena = listed.takeUnretainedValue()
            if !arena.unaskedRequirements.isEmpty { arena.unaskedRequirements.recordAll(participants: arena.participants) }
        }
    }

    /// The recognizers it names are unretained (nothing to release when it goes, about 15 instructions of every
    /// admission): each is held elsewhere (a participant by ``participants``, a static requirement by its owner,
    /// or it could not have been loaded from its weak entry) and is only described, before any app code runs.
    private enum RequirementStatus {
        /// Every requirement failed or is not in play (the last one that failed, for the trace).
        case satisfied(Unmanaged<UGR>?)
        /// A requirement is still undecided.
        case pending(Unmanaged<UGR>)
        /// A requirement recognized: the waiting recognizer must fail.
        case recognized(Unmanaged<UGR>)
    }

    private func requirementStatus(of recognizer: UGR) -> RequirementStatus {
        var pending: UGR?
        var failed: UGR?
        // The participants it waits for (memoized), then its static requirements outside the attempt. Each list is
        // walked in a copy (a step may run app code), made only when it is not empty: usually neither has anything.
        updateRequiredParticipants(of: recognizer)
        if !recognizer.requiredParticipants.isEmpty {
            for index in recognizer.requiredParticipants {
                let other = participants[index]
                if let status = requirementStep(recognizer, other, pending: &pending, failed: &failed) { return status }
            }
        }
        if recognizer.hasFailureRequirements {
            for entry in recognizer.failureRequirements {
                guard let other = entry.recognizer, other !== recognizer, !isParticipant(other) else { continue }
                if let status = requirementStep(recognizer, other, pending: &pending, failed: &failed) { return status }
            }
        }
        if let pending { return .pending(Unmanaged.passUnretained(pending)) }
        return .satisfied(failed.map { Unmanaged.passUnretained($0) })
    }

    /// What `other`, which `recognizer` must wait for, means for its requirements: decided (`.recognized`), or nil
    /// after noting it as pending or failed.
    private func requirementStep(
        _ recognizer: UGR, _ other: UGR, pending: inout UGR?, failed: inout UGR?
    ) -> RequirementStatus? {
        if other.isWaitingForFailureRequirement {
            // It recognized earlier and waits: undecided, unless it waits (transitively) on `recognizer`. A cycle
            // goes to the one that recognized first.
            if waits(other, transitivelyOn: recognizer) { return .recognized(Unmanaged.passUnretained(other)) }
            pending = pending ?? other
        } else if other.storedState.isRecognized && !other.isAdmitted {
            // It recognized on this same event and settles after `recognizer`: in a cycle, `recognizer` goes
            // first and wins; otherwise wait for it.
            if waits(other, transitivelyOn: recognizer) { return nil }
            pending = pending ?? other
        } else if other.storedState.isRecognized || (other.storedState == .cancelled && other.isAdmitted) {
            return .recognized(Unmanaged.passUnretained(other))
        } else if other.storedState == .possible && other.isInAttempt && other.isEnabled {
            pending = pending ?? other
        } else if other.storedState == .failed {
            failed = other
        }
        return nil
    }

    /// Whether `recognizer` takes part in this arena's attempt (is in ``participants``), without searching the list.
    private func isParticipant(_ recognizer: UGR) -> Bool {
        recognizer.isInAttempt && recognizer.arena === self
    }

    /// The indices in ``participants`` of the ones `waiter` must wait for (``requiresFailure(_:of:)``, every source),
    /// worked out once per epoch: a new epoch starts when a participant joins or leaves or any static requirement
    /// changes; the dynamic answers are fixed for an attempt anyway. With it a settle asks about each pair once, and
    /// a chain of 300 requirements settles in a fraction of a second rather than seconds (it was cubic, issue 14).
    private func requiredParticipants(of waiter: UGR) -> [Int] {
        updateRequiredParticipants(of: waiter)
        return waiter.requiredParticipants
    }

    /// Brings `waiter`'s ``UIGestureRecognizer/requiredParticipants`` up to date (``requiredParticipants(of:)``).
    private func updateRequiredParticipants(of waiter: UGR) {
        if requirementChangesSeen != UGR.failureRequirementChanges {
            requirementChangesSeen = UGR.failureRequirementChanges
            requirementEpoch = Self.newEpoch()
        }
        let epoch = requirementEpoch
        if waiter.requiredParticipantsEpoch != epoch {
            waiter.requiredParticipants.removeAllKeepingCapacity()
            // By index: a delegate asked here may add a participant (appended), never remove one (only a reset does).
            // Each is borrowed from a copy of the list, which keeps it alive through the questions (a participant
            // added meanwhile copies the list on write).
            let asked = participants
            let count = asked.count
            var index = 0
            // While no method can answer for the waiter and it has no `require(toFail:)` entry, each answer rests on
            // the other alone (``requiresFailure(_:of:)``'s checks of the waiter come out the same for every pair):
            // they are made once, and again after any question, which ran app code.
            var waiterIsPlain = isPlainWaiter(waiter)
            while index < count {
                let requires = asked.withUnretainedElement(at: index) { other -> Bool in
                    guard waiterIsPlain else { return requiresFailure(waiter, of: other) }
                    requirementQueries &+= 1
                    guard other !== waiter else { return false }
                    guard other.mayRequireFailureDynamically else {
                        noteUnaskedRequirement(waiter, of: other)
                        return false
                    }
                    defer { waiterIsPlain = isPlainWaiter(waiter) }
                    return asksWhetherRequiresFailure(waiter, of: other)
                }
                if requires { waiter.requiredParticipants.append(index) }
                index += 1
            }
            // Stamped with the epoch it was made in: a change while asking leaves it stale.
            waiter.requiredParticipantsEpoch = epoch
        }
    }

    /// Whether `recognizer` waits, through a chain of requirements on recognizers that recognized or wait, on
    /// `target`. Only participants can have recognized or wait, so the search follows the memoized requirements,
    /// each recognizer once (marked with a fresh epoch number).
    private func waits(_ recognizer: UGR, transitivelyOn target: UGR) -> Bool {
        let mark = Self.newEpoch()
        searchStack.removeAllKeepingCapacity()
        searchStack.append(recognizer)
        defer { searchStack.removeAllKeepingCapacity() }
        while let current = searchStack.popLast() {
            guard current.requirementSearchMark != mark else { continue }
            current.requirementSearchMark = mark
            if !isParticipant(current) {
                for entry in current.failureRequirements where entry.recognizer === target { return true }
                continue
            }
            for index in requiredParticipants(of: current) {
                let other = participants[index]
                if other === target { return true }
                if other.isWaitingForFailureRequirement || other.storedState.isRecognized { searchStack.append(other) }
            }
            for entry in current.failureRequirements {
                guard let other = entry.recognizer, !isParticipant(other) else { continue }
                if other === target { return true }
                if other.isWaitingForFailureRequirement || other.storedState.isRecognized { searchStack.append(other) }
            }
        }
        return false
    }

    // MARK: Views leaving

    /// Recognizers on views that left the window abandon their attempt (asked per recognizer, after whatever app
    /// code the touches' cancellations ran: see ``TouchDispatcher/viewsDidLeaveWindow()``).
    func viewsDidLeaveWindow() {
        // The participants as they are now, without the recognizers a reset walk under way already reset (it runs
        // from a reset's app code): the list as a `for in` walked it when each reset left the list at once.
        let list = participants
        let holes = resetHoles
        for index in list.indices where !holes.contains(index) {
            let recognizer = list[index]
            if let view = recognizer.view, !view.isInWindow(window) { recognizer.abandonAttempt() }
        }
        settleIfIdle()
    }
}

extension UIGestureRecognizer {
    /// Whether the recognizer may still be given touches (not disabled or finished from inside a callback).
    var canTakeTouches: Bool { isEnabled && !storedState.isTerminal }

    /// Still in the running: undecided, recognizing, recognized and waiting on a requirement, or a discrete gesture
    /// that recognized on this same event and is not settled yet (a tie, which the first settled wins: 2010 seed).
    var isStillContending: Bool {
        switch storedState {
        case .possible, .began, .changed: true
        case .ended: isWaitingForFailureRequirement || (hasPendingStateChange && !isAdmitted)
        case .cancelled, .failed: false
        }
    }
}
