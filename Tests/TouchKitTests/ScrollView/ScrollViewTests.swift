import Testing
@testable import TouchKit
import TouchKitTesting

/// UIScrollView driven by simulated touches, against the numbers of docs/UIKitFacts.md, "Scroll view" computed by hand.
@MainActor
@Suite struct ScrollViewTests {
    // MARK: Flick and deceleration

    /// A flick at 1000 pt/s = 1 pt/ms (offset growing: the finger moves up).
    /// Finger: 100 pt in 0.1 s, 6 frames of 16.67 pt; the pan begins on the first (past 10 pt), its translation
    /// less the 10 pt hysteresis, so the release offset is 100 − 10 = 90. Every sample is 1 pt/ms, so the smoothed
    /// velocity is 1 pt/ms. Target = 90 − 1/ln(0.998) = 90 + 499.4996 = 589.4996 → 0.5 pt grid → 589.5.
    @Test func flickAt1000PointsPerSecondLandsOnTheProjectedTarget() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 10_000))
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1000), duration: 0.1)
        #expect(recorder.releaseOffsets == [CGPoint(x: 0, y: 90)])
        #expect(recorder.velocities.count == 1)
        #expect(approximately(recorder.velocities[0].y, 1, within: 1e-6))
        #expect(recorder.targets == [CGPoint(x: 0, y: 589.5)])
        #expect(recorder.targets[0].y - recorder.releaseOffsets[0].y == 499.5)
        #expect(scrollView.isDecelerating)
        scene.simulator.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 589.5))
        #expect(!scrollView.isDecelerating)
        #expect(!scrollView.isDragging)
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    /// The same flick with `.fast` (0.99): target = 90 − 1/ln(0.99) = 90 + 99.4992 = 189.4992 → 189.5.
    @Test func flickWithFastRateLandsOnTheProjectedTarget() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 10_000))
        scrollView.decelerationRate = .fast
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1000), duration: 0.1)
        #expect(recorder.releaseOffsets == [CGPoint(x: 0, y: 90)])
        #expect(recorder.targets == [CGPoint(x: 0, y: 189.5)])
        #expect(recorder.targets[0].y - recorder.releaseOffsets[0].y == 99.5)
        scene.simulator.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 189.5))
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    /// A rate other than the two snaps to the nearer one: below 0.994 fast, else normal.
    @Test func decelerationRateSnapsToNormalOrFast() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.993)
        #expect(scrollView.decelerationRate == .fast)
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.997)
        #expect(scrollView.decelerationRate == .normal)
    }

    // MARK: Delegate order

    @Test func flickDelegateOrder() {
        let scene = Scene()
        let (_, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 10_000))
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1000), duration: 0.1)
        scene.simulator.settle()
        #expect(recorder.collapsed == ScrollRecorder.dragThenCoast)
        // Several frames of coasting, each a didScroll.
        let afterLift = recorder.log.drop(while: { $0 != "willBeginDecelerating" })
        #expect(afterLift.filter { $0 == "didScroll" }.count > 10)
    }

    /// A lift at 0.1 pt/ms (< 0.25) does not coast: didEndDragging(false) and nothing after.
    /// Finger 50 pt in 0.5 s; release offset 50 − 10 = 40, and it stays there.
    @Test func slowReleaseDoesNotDecelerate() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 10_000))
        scene.simulator.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 650), duration: 0.5)
        #expect(recorder.collapsed == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(recorder.targets == [CGPoint(x: 0, y: 40)])
        let count = recorder.log.count
        scene.simulator.settle()
        scene.simulator.advance(by: 1)
        #expect(recorder.log.count == count)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
        #expect(!scrollView.isDecelerating)
    }

    // MARK: Rubber band and bounce

    /// Dragging 210 pt down from the top of an 800 pt tall scroll view: the pan's translation is 210 − 10 = 200 pt
    /// past the edge, shown as b = (1 − 1/(200·0.55/800 + 1))·800 = (1 − 1/1.1375)·800 = 96.703 pt of overscroll
    /// (offset −96.703, −96.5 on the 0.5 pt grid). On release it springs back to 0.
    @Test func overscrollRubberBandsAndBouncesBack() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        let finger = scene.simulator.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 310), duration: 0.3, lift: false)
        let expected: CGFloat = -(1 - 1 / (200 * 0.55 / 800 + 1)) * 800   // −96.703
        #expect(abs(scrollView.contentOffset.y - expected) <= 0.25)
        #expect(scrollView.contentOffset.y == -96.5)
        #expect(scrollView.isDragging)
        scene.simulator.up(finger)
        #expect(recorder.targets == [CGPoint(x: 0, y: 0)])
        scene.simulator.settle()
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrollView.isDecelerating)
        #expect(recorder.collapsed == ScrollRecorder.dragThenCoast)
    }

    /// The spring is critically damped with ω = 10/s: from 96.5 pt at rest it is within 0.5 pt after
    /// (1 + ωt)e^(−ωt)·96.5 ≤ 0.5, i.e. t ≈ 0.73 s; well before 2 s it has ended, and it never crosses the edge.
    @Test func bounceBackNeverOvershootsTheEdge() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        let finger = scene.simulator.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 310), duration: 0.3, lift: false)
        scene.simulator.advance(by: 0.2)   // hold still: no velocity left... apart from what was measured
        scene.simulator.up(finger)
        var offsets: [CGFloat] = []
        for _ in 0..<120 {
            scene.simulator.advance(by: scene.simulator.frameDuration)
            offsets.append(scrollView.contentOffset.y)
        }
        #expect(offsets.allSatisfy { $0 <= 0 })
        #expect(scrollView.contentOffset.y == 0)
        #expect(!scrollView.isDecelerating)
    }

    @Test func withoutBouncesTheDragStopsAtTheEdge() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        scrollView.bounces = false
        let finger = scene.simulator.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 310), duration: 0.3, lift: false)
        #expect(scrollView.contentOffset == .zero)
        scene.simulator.up(finger)
        scene.simulator.settle()
        #expect(scrollView.contentOffset == .zero)
    }

    // MARK: Paging

    /// Paging by 400 pt; finger moving left at 290 pt/s for 0.3 s: 87 pt, release offset 87 − 10 = 77 (page 0.19).
    /// 0.29 pt/ms is not > 0.3, so the nearest page, 0, is the target, and it settles back there.
    @Test func pagingBelowThresholdGoesToNearestPage() {
        let scene = Scene()
        let (scrollView, recorder) = makePager(in: scene)
        scene.simulator.flick(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -290, y: 0), duration: 0.3)
        #expect(recorder.releaseOffsets == [CGPoint(x: 77, y: 0)])
        #expect(approximately(recorder.velocities[0].x, 0.29, within: 1e-6))
        #expect(recorder.targets == [CGPoint(x: 0, y: 0)])
        scene.simulator.settle()
        #expect(scrollView.contentOffset == .zero)
        #expect(recorder.collapsed == ScrollRecorder.dragThenCoast)
    }

    /// At 310 pt/s (0.31 pt/ms > 0.3) the next page, 400, is the target: release offset 93 − 10 = 83.
    @Test func pagingAboveThresholdGoesToNextPage() {
        let scene = Scene()
        let (scrollView, recorder) = makePager(in: scene)
        scene.simulator.flick(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -310, y: 0), duration: 0.3)
        #expect(recorder.releaseOffsets == [CGPoint(x: 83, y: 0)])
        #expect(recorder.targets == [CGPoint(x: 400, y: 0)])
        scene.simulator.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 400, y: 0))
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    // MARK: Programmatic scrolling

    @Test func animatedSetContentOffsetTakesPointThreeSeconds() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(recorder.log.isEmpty)
        scene.simulator.advance(by: 0.29)
        #expect(recorder.count("didEndScrollingAnimation") == 0)
        #expect(recorder.count("didScroll") >= 10)
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 300)
        scene.simulator.advance(by: 0.02)   // 0.31 s: the frame at 0.3 s ended it
        #expect(recorder.collapsed == ["didScroll", "didEndScrollingAnimation"])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(recorder.calls { scene.simulator.settle() }.isEmpty)
    }

    @Test func nonAnimatedSetContentOffsetCallsDidScrollOnlyWhenItChanges() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        scrollView.setContentOffset(.zero, animated: false)
        scrollView.contentOffset = .zero
        #expect(recorder.log.isEmpty)
        // 10.3 rounds to 10.5 on the 2× grid.
        scrollView.setContentOffset(CGPoint(x: 0, y: 10.3), animated: false)
        #expect(recorder.log == ["didScroll"])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10.5))
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 10.5))
        scrollView.setContentOffset(CGPoint(x: 0, y: 10.4), animated: false)   // also 10.5
        #expect(recorder.log == ["didScroll"])
        // Animated to where it is: nothing.
        scrollView.setContentOffset(CGPoint(x: 0, y: 10.5), animated: true)
        scene.simulator.settle()
        #expect(recorder.log == ["didScroll"])
    }

    // MARK: Touching a moving scroll view

    /// A finger on a coasting scroll view stops it where it is, and the content never sees that touch.
    @Test func touchingADeceleratingScrollViewStopsItAndContentMissesTheTouch() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 10_000))
        let content = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 10_000), in: scrollView)
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1000), duration: 0.1)
        content.log.removeAll()
        scene.simulator.advance(by: 0.1)
        #expect(scrollView.isDecelerating)
        let finger = scene.simulator.down(at: CGPoint(x: 200, y: 400))
        #expect(!scrollView.isDecelerating)
        let stoppedAt = scrollView.contentOffset
        #expect(stoppedAt.y > 90 && stoppedAt.y < 589.5)
        scene.simulator.advance(by: 0.5)
        #expect(scrollView.contentOffset == stoppedAt)
        scene.simulator.up(finger)
        scene.simulator.settle()
        #expect(content.log.isEmpty)
        #expect(scrollView.contentOffset == stoppedAt)
    }

    // MARK: The pan elsewhere

    /// The 2014 talk: the pan moved onto the superview still scrolls the scroll view, from touches outside it.
    @Test func panMovedToTheSuperviewStillScrolls() {
        let scene = Scene()
        let container = scene.plainView(scene.window.bounds)
        let (scrollView, recorder) = makeScrollView(
            in: scene, frame: CGRect(x: 0, y: 200, width: 400, height: 300),
            content: CGSize(width: 400, height: 2000), parent: container)
        container.addGestureRecognizer(scrollView.panGestureRecognizer)
        #expect(scrollView.panGestureRecognizer.view === container)
        // Below the scroll view: 110 pt up, translation 100.
        scene.simulator.drag(from: CGPoint(x: 200, y: 750), to: CGPoint(x: 200, y: 640), duration: 1.1, lift: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(recorder.log.first == "willBeginDragging")
    }

    // MARK: Zoom

    private func zoomScene() -> (Scene, UIScrollView, ScrollRecorder) {
        let scene = Scene()
        let (scrollView, recorder) = makeZoomingScrollView(in: scene, content: CGSize(width: 400, height: 400), maximumZoomScale: 2)
        return (scene, scrollView, recorder)
    }

    /// Fingers 100 → 150 pt apart: the pinch reads 150 / (100 + 8) = 1.3889, within the limits, so zoomScale follows;
    /// the content size follows too (400 × 1.3889).
    @Test func pinchZoomScaleFollowsTheFingers() {
        let (scene, scrollView, recorder) = zoomScene()
        #expect(scrollView.pinchGestureRecognizer != nil)
        scene.simulator.pinch(center: CGPoint(x: 200, y: 200), from: 100, to: 150, lift: false)
        let expected: CGFloat = 150 / 108
        #expect(approximately(scrollView.zoomScale, expected, within: 1e-6))
        #expect(approximately(scrollView.contentSize.width, 400 * expected, within: 1e-6))
        #expect(scrollView.isZooming)
        #expect(recorder.collapsed.first == "willBeginZooming")
    }

    /// Fingers 100 → 400 pt apart: s = 400/108 = 3.7037, past max 2, shown as 2·(2 − 2/3.7037) = 2.92; on the lift it
    /// springs back to 2 and only then `scrollViewDidEndZooming`.
    @Test func pinchPastMaximumRubberBandsAndBouncesBack() {
        let (scene, scrollView, recorder) = zoomScene()
        let fingers = scene.simulator.pinch(center: CGPoint(x: 200, y: 200), from: 100, to: 400, lift: false)
        let s: CGFloat = 400 / 108
        #expect(approximately(scrollView.zoomScale, 2 * (2 - 2 / s), within: 1e-6))
        scene.simulator.perform { frame in
            frame.up(fingers.0)
            frame.up(fingers.1)
        }
        #expect(recorder.count("didEndZooming") == 0)
        scene.simulator.settle()
        #expect(scrollView.zoomScale == 2)
        // Zoom callbacks in order (the offset follows the anchor, so didScroll comes in between).
        #expect(recorder.collapsedWithoutDidScroll == ["willBeginZooming", "didZoom", "didEndZooming"])
        #expect(!scrollView.isZooming && !scrollView.isZoomBouncing)
    }

    @Test func noPinchWithoutAViewForZooming() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 400))
        scrollView.maximumZoomScale = 2
        #expect(scrollView.pinchGestureRecognizer == nil)
        scene.simulator.pinch(center: CGPoint(x: 200, y: 200), from: 100, to: 200)
        #expect(scrollView.zoomScale == 1)
    }

    /// Animated zoom 1 → 2: duration min(|ln 1 − ln 2|·0.3 + 0.1, 0.4) = min(0.693·0.3 + 0.1, 0.4) = 0.308 s.
    /// Not over at 0.30 s, over by the frame at 0.3167 s.
    @Test func animatedSetZoomScaleTakesUIKitsZoomDuration() {
        let (scene, scrollView, recorder) = zoomScene()
        scrollView.setZoomScale(2, animated: true)
        scene.simulator.advance(by: 0.30)
        #expect(recorder.count("didEndZooming") == 0)
        #expect(scrollView.zoomScale > 1 && scrollView.zoomScale < 2)
        scene.simulator.advance(by: 0.02)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentSize == CGSize(width: 800, height: 800))
        #expect(recorder.collapsedWithoutDidScroll == ["willBeginZooming", "didZoom", "didEndZooming", "didEndScrollingAnimation"])
    }

    @Test func zoomScaleIsClampedToTheLimitsWhenSet() {
        let (scene, scrollView, recorder) = zoomScene()
        _ = (scene, recorder)   // the delegate is weak: keep it alive
        scrollView.zoomScale = 5
        #expect(scrollView.zoomScale == 2)
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 1)
        scrollView.zoomScale = CGFloat.nan
        #expect(scrollView.zoomScale == 1)
    }

    // MARK: Range, insets, lock

    /// A downward flick from 0 with a 100 pt top inset: target 0 − 499.5 clamped to −100, where it rests.
    @Test func contentInsetExtendsTheScrollableRange() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        scrollView.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
        scene.simulator.flick(from: CGPoint(x: 200, y: 100), velocity: CGPoint(x: 0, y: 300), duration: 0.1)
        // 30 pt down: release offset −(30 − 10) = −20, inside the range; target −20 − 0.3·499.5 = −169.85 → −100.
        #expect(recorder.releaseOffsets == [CGPoint(x: 0, y: -20)])
        #expect(recorder.targets == [CGPoint(x: 0, y: -100)])
        scene.simulator.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -100))
    }

    /// Directional lock: a drag mostly vertical (20 pt across, 110 pt up) on 2-D content scrolls vertically only.
    @Test func directionalLockKeepsAMostlyVerticalDragVertical() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 2000, height: 2000))
        scrollView.isDirectionalLockEnabled = true
        scene.simulator.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 180, y: 590), duration: 1.1, lift: false)
        #expect(scrollView.contentOffset.x == 0)
        #expect(scrollView.contentOffset.y > 90)
    }

    /// Two fingers moving together scroll by their centroid: both 110 pt up → 100 pt.
    @Test func twoMovingFingersScrollByTheirCentroid() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        let fingers = scene.simulator.downTogether(CGPoint(x: 100, y: 700), CGPoint(x: 300, y: 700))
        for step in 1...11 {
            scene.simulator.advance(by: 1.0 / 60)
            scene.simulator.moveTogether(
                fingers, to: CGPoint(x: 100, y: 700 - CGFloat(step) * 10), CGPoint(x: 300, y: 700 - CGFloat(step) * 10)
            )
        }
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(scrollView.isDragging && scrollView.isTracking)
    }

    /// scrollRectToVisible scrolls the least: a rect at y 1000…1100 in an 800 pt view → offset 1100 − 800 = 300.
    @Test func scrollRectToVisibleScrollsTheLeast() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 100, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 400, width: 100, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))   // already visible
        #expect(recorder.log == ["didScroll"])
    }

    /// A finger that catches a bouncing scroll view while it is still past the edge and lifts without dragging:
    /// the content must not stay overscrolled; it springs back to the edge.
    @Test func catchingABounceAndLiftingStillReturnsToTheEdge() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        let finger = scene.simulator.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 310), duration: 0.3, lift: false)
        scene.simulator.up(finger)
        scene.simulator.advance(by: 0.05)
        #expect(scrollView.contentOffset.y < 0)
        let catcher = scene.simulator.down(at: CGPoint(x: 200, y: 400))
        scene.simulator.advance(by: 0.1)
        #expect(scrollView.contentOffset.y < 0)
        scene.simulator.up(catcher)
        scene.simulator.settle()
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrollView.isDecelerating)
        #expect(recorder.log.last == "didEndDecelerating")
    }

    /// Paging: a slow drag released exactly on a page (410 pt at 0.1 pt/ms → offset 400) does not decelerate.
    @Test func pagingReleaseOnAPageDoesNotDecelerate() {
        let scene = Scene()
        let (scrollView, recorder) = makePager(in: scene)
        scene.simulator.drag(from: CGPoint(x: 390, y: 400), to: CGPoint(x: 390 - 410, y: 400), duration: 4.1)
        #expect(recorder.targets == [CGPoint(x: 400, y: 0)])
        #expect(recorder.collapsed.suffix(2) == ["willEndDragging", "didEndDragging(false)"])
        scene.simulator.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 400, y: 0))
        #expect(!recorder.log.contains("willBeginDecelerating"))
    }

    /// A finger that catches a paging scroll view between pages and lifts without dragging: it settles on the
    /// nearest page instead of staying between pages.
    @Test func catchingAPagingScrollViewAndLiftingSettlesOnAPage() {
        let scene = Scene()
        let (scrollView, recorder) = makePager(in: scene)
        scene.simulator.flick(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -310, y: 0), duration: 0.3)
        scene.simulator.advance(by: 0.1)
        let caughtAt = scrollView.contentOffset.x
        #expect(caughtAt > 83 && caughtAt < 400)
        let catcher = scene.simulator.down(at: CGPoint(x: 200, y: 400))
        scene.simulator.advance(by: 0.05)
        #expect(scrollView.contentOffset.x == caughtAt)
        scene.simulator.up(catcher)
        scene.simulator.settle()
        #expect(scrollView.contentOffset == CGPoint(x: caughtAt < 200 ? 0 : 400, y: 0))
        #expect(recorder.log.last == "didEndDecelerating")
    }

    /// `setContentOffset(_:animated: false)` mid-deceleration stops it: the offset stays where it was set and the
    /// scroll view no longer reports decelerating.
    @Test func setContentOffsetStopsADeceleration() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 10_000))
        scene.simulator.flick(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -1000), duration: 0.1)
        scene.simulator.advance(by: 0.1)
        #expect(scrollView.isDecelerating)
        scrollView.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
        #expect(!scrollView.isDecelerating)
        let count = recorder.log.count
        scene.simulator.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 20))
        #expect(recorder.log.count == count)
    }
}

extension ScrollViewTests {
    @Test(.tags(.factSheet)) func scrollViewDefaults() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.contentSize == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.bounces)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(!scrollView.isPagingEnabled)
        #expect(scrollView.isScrollEnabled)
        #expect(!scrollView.isDirectionalLockEnabled)
        #expect(scrollView.delaysContentTouches)
        #expect(scrollView.canCancelContentTouches)
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        #expect(scrollView.bouncesZoom)
        #expect(scrollView.scrollsToTop)
        #expect(scrollView.decelerationRate.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test(.tags(.factSheet)) func setContentOffsetRoundsToThePixelGridAndCallsDidScrollOnlyOnChange() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 5000))
        scrollView.setContentOffset(CGPoint(x: 0, y: 100.3), animated: false)
        #expect(scrollView.contentOffset.y == 100.5)
        #expect(recorder.count("didScroll") == 1)
        scrollView.setContentOffset(CGPoint(x: 0, y: 100.4), animated: false)
        #expect(recorder.count("didScroll") == 1)
    }

    @Test(.tags(.factSheet)) func animatedSetContentOffsetLasts03SecondsAndEndsWithDidEndScrollingAnimation() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 5000))
        scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        scene.simulator.advance(by: 0.28)
        #expect(scrollView.contentOffset.y < 500)
        #expect(!recorder.log.contains("didEndScrollingAnimation"))
        scene.simulator.advance(by: 0.04)
        #expect(scrollView.contentOffset.y == 500)
        #expect(recorder.log.last == "didEndScrollingAnimation")
    }

    @Test(.tags(.factSheet)) func scrollViewDragOffsetIsStartMinusTranslation() {
        let (scene, scrollView, recorder, _) = contentScene()
        scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        recorder.log.removeAll()
        let f = scene.simulator.down(at: CGPoint(x: 200, y: 600))
        scene.simulator.move(f, to: CGPoint(x: 200, y: 500), duration: 0.1)
        #expect(recorder.log.first == "willBeginDragging")
        let t = scrollView.panGestureRecognizer.translation(in: scrollView)
        #expect(approximately(scrollView.contentOffset.y, 1000 - t.y, within: 0.5))
        scene.simulator.move(f, to: CGPoint(x: 200, y: 500), duration: 0.3)   // hold still
        scene.simulator.up(f)
        scene.simulator.settle()
    }

    @Test(.tags(.factSheet)) func scrollViewRestingTouchesDoNotBlockAMovingFinger() {
        let (scene, scrollView, _, _) = contentScene()
        scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        let resting = scene.simulator.down(at: CGPoint(x: 100, y: 600))
        let moving = scene.simulator.down(at: CGPoint(x: 300, y: 600))
        scene.simulator.move(moving, to: CGPoint(x: 300, y: 500), duration: 0.1)
        // Had the resting finger counted, the centroid would have moved only 50 pt.
        #expect(scrollView.contentOffset.y >= 1000 + 85)
        scene.simulator.up(moving)
        scene.simulator.up(resting)
        scene.simulator.settle()
    }
}
