import Testing
@testable import TouchKit
import TouchKitTesting

/// App code doing odd things to drag and drop: interactions moved between views, views removed mid-drag or mid-drop,
/// delegates gone, two drags at once. Each has a defined outcome; no crash; every touch the views saw ends once.
@MainActor
@Suite struct DragDropBadInputTests {
    private func scene() -> (Scene, TouchInvariantChecker, DragDropLog, RecordingView, RecordingView) {
        let scene = Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let log = DragDropLog()
        let photo = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), name: "photo")
        log.source(on: photo)
        let bin = scene.recordingView(CGRect(x: 100, y: 300, width: 200, height: 200), name: "bin")
        return (scene, checker, log, photo, bin)
    }

    /// Makes the bin a drop destination and drags the photo over it, the finger still down.
    private func dragThePhotoOverTheBin(_ scene: Scene, _ log: DragDropLog, _ bin: UIView) -> TouchSimulator.Finger {
        log.destination(on: bin, name: "bin")
        return scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 400), lift: false)
    }

    private func settle(_ scene: Scene, _ checker: TouchInvariantChecker) {
        scene.simulator.advance(by: 3)
        #expect(checker.checkAtRest() == [])
    }

    @Test func anInteractionAddedToASecondViewLeavesTheFirst() {
        let (scene, checker, log, photo, bin) = scene()
        let (drop, _) = log.destination(on: photo, name: "bin")
        bin.addInteraction(drop)
        #expect(photo.interactions.count == 1)   // only the drag interaction is left
        #expect(drop.view === bin && bin.interactions.count == 1)
        let drag = photo.interactions[0] as! UIDragInteraction
        let other = scene.recordingView(CGRect(x: 300, y: 0, width: 100, height: 100))
        other.addInteraction(drag)
        #expect(photo.interactions.isEmpty && photo.gestureRecognizers?.isEmpty ?? true)
        scene.simulator.dragAndDrop(from: CGPoint(x: 350, y: 50), to: CGPoint(x: 200, y: 400))
        #expect(log.lines.contains("drop perform bin"))
        settle(scene, checker)
    }

    @Test func aDestinationRemovedWhileTheDragIsOverItIsLeftAndTheDropCancels() {
        let (scene, checker, log, _, bin) = scene()
        let finger = dragThePhotoOverTheBin(scene, log, bin)
        bin.removeFromSuperview()
        scene.simulator.up(finger)
        #expect(log.lines.suffix(4) == ["drop exit bin", "drag willEnd cancel", "drag didEnd cancel", "drop end bin"])
        settle(scene, checker)
    }

    @Test func aDestinationRemovingItsViewWhilePerformingTheDropStillConcludes() {
        let (scene, checker, log, _, bin) = scene()
        final class Removing: UIDropInteractionDelegate {
            var log: [String] = []
            func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
                UIDropProposal(operation: .move)
            }
            func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
                interaction.view?.removeFromSuperview()
                log.append("perform")
            }
            func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) { log.append("conclude") }
            func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) { log.append("end") }
        }
        let removing = Removing()
        bin.addInteraction(UIDropInteraction(delegate: removing))
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 400))
        #expect(removing.log == ["perform", "conclude", "end"])
        #expect(log.lines.suffix(3) == ["drag willEnd move", "drag didEnd move", "drag transferred"])
        settle(scene, checker)
    }

    @Test func theSourceViewRemovedMidDragCancelsTheDrag() {
        let (scene, checker, log, photo, bin) = scene()
        let finger = dragThePhotoOverTheBin(scene, log, bin)
        photo.removeFromSuperview()
        #expect(log.lines.suffix(4) == ["drag willEnd cancel", "drag didEnd cancel", "drop exit bin", "drop end bin"])
        scene.simulator.move(finger, to: CGPoint(x: 210, y: 410))
        scene.simulator.up(finger)
        #expect(photo.log.filter { $0.hasPrefix("began") }.count == 1 && photo.log.last == "cancelled 1")
        settle(scene, checker)
    }

    /// The drop delegate goes away mid-drag (weak, as in UIKit): its proposal goes with it, the drop cancels.
    @Test func aDestinationWhoseDelegateIsGoneProposesNothing() {
        let (scene, checker, log, _, bin) = scene()
        var destination: DragDropLog.Destination? = DragDropLog.Destination(log: log, name: "gone")
        bin.addInteraction(UIDropInteraction(delegate: destination!))
        let finger = scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 400), lift: false)
        #expect(log.lines.contains("drop enter gone"))
        destination = nil
        scene.simulator.move(finger, to: CGPoint(x: 210, y: 410))
        scene.simulator.up(finger)
        #expect(log.lines.suffix(2) == ["drag willEnd cancel", "drag didEnd cancel"])
        settle(scene, checker)
    }

    @Test func aSourceGivingNoItemsNeverLiftsAndTheDestinationHearsNothing() {
        let (scene, checker, log, photo, bin) = scene()
        log.destination(on: bin, name: "bin")
        (photo.interactions[0] as! UIDragInteraction).delegate.map { ($0 as! DragDropLog.Source).items = 0 }
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 400))
        #expect(log.lines == ["drag items"])
        #expect(photo.log.last == "ended 1")
        settle(scene, checker)
    }

    /// Two fingers lift two views at once and drag them: two sessions. A destination takes one drag at a time
    /// (`allowsSimultaneousDropSessions` false): the second passes it by.
    @Test func twoFingersStartingDragsAtOnceMakeTwoSessionsAndADestinationTakesOneAtATime() {
        let (scene, checker, log, photo, bin) = scene()
        photo.isMultipleTouchEnabled = true
        let second = scene.recordingView(CGRect(x: 0, y: 150, width: 100, height: 100), name: "second")
        log.source(on: second)
        let (drop, _) = log.destination(on: bin, name: "bin")
        #expect(!drop.allowsSimultaneousDropSessions)
        let a = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        let b = scene.simulator.down(at: CGPoint(x: 50, y: 200))
        scene.simulator.advance(by: 0.4)
        for step in 1...4 {
            let t = CGFloat(step) / 4
            scene.simulator.moveTogether(
                [a, b], to: CGPoint(x: 50 + 150 * t, y: 50 + 350 * t), CGPoint(x: 50 + 160 * t, y: 200 + 210 * t)
            )
            scene.simulator.advance(by: 0.05)
        }
        #expect(log.lines.filter { $0 == "drag begin" }.count == 2)
        #expect(log.lines.filter { $0 == "drop enter bin" }.count == 1)
        scene.simulator.perform { frame in
            frame.up(a)
            frame.up(b)
        }
        #expect(log.lines.filter { $0 == "drop perform bin" }.count == 1)
        #expect(log.lines.filter { $0.hasPrefix("drag didEnd") }.sorted() == ["drag didEnd cancel", "drag didEnd copy"])
        settle(scene, checker)
    }

    private final class OneMenu: UIContextMenuInteractionDelegate {
        var ends = 0
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Share") { _ in }]) })
        }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { ends += 1 }
    }

    /// The menu's view leaves the window while the finger that showed the menu is still down: the press is
    /// cancelled and the menu goes with it.
    @Test func aMenuWhoseViewLeavesTheWindowWhileHeldIsDismissed() {
        let (scene, checker, _, _, bin) = scene()
        let menus = OneMenu()
        let interaction = UIContextMenuInteraction(delegate: menus)
        bin.addInteraction(interaction)
        let finger = scene.simulator.down(at: CGPoint(x: 200, y: 400))
        scene.simulator.advance(by: 0.5)
        #expect(interaction.presentedMenu != nil)
        bin.removeFromSuperview()
        #expect(interaction.presentedMenu == nil)
        #expect(menus.ends == 1)
        scene.simulator.up(finger)
        settle(scene, checker)
    }

    @Test func aMenuWhoseDelegateIsGoneNeverShows() {
        let (scene, checker, _, _, bin) = scene()
        var menus: OneMenu? = OneMenu()
        let interaction = UIContextMenuInteraction(delegate: menus!)
        bin.addInteraction(interaction)
        menus = nil
        scene.simulator.longPress(at: CGPoint(x: 200, y: 400), duration: 0.6)
        #expect(interaction.presentedMenu == nil)
        #expect(bin.log == ["began 1", "ended 1"])
        settle(scene, checker)
    }

    /// Two fingers on a context menu's view: the menu's press takes one finger (a long press of one touch), so a
    /// second finger fails it and no menu shows.
    @Test func twoFingersHeldOnAMenuViewShowNoMenu() {
        let (scene, checker, _, _, bin) = scene()
        bin.isMultipleTouchEnabled = true
        let menus = OneMenu()
        let interaction = UIContextMenuInteraction(delegate: menus)
        bin.addInteraction(interaction)
        let a = scene.simulator.down(at: CGPoint(x: 150, y: 400))
        let b = scene.simulator.down(at: CGPoint(x: 250, y: 400))
        scene.simulator.advance(by: 0.6)
        #expect(interaction.presentedMenu == nil)
        scene.simulator.up(a)
        scene.simulator.up(b)
        settle(scene, checker)
    }
}
