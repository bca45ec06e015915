import ArgumentParser
import TouchKit
import TouchKitScenes
import TouchKitTesting

/// The scenes `touchkit lint` and `touchkit explore` read: a demo by name, or `board`, the gesture board that
/// `touchkit replay` plays traces and recordings into.
struct SceneChoice: ParsableArguments {
    @Argument(help: "A demo (see `touchkit demo --list`), or 'board': the gesture board `touchkit replay` uses.")
    var scene: String = "photo"

    /// The name of the gesture board's scene.
    static let board = "board"

    func validate() throws {
        guard scene == Self.board || DemoCatalog.all.contains(where: { $0.name == scene }) else {
            throw ValidationError("no scene named '\(scene)'; try a name from `touchkit demo --list`, or 'board'")
        }
    }

    /// A fresh copy of the scene's windows, with what keeps them alive.
    @MainActor
    func make() -> [(window: UIWindow, name: String?, keptAlive: [AnyObject])] {
        if scene == Self.board {
            let board = GestureBoard(size: CGSize(width: 800, height: 480))
            return [(board.window, nil, [board])]
        }
        let demo = DemoScene.named(scene)!
        return demo.windows.map { ($0.window, $0.name, [demo.output]) }
    }
}
