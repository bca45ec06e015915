import TouchKit

/// One finger down on a plain view with no recognizer; each iteration sends one moved sample through the host.
@MainActor
public final class MovedSampleScene {
    /// The scene's window.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    /// The host the scene's samples go through.
    public let host: TouchHost
    private var x: CGFloat = 100
    private var time: TimeInterval = 0

    /// Builds the scene and checks what it claims.
    public init() {
        window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)))
        host = TouchHost(window: window)
        host.send(TouchSample(id: 1, phase: .began, location: CGPoint(x: x, y: 100), timestamp: 0))
        checkRecognizers(of: host.touch(forFinger: 1), onPath: 0, live: 0, scene: "PlainView")
    }

    /// One moved event.
    public func moveOnce() {
        x = x == 100 ? 101 : 100
        time += 1.0 / 120
        host.send(TouchSample(id: 1, phase: .moved, location: CGPoint(x: x, y: 100), timestamp: time))
    }
}
