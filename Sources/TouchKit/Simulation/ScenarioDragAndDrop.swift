/// Drop destinations, context menus and spring-loaded views in a ``TouchScenario``'s scene, with delegates whose
/// answers are decoded and whose callbacks run planned mutations (a destination removing itself mid-drop, a menu's
/// view leaving the window, a spring-loaded folder re-parenting views...).
///
/// Decoded from side input stream 3 only: inputs kept from before these existed decode their scene, their touch
/// stream and their animations exactly as before (the animation input the plans read is put back afterwards).
extension TouchScenario {
    func addDropAndMenuInteractions(from side: inout FuzzInput) {
        let animations = animationInput
        defer { animationInput = animations }
        for view in views.dropFirst() {
            // More drag sources than stream 0 gives, so that drags do reach destinations.
            if side.chance(1, in: 4), !view.interactions.contains(where: { $0 is UIDragInteraction }) {
                let delegate = ScenarioDragDelegate(from: &side, scenario: self)
                keep(delegate)
                view.addInteraction(UIDragInteraction(delegate: delegate))
            }
            if side.chance(1, in: 4) {
                let delegate = ScenarioDropDelegate(from: &side, scenario: self)
                keep(delegate)
                let interaction = UIDropInteraction(delegate: delegate)
                interaction.allowsSimultaneousDropSessions = side.chance(1, in: 4)
                view.addInteraction(interaction)
            }
            if side.chance(1, in: 6) {
                let delegate = ScenarioContextMenuDelegate(from: &side, scenario: self)
                keep(delegate)
                view.addInteraction(UIContextMenuInteraction(delegate: delegate))
            }
            if side.chance(1, in: 8) {
                let plan = CallbackPlan(from: &side, scenario: self, maximum: 1)
                view.addInteraction(UISpringLoadedInteraction { _, _ in plan.fire() })
            }
        }
        if side.chance(1, in: 8) { window.traitOverrides.horizontalSizeClass = .compact }
    }
}

/// A drop destination that may refuse sessions, proposes a decoded operation (sometimes changing its mind per
/// update), and runs planned mutations when the drag enters, leaves or drops.
@MainActor
final class ScenarioDropDelegate: UIDropInteractionDelegate {
    private let canHandle: Bool
    private let operations: [UIDropOperation]
    private var updates = 0
    private let plan: CallbackPlan
    /// How many drags came over this destination, and how many dropped here (for tests that the scenes do drop).
    private(set) var enters = 0, drops = 0

    init(from input: inout FuzzInput, scenario: TouchScenario) {
        canHandle = !input.chance(1, in: 5)
        // Mostly copies and moves (raw values 2 and 3), some cancels and forbidden drops.
        operations = (0..<input.int(in: 1...3)).map { _ in UIDropOperation(rawValue: min(input.int(in: 0...5), 3)) ?? .cancel }
        plan = CallbackPlan(from: &input, scenario: scenario)
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { canHandle }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        enters += 1
        plan.fire()
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        updates += 1
        return UIDropProposal(operation: operations[updates % operations.count])
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) { plan.fire() }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        drops += 1
        plan.fire()
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) { plan.fire() }
}

/// A context menu delegate that may give no menu, and runs planned mutations when the menu shows or goes (or is
/// dismissed by app code at once). Its menus are modal: while one is up, the scene's touches dismiss it or choose
/// its rows.
@MainActor
final class ScenarioContextMenuDelegate: UIContextMenuInteractionDelegate {
    private let givesMenu: Bool
    private let dismissesAtOnce: Bool
    private let plan: CallbackPlan
    /// How many menus showed (for tests that the scenes do show menus).
    private(set) var menusShown = 0
    /// How many menus went, and how many rows the scene's touches chose (the storm never chooses in code).
    private(set) var menusEnded = 0, rowsChosen = 0

    init(from input: inout FuzzInput, scenario: TouchScenario) {
        givesMenu = !input.chance(1, in: 4)
        dismissesAtOnce = input.chance(1, in: 4)
        plan = CallbackPlan(from: &input, scenario: scenario)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard givesMenu else { return nil }
        let plan = plan
        let chosen: @MainActor (UIAction) -> Void = { [weak self] _ in
            self?.rowsChosen += 1
            plan.fire()
        }
        // Three rows, so the storm's touches land on a modal menu's rows as well as outside it: one that fires the
        // plan, one that keeps the menu up, one disabled (no input read: older inputs decode as before).
        return UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(children: [
                UIAction(title: "Act", handler: chosen),
                UIAction(title: "Keep", attributes: .keepsMenuPresented, handler: chosen),
                UIAction(title: "Off", attributes: .disabled, handler: chosen),
            ])
        })
    }
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        menusShown += 1
        plan.fire()
        if dismissesAtOnce { interaction.dismissMenu() }
    }
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        menusEnded += 1
        plan.fire()
    }
}
