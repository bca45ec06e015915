import Testing
@testable import TouchKit
import TouchKitTesting

/// The samples of the wheel and trackpad article (WheelAndTrackpadInput.md) do what it says.
@MainActor
@Suite struct WheelAndTrackpadSampleTests {
    @Test func theCanvasPanFollowsAWheel() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let canvas = UIView(frame: window.bounds)
        window.addSubview(canvas)
        var translations: [CGPoint] = []
        addCanvasPan(to: canvas) { translations.append($0) }
        TouchSimulator(window: window).wheel(at: CGPoint(x: 100, y: 100), lines: CGPoint(x: 0, y: -2))
        #expect(translations == [CGPoint(x: 0, y: -20)])
    }

    @Test func theScriptScrollsCoastsAndStops() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 100_000)
        window.addSubview(scrollView)
        let simulator = TouchSimulator(window: window)
        wheelThenTrackpad(over: scrollView, with: simulator)
        // The wheel's 30 pt, then the trackpad's (its first sample ends the wheel's pan), then some coasting.
        #expect(scrollView.contentOffset.y > 600)
        #expect(!scrollView.isDecelerating)
        let stopped = scrollView.contentOffset
        simulator.settle()
        #expect(scrollView.contentOffset == stopped)
    }
}
