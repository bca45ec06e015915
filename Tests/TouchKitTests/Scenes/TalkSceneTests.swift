import Testing
@testable import TouchKit
import TouchKitTesting

/// The talks' scenes, each asserting what the talk says the user sees.
@MainActor
@Suite struct TalkSceneTests {
    final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    /// 2014: long presses on sibling views do not interact, so two dots are held at once.
    @Test func twoLongPressesOnSiblingViewsRecognizeTogether() {
        let scene = Scene()
        let (leftLog, rightLog) = scene.actionLogsOnSiblingViews { UILongPressGestureRecognizer() }
        let fingers = scene.simulator.downTogether(CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50))
        scene.simulator.advance(by: 0.6)
        #expect(leftLog.names == ["began"])
        #expect(rightLog.names == ["began"])
        scene.simulator.upTogether(fingers)
    }

    /// 2014: a dot dragged by a long press (simultaneous with the scroll view's pan) while another finger scrolls;
    /// disabling and re-enabling the pan when the long press begins drops the dot's finger from the pan only.
    @Test func dotIsDraggedWithoutScrollingWhileAnotherFingerScrolls() {
        let scene = Scene(width: 400, height: 800)
        let scroller = UIScrollView(frame: scene.window.bounds)
        scroller.contentSize = CGSize(width: 400, height: 2000)
        scene.window.addSubview(scroller)
        let dot = UIView(frame: CGRect(x: 50, y: 50, width: 44, height: 44))
        scroller.addSubview(dot)
        let press = UILongPressGestureRecognizer()
        press.cancelsTouchesInView = false
        let delegate = Simultaneous()
        press.delegate = delegate
        var dotPositions: [CGPoint] = []
        press.addTarget(handler: { recognizer in
            if recognizer.state == .began {
                scroller.panGestureRecognizer.isEnabled = false
                scroller.panGestureRecognizer.isEnabled = true
            }
            dot.center = recognizer.location(in: scroller)
            dotPositions.append(dot.center)
        })
        dot.addGestureRecognizer(press)
        let dotFinger = scene.simulator.down(at: CGPoint(x: 72, y: 72))
        scene.simulator.advance(by: 0.6)
        #expect(!dotPositions.isEmpty)
        // The dot's finger moves: the dot follows, the content does not scroll.
        scene.simulator.move(dotFinger, to: CGPoint(x: 72, y: 200), duration: 0.1)
        #expect(scroller.contentOffset == .zero)
        #expect(approximately(dot.center.y, 200, within: 0.5))
        // A second finger drags up elsewhere: the content scrolls.
        let scrollFinger = scene.simulator.down(at: CGPoint(x: 300, y: 600))
        scene.simulator.move(scrollFinger, to: CGPoint(x: 300, y: 400), duration: 0.2)
        #expect(scroller.contentOffset.y > 150)
        scene.simulator.perform { $0.up(dotFinger); $0.up(scrollFinger) }
    }

    /// 2014: a resting finger does not hold the scroll view back from another finger that moves.
    @Test func restingFingerDoesNotHoldBackAMovingOne() {
        let scene = Scene(width: 400, height: 800)
        let scroller = UIScrollView(frame: scene.window.bounds)
        scroller.contentSize = CGSize(width: 400, height: 2000)
        scene.window.addSubview(scroller)
        let resting = scene.simulator.down(at: CGPoint(x: 100, y: 700))
        let moving = scene.simulator.down(at: CGPoint(x: 300, y: 700))
        scene.simulator.move(moving, to: CGPoint(x: 300, y: 500), duration: 0.2)
        // 200 pt of finger travel, less the pan's 10 pt hysteresis.
        #expect(approximately(scroller.contentOffset.y, 190, within: 1))
        scene.simulator.perform { $0.up(resting); $0.up(moving) }
    }
}
