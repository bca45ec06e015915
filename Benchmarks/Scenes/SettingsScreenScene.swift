import TouchKit

/// Scene **Settings** (docs/Performance.md; the 2017 talk's Settings screen): a 390×844 window, a container with a left
/// screen-edge pan, a scroll view (touch delay, pan, pinch), 53 rows each with a cell (tap + long press), a label and
/// a switch-like view (tap): 161 views, 163 recognizers. The finger is on row 2's switch: 7 recognizers on its path
/// (edge pan, the scroll view's three, the cell's two, the switch's tap), 6 live once the edge pan fails. Moves swing
/// 1 pt at one timestamp, so nothing on the path decides.
@MainActor
public final class SettingsScreenScene {
    /// The scene's window.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The host the scene's samples go through.
    public let host: TouchHost
    /// The middle of row 2's switch (the row spans y 88–132, its switch x 320–380, y 94–126).
    public let point = CGPoint(x: 350, y: 110)
    /// Row 2's switch, where the finger goes down.
    public private(set) var toggle: UIView?
    private let finger: OneFinger

    /// Builds the scene and checks what it claims.
    public init() {
        host = TouchHost(window: window)
        finger = OneFinger(host: host, point: point)
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let edgePan = UIScreenEdgePanGestureRecognizer { _ in }
        edgePan.edges = .left
        container.addGestureRecognizer(edgePan)
        let list = UIScrollView(frame: container.bounds)
        list.contentSize = CGSize(width: 390, height: 53 * 44)
        container.addSubview(list)
        for row in 0..<53 {
            let cell = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 44, width: 390, height: 44))
            cell.addGestureRecognizer(UITapGestureRecognizer { _ in })
            cell.addGestureRecognizer(UILongPressGestureRecognizer { _ in })
            cell.addSubview(UIView(frame: CGRect(x: 16, y: 0, width: 280, height: 44)))
            let toggle = UIView(frame: CGRect(x: 320, y: 6, width: 60, height: 32))
            toggle.addGestureRecognizer(UITapGestureRecognizer { _ in })
            cell.addSubview(toggle)
            list.addSubview(cell)
            if row == 2 { self.toggle = toggle }
        }
        let installed = countViewsAndRecognizers(below: window)
        precondition(installed.views == 161, "Settings: \(installed.views) views below the window, expected 161")
        precondition(
            installed.recognizers == 163, "Settings: \(installed.recognizers) recognizers installed, expected 163"
        )
        precondition(hitTest() === toggle, "Settings: the finger must be on row 2's switch")
        fingerDown()
        moveOnce()
        checkRecognizers(of: finger.touch, onPath: 7, live: 6, scene: "Settings")
        fingerUp()
    }

    /// The hit test a began sample makes.
    public func hitTest() -> UIView? { window.hitTest(point, with: nil) }

    /// A began sample (``OneFinger/down()``).
    public func fingerDown() { finger.down() }

    /// The ended sample (``OneFinger/up()``).
    public func fingerUp() { finger.up() }

    /// A moved sample 1 pt from the last, at the began sample's timestamp (``OneFinger/move()``).
    public func moveOnce() { finger.move() }
}
