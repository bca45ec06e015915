import Testing
@testable import TouchKit
@testable import TouchKitScenes

/// The demos with a mouse wheel and a trackpad: no demo code knows about them, the scroll views do.
@MainActor
@Suite struct WheelAndTrackpadDemoTests {
    @Test func aWheelScrollsTheLockScreensList() {
        let scene = LockScreenListDemo.Scene()
        scene.simulator.wheel(at: CGPoint(x: 200, y: 600), lines: CGPoint(x: 0, y: -5), steps: 4)
        #expect(scene.list.contentOffset.y == 200)
        #expect(scene.pager.contentOffset.x == 0)
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
}
