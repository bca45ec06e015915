import Testing
import UIKit
import TouchKitTesting

@MainActor
@Suite struct SnapBackDraggableViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let demo = SnapBackDraggableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let simulator: TouchSimulator

    init() {
        window.addSubview(demo)
        simulator = TouchSimulator(window: window)
    }

    func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    @Test func theSquareFollowsTheFingerOnItsAttachmentAndSnapsHomeWhenReleased() {
        let home = demo.square.center
        let target = CGPoint(x: home.x, y: home.y + 250)
        let finger = simulator.drag(from: home, to: target, duration: 0.5, lift: false)
        #expect(demo.isAttachedToFinger)
        simulator.advance(by: 1)
        // The pan began past its hysteresis, so the finger holds the square a little below its centre: the square
        // has come the whole way, with the finger still on it.
        #expect(demo.square.frame.contains(target))
        #expect(demo.square.center.y > home.y + 225)

        simulator.up(finger)
        #expect(demo.isSnappingBack && !demo.isAttachedToFinger)
        simulator.advance(by: 3)
        #expect(distance(demo.square.center, home) < 1)
    }

    @Test func grabbingTheSquareWhileItSnapsBackTakesItOverFromTheSnap() {
        let home = demo.square.center
        simulator.drag(from: home, to: CGPoint(x: home.x + 120, y: home.y), duration: 0.3)
        simulator.advance(by: 0.1)
        #expect(demo.isSnappingBack)
        let finger = simulator.drag(
            from: demo.square.center, to: CGPoint(x: home.x, y: home.y - 200), duration: 0.4, lift: false)
        #expect(!demo.isSnappingBack && demo.isAttachedToFinger)
        simulator.up(finger)
        simulator.advance(by: 3)
        #expect(distance(demo.square.center, home) < 1)
    }
}
