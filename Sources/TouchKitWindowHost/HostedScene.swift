import TouchKit
import TouchKitScenes
import TouchKitTesting

/// A scene that a host puts real or replayed input on: the gesture board, a demo scene by name, or the window
/// host's test card. `touchkit replay --scene`, `touchkit listen --scene` and `touchkit-window` share it.
///
/// A demo's scene is taken as its script leaves it (``DemoScene``); a demo with several windows is shown by its
/// first, as the playground shows it. What the scene says as it is touched (the board's recognizer lines, a demo's
/// own lines) goes to ``onLine``.
@MainActor
public final class HostedScene {
    /// The gesture board's name, the default scene of `touchkit replay` and `touchkit listen`.
    nonisolated public static let boardName = "board"
    /// The test card's name: the window host's own scene, which its screenshot check drives (``TestCard``).
    nonisolated public static let testCardName = "testcard"

    /// Every scene name a host takes: the board, the demos in catalog order, the test card.
    nonisolated public static var names: [String] { [boardName] + DemoCatalog.all.map(\.name) + [testCardName] }

    /// A name that is no scene, told with the names there are.
    public struct UnknownScene: Error, Sendable, Equatable, CustomStringConvertible {
        /// The name asked for.
        public var name: String
        /// The sentence a command prints.
        public var description: String {
            "no scene named '\(name)'; the scenes are: \(HostedScene.names.joined(separator: ", "))"
        }
    }

    /// The scene's name.
    public let name: String
    /// The window input goes to.
    public let window: UIWindow
    /// How many windows the scene has (only ``window`` is hosted).
    public let windowCount: Int
    /// Called with each line the scene says.
    public var onLine: ((String) -> Void)?
    /// What keeps the scene's delegates and helpers alive as long as the scene is used.
    private let keptAlive: [AnyObject]

    /// The scene named `name`; the board is made at `boardSize`, the other scenes at their own size.
    ///
    /// - Throws: ``UnknownScene`` when no scene has that name.
    public init(named name: String, boardSize: CGSize = CGSize(width: 800, height: 480)) throws {
        self.name = name
        if name == Self.boardName {
            let board = GestureBoard(size: boardSize)
            window = board.window
            windowCount = 1
            keptAlive = [board]
            board.onLine = { [weak self] line in self?.onLine?(line) }
        } else if name == Self.testCardName {
            let card = TestCard()
            window = card.window
            windowCount = 1
            keptAlive = [card]
            card.onLine = { [weak self] line in self?.onLine?(line) }
        } else if let demo = DemoScene.named(name), let first = demo.windows.first {
            window = first.window
            windowCount = demo.windows.count
            keptAlive = [demo.output]
            demo.output.lineSaid = { [weak self] line in self?.onLine?(line) }
        } else {
            throw UnknownScene(name: name)
        }
    }

    /// Checks a scene name without building the scene: for a command's `validate()`.
    nonisolated public static func check(_ name: String) throws {
        guard names.contains(name) else { throw UnknownScene(name: name) }
    }

    /// Lets the window's clock run, a frame at a time, until nothing is scheduled or `limit` seconds pass: the
    /// timers a replay left (a long press, a double tap's wait) and animations run out.
    public func settle(limit: TimeInterval = 10) {
        let clock = window.clock
        let end = clock.now + limit
        while clock.hasPendingWork && clock.now < end { clock.advance(by: 1.0 / 60) }
    }
}
