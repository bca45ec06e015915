import Testing
@testable import TouchKit
import TouchKitTesting

/// A button's menu (iOS 14): a long press shows it, or a touch down when the menu is the primary action; the control
/// is its own interaction's delegate.
@MainActor
@Suite struct ControlContextMenuTests {
    /// A window with a menu button at (100, 100, 120 × 44); `log` records its control events and actions.
    @MainActor
    private final class Fixture {
        let scene = Scene()
        let button = UIButton(type: .system)
        var log: [String] = []
        lazy var share = UIAction(title: "Share") { [unowned self] _ in log.append("share") }
        lazy var delete = UIAction(title: "Delete") { [unowned self] _ in log.append("delete") }
        let center = CGPoint(x: 160, y: 122)

        init(primaryAction: Bool = false) {
            button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
            scene.window.addSubview(button)
            button.addAction(UIAction { [unowned self] _ in log.append("tap") }, for: .primaryActionTriggered)
            button.addAction(UIAction { [unowned self] _ in log.append("down") }, for: .touchDown)
            button.addAction(UIAction { [unowned self] _ in log.append("cancel") }, for: .touchCancel)
            button.addAction(UIAction { [unowned self] _ in log.append("menu") }, for: .menuActionTriggered)
            button.menu = UIMenu(title: "Photo", children: [share, delete])
            button.showsMenuAsPrimaryAction = primaryAction
        }

        var interaction: UIContextMenuInteraction? { button.contextMenuInteraction }
        var shown: [String]? { interaction?.presentedMenu?.menu?.children.map(\.title) }
    }

    @Test func settingAMenuTurnsTheInteractionOnWithTheButtonAsItsDelegate() {
        let fixture = Fixture()
        #expect(fixture.button.isContextMenuInteractionEnabled)
        #expect(fixture.interaction?.delegate === fixture.button)
        #expect(fixture.interaction?.view === fixture.button)
        fixture.button.menu = nil
        #expect(!fixture.button.isContextMenuInteractionEnabled)
        #expect(fixture.button.contextMenuInteraction == nil)
        #expect(fixture.button.interactions.isEmpty)
    }

    @Test func aControlHasNoMenuByDefault() {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(!control.isContextMenuInteractionEnabled)
        #expect(!control.showsMenuAsPrimaryAction)
        #expect(control.contextMenuInteraction == nil)
        #expect(UIButton().menu == nil)
    }

    @Test func aTapRunsTheButtonAndShowsNoMenu() {
        let fixture = Fixture()
        fixture.scene.simulator.tap(at: fixture.center)
        fixture.scene.simulator.advance(by: 1)
        #expect(fixture.log == ["down", "tap"])
        #expect(fixture.interaction?.presentedMenu == nil)
    }

    @Test func aLongPressShowsTheMenuAndCancelsTheTap() {
        let fixture = Fixture()
        let finger = fixture.scene.simulator.down(at: fixture.center)
        fixture.scene.simulator.advance(by: UIContextMenuInteraction.menuDelay - 0.025)
        #expect(fixture.shown == nil)
        fixture.scene.simulator.advance(by: 0.05)
        #expect(fixture.shown == ["Share", "Delete"])
        fixture.scene.simulator.up(finger)
        // The menu took the touch: no tap; it stays up after the lift.
        #expect(fixture.log == ["down", "menu", "cancel"])
        #expect(fixture.shown != nil)
    }

    @Test func asThePrimaryActionATouchDownShowsTheMenuAtOnce() {
        let fixture = Fixture(primaryAction: true)
        fixture.scene.simulator.tap(at: fixture.center)
        // The tap lasted 50 ms, far under the long press's 0.325 s.
        #expect(fixture.shown == ["Share", "Delete"])
        #expect(fixture.log == ["down", "menu", "cancel"])
    }

    @Test func asThePrimaryActionSlidingOntoARowAndLiftingChoosesIt() throws {
        let fixture = Fixture(primaryAction: true)
        let finger = fixture.scene.simulator.down(at: fixture.center)
        fixture.scene.simulator.advance(by: 0.02)
        let row = try #require(fixture.interaction?.presentedMenu?.frame(of: fixture.delete))
        fixture.scene.simulator.move(finger, to: CGPoint(x: row.midX, y: row.midY), duration: 0.2)
        fixture.scene.simulator.up(finger)
        #expect(fixture.log == ["down", "menu", "cancel", "delete"])
        #expect(fixture.interaction?.presentedMenu == nil)
    }

    @Test func aDisabledInteractionShowsNoMenuOnAPress() {
        let fixture = Fixture()
        fixture.button.isContextMenuInteractionEnabled = false
        fixture.scene.simulator.longPress(at: fixture.center)
        #expect(fixture.log == ["down", "tap"])
        #expect(fixture.button.menu != nil)
    }

    @Test func aHandlerOfMenuActionTriggeredMayChangeTheMenuBeforeItShows() {
        let fixture = Fixture(primaryAction: true)
        let button = fixture.button
        button.addAction(UIAction { [unowned button] _ in
            button.menu = UIMenu(children: [UIAction(title: "Rename") { _ in }])
        }, for: .menuActionTriggered)
        fixture.scene.simulator.tap(at: fixture.center)
        #expect(fixture.shown == ["Rename"])
    }

    @Test func removingTheMenuWhileItIsUpDismissesIt() {
        let fixture = Fixture(primaryAction: true)
        fixture.scene.simulator.tap(at: fixture.center)
        let interaction = fixture.interaction
        #expect(interaction?.presentedMenu != nil)
        fixture.button.menu = nil
        #expect(interaction?.presentedMenu == nil)
        fixture.scene.simulator.tap(at: fixture.center)
        #expect(fixture.log.suffix(2) == ["down", "tap"])
    }

    @Test func aDisabledButtonShowsNoMenu() {
        let fixture = Fixture(primaryAction: true)
        fixture.button.isEnabled = false
        fixture.scene.simulator.tap(at: fixture.center)
        #expect(fixture.shown == nil)
        #expect(fixture.log.isEmpty)
    }
}
