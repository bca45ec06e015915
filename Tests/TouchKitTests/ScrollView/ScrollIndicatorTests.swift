import Testing
@testable import TouchKit
@testable import TouchKitPictures

/// The indicators the snapshot of `scrollView` draws now.
@MainActor
private func indicators(of scrollView: UIScrollView) -> [SceneSnapshot.ScrollIndicator] {
    SceneSnapshot(of: scrollView).root.scrollIndicators
}

/// Point 6 of issue 13: scroll indicators shown while scrolling, drawn in snapshots, with UIKit's geometry.
/// Numbers: a 400 × 800 scroll view over 4000 pt of content; the track runs from 2.5 to 797.5 (795 pt, the 2.5 pt
/// margin at each end), the indicator is 795 × 800/4000 = 159 pt long, 2.5 pt thick, 2.5 pt from the right edge.
@MainActor
@Suite struct ScrollIndicatorTests {
    @Test func aScrollViewAtRestShowsNoIndicators() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        #expect(indicators(of: scrollView).isEmpty)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(indicators(of: scrollView).isEmpty)
    }

    @Test func theVerticalIndicatorShowsWhileDraggingWhereTheOffsetIs() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scene.simulator.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), lift: false)
        let shown = indicators(of: scrollView)
        #expect(shown.count == 1)
        let indicator = try! #require(shown.first)
        #expect(indicator.isVertical && indicator.alpha == 1)
        let offset = scrollView.contentOffset.y
        // In bounds coordinates: the track starts at the offset (the top of what is visible).
        let expected = CGRect(x: 395, y: offset + 2.5 + offset / 3200 * (795 - 159), width: 2.5, height: 159)
        #expect(approximately(indicator.frame.origin, expected.origin) && approximately(indicator.frame.height, 159))
    }

    @Test func theIndicatorsStayAShortTimeAfterAnAnimationThenFade() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scrollView.setContentOffset(CGPoint(x: 0, y: 1600), animated: true)
        scene.simulator.advance(by: 0.15)
        #expect(indicators(of: scrollView).first?.alpha == 1)
        scene.simulator.advance(by: 0.15 + 0.3)
        #expect(indicators(of: scrollView).first?.alpha == 1)
        scene.simulator.advance(by: 0.2)
        let fading = indicators(of: scrollView).first?.alpha ?? 0
        #expect(fading > 0 && fading < 1)
        scene.simulator.advance(by: 0.5)
        #expect(indicators(of: scrollView).isEmpty)
    }

    @Test func flashingShowsTheIndicatorsForASecondThenFadesThem() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scrollView.flashScrollIndicators()
        #expect(indicators(of: scrollView).first?.alpha == 1)
        scene.simulator.advance(by: 1)
        #expect(indicators(of: scrollView).first?.alpha == 1)
        scene.simulator.advance(by: 0.165)
        #expect(approximately(indicators(of: scrollView).first?.alpha ?? 0, 0.5, within: 0.01))
        scene.simulator.advance(by: 0.2)
        #expect(indicators(of: scrollView).isEmpty)
    }

    @Test func aHiddenIndicatorDoesNotFlash() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 4000, height: 4000))
        scrollView.showsVerticalScrollIndicator = false
        scrollView.flashScrollIndicators()
        let shown = indicators(of: scrollView)
        #expect(shown.count == 1)
        #expect(shown.first?.isVertical == false)
        // Horizontal: along the bottom, 2.5 pt above it, 395 × 400/4000 = 39.5 pt long.
        #expect(shown.first?.frame == CGRect(x: 2.5, y: 795, width: 39.5, height: 2.5))
    }

    @Test func contentThatDoesNotScrollHasNoIndicator() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 400))
        scrollView.flashScrollIndicators()
        #expect(indicators(of: scrollView).isEmpty)
    }

    /// 795 × 800/100 000 = 6.4 pt is below the 37 pt minimum.
    @Test func veryLongContentGivesTheMinimumLength() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 100_000))
        scrollView.flashScrollIndicators()
        #expect(indicators(of: scrollView).first?.frame.height == 37)
    }

    /// Pulled past the top, the indicator stays at the top of its track and shrinks by the overscroll.
    @Test func theIndicatorShrinksWhileRubberBanding() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scene.simulator.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 200), lift: false)
        let overscroll = -scrollView.contentOffset.y
        #expect(overscroll > 0)
        let indicator = try! #require(indicators(of: scrollView).first)
        #expect(approximately(indicator.frame.height, 159 - overscroll))
        #expect(approximately(indicator.frame.minY, -overscroll + 2.5))
        // Far past the edge it keeps 8 pt.
        scene.simulator.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 790), lift: false)
        #expect(indicators(of: scrollView).first?.frame.height == 8)
    }

    @Test func theIndicatorInsetsMoveTheTrack() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 5)
        scrollView.flashScrollIndicators()
        // Track 12.5...777.5 (765 pt); length 765 × 0.2 = 153.
        #expect(indicators(of: scrollView).first?.frame == CGRect(x: 390, y: 12.5, width: 2.5, height: 153))
    }

    @Test func theDeprecatedInsetsSetBothIndicators() {
        let scrollView = UIScrollView(frame: .zero)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scrollView.scrollIndicatorInsets = insets
        #expect(scrollView.verticalScrollIndicatorInsets == insets)
        #expect(scrollView.horizontalScrollIndicatorInsets == insets)
    }

    /// With a 47/34 pt safe area: track 49.5...763.5 (714 pt), the viewport 800 − 81 = 719 of 4000 pt.
    @Test func theSafeAreaPartOfTheAdjustedInsetMovesTheTrack() {
        let scene = Scene()
        scene.window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scrollView.contentOffset = CGPoint(x: 0, y: -47)
        scrollView.flashScrollIndicators()
        let frame = try! #require(indicators(of: scrollView).first?.frame)
        #expect(approximately(frame.minY, -47 + 49.5))
        #expect(approximately(frame.height, 714 * 719 / 4000))
        scrollView.automaticallyAdjustsScrollIndicatorInsets = false
        #expect(approximately(indicators(of: scrollView).first?.frame.minY ?? 0, -47 + 2.5))
    }

    @Test(arguments: [
        (UIScrollView.IndicatorStyle.default, UIColor(white: 0, alpha: 0.35)), (.black, UIColor(white: 0, alpha: 0.5)),
        (.white, UIColor(white: 1, alpha: 0.5)),
    ])
    func theIndicatorStyleGivesTheColour(style: UIScrollView.IndicatorStyle, color: UIColor) {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scrollView.indicatorStyle = style
        scrollView.flashScrollIndicators()
        #expect(indicators(of: scrollView).first?.color == color)
    }

    @Test func theSVGDrawsTheIndicatorWhileScrollingOnly() {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        #expect(!SVGSnapshot().render(scene.window).contains("scroll-indicator"))
        scene.simulator.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), lift: false)
        let svg = SVGSnapshot().render(scene.window)
        #expect(svg.contains("class=\"scroll-indicator\""))
        #expect(svg.contains("data-axis=\"vertical\""))
        _ = scrollView
    }
}
