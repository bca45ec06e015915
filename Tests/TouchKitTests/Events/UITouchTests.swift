import Testing
@testable import TouchKit
import TouchKitTesting

/// What a `UITouch` reports: its phase and type raw values, `tapCount`, force and coalesced touches.
/// docs/UIKitFacts.md, "Hit testing and touches".
@MainActor
@Suite struct UITouchTests {
    @Test(.tags(.factSheet)) func touchPhaseAndTypeRawValues() {
        #expect(UITouch.Phase.began.rawValue == 0)
        #expect(UITouch.Phase.moved.rawValue == 1)
        #expect(UITouch.Phase.stationary.rawValue == 2)
        #expect(UITouch.Phase.ended.rawValue == 3)
        #expect(UITouch.Phase.cancelled.rawValue == 4)
        #expect(UITouch.TouchType.direct.rawValue == 0)
        #expect(UITouch.TouchType.indirect.rawValue == 1)
        #expect(UITouch.TouchType.pencil.rawValue == 2)
        #expect(UITouch.TouchType.indirectPointer.rawValue == 3)
    }

    @Test(.tags(.factSheet)) func touchTapCountForceAndCoalescedTouches() {
        let scene = Scene()
        let view = OrderLoggingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.window.addSubview(view)
        var counts: [Int] = []
        for _ in 0..<2 {
            let f = scene.simulator.down(at: p50)
            let touch = view.lastTouches.first!
            counts.append(touch.tapCount)
            #expect(touch.force == 1.0)
            let coalesced = view.lastEvent?.coalescedTouches(for: touch) ?? []
            #expect(coalesced.contains(touch))
            scene.simulator.advance(by: 0.05)
            scene.simulator.up(f)
            scene.simulator.advance(by: 0.1)
        }
        #expect(counts == [1, 2])
    }

    @Test(.tags(.factSheet)) func tapCountCountsOnlyTapsCloseInPlace() {
        let scene = Scene()
        let view = OrderLoggingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.window.addSubview(view)
        var counts: [Int] = []
        for point in [p50, CGPoint(x: 250, y: 250)] {
            let f = scene.simulator.down(at: point)
            counts.append(view.lastTouches.first!.tapCount)
            scene.simulator.advance(by: 0.05)
            scene.simulator.up(f)
            scene.simulator.advance(by: 0.1)
        }
        #expect(counts == [1, 1])
    }
}
