/// A font as data, a name and a size: UIKit's `UIFont`, reduced to what text layout reads (TouchKit draws no glyphs).
///
/// Its metrics follow a simple model, the one ``UILabel`` measures with: a line is ``lineHeight`` (1.2 × the point
/// size; San Francisco's 17 pt line is 20.3 pt [pub]) and a character advances half the point size [?], an average
/// for Latin text in the system font, not a real glyph width.
///
/// See also ``UILabel``.
public final class UIFont: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// A font weight: UIKit's `UIFont.Weight`, with its raw values (-1 ultra light … 0 regular … 1 black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight as UIKit's number.
        public let rawValue: CGFloat
        /// A weight from UIKit's number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0: the regular weight.
        public static let regular = Weight(rawValue: 0)
        /// 0.23: medium.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3: semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4: bold.
        public static let bold = Weight(rawValue: 0.4)
    }

    /// 17 pt: the system font size of body text and of a label's default font (UIKit) [doc].
    public static let labelFontSize: CGFloat = 17

    /// The font's name, as ".SFUI-Regular" for the system font.
    public let fontName: String
    /// The font's size in points.
    public let pointSize: CGFloat
    /// TouchKit only: the font's weight.
    public let weight: Weight

    /// The font named `fontName` at `size` points (any name: TouchKit has no font files). A non-finite or negative
    /// size is taken as the label size, 17.
    public init?(name fontName: String, size: CGFloat) {
        self.fontName = fontName
        self.pointSize = size.isFinite && size >= 0 ? size : Self.labelFontSize
        self.weight = .regular
    }

    private init(systemSize size: CGFloat, weight: Weight) {
        fontName = weight.rawValue >= Weight.bold.rawValue ? ".SFUI-Bold" : ".SFUI-Regular"
        pointSize = size.isFinite && size >= 0 ? size : Self.labelFontSize
        self.weight = weight
    }

    /// The system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(systemSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` points and the given weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemSize: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(systemSize: fontSize, weight: .bold) }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        let font = UIFont(systemSize: fontSize, weight: weight)
        return fontName == font.fontName ? font : (UIFont(name: fontName, size: fontSize) ?? font)
    }

    /// A line's height: 1.2 × ``pointSize`` [pub, ?].
    public var lineHeight: CGFloat { pointSize * 1.2 }

    /// How far one character advances in TouchKit's text model: 0.5 × ``pointSize`` [?].
    var averageCharacterAdvance: CGFloat { pointSize * 0.5 }

    /// Same name, size and weight.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// The name and size, as `.SFUI-Regular 17pt`.
    public var description: String { "\(fontName) \(pointSize)pt" }
}
