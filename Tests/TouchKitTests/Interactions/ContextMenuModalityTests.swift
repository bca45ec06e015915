import Testing
@testable import TouchKit

/// A context menu on screen is modal, as UIKit's: a touch outside dismisses it (once) and reaches neither the app's
/// views nor its recognizers; the next touch does. Touches on the menu choose its actions; the preview commits.
@MainActor
@Suite struct ContextMenuModalityTests {
    private final class Menus: UIContextMenuInteractionDelegate {
        var log: [String] = []
        lazy var share = UIAction(title: "Share") { [unowned self] _ in log.append("share") }
        lazy var copy = UIAction(title: "Copy", attributes: .disabled) { [unowned self] _ in log.append("copy") }
        lazy var delete = UIAction(title: "Delete", attributes: .destructive) { [unowned self] _ in log.append("delete") }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: "photo", actionProvider: { [share, copy, delete] _ in
                UIMenu(children: [share, copy, UIMenu(options: .displayInline, children: [delete])])
            })
        }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            log.append("end")
        }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) {
            log.append("commit")
        }
    }

    /// A 400 × 800 window: a photo with a menu at (50, 100, 200, 150), and a button-like view below it with a tap.
    @MainActor
    private struct Fixture {
        let scene = Scene()
        let photo: RecordingView
        let button: RecordingView
        let taps: ActionLog
        let menus = Menus()
        let interaction: UIContextMenuInteraction
        let checker: TouchInvariantChecker

        init() {
            photo = scene.recordingView(CGRect(x: 50, y: 100, width: 200, height: 150), name: "photo")
            button = scene.recordingView(CGRect(x: 0, y: 600, width: 400, height: 100), name: "button")
            taps = ActionLog(UITapGestureRecognizer(), on: button)
            interaction = UIContextMenuInteraction(delegate: menus)
            photo.addInteraction(interaction)
            checker = TouchInvariantChecker(window: scene.window)
        }

        /// Holds the photo until the menu shows, then lifts.
        func showMenu() {
            scene.simulator.longPress(at: CGPoint(x: 150, y: 175), duration: 0.5)
        }

        func center(of action: UIAction) -> CGPoint {
            let frame = interaction.presentedMenu?.frame(of: action) ?? .zero
            return CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    @Test func aTouchOutsideTheMenuDismissesItOnceAndReachesNeitherViewsNorRecognizers() {
        let f = Fixture()
        f.showMenu()
        #expect(f.interaction.presentedMenu != nil)
        f.scene.simulator.tap(at: CGPoint(x: 200, y: 650))
        #expect(f.menus.log == ["end"])
        #expect(f.interaction.presentedMenu == nil)
        #expect(f.button.log.isEmpty)
        #expect(f.taps.names.isEmpty)
        f.scene.simulator.advance(by: 1)
        #expect(f.checker.checkAtRest() == [])
    }

    @Test func theTouchAfterTheDismissingOneReachesTheApp() {
        let f = Fixture()
        f.showMenu()
        f.scene.simulator.tap(at: CGPoint(x: 200, y: 650))
        f.scene.simulator.advance(by: 0.5)
        f.scene.simulator.tap(at: CGPoint(x: 200, y: 650))
        #expect(f.button.log == ["began 3", "cancelled 3"])   // the tap recognized: cancelsTouchesInView
        #expect(f.taps.names == ["ended"])
        #expect(f.menus.log == ["end"])
    }

    @Test func aRecognizerOnTheWindowItselfDoesNotSeeTheDismissingTouch() {
        let f = Fixture()
        let windowTaps = ActionLog(UITapGestureRecognizer(), on: f.scene.window)
        f.showMenu()
        windowTaps.states.removeAll()   // the press that showed the menu was short enough to be a tap too
        f.scene.simulator.tap(at: CGPoint(x: 200, y: 650))
        #expect(windowTaps.names.isEmpty)
        #expect(f.menus.log == ["end"])
    }

    @Test func aFingerHeldOutsideKeepsCoveringTheAppUntilItLifts() {
        let f = Fixture()
        f.showMenu()
        let holding = f.scene.simulator.down(at: CGPoint(x: 200, y: 650))
        let second = f.scene.simulator.down(at: CGPoint(x: 100, y: 620))
        f.scene.simulator.up(second)
        f.scene.simulator.up(holding)
        #expect(f.button.log.isEmpty)
        #expect(f.menus.log == ["end"])
        #expect(f.interaction.container == nil)
        #expect(f.scene.window.modalOverlay == nil)
    }

    @Test func tappingARowChoosesItsAction() {
        let f = Fixture()
        f.showMenu()
        f.scene.simulator.tap(at: f.center(of: f.menus.delete))
        #expect(f.menus.log == ["end", "delete"])
        #expect(f.interaction.presentedMenu == nil)
        #expect(f.photo.log == ["began 1", "cancelled 1"])   // only the press's own touch, cancelled at the menu
    }

    @Test func tappingADisabledRowDoesNothingAndTheMenuStays() {
        let f = Fixture()
        f.showMenu()
        f.scene.simulator.tap(at: f.center(of: f.menus.copy))
        #expect(f.interaction.presentedMenu != nil)
        #expect(f.menus.log.isEmpty)
        f.scene.simulator.tap(at: f.center(of: f.menus.share))
        #expect(f.menus.log == ["end", "share"])
    }

    @Test func tappingThePreviewCommitsIt() {
        let f = Fixture()
        f.showMenu()
        f.scene.simulator.tap(at: CGPoint(x: 150, y: 175))
        #expect(f.menus.log == ["commit", "end"])
        #expect(f.interaction.presentedMenu == nil)
    }

    @Test func theFingerThatShowedTheMenuSlidesOntoARowAndLiftsToChooseIt() {
        let f = Fixture()
        let finger = f.scene.simulator.down(at: CGPoint(x: 150, y: 175))
        f.scene.simulator.advance(by: 0.4)
        #expect(f.interaction.presentedMenu != nil)
        f.scene.simulator.move(finger, to: f.center(of: f.menus.share), duration: 0.2)
        f.scene.simulator.up(finger)
        #expect(f.menus.log == ["end", "share"])   // the menu goes first, then the action runs
    }

    /// The layout `ContextMenuLayout` documents: 250 pt wide, 44 pt rows, 20 pt below the preview, centred under a
    /// preview the window's centre line runs through the middle of.
    @Test func theMenuSitsBelowThePreviewOneRowPerShownAction() {
        let f = Fixture()
        f.showMenu()
        let presented = f.interaction.presentedMenu
        #expect(presented?.previewFrame == CGRect(x: 50, y: 100, width: 200, height: 150))
        #expect(presented?.menuFrame == CGRect(x: 25, y: 270, width: 250, height: 132))
        #expect(presented?.rows.map(\.action.title) == ["Share", "Copy", "Delete"])
        #expect(presented?.frame(of: f.menus.delete) == CGRect(x: 25, y: 358, width: 250, height: 44))
    }

    /// Near the bottom the menu goes above the preview; a preview right of centre aligns the menu's right edge.
    @Test(arguments: [
        (CGRect(x: 250, y: 600, width: 100, height: 100), CGRect(x: 100, y: 448, width: 250, height: 132)),
        (CGRect(x: 10, y: 50, width: 100, height: 100), CGRect(x: 20, y: 170, width: 250, height: 132)),
    ])
    func theMenuStaysOnScreenBesideThePreview(photoFrame: CGRect, menuFrame: CGRect) {
        let f = Fixture()
        f.photo.frame = photoFrame
        f.scene.window.bringSubviewToFront(f.photo)
        f.scene.simulator.longPress(at: CGPoint(x: photoFrame.midX, y: photoFrame.midY), duration: 0.5)
        #expect(f.interaction.presentedMenu?.menuFrame == menuFrame)
    }
}
