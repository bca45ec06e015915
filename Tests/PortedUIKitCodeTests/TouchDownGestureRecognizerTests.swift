import Testing
import UIKit
import TouchKitTesting

@MainActor
@Suite struct TouchDownGestureRecognizerTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let row = HighlightingRowView(frame: CGRect(x: 0, y: 100, width: 390, height: 44))

    init() {
        window.addSubview(row)
    }

    @Test func theRowHighlightsOnTouchDownAndTheTapStillRecognizes() {
        let simulator = TouchSimulator(window: window)
        let finger = simulator.down(at: CGPoint(x: 50, y: 120))
        #expect(row.highlightCount == 1 && row.alpha == 0.5)
        simulator.up(finger)
        simulator.advance(by: 0.5)
        #expect(row.tapCount == 1 && row.alpha == 1)
        #expect(row.touchDown.touchDownCount == 1)
    }

    @Test func removingTheTargetWithANilActionStopsTheHighlight() {
        row.stopHighlighting()
        TouchSimulator(window: window).tap(at: CGPoint(x: 50, y: 120))
        #expect(row.highlightCount == 0 && row.tapCount == 1)
    }

    @Test func theSubclassInheritsEveryInitializerAndItsDeinitRuns() {
        let deinits = DeinitCounter()
        do {
            let plain = TouchDownGestureRecognizer()
            plain.onDeinit = { deinits.count += 1 }
            let closure = TouchDownGestureRecognizer { _ in }
            closure.onDeinit = { deinits.count += 1 }
            #expect(plain.cancelsTouchesInView == false && closure.cancelsTouchesInView == false)
        }
        #expect(deinits.count == 2)
    }

    @Test func recognizersAreComparedAndHashedByIdentity() {
        let tap = row.gestureRecognizers?.first { $0 is UITapGestureRecognizer }
        var seen = Set<UIGestureRecognizer>(row.gestureRecognizers ?? [])
        #expect(seen.count == 2)
        #expect(seen.insert(row.touchDown).inserted == false)
        #expect(tap != row.touchDown && tap?.isKind(of: UIGestureRecognizer.self) == true)
        #expect(row.touchDown.isMember(of: TouchDownGestureRecognizer.self))
    }
}

/// Counts deinits from a `@Sendable` closure (a recognizer's `deinit` is nonisolated, as UIKit's).
private final class DeinitCounter: @unchecked Sendable {
    var count = 0
}
