import Testing
import UIKit
import TouchKitTesting

@MainActor
@Suite(.serialized) struct RefreshingListControllerTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = RefreshingListController(frame: CGRect(x: 0, y: 0, width: 390, height: 844), rowCount: 40)
    let simulator: TouchSimulator

    init() {
        window.addSubview(controller.scrollView)
        simulator = TouchSimulator(window: window)
    }

    func pull(by distance: CGFloat) {
        let finger = simulator.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 200 + distance), lift: false)
        simulator.advance(by: 0.2)
        simulator.up(finger)
    }

    @Test func releasedPastTheThresholdTheListHoldsOpenOnTheSpinnerAndLoads() {
        pull(by: 300)
        #expect(controller.loadCount == 1 && controller.spinner.isAnimating)
        simulator.settle()
        #expect(abs(controller.scrollView.contentOffset.y + 60) < 0.5)
        controller.finishLoading()
        simulator.advance(by: 0.1)
        #expect(controller.scrollView.contentOffset.y < -1, "scrolling back up is animated")
        simulator.settle()
        #expect(abs(controller.scrollView.contentOffset.y) < 0.5 && !controller.spinner.isAnimating)
    }

    @Test func aShortPullShowsTheSpinnerFadingInButDoesNotLoad() {
        let finger = simulator.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 240), lift: false)
        #expect(controller.spinner.alpha > 0 && controller.spinner.alpha < 1)
        simulator.up(finger)
        simulator.settle()
        #expect(controller.loadCount == 0 && controller.scrollView.contentOffset.y == 0)
    }

    @Test func theSpinnerSubclassDeinitRuns() {
        let before = RefreshSpinnerView.liveCount
        do {
            let spinner = RefreshSpinnerView(frame: .zero)
            #expect(RefreshSpinnerView.liveCount == before + 1)
            _ = spinner
        }
        #expect(RefreshSpinnerView.liveCount == before)
    }
}
