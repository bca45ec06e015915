import Testing
@testable import TouchKit
import TouchKitTesting

/// Zooming: what a scroll view needs to zoom, the rubber band past either end of the zoom scale, and how long an
/// animated zoom takes. docs/UIKitFacts.md, "Scroll view".
@MainActor
@Suite struct ScrollViewZoomingTests {
    @Test(.tags(.factSheet)) func scrollViewZoomNeedsViewForZoomingAndMaxAboveMin() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 800))
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 3
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        scrollView.addSubview(content)
        recorder.zoomView = content
        #expect(scrollView.pinchGestureRecognizer != nil)
        recorder.zoomView = nil
        #expect(scrollView.pinchGestureRecognizer == nil)
    }

    /// A pinch from `from` to `to` points apart on a scroll view zooming between 1 and 2: the gesture's scale and the
    /// zoom scale just before the fingers lift, and the zoom scale once it settled.
    private func pinchPastAnEnd(
        from: CGFloat, to: CGFloat
    ) -> (recorder: ScrollRecorder, gestureScale: CGFloat, zoomBeforeLift: CGFloat, settledZoom: CGFloat) {
        let scene = Scene()
        let (scrollView, recorder) = makeZoomingScrollView(
            in: scene, content: CGSize(width: 400, height: 800), maximumZoomScale: 2
        )
        let (a, b) = scene.simulator.pinch(center: CGPoint(x: 200, y: 400), from: from, to: to, lift: false)
        let gestureScale = scrollView.pinchGestureRecognizer!.scale
        let zoomBeforeLift = scrollView.zoomScale
        scene.simulator.upTogether([a, b])
        scene.simulator.settle()
        return (recorder, gestureScale, zoomBeforeLift, scrollView.zoomScale)
    }

    @Test(.tags(.factSheet)) func scrollViewZoomRubberBandsPastTheMaximum() {
        let (recorder, s, zoomBeforeLift, settledZoom) = pinchPastAnEnd(from: 100, to: 400)
        #expect(s > 2)
        #expect(abs(zoomBeforeLift - 2 * (2 - 2 / s)) < 0.01)
        #expect(settledZoom == 2)
        #expect(recorder.collapsed.first == "willBeginZooming")
        #expect(recorder.log.last == "didEndZooming")
        #expect(recorder.log.dropFirst().dropLast().allSatisfy { $0 == "didZoom" || $0 == "didScroll" })
    }

    @Test(.tags(.factSheet)) func scrollViewZoomRubberBandsBelowTheMinimum() {
        let (_, s, zoomBeforeLift, settledZoom) = pinchPastAnEnd(from: 300, to: 100)
        #expect(s < 1)
        #expect(abs(zoomBeforeLift - 1 / (2 - s / 1)) < 0.01)
        #expect(settledZoom == 1)
    }

    @Test(.tags(.factSheet)) func scrollViewZoomAnimationDuration() {
        let scene = Scene()
        let (scrollView, recorder) = makeZoomingScrollView(
            in: scene, content: CGSize(width: 400, height: 800), maximumZoomScale: 4
        )
        defer { withExtendedLifetime(recorder) {} }   // the scroll view holds its delegate weakly
        scrollView.setZoomScale(2, animated: true)
        let duration = min(abs(log(2.0)) * 0.3 + 0.1, 0.4)   // 0.308 s
        scene.simulator.advance(by: duration - 0.02)
        #expect(scrollView.zoomScale < 2)
        scene.simulator.advance(by: 0.04)
        #expect(scrollView.zoomScale == 2)
        scrollView.setZoomScale(1, animated: false)
        scrollView.setZoomScale(4, animated: true)            // ln 4 · 0.3 + 0.1 = 0.516 → 0.4 s
        scene.simulator.advance(by: 0.38)
        #expect(scrollView.zoomScale < 4)
        scene.simulator.advance(by: 0.04)
        #expect(scrollView.zoomScale == 4)
    }
}

/// An animated zoom ends where the unanimated one does.
extension ScrollViewZoomingTests {
    /// A scroll view filling a 400 × 800 window, zooming a 400 × 800 view between 1 and 4.
    private func zoomableScrollView() -> (Scene, UIScrollView, ScrollRecorder) {
        let scene = Scene()
        let (scrollView, recorder) = makeZoomingScrollView(in: scene, content: CGSize(width: 400, height: 800), maximumZoomScale: 4)
        return (scene, scrollView, recorder)
    }

    /// Where `zoom(to:animated:)` leaves the scroll view, animated (run to the end) or not.
    private func zoomResult(to rect: CGRect, animated: Bool, from scale: CGFloat = 1) -> (CGFloat, CGPoint) {
        let (scene, scrollView, recorder) = zoomableScrollView()
        scrollView.zoomScale = scale
        scrollView.zoom(to: rect, animated: animated)
        scene.simulator.settle()
        _ = recorder
        return (scrollView.zoomScale, scrollView.contentOffset)
    }

    /// Rect (50, 100, 200 × 400) fills the bounds at scale 2; its center (150, 300) goes to the bounds center
    /// (200, 400): offset (2·150 − 200, 2·300 − 400) = (100, 200). The animation must end there too.
    @Test func animatedZoomToRectEndsWhereTheUnanimatedOneDoes() {
        let rect = CGRect(x: 50, y: 100, width: 200, height: 400)
        let unanimated = zoomResult(to: rect, animated: false)
        #expect(unanimated.0 == 2)
        #expect(unanimated.1 == CGPoint(x: 100, y: 200))
        let animated = zoomResult(to: rect, animated: true)
        #expect(animated.0 == unanimated.0)
        #expect(animated.1 == unanimated.1)
    }

    /// A rect in the bottom-right corner asks for scale 8, limited to 4; centering it would scroll past the content
    /// (1300, 2600), so the offset is clamped to the end of the range (1200, 2400) — animated or not, and the
    /// animation never leaves the range on the way.
    @Test func animatedZoomToACornerEndsClampedAsTheUnanimatedOne() {
        let rect = CGRect(x: 350, y: 700, width: 50, height: 100)
        let unanimated = zoomResult(to: rect, animated: false)
        #expect(unanimated.0 == 4)
        #expect(unanimated.1 == CGPoint(x: 1200, y: 2400))
        let (scene, scrollView, recorder) = zoomableScrollView()
        var leftTheRange = false
        recorder.onDidScroll = { scrollView in
            let maximum = scrollView.maximumOffset
            let offset = scrollView.contentOffset
            if offset.x < -0.5 || offset.y < -0.5 || offset.x > maximum.x + 0.5 || offset.y > maximum.y + 0.5 {
                leftTheRange = true
            }
        }
        scrollView.zoom(to: rect, animated: true)
        scene.simulator.settle()
        #expect(scrollView.zoomScale == unanimated.0)
        #expect(scrollView.contentOffset == unanimated.1)
        #expect(!leftTheRange)
    }

    /// Zooming out animated from 4 (scrolled to the middle) to the whole view ends at scale 1, offset 0.
    @Test func animatedZoomOutEndsWhereTheUnanimatedOneDoes() {
        let rect = CGRect(x: 0, y: 0, width: 400, height: 800)
        let unanimated = zoomResult(to: rect, animated: false, from: 4)
        let animated = zoomResult(to: rect, animated: true, from: 4)
        #expect(unanimated.0 == 1)
        #expect(animated.0 == unanimated.0)
        #expect(animated.1 == unanimated.1)
    }
}
