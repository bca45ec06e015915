import Testing
@testable import TouchKit
import TouchKitTesting

/// Issue 33: a secondary click (or a Control-click) opens a context menu at once.
@MainActor
@Suite struct ContextMenuSecondaryClickTests {
    private final class Menu: UIContextMenuInteractionDelegate {
        let action = UIAction(title: "Share") { _ in }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(actionProvider: { [action] _ in UIMenu(children: [action]) })
        }
    }

    /// A view with a context menu interaction; the fixture holds its delegate (the interaction's is weak).
    @MainActor
    private struct Fixture {
        let scene: Scene
        let menu: Menu
        let interaction: UIContextMenuInteraction

        init() {
            scene = Scene()
            menu = Menu()
            let view = scene.plainView(CGRect(x: 50, y: 50, width: 200, height: 200))
            interaction = UIContextMenuInteraction(delegate: menu)
            view.addInteraction(interaction)
        }
    }

    @Test func aSecondaryClickOpensTheMenuWithoutAPress() {
        let fixture = Fixture()
        let (scene, interaction) = (fixture.scene, fixture.interaction)
        scene.simulator.secondaryClick(at: CGPoint(x: 100, y: 100))
        // The click lasted 50 ms, far under the press's 0.325 s.
        #expect(interaction.presentedMenu != nil)
        #expect(interaction.presentedMenu?.location == CGPoint(x: 50, y: 50))
        withExtendedLifetime(fixture) {}
    }

    @Test func aControlClickOpensItToo() {
        let fixture = Fixture()
        let (scene, interaction) = (fixture.scene, fixture.interaction)
        scene.simulator.click(at: CGPoint(x: 100, y: 100), modifierFlags: .control)
        #expect(interaction.presentedMenu != nil)
        withExtendedLifetime(fixture) {}
    }

    @Test func aPrimaryClickDoesNotButAHeldOneDoes() {
        let fixture = Fixture()
        let (scene, interaction) = (fixture.scene, fixture.interaction)
        scene.simulator.click(at: CGPoint(x: 100, y: 100))
        #expect(interaction.presentedMenu == nil)
        scene.simulator.advance(by: 1)
        scene.simulator.pressPointer(at: CGPoint(x: 100, y: 100))
        scene.simulator.advance(by: UIContextMenuInteraction.menuDelay + 0.01)
        #expect(interaction.presentedMenu != nil)
        scene.simulator.releasePointer()
        withExtendedLifetime(fixture) {}
    }
}

extension ContextMenuSecondaryClickTests {
    @Test func aPressAndReleaseInOneTurnOpensTheMenu() {
        let fixture = Fixture()
        let (scene, interaction) = (fixture.scene, fixture.interaction)
        scene.simulator.movePointer(to: CGPoint(x: 100, y: 100))
        scene.simulator.pressPointer(.secondary, at: CGPoint(x: 100, y: 100))
        scene.simulator.releasePointer(.secondary)
        #expect(interaction.presentedMenu?.location == CGPoint(x: 50, y: 50))
        withExtendedLifetime(fixture) {}
    }
}
