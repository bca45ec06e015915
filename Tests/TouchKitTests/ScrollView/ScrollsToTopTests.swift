import Testing
@testable import TouchKit

/// Point 6 of issue 13: the status-bar tap (`scrollsToTop`) and `keyboardDismissMode`.
@MainActor
@Suite struct ScrollsToTopTests {
    /// Two window-wide scroll views of 4000 pt of content, one above the other, both scrolled to 500.
    private func twoScrollViewsScrolledTo500(in scene: Scene) -> (UIScrollView, UIScrollView, ScrollRecorder) {
        let size = CGSize(width: 400, height: 4000)
        let (first, recorder) = makeScrollView(in: scene, frame: CGRect(x: 0, y: 0, width: 400, height: 400), content: size)
        let (second, _) = makeScrollView(in: scene, frame: CGRect(x: 0, y: 400, width: 400, height: 400), content: size)
        first.contentOffset = CGPoint(x: 0, y: 500)
        second.contentOffset = CGPoint(x: 0, y: 500)
        return (first, second, recorder)
    }

    /// Taps the status bar and lets any scroll to the top finish; returns whether a scroll view took the tap.
    @discardableResult
    private func tapTheStatusBarAndSettle(_ scene: Scene) -> Bool {
        let taken = scene.window.sendStatusBarTap()
        scene.simulator.settle()
        return taken
    }

    @Test func aStatusBarTapAnimatesTheOnlyScrollsToTopViewToItsTop() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        recorder.log.removeAll()
        #expect(scene.window.sendStatusBarTap())
        scene.simulator.advance(by: 0.15)
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 1000)
        scene.simulator.settle()
        #expect(scrollView.contentOffset == .zero)
        #expect(recorder.collapsed == ["shouldScrollToTop", "didScroll", "didScrollToTop"])
    }

    @Test func theTopIsBelowTheAdjustedInsetAndTheHorizontalOffsetStays() {
        let scene = Scene()
        scene.window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 800, height: 4000))
        scrollView.contentOffset = CGPoint(x: 120, y: 1000)
        tapTheStatusBarAndSettle(scene)
        #expect(scrollView.contentOffset == CGPoint(x: 120, y: -47))
    }

    @Test func twoScrollsToTopViewsMakeTheTapDoNothing() {
        let scene = Scene()
        let (first, second, firstRecorder) = twoScrollViewsScrolledTo500(in: scene)
        #expect(!tapTheStatusBarAndSettle(scene))
        #expect(first.contentOffset.y == 500 && second.contentOffset.y == 500)
        #expect(!firstRecorder.log.contains("shouldScrollToTop"))
    }

    @Test func turningScrollsToTopOffOnTheOthersPicksTheOne() {
        let scene = Scene()
        let (first, second, _) = twoScrollViewsScrolledTo500(in: scene)
        first.scrollsToTop = false
        tapTheStatusBarAndSettle(scene)
        #expect(first.contentOffset.y == 500 && second.contentOffset.y == 0)
    }

    @Test func aHiddenScrollViewDoesNotCount() {
        let scene = Scene()
        let (first, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        let container = scene.plainView(scene.window.bounds)
        let (hidden, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000), parent: container)
        container.isHidden = true
        first.contentOffset = CGPoint(x: 0, y: 500)
        hidden.contentOffset = CGPoint(x: 0, y: 500)
        tapTheStatusBarAndSettle(scene)
        #expect(first.contentOffset.y == 0 && hidden.contentOffset.y == 500)
    }

    @Test func theDelegateCanRefuse() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        recorder.allowsScrollToTop = false
        #expect(!tapTheStatusBarAndSettle(scene))
        #expect(scrollView.contentOffset.y == 1000)
        #expect(!recorder.log.contains("didScrollToTop"))
    }

    /// A touch that catches the scroll to the top stops it where it is; the animation never arrives, so there is no
    /// `scrollViewDidScrollToTop`.
    @Test func aDragDuringTheScrollToTopStopsItWithoutTheCallback() {
        let scene = Scene()
        let (scrollView, recorder) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        scene.window.sendStatusBarTap()
        scene.simulator.advance(by: 0.1)
        scene.simulator.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), duration: 0.3)
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y > 0)
        #expect(!recorder.log.contains("didScrollToTop"))
    }

    // MARK: Keyboard dismiss mode

    @Test(arguments: [
        (UIScrollView.KeyboardDismissMode.none, 0), (.onDrag, 1), (.onDragWithAccessory, 1), (.interactive, 0),
        (.interactiveWithAccessory, 0),
    ])
    func aDragAsksTheHostToDismissTheKeyboardOnlyInTheOnDragModes(mode: UIScrollView.KeyboardDismissMode, calls: Int) {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scrollView.keyboardDismissMode = mode
        var dismissals: [UIView] = []
        scene.window.keyboardDismissHandler = { dismissals.append($0) }
        scene.simulator.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300))
        #expect(dismissals.count == calls)
        #expect(dismissals.allSatisfy { $0 === scrollView })
    }
}
