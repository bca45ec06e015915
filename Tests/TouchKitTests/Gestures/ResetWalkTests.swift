import Foundation
import Testing
@testable import TouchKit

/// What app code sees from a recognizer's `reset()` while the arena resets the recognizers that finished together
/// (the walk takes them out of its participants in one compaction at its end: `GestureArena.resetFinished()`).
@MainActor
struct ResetWalkTests {
    /// Fails when its touch lifts, and runs `onReset` from its `reset()`.
    final class FailOnLift: UIGestureRecognizer {
        var onReset: (FailOnLift) -> Void = { _ in }
        private(set) var touch: UITouch?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { touch = touches.first }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
        override func reset() {
            onReset(self)
            super.reset()
        }
    }

    /// Three nested views, one `FailOnLift` each, deepest first in the touch's list.
    private func nestedFailingRecognizers(_ scene: Scene) -> (views: [RecordingView], recognizers: [FailOnLift]) {
        let outer = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let middle = scene.recordingView(CGRect(x: 0, y: 0, width: 300, height: 300), in: outer)
        let inner = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), in: middle)
        let recognizers = [FailOnLift(), FailOnLift(), FailOnLift()]
        for (recognizer, (view, name)) in zip(recognizers, [(inner, "inner"), (middle, "middle"), (outer, "outer")]) {
            recognizer.name = name
            view.addGestureRecognizer(recognizer)
        }
        return ([inner, middle, outer], recognizers)
    }

    @Test func aResetReadsTheTouchsRecognizersWithoutItselfAndTheOnesResetBeforeIt() {
        let scene = Scene()
        let (_, recognizers) = nestedFailingRecognizers(scene)
        var seen: [String] = []
        for recognizer in recognizers {
            recognizer.onReset = { recognizer in
                let names = recognizer.touch?.gestureRecognizers?.map { $0.name ?? "?" } ?? []
                seen.append("\(recognizer.name ?? "?"): [\(names.joined(separator: ", "))]")
            }
        }
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(seen == ["inner: [middle, outer]", "middle: [outer]", "outer: []"])
    }

    @Test func aViewLeavingTheWindowFromAResetAbandonsTheAttemptsStillRunning() {
        // The double tap on the middle view stays in its attempt after the first lift, between two recognizers the
        // same settle resets; the outer one's reset takes the views out of the window.
        let scene = Scene()
        let (views, recognizers) = nestedFailingRecognizers(scene)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        views[1].addGestureRecognizer(doubleTap)
        var log: [String] = []
        let observation = doubleTap.observe(\.state) { recognizer, _ in log.append("double tap \(recognizer.state)") }
        for recognizer in recognizers {
            recognizer.onReset = { recognizer in
                log.append("reset \(recognizer.name ?? "?")")
                if recognizer === recognizers[2] { views[2].removeFromSuperview() }
            }
        }
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(log == ["reset inner", "reset middle", "reset outer", "double tap failed", "double tap possible"])
        #expect(doubleTap.state == .possible)
        _ = observation
    }

    /// Decision (`GestureArena.resetFinished()`): a recognizer reset in a walk is held until the walk's resets are
    /// done, as UIKit's gesture environment holds the batch it resets; one app code lets go of from its `reset()` is
    /// freed then, before the event is over.
    @Test func aRecognizerLetGoOfInItsResetIsFreedOnceTheSettlesResetsAreDone() {
        let scene = Scene()
        var dropped = WeakReference<FailOnLift>()
        var aliveDuringLaterResets: [Bool] = []
        let kept: [FailOnLift]
        do {
            let (views, recognizers) = nestedFailingRecognizers(scene)
            dropped.object = recognizers[0]
            recognizers[0].onReset = { recognizer in views[0].removeGestureRecognizer(recognizer) }
            recognizers[2].onReset = { _ in aliveDuringLaterResets.append(dropped.object != nil) }
            kept = Array(recognizers.dropFirst())
        }
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(aliveDuringLaterResets == [true])
        #expect(dropped.object == nil)
        #expect(kept.allSatisfy { $0.state == .possible })
    }

    // MARK: A touch's list does not hold its recognizers

    /// Runs `onMove` from its `touchesMoved`.
    final class OnMove: UIGestureRecognizer {
        var onMove: () -> Void = {}
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { onMove() }
    }

    /// Decision (`GestureArena.forEachRecognizer(of:_:)`): a touch's list borrows its recognizers from the arena's
    /// participants. One the app lets go of while the arena walks that list, and that a settle run meanwhile resets
    /// (here from a timer of the window's clock, advanced by a `touchesMoved`), is kept until the walk ends, then freed;
    /// the walk does not give it the move once it left the list.
    @Test func aRecognizerLetGoOfWhileItsTouchsListIsWalkedIsKeptUntilTheWalkEnds() {
        let scene = Scene()
        let outer = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let inner = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), in: outer)
        let mover = OnMove()
        inner.addGestureRecognizer(mover)
        var dropped = WeakReference<OnMove>()
        var log: [String] = []
        do {
            let other = OnMove()
            dropped.object = other
            other.onMove = { log.append("dropped recognizer moved") }
            outer.addGestureRecognizer(other)
        }
        mover.onMove = {
            guard let other = dropped.object else { return }
            outer.removeGestureRecognizer(other)
            log.append("removed, \(other.state)")
            scene.window.clock.scheduledTimer(withTimeInterval: 0) { _ in log.append("timer") }
            scene.simulator.advance(by: 0.001)
            log.append("after the timer's settle: \(dropped.object.map { "alive, \($0.state)" } ?? "freed")")
        }
        let finger = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        scene.simulator.move(finger, to: CGPoint(x: 20, y: 20))
        #expect(log == ["removed, failed", "timer", "after the timer's settle: alive, possible"])
        #expect(dropped.object == nil)
        scene.simulator.up(finger)
    }

    // MARK: A scroll view's rest check, asked by both its pan's and its touch delay's reset

    /// The touch delay and the pan of `scrollView`, in the order the scroll view installed them.
    private func restCheckingRecognizers(of scrollView: UIScrollView) -> [UIGestureRecognizer] {
        (scrollView.gestureRecognizers ?? []).filter {
            $0 is ScrollViewDelayedTouchesBeganGestureRecognizer || $0 is ScrollViewPanGestureRecognizer
        }
    }

    @Test func anOffsetSetByAnObserverBetweenTheTwoResetsIsStillSettledBack() {
        // The touch delay resets first and finds the scroll view resting; its state's observer then scrolls past the
        // top: the pan's reset, next, checks again and springs back (the check is skipped only when nothing ran).
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 2000))
        _ = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), in: scrollView)
        let recognizers = restCheckingRecognizers(of: scrollView)
        #expect(recognizers.count == 2 && recognizers[0] is ScrollViewDelayedTouchesBeganGestureRecognizer)
        var scrolledPastTheTop = false
        let observation = recognizers[0].observe(\.state) { recognizer, _ in
            guard recognizer.state == .possible, !scrolledPastTheTop else { return }
            scrolledPastTheTop = true
            scrollView.contentOffset = CGPoint(x: 0, y: -100)
        }
        scene.simulator.tap(at: CGPoint(x: 200, y: 200))
        #expect(scrolledPastTheTop)
        #expect(scrollView.isDecelerating)
        scene.simulator.advance(by: 2)
        #expect(scrollView.contentOffset == .zero)
        _ = observation
    }

    @Test func aSubclassScrollViewIsAskedByBothResets() {
        // A subclass's getters are app code: both rest checks ask them, even when the first found it resting.
        final class CountingScrollView: UIScrollView {
            var zoomingReads = 0
            override var isZooming: Bool {
                get { zoomingReads += 1; return super.isZooming }
                set { super.isZooming = newValue }
            }
        }
        let scene = Scene()
        let scrollView = CountingScrollView(frame: scene.window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        scene.window.addSubview(scrollView)
        _ = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), in: scrollView)
        #expect(restCheckingRecognizers(of: scrollView).count == 2)
        scene.simulator.tap(at: CGPoint(x: 200, y: 200))
        #expect(scrollView.zoomingReads == 2)
    }
}
