import Foundation
import Testing
@testable import TouchKit
import TouchKitTesting

/// A drop loads its items' data through their item providers: `UIDropSession.canLoadObjects(ofClass:)` and
/// `loadObjects(ofClass:completion:)`, whose completion runs on the main queue once all objects are loaded (Apple's
/// `loadObjects(ofClass:completion:)` reference).
@MainActor
struct DropSessionLoadingTests {
    let scene = Scene()

    final class Source: UIDragInteractionDelegate {
        var providers: [NSItemProvider] = []
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            providers.map { UIDragItem(itemProvider: $0) }
        }
    }

    final class Destination: UIDropInteractionDelegate {
        var canLoadStrings: Bool?
        var canLoadURLs: Bool?
        var strings: [[String]] = []
        var urls: [[URL]] = []
        func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
            canLoadStrings = session.canLoadObjects(ofClass: String.self)
            canLoadURLs = session.canLoadObjects(ofClass: URL.self)
            return true
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
            UIDropProposal(operation: .copy)
        }
        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
            session.loadObjects(ofClass: String.self) { self.strings.append($0) }
            session.loadObjects(ofClass: URL.self) { self.urls.append($0) }
        }
    }

    private func drop(_ providers: [NSItemProvider]) -> Destination {
        let source = Source(), destination = Destination()
        source.providers = providers
        let from = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let to = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 200))
        scene.window.addSubview(from)
        scene.window.addSubview(to)
        let drag = UIDragInteraction(delegate: source)
        let dropInteraction = UIDropInteraction(delegate: destination)
        from.addInteraction(drag)
        to.addInteraction(dropInteraction)
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 100, y: 400))
        withExtendedLifetime((source, drag, dropInteraction)) {}
        return destination
    }

    @Test func aDropLoadsTheStringsAndURLsOfItsItemsInTheirOrder() {
        let url = URL(string: "https://example.com")!
        let destination = drop([NSItemProvider(object: "a"), NSItemProvider(object: url), NSItemProvider(object: "b")])
        #expect(destination.canLoadStrings == true && destination.canLoadURLs == true)
        scene.simulator.advance(by: 0.001)
        #expect(destination.strings == [["a", "b"]])
        #expect(destination.urls == [[url]])
    }

    @Test func theCompletionWaitsForTheClock() {
        let destination = drop([NSItemProvider(object: "a")])
        #expect(destination.strings.isEmpty)
        scene.simulator.advance(by: 0.001)
        #expect(destination.strings == [["a"]])
    }

    @Test func aDropWithNothingToLoadCompletesWithNoObjects() {
        let destination = drop([NSItemProvider(object: Data([1, 2]))])
        #expect(destination.canLoadStrings == false)
        scene.simulator.advance(by: 0.001)
        #expect(destination.strings == [[]])
        #expect(destination.urls == [[]])
    }

    @Test func anItemWhoseLoaderNeverAnswersIsLeftOutAfterTheTimeout() {
        let silent = NSItemProvider()
        silent.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { _ in nil }
        let destination = drop([NSItemProvider(object: "kept"), silent])
        scene.simulator.advance(by: 1)
        #expect(destination.strings.isEmpty)
        scene.simulator.advance(by: NSItemProvider.loadTimeout)
        #expect(destination.strings == [["kept"]])
    }
}
