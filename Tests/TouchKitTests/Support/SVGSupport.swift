import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TouchKit

/// An element of a parsed SVG document: enough of a DOM to query the pictures' `data-` attributes.
final class SVGNode {
    let name: String
    let attributes: [String: String]
    var children: [SVGNode] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// A numeric attribute (nil when missing or not a number).
    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// This node and everything under it, in document order.
    var descendants: [SVGNode] { [self] + children.flatMap(\.descendants) }

    /// Every node under this one (and itself) with the given class.
    func all(class name: String) -> [SVGNode] { descendants.filter { $0["class"] == name } }

    /// The `(x, y)` of a `translate(x y)` transform.
    var translation: (x: Double, y: Double)? {
        guard let transform = attributes["transform"], transform.hasPrefix("translate(") else { return nil }
        let numbers = transform.dropFirst("translate(".count).dropLast().split(whereSeparator: { $0 == " " || $0 == "," })
        guard numbers.count == 2, let x = Double(numbers[0]), let y = Double(numbers[1]) else { return nil }
        return (x, y)
    }

    /// The affine transform of a `matrix(a b c d e f)` transform (identity when there is none).
    var matrix: CGAffineTransform {
        guard let transform = attributes["transform"], transform.hasPrefix("matrix(") else { return .identity }
        let numbers = transform.dropFirst("matrix(".count).dropLast()
            .split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard numbers.count == 6 else { return .identity }
        return CGAffineTransform(
            a: CGFloat(numbers[0]), b: CGFloat(numbers[1]), c: CGFloat(numbers[2]), d: CGFloat(numbers[3]),
            tx: CGFloat(numbers[4]), ty: CGFloat(numbers[5]))
    }
}

/// Parses an SVG document with Foundation's XMLParser; fails the test (and returns an empty root) when the text is
/// not well-formed XML.
func parseSVG(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> SVGNode {
    let builder = SVGTreeBuilder()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = builder
    let parsed = parser.parse()
    #expect(parsed, "not well-formed XML: \(parser.parserError.map { String(describing: $0) } ?? "?")", sourceLocation: sourceLocation)
    #expect(builder.root?.name == "svg", sourceLocation: sourceLocation)
    return builder.root ?? SVGNode(name: "empty", attributes: [:])
}

private final class SVGTreeBuilder: NSObject, XMLParserDelegate {
    var root: SVGNode?
    private var stack: [SVGNode] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let node = SVGNode(name: elementName, attributes: attributes)
        if let parent = stack.last { parent.children.append(node) } else { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}
