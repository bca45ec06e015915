import TouchKit

/// A demo's scene as its script leaves it, for the tools that read or touch a scene rather than watch a script:
/// `touchkit lint`, `touchkit explore` and their tests.
///
/// The demos build their scene and play their script in one closure, so the scene is taken once the script has run
/// (every finger is up by then, and timers have run their course); a demo with several windows gives them all.
@MainActor
public struct DemoScene {
    /// The demo's windows, with their names, in the order it attached them.
    public let windows: [(window: UIWindow, name: String?)]
    /// The output the demo ran with: it keeps the scene's delegates and helpers alive, so hold it as long as the
    /// windows are used.
    public let output: DemoOutput

    /// Runs `demo` with an output that keeps no lines, then lets its windows' clocks run ten seconds.
    public init(_ demo: Demo) {
        let output = DemoOutput()
        output.keepsLines = false
        demo.run(output)
        for (window, _) in output.windows { window.clock.advance(by: 10) }
        self.windows = output.windows
        self.output = output
    }

    /// The demo named `name`'s scene, or nil when there is no such demo.
    public static func named(_ name: String) -> DemoScene? {
        DemoCatalog.all.first { $0.name == name }.map(DemoScene.init)
    }
}
