import TouchKit
import TouchKitTesting

/// A demo's scene as its script drives it: an object holding the window the output hands over for recording.
@MainActor
protocol DemoStage: AnyObject {
    var window: UIWindow { get }
}

/// A window of `width` × `height` points (a phone's, 390 × 844, unless said) and a simulator on it: what every demo
/// scene opens with.
@MainActor
func demoStage(width: CGFloat = 390, height: CGFloat = 844) -> (UIWindow, TouchSimulator) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    return (window, TouchSimulator(window: window))
}

/// A scene whose views and delegates narrate what they do, one line at a time, into the demo's text.
@MainActor
protocol NarratingDemoStage: DemoStage {
    var log: (String) -> Void { get set }
}

/// How every demo's script opens: the scene's window is attached before the first touch (so `--timeline` and
/// `--frames` see all of it), and the scene lives as long as the output (the playground keeps touching it after the
/// script returns).
extension DemoOutput {
    /// Attaches `scene`'s window under `name`, keeps the scene alive with this output, and returns it.
    @discardableResult
    func stage<Scene: DemoStage>(_ scene: Scene, name: String? = nil) -> Scene {
        attach(scene.window, name: name)
        keepAlive(scene)
        return scene
    }

    /// Attaches `scene`'s window under `name`, keeps the scene alive with this output, says its narration here, and
    /// returns it. The narration holds this output strongly; ``release()`` breaks that cycle.
    @discardableResult
    func stage<Scene: NarratingDemoStage>(_ scene: Scene, name: String? = nil) -> Scene {
        attach(scene.window, name: name)
        keepAlive(scene)
        scene.log = { self.say($0) }
        return scene
    }

    /// A bare phone-sized window attached to this output and a simulator on it, for a script that builds its views
    /// itself.
    func stageWindow(
        _ frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)
    ) -> (window: UIWindow, simulator: TouchSimulator) {
        let window = UIWindow(frame: frame)
        attach(window)
        return (window, TouchSimulator(window: window))
    }
}
