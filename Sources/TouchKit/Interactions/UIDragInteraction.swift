/// Dragging from a view, as UIKit's `UIDragInteraction`: add it with ``UIView/addInteraction(_:)`` and answer
/// ``UIDragInteractionDelegate/dragInteraction(_:itemsForBeginning:)``.
///
/// As the 2017 talk describes, the interaction puts gesture recognizers of its own on the view and is their delegate:
/// - the **lift**: a finger held still (within 10 pt) for 0.325 s lifts the view, if the delegate gives items; the
///   drag begins when that finger then moves 10 pt. When it begins, the app loses the finger: its views get
///   `touchesCancelled` and its recognizers holding the finger are cancelled (or fail, if undecided);
/// - the **competition**: the app's long presses on the view and its subviews wait for it, so they are delayed to
///   1.0 s (until the touch ends in a compact environment), and fail if the drag begins first. It never prevents
///   anything else;
/// - the **add-items tap** (`delaysTouchesBegan`): during a drag, a tap on the view adds the items
///   ``UIDragInteractionDelegate/dragInteraction(_:itemsForAddingTo:withTouchAt:)`` gives; with none it fails and
///   the tap's touches reach the app.
///
/// Before the lift, the lift and the competition recognize alongside the app's recognizers, so the app's taps, pans
/// and scroll views behave as without the interaction. Once the view has lifted, ``allowsSimultaneousRecognitionDuringLift``
/// decides: by default the app's undecided recognizers on the finger fail (a scroll view around the view no longer
/// scrolls; the finger drags); when it is true they go on, and one that recognizes before the drag begins cancels
/// the lift. Timings are UIKit's (docs/UIKitFacts.md, "Drag interaction" [re]).
///
/// While the drag moves, it looks for a ``UIDropInteraction`` under the finger (in this window or another of the
/// screen); when the finger lifts, it drops there if the destination proposed a copy or a move, and otherwise ends
/// with ``UIDropOperation/cancel`` or ``UIDropOperation/forbidden``. Delegate calls, in UIKit's order: see
/// ``UIDragInteractionDelegate``.
///
/// In a horizontally compact trait environment (``UIView/traitCollection``), the app's long presses on the view are
/// delayed until the touch ends instead (the 2017 talk); an unspecified size class counts as regular.
///
/// - Note: UIKit's ``isEnabled`` defaults to true on iPad and false on iPhone; TouchKit's to true.
@preconcurrency @MainActor
public final class UIDragInteraction: NSObject, UIInteraction {
    /// TouchKit only: how long a still finger waits before the view lifts: 0.325 s. UIKit [re] (docs/UIKitFacts.md,
    /// "Drag interaction").
    public static let liftDelay: TimeInterval = 0.325
    /// TouchKit only: how far the finger may move before the lift, and must move after it for the drag to begin: 10 pt.
    /// UIKit [re].
    public static let liftMoveHysteresis: CGFloat = 10
    /// TouchKit only: when the app's long presses on the view may recognize: 1.0 s after the finger went down. UIKit
    /// [re].
    public static let competingLongPressDelay: TimeInterval = 1.0

    /// The delegate (weak, as in UIKit).
    public private(set) weak var delegate: (any UIDragInteractionDelegate)?
    /// A disabled interaction neither lifts nor drags; a drag under way goes on.
    public var isEnabled = true
    /// Whether the app's gesture recognizers may recognize while the view is lifted (between the lift and the start
    /// of the drag). False, the default (UIKit's): when the view lifts, the other recognizers still undecided on
    /// the finger fail. True: they go on, and if one recognizes before the drag begins, the interaction is cancelled
    /// for that touch (no drag). Either way long presses are not affected: they are delayed and recognize alongside
    /// the lift (the competition). UIKit documents the two outcomes (`allowsSimultaneousRecognitionDuringLift`
    /// [doc]); which recognizers count as competing (all but long presses, undecided ones only) and that the check
    /// happens on the finger's movements are TouchKit's reading.
    public var allowsSimultaneousRecognitionDuringLift = false
    /// The view the interaction is on (weak, as in UIKit: off the touch path, it may outlive its view).
    public private(set) weak var view: UIView?
    /// TouchKit only: the drag under way, if any.
    public private(set) var session: UIDragSession?

    let lift = DragLiftGestureRecognizer()
    let competition = DragCompetitionGestureRecognizer()
    let addItemsTap = UITapGestureRecognizer()
    /// The session being lifted (items given, drag not begun yet).
    private(set) var liftedSession: UIDragSession?
    private lazy var recognizerDelegate = DragRecognizerDelegate(interaction: self)

    /// An interaction asking `delegate` for the items to drag.
    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
        lift.minimumPressDuration = Self.liftDelay
        lift.allowableMovement = Self.liftMoveHysteresis
        lift.cancelsTouchesInView = false
        lift.delaysTouchesEnded = false
        lift.addTarget(handler: { ($0 as? DragLiftGestureRecognizer)?.interaction?.liftChanged() })
        competition.cancelsTouchesInView = false
        competition.delaysTouchesEnded = false
        addItemsTap.delaysTouchesBegan = true
        for recognizer in recognizers { recognizer.delegate = recognizerDelegate }
        lift.interaction = self
    }

    private var recognizers: [UIGestureRecognizer] { [lift, competition, addItemsTap] }

    /// Its lift may outlive it (a touch holds it until it ends): it forgets it.
    isolated deinit {
        lift.interaction = nil
    }

    /// Takes the interaction's recognizers off the view it leaves.
    public func willMove(to view: UIView?) {
        guard let old = self.view else { return }
        for recognizer in recognizers { old.removeGestureRecognizer(recognizer) }
        self.view = nil
    }

    /// Puts the interaction's recognizers on its new view.
    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
    }

    // MARK: The lift and the drag

    /// Whether the lift may begin: enabled, no drag under way, and the delegate gives items.
    func liftShouldBegin() -> Bool {
        guard isEnabled, session == nil, let touch = lift.trackedTouches.first, let delegate else { return false }
        let candidate = UIDragSession(touch: touch)
        candidate.items = delegate.dragInteraction(self, itemsForBeginning: candidate)
        guard !candidate.items.isEmpty else { return false }
        liftedSession = candidate
        for item in candidate.items {
            guard let preview = delegate.dragInteraction(self, previewForLifting: item, session: candidate) else { continue }
            candidate.liftPreviews.append(UIDragSession.LiftPreview(item: item, preview: preview))
        }
        guard liftedSession === candidate else { return false }   // app code in the preview call ended the lift
        let animator = DragLiftAnimator()
        candidate.liftAnimator = animator
        delegate.dragInteraction(self, willAnimateLiftWith: animator, session: candidate)
        return liftedSession === candidate
    }

    private func liftChanged() {
        switch lift.state {
        case .began:
            guard let lifted = liftedSession, !allowsSimultaneousRecognitionDuringLift else { return }
            // A retaining copy: abandoning runs app code (the touch's list does not hold its recognizers).
            for recognizer in Array(lifted.touch.recognizers) where isCompeting(recognizer) && recognizer.state == .possible {
                recognizer.abandonAttempt()
            }
        case .changed:
            if let session {
                delegate?.dragInteraction(self, sessionDidMove: session)
                if self.session === session { session.dropRouting.update() }
                return
            }
            guard let lifted = liftedSession else { return }
            if allowsSimultaneousRecognitionDuringLift, anotherGestureRecognized(lifted.touch) {
                dropLiftedSession()   // the interaction is cancelled for this touch: no drag
                return
            }
            guard lifted.touch.locationInWindow.distance(to: lift.liftLocationInWindow) >= Self.liftMoveHysteresis
            else { return }
            beginDrag(lifted)
        case .ended, .cancelled:
            dropLiftedSession()
            guard let session else { return }
            endDrag(session, lifted: lift.state == .ended)
        default:
            break
        }
    }

    /// Whether `recognizer` competes with the lift: any but the interaction's own and long presses (which the
    /// competition delays and lets recognize alongside).
    private func isCompeting(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer !== lift && recognizer !== competition && recognizer !== addItemsTap
            && !(recognizer is UILongPressGestureRecognizer)
    }

    /// Whether a competing recognizer on `touch` has recognized (checked on the finger's moves: no allocation). The
    /// live list is read at each step, each recognizer retained from it (the list does not hold its recognizers, and
    /// a subclass's `state` is app code).
    private func anotherGestureRecognized(_ touch: UITouch) -> Bool {
        var index = 0
        while index < touch.recognizers.count {
            let recognizer = touch.recognizers[index]
            index += 1
            guard isCompeting(recognizer) else { continue }
            switch recognizer.state {
            case .began, .changed, .ended: return true
            default: continue
            }
        }
        return false
    }

    /// The lift's attempt is over: a session lifted but never dragged goes with it.
    func liftDidReset() {
        dropLiftedSession()
    }

    /// The lifted view settles back without a drag.
    private func dropLiftedSession() {
        guard let lifted = liftedSession else { return }
        liftedSession = nil
        lifted.liftAnimator?.finish(at: .start)
    }

    private func beginDrag(_ lifted: UIDragSession) {
        session = lifted
        UIDragSession.activate(lifted)
        liftedSession = nil
        lifted.isRestrictedToDraggingApplication =
            delegate?.dragInteraction(self, sessionIsRestrictedToDraggingApplication: lifted) ?? false
        lifted.prefersFullSizePreviews = delegate?.dragInteraction(self, prefersFullSizePreviewsFor: lifted) ?? false
        lifted.allowsMoveOperation = delegate?.dragInteraction(self, sessionAllowsMoveOperation: lifted) ?? true
        lifted.liftAnimator?.finish(at: .end)
        delegate?.dragInteraction(self, sessionWillBegin: lifted)
        // The app loses the finger: its views get touchesCancelled, its recognizers holding it end.
        let touch = lifted.touch
        touch.window?.dispatcher.cancelInViews([touch])
        // A retaining copy: abandoning runs app code (the touch's list does not hold its recognizers).
        for recognizer in Array(touch.recognizers) where recognizer !== lift && recognizer !== competition {
            recognizer.abandonAttempt()
        }
        // Unless `sessionWillBegin` took the view out of the window: its recognizers were reset on the way out, and
        // ending the competition then would leave it `.ended` with no event left to reset it (storm seed 175525).
        if competition.view?.window != nil { competition.dragDidBegin() }
        if session === lifted { lifted.dropRouting.update() }
    }

    /// The drag's finger lifted (`lifted`) or was cancelled: the drop, if any, and the delegates' end calls.
    private func endDrag(_ session: UIDragSession, lifted: Bool) {
        self.session = nil
        UIDragSession.deactivate(session)
        let dropped = session.dropRouting.finish(
            lifted: lifted,
            dragWillEnd: { delegate?.dragInteraction(self, session: session, willEndWith: $0) },
            dragDidEnd: { operation in
                if operation == .cancel || operation == .forbidden { animateCancel(of: session) }
                delegate?.dragInteraction(self, session: session, didEndWith: operation)
            })
        if dropped { delegate?.dragInteraction(self, sessionDidTransferItems: session) }
        session.liftPreviews.removeAll()
    }

    /// The cancellation animation (a drag that dropped nothing): every item's preview, then every item's animation,
    /// whose completions run at once (TouchKit's animation takes no time). See ``UIDragInteractionDelegate``.
    private func animateCancel(of session: UIDragSession) {
        guard let delegate else { return }
        // A copy: app code in the calls may add items (a tap) or change the session.
        let items = session.items
        if let view, view.window != nil {
            for item in items {
                let lifted = session.liftPreviews.first { $0.item === item }?.preview
                _ = delegate.dragInteraction(
                    self, previewForCancelling: item, withDefault: lifted ?? UITargetedDragPreview(view: view))
            }
        }
        for item in items {
            let animator = DragLiftAnimator()
            delegate.dragInteraction(self, item: item, willAnimateCancelWith: animator)
            animator.finish(at: .end)
        }
    }

    // MARK: Adding items

    /// Whether the add-items tap may recognize: the delegate gives items for it, which join the drag.
    func addItemsTapShouldBegin() -> Bool {
        guard let touch = addItemsTap.trackedTouches.first, let session = sessionForAdding(touch), let delegate, let view
        else { return false }
        let items = delegate.dragInteraction(self, itemsForAddingTo: session, withTouchAt: addItemsTap.location(in: view))
        session.items.append(contentsOf: items)
        // The destination under the drag hears of the new items (and is asked again whether it can handle them).
        if !items.isEmpty, UIDragSession.isActive(session) { session.dropRouting.update() }
        return !items.isEmpty
    }

    /// Whether the add-items tap takes `touch`: only during a drag, and not a drag's own finger.
    func addItemsTapShouldReceive(_ touch: UITouch) -> Bool {
        sessionForAdding(touch) != nil
    }

    /// The drag a tap with `touch` on this view adds to: this interaction's own, or else one under way from another
    /// view of the same window (UIKit's drags are the system's: a tap on any draggable view adds to the drag, 2017
    /// talk). Never the drag `touch` itself is dragging.
    private func sessionForAdding(_ touch: UITouch) -> UIDragSession? {
        if let session { return touch === session.touch ? nil : session }
        return UIDragSession.active(besides: touch)
    }
}

/// The interaction's answers as the delegate of its own recognizers (a separate object, so the interaction's public
/// face stays UIKit's).
@MainActor
final class DragRecognizerDelegate: UIGestureRecognizerDelegate {
    unowned let interaction: UIDragInteraction

    init(interaction: UIDragInteraction) {
        self.interaction = interaction
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === interaction.lift { return interaction.liftShouldBegin() }
        if gestureRecognizer === interaction.addItemsTap { return interaction.addItemsTapShouldBegin() }
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if gestureRecognizer === interaction.addItemsTap { return interaction.addItemsTapShouldReceive(touch) }
        // The lift and the competition look at new fingers only while no drag is under way.
        return interaction.session == nil
    }

    /// The lift and the competition recognize alongside everything: until the drag begins, the app's recognizers
    /// work as without the interaction.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        gestureRecognizer === interaction.lift || gestureRecognizer === interaction.competition
    }
}
