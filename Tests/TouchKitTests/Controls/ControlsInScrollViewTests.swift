import Testing
@testable import TouchKit
import TouchKitTesting

/// Controls inside scroll views: a control that has its touch keeps it (`touchesShouldCancel(in:)` is false for a
/// control), and a pan parallel to a slider's or switch's knob that starts on it does not begin on a superview
/// (docs/UIKitFacts.md, "Controls").
@MainActor
@Suite struct ControlsInScrollViewTests {
    let scene = Scene()

    /// A scroll view filling the window with content `contentSize`, and a 300 pt slider at (50, 300) in it.
    private func sliderInScrollView(contentSize: CGSize, paging: Bool = false) -> (UIScrollView, UISlider) {
        let scrollView = UIScrollView(frame: scene.window.bounds)
        scrollView.contentSize = contentSize
        scrollView.isPagingEnabled = paging
        scene.window.addSubview(scrollView)
        let slider = UISlider(frame: CGRect(x: 50, y: 300, width: 300, height: 31))
        scrollView.addSubview(slider)
        return (scrollView, slider)
    }

    @Test func aHorizontalDragOnTheThumbMovesTheSliderNotAVerticalScrollView() {
        let (scrollView, slider) = sliderInScrollView(contentSize: CGSize(width: 400, height: 2000))
        _ = scene.simulator.drag(from: CGPoint(x: 64, y: 315.5), to: CGPoint(x: 200, y: 330), duration: 0.5)
        // The scroll view holds the touch until it has moved past the hysteresis along x, an axis it cannot scroll;
        // the slider gets it there, a few points right of the thumb's centre, and follows the finger from then on.
        #expect(slider.value > 0.4 && slider.value < 0.5)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func aVerticalDragOnTheSliderScrollsAndLeavesTheValue() {
        let (scrollView, slider) = sliderInScrollView(contentSize: CGSize(width: 400, height: 2000))
        _ = scene.simulator.drag(from: CGPoint(x: 200, y: 315), to: CGPoint(x: 200, y: 115), duration: 0.3)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y > 100)
        #expect(slider.value == 0)
    }

    @Test func aHeldThumbDraggedAlongAHorizontalPagerMovesTheSliderNotThePager() {
        let (scrollView, slider) = sliderInScrollView(contentSize: CGSize(width: 1200, height: 800), paging: true)
        // Held past the scroll view's 0.15 s touch delay, the thumb has the touch before the finger moves.
        let finger = scene.simulator.down(at: CGPoint(x: 64, y: 315.5))
        scene.simulator.advance(by: 0.2)
        #expect(slider.isTracking)
        scene.simulator.move(finger, to: CGPoint(x: 200, y: 315.5), duration: 0.5)
        scene.simulator.up(finger)
        scene.simulator.settle()
        #expect(slider.value == 0.5)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func aQuickDragStartingOnTheThumbDoesNotPageAHorizontalPager() {
        let (scrollView, _) = sliderInScrollView(contentSize: CGSize(width: 1200, height: 800), paging: true)
        _ = scene.simulator.drag(from: CGPoint(x: 64, y: 315.5), to: CGPoint(x: 200, y: 315.5), duration: 0.3)
        scene.simulator.settle()
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func aHorizontalDragOnTheTrackPagesAHorizontalPager() {
        let (scrollView, slider) = sliderInScrollView(contentSize: CGSize(width: 1200, height: 800), paging: true)
        _ = scene.simulator.drag(from: CGPoint(x: 340, y: 315.5), to: CGPoint(x: 60, y: 315.5), duration: 0.3)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.x == 400)
        #expect(slider.value == 0)
    }

    @Test func aTapOnASwitchInAScrollViewToggles() {
        let scrollView = UIScrollView(frame: scene.window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        scene.window.addSubview(scrollView)
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        scrollView.addSubview(toggle)
        scene.simulator.tap(at: CGPoint(x: 120, y: 115))
        #expect(toggle.isOn)
    }
}
