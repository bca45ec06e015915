import Testing
@testable import TouchKit
@testable import TouchKitScenes
import TouchKitTesting

/// The 2017 talk's drag and drop demos (`touchkit demo activitysheet`, `additems`, `listtolist`), asserted as the talk
/// describes what the user sees, on the demos' own scenes.
@MainActor
@Suite struct DragDropDemoTests {
    @Test func regularAQuickLongPressAndMoveDragsWithoutTheSheet() {
        let scene = ActivitySheetDemo.Scene(compact: false)
        scene.press(hold: 0.5, thenMoves: true)
        #expect(scene.sheetEvents.isEmpty)
        #expect(scene.dragsBegun == 1)
    }

    @Test func regularHoldingLongerShowsTheSheetWhichTheDragThenDismisses() {
        let scene = ActivitySheetDemo.Scene(compact: false)
        scene.press(hold: 1.2, thenMoves: true)
        #expect(scene.sheetEvents == ["presented", "dismissed (cancelled)"])
        #expect(!scene.isSheetPresented)
        #expect(scene.dragsBegun == 1)
    }

    @Test func compactHoldAndMoveNeverShowsTheSheetButHoldAndLiftDoes() {
        let moving = ActivitySheetDemo.Scene(compact: true)
        moving.press(hold: 1.2, thenMoves: true)
        #expect(moving.sheetEvents.isEmpty)
        let lifting = ActivitySheetDemo.Scene(compact: true)
        lifting.press(hold: 1.2, thenMoves: false)
        #expect(lifting.sheetEvents == ["presented"])
        #expect(lifting.isSheetPresented)
        #expect(lifting.dragsBegun == 0)
    }

    @Test func tapsAddPhotosToTheDragAndTheAppStaysInteractive() {
        let scene = AddItemsDemo.Scene()
        let checker = TouchInvariantChecker(window: scene.window)
        scene.play()
        #expect(scene.trayItems == ["photo1", "photo2", "photo3"])
        #expect(scene.buttonTaps == 1)
        scene.simulator.advance(by: 2)
        #expect(checker.checkAtRest() == [])
    }

    @Test func aRowDraggedToTheOtherListMovesThereAndOneDroppedOnItsOwnListStays() {
        let scene = ListToListDemo.Scene(inbox: ["mail 1", "mail 2", "mail 3"])
        scene.drag(rowAt: 1, of: scene.inbox, to: CGPoint(x: 300, y: 200))
        #expect(scene.titles(of: scene.inbox) == ["mail 1", "mail 3"])
        #expect(scene.titles(of: scene.archive) == ["mail 2"])
        scene.drag(rowAt: 0, of: scene.inbox, to: CGPoint(x: 100, y: 400))
        #expect(scene.titles(of: scene.inbox) == ["mail 1", "mail 3"])
        scene.drag(rowAt: 0, of: scene.archive, to: CGPoint(x: 100, y: 300))
        #expect(scene.titles(of: scene.inbox) == ["mail 1", "mail 3", "mail 2"])
        #expect(scene.titles(of: scene.archive).isEmpty)
    }
}

/// The 2017 talk's robot game (`touchkit demo robot`).
@MainActor
@Suite struct RobotJoystickDemoTests {
    @Test func withoutDeferringAStrokeFromTheBottomEdgeBringsUpTheDockAndTheRobotStays() {
        let scene = RobotJoystickDemo.Scene(defersBottomEdge: false)
        scene.strokeUp()
        #expect(scene.dockShown == 1)
        #expect(scene.robotTravel == 0)
    }

    @Test func deferringTheEdgeTheFirstStrokeDrivesTheRobotAndTheSecondBringsUpTheDock() {
        let scene = RobotJoystickDemo.Scene(defersBottomEdge: true)
        scene.strokeUp()
        #expect(scene.dockShown == 0)
        #expect(scene.robotTravel > 100)
        let travel = scene.robotTravel
        scene.strokeUp()
        #expect(scene.dockShown == 1)
        #expect(scene.robotTravel == travel)
    }
}
