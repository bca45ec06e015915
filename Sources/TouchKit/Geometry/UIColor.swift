/// A colour in sRGB with alpha: enough of UIKit's `UIColor` to describe and draw the demos.
public struct UIColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0 to 1.
    public var red: CGFloat
    /// The green component, 0 to 1.
    public var green: CGFloat
    /// The blue component, 0 to 1.
    public var blue: CGFloat
    /// TouchKit only: the opacity, 0 (clear) to 1 (opaque).
    public var alpha: CGFloat

    /// A colour from its sRGB components and alpha.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A grey: `white` from 0 (black) to 1 (white).
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// UIKit's gray: 50 % white.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// UIKit's light gray: two thirds white.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// UIKit's dark gray: one third white.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// UIKit's orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// UIKit's purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// iOS's system blue in light mode (#007AFF).
    public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)

    /// TouchKit only: `#rrggbb`, or `#rrggbbaa` when not opaque: the form SVG and CSS take. Components are clamped to
    /// 0...1 (UIKit's extended range has no hex form); a NaN component reads as 0 (TouchKit's choice: UIKit does not
    /// say).
    public var hexString: String {
        func byte(_ value: CGFloat) -> String {
            let clamped = Int((min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded())
            let digits = String(clamped, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 || alpha.isNaN ? byte(alpha) : "")
    }

    public var description: String { "UIColor(\(hexString))" }
}
