import Testing
@testable import TouchKit
@testable import TouchKitScenes
import TouchKitTesting

/// The talks' demos of `touchkit demo`, asserted as the talks describe what the user sees. Each test builds the demo's
/// own scene (`DrawerDemo.Scene`, `LockScreenDemo.Scene`), so the demo and the test cannot drift apart.
@MainActor
@Suite struct DrawerDemoTests {
    @Test func dragOverTheTransparentOverlayOpensTheDrawer() {
        let scene = DrawerDemo.Scene()
        #expect(scene.overlay.contentOffset.y == DrawerDemo.drawerHeight)
        // The overlay returns nil for itself, so the finger lands on the canvas; the overlay's pan, moved onto the
        // main view, still sees it.
        #expect(scene.window.hitTest(CGPoint(x: 60, y: 150), with: nil) === scene.canvas)
        scene.simulator.drag(from: CGPoint(x: 60, y: 150), to: CGPoint(x: 60, y: 490), duration: 0.5)
        scene.simulator.settle()
        #expect(scene.overlay.contentOffset.y == 0)
    }

    @Test func tapOnTheCanvasFallsThroughTheOverlay() {
        let scene = DrawerDemo.Scene()
        let dot = scene.addDot("dot", center: CGPoint(x: 200, y: 450))
        scene.simulator.tap(at: dot.center)
        scene.simulator.settle()
        #expect(dot.highlightCount == 1)
        #expect(!dot.isHighlighted)
    }

    @Test func dotIsDraggedWithoutScrollingWhileAnotherFingerScrollsTheDrawer() {
        let scene = DrawerDemo.Scene()
        let simulator = scene.simulator
        scene.overlay.contentOffset = .zero  // drawer open
        let dot = scene.addDot("dot", center: CGPoint(x: 100, y: 600))
        let dotFinger = simulator.down(at: dot.center)
        simulator.advance(by: 0.6)
        simulator.move(dotFinger, to: CGPoint(x: 160, y: 560), duration: 0.2)
        // The dot follows its finger and the drawer does not scroll with it.
        #expect(dot.superview === scene.mainView)
        #expect(dot.center == CGPoint(x: 160, y: 560))
        #expect(scene.overlay.contentOffset.y == 0)

        let scrollFinger = simulator.down(at: CGPoint(x: 200, y: 250))
        for step in 1...12 {
            simulator.advance(by: simulator.frameDuration)
            let progress = CGFloat(step) / 12
            simulator.moveTogether(
                [scrollFinger, dotFinger],
                to: CGPoint(x: 200, y: 250 - 150 * progress), CGPoint(x: 160 + 40 * progress, y: 560 + 20 * progress)
            )
        }
        // The second finger scrolls the drawer (by its movement less the pan's hysteresis) while the dot keeps
        // following the first finger.
        #expect(scene.overlay.contentOffset.y > 100)
        #expect(dot.center == CGPoint(x: 200, y: 580))
        simulator.perform { $0.up(dotFinger) }
        simulator.up(scrollFinger)
        simulator.settle()
        #expect(dot.superview === scene.canvas)
        #expect(!dot.isHighlighted)
    }

    @Test func fastPanAcrossADotUnderTheTouchDelayNeverHighlightsIt() {
        let scene = DrawerDemo.Scene()
        let dot = scene.addDot("dot", center: CGPoint(x: 200, y: 450))
        scene.simulator.drag(from: dot.center, to: CGPoint(x: 200, y: 330), duration: 0.1)
        scene.simulator.settle()
        #expect(dot.highlightCount == 0)
    }

    @Test func withoutTheTouchDelayTheSamePanFlashesTheHighlight() {
        let scene = DrawerDemo.Scene(touchDelay: false)
        let dot = scene.addDot("dot", center: CGPoint(x: 200, y: 450))
        scene.simulator.drag(from: dot.center, to: CGPoint(x: 200, y: 330), duration: 0.1)
        scene.simulator.settle()
        #expect(dot.highlightCount == 1)
        #expect(!dot.isHighlighted)
    }

    @Test func heldTouchUnderTheTouchDelayHighlightsAfterPointOneFiveSeconds() {
        let scene = DrawerDemo.Scene()
        let dot = scene.addDot("dot", center: CGPoint(x: 200, y: 450))
        let finger = scene.simulator.down(at: dot.center)
        scene.simulator.advance(by: 0.14)
        #expect(dot.highlightCount == 0)
        scene.simulator.advance(by: 0.02)
        #expect(dot.highlightCount == 1)
        scene.simulator.up(finger)
        #expect(!dot.isHighlighted)
    }

    @Test func smallDotsHitAreaGrowsToTheTalksRuleOf22Points() {
        let scene = DrawerDemo.Scene()
        let small = scene.addDot("small", center: CGPoint(x: 300, y: 700), diameter: 10)
        // 5 pt radius; grown by 22 − 5 = 17 pt on each side.
        #expect(scene.window.hitTest(CGPoint(x: 300 + 5 + 16, y: 700), with: nil) === small)
        #expect(scene.window.hitTest(CGPoint(x: 300 + 5 + 18, y: 700), with: nil) === scene.canvas)
        scene.simulator.tap(at: CGPoint(x: 300 + 5 + 12, y: 700))
        #expect(small.highlightCount == 1)
    }
}

@MainActor
@Suite struct LockScreenDemoTests {
    /// Drags `cell` left by `distance` in 60 Hz steps over `duration`, lifts, and returns each frame's
    /// (inner offset, pager offset) after the lift until everything is at rest.
    private func pull(
        _ scene: LockScreenDemo.Scene, cell: LockScreenDemo.ScrollingCell, by distance: CGFloat,
        duration: TimeInterval, whileDragging: (() -> Void)? = nil
    ) -> [(inner: CGFloat, pager: CGFloat)] {
        let simulator = scene.simulator
        let start = CGPoint(x: 300, y: cell.frame.midY)
        let finger = simulator.down(at: start)
        let steps = max(1, Int((duration / simulator.frameDuration).rounded()))
        for step in 1...steps {
            simulator.advance(by: duration / Double(steps))
            let x = start.x - distance * CGFloat(step) / CGFloat(steps)
            simulator.move(finger, to: CGPoint(x: x, y: start.y))
            whileDragging?()
        }
        simulator.up(finger)
        var frames: [(CGFloat, CGFloat)] = []
        while simulator.clock.hasPendingWork && frames.count < 600 {
            simulator.advance(by: simulator.frameDuration)
            frames.append((cell.scrollView.contentOffset.x, scene.pager.contentOffset.x))
        }
        return frames
    }

    @Test func shortDragScrollsOnlyTheCellAndPagesBack() {
        let scene = LockScreenDemo.Scene()
        let cell = scene.cells[2]
        let frames = pull(scene, cell: cell, by: 40, duration: 0.4)
        #expect(frames.allSatisfy { $0.pager == 0 })
        #expect(cell.scrollView.contentOffset.x == 0)
        #expect(scene.pager.contentOffset.x == 0)
        #expect(scene.pager.isScrollEnabled)
    }

    @Test func pastTheThresholdTheCellPullsThePagerAndItsContentStaysUnderTheFinger() {
        let scene = LockScreenDemo.Scene()
        let cell = scene.cells[2]
        let inner = cell.scrollView
        var pinnedChecks = 0
        _ = pull(scene, cell: cell, by: 160, duration: 0.8) {
            guard cell.isPulling else { return }
            // The pager follows the cell's offset past the threshold...
            #expect(scene.pager.contentOffset.x == max(0, inner.contentOffset.x - LockScreenDemo.pullThreshold))
            #expect(!scene.pager.isScrollEnabled)
            // ...and the transform pins the cell: its content moved on screen exactly as the inner offset says.
            let contentEdge = inner.convert(CGPoint.zero, to: nil).x
            #expect(contentEdge == -inner.contentOffset.x)
            pinnedChecks += 1
        }
        #expect(pinnedChecks > 0)
    }

    @Test func slowReleaseBringsCellAndPagerToRestTogetherWithTheRatioFix() {
        let scene = LockScreenDemo.Scene()
        let frames = pull(scene, cell: scene.cells[2], by: 160, duration: 0.8)
        // While decelerating back, the pager stays in proportion to the cell: it reaches 0 no earlier than the cell.
        let pagerAtRest = frames.firstIndex { $0.pager == 0 }
        let innerAtRest = frames.firstIndex { $0.inner == 0 }
        #expect(pagerAtRest != nil && innerAtRest != nil)
        if let pagerAtRest, let innerAtRest { #expect(pagerAtRest >= innerAtRest - 1) }
        #expect(scene.pager.contentOffset.x == 0)
        #expect(scene.pager.isScrollEnabled)
    }

    @Test func withoutTheRatioFixThePagerSlamsIntoPlaceBeforeTheCellStops() {
        let scene = LockScreenDemo.Scene()
        for cell in scene.cells { cell.usesDecelerationRatio = false }
        let frames = pull(scene, cell: scene.cells[2], by: 160, duration: 0.8)
        let pagerAtRest = frames.firstIndex { $0.pager == 0 }
        let innerAtRest = frames.firstIndex { $0.inner == 0 }
        #expect(pagerAtRest != nil && innerAtRest != nil)
        if let pagerAtRest, let innerAtRest { #expect(pagerAtRest < innerAtRest - 5) }
    }

    @Test func flickPullsThePagerOntoThePageBoundary() {
        let scene = LockScreenDemo.Scene()
        _ = pull(scene, cell: scene.cells[2], by: 120, duration: 0.1)
        #expect(scene.pager.contentOffset.x == scene.pager.bounds.width)
        #expect(scene.pager.isScrollEnabled)
        #expect(scene.cells[2].scrollView.transform == .identity)
    }

    @Test func verticalDragOnACellScrollsTheListNotTheCells() {
        let scene = LockScreenDemo.Scene()
        let cell = scene.cells[2]
        scene.simulator.drag(from: CGPoint(x: 200, y: cell.frame.midY + 200), to: CGPoint(x: 200, y: cell.frame.midY), duration: 0.5)
        #expect(scene.list.contentOffset.y > 150)
        #expect(cell.scrollView.contentOffset.x == 0)
        #expect(scene.pager.contentOffset.x == 0)
    }
}

/// Every demo of `touchkit demo` under the invariant checker, as debug builds of the CLI run them; at rest too,
/// once its windows' clocks have run ten more seconds.
@MainActor
@Suite struct DemoInvariantTests {
    @Test(arguments: DemoCatalog.all.map(\.name))
    func demoKeepsEveryInvariant(name: String) throws {
        let demo = try #require(DemoCatalog.all.first { $0.name == name })
        let output = DemoOutput()
        var checkers: [TouchInvariantChecker] = []
        output.windowAttached = { window, _ in checkers.append(TouchInvariantChecker(window: window)) }
        demo.run(output)
        #expect(!checkers.isEmpty)
        for checker in checkers {
            checker.window.clock.advance(by: 10)
            #expect(checker.checkAtRest() == [])
        }
    }
}

/// The playground drops a scene with ``DemoOutput/release()`` on every reload: whatever a demo builds (windows, views,
/// recognizers and their action closures) must be freed then, or each reload leaks a scene.
@MainActor
@Suite struct DemoDeallocationTests {
    @Test(arguments: DemoCatalog.all.map(\.name))
    func demoSceneIsFreedOnceItsOutputLetsGo(name: String) throws {
        let demo = try #require(DemoCatalog.all.first { $0.name == name })
        var objects: [WeakReference<AnyObject>] = []
        do {
            let output = DemoOutput()
            demo.run(output)
            func collect(_ view: UIView) {
                objects.append(WeakReference(object: view))
                objects += (view.gestureRecognizers ?? []).map { WeakReference(object: $0) }
                view.subviews.forEach(collect)
            }
            output.windows.forEach { collect($0.window) }
            output.release()
        }
        #expect(!objects.isEmpty)
        let survivors = objects.compactMap(\.object).map { "\(type(of: $0))" }
        #expect(survivors.isEmpty, "\(name) keeps these alive after release(): \(survivors)")
    }
}
