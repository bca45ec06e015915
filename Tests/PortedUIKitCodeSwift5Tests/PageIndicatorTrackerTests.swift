import Testing
import UIKit
import TouchKitTesting

@MainActor
@Suite struct PageIndicatorTrackerTests {
    @Test func aFlickToTheLeftComesToRestOnTheNextPage() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tracker = PageIndicatorTracker()
        let scrollView = tracker.makePagingScrollView(frame: window.bounds, pages: 3)
        window.addSubview(scrollView)
        let simulator = TouchSimulator(window: window)
        _ = simulator.flick(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        simulator.settle()
        #expect(tracker.currentPage == 1 && tracker.pagesVisited == [1])
        #expect(scrollView.contentOffset.x == 390)
    }
}
