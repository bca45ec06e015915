import Testing
@testable import TouchKit
@testable import TouchKitScenes
import TouchKitTesting

/// Issue 36: the inbox's context menu is drawn while it is shown (its rows' titles, the message's preview, the window
/// dimmed), in the view tree every renderer draws, and goes when a row is chosen or a touch lands outside.
@MainActor
@Suite struct MailInboxContextMenuTests {
    private func menuDrawing(_ window: UIWindow) -> UIView? {
        window.subviews.first { $0.accessibilityIdentifier == ContextMenuPicture.identifier }
    }

    /// Holds a finger on Today's third message until its menu shows, then lifts it.
    private func openMenu(_ scene: MailInboxDemo.Scene) -> UIContextMenuInteraction.Presentation? {
        let finger = scene.simulator.down(at: scene.point(row: 2, section: 0))
        scene.simulator.advance(by: 0.6)
        scene.simulator.up(finger)
        scene.simulator.advance(by: 0.1)
        return scene.tableView.interactions.lazy.compactMap { $0 as? UIContextMenuInteraction }.first?.presentedMenu
    }

    @Test func aHeldMessageShowsItsMenuWithTitlesOverItsPreview() throws {
        let scene = MailInboxDemo.Scene()
        #expect(menuDrawing(scene.window) == nil)
        let presented = try #require(openMenu(scene))
        let drawing = try #require(menuDrawing(scene.window), "the menu is drawn while shown")
        let texts = scene.window.shownTexts
        for title in ["Reply", "Flag", "Delete"] { #expect(texts.contains(title), "\(texts)") }
        let message = scene.inbox.messages[0][2]
        #expect(texts.contains(MailInboxDemo.Inbox.sender(of: message)) && texts.contains(MailInboxDemo.Inbox.subject(of: message)))
        #expect(drawing.subviews.contains { $0.frame == presented.previewFrame }, "the preview is where the menu's preview is")
        #expect(drawing.subviews.contains { $0.frame == presented.menuFrame }, "the rows are where touches choose them")
        #expect(scene.inbox.status?.text?.hasPrefix("Menu of \(message)") == true)
        #expect(scene.tableView.indexPathForSelectedRow == nil, "the press does not select the row")
    }

    @Test func choosingARowRunsItsActionAndTheDrawingGoes() throws {
        let scene = MailInboxDemo.Scene()
        let presented = try #require(openMenu(scene))
        let flag = try #require(presented.rows.first { $0.action.title == "Flag" })
        scene.simulator.tap(at: CGPoint(x: flag.frame.midX, y: flag.frame.midY))
        #expect(menuDrawing(scene.window) == nil)
        #expect(scene.inbox.status?.text == "Flagged \(scene.inbox.messages[0][2])")
    }

    @Test func aTapOutsidePutsTheMenuAwayAndReachesNoRow() throws {
        let scene = MailInboxDemo.Scene()
        #expect(openMenu(scene) != nil)
        scene.simulator.tap(at: CGPoint(x: 195, y: 800))
        #expect(menuDrawing(scene.window) == nil)
        #expect(scene.tableView.indexPathForSelectedRow == nil, "the dismissing touch is not delivered to the table")
    }
}
