import Testing
import UIKit
import TouchKitTesting

@MainActor
@Suite struct CardStackViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let stack = CardStackView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))

    init() {
        window.addSubview(stack)
        stack.reload(count: 3)
    }

    @Test func aFlingPastTheThresholdSwipesTheTopCardAwayToTheRight() {
        var swiped: [(Int, Bool)] = []
        stack.onSwipe = { card, right in swiped.append((card.tag, right)) }
        let top = stack.topCard
        _ = TouchSimulator(window: window).drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 345, y: 310))
        #expect(swiped.map(\.0) == [2] && swiped.map(\.1) == [true])
        #expect(stack.swipedCards.contains(top!))
        #expect(top?.superview == nil)
        #expect(stack.topCard?.tag == 1)
    }

    @Test func aShortDragSnapsTheCardBack() {
        let top = stack.topCard!
        let center = top.center
        _ = TouchSimulator(window: window).drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 245, y: 300))
        #expect(top.center == center && top.transform == .identity)
        #expect(stack.swipedCards.isEmpty && stack.cards.count == 3)
    }

    @Test func onlyTheTopCardMovesEvenWhenALowerCardsPanFires() {
        // Every card carries a pan; the top card covers the others, so its pan gets the finger. Remove it and the
        // next card's recognizer handles the next drag, compared by `==` against the new top card.
        let simulator = TouchSimulator(window: window)
        _ = simulator.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 30, y: 300))
        #expect(stack.cards.map(\.tag) == [0, 1])
        _ = simulator.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 360, y: 300))
        #expect(stack.cards.map(\.tag) == [0])
        #expect(stack.swipedCards.count == 2)
    }

    @Test func aStackDecodedFromACoderHasDefaultGeometryAndWorksOnceSized() throws {
        let decoded = try #require(CardStackView(coder: NSCoder()))
        #expect(decoded.frame == .zero && decoded.backgroundColor == .white)
        decoded.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        decoded.reload(count: 1)
        #expect(decoded.cards.count == 1)
    }
}
