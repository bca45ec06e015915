/// Where one drag is over drop destinations: finds the ``UIDropInteraction`` under its finger at each movement, tells
/// the destinations it enters and leaves, keeps the last proposal, and at the end drops, cancels or forbids.
///
/// Owned by the drag's session; driven by its ``UIDragInteraction`` (which also makes the drag delegate's calls, so
/// the two sides interleave in UIKit's order: see ``finish(lifted:)``).
@MainActor
final class DropRouting {
    let dropSession: UIDropSession
    /// The destination the drag is over (it was told `sessionDidEnter`), if any.
    private(set) var target: UIDropInteraction?
    /// The target's last proposal (``UIDropOperation/cancel`` while there is none).
    private(set) var proposal = UIDropProposal(operation: .cancel)
    /// Every interaction the session entered, for `sessionDidEnd` (strong: an interaction the app dropped mid-drag
    /// still hears the end, as in UIKit).
    private var entered: [UIDropInteraction] = []
    /// Each interaction's `canHandle` answer, with the number of items it was given (asked again when it changes).
    private var answers: [(interaction: ObjectIdentifier, itemCount: Int, canHandle: Bool)] = []
    /// Where the drag was (on the screen) when the target was last updated.
    private var lastUpdateLocation: CGPoint?
    private var isFinished = false

    init(dragSession: UIDragSession) {
        dropSession = UIDropSession(dragSession: dragSession)
    }

    private var touch: UITouch? { dropSession.localDragSession?.touch }

    /// The drag moved (or began, or its items changed): finds the destination under the finger and updates it.
    func update() {
        guard !isFinished, let touch else { return }
        lastUpdateLocation = ScreenWindows.screenLocation(of: touch)
        let next = destination(under: touch)
        if next !== target {
            if let old = target { leave(old) }
            if let next {
                target = next
                next.sessionsOver += 1
                if !entered.contains(where: { $0 === next }) { entered.append(next) }
                next.delegate?.dropInteraction(next, sessionDidEnter: dropSession)
            }
        }
        // App code (sessionDidEnter, sessionDidExit) may have ended the drag or moved things: ask only a target
        // still current.
        guard !isFinished, let current = target, current === next else { return }
        proposal = current.delegate?.dropInteraction(current, sessionDidUpdate: dropSession)
            ?? UIDropProposal(operation: .cancel)
    }

    private func leave(_ interaction: UIDropInteraction) {
        target = nil
        proposal = UIDropProposal(operation: .cancel)
        interaction.sessionsOver -= 1
        interaction.delegate?.dropInteraction(interaction, sessionDidExit: dropSession)
    }

    /// The drop interaction under `touch`: the frontmost window of the screen there, hit-tested, then up the views.
    private func destination(under touch: UITouch) -> UIDropInteraction? {
        guard let touchWindow = touch.window else { return nil }
        let screenPoint = ScreenWindows.screenLocation(of: touch)
        guard let window = ScreenWindows.frontmostWindow(containing: screenPoint, besides: touchWindow) else { return nil }
        var view = window.hitTest(screenPoint - window.frame.origin, with: nil)
        while let candidate = view {
            for case let interaction as UIDropInteraction in candidate.interactions where accepts(interaction) {
                return interaction
            }
            view = candidate.superview
        }
        return nil
    }

    /// Whether `interaction` takes this session: its delegate can handle it, and it is free (or allows several).
    private func accepts(_ interaction: UIDropInteraction) -> Bool {
        if interaction === target { return true }
        guard interaction.allowsSimultaneousDropSessions || interaction.sessionsOver == 0,
              let delegate = interaction.delegate
        else { return false }
        let id = ObjectIdentifier(interaction), count = dropSession.items.count
        if let index = answers.firstIndex(where: { $0.interaction == id }) {
            if answers[index].itemCount == count { return answers[index].canHandle }
            answers.remove(at: index)
        }
        let canHandle = delegate.dropInteraction(interaction, canHandle: dropSession)
        answers.append((id, count, canHandle))
        return canHandle
    }

    /// The operation a drop now would have: the target's proposal, ``UIDropOperation/cancel`` without a target (or
    /// with one whose view left the window), and a move the session does not allow is a cancel
    /// (`UIDropOperation.move` [doc]).
    private var operation: UIDropOperation {
        guard let target, target.view?.window != nil else { return .cancel }
        if proposal.operation == .move && !dropSession.allowsMoveOperation { return .cancel }
        return proposal.operation
    }

    /// Ends the routing: `lifted` when the finger lifted (a drop is possible), false when the drag was cancelled.
    /// Calls `dragWillEnd(operation)`, the drop if there is one, `dragDidEnd(operation)`, then concludes and ends
    /// on the destinations; returns whether items were dropped.
    ///
    /// UIKit's order, as TouchKit reads it (the header gives the drop side's; the interleaving is TouchKit's
    /// decision): drag `willEndWith`, drop `performDrop`, drag `didEndWith`, drop `concludeDrop` (or `sessionDidExit`
    /// when nothing was dropped over a target), `sessionDidEnd` to every interaction entered.
    func finish(
        lifted: Bool, dragWillEnd: (UIDropOperation) -> Void, dragDidEnd: (UIDropOperation) -> Void
    ) -> Bool {
        guard !isFinished else { return false }
        // The finger's last movement may not have been routed yet (the lift's own sample), or the target may have
        // left the window since.
        if lifted, let touch, ScreenWindows.screenLocation(of: touch) != lastUpdateLocation || target?.view?.window == nil {
            update()
        }
        isFinished = true
        let operation = lifted ? operation : .cancel
        let dropsOnto = operation == .copy || operation == .move ? target : nil
        dragWillEnd(operation)
        if let dropsOnto { dropsOnto.delegate?.dropInteraction(dropsOnto, performDrop: dropSession) }
        dragDidEnd(operation)
        if let dropsOnto {
            dropsOnto.delegate?.dropInteraction(dropsOnto, concludeDrop: dropSession)
            dropsOnto.sessionsOver -= 1
            target = nil
        } else if let target {
            leave(target)
        }
        let ended = entered
        entered = []
        for interaction in ended { interaction.delegate?.dropInteraction(interaction, sessionDidEnd: dropSession) }
        return dropsOnto != nil
    }
}
