import TouchKit

/// Scene **Fingers F**: F fingers down at once, each on its own column (10 columns of 39 pt side by side in a
/// 390×844 window) carrying one pan, so each touch has one live recognizer on its path; one moved event carries all
/// F samples, each swinging 1 pt at one timestamp. (Issue 20 asks for 1, 5 and 10 fingers in one event and leaves
/// the scene open; one recognizer per finger keeps the per-finger cost apart from the per-recognizer cost.)
@MainActor
public final class FingersScene {
    /// The scene's window.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The host the scene's samples go through.
    public let host: TouchHost
    /// How many fingers are down.
    public let fingerCount: Int
    private var moved: [TouchSample]
    private var other: [TouchSample]

    /// Puts `count` fingers (1 to 10) down, moves them once and checks each has one live pan on its path.
    public init(fingers count: Int) {
        precondition((1...10).contains(count), "Fingers: 1 to 10 fingers, not \(count)")
        fingerCount = count
        host = TouchHost(window: window)
        for column in 0..<10 {
            let view = UIView(frame: CGRect(x: CGFloat(column) * 39, y: 0, width: 39, height: 844))
            view.addGestureRecognizer(UIPanGestureRecognizer { _ in })
            window.addSubview(view)
        }
        let began = (0..<count).map {
            TouchSample(id: $0 + 1, phase: .began, location: CGPoint(x: CGFloat($0) * 39 + 19, y: 400), timestamp: 1)
        }
        moved = began.map { TouchSample(id: $0.id, phase: .moved, location: $0.location, timestamp: 1) }
        other = moved.map {
            TouchSample(id: $0.id, phase: .moved, location: CGPoint(x: $0.location.x + 1, y: 400), timestamp: 1)
        }
        host.send(began)
        moveOnce()
        for finger in 1...count {
            checkRecognizers(of: host.touch(forFinger: finger), onPath: 1, live: 1, scene: "Fingers \(count)")
        }
    }

    /// One event moving every finger 1 pt, at the same timestamp.
    public func moveOnce() {
        swap(&moved, &other)
        host.send(moved)
    }
}
