import Testing
@testable import TouchKit

/// Issue 13, point 8: behaviours real UIKit code relies on that TouchKit got wrong.
@MainActor
@Suite struct BehavioursFoundWrongTests {
    // MARK: Animated zoom ends where the unanimated one does

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
