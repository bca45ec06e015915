import Testing
@testable import TouchKit

@MainActor
@Suite struct HierarchyTests {
    @Test func subviewOrderAndInsertion() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        parent.insertSubview(d, aboveSubview: c)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [c, d, a, b].map { ObjectIdentifier($0) })
        parent.bringSubviewToFront(c)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [b, d, a, c].map { ObjectIdentifier($0) })
        parent.insertSubview(a, belowSubview: b)
        #expect(parent.subviews.first === a)
        a.removeFromSuperview()
        #expect(a.superview == nil && parent.subviews.count == 3)
    }

    @Test func addingAViewToItsDescendantIsIgnored() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.addSubview(parent)
        #expect(parent.superview == nil)
    }

    @Test func moveCallbacksComeInUIKitsOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let view = CallbackView()
        window.addSubview(view)
        #expect(view.calls == ["willMoveToWindow window", "willMoveToSuperview view", "didMoveToSuperview", "didMoveToWindow"])
        #expect(view.window === window)
        view.calls = []
        view.removeFromSuperview()
        #expect(view.calls == ["willMoveToWindow nil", "willMoveToSuperview nil", "didMoveToSuperview", "didMoveToWindow"])
        #expect(view.window == nil)
    }

    @Test func layoutRunsOnceWhenNeeded() {
        let view = CallbackView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        let first = view.layouts
        view.layoutIfNeeded()
        #expect(view.layouts == first)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == first + 1)
        view.bounds.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        #expect(view.layouts == first + 2)
    }

    @Test func pendingLayoutRunsBeforeTheNextEvent() {
        let scene = Scene()
        let view = CallbackView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.window.addSubview(view)
        view.setNeedsLayout()
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(view.layouts >= 1)
    }

    @Test func viewWithTagSearchesDepthFirst() {
        let root = UIView(), child = UIView(), grandchild = UIView()
        grandchild.tag = 7
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(root.viewWithTag(7) === grandchild)
        #expect(root.viewWithTag(8) == nil)
    }
}

@MainActor
@Suite struct ExchangeSubviewTests {
    @Test func exchangeSubviewSwapsTwoSubviewsAndTheHitTestOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: window.bounds), b = UIView(frame: window.bounds), c = UIView(frame: window.bounds)
        for view in [a, b, c] { window.addSubview(view) }
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === c)
        window.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(window.subviews.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === a)
        #expect(a.superview === window && c.window === window)
    }

    @Test func exchangeSubviewOutOfRangeChangesNothingAndSaysSo() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = DiagnosticLog(observing: window)
        let a = UIView(), b = UIView()
        window.addSubview(a)
        window.addSubview(b)
        window.exchangeSubview(at: 0, withSubviewAt: 2)
        window.exchangeSubview(at: -1, withSubviewAt: 1)
        #expect(window.subviews.map { ObjectIdentifier($0) } == [a, b].map { ObjectIdentifier($0) })
        #expect(log.kinds == [.invalidArgument, .invalidArgument])
    }
}
