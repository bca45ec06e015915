import Testing
import TouchKit
import TouchKitEvdev
import TouchKitScenes
@testable import TouchKitWindowHost

/// Issue 36: a replayed double tap fires the double tap's action only, on every replay path (`touchkit replay
/// --scene`, the window's `--replay`, the board), at every gap a double tap can have. The single tap, which requires
/// the double tap to fail, recognizes on the first lift and waits (its state moves on while its actions are held,
/// docs/UIKitFacts.md, "Failure requirements"), then fails when the double tap recognizes: its action never goes out.
/// The trace's clock and the replay path were checked to be right; what looked like the single tap recognizing was
/// its held state.
@MainActor
@Suite struct ReplayedDoubleTapTests {
    /// A double tap at (200, 300) as the playground records one (two taps of `gap` seconds, `gap` apart).
    static func doubleTapTrace(gap: Double) -> String {
        var trace = TouchTrace(device: .init(name: "touchkit-play tab 1: photo", width: 390, height: 844))
        for (index, phase) in [UITouch.Phase.began, .ended, .began, .ended].enumerated() {
            trace.append([TouchSample(id: 1, phase: phase, location: CGPoint(x: 200, y: 300), timestamp: Double(index) * gap)],
                         startTime: 0)
        }
        return trace.jsonLines
    }

    /// The recognizers whose actions go out in `window`, in order.
    func actions(in window: UIWindow) -> () -> [String] {
        var names: [String] = []
        _ = window.addTraceObserver { event in
            if case .action = event.kind, let name = event.recognizer { names.append(name) }
        }
        return { names }
    }

    @Test(arguments: [0.02, 0.06, 0.15, 0.3])
    func intoTheSceneOnItsVirtualClock(gap: Double) throws {
        let scene = try HostedScene(named: "photo")
        let fired = actions(in: scene.window)
        var lines: [String] = []
        scene.onLine = { lines.append($0) }
        try SceneReplay(text: Self.doubleTapTrace(gap: gap), windowSize: scene.window.bounds.size).play(into: scene)
        #expect(fired() == ["doubleTap"], "\(lines)")
        #expect(lines.contains("    ⇒ double tap: zoom in to 2.0×"))
        #expect(!lines.contains("    ⇒ single tap: toggle the chrome"))
    }

    @Test func intoTheWindowInRealTime() throws {
        final class Clock: HostClock { var seconds: Double = 0 }
        final class Frames: WindowCanvas { func present(_ frame: DrawFrame) {} }
        let clock = Clock()
        let scene = try HostedScene(named: "photo")
        let fired = actions(in: scene.window)
        let host = WindowHost(scene: scene, clock: clock, width: 390, height: 844)
        host.play(try SceneReplay(text: Self.doubleTapTrace(gap: 0.06), windowSize: scene.window.bounds.size))
        for _ in 0..<60 {
            clock.seconds += 1.0 / 60
            host.turn([], canvas: Frames())
        }
        #expect(fired() == ["doubleTap"])
    }

    @Test func intoTheBoard() throws {
        let board = GestureBoard(size: CGSize(width: 390, height: 844))
        try board.replay(text: Self.doubleTapTrace(gap: 0.06))
        #expect(board.lines == ["   0.180 s  double tap ended at (200, 300)"])
    }
}
