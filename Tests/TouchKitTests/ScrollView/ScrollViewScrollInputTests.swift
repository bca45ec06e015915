import Testing
@testable import TouchKit
import TouchKitTesting

/// A scroll view scrolled by a mouse wheel and a trackpad (`UIScrollView+ScrollInput.swift`).
@MainActor
@Suite struct ScrollViewScrollInputTests {
    private let point = CGPoint(x: 200, y: 400)

    @Test func aScrollViewsPanAllowsEveryScrollType() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 5000))
        #expect(scrollView.panGestureRecognizer.allowedScrollTypesMask == .all)
        #expect(scrollView.transfersVerticalScrollingToParent && scrollView.transfersHorizontalScrollingToParent)
    }

    @Test func eachWheelStepScrollsTenPointsPerLineAtOnce() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 5000))
        scene.simulator.wheel(at: point, lines: CGPoint(x: 0, y: -3))
        #expect(scrollView.contentOffset.y == 30)
        scene.simulator.wheel(at: point, lines: CGPoint(x: 0, y: -1))
        #expect(scrollView.contentOffset.y == 40)
    }

    @Test func aWheelScrollIsADragThatEndsWithoutDeceleration() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 5000))
        scene.simulator.wheel(at: point, lines: CGPoint(x: 0, y: -2), steps: 3)
        #expect(scrollView.isDragging)
        scene.simulator.advance(by: 0.2)
        #expect(!scrollView.isDragging && !scrollView.isDecelerating)
        #expect(recorder.collapsedWithoutDidScroll == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(scrollView.contentOffset.y == 60)
    }

    @Test func aWheelStopsAtTheEdgesWithoutRubberBanding() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 1000))
        scene.simulator.wheel(at: point, lines: CGPoint(x: 0, y: 5))
        #expect(scrollView.contentOffset.y == 0)
        scene.simulator.advance(by: 0.2)
        scene.simulator.wheel(at: point, lines: CGPoint(x: 0, y: -50), steps: 2)
        #expect(scrollView.contentOffset.y == 200)
    }

    @Test func aTrackpadScrollFollowsTheFingersAndCoastsAfterTheyLift() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 20000))
        scene.simulator.trackpadScroll(at: point, by: CGPoint(x: 0, y: -300), duration: 0.2, lift: false)
        #expect(abs(scrollView.contentOffset.y - 300) <= 1)
        scene.simulator.trackpadLift(at: point)
        #expect(scrollView.isDecelerating)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y > 1000)   // 1.5 pt/ms projects about 750 pt past the lift
        #expect(recorder.collapsedWithoutDidScroll == [
            "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
        ])
    }

    @Test func fingersTouchingTheTrackpadStopTheCoasting() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 20000))
        scene.simulator.trackpadScroll(at: point, by: CGPoint(x: 0, y: -300), duration: 0.2)
        scene.simulator.advance(by: 0.1)
        #expect(scrollView.isDecelerating)
        scene.simulator.trackpadTouch(at: point)
        #expect(!scrollView.isDecelerating)
        let stopped = scrollView.contentOffset
        scene.simulator.advance(by: 0.5)
        #expect(scrollView.contentOffset == stopped)
        scene.simulator.trackpadLift(at: point)
        scene.simulator.settle()
        #expect(scrollView.contentOffset == stopped)
        #expect(recorder.count("didEndDecelerating") <= 1)
    }

    @Test func aTrackpadScrollPastTheTopRubberBandsAndSpringsBackAfterTheLift() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 5000))
        scene.simulator.trackpadScroll(at: point, by: CGPoint(x: 0, y: 200), duration: 0.2, lift: false)
        // Rubber-banded: less than the 200 pt the fingers moved (docs/UIKitFacts.md, "Scroll view").
        #expect(scrollView.contentOffset.y < 0 && scrollView.contentOffset.y > -200)
        scene.simulator.trackpadLift(at: point)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aTrackpadScrollEndsInTheScrollViewItBeganInWhereverThePointerLifts() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, frame: CGRect(x: 0, y: 0, width: 400, height: 400),
                                             content: CGSize(width: 400, height: 5000))
        scene.simulator.trackpadScroll(at: point.applying(.init(translationX: 0, y: -200)), by: CGPoint(x: 0, y: -100),
                                       duration: 0.1, lift: false)
        #expect(scrollView.isDragging)
        scene.simulator.trackpadLift(at: CGPoint(x: -50, y: 600))
        #expect(!scrollView.isDragging)
        #expect(scrollView.panGestureRecognizer.state == .possible)
    }

    /// An outer scroll view (3000 pt tall, at y = 500) holding `inner`, a scroll view at `frame` with `content`.
    private func enclosing(_ frame: CGRect, content: CGSize) -> (Scene, outer: UIScrollView, inner: UIScrollView) {
        let scene = Scene()
        let (outer, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 3000))
        outer.contentOffset = CGPoint(x: 0, y: 500)
        let inner = UIScrollView(frame: frame)
        inner.contentSize = content
        outer.addSubview(inner)
        return (scene, outer, inner)
    }

    private func nested(transfers: Bool) -> (Scene, outer: UIScrollView, inner: UIScrollView) {
        let nested = enclosing(CGRect(x: 0, y: 600, width: 400, height: 300), content: CGSize(width: 400, height: 1000))
        nested.inner.transfersVerticalScrollingToParent = transfers
        return nested
    }

    @Test func aScrollTowardAnEdgeTheInnerScrollViewHasReachedGoesToTheEnclosingOne() {
        let (scene, outer, inner) = nested(transfers: true)
        scene.simulator.trackpadScroll(at: CGPoint(x: 200, y: 200), by: CGPoint(x: 0, y: 100), duration: 0.1, lift: false)
        #expect(inner.contentOffset.y == 0)
        #expect(outer.contentOffset.y < 500)
    }

    @Test func withoutTheTransferTheInnerScrollViewRubberBandsAndTheOuterStays() {
        let (scene, outer, inner) = nested(transfers: false)
        scene.simulator.trackpadScroll(at: CGPoint(x: 200, y: 200), by: CGPoint(x: 0, y: 100), duration: 0.1, lift: false)
        #expect(inner.contentOffset.y < 0)
        #expect(outer.contentOffset.y == 500)
    }

    @Test func awayFromItsEdgeTheInnerScrollViewScrollsAndTheOuterStays() {
        let (scene, outer, inner) = nested(transfers: true)
        scene.simulator.trackpadScroll(at: CGPoint(x: 200, y: 200), by: CGPoint(x: 0, y: -100), duration: 0.1, lift: false)
        #expect(abs(inner.contentOffset.y - 100) <= 1)
        #expect(outer.contentOffset.y == 500)
    }

    /// A vertical list (the outer scroll view, at y = 500) whose row is a scroll view that scrolls sideways only.
    private func listWithSidewaysRow(transfers: Bool = true) -> (Scene, list: UIScrollView, row: UIScrollView) {
        let (scene, list, row) = enclosing(CGRect(x: 0, y: 600, width: 400, height: 100), content: CGSize(width: 800, height: 100))
        row.transfersHorizontalScrollingToParent = transfers
        return (scene, list, row)
    }

    @Test func aVerticalWheelOverASidewaysOnlyRowScrollsTheList() {
        let (scene, list, row) = listWithSidewaysRow()
        scene.simulator.wheel(at: CGPoint(x: 200, y: 150), lines: CGPoint(x: 0, y: -3), steps: 2)
        #expect(list.contentOffset.y == 560)
        #expect(row.contentOffset == .zero)
    }

    @Test func aVerticalTrackpadScrollOverASidewaysOnlyRowScrollsTheList() {
        let (scene, list, row) = listWithSidewaysRow()
        scene.simulator.trackpadScroll(at: CGPoint(x: 200, y: 150), by: CGPoint(x: 0, y: -100), duration: 0.1, lift: false)
        #expect(abs(list.contentOffset.y - 600) <= 1)
        #expect(row.contentOffset == .zero)
    }

    /// An outer pager that scrolls sideways, holding a sideways scroll view already at its right edge.
    private func pagerWithSidewaysChildAtItsEnd(transfers: Bool) -> (Scene, pager: UIScrollView, child: UIScrollView) {
        let scene = Scene()
        let (pager, _) = makeScrollView(in: scene, content: CGSize(width: 1200, height: 800))
        let child = UIScrollView(frame: CGRect(x: 0, y: 200, width: 400, height: 200))
        child.contentSize = CGSize(width: 800, height: 200)
        child.contentOffset = CGPoint(x: 400, y: 0)
        child.transfersHorizontalScrollingToParent = transfers
        pager.addSubview(child)
        return (scene, pager, child)
    }

    @Test func atTheChildsHorizontalEdgeASidewaysTrackpadScrollGoesOnInTheParent() {
        let (scene, pager, child) = pagerWithSidewaysChildAtItsEnd(transfers: true)
        scene.simulator.trackpadScroll(at: CGPoint(x: 200, y: 300), by: CGPoint(x: -100, y: 0), duration: 0.1, lift: false)
        #expect(child.contentOffset.x == 400)
        #expect(abs(pager.contentOffset.x - 100) <= 1)
    }

    @Test func withoutTheHorizontalTransferTheChildRubberBandsAndTheParentStays() {
        let (scene, pager, child) = pagerWithSidewaysChildAtItsEnd(transfers: false)
        scene.simulator.trackpadScroll(at: CGPoint(x: 200, y: 300), by: CGPoint(x: -100, y: 0), duration: 0.1, lift: false)
        #expect(child.contentOffset.x > 400)
        #expect(pager.contentOffset.x == 0)
    }

    @Test func aTrackpadPinchZoomsAZoomingScrollViewAroundThePointer() {
        let scene = Scene()
        let (scrollView, recorder) = makeZoomingScrollView(in: scene, content: CGSize(width: 400, height: 800), maximumZoomScale: 4)
        let pointer = CGPoint(x: 100, y: 200)
        scene.simulator.trackpadPinch(at: pointer, scale: 2, duration: 0.2)
        scene.simulator.settle()
        #expect(abs(scrollView.zoomScale - 2) < 0.01)
        // The content point under the pointer stays under it: (100, 200) × 2 − the offset = (100, 200).
        #expect(abs(scrollView.contentOffset.x - 100) <= 1 && abs(scrollView.contentOffset.y - 200) <= 1)
        #expect(recorder.collapsedWithoutDidScroll.first == "willBeginZooming")
        #expect(recorder.collapsedWithoutDidScroll.last == "didEndZooming")
    }
}
