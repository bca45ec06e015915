import Testing
import TouchKitTesting
import UIKit

@MainActor
@Suite struct DropBoardViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let board = DropBoardView(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
    let simulator: TouchSimulator

    init() {
        window.addSubview(board)
        simulator = TouchSimulator(window: window)
    }

    /// Holds the snippet past the lift, drags it onto the board and lets go.
    private func dragSnippet(_ snippet: SnippetView, to point: CGPoint) {
        let finger = simulator.down(at: CGPoint(x: snippet.frame.midX, y: snippet.frame.midY))
        simulator.advance(by: 0.5)
        simulator.move(finger, to: point, duration: 0.3)
        simulator.up(finger)
    }

    @Test func aDroppedSnippetAddsItsNoteAndItsLink() {
        let link = URL(string: "https://www.swift.org/documentation/")!
        let snippet = SnippetView(frame: CGRect(x: 20, y: 40, width: 200, height: 80), text: "Read the docs", link: link)
        window.addSubview(snippet)
        dragSnippet(snippet, to: CGPoint(x: 200, y: 600))
        // The objects load on the clock, as on iOS they arrive after performDrop returns.
        #expect(board.notes.isEmpty)
        simulator.advance(by: 0.1)
        #expect(board.notes == ["Read the docs"])
        #expect(board.links == [link])
        #expect(!board.isHighlighted)
    }

    @Test func aSnippetWithoutALinkAddsOnlyItsNote() {
        let snippet = SnippetView(frame: CGRect(x: 20, y: 40, width: 200, height: 80), text: "Just text", link: nil)
        window.addSubview(snippet)
        dragSnippet(snippet, to: CGPoint(x: 200, y: 600))
        simulator.advance(by: 0.1)
        #expect(board.notes == ["Just text"])
        #expect(board.links.isEmpty)
    }

    @Test func aSnippetDroppedOutsideTheBoardAddsNothing() {
        let snippet = SnippetView(frame: CGRect(x: 20, y: 40, width: 200, height: 80), text: "Lost", link: nil)
        window.addSubview(snippet)
        dragSnippet(snippet, to: CGPoint(x: 200, y: 200))
        simulator.advance(by: 0.1)
        #expect(board.notes.isEmpty)
    }

    @Test func theBoardHighlightsWhileASnippetIsOverIt() {
        let snippet = SnippetView(frame: CGRect(x: 20, y: 40, width: 200, height: 80), text: "Hover", link: nil)
        window.addSubview(snippet)
        let finger = simulator.down(at: CGPoint(x: 120, y: 80))
        simulator.advance(by: 0.5)
        simulator.move(finger, to: CGPoint(x: 200, y: 600), duration: 0.3)
        #expect(board.isHighlighted)
        simulator.move(finger, to: CGPoint(x: 200, y: 200), duration: 0.3)
        #expect(!board.isHighlighted)
        simulator.up(finger)
    }
}
