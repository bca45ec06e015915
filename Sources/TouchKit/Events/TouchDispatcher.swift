/// The window's delivery of one touch event, in UIKit's order (the 2017 talk, Modern User Interaction on iOS;
/// docs/UIKitFacts.md, "One event"):
///
/// 1. new touches are hit-tested and get their view, tap count and gesture recognizers;
/// 2. every recognizer holding touches of the event gets them;
/// 3. the arena settles what the recognizers decided: exclusion, failure requirements, actions, and the view-side
///    consequences (touches cancelled in views, delayed touches released or dropped);
/// 4. the views get the event, or its cancellation, or nothing while delayed.
///
/// It also owns the view-side bookkeeping that makes every `touchesBegan` end in exactly one `touchesEnded` or
/// `touchesCancelled`: each touch's ``ViewDelivery``.
@MainActor
final class TouchDispatcher {
    /// The window, an ``UnownedReference``: the window owns its dispatcher (made on first use, held until the window
    /// goes) and nothing else holds the dispatcher strongly; in the window's `deinit` it is not read
    /// (``windowWillDeallocate(event:root:)``).
    let windowReference: UnownedReference<UIWindow>
    var window: UIWindow { @inline(__always) get { windowReference.object } }
    let arena: GestureArena
    /// The window's clock (a `let` of the window), held here so each dispatch compares it with the current clock
    /// without reference-counting it through the unowned window.
    private let clock: MediaClock
    // `@exclusivity(unchecked)`, once for the type: these stored properties are read and written on the per-sample
    // path, on the main actor only, and no engine code holds an access to one across a call out to app code, so the
    // runtime's dynamic exclusivity check (a call per access, more than the access itself) is left out.

    /// Increases with every dispatch; recognizers remember the last one they were given touches in.
    @exclusivity(unchecked) private(set) var generation: UInt64 = 0
    @exclusivity(unchecked) var isDispatching = false
    /// Touches whose delivery to the view is held back by a recognizer.
    @exclusivity(unchecked) private var heldTouches: [UITouch] = []
    /// Reused for every responder call, so steady-state delivery allocates nothing and hashes nothing.
    @exclusivity(unchecked) private var viewTouches = ReusedTouchSet()
    @exclusivity(unchecked) private var scratchGroup: [UITouch] = []
    @exclusivity(unchecked) private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
    /// Recognizer lists that lifted touches emptied, kept (storage and all) for the next touches: a touch's list was
    /// the one allocation of a began sample besides the touch itself, and more as a long path grew it. With them a
    /// began sample allocates the touch alone, whatever the path's length. At most
    /// ``maximumSpareRecognizerLists``; a list that is not empty when its touch lifts (a tap waiting for its next
    /// tap still holds the touch) is not kept.
    ///
    /// The first ``spareRecognizerListCount`` slots hold them, the others empty lists (no storage of their own): a
    /// list changes hands by exchanging it with a slot, without a reference count or a library call.
    @exclusivity(unchecked) private var spareRecognizerLists = [BorrowedObjectList<UIGestureRecognizer>](
        repeating: BorrowedObjectList(), count: maximumSpareRecognizerLists)
    @exclusivity(unchecked) private var spareRecognizerListCount = 0
    private static let maximumSpareRecognizerLists = 4

    init(window: UIWindow) {
        windowReference = UnownedReference(window)
        self.arena = GestureArena(window: window)
        self.clock = window.clock
        scratchGroup.reserveCapacity(16)
        heldTouches.reserveCapacity(16)
    }

    // MARK: One event

    func dispatch(_ event: UIEvent) {
        guard !isDispatching else {
            window.report(TouchDiagnostic(kind: .invalidArgument, message: "sendEvent called while an event is being delivered: ignored"))
            return
        }
        #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
        defer { ArenaInvariants.checkAtRest(self, event: event) }
        #endif
        if MediaClock.current !== clock { MediaClock.current = clock }
        isDispatching = true
        generation &+= 1
        if window.hasPendingLayout {
            window.hasPendingLayout = false
            window.layoutIfNeeded()
        }
        // This copy of the event's touches holds them all for the whole dispatch, so the walks below borrow each
        // one from it without a retain (`forEachUnretained(_:)`), even across app code.
        let touches = event.orderedTouches
        let dispatchGeneration = generation
        var hasRecognizers = false
        var hasLifted = false
        touches.forEachUnretained { touch in
            guard touch.changedInCurrentDispatch else { return }
            if window.isTracing {
                window.trace(.touch(touch.phase, touch.locationInWindow), touch: touch)
            }
            switch touch.phase {
            case .began: beginTouch(touch, in: event)
            case .ended, .cancelled: hasLifted = true
            case .moved, .stationary: break
            }
            if !touch.recognizers.isEmpty { hasRecognizers = true }
        }
        // No changed touch has a recognizer (a plain view's touch): the arena would walk them to give nothing.
        if hasRecognizers { arena.deliver(event, touches: touches, generation: generation) }
        // Checked here first, as `settle()` checks it (most moved samples settle nothing, even while a scroll view
        // holds the touch back): the call and its reference-counting of the dispatcher are skipped too.
        if arena.mayHavePendingWork { arena.settle() }
        deliverToViews(touches, event: event)
        isDispatching = false
        if arena.mayHavePendingWork { arena.settle() }
        // Phases change only in a dispatch: unless one ran from app code meanwhile, the walk above saw every lift.
        guard hasLifted || generation != dispatchGeneration else { return }
        touches.forEachUnretained { touch in
            if touch.changedInCurrentDispatch && (touch.phase == .ended || touch.phase == .cancelled) {
                finishTouch(touch)
            }
        }
    }

    private func beginTouch(_ touch: UITouch, in event: UIEvent) {
        let hit: UIView?
        if window.isTracing {
            hit = tracedHitTest(touch, event)
        } else {
            hit = window.hitTest(window.convertFromRoot(touch.locationInWindow), with: event)
        }
        touch.windowLink = window.windowLink
        touch.view = hit
        touch.tapCount = tapCount(for: touch)
        if window.isTracing { window.trace(.hitTest, view: hit, finger: touch.fingerID) }
        guard let hit else {
            touch.viewDelivery.blocked = true
            return
        }
        if isBlockedByExclusiveTouch(touch, hitView: hit, in: event) {
            touch.viewDelivery.blocked = true
            traceView(.viewDeliveryBlocked(.exclusiveTouch), touch)
        } else if isBlockedByMultipleTouch(touch, hitView: hit, in: event) {
            touch.viewDelivery.blocked = true
            traceView(.viewDeliveryBlocked(.multipleTouchDisabled), touch)
        }
        // A modal overlay (a context menu on screen) takes its touches alone: no recognizer sees them.
        if let overlay = window.modalOverlay, overlay === hit { return }
        if touch.recognizers.capacity == 0 {
            if spareRecognizerListCount > 0 {
                spareRecognizerListCount -= 1
                swap(&spareRecognizerLists[spareRecognizerListCount], &touch.recognizers)
            } else {
                // Room for the usual few recognizers on a touched path: one allocation, not one per doubling.
                touch.recognizers.reserveCapacity(8)
            }
        }
        arena.attachRecognizers(to: touch, event: event)
    }

    /// The hit test of a new touch while the trace is observed: the views it passed over and those it went through
    /// are traced (``TraceEvent/Kind/hitTestSkipped(_:)``, ``TraceEvent/Kind/hitTestPassedThrough``).
    private func tracedHitTest(_ touch: UITouch, _ event: UIEvent) -> UIView? {
        let recorder = HitTestRecorder()
        let outer = HitTestRecorder.active
        HitTestRecorder.active = recorder
        let hit = window.hitTest(window.convertFromRoot(touch.locationInWindow), with: event)
        HitTestRecorder.active = outer
        for (view, reason) in recorder.skipped {
            window.trace(.hitTestSkipped(reason), view: view, finger: touch.fingerID)
        }
        var ancestors: [UIView] = []
        var current = hit?.storedSuperview
        while let view = current {
            ancestors.append(view)
            current = view.storedSuperview
        }
        for view in ancestors.reversed() { window.trace(.hitTestPassedThrough, view: view, finger: touch.fingerID) }
        return hit
    }

    private func tapCount(for touch: UITouch) -> Int {
        guard let lastTap,
              touch.timestamp - lastTap.time <= window.tapInterval,
              touch.locationInWindow.distance(to: lastTap.location) <= window.tapSlop
        else { return 1 }
        return lastTap.count + 1
    }

    /// A view with multiple touch off gets only the first touch of a sequence.
    private func isBlockedByMultipleTouch(_ touch: UITouch, hitView: UIView, in event: UIEvent) -> Bool {
        guard !hitView.isMultipleTouchEnabled, Self.hasOtherTouches(event) else { return false }
        return Self.someTouch(of: event) { other in
            other !== touch && other.view === hitView && other.viewDelivery.isLive
        }
    }

    /// While an exclusive-touch view is touched no other view gets touches, and it gets none while others are.
    private func isBlockedByExclusiveTouch(_ touch: UITouch, hitView: UIView, in event: UIEvent) -> Bool {
        guard Self.hasOtherTouches(event) else { return false }
        return Self.someTouch(of: event) { other in
            guard other !== touch, other.viewDelivery.isLive, let otherView = other.view, otherView !== hitView else {
                return false
            }
            return otherView.isExclusiveTouch || hitView.isExclusiveTouch
        }
    }

    /// The exclusive-touch view being touched, if any (recognizers outside it may not take new touches). Static: the
    /// arena asks it for every new touch without fetching (and reference-counting) the dispatcher.
    static func touchedExclusiveView(in event: UIEvent) -> UIView? {
        var exclusiveView: UIView?
        _ = Self.someTouch(of: event) { touch in
            guard touch.viewDelivery.isLive, let view = touch.view, view.isExclusiveTouch else { return false }
            exclusiveView = view
            return true
        }
        return exclusiveView
    }

    /// Whether `event` has touches besides the one beginning (which it lists): with one finger down the walks for
    /// other touches are skipped (each copied the list and walked it to find only the new touch).
    @inline(__always)
    private static func hasOtherTouches(_ event: UIEvent) -> Bool {
        event.orderedTouches.count > 1
    }

    /// Whether `predicate` holds for one of `event`'s touches, asked in order up to the first that does. The walks of
    /// a began sample (most find nothing: one finger, no exclusive touch) borrow each touch from one copy of the
    /// event's list, which holds them even if app code (an overridden `isExclusiveTouch`) changes the event's.
    @inline(__always)
    private static func someTouch(of event: UIEvent, where predicate: (UITouch) -> Bool) -> Bool {
        event.orderedTouches.containsUnretained(where: predicate)
    }

    private func finishTouch(_ touch: UITouch) {
        if touch.phase == .ended, touch.timestamp - touch.beganTimestamp <= window.tapInterval * 2,
           touch.locationInWindow.distance(to: touch.beganLocationInWindow) <= window.tapSlop {
            lastTap = (touch.beganLocationInWindow, touch.timestamp, touch.tapCount)
        } else if touch.phase == .cancelled || touch.phase == .ended {
            lastTap = nil
        }
        arena.touchDidFinish(touch)
        // The reused set must not keep the lifted touch (and its view) alive.
        viewTouches.removeAll()
        // Nothing adds to a lifted touch's list; once empty its storage goes to the next touch.
        if touch.recognizers.isEmpty, touch.recognizers.capacity > 0,
           spareRecognizerListCount < Self.maximumSpareRecognizerLists {
            swap(&spareRecognizerLists[spareRecognizerListCount], &touch.recognizers)
            spareRecognizerListCount += 1
        }
    }

    // MARK: Delivery to views

    /// `touches`: the event's, held by the caller for the whole delivery (each is borrowed from it unretained).
    private func deliverToViews(_ touches: [UITouch], event: UIEvent) {
        // The phases due, one bit each: a moved sample walks the touches for the moved phase only.
        var duePhases = 0
        touches.forEachUnretained { touch in
            guard touch.changedInCurrentDispatch else { return }
            let phase = viewPhase(for: touch)
            touch.phaseDueForView = phase
            if let phase { duePhases |= 1 << phase.rawValue }
        }
        guard duePhases != 0 else { return }
        // Within one event a view gets began, then moved, then ended, then cancelled.
        if isDue(.began, in: duePhases) { deliverDue(.began, among: touches, event: event) }
        if isDue(.moved, in: duePhases) { deliverDue(.moved, among: touches, event: event) }
        if isDue(.ended, in: duePhases) { deliverDue(.ended, among: touches, event: event) }
        if isDue(.cancelled, in: duePhases) { deliverDue(.cancelled, among: touches, event: event) }
    }

    /// Whether `phase`'s bit is set in `duePhases` (``deliverToViews(_:event:)``).
    @inline(__always)
    private func isDue(_ phase: UITouch.Phase, in duePhases: Int) -> Bool {
        duePhases & 1 << phase.rawValue != 0
    }

    /// Decides what the view gets of this sample now: the phase, or nil (held, blocked, or stationary).
    private func viewPhase(for touch: UITouch) -> UITouch.Phase? {
        // Every sample of a drag the view follows: nothing to note.
        if touch.phase == .moved, touch.viewDelivery.stage == .begun { return .moved }
        var delivery = touch.viewDelivery
        defer { touch.viewDelivery = delivery }
        switch touch.phase {
        case .began:
            if delivery.blocked || touch.view == nil {
                delivery.stage = .finished
                return nil
            }
            if arena.isBeganDelayed(for: touch) {
                delivery.beganHeld = true
                hold(touch)
                traceView(.viewDeliveryDelayed(.began), touch)
                return nil
            }
            return .began
        case .moved:
            // Not begun in the view (begun returned above): held, or never to be delivered.
            if delivery.beganHeld { delivery.moveHeld = true }
            return nil
        case .stationary:
            return nil
        case .ended:
            noteHeldDeliveryMayChange()
            if delivery.stage == .begun {
                if arena.isEndDelayed(for: touch) {
                    delivery.endHeld = true
                    hold(touch)
                    traceView(.viewDeliveryDelayed(.ended), touch)
                    return nil
                }
                return .ended
            }
            if delivery.beganHeld { delivery.endHeld = true }
            return nil
        case .cancelled:
            noteHeldDeliveryMayChange()
            if delivery.stage == .begun { return .cancelled }
            if delivery.beganHeld {
                delivery.beganHeld = false
                delivery.endHeld = false
                delivery.stage = .finished
                traceView(.viewDeliveryDropped, touch)
            }
            return nil
        }
    }

    /// Calls the views' responder methods for every touch due `phase`, one call per view with its touches.
    /// `touches` holds them for the whole call: each is borrowed from it without a retain.
    private func deliverDue(_ phase: UITouch.Phase, among touches: [UITouch], event: UIEvent) {
        var index = 0
        while index < touches.count {
            let firstIndex = index
            index += 1
            // The view is lent to its methods without a retain (``UITouch/unretainedView``): `touches` holds the
            // touch, and the touch's window, which lets go of the touch's view as it goes, outlives the dispatch
            // (it owns the dispatcher).
            let dueView = touches.withUnretainedElement(at: firstIndex) { first -> UnownedReference<UIView>? in
                guard first.phaseDueForView == phase, let view = first.unretainedView else { return nil }
                first.phaseDueForView = nil
                return view
            }
            guard let dueView else { continue }
            dueView.withObject { view in
                // Usually no other touch is due the same view in this phase: then no group is built.
                var next = index
                while next < touches.count, touches[next].phaseDueForView != phase || touches[next].view !== view {
                    next += 1
                }
                guard next < touches.count else {
                    touches.withUnretainedElement(at: firstIndex) { callView(view, phase: phase, touch: $0, event: event) }
                    return
                }
                callView(view, phase: phase, group: touches, first: firstIndex, next: next, event: event)
            }
        }
    }

    /// Calls `view`'s `phase` method once with every touch of `touches` due it in that phase: the one at `first`,
    /// the one at `next`, and those after it. Out of line: most events have no two touches due one view in a phase,
    /// and the group's building inline weighed on every call of ``deliverDue(_:among:event:)``.
    @inline(never)
    private func callView(
        _ view: UIView, phase: UITouch.Phase, group touches: [UITouch], first: Int, next: Int, event: UIEvent
    ) {
        if !scratchGroup.isEmpty { scratchGroup.removeAllKeepingCapacity() }
        scratchGroup.append(touches[first])
        for touch in touches[next...] where touch.phaseDueForView == phase && touch.view === view {
            touch.phaseDueForView = nil
            scratchGroup.append(touch)
        }
        callView(view, phase: phase, touches: scratchGroup, event: event)
        // The group must not keep lifted touches (and their views) alive past the event.
        if !scratchGroup.isEmpty { scratchGroup.removeAllKeepingCapacity() }
    }

    /// Calls one responder method with `touches`, updating their delivery stage first.
    private func callView(_ view: UIView, phase: UITouch.Phase, touches: [UITouch], event: UIEvent) {
        for touch in touches { prepare(touch, for: phase, in: view) }
        viewTouches.hold(touches)
        call(view, phase: phase, event: event)
    }

    /// ``callView(_:phase:touches:event:)`` for one touch, without a list.
    private func callView(_ view: UIView, phase: UITouch.Phase, touch: UITouch, event: UIEvent? = nil) {
        prepare(touch, for: phase, in: view)
        viewTouches.hold(touch)
        call(view, phase: phase, event: event ?? window.touchEvent)
    }

    /// Updates `touch`'s delivery stage for a call of `view`'s `phase` method. Inline: a moved call, most of them,
    /// changes no stage and only asks whether the trace is observed.
    @inline(__always)
    private func prepare(_ touch: UITouch, for phase: UITouch.Phase, in view: UIView) {
        switch phase {
        case .began: touch.viewDelivery.stage = .begun
        case .ended, .cancelled: finishViewDelivery(of: touch)
        case .moved, .stationary: break
        }
        if window.isTracing { traceView(.viewReceived(phase), view, touch) }
    }

    /// The view's last call for `touch` (ended or cancelled) is being made.
    @inline(never)
    private func finishViewDelivery(of touch: UITouch) {
        noteHeldDeliveryMayChange()
        touch.viewDelivery.stage = .finished
        touch.viewDelivery.endHeld = false
        // A cancellation from app code during this event's delivery (the view left the window): what was
        // planned for the view in this event is dropped.
        touch.phaseDueForView = nil
    }

    /// Traces `kind` for `view` and `touch`, out of line: it runs only while the trace is observed.
    @inline(never)
    private func traceView(_ kind: TraceEvent.Kind, _ view: UIView, _ touch: UITouch) {
        window.trace(kind, view: view, touch: touch)
    }

    /// Calls `view`'s `phase` method with ``viewTouches``.
    private func call(_ view: UIView, phase: UITouch.Phase, event: UIEvent) {
        // A copy for the call: app code in the view may deliver again (a cancellation), which changes `viewTouches`.
        let set = viewTouches.touches
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        case .cancelled: view.touchesCancelled(set, with: event)
        case .stationary: break
        }
    }

    /// Holds `touch`'s delivery back. The arena is not told (``GestureArena/heldDeliveryMayChange``): the touch was
    /// just found delayed by an undecided recognizer, so holding it releases nothing, and whatever could release it
    /// later tells the arena then (a state change, a recognizer leaving it, a delay setting changing, the touch
    /// lifting). A began sample under a scroll view's touch delay so skips the settle after its view delivery, which
    /// would find nothing to release.
    private func hold(_ touch: UITouch) {
        if !heldTouches.containsIdentical(touch) { heldTouches.append(touch) }
    }

    /// Tells the arena that a held delivery's outcome may have changed (``GestureArena/heldDeliveryMayChange``),
    /// when a delivery is held at all. Most ended samples hold nothing, and then settle no more than before.
    private func noteHeldDeliveryMayChange() {
        if !heldTouches.isEmpty { arena.heldDeliveryMayChange = true }
    }

    private func traceView(_ kind: TraceEvent.Kind, _ touch: UITouch) {
        if window.isTracing { window.trace(kind, view: touch.view, touch: touch) }
    }

    // MARK: What recognizers do to views

    /// A recognizer with `cancelsTouchesInView` recognized: its touches are cancelled in their views (or, never
    /// delivered, are dropped) and the views see nothing more of them.
    ///
    /// Each touch is borrowed from `touches`, which the caller holds for the call (views' code runs in it): a `for in`
    /// retained the list and each touch.
    func cancelInViews(_ touches: some UnretainedWalkable<UITouch>) {
        noteHeldDeliveryMayChange()
        touches.forEachUnretained { touch in
            var delivery = touch.viewDelivery
            delivery.blocked = true
            switch delivery.stage {
            case .begun:
                touch.viewDelivery = delivery
                if let view = touch.view { callView(view, phase: .cancelled, touch: touch) }
                return
            case .notBegun:
                if delivery.beganHeld { traceView(.viewDeliveryDropped, touch) }
                delivery.stage = .finished
                touch.phaseDueForView = nil
            case .finished:
                break
            }
            delivery.beganHeld = false
            delivery.moveHeld = false
            delivery.endHeld = false
            touch.viewDelivery = delivery
        }
    }

    /// Keeps a touch from its view from now on, without a cancellation: for a touch the view has not seen yet (a
    /// scroll view refusing it to its content with `touchesShouldBegin`, or a touch that stopped a deceleration).
    /// A touch the view already saw is cancelled instead.
    func blockViewDelivery(of touch: UITouch) {
        if touch.viewDelivery.stage == .begun {
            cancelInViews([touch])
            return
        }
        noteHeldDeliveryMayChange()
        touch.viewDelivery.blocked = true
        touch.phaseDueForView = nil
    }

    /// Whether a delivery is held back (``flushHeldTouches()`` has something to do).
    var hasHeldTouches: Bool { !heldTouches.isEmpty }

    /// Releases held deliveries whose delaying recognizers have all decided.
    func flushHeldTouches() {
        // Cleared first: what the released views' code changes sets it again.
        arena.heldDeliveryMayChange = false
        guard !heldTouches.isEmpty else { return }
        var index = 0
        while index < heldTouches.count {
            let touch = heldTouches[index]
            flush(touch)
            let delivery = touch.viewDelivery
            if delivery.beganHeld || (delivery.endHeld && delivery.stage == .begun) {
                index += 1
            } else {
                heldTouches.remove(at: index)
            }
        }
    }

    private func flush(_ touch: UITouch) {
        let releasesBegan = touch.viewDelivery.beganHeld && !arena.isBeganDelayed(for: touch)
        // Began still held by an undecided recognizer and no end held: nothing to release (every sample while a
        // scroll view delays its content's touch), so the view is not fetched and retained.
        if touch.viewDelivery.beganHeld, !releasesBegan, !touch.viewDelivery.endHeld, touch.hasView { return }
        guard let view = touch.view else {
            touch.viewDelivery.stage = .finished
            touch.viewDelivery.beganHeld = false
            return
        }
        if releasesBegan {
            touch.viewDelivery.beganHeld = false
            // A view that left the window while its began was held never sees the touch (found by the fuzz smoke
            // run: a held began flushed, with its cancel, to a view outside the window), as when it leaves before
            // a began planned in the event being delivered (``viewsDidLeaveWindow()``).
            if touch.viewDelivery.blocked || !view.isInWindow(window) {
                touch.viewDelivery.blocked = true
                touch.viewDelivery.endHeld = false
                touch.viewDelivery.stage = .finished
                return
            }
            traceView(.viewDeliveryFlushed, touch)
            callView(view, phase: .began, touch: touch)
            if touch.viewDelivery.moveHeld, touch.viewDelivery.stage == .begun {
                touch.viewDelivery.moveHeld = false
                callView(view, phase: .moved, touch: touch)
            }
            if touch.phase == .cancelled, touch.viewDelivery.stage == .begun {
                callView(view, phase: .cancelled, touch: touch)
                return
            }
        }
        if touch.viewDelivery.endHeld, touch.viewDelivery.stage == .begun, !arena.isEndDelayed(for: touch) {
            if !touch.viewDelivery.beganHeld { traceView(.viewDeliveryFlushed, touch) }
            callView(view, phase: .ended, touch: touch)
        }
    }

    /// Views left the window: their touches are cancelled on them, and recognizers on them stop.
    ///
    /// Which touches is asked of each touch in turn, as "is its view still in this window?", never as "is its view in
    /// the subtree that left?": the cancellations are app code, and a view it takes out of that subtree meanwhile
    /// is outside both (found by fuzzing: such a view kept its touch and got `touchesEnded` outside any window).
    func viewsDidLeaveWindow() {
        // No touch, nothing to cancel, and no snapshot to allocate (a scrolling list removes a cell every few frames).
        guard !window.touchEvent.orderedTouches.isEmpty || !heldTouches.isEmpty else { return }
        noteHeldDeliveryMayChange()
        for touch in window.touchEvent.orderedTouches + heldTouches {
            guard let view = touch.view, !view.isInWindow(window) else { continue }
            if touch.viewDelivery.stage == .begun {
                touch.viewDelivery.blocked = true
                callView(view, phase: .cancelled, touch: touch)
            } else if touch.viewDelivery.stage == .notBegun {
                // Its began may be planned in the event being delivered (the view was removed from an earlier
                // view's `touchesBegan`): the view never sees the touch.
                touch.viewDelivery.blocked = true
                touch.viewDelivery.beganHeld = false
                touch.viewDelivery.endHeld = false
                touch.viewDelivery.stage = .finished
                touch.phaseDueForView = nil
            }
        }
        arena.viewsDidLeaveWindow()
    }

    /// The window is going: every touch it knows of lets go of its view and recognizers, so that nothing the
    /// touches are held by (the window's event, recognizers, a drag session, the app) keeps the scene alive through
    /// them, and recognizers in the middle of an attempt are reset without an action (TouchKit's
    /// decision: the scene is going, there is nobody to tell; their `reset()` runs as after any attempt).
    ///
    /// Called from the window's `deinit` with its event and itself: ``window`` may not be read by then, so the views
    /// and recognizers first forget it (as they would a moment later in `UIView`'s `deinit`).
    func windowWillDeallocate(event: UIEvent, root: UIView) {
        root.forgetWindow()
        for recognizer in root.storedGestureRecognizers { recognizer.view = nil }
        for touch in event.orderedTouches { forget(touch) }
        for touch in heldTouches { forget(touch) }
        heldTouches.removeAll()
        viewTouches.removeAll()
        event.removeAllTouches()
        for recognizer in arena.participants where recognizer.isInAttempt { endAttempt(of: recognizer) }
        endAttempts(in: root)
    }

    private func forget(_ touch: UITouch) {
        noteHeldDeliveryMayChange()
        touch.view = nil
        touch.recognizers.removeAll()
        touch.viewDelivery.stage = .finished
        touch.phaseDueForView = nil
    }

    /// Touches kept by recognizers after they lifted (a tap waiting for its next tap) point at the recognizer's view.
    private func endAttempts(in view: UIView) {
        for recognizer in view.storedGestureRecognizers where recognizer.isInAttempt { endAttempt(of: recognizer) }
        for subview in view.storedSubviews { endAttempts(in: subview) }
    }

    private func endAttempt(of recognizer: UIGestureRecognizer) {
        for touch in recognizer.attemptTouches { forget(touch) }
        for touch in recognizer.trackedTouches { forget(touch) }
        recognizer.resetAfterAttempt()
    }

    /// A timer or frame callback ran: settle what it changed.
    func clockCallbackDidRun() {
        arena.settle()
        #if DEBUG || TOUCHKIT_CHECK_INVARIANTS
        ArenaInvariants.checkAtRest(self, event: window.touchEvent)
        #endif
    }
}

extension ViewDelivery {
    /// The view has this touch, or will once delays are over.
    var isLive: Bool { !blocked && stage != .finished }
}
