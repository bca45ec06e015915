import TouchKit

/// Scene **Path K** (docs/Performance.md): 10 nested full-window views carrying K recognizers, a tap, a long press and a
/// pan in turn, the first on the deepest view and each next one on the view above (round the path again after the
/// window's child). The long presses never time out and tolerate any movement, and moves swing 1 pt at one
/// timestamp, so all K stay live: the cost of a sample is the cost of K live recognizers on a 10-view path.
@MainActor
public final class RecognizerPathScene {
    /// The scene's window.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The host the scene's samples go through.
    public let host: TouchHost
    /// K: how many recognizers are on the path.
    public let recognizerCount: Int
    private let finger: OneFinger

    /// Builds the path with `count` recognizers and checks, after a began and a moved sample, that all are live.
    public init(recognizers count: Int) {
        recognizerCount = count
        host = TouchHost(window: window)
        finger = OneFinger(host: host, point: CGPoint(x: 200, y: 400))
        var path: [UIView] = []
        var parent: UIView = window
        for _ in 0..<10 {
            let view = UIView(frame: window.bounds)
            parent.addSubview(view)
            path.append(view)
            parent = view
        }
        for index in 0..<count {
            let recognizer: UIGestureRecognizer
            switch index % 3 {
            case 0: recognizer = UITapGestureRecognizer { _ in }
            case 1:
                let press = UILongPressGestureRecognizer { _ in }
                press.minimumPressDuration = .infinity
                press.allowableMovement = .greatestFiniteMagnitude
                recognizer = press
            default: recognizer = UIPanGestureRecognizer { _ in }
            }
            path[path.count - 1 - index % path.count].addGestureRecognizer(recognizer)
        }
        fingerDown()
        moveOnce()
        checkRecognizers(of: finger.touch, onPath: count, live: count, scene: "Path \(count)")
        fingerUp()
    }

    /// A began sample (``OneFinger/down()``).
    public func fingerDown() { finger.down() }

    /// The ended sample (``OneFinger/up()``).
    public func fingerUp() { finger.up() }

    /// A moved sample 1 pt from the last, at the began sample's timestamp (``OneFinger/move()``).
    public func moveOnce() { finger.move() }
}
