import Testing
@testable import TouchKit

/// A view that logs `safeAreaInsetsDidChange` with the new insets.
@MainActor
final class SafeAreaWatchingView: UIView {
    var log: [UIEdgeInsets] = []
    override func safeAreaInsetsDidChange() { log.append(safeAreaInsets) }
}

/// A scroll view that logs `adjustedContentInsetDidChange` and, through its delegate, the delegate callback, in one
/// log.
@MainActor
final class InsetWatchingScrollView: UIScrollView, UIScrollViewDelegate {
    var log: [String] = []
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        log.append("didChange \(adjustedContentInset.top)")
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        log.append("delegate \(scrollView.adjustedContentInset.top)")
    }
}

/// An iPhone-like safe area: 47 pt status bar and notch, 34 pt home indicator.
private let phoneInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

/// Point 6 of issue 13: `safeAreaInsets` from the host's window, `contentInsetAdjustmentBehavior` and
/// `adjustedContentInset`.
@MainActor
@Suite struct SafeAreaTests {
    // MARK: Views

    @Test func aViewFillingTheWindowHasTheWindowsSafeArea() {
        let scene = Scene()
        scene.window.safeAreaInsets = phoneInsets
        let view = scene.plainView(scene.window.bounds)
        #expect(scene.window.safeAreaInsets == phoneInsets)
        #expect(view.safeAreaInsets == phoneInsets)
    }

    /// UIKit intersects the window's safe area with the view's frame: a bar from y = 20 to 120 is 27 pt under the top
    /// inset; a view in the middle is fully safe.
    @Test func aViewsSafeAreaIsTheOverlapOfItsFrameWithTheWindowsInsets() {
        let scene = Scene()
        scene.window.safeAreaInsets = phoneInsets
        let bar = UIView(frame: CGRect(x: 0, y: 20, width: 400, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 400, height: 100))
        let bottom = UIView(frame: CGRect(x: 0, y: 700, width: 400, height: 100))
        for view in [bar, middle, bottom] { scene.window.addSubview(view) }
        #expect(bar.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func aNestedViewMeasuresItsFrameInWindowCoordinates() {
        let scene = Scene()
        scene.window.safeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        let parent = UIView(frame: CGRect(x: 20, y: 0, width: 360, height: 800))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(child)
        scene.window.addSubview(parent)
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 0))
        #expect(parent.safeAreaInsets == UIEdgeInsets(top: 0, left: 24, bottom: 21, right: 24))
    }

    @Test func aViewInNoWindowHasNoSafeArea() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(view.safeAreaInsets == .zero)
    }

    @Test func negativeOrNonFiniteWindowInsetsAreIgnored() {
        let scene = Scene()
        scene.window.safeAreaInsets = UIEdgeInsets(top: -10, left: 0, bottom: 0, right: 0)
        scene.window.safeAreaInsets = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(scene.window.safeAreaInsets == .zero)
    }

    // MARK: safeAreaInsetsDidChange

    @Test func settingTheWindowsInsetsTellsTheViewsWhoseSafeAreaChanged() {
        let scene = Scene()
        let top = SafeAreaWatchingView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let middle = SafeAreaWatchingView(frame: CGRect(x: 0, y: 300, width: 400, height: 100))
        scene.window.addSubview(top)
        scene.window.addSubview(middle)
        scene.window.safeAreaInsets = phoneInsets
        scene.window.safeAreaInsets = phoneInsets
        #expect(top.log == [UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)])
        #expect(middle.log.isEmpty)
        scene.window.safeAreaInsets = .zero
        #expect(top.log.last == .zero)
    }

    @Test func enteringAndLeavingAWindowWithASafeAreaTellsTheView() {
        let scene = Scene()
        scene.window.safeAreaInsets = phoneInsets
        let view = SafeAreaWatchingView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        #expect(view.log == [phoneInsets])
        view.removeFromSuperview()
        #expect(view.log == [phoneInsets, .zero])
    }

    @Test func aResizedViewIsToldInTheLayoutPass() {
        let scene = Scene()
        scene.window.safeAreaInsets = phoneInsets
        let view = SafeAreaWatchingView(frame: CGRect(x: 0, y: 100, width: 400, height: 100))
        scene.window.addSubview(view)
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 50)
        #expect(view.log.isEmpty)
        scene.window.layoutIfNeeded()
        #expect(view.log == [UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)])
    }

    // MARK: Adjusted content inset

    @Test(arguments: [
        (UIScrollView.ContentInsetAdjustmentBehavior.automatic, CGSize(width: 400, height: 4000), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        (.scrollableAxes, CGSize(width: 400, height: 4000), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        (.scrollableAxes, CGSize(width: 4000, height: 400), UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20)),
        (.automatic, CGSize(width: 400, height: 400), .zero),
        (.never, CGSize(width: 4000, height: 4000), .zero),
        (.always, CGSize(width: 400, height: 400), UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 20)),
    ])
    func theAdjustedInsetAddsTheSafeAreaAsTheBehaviourSays(
        behavior: UIScrollView.ContentInsetAdjustmentBehavior, content: CGSize, expected: UIEdgeInsets
    ) {
        let scene = Scene()
        scene.window.safeAreaInsets = UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 20)
        let scrollView = UIScrollView(frame: scene.window.bounds)
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.contentSize = content
        scene.window.addSubview(scrollView)
        #expect(scrollView.adjustedContentInset == expected)
    }

    @Test func theContentInsetIsAddedToTheSafeArea() {
        let scene = Scene()
        scene.window.safeAreaInsets = phoneInsets
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 57, left: 5, bottom: 44, right: 5))
    }

    @Test func alwaysBounceVerticalMakesShortContentScrollableForTheAdjustment() {
        let scene = Scene()
        scene.window.safeAreaInsets = phoneInsets
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 400))
        #expect(scrollView.adjustedContentInset == .zero)
        scrollView.alwaysBounceVertical = true
        #expect(scrollView.adjustedContentInset == phoneInsets)
    }

    /// Shrinking the scroll view below its content makes the vertical axis scrollable, so the safe area joins in;
    /// after the layout pass the scroll view, now ending at y = 500, is clear of the bottom inset.
    @Test func resizingTheScrollViewCanChangeTheAdjustedInset() {
        let scene = Scene()
        scene.window.safeAreaInsets = phoneInsets
        let scrollView = InsetWatchingScrollView(frame: scene.window.bounds)
        scrollView.delegate = scrollView
        scrollView.contentSize = CGSize(width: 400, height: 600)
        scene.window.addSubview(scrollView)
        #expect(scrollView.adjustedContentInset == .zero)
        scrollView.frame.size.height = 500
        scene.window.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(scrollView.log.suffix(2) == ["didChange 47.0", "delegate 47.0"])
    }

    @Test func aChangeCallsTheOverrideThenTheDelegateOnce() {
        let scene = Scene()
        let scrollView = InsetWatchingScrollView(frame: scene.window.bounds)
        scrollView.delegate = scrollView
        scrollView.contentSize = CGSize(width: 400, height: 4000)
        scene.window.addSubview(scrollView)
        scene.window.safeAreaInsets = phoneInsets
        scrollView.contentInset.top = 10
        scrollView.contentInset.top = 10
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.log == ["didChange 47.0", "delegate 47.0", "didChange 57.0", "delegate 57.0", "didChange 10.0", "delegate 10.0"])
    }

    /// The adjusted inset shapes the range: a pull down springs back to −47 (under the status bar), the end of the
    /// content rests 34 pt above the bottom.
    @Test func theScrollableRangeUsesTheAdjustedInset() {
        let scene = Scene()
        scene.window.safeAreaInsets = phoneInsets
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 4000))
        scene.simulator.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400))
        scene.simulator.settle()
        #expect(scrollView.contentOffset.y == -47)
        scrollView.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
        scene.simulator.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 650), duration: 0.5)
        scene.simulator.settle()
        #expect(approximately(scrollView.contentOffset.y, 4000 + 34 - 800))
    }
}
