import TouchKit

/// One element of an SVG document, written out as well-formed XML: the only output format of TouchKit's pictures.
///
/// Attribute values and text are escaped, and characters XML 1.0 forbids (control characters other than tab, line
/// feed and carriage return) become U+FFFD, so any view or recognizer name can be drawn. Numbers are rounded to
/// thousandths, so the text is the same on every platform and run.
///
/// UIKit has nothing like it: pictures are a TouchKit tool.
struct SVGElement {
    var name: String
    var attributes: [(name: String, value: String)] = []
    var text: String?
    var children: [SVGElement] = []

    init(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil, children: [SVGElement] = []) {
        self.name = name
        self.attributes = attributes.map { (name: $0.0, value: $0.1) }
        self.text = text
        self.children = children
    }

    /// Sets an attribute, replacing an earlier value of the same name.
    mutating func set(_ attribute: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == attribute }) {
            attributes[index].value = value
        } else {
            attributes.append((attribute, value))
        }
    }

    mutating func set(_ attribute: String, _ value: Double) { set(attribute, Self.number(value)) }

    mutating func set(_ attribute: String, _ value: CGFloat) { set(attribute, Self.number(value)) }

    mutating func append(_ child: SVGElement) { children.append(child) }

    /// The element and its children as indented XML, without the XML declaration.
    func xml() -> String {
        var output = ""
        write(to: &output, depth: 0)
        return output
    }

    /// A complete SVG file: the XML declaration, then the element (which should be the `svg` root).
    func document() -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + xml()
    }

    private func write(to output: inout String, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        output += indent + "<" + name
        for attribute in attributes {
            output += " " + attribute.name + "=\"" + Self.escape(attribute.value, quotes: true) + "\""
        }
        if children.isEmpty {
            if let text {
                output += ">" + Self.escape(text, quotes: false) + "</" + name + ">\n"
            } else {
                output += "/>\n"
            }
            return
        }
        output += ">"
        if let text { output += Self.escape(text, quotes: false) }
        output += "\n"
        for child in children { child.write(to: &output, depth: depth + 1) }
        output += indent + "</" + name + ">\n"
    }

    // MARK: Text

    /// `text` with `&`, `<`, `>` (and in attribute values `"` and `'`) escaped and characters XML 1.0 forbids
    /// replaced by U+FFFD.
    static func escape(_ text: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&apos;"
            default:
                result.unicodeScalars.append(isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// XML 1.0's `Char` production: tab, line feed, carriage return, and everything from U+0020 except U+FFFE and
    /// U+FFFF (Swift strings hold no surrogates).
    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    // MARK: Numbers

    /// `value` rounded to `decimals` places (thousandths by default: a thousandth of a point or millisecond),
    /// without trailing zeros or a negative zero; 0 for NaN and infinities, which SVG cannot hold.
    static func number(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    static func number(_ value: CGFloat, decimals: Int = 3) -> String { number(Double(value), decimals: decimals) }

    /// An affine transform as SVG's `matrix(a b c d tx ty)`. The linear part keeps nine decimals and the
    /// translation six, so a deep tree of rotated views composes to within a micro-point of `UIView`'s geometry.
    static func matrix(_ t: CGAffineTransform) -> String {
        let linear = [t.a, t.b, t.c, t.d].map { number($0, decimals: 9) }
        let translation = [t.tx, t.ty].map { number($0, decimals: 6) }
        return "matrix(" + (linear + translation).joined(separator: " ") + ")"
    }

    /// A colour as `#rrggbb` (its alpha goes into a separate opacity attribute, which every SVG reader takes).
    static func rgb(_ color: UIColor) -> String {
        String(color.hexString.prefix(7))
    }
}
