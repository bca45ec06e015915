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

    /// The test card in a window of `width` × `height` on a clock the test moves, keeping the lines it prints.
    @MainActor
    final class Card {
        let clock = ManualClock()
        let scene: HostedScene
        let host: WindowHost
        private(set) var lines: [String] = []

        init(width: Int = 480, height: Int = 320) throws {
            scene = try HostedScene(named: HostedScene.testCardName)
            host = WindowHost(scene: scene, clock: clock, width: width, height: height)
            scene.onLine = { [unowned self] in lines.append($0) }
        }

        /// Plays `turns` into the card, drawing on `canvas`, until they run out (then quit) or `shouldStop`; returns
        /// the source as the loop left it.
        @discardableResult
        func run(_ turns: [[WindowEvent]], canvas: FrameList = FrameList(), shouldStop: () -> Bool = { false }) -> ListSource {
            var source = ListSource(turns: turns, clock: clock)
            host.run(source: &source, canvas: canvas, shouldStop: shouldStop)
            return source
        }

        /// The status label's text ("taps …"), or "" when there is none.
        var status: String {
            func find(_ view: UIView) -> String? {
                if let label = view as? UILabel, let text = label.text, text.hasPrefix("taps") { return text }
                return view.subviews.lazy.compactMap(find).first
            }
            return find(scene.window) ?? ""
        }
    }

    /// A mouse drag of the square from (188, 100) to (288, 140) in 20 moves, held for `held` quiet turns before the
    /// release.
    private func squareDrag(held: Int) -> [[WindowEvent]] {
        var drag: [[WindowEvent]] = [[.button(pressed: true, 188, 100)]]
        for step in 1...20 { drag.append([.move(188 + Double(step) * 5, 100 + Double(step) * 2)]) }
        drag += Array(repeating: [], count: held)
        drag.append([.button(pressed: false, 288, 140)])
        return drag
    }

    @Test func aClickOnTheButtonTapsItAndTheNextFrameShowsItOrange() throws {
        let card = try Card()
        let canvas = FrameList()
        card.run([[.move(70, 90)], [.button(pressed: true, 70, 90)], [.button(pressed: false, 70, 90)]]
                 + Array(repeating: [], count: 24), canvas: canvas)
        #expect(card.lines == ["tap 1"])
        #expect(card.status.hasPrefix("taps 1"))
        let orange = DrawColor(UIColor.orange)
        let last = try #require(canvas.frames.last)
        #expect(last.commands.contains { if case .fill(_, orange) = $0 { true } else { false } }, "the button is drawn orange")
        #expect(canvas.frames.count >= 2, "a frame before the click and one after")
        #expect(card.scene.window.clock.now >= card.clock.seconds - 1e-9, "the scene's clock follows the host's real clock")
    }

    @Test func aMouseDragMovesTheSquare() throws {
        let card = try Card()
        card.run(squareDrag(held: 10))
        #expect(card.host.host.diagnostics.isEmpty, "\(card.host.host.diagnostics)")
        #expect(card.status.contains("square at (251, 108)"), "the pan's translation counts from where it began: \(card.status)")
    }

    @Test func wheelNotchesScrollTheRows() throws {
        let card = try Card()
        card.run([[.move(100, 200)]] + Array(repeating: [.wheel(dx: 0, dy: -1, x: 100, y: 200)], count: 3)
                 + Array(repeating: [], count: 60))
        #expect(card.status.contains("scrolled 30"), "three notches toward the user scroll 30 points: \(card.status)")
    }

    @Test func aMouseDragThenWheelNotchesScrollTheRows() throws {
        let card = try Card()
        var turns = squareDrag(held: 18)
        turns += Array(repeating: [], count: 3)
        turns.append([.move(100, 220)])
        turns += Array(repeating: [.wheel(dx: 0, dy: -1, x: 100, y: 220)], count: 3)
        turns += Array(repeating: [], count: 60)
        let source = card.run(turns)
        #expect(source.turns.isEmpty, "every turn was played, the quiet ones too")
        #expect(card.status.contains("square at (251, 108)") && card.status.contains("scrolled 30"), "\(card.status)")
        #expect(card.host.host.diagnostics.isEmpty, "\(card.host.host.diagnostics)")
    }

    @Test func fingersAreMappedThroughTheViewportOfAResizedWindow() throws {
        // Twice the scene's size: the button's centre is at (152, 188) in the window.
        let card = try Card(width: 960, height: 640)
        card.run([
            [.finger(.down, id: 77, x: 152.0 / 960, y: 188.0 / 640, pressure: 1)],
            [.finger(.up, id: 77, x: 152.0 / 960, y: 188.0 / 640, pressure: 0)],
        ] + Array(repeating: [], count: 30))
        #expect(card.lines == ["tap 1"])
    }

    @Test func quitStopsTheLoopAndCancelsTheTouchesStillDown() throws {
        let card = try Card()
        let checker = TouchInvariantCheckerProbe(window: card.scene.window)
        let source = card.run([
            [.finger(.down, id: 1, x: 0.4, y: 0.3, pressure: 1)],
            [.quit, .finger(.up, id: 1, x: 0.4, y: 0.3, pressure: 0)],
            [.move(1, 1)],
        ])
        #expect(card.host.host.activeFingers.isEmpty, "the finger still down is cancelled")
        #expect(checker.cancelled == 1)
        #expect(source.turns.count == 1, "nothing is read after quit")
    }

    @Test func quitInTheMiddleOfAClickCancelsThePointersTouchOnce() throws {
        let card = try Card()
        let checker = TouchInvariantCheckerProbe(window: card.scene.window)
        card.run([[.button(pressed: true, 70, 90)], [], [.quit, .button(pressed: false, 70, 90)]])
        #expect(card.host.host.activeFingers.isEmpty, "the held click is cancelled")
        #expect(checker.cancelled == 1)
        card.host.host.send(PointerSample(.release(.primary), location: CGPoint(x: 70, y: 90), timestamp: card.scene.window.clock.now))
        #expect(checker.cancelled == 1, "a release after the teardown ends nothing twice")
        #expect(card.lines.isEmpty, "a cancelled click taps nothing")
    }

    @Test func aWindowOfSizeZeroDrawsNothingDropsInputAndStillEndsTheTouchDown() throws {
        let card = try Card()
        let canvas = FrameList()
        var framesAtZero = -1
        var turns = 0
        card.run([
            [.button(pressed: true, 70, 90)],
            [.resized(width: 0, height: 0)],
            [.move(75, 90), .wheel(dx: 0, dy: 1, x: 0, y: 0), .finger(.down, id: 3, x: 0.5, y: 0.5, pressure: 1)],
            [.button(pressed: false, 70, 90)],
        ], canvas: canvas, shouldStop: {
            turns += 1
            if turns == 3 { framesAtZero = canvas.frames.count }
            return false
        })
        #expect(card.host.viewport.isEmpty)
        #expect(canvas.frames.count == framesAtZero, "no frame while the window has no area")
        #expect(card.host.droppedEvents == 3, "the move, the wheel and the finger had nowhere to go")
        #expect(card.host.host.activeFingers.isEmpty, "the click still ended")
        #expect(card.lines == ["tap 1"], "at its last location, on the button")
        #expect(Viewport(sceneSize: CGSize(width: 10, height: 10), width: -5, height: 3).isEmpty)
    }

    @Test func aFloodOfEventsIsTakenOverSeveralTurnsWithFramesBetween() throws {
        let card = try Card()
        let canvas = FrameList()
        let flood = (0..<5_000).map { index in WindowEvent.move(Double(index % 480), Double(index % 320)) }
        var turns = 0
        card.run([flood], canvas: canvas, shouldStop: {
            turns += 1
            return false
        })
        #expect(card.host.eventsHandled == 5_001, "every move and the quit")
        #expect(turns >= 5_000 / WindowHost.maximumEventsPerTurn, "at most \(WindowHost.maximumEventsPerTurn) a turn")
        #expect(canvas.frames.count >= 1)
    }

    @Test func aReplayPlaysInRealTimeIntoTheSceneShown() throws {
        let card = try Card()
        var trace = TouchTrace(device: .init(name: "test", width: 480, height: 320))
        trace.append([TouchSample(id: 1, phase: .began, location: CGPoint(x: 70, y: 90), timestamp: 0.5)], startTime: 0)
        trace.append([TouchSample(id: 1, phase: .ended, location: CGPoint(x: 70, y: 90), timestamp: 0.55)], startTime: 0)
        card.host.play(try SceneReplay(text: trace.jsonLines, windowSize: CGSize(width: 480, height: 320)))
        let canvas = FrameList()
        for _ in 0..<20 {
            card.clock.seconds += 1.0 / 60
            card.host.turn([], canvas: canvas)
        }
        #expect(card.lines.isEmpty, "a third of a second in, the tap is not due yet")
        #expect(card.host.isReplaying)
        for _ in 0..<30 {
            card.clock.seconds += 1.0 / 60
            card.host.turn([], canvas: canvas)
        }
        #expect(card.lines == ["tap 1"])
        #expect(!card.host.isReplaying)
    }
}

private extension WindowEvent {
    /// The primary button pressed or released at (`x`, `y`) with no modifier keys.
    static func button(pressed: Bool, _ x: Double, _ y: Double) -> WindowEvent {
        .pointerButton(pressed: pressed, button: 1, x: x, y: y, modifiers: [])
    }

    /// The pointer moved to (`x`, `y`) with no modifier keys.
    static func move(_ x: Double, _ y: Double) -> WindowEvent { .pointerMoved(x: x, y: y, modifiers: []) }
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
