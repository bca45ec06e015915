import Testing
@testable import TouchKit
@testable import TouchKitScenarios
import TouchKitTesting

/// Superview, window and a recognizer's view are unowned back-pointers (for speed, see `UIView`'s storage): when
/// what they point at goes away they read nil, as UIKit's do, and never crash.
@MainActor
@Suite struct BackPointerLifetimeTests {
    @Test func subviewOfADeallocatedSuperviewHasNoSuperview() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        #expect(child.next == nil)
    }

    @Test func viewsOfADeallocatedWindowHaveNoWindow() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        child.addSubview(grandchild)
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(child)
            #expect(grandchild.window === window)
        }
        #expect(child.window == nil)
        #expect(grandchild.window == nil)
        #expect(grandchild.superview === child)
    }

    @Test func recognizerOfADeallocatedViewHasNoView() {
        let recognizer = UITapGestureRecognizer { _ in }
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
        }
        #expect(recognizer.view == nil)
        #expect(recognizer.location(in: nil) == .zero)
    }

    /// A view moved to another superview points at the new one, and still does once the old one is gone; it reads
    /// nil once the new one is gone too (the superview is not reference-counted: see `UIView.unretainedSuperview`).
    @Test func reparentedSubviewOutlivesBothSuperviews() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let second = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            do {
                let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                first.addSubview(child)
                second.addSubview(child)
                #expect(first.subviews.isEmpty)
            }
            #expect(child.superview === second)
            second.bringSubviewToFront(child)
            #expect(child.superview === second)
        }
        #expect(child.superview == nil)
        #expect(child.next == nil)
    }

    /// App code that moves a view elsewhere from its `willMove(toSuperview:)` wins over the move that called it;
    /// the view points at the superview it ended up in, and reads nil once that one is gone.
    @Test func viewMovedElsewhereFromWillMoveToSuperviewPointsAtWhereItWent() {
        let view = WillMoveRedirectingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let asked = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        do {
            let redirected = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.redirect = redirected
            asked.addSubview(view)
            #expect(view.superview === redirected)
            #expect(asked.subviews.isEmpty)
        }
        #expect(view.superview == nil)
        view.removeFromSuperview()
        #expect(view.superview == nil)
    }

    /// Subviews a `layoutSubviews` replaces read nil once out, and the new ones read nil once their superview is gone.
    @Test func subviewsReplacedDuringLayoutForgetTheirSuperview() {
        let old = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var fresh: UIView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let container = ReplacingView(frame: window.bounds)
            window.addSubview(container)
            container.addSubview(old)
            container.setNeedsLayout()
            window.layoutIfNeeded()
            fresh = container.subviews.first
            #expect(old.superview == nil)
            #expect(fresh?.superview === container)
        }
        #expect(fresh?.superview == nil)
        #expect(fresh?.window == nil)
    }

    /// A window dropped with a recognizer mid-attempt on one of its subviews: the recognizer's `reset()`, app code
    /// run by the window's teardown, finds the subview with no superview (not the window being torn down).
    @Test func recognizerResetByAWindowsTeardownSeesNoSuperview() {
        let recognizer = SuperviewReadingRecognizer()
        #expect(dropSceneMidDrag(with: recognizer).stateBeforeDrop == .changed)
        #expect(recognizer.superviewsSeenInReset == ["nil"])
    }

    /// A scroll view's pan, moved to another view and kept there, outlives its scroll view: it reads nil and its
    /// touches no longer scroll anything, without a crash.
    @Test func scrollViewPanOutlivingItsScrollViewForgetsIt() {
        let scene = Scene()
        let host = scene.plainView(scene.window.bounds)
        var pan: UIPanGestureRecognizer?
        do {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentSize = CGSize(width: 100, height: 1000)
            pan = scrollView.panGestureRecognizer
            host.addGestureRecognizer(scrollView.panGestureRecognizer)
        }
        #expect((pan as? ScrollViewPanGestureRecognizer)?.scrollView == nil)
        scene.simulator.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 50, y: 100), duration: 0.2)
        scene.simulator.settle()
        #expect(pan?.state == .possible)
    }

    /// A recognizer released while its timeout runs never has it fire.
    @Test func recognizerReleasedWithARunningTimeoutIsNeverCalledBack() {
        let scene = Scene()
        do {
            let view = scene.plainView(CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addGestureRecognizer(UILongPressGestureRecognizer())
            let finger = scene.simulator.down(at: CGPoint(x: 50, y: 50))
            view.removeFromSuperview()
            scene.simulator.up(finger)
        }
        #expect(!scene.window.clock.hasPendingWork)
        scene.simulator.advance(by: 1)
    }

    /// Timers and display links of a clock that went away never fire and report themselves invalid.
    @Test func timersOfAReleasedClockAreInvalid() {
        var timer: MediaTimer?
        var fired = false
        let link = CADisplayLink { _ in fired = true }
        do {
            let clock = MediaClock()
            timer = clock.scheduledTimer(withTimeInterval: 1) { _ in fired = true }
            link.add(to: clock)
            MediaClock.current = nil
        }
        #expect(timer?.isValid == false)
        timer?.invalidate()
        link.invalidate()
        #expect(!fired)
    }

    /// A recognizer in the middle of an attempt when the app drops its scene (window, view, simulator) keeps working
    /// on its own.
    @Test func recognizerMidAttemptOutlivesItsScene() {
        let pan = UIPanGestureRecognizer()
        #expect(dropSceneMidDrag(with: pan).stateBeforeDrop == .changed)
        pan.state = .ended
        pan.isEnabled = false
        pan.isEnabled = true
        #expect(pan.state == .possible || pan.state == .ended)
    }

    /// Found by the fuzzer's growing memory: the dispatcher's and the arena's scratch sets kept the last touches
    /// delivered, and a touch keeps its view, so a window touched where it has no subview kept itself alive.
    @Test(.tags(.fuzzer)) func aWindowTouchedOnItselfIsReleasedOnceItsTouchesEnded() {
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            weakWindow = window
            TouchSimulator(window: window).tap(at: CGPoint(x: 10, y: 10))
        }
        #expect(weakWindow == nil)
    }

    /// Every view and recognizer of a storm scene (scroll views, delegates, mutations from callbacks, timers) goes
    /// away with the scene once its fingers are up.
    @Test(arguments: 0..<100 as Range<UInt64>)
    func nothingOfAStormSceneOutlivesIt(seed: UInt64) {
        var views: [WeakReference<UIView>] = []
        var recognizers: [WeakReference<UIGestureRecognizer>] = []
        do {
            let scenario = TouchScenario(input: FuzzInput(seed: seed))
            _ = scenario.run()
            views = scenario.views.map { WeakReference(object: $0) }
            recognizers = scenario.recognizers.map { WeakReference(object: $0) }
        }
        #expect(views.allSatisfy { $0.object == nil }, "seed \(seed)")
        #expect(recognizers.allSatisfy { $0.object == nil }, "seed \(seed)")
    }
}

/// Moves itself to ``redirect`` (once) when asked to move to another superview.
private final class WillMoveRedirectingView: UIView {
    var redirect: UIView?

    override func willMove(toSuperview newSuperview: UIView?) {
        guard let redirect, newSuperview !== redirect else { return }
        self.redirect = nil
        redirect.addSubview(self)
    }
}

/// Replaces its subviews with one new view on every layout.
private final class ReplacingView: UIView {
    override func layoutSubviews() {
        for subview in subviews { subview.removeFromSuperview() }
        addSubview(UIView(frame: bounds))
    }
}

/// Records, in `reset()`, what its view's superview was ("nil" or its type).
private final class SuperviewReadingRecognizer: UIPanGestureRecognizer {
    var superviewsSeenInReset: [String] = []

    override func reset() {
        super.reset()
        superviewsSeenInReset.append(view?.superview.map { "\(type(of: $0))" } ?? "nil")
    }
}
