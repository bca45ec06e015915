import Testing
import UIKit
import TouchKitTesting

@MainActor
@Suite struct InteractiveDrawerViewTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let drawer: InteractiveDrawerView
    let simulator: TouchSimulator

    init() {
        drawer = InteractiveDrawerView(in: window)
        simulator = TouchSimulator(window: window)
    }

    /// Where the drawer's top edge is drawn (the presentation value), in window coordinates.
    var drawnTop: CGFloat { drawer.layer.presentation()?.frame.minY ?? drawer.frame.minY }

    @Test func draggingUpScrubsTheAnimatorAndTheDrawerFollowsTheFinger() throws {
        let finger = simulator.drag(from: CGPoint(x: 195, y: 800), to: CGPoint(x: 195, y: 540), lift: false)
        let animator = try #require(drawer.transitionAnimator)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.5) < 0.03)
        #expect(abs(drawnTop - (764 - 260)) < 16, "the drawn drawer is under the finger")
        simulator.advance(by: 0.5)
        #expect(abs(animator.fractionComplete - 0.5) < 0.03, "paused: the clock does not move it")
        simulator.cancel(finger)
    }

    @Test func releasedPastHalfWayWithoutVelocityTheDrawerFinishesOpening() {
        var settled: [InteractiveDrawerView.State] = []
        drawer.onSettle = { settled.append($0) }
        let finger = simulator.drag(from: CGPoint(x: 195, y: 800), to: CGPoint(x: 195, y: 450), lift: false)
        simulator.advance(by: 0.2)
        simulator.up(finger)
        simulator.settle()
        #expect(settled == [.expanded] && drawer.state == .expanded)
        #expect(drawer.frame.minY == 844 - 600 && drawnTop == 844 - 600)
        #expect(drawer.transitionAnimator == nil)
    }

    @Test func flungBackDownTheAnimatorReversesAndTheDrawerStaysClosed() {
        var settled: [InteractiveDrawerView.State] = []
        drawer.onSettle = { settled.append($0) }
        let finger = simulator.drag(from: CGPoint(x: 195, y: 800), to: CGPoint(x: 195, y: 450), lift: false)
        simulator.move(finger, to: CGPoint(x: 195, y: 520), duration: 0.05)
        simulator.up(finger)
        #expect(drawer.transitionAnimator?.isReversed == true)
        simulator.settle()
        #expect(settled == [.collapsed] && drawer.state == .collapsed)
        #expect(drawer.frame.minY == 844 - 80 && drawnTop == 844 - 80)
    }

    @Test func anOpenDrawerIsClosedByDraggingItDown() {
        let open = simulator.drag(from: CGPoint(x: 195, y: 800), to: CGPoint(x: 195, y: 300), lift: false)
        simulator.advance(by: 0.2)
        simulator.up(open)
        simulator.settle()
        #expect(drawer.state == .expanded)
        simulator.flick(from: CGPoint(x: 195, y: 300), velocity: CGPoint(x: 0, y: 1200), duration: 0.15)
        simulator.settle()
        #expect(drawer.state == .collapsed && drawer.frame.minY == 844 - 80)
    }
}
