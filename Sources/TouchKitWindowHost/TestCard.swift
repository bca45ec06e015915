import TouchKit

/// The window host's own scene, 480 × 320 points: one of each thing the window draws and each kind of input it
/// feeds, in a layout no other change moves, so that its screenshot check (scripts/window-check.sh) compares
/// against a reference that only the window host's drawing can break.
///
/// - a button-like view, "Tap me": a tap turns it from blue to orange and back, and counts;
/// - a red square a one-finger pan drags (a mouse drag, a finger);
/// - a scroll view of twelve labelled rows that the wheel scrolls (and a finger pans);
/// - a view rotated 30° at alpha 0.6 with rounded corners, and a hidden view that must never show;
/// - a hover pad that turns yellow while the pointer hovers over it (``UIHoverGestureRecognizer``);
/// - a status line saying what happened: taps, the square's position, the scroll offset.
@MainActor
public final class TestCard {
    /// The test card's window.
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
    /// Called with each line the card says.
    public var onLine: ((String) -> Void)?
    private let status = UILabel(frame: CGRect(x: 16, y: 36, width: 448, height: 20))
    private let button = UIView(frame: CGRect(x: 16, y: 72, width: 120, height: 44))
    private let square = UIView(frame: CGRect(x: 160, y: 72, width: 56, height: 56))
    private let scrollView = UIScrollView(frame: CGRect(x: 16, y: 140, width: 200, height: 164))
    private let hoverPad = UIView(frame: CGRect(x: 360, y: 72, width: 104, height: 56))
    private let scrollReporter = ScrollReporter()
    private var taps = 0

    /// The card, drawn and ready for input.
    public init() {
        window.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let title = UILabel(frame: CGRect(x: 16, y: 8, width: 448, height: 24))
        title.text = "TouchKit test card"
        title.font = .systemFont(ofSize: 18)
        window.addSubview(title)
        status.font = .systemFont(ofSize: 13)
        status.textColor = .darkGray
        window.addSubview(status)

        button.accessibilityIdentifier = "button"
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 10
        let buttonTitle = UILabel(frame: button.bounds)
        buttonTitle.text = "Tap me"
        buttonTitle.textColor = .white
        buttonTitle.textAlignment = .center
        button.addSubview(buttonTitle)
        let tap = UITapGestureRecognizer()
        tap.addTarget(handler: { [unowned self] _ in self.tapped() })
        button.addGestureRecognizer(tap)
        window.addSubview(button)

        square.accessibilityIdentifier = "square"
        square.backgroundColor = UIColor(red: 0.85, green: 0.2, blue: 0.2, alpha: 1)
        square.layer.cornerRadius = 8
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        pan.addTarget(handler: { [unowned self] recognizer in self.dragged(recognizer as! UIPanGestureRecognizer) })
        square.addGestureRecognizer(pan)
        window.addSubview(square)

        scrollView.accessibilityIdentifier = "rows"
        scrollView.backgroundColor = .white
        scrollView.layer.cornerRadius = 6
        scrollView.clipsToBounds = true
        scrollView.contentSize = CGSize(width: 200, height: 12 * 40)
        scrollView.delegate = scrollReporter
        scrollReporter.scrolled = { [unowned self] in self.updateStatus() }
        for row in 0..<12 {
            let cell = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 40, width: 200, height: 40))
            cell.backgroundColor = row % 2 == 0 ? UIColor(red: 0.88, green: 0.93, blue: 1, alpha: 1) : .white
            let label = UILabel(frame: CGRect(x: 12, y: 10, width: 176, height: 20))
            label.text = "Row \(row + 1)"
            label.font = .systemFont(ofSize: 15)
            cell.addSubview(label)
            scrollView.addSubview(cell)
        }
        window.addSubview(scrollView)

        let turned = UIView(frame: CGRect(x: 280, y: 190, width: 90, height: 90))
        turned.backgroundColor = UIColor(red: 0.2, green: 0.7, blue: 0.35, alpha: 1)
        turned.layer.cornerRadius = 14
        turned.alpha = 0.6
        turned.transform = CGAffineTransform(rotationAngle: .pi / 6)
        window.addSubview(turned)
        let hidden = UIView(frame: CGRect(x: 390, y: 200, width: 60, height: 60))
        hidden.backgroundColor = .purple
        hidden.isHidden = true
        window.addSubview(hidden)

        hoverPad.accessibilityIdentifier = "hover"
        hoverPad.backgroundColor = UIColor(white: 0.8, alpha: 1)
        hoverPad.layer.cornerRadius = 28
        let hover = UIHoverGestureRecognizer()
        hover.addTarget(handler: { [unowned self] recognizer in self.hovered(recognizer) })
        hoverPad.addGestureRecognizer(hover)
        window.addSubview(hoverPad)
        updateStatus()
    }

    private func tapped() {
        taps += 1
        button.backgroundColor = taps % 2 == 1 ? .orange : .systemBlue
        onLine?("tap \(taps)")
        updateStatus()
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        let moved = pan.translation(in: window)
        square.center = CGPoint(x: square.center.x + moved.x, y: square.center.y + moved.y)
        pan.setTranslation(.zero, in: window)
        if pan.state == .ended || pan.state == .cancelled { onLine?("square dropped at \(Self.point(square.frame.origin))") }
        updateStatus()
    }

    private func hovered(_ hover: UIGestureRecognizer) {
        let inside = hover.state == .began || hover.state == .changed
        hoverPad.backgroundColor = inside ? .yellow : UIColor(white: 0.8, alpha: 1)
    }

    private func updateStatus() {
        status.text = "taps \(taps) · square at \(Self.point(square.frame.origin)) · scrolled \(Int(scrollView.contentOffset.y.rounded()))"
    }

    private static func point(_ point: CGPoint) -> String { "(\(Int(point.x.rounded())), \(Int(point.y.rounded())))" }
}

/// The test card's scroll view delegate: tells the card the offset changed.
@MainActor
private final class ScrollReporter: UIScrollViewDelegate {
    var scrolled: (() -> Void)?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled?() }
}
