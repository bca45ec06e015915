import Testing
@testable import TouchKit
import TouchKitTesting

/// Context menus: a held finger shows the delegate's menu (as data), which stays up after the finger lifts; on a view
/// that can also be dragged, moving after the menu appeared drags and dismisses the menu.
@MainActor
@Suite struct ContextMenuInteractionTests {
    /// The photo's menu; the log also says "end done" when the menu's end animation completes.
    private final class Menus: ContextMenuLog {
        var givesMenu = true
        let share = UIAction(title: "Share") { _ in }
        let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
        let hidden = UIAction(title: "Hidden", attributes: .hidden) { _ in }
        override func configuration(for indexPaths: [IndexPath], at point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("configuration \(Int(point.x)),\(Int(point.y))")
            guard givesMenu else { return nil }
            return UIContextMenuConfiguration(identifier: "photo", actionProvider: { [share, delete, hidden] _ in
                UIMenu(title: "Photo", children: [share, UIMenu(options: .displayInline, children: [delete, hidden])])
            })
        }
        override func willEnd(_ configuration: UIContextMenuConfiguration, animator: Animator) {
            super.willEnd(configuration, animator: animator)
            animator?.addCompletion { [unowned self] in self.log.append("end done") }
        }
    }

    private func scene() -> (Scene, RecordingView, UIContextMenuInteraction, Menus) {
        let scene = Scene()
        let photo = scene.recordingView(CGRect(x: 0, y: 0, width: 300, height: 300), name: "photo")
        let menus = Menus()
        let interaction = UIContextMenuInteraction(delegate: menus)
        photo.addInteraction(interaction)
        return (scene, photo, interaction, menus)
    }

    @Test func holdingShowsTheMenuAsDataAndItStaysUpAfterTheLift() {
        let (scene, photo, interaction, menus) = scene()
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 120))
        scene.simulator.advance(by: 0.3)
        #expect(interaction.presentedMenu == nil)
        scene.simulator.advance(by: 0.05)   // 0.325 s (regular)
        #expect(menus.log == ["configuration 100,120", "display photo"])
        let presented = interaction.presentedMenu
        #expect(presented?.location == CGPoint(x: 100, y: 120))
        #expect(presented?.menu?.title == "Photo")
        #expect(presented?.menu?.choosableActions.map(\.title) == ["Share", "Delete"])
        #expect(photo.log == ["began 1", "cancelled 1"])   // the press cancels the touch in the view
        scene.simulator.up(finger)
        #expect(interaction.presentedMenu != nil)
    }

    @Test func choosingAnActionDismissesTheMenuThenRunsTheAction() {
        let (scene, _, interaction, menus) = scene()
        var ran: [String] = []
        let copy = UIAction(title: "Copy") { _ in ran.append("copy, menu up: \(interaction.presentedMenu != nil)") }
        final class One: UIContextMenuInteractionDelegate {
            let action: UIAction
            unowned let menus: Menus
            init(_ action: UIAction, _ menus: Menus) { self.action = action; self.menus = menus }
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(actionProvider: { [action] _ in UIMenu(children: [action]) })
            }
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
                menus.log.append("end")
            }
        }
        let one = One(copy, menus)
        let view = scene.recordingView(CGRect(x: 0, y: 400, width: 100, height: 100))
        let other = UIContextMenuInteraction(delegate: one)
        view.addInteraction(other)
        scene.simulator.longPress(at: CGPoint(x: 50, y: 450), duration: 0.5)
        #expect(!interaction.chooseAction(copy))   // not that menu
        #expect(other.chooseAction(copy))
        #expect(menus.log == ["end"])
        #expect(ran == ["copy, menu up: false"])
        #expect(other.presentedMenu == nil)
        #expect(!other.chooseAction(copy))   // no menu any more
    }

    @Test func aHiddenOrDisabledActionCannotBeChosen() {
        let (scene, _, interaction, menus) = scene()
        scene.simulator.longPress(at: CGPoint(x: 100, y: 100), duration: 0.5)
        #expect(!interaction.chooseAction(menus.hidden))
        #expect(interaction.presentedMenu != nil)
    }

    @Test func committingThePreviewTellsTheDelegateThenEnds() {
        let (scene, _, interaction, menus) = scene()
        scene.simulator.longPress(at: CGPoint(x: 100, y: 100), duration: 0.5)
        interaction.commitPreview()
        #expect(menus.log.suffix(3) == ["preview action pop", "end photo", "end done"])
        #expect(interaction.presentedMenu == nil)
    }

    @Test func inACompactEnvironmentTheMenuWaitsLonger() {
        let (scene, _, interaction, menus) = scene()
        scene.window.traitOverrides.horizontalSizeClass = .compact
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.38)
        #expect(interaction.presentedMenu == nil)
        scene.simulator.advance(by: 0.03)   // 0.4 s (compact)
        #expect(interaction.presentedMenu != nil)
        scene.simulator.up(finger)
        #expect(menus.log.count == 2)
    }

    @Test func noConfigurationNoMenu() {
        let (scene, photo, interaction, menus) = scene()
        menus.givesMenu = false
        scene.simulator.longPress(at: CGPoint(x: 100, y: 100), duration: 0.6)
        #expect(menus.log == ["configuration 100,100"])
        #expect(interaction.presentedMenu == nil)
        #expect(photo.log == ["began 1", "ended 1"])
    }

    @Test func movingBeforeTheMenuAppearsIsNoMenu() {
        let (scene, _, interaction, menus) = scene()
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.move(finger, to: CGPoint(x: 100 + UIContextMenuInteraction.allowableMovement + 5, y: 100), duration: 0.1)
        scene.simulator.advance(by: 1)
        scene.simulator.up(finger)
        #expect(menus.log.isEmpty)
        #expect(interaction.presentedMenu == nil)
    }

    @Test func removingTheInteractionDismissesItsMenu() {
        let (scene, photo, interaction, menus) = scene()
        scene.simulator.longPress(at: CGPoint(x: 100, y: 100), duration: 0.5)
        photo.removeInteraction(interaction)
        #expect(menus.log.suffix(2) == ["end photo", "end done"])
        #expect(photo.gestureRecognizers?.isEmpty ?? true)
    }

    /// iOS: on a view with both, the view lifts and the menu shows together; moving then drags and the menu goes.
    @Test func onADraggableViewHoldingShowsTheMenuAndMovingThenDragsAndDismissesIt() {
        let (scene, photo, interaction, menus) = scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let log = DragDropLog()
        let (drag, _) = log.source(on: photo)
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.35)
        #expect(menus.log == ["configuration 100,100", "display photo"])
        #expect(log.lines == ["drag items", "drag lift"])
        scene.simulator.move(finger, to: CGPoint(x: 160, y: 100), duration: 0.1)
        #expect(log.lines.contains("drag begin"))
        #expect(drag.session != nil)
        #expect(menus.log.suffix(2) == ["end photo", "end done"])
        #expect(interaction.presentedMenu == nil)
        scene.simulator.up(finger)
        scene.simulator.advance(by: 2)
        #expect(checker.checkAtRest() == [])
    }

    /// The app's long press beside a drag waits for the drag's competition (1 s); the menu's own press does not.
    @Test func theMenuIsNotDelayedByTheDragsCompetitionWithLongPresses() {
        let (scene, photo, interaction, menus) = scene()
        let log = DragDropLog()
        log.source(on: photo)
        let presses = ActionLog(UILongPressGestureRecognizer(), on: photo)
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: 0.6)
        #expect(interaction.presentedMenu != nil)
        #expect(presses.names.isEmpty)
        scene.simulator.up(finger)
        #expect(menus.log.count == 2)
    }
}
