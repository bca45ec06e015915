import ArgumentParser
import TouchKit
import TouchKitEvdev
import TouchKitScenes
import TouchKitTesting

/// The scenes `touchkit lint` and `touchkit explore` read: a demo by name, or `board`, the gesture board that
/// `touchkit replay` plays traces and recordings into; with `--trace`, that board at the trace's window size.
///
/// A trace records input only (its window's size and the touches), not the views and recognizers it met, so the
/// scene of a trace is the one `touchkit replay` plays it into.
struct SceneChoice: ParsableArguments {
    @Argument(help: "A demo (see `touchkit demo --list`), or 'board': the gesture board `touchkit replay` uses.")
    var scene: String = "photo"
    @Option(help: ArgumentHelp(
        "A TouchKit trace (.jsonl) or a device recording: read the scene `touchkit replay` plays it into, the gesture "
            + "board at the trace's window size (a trace records the touches, not the views and recognizers they met).",
        valueName: "file"))
    var trace: String?

    /// The name of the gesture board's scene.
    static let board = "board"
    /// The board's size for a recording, which has no window size of its own (`touchkit replay`'s default).
    static let recordingBoardSize = CGSize(width: 800, height: 480)

    func validate() throws {
        if trace != nil {
            guard scene == Self.board || scene == "photo" else {
                throw ValidationError("--trace reads the gesture board the trace replays into: leave out '\(scene)'")
            }
            return
        }
        guard scene == Self.board || DemoCatalog.all.contains(where: { $0.name == scene }) else {
            throw ValidationError("no scene named '\(scene)'; try a name from `touchkit demo --list`, or 'board'")
        }
    }

    /// What the scene is called in reports.
    var name: String { trace.map { "board for \($0)" } ?? scene }

    /// The trace's text and the size of the board it replays into, when there is a trace.
    func traceScene() throws -> (text: String, size: CGSize)? {
        guard let trace else { return nil }
        let text = try CommandLineChecks.readText(trace)
        guard let parsed = try? TouchTrace(jsonLines: text) else { return (text, Self.recordingBoardSize) }
        return (text, CGSize(width: parsed.device.width, height: parsed.device.height))
    }

    /// A fresh copy of the scene's windows, with what keeps them alive; `boardSize` is the trace's board size
    /// (``traceScene()``), read once by the caller.
    @MainActor
    func make(boardSize: CGSize? = nil) -> [(window: UIWindow, name: String?, keptAlive: [AnyObject])] {
        if scene == Self.board || boardSize != nil {
            let board = GestureBoard(size: boardSize ?? CGSize(width: 800, height: 480))
            return [(board.window, nil, [board])]
        }
        let demo = DemoScene.named(scene)!
        return demo.windows.map { ($0.window, $0.name, [demo.output]) }
    }
}
