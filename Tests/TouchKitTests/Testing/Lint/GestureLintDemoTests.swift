import Testing
import TouchKit
import TouchKitScenes
import TouchKitTesting

/// The lint on every demo scene, as its script leaves it: no error and no warning, and only the notes the demo's doc
/// comment explains (listed here), so a new finding on a demo fails.
@MainActor
@Suite struct GestureLintDemoTests {
    /// The notes each demo means: the photo viewer's single tap waits for its double tap (the 2010 talk's point).
    nonisolated static let intendedNotes: [String: [String]] = ["photo": ["singleTap/tapDelayedByMultiTap"]]

    @Test(arguments: DemoCatalog.all.map(\.name))
    func demoSceneHasNoLintErrorOrWarning(name: String) throws {
        let scene = try #require(DemoScene.named(name))
        var notes: [String] = []
        for (window, _) in scene.windows {
            let report = GestureLint.check(window)
            #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(report)")
            notes += report.notes.map { "\($0.recognizer ?? $0.view)/\($0.rule)" }
        }
        #expect(notes == Self.intendedNotes[name] ?? [])
    }
}
