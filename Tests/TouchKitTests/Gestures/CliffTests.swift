import Testing
@testable import TouchKit

/// Issue 14, defect 6 ("cliffs"): work that grew faster than the scene. Nothing here is timed: each test counts the
/// engine's work, or uses a size at which the old algorithm would take minutes.
@MainActor
@Suite struct CliffTests {
    /// A tap on a view with `count` tap recognizers, each requiring the one before it to fail; the failure-requirement
    /// lookups the arena made, and which recognizers acted.
    private func tapThroughRequirementChain(of count: Int) -> (queries: Int, acted: [Int]) {
        let (scene, view) = Scene.withRecordingView()
        var acted: [Int] = []
        var previous: UITapGestureRecognizer?
        for index in 0..<count {
            let tap = UITapGestureRecognizer { _ in acted.append(index) }
            if let previous { tap.require(toFail: previous) }
            view.addGestureRecognizer(tap)
            previous = tap
        }
        let arena = scene.window.dispatcher.arena
        let before = arena.requirementQueries
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        scene.simulator.advance(by: 1)
        return (arena.requirementQueries - before, acted)
    }

    @Test func cliffs_requireToFailChainSettlesWithQuadraticNotCubicLookups() {
        let small = tapThroughRequirementChain(of: 150)
        let large = tapThroughRequirementChain(of: 300)
        // The first has no requirement: it recognizes, fails the second and prevents all the others (same view).
        #expect(large.acted == [0])
        #expect(small.acted == [0])
        // Each pair looked up a bounded number of times: doubling the chain at most quadruples the work (it grew
        // eightfold, 27 million lookups for 300, before).
        #expect(large.queries <= 4 * 300 * 300)
        #expect(Double(large.queries) <= 4.5 * Double(small.queries))
    }

    @Test func cliffs_removingFortyThousandSiblingsOneByOneFromEitherEnd() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = UIView(frame: window.bounds)
        window.addSubview(parent)
        // Quadratic removal (a full search of the subviews through a closure per removal) took minutes at this size.
        let views = (0..<40_000).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)) }
        for view in views { parent.addSubview(view) }
        for view in views[..<20_000] { view.removeFromSuperview() }
        for view in views[20_000...].reversed() { view.removeFromSuperview() }
        #expect(parent.subviews.isEmpty)
        #expect(views.allSatisfy { $0.superview == nil && $0.window == nil })
    }

    @Test func cliffs_removingASubviewFromTheMiddleKeepsTheOrder() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = (0..<7).map { _ in UIView() }
        for view in views { parent.addSubview(view) }
        views[3].removeFromSuperview()
        views[1].removeFromSuperview()
        views[5].removeFromSuperview()
        #expect(parent.subviews.map(ObjectIdentifier.init) == [0, 2, 4, 6].map { ObjectIdentifier(views[$0]) })
    }

    @Test func cliffs_behaviorsForFortyThousandItemsAreBuiltInLinearTime() {
        // A search of the behavior's items per added item took seconds at a quarter of this size.
        let items = (0..<40_000).map { UIView(frame: CGRect(x: CGFloat($0), y: 0, width: 10, height: 10)) }
        let gravity = UIGravityBehavior(items: items)
        let push = UIPushBehavior(items: items, mode: .continuous)
        let collision = UICollisionBehavior(items: items)
        let itemBehavior = UIDynamicItemBehavior(items: items)
        for item in items {
            gravity.addItem(item)
            itemBehavior.addLinearVelocity(CGPoint(x: 1, y: 0), for: item)
        }
        #expect(gravity.items.count == 40_000 && push.items.count == 40_000)
        #expect(collision.items.count == 40_000 && itemBehavior.items.count == 40_000)
        gravity.removeItem(items[20_000])
        gravity.removeItem(items[20_000])
        #expect(gravity.items.count == 39_999)
        #expect(!gravity.items.contains { $0 === items[20_000] })
        gravity.addItem(items[20_000])
        #expect(gravity.items.last === items[20_000])
    }

    @Test func cliffs_anObserverThatSendsSamplesReentrantlyIsCutOffWithADiagnostic() {
        let scene = Scene()
        scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let host = scene.simulator.host
        var diagnostics: [TouchDiagnostic] = []
        var traced = 0
        scene.window.addDiagnosticObserver { diagnostic in
            diagnostics.append(diagnostic)
            host.send(TouchSample(id: 99, phase: .moved, location: CGPoint(x: 1, y: 1), timestamp: 0))
        }
        scene.window.addTraceObserver { _ in
            traced += 1
            host.send(TouchSample(id: 1, phase: .moved, location: CGPoint(x: 2, y: 2), timestamp: 0))
        }
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        // Each sample the observers send is queued and sent after the event it came from, and makes them send
        // again: the host stops after its allowance for the turn.
        #expect(diagnostics.contains { $0.kind == .tooManyNestedSamples })
        #expect(scene.window.touchEvent.allTouches?.isEmpty ?? true)
        #expect(traced > 0)
    }
}
