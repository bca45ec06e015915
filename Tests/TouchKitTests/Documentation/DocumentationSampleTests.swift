import Foundation
import Testing
@testable import TouchKit
import TouchKitTesting

/// The DocC articles' code samples compile (DocumentationSamples.swift) and do what the articles say; every
/// ```swift block of an article is a snippet of that file, and every snippet is in an article.
@MainActor
@Suite struct DocumentationSampleTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let catalog = packageRoot.appendingPathComponent("Sources/TouchKit/TouchKit.docc")

    private static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// The articles, by file name.
    private static func articles() throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
        var result: [String: String] = [:]
        for name in names { result[name] = try read(catalog.appendingPathComponent(name)) }
        return result
    }

    /// The fenced blocks of `language` in a Markdown text.
    static func codeBlocks(in markdown: String, language: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = current {
                if line == "```" {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    current = lines + [line]
                }
            } else if line == "```\(language)" {
                current = []
            }
        }
        return blocks
    }

    /// The snippets of DocumentationSamples.swift, by name.
    static func snippets() throws -> [String: String] {
        let source = try read(
            packageRoot.appendingPathComponent("Tests/TouchKitTests/Documentation/DocumentationSamples.swift"))
        var result: [String: String] = [:]
        var name: String?
        var lines: [Substring] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("// snippet: ") {
                name = String(line.dropFirst("// snippet: ".count))
                lines = []
            } else if line == "// end snippet", let current = name {
                result[current] = lines.joined(separator: "\n")
                name = nil
            } else if name != nil {
                lines.append(line)
            }
        }
        return result
    }

    @Test func everySwiftBlockOfEveryArticleIsACompiledSnippetAndEverySnippetIsUsed() throws {
        let snippets = try Self.snippets()
        #expect(snippets.count >= 5)
        var used: Set<String> = []
        for (article, text) in try Self.articles() {
            for block in Self.codeBlocks(in: text, language: "swift") {
                let match = snippets.first { $0.value == block }?.key
                #expect(match != nil, "\(article) has a swift block that is not a snippet of DocumentationSamples.swift:\n\(block)")
                if let match { used.insert(match) }
            }
        }
        #expect(used == Set(snippets.keys), "snippets no article shows: \(Set(snippets.keys).subtracting(used).sorted())")
    }

    @Test func thePortedCardFollowsTheFinger() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = PortedCardView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(card)
        TouchSimulator(window: window).drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100))
        #expect(card.offset == 90)   // 100 pt, less the pan's 10 pt hysteresis
    }

    @Test func thePhotoSampleZoomsOnADoubleTapAndTogglesTheChromeOnASingleTap() {
        #expect(photoGesturesInMilliseconds() == ["zoom", "toggle chrome"])
    }

    @Test func thePointerAndPencilHostSampleIsTakenWithoutADiagnostic() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let host = TouchHost(window: window)
        let samples = [
            PencilSample(.began, location: CGPoint(x: 10, y: 10), timestamp: 1.1),
            PencilSample(.moved, location: CGPoint(x: 12, y: 10), timestamp: 1.11, estimatedProperties: .force, estimatedPropertiesExpectingUpdates: .force, estimationUpdateIndex: 42),
        ]
        sendPointerAndPencil(to: host, samplesSinceLastFrame: samples)
        #expect(host.diagnostics.isEmpty)
        #expect(host.touch(forFinger: TouchHost.pencilFingerID)?.force == 2.1)
    }

    @Test func thePointerPencilAndFingersScriptOpensTheMenuAndLeavesNothingDown() {
        final class Menu: UIContextMenuInteractionDelegate {
            var displayed = 0
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Copy") { _ in }]) })
            }
            func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                animator: (any UIContextMenuInteractionAnimating)?
            ) { displayed += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let menu = Menu()
        let interaction = UIContextMenuInteraction(delegate: menu)
        view.addInteraction(interaction)
        let simulator = TouchSimulator(window: window)
        scriptPointerPencilAndFingers(simulator)
        // The menu opened on the click; the pencil's touch outside it dismissed it, as a finger's would.
        #expect(menu.displayed == 1)
        #expect(interaction.presentedMenu == nil)
        #expect(simulator.host.activeFingers.isEmpty)
        #expect(simulator.host.diagnostics.isEmpty)
        withExtendedLifetime(menu) {}
    }

    @Test func theLongPressSampleFiresAtHalfASecond() {
        #expect(longPressFiresAtHalfASecond() == 0.5)
    }

    @Test func theDebuggingArticleShowsTheExplanationTheSamplePrints() throws {
        let explanation = whyDidNotMyTapFire()
        #expect(explanation.diagnostics.map(\.kind) == [.missedTarget])
        #expect(explanation.touches.first?.hitTest.hitView == "banner")
        let article = try Self.read(Self.catalog.appendingPathComponent("DebuggingAGestureThatDoesNotFire.md"))
        #expect(Self.codeBlocks(in: article, language: "text").contains(explanation.description))
    }

    @Test func theInputPumpDeliversALongPressOnTheRealClocksTime() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: MediaClock(start: 1000))
        var states: [UIGestureRecognizer.State] = []
        window.addGestureRecognizer(UILongPressGestureRecognizer { states.append($0.state) })
        let pump = InputPump(window: window)
        pump.report([(slot: 3, phase: .began, x: 100, y: 100)], at: 1000.0)
        pump.tick(at: 1000.4)
        #expect(states.isEmpty)
        pump.tick(at: 1000.6)
        #expect(states == [.began])
        pump.report([(slot: 3, phase: .ended, x: 100, y: 100)], at: 1000.7)
        #expect(states == [.began, .ended])
    }

    @Test func theArticlesTimelinesAreTheDemosPictures() throws {
        let resources = Self.catalog.appendingPathComponent("Resources")
        let names = try FileManager.default.contentsOfDirectory(atPath: resources.path).filter { $0.hasSuffix(".svg") }
        #expect(!names.isEmpty)
        for name in names {
            let copy = try Self.read(resources.appendingPathComponent(name))
            let original = try Self.read(Self.packageRoot.appendingPathComponent("docs/pictures").appendingPathComponent(name))
            #expect(copy == original, "\(name) differs from docs/pictures/\(name): copy it again")
        }
    }
}
