import Testing
@testable import TouchKit
import TouchKitTesting

/// A paging scroll view's settle onto its page: UIKit's paging spring, which starts at the finger's velocity
/// (docs/UIKitFacts.md, "Scroll view"; ``PagingSettle`` gives the source). Pages of 400 pt, a 400 pt wide window.
@MainActor
struct PagingSettleTests {
    /// A horizontal paging scroll view of four 400 pt pages filling the window.
    private func pager() -> (Scene, UIScrollView, ScrollRecorder) {
        let scene = Scene()
        let (scrollView, recorder) = makePager(in: scene)
        return (scene, scrollView, recorder)
    }

    /// Runs frames until the scroll view stops decelerating: the seconds it took and the offset after each frame.
    private func framesUntilRest(_ scene: Scene, _ scrollView: UIScrollView) -> (seconds: TimeInterval, offsets: [CGFloat]) {
        let start = scene.window.clock.now
        var offsets: [CGFloat] = []
        while scrollView.isDecelerating, scene.window.clock.now - start < 5 {
            scene.simulator.advance(by: scene.simulator.frameDuration)
            offsets.append(scrollView.contentOffset.x)
        }
        return (scene.window.clock.now - start, offsets)
    }

    /// Drags 230 pt left slowly and rests before lifting: released at 220 (past half a page) with no velocity.
    private func slowRelease(_ scene: Scene) {
        let finger = scene.simulator.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 120, y: 400), duration: 0.6, lift: false)
        scene.simulator.advance(by: 0.2)
        scene.simulator.up(finger)
    }

    /// Flicks 230 pt left in 0.1 s: released at 220 at 2.3 pt/ms.
    private func flick(_ scene: Scene) {
        scene.simulator.flick(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -2300, y: 0), duration: 0.1)
    }

    /// From rest past half a page, the page is reached in about a third of a second (0.38 s by UIKit's spring at
    /// 60 Hz), not the 1.8 s a normal-rate deceleration toward the page takes.
    @Test func aReleaseAtRestSettlesInAboutAThirdOfASecond() {
        let (scene, scrollView, recorder) = pager()
        slowRelease(scene)
        #expect(recorder.releaseOffsets == [CGPoint(x: 220, y: 0)])
        #expect(recorder.targets == [CGPoint(x: 400, y: 0)])
        let (seconds, _) = framesUntilRest(scene, scrollView)
        #expect(seconds > 0.3 && seconds < 0.45)
        #expect(scrollView.contentOffset == CGPoint(x: 400, y: 0))
        #expect(recorder.count("didEndDecelerating") == 1)
    }

    /// The same release place and page, flicked: the settle carries the flick and arrives sooner (0.25 s).
    @Test func aFlickReachesThePageSoonerThanASlowReleaseFromTheSamePlace() {
        let (slowScene, slowView, _) = pager()
        slowRelease(slowScene)
        let slow = framesUntilRest(slowScene, slowView).seconds
        let (flickScene, flickView, recorder) = pager()
        flick(flickScene)
        #expect(recorder.releaseOffsets == [CGPoint(x: 220, y: 0)])
        #expect(recorder.targets == [CGPoint(x: 400, y: 0)])
        let flicked = framesUntilRest(flickScene, flickView).seconds
        #expect(flicked < slow - 0.1)
        #expect(flickView.contentOffset == CGPoint(x: 400, y: 0))
    }

    /// The first frame after a 2.3 pt/ms flick moves the content by about that speed times the frame (34 pt), not
    /// by the slow start of a deceleration aimed at the page (6 pt).
    @Test func theFirstFrameAfterAFlickKeepsTheFingersSpeed() {
        let (scene, scrollView, _) = pager()
        flick(scene)
        let (_, offsets) = framesUntilRest(scene, scrollView)
        #expect(offsets.first.map { $0 - 220 > 25 } == true)
    }

    /// Released at rest it approaches the page without ever passing it by a point or more (damping ratio ≈ 0.87).
    @Test func aSettleFromRestOvershootsByLessThanAPoint() {
        let (scene, scrollView, _) = pager()
        slowRelease(scene)
        let (_, offsets) = framesUntilRest(scene, scrollView)
        #expect(offsets.allSatisfy { $0 < 401 })
        #expect(offsets.last == 400)
    }

    /// A 5000 pt/s flick onto the last page would swing 22 pt past the content's end; UIKit snaps the settle onto
    /// the page as soon as a frame carries it out of the scrollable range (`_getPagingDecelerationOffset:` [re]).
    @Test func aFastFlickOntoTheLastPageNeverSwingsPastTheContentsEnd() {
        let (scene, scrollView, _) = pager()
        scrollView.contentOffset = CGPoint(x: 800, y: 0)
        // 230 pt left in 0.046 s: released at 1020 at 5 pt/ms, the last page (1200) its target.
        scene.simulator.flick(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -5000, y: 0), duration: 0.046)
        let (_, offsets) = framesUntilRest(scene, scrollView)
        #expect(offsets.allSatisfy { $0 <= 1200 })
        #expect(scrollView.contentOffset == CGPoint(x: 1200, y: 0))
    }

    /// The spring's constants follow the bounds' width as UIKit's `setFrame:` sets them, capped above 1024 pt.
    @Test(arguments: [(320.0, 0.000_300_000, 0.970_000), (390.0, 0.000_287_074, 0.970_696), (2000.0, 0.000_17, 0.977)])
    func pullAndFrictionFollowTheWidth(width: CGFloat, pull: CGFloat, friction: CGFloat) {
        #expect(approximately(PagingSettle.springPull(forWidth: width), pull, within: 1e-9))
        #expect(approximately(PagingSettle.friction(forWidth: width), friction, within: 1e-6))
    }

    /// A frame steps whole milliseconds: 16 steps for a 60 Hz frame, none for a frame under a millisecond.
    @Test func aFrameStepsWholeMilliseconds() {
        var sixteen = PagingSettle(offset: 0, velocity: 0, target: 400, width: 400)
        var manual = sixteen
        sixteen.step(by: 1.0 / 60)
        for _ in 0..<16 { manual.step(by: 0.001) }
        #expect(approximately(sixteen.offset, manual.offset, within: 1e-9))
        var tiny = PagingSettle(offset: 0, velocity: 1, target: 400, width: 400)
        tiny.step(by: 0.0005)
        #expect(tiny.offset == 0)
    }

    /// Values that are not finite end at once on a finite target, never on NaN.
    @Test func nonFiniteValuesRestOnTheTarget() {
        let settle = PagingSettle(offset: .nan, velocity: 1, target: 400, width: 400)
        #expect(settle.isFinished && settle.offset == 400)
        let noTarget = PagingSettle(offset: 100, velocity: .infinity, target: .nan, width: 400)
        #expect(noTarget.isFinished && noTarget.offset == 100)
    }
}
