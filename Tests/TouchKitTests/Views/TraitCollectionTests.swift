import Testing
@testable import TouchKit

/// Traits flow down the hierarchy from the window the host set them on; views hear of changes.
@MainActor
@Suite struct TraitCollectionTests {
    private final class TraitView: UIView {
        var changes: [UIUserInterfaceSizeClass?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(previousTraitCollection?.horizontalSizeClass)
        }
    }

    @Test func aWindowStartsUnspecifiedAndItsOverridesReachItsSubviews() {
        let scene = Scene()
        let view = TraitView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.window.addSubview(view)
        #expect(view.traitCollection.horizontalSizeClass == .unspecified)
        scene.window.traitOverrides.horizontalSizeClass = .compact
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.traitCollection.verticalSizeClass == .unspecified)
        #expect(view.changes == [.unspecified])
        scene.window.traitOverrides.horizontalSizeClass = .compact
        #expect(view.changes.count == 1)   // no change, no call
    }

    @Test func aViewsOwnOverrideWinsOverItsWindows() {
        let scene = Scene()
        let view = TraitView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.window.addSubview(view)
        view.traitOverrides.horizontalSizeClass = .regular
        scene.window.traitOverrides.horizontalSizeClass = .compact
        #expect(view.traitCollection.horizontalSizeClass == .regular)
        #expect(view.changes == [.unspecified])
        #expect(scene.window.traitCollection.isEqual(UITraitCollection(horizontalSizeClass: .compact)))
    }
}
