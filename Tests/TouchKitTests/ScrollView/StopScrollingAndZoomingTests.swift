import Testing
import TouchKit
import TouchKitTesting

/// iOS 17.4's `isScrollAnimating`, `isZoomAnimating` and `stopScrollingAndZooming()`.
@MainActor
@Suite struct StopScrollingAndZoomingTests {
    @Test func anAnimatedScrollStopsWhereItIsWithItsEndCallback() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        #expect(scrollView.isScrollAnimating && !scrollView.isZoomAnimating)
        scene.simulator.advance(by: 0.15)
        let reached = scrollView.contentOffset
        #expect(reached.y > 0 && reached.y < 1000)
        scrollView.stopScrollingAndZooming()
        #expect(!scrollView.isScrollAnimating)
        #expect(recorder.log.last == "didEndScrollingAnimation")
        scene.simulator.settle()
        #expect(scrollView.contentOffset == reached)
        #expect(recorder.count("didEndScrollingAnimation") == 1)
    }

    @Test func aDecelerationStopsAndABounceGoesToTheEdge() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scene.simulator.flick(from: CGPoint(x: 200, y: 600), velocity: CGPoint(x: 0, y: -2000))
        #expect(scrollView.isScrollAnimating && scrollView.isDecelerating)
        scrollView.stopScrollingAndZooming()
        let stopped = scrollView.contentOffset
        #expect(!scrollView.isScrollAnimating && !scrollView.isDecelerating)
        #expect(recorder.log.last == "didEndDecelerating")
        scene.simulator.settle()
        #expect(scrollView.contentOffset == stopped)

        // Pulled down past the top and let go: the bounce back ends at the top at once.
        let finger = scene.simulator.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), lift: false)
        scene.simulator.up(finger)
        #expect(scrollView.isScrollAnimating && scrollView.contentOffset.y < 0)
        scrollView.stopScrollingAndZooming()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 0))
    }

    @Test func aPagingScrollViewStopsOnAPage() {
        let scene = Scene()
        let pager = scene.flickedPager(contentHeight: 8000)
        #expect(pager.isScrollAnimating)
        pager.stopScrollingAndZooming()
        #expect(pager.contentOffset.y.truncatingRemainder(dividingBy: pager.bounds.height) == 0)
        #expect(!pager.isScrollAnimating)
    }

    @Test func anAnimatedZoomStopsAtTheScaleItReached() {
        let scene = Scene()
        let (scrollView, recorder) = makeZoomingScrollView(
            in: scene, content: CGSize(width: 400, height: 800), maximumZoomScale: 4)
        scrollView.setZoomScale(3, animated: true)
        #expect(scrollView.isZoomAnimating)
        scene.simulator.advance(by: 0.1)
        let reached = scrollView.zoomScale
        #expect(reached > 1 && reached < 3)
        scrollView.stopScrollingAndZooming()
        #expect(!scrollView.isZoomAnimating)
        #expect(recorder.log.suffix(2) == ["didEndZooming", "didEndScrollingAnimation"])
        scene.simulator.settle()
        #expect(scrollView.zoomScale == reached)
    }

    @Test func nothingAnimatingIsLeftAlone() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        recorder.log = []
        scrollView.stopScrollingAndZooming()
        #expect(!scrollView.isScrollAnimating && !scrollView.isZoomAnimating)
        #expect(recorder.log.isEmpty)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
    }
}
