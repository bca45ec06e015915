import Testing
@testable import TouchKit
import TouchKitTesting

/// Exclusion: once a recognizer recognizes, the ones it can prevent fail (or are cancelled), unless a delegate lets
/// them recognize simultaneously; ties in one event go to the deeper view, then to the most recently added recognizer.
/// docs/UIKitFacts.md, "Gesture recognizer core".
@MainActor
@Suite struct ExclusionTests {
    /// Two continuous recognizers on `first` and `second` views; one drag across both.
    private func race(
        _ scene: Scene, on first: UIView, _ second: UIView,
        configure: (BeginOnMoveRecognizer, BeginOnMoveRecognizer) -> Void = { _, _ in }
    ) -> (ActionLog, ActionLog) {
        let a = BeginOnMoveRecognizer().named("a"), b = BeginOnMoveRecognizer().named("b")
        first.addGestureRecognizer(a)
        second.addGestureRecognizer(b)
        configure(a, b)
        let logA = ActionLog(attachedTo: a), logB = ActionLog(attachedTo: b)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 10), duration: 2.0 / 60)
        return (logA, logB)
    }

    /// A tie: adds a recognizer to each view of `recognizers` in order, each logging its name, then taps at `p50`
    /// (recognizers that recognize on lift) or holds there for 0.7 s (long presses, logging their states too), and
    /// returns what was logged.
    private func tie(_ scene: Scene, _ recognizers: [(view: UIView, name: String)], longPress: Bool = false) -> [String] {
        let log = EventLog()
        for (view, name) in recognizers {
            view.addGestureRecognizer(longPress
                ? UILongPressGestureRecognizer { gr in log.events.append("\(name) \(gr.state)") }
                : RecognizeOnLiftRecognizer { _ in log.events.append(name) })
        }
        if longPress { scene.simulator.longPress(at: p50, duration: 0.7) } else { scene.simulator.tap(at: p50) }
        return log.events
    }

    /// A 400 × 400 parent view with a 200 × 200 child at its top left.
    private func parentAndChild() -> (Scene, parent: UIView, child: UIView) {
        let scene = Scene()
        let parent = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        return (scene, parent, scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), in: parent))
    }

    private func panAndTap(pan: UIPanGestureRecognizer = UIPanGestureRecognizer(),
                           tap: UITapGestureRecognizer = UITapGestureRecognizer(),
                           panView: ((Scene) -> UIView)? = nil,
                           tapView: ((Scene) -> UIView)? = nil) -> (Scene, [String]) {
        let scene = Scene()
        let base = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let log = EventLog()
        pan.addTarget { gr in log.events.append("pan \(gr.state)") }
        tap.addTarget { _ in log.events.append("tap") }
        (panView?(scene) ?? base).addGestureRecognizer(pan)
        (tapView?(scene) ?? base).addGestureRecognizer(tap)
        let finger = scene.simulator.down(at: p50)
        scene.simulator.move(finger, to: CGPoint(x: 80, y: 50))
        scene.simulator.up(finger)
        return (scene, log.events)
    }

    @Test func onOneViewTheMostRecentlyAddedWinsATie() {
        let (scene, view) = Scene.withRecordingView(side: 100)
        let (a, b) = race(scene, on: view, view)
        #expect(a.names.isEmpty)
        #expect(b.names == ["began", "changed", "ended"])
    }

    @Test func theDeeperViewWinsATie() {
        let scene = Scene()
        let parent = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100), in: parent)
        let (onParent, onChild) = race(scene, on: parent, child)
        #expect(onParent.names.isEmpty)
        #expect(onChild.names == ["began", "changed", "ended"])
    }

    /// Taps recognizing on one lift, all allowed to recognize together, act in the settle order: deeper views
    /// first, on one view the most recently added first, whether a handful or more than 32 settle together (the
    /// arena sorts the two cases differently).
    @Test(arguments: [2, 9])
    func tapsRecognizingTogetherActInTheSettleOrder(tapsPerView: Int) {
        let scene = Scene()
        var parent: UIView? = nil
        var views: [UIView] = []
        for _ in 0..<4 {
            let view = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200), in: parent)
            views.append(view)
            parent = view
        }
        let delegate = ClosureDelegate()
        delegate.simultaneous = { _, _ in true }
        var acted: [String] = []
        // Added to the outer view first, and on each view in turn: the settle order is the reverse.
        for (depth, view) in views.enumerated() {
            for index in 0..<tapsPerView {
                let tap = UITapGestureRecognizer()
                tap.name = "\(depth).\(index)"
                tap.delegate = delegate
                tap.addTarget { acted.append($0.name ?? "?") }
                view.addGestureRecognizer(tap)
            }
        }
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        let expected = (0..<views.count).reversed().flatMap { depth in
            (0..<tapsPerView).reversed().map { "\(depth).\($0)" }
        }
        #expect(acted == expected)
    }

    @Test func siblingsNeverInteract() {
        let scene = Scene()
        let (logA, logB) = scene.actionLogsOnSiblingViews { BeginOnMoveRecognizer() }
        let fingers = scene.simulator.downTogether(CGPoint(x: 10, y: 10), CGPoint(x: 210, y: 10))
        scene.simulator.moveTogether(fingers, to: CGPoint(x: 30, y: 10), CGPoint(x: 230, y: 10))
        #expect(logA.names == ["began"])
        #expect(logB.names == ["began"])
    }

    @Test func simultaneousRecognitionWhenEitherDelegateAllowsIt() {
        let (scene, view) = Scene.withRecordingView(side: 100)
        let delegate = ClosureDelegate()
        delegate.simultaneous = { _, _ in true }
        let (a, b) = race(scene, on: view, view) { a, _ in a.delegate = delegate }
        #expect(a.names == ["began", "changed", "ended"])
        #expect(b.names == ["began", "changed", "ended"])
    }

    @Test func canPreventFalseLetsBothRecognize() {
        final class Gentle: UIGestureRecognizer {
            override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
        }
        let gentle = Gentle()
        let other = BeginOnMoveRecognizer()
        let (scene, _, logOther, logGentle) = sceneWithRecognizers(other, gentle)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 10), duration: 2.0 / 60)
        #expect(logGentle.names == ["ended"])
        #expect(logOther.names == ["began", "changed", "ended"])
    }

    @Test func aRecognizedGestureExcludesOneThatRecognizesLater() {
        let drag = BeginOnMoveRecognizer()
        let lift = RecognizeOnLiftRecognizer()
        let (scene, _, logDrag, logLift) = sceneWithRecognizers(drag, lift)
        // Finger 1 drags (drag recognizes); finger 2 taps: the lift recognizer would recognize but is excluded.
        let dragging = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        scene.simulator.move(dragging, to: CGPoint(x: 20, y: 10))
        let tapping = scene.simulator.down(at: CGPoint(x: 50, y: 50))
        scene.simulator.up(tapping)
        #expect(logDrag.names == ["began"])
        #expect(logLift.names.isEmpty)
        scene.simulator.up(dragging)
    }

    @Test(.tags(.factSheet)) func exclusionFirstToRecognizeWins() {
        let (_, events) = panAndTap()
        #expect(events == ["pan began", "pan ended"])
    }

    @Test(.tags(.factSheet)) func exclusionCanPreventFalseLetsBothRecognize() {
        let (_, events) = panAndTap(pan: PreventNothingPan())
        #expect(events.contains("tap"))
        #expect(events.contains("pan began"))
    }

    @Test(.tags(.factSheet)) func exclusionCanBePreventedFalseLetsBothRecognize() {
        let (_, events) = panAndTap(tap: UnpreventableTap())
        #expect(events.contains("tap"))
        #expect(events.contains("pan began"))
    }

    @Test(.tags(.factSheet)) func exclusionEitherDelegateAllowingSimultaneousSuffices() {
        let delegate = AnsweringDelegate()
        delegate.simultaneous = true
        let tap = UITapGestureRecognizer()
        tap.delegate = delegate            // only the tap's delegate says yes
        let (_, events) = panAndTap(tap: tap)
        #expect(events.contains("tap"))
        #expect(events.contains("pan began"))
        let pan = UIPanGestureRecognizer()
        pan.delegate = delegate            // only the pan's delegate says yes
        let (_, events2) = panAndTap(pan: pan)
        #expect(events2.contains("tap"))
        withExtendedLifetime(delegate) {}
    }

    @Test(.tags(.factSheet)) func exclusionAncestorRecognizerPreventsDescendantRecognizer() {
        var child: UIView?
        let (_, events) = panAndTap(panView: { $0.window }, tapView: { scene in
            let view = scene.recordingView(CGRect(x: 0, y: 0, width: 200, height: 200))
            child = view
            return view
        })
        _ = child
        #expect(events == ["pan began", "pan ended"])
    }

    @Test(.tags(.factSheet)) func exclusionSiblingsNeverInteract() {
        let scene = Scene()
        let (left, right) = scene.twoColumns()
        let log = EventLog()
        let pan = UIPanGestureRecognizer { gr in log.events.append("pan \(gr.state)") }
        let tap = UITapGestureRecognizer { _ in log.events.append("tap") }
        left.addGestureRecognizer(pan)
        right.addGestureRecognizer(tap)
        let a = scene.simulator.down(at: p50)
        scene.simulator.move(a, to: CGPoint(x: 100, y: 50))
        scene.simulator.tap(at: CGPoint(x: 300, y: 50))
        scene.simulator.up(a)
        #expect(log.events.contains("tap"))
        #expect(log.events.first == "pan began")
    }

    @Test(.tags(.factSheet)) func exclusionTapNeverPreventsATapWithHigherTapCount() {
        let (scene, view) = Scene.withRecordingView()
        let log = EventLog()
        let double = UITapGestureRecognizer { _ in log.events.append("double") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { _ in log.events.append("single") }
        view.addGestureRecognizer(double)
        view.addGestureRecognizer(single)
        #expect(single.canPrevent(double) == false)
        scene.simulator.doubleTap(at: p50)
        scene.simulator.advance(by: 1)
        #expect(log.events.first == "single")
        #expect(log.events.contains("double"))
    }

    @Test(.tags(.factSheet)) func tieOnOneViewTheMostRecentlyAddedWins() {
        let (scene, view) = Scene.withRecordingView()
        #expect(tie(scene, [(view, "first"), (view, "second")]) == ["second"])
    }

    @Test(.tags(.factSheet)) func tieTheDeeperViewWins() {
        let (scene, parent, child) = parentAndChild()
        #expect(tie(scene, [(child, "child"), (parent, "parent")]) == ["child"])
    }

    @Test(.tags(.factSheet)) func tieBetweenContinuousRecognizersThePreventedOneInBeganIsCancelled() {
        let (scene, view) = Scene.withRecordingView()
        let first = UIPanGestureRecognizer().named("first")
        let second = UIPanGestureRecognizer().named("second")
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        let trace = scene.traceLog()
        let f = scene.simulator.down(at: p50)
        scene.simulator.move(f, to: CGPoint(x: 100, y: 50))
        scene.simulator.up(f)
        let firstStates = trace.events.compactMap { event -> UIGestureRecognizer.State? in
            guard event.recognizer == "first", case .stateChanged(_, let to) = event.kind else { return nil }
            return to
        }
        let secondActions = trace.events.filter { $0.recognizer == "second" && $0.kind == .action(.began) }
        #expect(secondActions.count == 1)
        #expect(firstStates.first == .began)
        #expect(firstStates.contains(.cancelled))
        #expect(!firstStates.contains(.failed))
    }

    @Test(.tags(.factSheet)) func timerTiesAreResolvedLikeEventsDeeperViewWins() {
        let (scene, parent, child) = parentAndChild()
        #expect(tie(scene, [(child, "child"), (parent, "parent")], longPress: true) == ["child began", "child ended"])
    }

    @Test(.tags(.factSheet)) func timerTiesOnOneViewTheMostRecentlyAddedWins() {
        let (scene, view) = Scene.withRecordingView()
        #expect(tie(scene, [(view, "first"), (view, "second")], longPress: true) == ["second began", "second ended"])
    }
}
