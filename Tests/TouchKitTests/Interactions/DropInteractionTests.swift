import Testing
@testable import TouchKit
import TouchKitTesting

/// Drops: a drag finds the drop interaction under its finger, the two delegates hear UIKit's order, and the drag
/// ends in a copy, a move, a cancel or a forbidden drop, in one window or across two.
@MainActor
@Suite struct DropInteractionTests {
    /// A 100×100 source at the top left and a 200×200 destination named "bin" further down.
    private func scene() -> (Scene, DragDropLog, UIView, DragDropLog.Source, UIView, DragDropLog.Destination) {
        let scene = Scene()
        let log = DragDropLog()
        let photo = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), name: "photo")
        let (_, source) = log.source(on: photo)
        let bin = scene.recordingView(CGRect(x: 100, y: 300, width: 200, height: 200), name: "bin")
        let (_, destination) = log.destination(on: bin, name: "bin")
        return (scene, log, photo, source, bin, destination)
    }

    @Test func aCopyDropCallsBothDelegatesInUIKitsOrder() {
        let (scene, log, _, _, _, destination) = scene()
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 400))
        #expect(log.lines == [
            "drag items", "drag lift", "drag lift done end", "drag begin",
            "drop canHandle bin", "drop enter bin",
            "drag willEnd copy", "drop perform bin", "drag didEnd copy", "drop conclude bin", "drop end bin",
            "drag transferred",
        ])
        #expect(destination.dropped.map { $0 as? Int } == [0])
        #expect(destination.dropLocation == CGPoint(x: 100, y: 100))
    }

    @Test func theDestinationIsAskedForAProposalOnEachMoveOverIt() {
        let (scene, log, _, source, _, destination) = scene()
        destination.logsUpdates = true
        source.logsMoves = true
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 400), steps: 4)
        // The drag began on the first move (to 87, 137: outside the bin); the 3rd and 4th are over it.
        let moves = log.lines.drop { $0 != "drag begin" }.prefix { !$0.hasPrefix("drag willEnd") }
        #expect(Array(moves) == [
            "drag begin", "drag move", "drag move", "drop canHandle bin", "drop enter bin", "drop update bin",
            "drag move", "drop update bin",
        ])
    }

    @Test func aMoveDropEndsWithMoveWhenTheSessionAllowsIt() {
        let (scene, log, _, _, _, destination) = scene()
        destination.operation = .move
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 400))
        #expect(log.lines.contains("drop perform bin"))
        #expect(log.lines.contains("drag didEnd move"))
    }

    /// `UIDropOperation.move` [doc]: without `allowsMoveOperation`, a move is treated as a cancel.
    @Test func aMoveTheSessionDoesNotAllowIsACancel() {
        let (scene, log, _, source, _, destination) = scene()
        destination.operation = .move
        source.allowsMove = false
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 400))
        #expect(log.lines.suffix(4) == ["drag willEnd cancel", "drag didEnd cancel", "drop exit bin", "drop end bin"])
        #expect(destination.dropped.isEmpty)
    }

    @Test(arguments: [UIDropOperation.forbidden, .cancel])
    func aForbiddenOrCancelProposalDropsNothing(operation: UIDropOperation) {
        let (scene, log, _, _, _, destination) = scene()
        destination.operation = operation
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 400))
        #expect(log.lines.suffix(4) == ["drag willEnd \(operation)", "drag didEnd \(operation)", "drop exit bin", "drop end bin"])
        #expect(!log.lines.contains("drag transferred"))
        #expect(destination.dropped.isEmpty)
    }

    @Test func aDropWhereThereIsNoDestinationIsACancel() {
        let (scene, log, _, _, _, _) = scene()
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 380, y: 100))
        #expect(log.lines == ["drag items", "drag lift", "drag lift done end", "drag begin", "drag willEnd cancel", "drag didEnd cancel"])
    }

    /// The next destination is found (and asked whether it can handle the session) before the last one is left.
    @Test func leavingADestinationExitsItAndEveryDestinationEnteredHearsTheEnd() {
        let (scene, log, _, _, _, _) = scene()
        let tray = scene.recordingView(CGRect(x: 100, y: 600, width: 200, height: 100))
        log.destination(on: tray, name: "tray")
        let finger = scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 400), lift: false)
        scene.simulator.move(finger, to: CGPoint(x: 200, y: 650))
        scene.simulator.up(finger)
        #expect(Array(log.lines.drop { $0 != "drag begin" }) == [
            "drag begin", "drop canHandle bin", "drop enter bin",
            "drop canHandle tray", "drop exit bin", "drop enter tray",
            "drag willEnd copy", "drop perform tray", "drag didEnd copy", "drop conclude tray",
            "drop end bin", "drop end tray", "drag transferred",
        ])
    }

    /// UIKit's hit testing finds the deepest view; the first view up from it with a drop interaction that can handle
    /// the session is the destination.
    @Test func theDeepestViewWithADropInteractionThatCanHandleTheSessionIsTheDestination() {
        let (scene, log, _, _, bin, binDestination) = scene()
        let slot = scene.recordingView(CGRect(x: 50, y: 50, width: 100, height: 100), in: bin)
        let (_, slotDestination) = log.destination(on: slot, name: "slot")
        let label = scene.recordingView(CGRect(x: 10, y: 10, width: 50, height: 50), in: slot)
        _ = label   // no interaction: the search goes up from it
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 170, y: 370))
        #expect(log.lines.contains("drop perform slot"))
        #expect(slotDestination.dropLocation == CGPoint(x: 20, y: 20))

        log.lines = []
        slotDestination.canHandle = false
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 170, y: 370))
        #expect(log.lines.contains("drop canHandle slot"))
        #expect(log.lines.contains("drop perform bin"))
        #expect(binDestination.dropLocation == CGPoint(x: 70, y: 70))
    }

    @Test func aHiddenOrNonInteractiveDestinationIsNotHit() {
        let (scene, log, _, _, bin, _) = scene()
        bin.isUserInteractionEnabled = false
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 400))
        bin.isUserInteractionEnabled = true
        bin.isHidden = true
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 400))
        #expect(!log.lines.contains { $0.hasPrefix("drop") })
    }

    @Test func aDragCancelledOverADestinationDropsNothing() {
        let (scene, log, photo, _, _, _) = scene()
        let checker = TouchInvariantChecker(window: scene.window)
        let finger = scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 400), lift: false)
        scene.simulator.cancel(finger)
        #expect(log.lines.suffix(4) == ["drag willEnd cancel", "drag didEnd cancel", "drop exit bin", "drop end bin"])
        #expect((photo as? RecordingView)?.log.last == "cancelled 1")
        scene.simulator.advance(by: 2)
        #expect(checker.checkAtRest() == [])
    }

    @Test func aLiftThatNeverDragsSettlesBackAtTheStart() {
        let (scene, log, _, _, _, _) = scene()
        scene.simulator.longPress(at: CGPoint(x: 50, y: 50), duration: 0.5)
        #expect(log.lines == ["drag items", "drag lift", "drag lift done start"])
    }

    /// Two windows side by side on one screen: the drag leaves the first (its finger's location goes past its bounds)
    /// and drops into the second, at the right place in its coordinates.
    @Test func aDragDropsIntoAnotherWindowOfTheHost() {
        let scene = Scene(width: 400, height: 800)
        let log = DragDropLog()
        let photo = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        log.source(on: photo)
        let other = UIWindow(frame: CGRect(x: 400, y: 0, width: 400, height: 800), clock: scene.window.clock)
        let shelf = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        other.addSubview(shelf)
        let (_, destination) = log.destination(on: shelf, name: "shelf")
        scene.simulator.host.addWindow(other)
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 500, y: 150))
        #expect(log.lines.contains("drop perform shelf"))
        #expect(destination.dropLocation == CGPoint(x: 50, y: 50))
        #expect(log.lines.last == "drag transferred")
    }

    @Test func aWindowInFrontHidesTheOneBehindIt() {
        let (scene, log, _, _, _, _) = scene()
        let sheet = UIWindow(frame: CGRect(x: 0, y: 250, width: 400, height: 300), clock: scene.window.clock)
        scene.simulator.host.addWindow(sheet)
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 400))
        #expect(!log.lines.contains { $0.hasPrefix("drop") })
        #expect(log.lines.last == "drag didEnd cancel")
    }
}
