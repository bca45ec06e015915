import Testing
@testable import TouchKit
@testable import TouchKitScenes

/// The 2013 talk's lock screen on a collection view, as the talk says the user sees it.
@MainActor
@Suite struct LockScreenListDemoTests {
    /// The vertical midpoint of notification `index` in the window.
    private func rowY(_ scene: LockScreenListDemo.Scene, _ index: Int) -> CGFloat {
        let cell = scene.notification(index)!
        return cell.convert(CGPoint(x: 0, y: cell.bounds.midY), to: nil).y
    }

    @Test func pastTheThresholdANotificationPullsThePagerAndBothComeBackTogether() {
        let scene = LockScreenListDemo.Scene()
        let cell = scene.notification(2)!
        let y = rowY(scene, 2)
        let finger = scene.simulator.down(at: CGPoint(x: 300, y: y))
        scene.simulator.move(finger, to: CGPoint(x: 140, y: y), duration: 0.8)
        #expect(cell.isPulling)
        #expect(!scene.pager.isScrollEnabled)
        #expect(scene.pager.contentOffset.x == max(0, cell.scrollView.contentOffset.x - LockScreenDemo.pullThreshold))
        scene.simulator.up(finger)
        scene.simulator.settle()
        #expect(cell.scrollView.contentOffset.x == 0)
        #expect(scene.pager.contentOffset.x == 0)
        #expect(scene.pager.isScrollEnabled)
    }

    @Test func aFlickOnANotificationPullsThePagerOntoTheNextPage() {
        let scene = LockScreenListDemo.Scene()
        let cell = scene.notification(2)!
        scene.simulator.flick(from: CGPoint(x: 300, y: rowY(scene, 2)), velocity: CGPoint(x: -1200, y: 0))
        scene.simulator.settle()
        #expect(scene.pager.contentOffset.x == scene.pager.bounds.width)
        #expect(scene.pager.isScrollEnabled)
        #expect(cell.scrollView.transform == .identity)
    }

    @Test func scrollingTheListReusesCellsAndNoneComesBackHalfSwiped() {
        let scene = LockScreenListDemo.Scene()
        let live = scene.list.visibleCells.count
        // Swipe notification 1 sideways a little and hold it there with the finger up mid-way: a short drag.
        let finger = scene.simulator.down(at: CGPoint(x: 300, y: rowY(scene, 1)))
        scene.simulator.move(finger, to: CGPoint(x: 260, y: rowY(scene, 1)), duration: 0.2)
        scene.simulator.up(finger)
        scene.simulator.settle()
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1500))
        scene.simulator.settle()
        #expect(scene.list.contentOffset.y > 300)
        #expect(scene.list.visibleCells.count <= live + 2)
        scene.simulator.flick(from: CGPoint(x: 200, y: 100), velocity: CGPoint(x: 0, y: 3000))
        scene.simulator.settle()
        #expect(scene.list.contentOffset.y == 0)
        for index in scene.list.indexPathsForVisibleItems.map(\.item) {
            let cell = scene.notification(index)!
            #expect(cell.accessibilityIdentifier == "cell\(index)")
            #expect(cell.scrollView.contentOffset.x == 0)
            #expect(cell.scrollView.transform == .identity)
        }
        #expect(scene.pager.contentOffset.x == 0)
    }

    @Test func theDemoTellsTheStory() {
        let output = DemoOutput()
        LockScreenListDemo.run(output)
        #expect(output.lines.contains { $0.contains("caught the pager") })
        #expect(output.lines.contains { $0.hasPrefix("Pager at") && $0.contains("page 1") })
        #expect(output.lines.last == "Back on the lock screen: pager at x = 0, page 0.")
    }
}
