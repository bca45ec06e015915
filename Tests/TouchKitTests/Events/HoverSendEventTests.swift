import Testing
@testable import TouchKit
import TouchKitTesting

/// Issue 33: hover events reach the window through `UIWindow.sendEvent(_:)`, as every event does in UIKit ([doc]
/// UIWindow.sendEvent(_:)): an override sees each hover move and end with type `.hover`, and one that does not call
/// `super` keeps them from the hover recognizers.
@MainActor
@Suite struct HoverSendEventTests {
    private func scene() -> (SendEventWindow, TouchSimulator, UIHoverGestureRecognizer, () -> [UIGestureRecognizer.State]) {
        let window = SendEventWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let simulator = TouchSimulator(window: window)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let hover = UIHoverGestureRecognizer(handler: { states.append($0.state) })
        view.addGestureRecognizer(hover)
        return (window, simulator, hover, { states })
    }

    @Test func pointerHoverMovesAndItsEndComeThroughSendEvent() {
        let (window, simulator, _, states) = scene()
        simulator.movePointer(to: CGPoint(x: 50, y: 50))
        simulator.movePointer(to: CGPoint(x: 60, y: 50))
        simulator.exitPointer()
        #expect(window.types == [.hover, .hover, .hover])
        #expect(states() == [.began, .changed, .ended])
    }

    @Test func pencilHoverComesThroughSendEvent() {
        let (window, simulator, hover, states) = scene()
        simulator.hoverPencil(at: CGPoint(x: 50, y: 50), zOffset: 0.4)
        #expect(window.types == [.hover])
        #expect(hover.zOffset == 0.4)
        simulator.pencilLeavesRange()
        #expect(window.types == [.hover, .hover])
        #expect(states() == [.began, .ended])
    }

    @Test func anOverrideThatDoesNotCallSuperKeepsTheHoverFromItsRecognizers() {
        let (window, simulator, hover, states) = scene()
        window.swallows = { $0 == .hover }
        simulator.movePointer(to: CGPoint(x: 50, y: 50))
        simulator.movePointer(to: CGPoint(x: 60, y: 50))
        #expect(window.types == [.hover, .hover])
        #expect(states().isEmpty)
        #expect(hover.state == .possible)
        // Let through again, the next move begins the hover.
        window.swallows = { _ in false }
        simulator.movePointer(to: CGPoint(x: 70, y: 50))
        #expect(states() == [.began])
    }

    @Test func aHoverThatNeverBeganSendsNoEndEvent() {
        let (window, simulator, _, _) = scene()
        simulator.exitPointer()
        simulator.pencilLeavesRange()
        #expect(window.types.isEmpty)
    }

    @Test func pointerRegionsStillFollowAHoverAnOverrideSwallowed() {
        let (window, simulator, _, _) = scene()
        let regionView = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 200))
        regionView.addInteraction(UIPointerInteraction(delegate: nil))
        window.addSubview(regionView)
        window.swallows = { $0 == .hover }
        simulator.movePointer(to: CGPoint(x: 250, y: 50))
        #expect(simulator.host.pointerRegion?.rect == regionView.bounds)
        window.swallows = { _ in false }
        simulator.movePointer(to: CGPoint(x: 50, y: 50))
        #expect(simulator.host.pointerRegion == nil)
        simulator.movePointer(to: CGPoint(x: 260, y: 50))
        #expect(simulator.host.pointerRegion?.rect == regionView.bounds)
    }
}
