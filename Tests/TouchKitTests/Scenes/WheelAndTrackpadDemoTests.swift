import Testing
@testable import TouchKit
@testable import TouchKitScenes
import TouchKitTesting

/// The demos with a mouse wheel and a trackpad: no demo code knows about them, the scroll views do.
@MainActor
@Suite struct WheelAndTrackpadDemoTests {
    @Test func aWheelScrollsTheLockScreensList() {
        let scene = LockScreenListDemo.Scene()
        scene.simulator.wheel(at: CGPoint(x: 200, y: 600), lines: CGPoint(x: 0, y: -5), steps: 4)
        #expect(scene.list.contentOffset.y == 200)
        #expect(scene.pager.contentOffset.x == 0)
    }

    /// The scene as the playground and the window show it: its script ends by paging back to the lock screen with a
    /// sideways wheel, so the list is on screen, and a vertical wheel over a notification (a scroll view that scrolls
    /// sideways only) scrolls the list.
    @Test(arguments: ["lockscreen-list", "lockscreen"])
    func theShownLockScreenIsTheListAndAWheelScrollsIt(name: String) throws {
        let demo = try #require(DemoScene.named(name))
        let window = demo.windows[0].window
        let simulator = TouchSimulator(window: window)
        let pager = try #require(scrollView("pager", in: window))
        let list = try #require(scrollView("list", in: window))
        #expect(pager.contentOffset.x == 0)
        let over = CGPoint(x: 200, y: 245)
        #expect(window.hitTest(over, with: nil)?.accessibilityIdentifier == "notification")
        simulator.wheel(at: over, lines: CGPoint(x: 0, y: -3), steps: 3)
        #expect(list.contentOffset.y == 90)
        #expect(pager.contentOffset.x == 0)
    }

    private func scrollView(_ identifier: String, in view: UIView) -> UIScrollView? {
        if let scrollView = view as? UIScrollView, scrollView.accessibilityIdentifier == identifier { return scrollView }
        return view.subviews.lazy.compactMap { scrollView(identifier, in: $0) }.first
    }

    @Test func aSidewaysTrackpadScrollOnANotificationSwipesItAndNotThePager() {
        let scene = LockScreenListDemo.Scene()
        let cell = scene.notification(2)!
        let y = cell.convert(CGPoint(x: 0, y: cell.bounds.midY), to: nil).y
        scene.simulator.trackpadScroll(at: CGPoint(x: 300, y: y), by: CGPoint(x: -40, y: 0), duration: 0.2, lift: false)
        #expect(cell.scrollView.contentOffset.x > 30)
        #expect(scene.list.contentOffset.y == 0)
        scene.simulator.trackpadLift(at: CGPoint(x: 300, y: y))
        scene.simulator.settle()
        #expect(cell.scrollView.contentOffset.x == 0)
    }

    @Test func aSidewaysWheelBetweenTheNotificationsPagesTheLockScreensPager() {
        let scene = LockScreenDemo.Scene()
        // The 10 pt gap under the first notification: the list cannot scroll sideways, so it hands the wheel on.
        scene.simulator.wheel(at: CGPoint(x: 200, y: 95), lines: CGPoint(x: -10, y: 0), steps: 10)
        scene.simulator.settle()
        #expect(scene.pager.contentOffset.x == 390)
        #expect(scene.pulling.status.text == "Home screen (page 2 of 2)")
    }

    @Test func aMouseDragPagesTheCalendarsDays() {
        let scene = CalendarPagingDemo.Scene()
        scene.simulator.dragPointer(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3)
        scene.simulator.settle()
        #expect(scene.shownDay == 1)
        #expect(scene.status.text == "Showing Tuesday 2, week 1")
    }

    @Test func aTrackpadPinchZoomsThePhotoAndTheSceneShowsTheZoom() {
        let scene = ZoomDemo.Scene()
        scene.simulator.movePointer(to: CGPoint(x: 195, y: 400))
        scene.simulator.trackpadPinch(at: CGPoint(x: 195, y: 400), scale: 2)
        scene.simulator.settle()
        #expect(abs(scene.scrollView.zoomScale - 2) < 0.01)
        #expect(scene.window.shownTexts.contains("Zoom 2× (1× to 4×)"))
    }

    @Test func aWheelScrollsTheInboxAndAClickSelectsAMessage() {
        let scene = MailInboxDemo.Scene()
        scene.simulator.wheel(at: CGPoint(x: 200, y: 400), lines: CGPoint(x: 0, y: -3), steps: 2)
        scene.simulator.settle()
        #expect(scene.tableView.contentOffset.y > 0)
        scene.simulator.click(at: scene.point(row: 2, section: 1))
        #expect(scene.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 1))
    }
}
