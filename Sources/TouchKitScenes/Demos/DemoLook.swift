import TouchKit

/// What the demo scenes draw with: labels, the one-line "try this" banner, the status line that shows what the last
/// gesture did, and placeholder pictures made of plain views. Everything is in the view tree (labels' text, colours,
/// corner radii, transforms), so every renderer draws it: the SVG pictures, the playground and the native window.
@MainActor
enum DemoLook {
    /// The scenes' text colours and fills.
    static let ink = UIColor(white: 0.13, alpha: 1)
    static let secondaryInk = UIColor(white: 0.42, alpha: 1)
    static let bannerFill = UIColor(red: 0.12, green: 0.14, blue: 0.2, alpha: 0.88)
    static let statusFill = UIColor(red: 1, green: 0.97, blue: 0.8, alpha: 0.95)
    static let highlight = UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
    static let systemRed = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
    static let systemGreen = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
    static let systemOrange = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
    static let systemIndigo = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)

    /// A label with `text` in `frame`: one line unless `lines` says otherwise, ignoring touches as UIKit's does.
    static func label(
        _ text: String, frame: CGRect, size: CGFloat = 15, weight: UIFont.Weight = .regular,
        color: UIColor = ink, alignment: NSTextAlignment = .left, lines: Int = 1
    ) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = .systemFont(ofSize: size, weight: weight)
        label.textColor = color
        label.textAlignment = alignment
        label.numberOfLines = lines
        return label
    }

    /// `view` as the ground of `window` (it fills it): named `name` (for the lint, the explanations and the tests), on
    /// `color`, the window's first view.
    static func ground<View: UIView>(_ view: View, name: String, color: UIColor, in window: UIWindow) -> View {
        view.accessibilityIdentifier = name
        view.backgroundColor = color
        window.addSubview(view)
        return view
    }

    /// The scene's "try this" line: a dark banner across the top of `window`'s root view, one line of white text.
    /// It ignores touches, so the scene under it still gets them.
    @discardableResult
    static func hint(_ text: String, in view: UIView, y: CGFloat = 0) -> UIView {
        let banner = UIView(frame: CGRect(x: 0, y: y, width: view.bounds.width, height: 30))
        banner.accessibilityIdentifier = "hint"
        banner.backgroundColor = bannerFill
        banner.isUserInteractionEnabled = false
        // One line of 12 pt fits about 60 characters across a phone; a longer hint takes two smaller lines.
        let line = "Try: " + text
        let long = CGFloat(line.count) * 6 > banner.bounds.width - 16
        banner.addSubview(label(line, frame: banner.bounds.insetBy(dx: 8, dy: 0), size: long ? 11 : 12, color: .white, lines: long ? 2 : 1))
        view.addSubview(banner)
        return banner
    }

    /// A status line at the bottom of `view` that the scene rewrites with what the last gesture did.
    static func status(_ text: String, in view: UIView) -> UILabel {
        let frame = CGRect(x: 0, y: view.bounds.height - 30, width: view.bounds.width, height: 30)
        let background = UIView(frame: frame)
        background.accessibilityIdentifier = "status"
        background.backgroundColor = statusFill
        background.isUserInteractionEnabled = false
        view.addSubview(background)
        let line = label(text, frame: background.bounds.insetBy(dx: 8, dy: 0), size: 13, weight: .semibold)
        background.addSubview(line)
        return line
    }

    /// A landscape photo drawn with views: sky, sun, two mountains (rotated squares) and a meadow, clipped to `frame`.
    /// Its parts scale with it, so a zoom shows.
    static func photo(frame: CGRect, name: String = "photo") -> UIView {
        let photo = UIView(frame: frame)
        photo.accessibilityIdentifier = name
        photo.clipsToBounds = true
        photo.backgroundColor = UIColor(red: 0.53, green: 0.75, blue: 0.95, alpha: 1)
        let w = frame.width, h = frame.height
        let sun = UIView(frame: CGRect(x: w * 0.68, y: h * 0.12, width: w * 0.18, height: w * 0.18))
        sun.backgroundColor = UIColor(red: 1, green: 0.83, blue: 0.3, alpha: 1)
        sun.layer.cornerRadius = w * 0.09
        photo.addSubview(sun)
        for (x, side, shade) in [(0.3, 0.55, 0.42), (0.72, 0.45, 0.5)] as [(CGFloat, CGFloat, CGFloat)] {
            let mountain = UIView(frame: CGRect(x: 0, y: 0, width: w * side, height: w * side))
            mountain.center = CGPoint(x: w * x, y: h * 0.72)
            mountain.transform = CGAffineTransform(rotationAngle: .pi / 4)
            mountain.backgroundColor = UIColor(red: shade * 0.7, green: shade * 0.8, blue: shade, alpha: 1)
            photo.addSubview(mountain)
        }
        let meadow = UIView(frame: CGRect(x: 0, y: h * 0.72, width: w, height: h * 0.28))
        meadow.backgroundColor = UIColor(red: 0.36, green: 0.66, blue: 0.33, alpha: 1)
        photo.addSubview(meadow)
        // The parts are paint: touches land on the photo itself.
        for part in photo.subviews { part.isUserInteractionEnabled = false }
        return photo
    }

    /// A rounded square icon of `color` with a letter on it (an app icon, an avatar).
    static func icon(_ letter: String, color: UIColor, frame: CGRect) -> UIView {
        let icon = UIView(frame: frame)
        icon.backgroundColor = color
        icon.layer.cornerRadius = min(frame.width, frame.height) * 0.22
        icon.isUserInteractionEnabled = false
        icon.addSubview(label(letter, frame: icon.bounds, size: frame.height * 0.45, weight: .bold, color: .white, alignment: .center))
        return icon
    }

    /// A button's visible title: a centered label filling it (TouchKit's `UIButton` keeps its title as data only).
    static func title(_ button: UIButton, _ text: String, color: UIColor = .white) {
        button.setTitle(text, for: .normal)
        button.addSubview(label(text, frame: button.bounds, size: 15, weight: .semibold, color: color, alignment: .center))
    }
}

/// The drag's preview as a scene draws it: a translucent card under the finger from the lift to the end of the
/// drag, with a badge counting the items (TouchKit's drag interaction keeps its previews as data only).
@MainActor
final class DragPreviewView {
    private(set) var view: UIView?
    private var badge: UILabel?

    /// Shows the preview in `window` at `point`, titled `title`.
    func begin(in window: UIWindow, at point: CGPoint, title: String, color: UIColor) {
        end()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 110, height: 56))
        card.accessibilityIdentifier = "drag preview"
        card.backgroundColor = color
        card.alpha = 0.85
        card.layer.cornerRadius = 10
        card.layer.borderWidth = 2
        card.layer.borderColor = .white
        card.isUserInteractionEnabled = false
        card.transform = CGAffineTransform(rotationAngle: -0.06)
        card.addSubview(DemoLook.label(title, frame: card.bounds, size: 14, weight: .semibold, color: .white, alignment: .center))
        let count = DemoLook.label("1", frame: CGRect(x: 92, y: -10, width: 24, height: 24), size: 13, weight: .bold,
                                   color: .white, alignment: .center)
        count.backgroundColor = DemoLook.systemRed
        count.layer.cornerRadius = 12
        count.clipsToBounds = true
        card.addSubview(count)
        window.addSubview(card)
        view = card
        badge = count
        move(to: point)
    }

    /// Follows the finger.
    func move(to point: CGPoint) { view?.center = CGPoint(x: point.x, y: point.y - 20) }

    /// Shows how many items the drag carries.
    func show(count: Int) { badge?.text = "\(count)" }

    /// Takes the preview away (the drop or the cancellation is over).
    func end() {
        view?.removeFromSuperview()
        view = nil
        badge = nil
    }
}
