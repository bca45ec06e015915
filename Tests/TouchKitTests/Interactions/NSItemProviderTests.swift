import Foundation
import Testing
@testable import TouchKit
import TouchKitTesting

/// The item provider Foundation on Linux lacks: registration, loading on the clock, and a defined end for a loader
/// that never answers (Apple's `NSItemProvider` reference; docs/UIKitFacts.md, "Drag interaction and system
/// gestures").
@MainActor
struct NSItemProviderTests {
    let scene = Scene()

    /// Makes the scene's clock the one standalone loads use (``MediaClock/current``): other tests, running between
    /// this suite's set-up and its body, make clocks of their own.
    private func useTheScenesClock() {
        scene.window.clock.advance(to: scene.window.clock.now)
    }

    /// Collects completion results on the main actor.
    @MainActor
    final class Results<T> {
        var values: [T?] = []
        var errors: [NSError?] = []
    }

    private func load<T: NSItemProviderReading & Sendable>(_ type: T.Type, from provider: NSItemProvider) -> Results<T> {
        let results = Results<T>()
        provider.loadObject(ofClass: type) { value, error in
            MainActor.assumeIsolated {
                results.values.append(value)
                results.errors.append(error as NSError?)
            }
        }
        return results
    }

    @Test func aStringLoadsAsAStringAtTheClocksNextTurn() {
        useTheScenesClock()
        let provider = NSItemProvider(object: "Hello")
        #expect(provider.canLoadObject(ofClass: String.self))
        let results = load(String.self, from: provider)
        #expect(results.values.isEmpty)
        scene.simulator.advance(by: 0.001)
        #expect(results.values == ["Hello"])
        #expect(results.errors == [nil])
    }

    @Test func aURLLoadsAsAURLAndNotAsAString() {
        useTheScenesClock()
        let url = URL(string: "https://example.com/a?b=1")!
        let provider = NSItemProvider(object: url)
        #expect(provider.canLoadObject(ofClass: URL.self))
        #expect(!provider.canLoadObject(ofClass: String.self))
        let results = load(URL.self, from: provider)
        scene.simulator.advance(by: 0.001)
        #expect(results.values == [url])
    }

    @Test func aDataRepresentationLoadsAsTheClassesThatReadIt() {
        useTheScenesClock()
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { done in
            done(Data("from data".utf8), nil)
            return nil
        }
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        let strings = load(String.self, from: provider)
        let data = load(Data.self, from: provider)
        scene.simulator.advance(by: 0.001)
        #expect(strings.values == ["from data"])
        #expect(data.values == [Data("from data".utf8)])
    }

    @Test func theFirstRegistrationOfATypeWins() {
        useTheScenesClock()
        let provider = NSItemProvider(object: "first")
        provider.registerObject("second", visibility: .ownProcess)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        let results = load(String.self, from: provider)
        scene.simulator.advance(by: 0.001)
        #expect(results.values == ["first"])
    }

    @Test func loadingATypeThatIsNotThereFailsWithItemUnavailable() {
        useTheScenesClock()
        let provider = NSItemProvider(object: "text")
        let results = Results<Data>()
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, error in
            MainActor.assumeIsolated {
                results.values.append(data)
                results.errors.append(error as NSError?)
            }
        }
        scene.simulator.advance(by: 0.001)
        #expect(results.values == [nil])
        #expect(results.errors.first??.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
        #expect(results.errors.first??.domain == NSItemProvider.errorDomain)
    }

    @Test func dataThatIsNotTextFailsWithUnexpectedValueClass() {
        useTheScenesClock()
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { done in
            done(Data([0xFF, 0xFE, 0xFD]), nil)
            return nil
        }
        let results = load(String.self, from: provider)
        scene.simulator.advance(by: 0.001)
        #expect(results.values == [nil])
        #expect(results.errors.first??.code == NSItemProvider.ErrorCode.unexpectedValueClassError.rawValue)
    }

    @Test func aLoaderThatNeverCallsBackFailsAfterTheTimeoutAndALateAnswerIsDropped() {
        useTheScenesClock()
        let provider = NSItemProvider()
        let answer = ValueBox<(@Sendable (Data?, (any Error)?) -> Void)?>(nil)
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { done in
            MainActor.assumeIsolated { answer.value = done }
            return nil
        }
        let results = load(String.self, from: provider)
        scene.simulator.advance(by: NSItemProvider.loadTimeout - 0.1)
        #expect(results.values.isEmpty)
        scene.simulator.advance(by: 0.2)
        #expect(results.values == [nil])
        #expect(results.errors.first??.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
        answer.value?(Data("late".utf8), nil)
        scene.simulator.advance(by: 0.1)
        #expect(results.values == [nil])
    }

    @Test func aLoaderGivingNeitherDataNorAnErrorFails() {
        useTheScenesClock()
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.data", visibility: .all) { done in
            done(nil, nil)
            return nil
        }
        let results = load(Data.self, from: provider)
        scene.simulator.advance(by: 0.001)
        #expect(results.values == [nil])
        #expect(results.errors.first??.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
    }

    @Test func completionsRunInTheOrderTheLoadsWereAskedFor() {
        useTheScenesClock()
        let order = ValueBox<[String]>([])
        let first = NSItemProvider(object: "one"), second = NSItemProvider(object: "two")
        for provider in [second, first] {
            provider.loadObject(ofClass: String.self) { value, _ in
                MainActor.assumeIsolated { order.value.append(value ?? "-") }
            }
        }
        scene.simulator.advance(by: 0.001)
        #expect(order.value == ["two", "one"])
    }
}
