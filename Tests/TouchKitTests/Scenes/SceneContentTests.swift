import Testing
@testable import TouchKit
@testable import TouchKitScenes
import TouchKitTesting

/// Every demo scene draws what it is: its text is in labels of the view tree (what the pictures, the playground and
/// the native window draw), it says what to try, and what a gesture does shows on the scene.
@MainActor
@Suite struct SceneContentTests {
    @Test(arguments: DemoCatalog.all.map(\.name))
    func everySceneSaysWhatToTry(name: String) throws {
        let scene = try #require(DemoScene.named(name))
        for (window, _) in scene.windows {
            #expect(window.shownTexts.contains { $0.hasPrefix("Try: ") }, "\(name) has no hint")
        }
    }

    @Test func theOverlayShowsWhereATouchWentAndItsDrawerSlides() throws {
        let scene = try #require(DemoScene.named("overlay"))
        let window = scene.windows[0].window
        #expect(window.shownTexts.contains("Drawer"))
        let simulator = TouchSimulator(window: window)
        simulator.tap(at: CGPoint(x: 80, y: 500))
        #expect(window.shownTexts.contains("Last touch went to: dot1"))
        let overlay = try #require(window.subviews.first { $0.accessibilityIdentifier == "overlay" })
        simulator.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 50), duration: 0.3)
        #expect(overlay.bounds.origin.y > 50)
    }

    @Test(arguments: [("exclusion", ["pan: ended"]), ("simultaneous", ["tap: recognized", "pan: ended"]),
                      ("requirement", ["tap: recognized", "pan: ended"])])
    func theWidgetsLampsShowWhichRecognizerFired(name: String, lamps: [String]) throws {
        let scene = try #require(DemoScene.named(name))
        let texts = scene.windows[0].window.shownTexts
        for lamp in lamps { #expect(texts.contains(lamp), "\(texts)") }
        let widget = try #require(scene.windows[0].window.subviews.first { $0.accessibilityIdentifier == "widget" })
        #expect(widget.center != CGPoint(x: 160, y: 160), "the pan moves the widget")
    }

    @Test func thePhotosDoubleTapZoomsThePictureAndSaysSo() {
        let scene = GestureWalkthroughDemos.PhotoScene()
        scene.simulator.doubleTap(at: CGPoint(x: 200, y: 400))
        scene.simulator.advance(by: 0.5)
        #expect(scene.picture.transform.a == 2)
        #expect(scene.zoomLabel.text == "Zoom 2× · bar shown")
        scene.simulator.tap(at: CGPoint(x: 200, y: 400))
        scene.simulator.advance(by: 0.5)
        #expect(scene.chrome.isHidden)
        scene.simulator.twoFingerTap(at: CGPoint(x: 200, y: 400))
        scene.simulator.advance(by: 0.5)
        #expect(scene.picture.transform.a == 1)
        #expect(scene.zoomLabel.text == "Zoom 1× · bar hidden")
    }

    @Test func theSpringyListReadsAsAConversationAndSpringsBackAfterALiveDrag() {
        let scene = SpringyListDemo.Scene()
        #expect(scene.window.shownTexts.contains("Lunch tomorrow?"))
        let simulator = TouchSimulator(window: scene.window)
        let finger = simulator.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 250), duration: 0.3, lift: false)
        #expect(scene.offset > 100)
        simulator.up(finger)
        simulator.advance(by: 1)
        #expect(scene.offset == 0)
    }

    @Test func theDrawerHasItsTitleAndTheStatusLineFollowsIt() {
        let scene = DrawerDemo.Scene()
        #expect(scene.window.shownTexts.contains("Drawer"))
        #expect(scene.status.text == "Drawer closed")
        scene.simulator.drag(from: CGPoint(x: 60, y: 150), to: CGPoint(x: 60, y: 490), duration: 0.5)
        scene.simulator.settle()
        #expect(scene.status.text == "Drawer open")
        let dot = scene.addDot("dot", center: CGPoint(x: 200, y: 600))
        let finger = scene.simulator.down(at: dot.center)
        scene.simulator.advance(by: 0.2)
        #expect(dot.backgroundColor == DemoLook.highlight)
        scene.simulator.up(finger)
        #expect(dot.backgroundColor == .systemBlue)
    }

    @Test func theLockScreensNotificationsHaveTextAndThePageShows() {
        let scene = LockScreenDemo.Scene()
        let texts = scene.window.shownTexts
        #expect(texts.contains("Messages") && texts.contains("Dentist in 30 minutes") && texts.contains("Home screen"))
        #expect(scene.pulling.status.text == "Lock screen (page 1 of 2)")
        scene.pager.contentOffset.x = 390
        #expect(scene.pulling.status.text == "Home screen (page 2 of 2)")
    }

    @Test func theLockScreensListCellsShowTheirNotification() {
        let scene = LockScreenListDemo.Scene()
        #expect(scene.window.shownTexts.contains("Sam: On my way, see you at 8"))
    }

    @Test func theSpringyBubblesHaveText() {
        let scene = SpringyMessagesDemo.Scene()
        #expect(scene.window.shownTexts.contains("1. Hi! Are you around?"))
    }

    @Test func theSwitchersCardsAndIconsNameTheirAppsAndClosingOneSaysSo() {
        let scene = MultitaskingSwitcherDemo.Scene()
        #expect(scene.window.shownTexts.contains("Mail"))
        #expect(scene.window.shownTexts.contains("S"))
        scene.simulator.flick(from: CGPoint(x: 195, y: 400), velocity: CGPoint(x: 0, y: -1500))
        scene.simulator.settle()
        #expect(scene.status.text == "7 apps open · closed Mail")
    }

    @Test func theCalendarShowsItsDaysAndCirclesTheDayShown() throws {
        let scene = CalendarPagingDemo.Scene()
        #expect(scene.window.shownTexts.contains("Monday 1"))
        #expect(scene.status.text == "Showing Monday 1, week 1")
        scene.simulator.flick(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -800, y: 0))
        scene.simulator.settle()
        #expect(scene.status.text == "Showing Tuesday 2, week 1")
        let second = try #require(scene.weeks.cellForItem(at: IndexPath(item: 1, section: 0)) as? CalendarPagingDemo.NumberCell)
        #expect(second.number.backgroundColor == DemoLook.systemRed)
    }

    @Test func theInboxShowsItsMessagesHeadersAndSwipeActionTitles() {
        let scene = MailInboxDemo.Scene()
        let texts = scene.window.shownTexts
        #expect(texts.contains("TODAY") && texts.contains("Today #1"))
        #expect(texts.contains(MailInboxDemo.Inbox.sender(of: "Today #1")))
        scene.swipe(row: 2, section: 0, by: -120)
        #expect(scene.window.shownTexts.contains("Delete") && scene.window.shownTexts.contains("Archive"))
        scene.simulator.tap(at: scene.point(row: 5, section: 0))
        scene.simulator.advance(by: 0.5)
        scene.simulator.tap(at: scene.point(row: 4, section: 0))
        #expect(scene.inbox.status?.text?.hasPrefix("Opened ") == true)
        #expect(scene.tableView.cellForRow(at: IndexPath(row: 4, section: 0))?.contentView.backgroundColor == MailInboxDemo.Inbox.selectedColor)
    }

    @Test func theActivitySheetIsDrawnWhenPresentedAndGoesWhenDismissed() {
        let scene = ActivitySheetDemo.Scene(compact: false)
        scene.press(hold: 1.2, thenMoves: false)
        #expect(scene.window.shownTexts.contains("Share Photo") && scene.window.shownTexts.contains("AirDrop"))
        scene.simulator.tap(at: CGPoint(x: 200, y: 50))
        #expect(!scene.isSheetPresented)
        #expect(!scene.window.shownTexts.contains("Share Photo"))

        let moved = ActivitySheetDemo.Scene(compact: false)
        moved.press(hold: 1.2, thenMoves: true)
        #expect(!moved.window.shownTexts.contains("Share Photo"))
        let compact = ActivitySheetDemo.Scene(compact: true)
        compact.press(hold: 1.2, thenMoves: false)
        #expect(compact.window.shownTexts.contains("Cancel"))
    }

    @Test func theTrayShowsWhatItTookAndTheDragHasAPreview() {
        let scene = AddItemsDemo.Scene()
        let finger = scene.simulator.down(at: CGPoint(x: 70, y: 110))
        scene.simulator.advance(by: 0.4)
        scene.simulator.move(finger, to: CGPoint(x: 100, y: 250), duration: 0.2)
        #expect(scene.preview.view?.superview === scene.window)
        scene.simulator.move(finger, to: CGPoint(x: 200, y: 700), duration: 0.3)
        #expect(scene.tray.backgroundColor == AddItemsDemo.Scene.trayTargetedColor)
        scene.simulator.up(finger)
        scene.simulator.advance(by: 0.5)
        #expect(scene.preview.view == nil)
        #expect(scene.status.text == "Tray took photo1")
        #expect(scene.tray.subviews.contains { $0.accessibilityIdentifier == "tray photo1" })
    }

    @Test func aRowDraggedOverItsOwnListShowsTheDropIsForbidden() {
        let scene = ListToListDemo.Scene(inbox: ["mail 1", "mail 2"])
        #expect(scene.window.shownTexts.contains("mail 1") && scene.window.shownTexts.contains("Archive"))
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 30))
        scene.simulator.advance(by: 0.4)
        scene.simulator.move(finger, to: CGPoint(x: 100, y: 300), duration: 0.3)
        #expect(scene.inbox.backgroundColor == ListToListDemo.Scene.forbiddenColor)
        scene.simulator.move(finger, to: CGPoint(x: 300, y: 300), duration: 0.3)
        #expect(scene.archive.backgroundColor == ListToListDemo.Scene.moveColor)
        scene.simulator.up(finger)
        scene.simulator.advance(by: 0.3)
        #expect(scene.status.text == "Inbox 1, Archive 1")
    }

    @Test func theRobotMovesAndTheDockShows() {
        let deferring = RobotJoystickDemo.Scene(defersBottomEdge: true)
        let start = deferring.robot.center
        deferring.strokeUp()
        #expect(deferring.robot.center != start)
        #expect(deferring.dock.isHidden)
        let plain = RobotJoystickDemo.Scene(defersBottomEdge: false)
        plain.strokeUp()
        #expect(!plain.dock.isHidden)
        #expect(plain.status.text?.contains("dock shown 1×") == true)
    }
}

extension UIView {
    /// The texts of the labels shown in this view tree (hidden views and what is in them left out).
    @MainActor
    var shownTexts: [String] {
        guard !isHidden else { return [] }
        let own = (self as? UILabel)?.text.map { [$0] } ?? []
        return own + subviews.flatMap(\.shownTexts)
    }
}
