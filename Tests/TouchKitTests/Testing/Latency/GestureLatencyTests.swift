import Testing
import TouchKit
import TouchKitScenes
import TouchKitTesting

/// Latency reports name each wait and its cause, and a budget fails a gesture that got slower.
@MainActor
@Suite struct GestureLatencyTests {
    private func photoScene() -> ExplorationScene {
        let scene = DemoScene.named("photo")!
        return ExplorationScene(window: scene.windows[0].window, keepingAlive: [scene.output])
    }

    /// The 2010 talk's photo viewer: the single tap's action waits 0.35 s for the double tap to fail
    /// (docs/UIKitFacts.md, "Tap").
    @Test func photoDemoSingleTapWaits350MillisecondsForTheDoubleTap() throws {
        let report = GestureLatency.measure(scene: photoScene)
        let singleTap = try #require(report.worst("singleTap"), "\(report)")
        #expect(abs(singleTap.latency - 0.35) < 0.001, "\(report)")
        let cause = try #require(singleTap.causes.first)
        guard case let .waitingForFailure(other, duration) = cause else {
            Issue.record("cause \(cause)")
            return
        }
        #expect(other == "doubleTap")
        #expect(abs(duration - 0.35) < 0.001)
        #expect(singleTap.description == "singleTap (tap on photo): 350 ms: 350 ms waiting for doubleTap to fail")
        #expect(report.worst("doubleTap")?.latency == 0)
    }

    @Test func budgetFailsTheSlowGestureAndPassesTheOthers() {
        let report = GestureLatency.measure(scene: photoScene)
        #expect(report.budgetViolations(["singleTap": 0.4, "doubleTap": 0.05]).isEmpty)
        let over = report.budgetViolations(["singleTap": 0.1])
        #expect(over == ["singleTap: 350 ms over its 100 ms budget in tap on photo (350 ms waiting for doubleTap to fail)"])
        #expect(report.budgetViolations(["renamed": 1]) == ["renamed: never acted in the typical scripts"])
    }

    /// A pan recognizes once the finger has moved 10 pt: at 300 pt/s that is about 33 ms (docs/UIKitFacts.md, "Pan").
    @Test func panLatencyIsItsHysteresisAtTheFingersSpeed() throws {
        let report = GestureLatency.measure {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let card = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
            window.addSubview(card)
            let pan = UIPanGestureRecognizer().named("pan")
            card.addGestureRecognizer(pan)
            return ExplorationScene(window: window)
        }
        let pan = try #require(report.samples.first { $0.subject == "pan" && $0.script.hasPrefix("drag") }, "\(report)")
        #expect(pan.latency > 0.02 && pan.latency < 0.06, "\(report)")
        guard case .threshold = pan.causes.first else {
            Issue.record("\(pan)")
            return
        }
    }

    /// A view inside a scroll view waits the 0.15 s touch delay for its touchesBegan (the 2014 talk).
    @Test func contentViewInAScrollViewWaitsTheTouchDelay() throws {
        let report = GestureLatency.measure {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 390, height: 2000)
            window.addSubview(scrollView)
            let button = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
            button.accessibilityIdentifier = "button"
            scrollView.addSubview(button)
            return ExplorationScene(window: window)
        }
        let held = try #require(report.samples.first { $0.subject == "button" && $0.script.hasPrefix("press") }, "\(report)")
        #expect(abs(held.latency - 0.15) < 0.001)
        #expect(held.causes == [.touchDelay(held.latency)])
    }
}
