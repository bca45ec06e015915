/// A view that shows text: UIKit's `UILabel`, with its text as data (TouchKit draws no glyphs; pictures draw the
/// text with an SVG font).
///
/// What matters for touches: ``UIView/isUserInteractionEnabled`` is false by default, as in UIKit [doc], so a label
/// is skipped by hit testing and a tap recognizer added to it never sees a touch: the touch goes to the view behind.
/// Turn it on (`label.isUserInteractionEnabled = true`) for the recognizer to work. This is the classic reason a
/// label's tap recognizer "never fires".
///
/// Size: ``intrinsicContentSize`` and ``sizeThatFits(_:)`` measure with ``UIFont``'s simple model, not real glyphs:
/// each character (grapheme) advances half the point size and each line is 1.2 × the point size high [?]; sizes
/// are rounded up to whole points, as UIKit rounds a label's size up [pub]. Lines are the text's `\n`-separated
/// paragraphs, and when a width is given and ``numberOfLines`` is not 1, each paragraph wraps at that width (by
/// characters, so no word is measured); ``numberOfLines`` (0: no limit) caps the count. An empty or nil text
/// measures zero.
///
/// ``text`` and ``attributedText`` are one value: setting one sets the other (the attributed string's attributes are
/// kept but not read).
///
/// See also ``UIFont``, ``NSTextAlignment``, ``UIView/isUserInteractionEnabled``.
@preconcurrency @MainActor
open class UILabel: UIView {
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?

    /// The text shown. Default nil. Setting it replaces ``attributedText`` with a plain string of it.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
        }
    }

    /// The text with attributes. Default nil; after ``text`` is set, a plain attributed string of it. Setting it sets
    /// ``text`` to its string.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
        }
    }

    /// The font. Default the 17 pt system font [doc]; nil resets it.
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet { if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) } }
    }

    /// The text colour. Default black (UIKit's `label` colour in light mode); nil resets it.
    open var textColor: UIColor! = .black {
        didSet { if textColor == nil { textColor = .black } }
    }

    /// How lines line up. Default ``NSTextAlignment/natural``.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 means no limit. Default 1. A negative value is taken as 0 [?].
    open var numberOfLines: Int = 1 {
        didSet { if numberOfLines < 0 { numberOfLines = 0 } }
    }
    /// How a line that does not fit is cut. Default ``NSLineBreakMode/byTruncatingTail``.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the text is drawn enabled (false: dimmed). Default true. It does not affect touches.
    open var isEnabled: Bool = true
    /// Whether the label is drawn highlighted. Default false.
    open var isHighlighted: Bool = false

    /// A label ignores touches until ``UIView/isUserInteractionEnabled`` is set, from either initializer.
    override class var isUserInteractionEnabledByDefault: Bool { false }

    // MARK: Size

    /// The size of the text on its natural lines (no wrapping), rounded up to whole points.
    open override var intrinsicContentSize: CGSize { measure(wrappingAt: nil) }

    /// The size of the text wrapped at `size.width` (when ``numberOfLines`` is not 1 and the width is positive and
    /// finite), rounded up to whole points. The width returned is at most `size.width` when one is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        return measure(wrappingAt: numberOfLines == 1 ? nil : width)
    }

    /// The lines the label shows, in TouchKit's text model: its paragraphs wrapped at `width` (none: not wrapped),
    /// at most ``numberOfLines`` of them. For pictures and sizing.
    package func layoutLines(wrappingAt width: CGFloat?) -> [String] {
        guard let text = storedText, !text.isEmpty else { return [] }
        var paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if numberOfLines == 1 { paragraphs = [paragraphs.joined(separator: " ")] }
        var lines: [String] = []
        let advance = font.averageCharacterAdvance
        let perLine = width.map { advance > 0 ? max(Int(($0 / advance).rounded(.down)), 1) : Int.max } ?? Int.max
        for paragraph in paragraphs {
            var rest = Substring(paragraph)
            repeat {
                let line = rest.prefix(perLine)
                lines.append(String(line))
                rest = rest.dropFirst(line.count)
            } while !rest.isEmpty
        }
        if numberOfLines > 0, lines.count > numberOfLines { lines.removeLast(lines.count - numberOfLines) }
        return lines
    }

    private func measure(wrappingAt width: CGFloat?) -> CGSize {
        let lines = layoutLines(wrappingAt: width)
        guard !lines.isEmpty else { return .zero }
        let longest = lines.map(\.count).max() ?? 0
        var lineWidth = (CGFloat(longest) * font.averageCharacterAdvance).rounded(.up)
        if let width { lineWidth = min(lineWidth, width) }
        return CGSize(width: lineWidth, height: (CGFloat(lines.count) * font.lineHeight).rounded(.up))
    }
}
