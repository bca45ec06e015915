import Testing
import UIKit
import TouchKitTesting

@MainActor
@Suite struct PullToRefreshHeaderViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let header: PullToRefreshHeaderView
    let simulator: TouchSimulator

    init() {
        window.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        header = PullToRefreshHeaderView(scrollView: scrollView)
        simulator = TouchSimulator(window: window)
    }

    /// Pulls down by `distance` points of finger travel, holds still so the release has no velocity, and lifts.
    func pull(by distance: CGFloat) {
        let finger = simulator.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 200 + distance), lift: false)
        simulator.advance(by: 0.2)
        simulator.up(finger)
    }

    @Test func aPullPastTheHeaderArmsItAndTheReleaseSettlesOnTheHeaderAndRefreshes() {
        var refreshes = 0
        header.refreshHandler = { refreshes += 1 }
        let finger = simulator.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 500), lift: false)
        #expect(header.state == .armed)
        #expect(scrollView.contentOffset.y < -PullToRefreshHeaderView.height)
        simulator.advance(by: 0.2)
        simulator.up(finger)
        simulator.settle()
        #expect(refreshes == 1)
        #expect(header.state == .refreshing)
        #expect(scrollView.contentInset.top == 60)
        #expect(abs(scrollView.contentOffset.y + 60) < 0.5, "the bounce returns to the refreshing header's edge")
        #expect(header.convert(header.bounds, to: window).minY.magnitude < 0.5, "the header is on screen")
    }

    @Test func endingTheRefreshAnimatesTheScrollViewBackToTheTop() {
        pull(by: 300)
        simulator.settle()
        header.endRefreshing()
        #expect(header.state == .idle)
        simulator.settle()
        #expect(scrollView.contentInset.top == 0)
        #expect(abs(scrollView.contentOffset.y) < 0.5)
    }

    @Test func aSmallPullDoesNotRefreshAndBouncesBackToTheTop() {
        var refreshes = 0
        header.refreshHandler = { refreshes += 1 }
        pull(by: 60)
        simulator.settle()
        #expect(refreshes == 0)
        #expect(header.state == .idle)
        #expect(scrollView.contentInset.top == 0 && abs(scrollView.contentOffset.y) < 0.5)
    }

    @Test func theObservationEndsWithTheHeader() {
        var header: PullToRefreshHeaderView? = PullToRefreshHeaderView(scrollView: UIScrollView(frame: .zero))
        weak let weakHeader = header
        header?.removeFromSuperview()
        header = nil
        #expect(weakHeader == nil)
    }
}
