import Testing
import TouchKit
import TouchKitTesting

@MainActor
@Suite struct OnboardingPagerTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let pager = OnboardingPagerView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), pageCount: 4)

    init() {
        window.addSubview(pager)
    }

    @Test func swipingThePagesMovesThePageControl() {
        let simulator = TouchSimulator(window: window)
        _ = simulator.flick(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        simulator.settle()
        #expect(pager.scrollView.contentOffset.x == 390)
        #expect(pager.pageControl.currentPage == 1)
        #expect(pager.pageControlPagesShown.isEmpty)
    }

    @Test func tappingRightOfTheCurrentDotScrollsToTheNextPage() {
        let simulator = TouchSimulator(window: window)
        // The page control spans the width at y 804...830; its dots are centred on x 195.
        simulator.tap(at: CGPoint(x: 300, y: 817))
        simulator.settle()
        #expect(pager.pageControlPagesShown == [1])
        #expect(pager.scrollView.contentOffset.x == 390)
        #expect(pager.pageControl.currentPage == 1)
    }

    @Test func scrubbingTheDotsScrollsAlong() {
        let simulator = TouchSimulator(window: window)
        // Four dots 16 pt apart centred on x 195: x 171, 187, 203, 219.
        _ = simulator.drag(from: CGPoint(x: 171, y: 817), to: CGPoint(x: 219, y: 817))
        simulator.settle()
        // The code scrolls to each page as the dots report it, and its scrollViewDidScroll moves the dots back as the
        // animation passes the pages between: the dots may report a page again, as the same code does on iOS.
        #expect(Set(pager.pageControlPagesShown) == [1, 2, 3])
        #expect(pager.pageControlPagesShown.last == 3)
        #expect(pager.pageControl.currentPage == 3)
        #expect(pager.scrollView.contentOffset.x == 1170)
    }
}
