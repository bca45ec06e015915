import Testing
import TouchKit
import TouchKitEvdev
import TouchKitPictures
@testable import TouchKitWindowHost

/// Issue 36: the native window's event loop with no SDL: events in, frames out, a clean shutdown on quit (the
/// window closed, or Ctrl-C, which SDL turns into quit), and bad input (a window of size 0, a flood of events).
@MainActor
@Suite struct WindowHostLoopTests {
    /// A clock the test moves.
    final class ManualClock: HostClock {
        var seconds: Double = 0
    }

    /// Events handed out in turns, `limit` at a time, then quit (or nothing) once they run out. An empty turn is a
    /// quiet frame (the loop waited and nothing came), not the end of the list.
    struct ListSource: WindowEventSource {
        var turns: [[WindowEvent]]
        var pending: [WindowEvent] = []
        var quitsWhenEmpty = true
        var clock: ManualClock?
        var step: Double = 1.0 / 60

        mutating func events(waitingUpTo timeout: Double, limit: Int) -> [WindowEvent] {
            clock?.seconds += step
            if pending.isEmpty {
                guard !turns.isEmpty else { return quitsWhenEmpty ? [.quit] : [] }
                pending = turns.removeFirst()
            }
            let taken = Array(pending.prefix(limit))
            pending.removeFirst(taken.count)
            return taken
        }
    }

    final class FrameList: WindowCanvas {
        var frames: [DrawFrame] = []
        func present(_ frame: DrawFrame) { frames.append(frame) }
    }

    private func testCard(clock: ManualClock, width: Int = 480, height: Int = 320) throws -> (WindowHost, HostedScene, [String]) {
        let scene = try HostedScene(named: HostedScene.testCardName)
        let host = WindowHost(scene: scene, clock: clock, width: width, height: height)
        return (host, scene, [])
    }

    private func statusText(_ scene: HostedScene) -> String {
        func find(_ view: UIView) -> String? {
            if let label = view as? UILabel, let text = label.text, text.hasPrefix("taps") { return text }
            return view.subviews.lazy.compactMap(find).first
        }
        return find(scene.window) ?? ""
    }

    @Test func aClickOnTheButtonTapsItAndTheNextFrameShowsItOrange() throws {
        let clock = ManualClock()
        let (host, scene, _) = try testCard(clock: clock)
        var lines: [String] = []
        scene.onLine = { lines.append($0) }
        let canvas = FrameList()
        var source = ListSource(turns: [
            [.pointerMoved(x: 70, y: 90, modifiers: [])],
            [.pointerButton(pressed: true, button: 1, x: 70, y: 90, modifiers: [])],
            [.pointerButton(pressed: false, button: 1, x: 70, y: 90, modifiers: [])],
            [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [],
        ], clock: clock)
        source.quitsWhenEmpty = true
        host.run(source: &source, canvas: canvas)
        #expect(lines == ["tap 1"])
        #expect(statusText(scene).hasPrefix("taps 1"))
        let orange = DrawColor(UIColor.orange)
        let last = try #require(canvas.frames.last)
        #expect(last.commands.contains { if case .fill(_, orange) = $0 { true } else { false } }, "the button is drawn orange")
        #expect(canvas.frames.count >= 2, "a frame before the click and one after")
        #expect(scene.window.clock.now >= clock.seconds - 1e-9, "the scene's clock follows the host's real clock")
    }

    @Test func aMouseDragMovesTheSquare() throws {
        let clock = ManualClock()
        let (host, scene, _) = try testCard(clock: clock)
        var drag: [[WindowEvent]] = [[.pointerButton(pressed: true, button: 1, x: 188, y: 100, modifiers: [])]]
        for step in 1...20 { drag.append([.pointerMoved(x: 188 + Double(step) * 5, y: 100 + Double(step) * 2, modifiers: [])]) }
        drag += Array(repeating: [], count: 10)
        drag.append([.pointerButton(pressed: false, button: 1, x: 288, y: 140, modifiers: [])])
        var source = ListSource(turns: drag, clock: clock)
        host.run(source: &source, canvas: FrameList())
        let status = statusText(scene)
        #expect(host.host.diagnostics.isEmpty, "\(host.host.diagnostics)")
        #expect(status.contains("square at (251, 108)"), "the pan's translation counts from where it began: \(status)")
    }

    @Test func wheelNotchesScrollTheRows() throws {
        let clock = ManualClock()
        let (host, scene, _) = try testCard(clock: clock)
        var turns: [[WindowEvent]] = [[.pointerMoved(x: 100, y: 200, modifiers: [])]]
        turns += Array(repeating: [.wheel(dx: 0, dy: -1, x: 100, y: 200)], count: 3)
        turns += Array(repeating: [], count: 60)
        var source = ListSource(turns: turns, clock: clock)
        host.run(source: &source, canvas: FrameList())
        let status = statusText(scene)
        #expect(status.contains("scrolled 30"), "three notches toward the user scroll 30 points: \(status)")
    }

    @Test func aMouseDragThenWheelNotchesScrollTheRows() throws {
        let clock = ManualClock()
        let (host, scene, _) = try testCard(clock: clock)
        var turns: [[WindowEvent]] = [[.pointerButton(pressed: true, button: 1, x: 188, y: 100, modifiers: [])]]
        for step in 1...20 { turns.append([.pointerMoved(x: 188 + Double(step) * 5, y: 100 + Double(step) * 2, modifiers: [])]) }
        turns += Array(repeating: [], count: 18)
        turns.append([.pointerButton(pressed: false, button: 1, x: 288, y: 140, modifiers: [])])
        turns += Array(repeating: [], count: 3)
        turns.append([.pointerMoved(x: 100, y: 220, modifiers: [])])
        turns += Array(repeating: [.wheel(dx: 0, dy: -1, x: 100, y: 220)], count: 3)
        turns += Array(repeating: [], count: 60)
        var source = ListSource(turns: turns, clock: clock)
        host.run(source: &source, canvas: FrameList())
        let status = statusText(scene)
        #expect(source.turns.isEmpty, "every turn was played, the quiet ones too")
        #expect(status.contains("square at (251, 108)") && status.contains("scrolled 30"), "\(status)")
        #expect(host.host.diagnostics.isEmpty, "\(host.host.diagnostics)")
    }

    @Test func fingersAreMappedThroughTheViewportOfAResizedWindow() throws {
        let clock = ManualClock()
        // Twice the scene's size: the button's centre is at (152, 188) in the window.
        let (host, scene, _) = try testCard(clock: clock, width: 960, height: 640)
        var lines: [String] = []
        scene.onLine = { lines.append($0) }
        var source = ListSource(turns: [
            [.finger(.down, id: 77, x: 152.0 / 960, y: 188.0 / 640, pressure: 1)],
            [.finger(.up, id: 77, x: 152.0 / 960, y: 188.0 / 640, pressure: 0)],
        ] + Array(repeating: [], count: 30), clock: clock)
        host.run(source: &source, canvas: FrameList())
        #expect(lines == ["tap 1"])
    }

    @Test func quitStopsTheLoopAndCancelsTheTouchesStillDown() throws {
        let clock = ManualClock()
        let (host, scene, _) = try testCard(clock: clock)
        let checker = TouchInvariantCheckerProbe(window: scene.window)
        var source = ListSource(turns: [
            [.finger(.down, id: 1, x: 0.4, y: 0.3, pressure: 1)],
            [.quit, .finger(.up, id: 1, x: 0.4, y: 0.3, pressure: 0)],
            [.pointerMoved(x: 1, y: 1, modifiers: [])],
        ], clock: clock)
        host.run(source: &source, canvas: FrameList())
        #expect(host.host.activeFingers.isEmpty, "the finger still down is cancelled")
        #expect(checker.cancelled == 1)
        #expect(source.turns.count == 1, "nothing is read after quit")
    }

    @Test func quitInTheMiddleOfAClickCancelsThePointersTouchOnce() throws {
        let clock = ManualClock()
        let (host, scene, _) = try testCard(clock: clock)
        let checker = TouchInvariantCheckerProbe(window: scene.window)
        var source = ListSource(turns: [
            [.pointerButton(pressed: true, button: 1, x: 70, y: 90, modifiers: [])],
            [],
            [.quit, .pointerButton(pressed: false, button: 1, x: 70, y: 90, modifiers: [])],
        ], clock: clock)
        var lines: [String] = []
        scene.onLine = { lines.append($0) }
        host.run(source: &source, canvas: FrameList())
        #expect(host.host.activeFingers.isEmpty, "the held click is cancelled")
        #expect(checker.cancelled == 1)
        host.host.send(PointerSample(.release(.primary), location: CGPoint(x: 70, y: 90), timestamp: scene.window.clock.now))
        #expect(checker.cancelled == 1, "a release after the teardown ends nothing twice")
        #expect(lines.isEmpty, "a cancelled click taps nothing")
    }

    @Test func aWindowOfSizeZeroDrawsNothingDropsInputAndStillEndsTheTouchDown() throws {
        let clock = ManualClock()
        let (host, scene, _) = try testCard(clock: clock)
        var lines: [String] = []
        scene.onLine = { lines.append($0) }
        let canvas = FrameList()
        var source = ListSource(turns: [
            [.pointerButton(pressed: true, button: 1, x: 70, y: 90, modifiers: [])],
            [.resized(width: 0, height: 0)],
            [.pointerMoved(x: 75, y: 90, modifiers: []), .wheel(dx: 0, dy: 1, x: 0, y: 0),
             .finger(.down, id: 3, x: 0.5, y: 0.5, pressure: 1)],
            [.pointerButton(pressed: false, button: 1, x: 70, y: 90, modifiers: [])],
        ], clock: clock)
        var framesAtZero = -1
        var turns = 0
        host.run(source: &source, canvas: canvas, shouldStop: {
            turns += 1
            if turns == 3 { framesAtZero = canvas.frames.count }
            return false
        })
        #expect(host.viewport.isEmpty)
        #expect(canvas.frames.count == framesAtZero, "no frame while the window has no area")
        #expect(host.droppedEvents == 3, "the move, the wheel and the finger had nowhere to go")
        #expect(host.host.activeFingers.isEmpty, "the click still ended")
        #expect(lines == ["tap 1"], "at its last location, on the button")
        #expect(Viewport(sceneSize: CGSize(width: 10, height: 10), width: -5, height: 3).isEmpty)
    }

    @Test func aFloodOfEventsIsTakenOverSeveralTurnsWithFramesBetween() throws {
        let clock = ManualClock()
        let (host, _, _) = try testCard(clock: clock)
        let canvas = FrameList()
        let flood = (0..<5_000).map { index in
            WindowEvent.pointerMoved(x: Double(index % 480), y: Double(index % 320), modifiers: [])
        }
        var source = ListSource(turns: [flood], clock: clock)
        var turns = 0
        host.run(source: &source, canvas: canvas, shouldStop: {
            turns += 1
            return false
        })
        #expect(host.eventsHandled == 5_001, "every move and the quit")
        #expect(turns >= 5_000 / WindowHost.maximumEventsPerTurn, "at most \(WindowHost.maximumEventsPerTurn) a turn")
        #expect(canvas.frames.count >= 1)
    }

    @Test func aReplayPlaysInRealTimeIntoTheSceneShown() throws {
        let clock = ManualClock()
        let (host, scene, _) = try testCard(clock: clock)
        var lines: [String] = []
        scene.onLine = { lines.append($0) }
        var trace = TouchTrace(device: .init(name: "test", width: 480, height: 320))
        trace.append([TouchSample(id: 1, phase: .began, location: CGPoint(x: 70, y: 90), timestamp: 0.5)], startTime: 0)
        trace.append([TouchSample(id: 1, phase: .ended, location: CGPoint(x: 70, y: 90), timestamp: 0.55)], startTime: 0)
        host.play(try SceneReplay(text: trace.jsonLines, windowSize: CGSize(width: 480, height: 320)))
        let canvas = FrameList()
        for _ in 0..<20 {
            clock.seconds += 1.0 / 60
            host.turn([], canvas: canvas)
        }
        #expect(lines.isEmpty, "a third of a second in, the tap is not due yet")
        #expect(host.isReplaying)
        for _ in 0..<30 {
            clock.seconds += 1.0 / 60
            host.turn([], canvas: canvas)
        }
        #expect(lines == ["tap 1"])
        #expect(!host.isReplaying)
    }
}

/// Counts the cancelled touches a window's views see (the invariant the host keeps on quit).
@MainActor
final class TouchInvariantCheckerProbe {
    private(set) var cancelled = 0
    private var token = 0
    init(window: UIWindow) {
        token = window.addTraceObserver { [unowned self] event in
            if case .touch(.cancelled, _) = event.kind { self.cancelled += 1 }
        }
    }
}
