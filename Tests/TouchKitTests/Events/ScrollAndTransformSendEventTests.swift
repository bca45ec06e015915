import Testing
@testable import TouchKit
import TouchKitTesting

/// Issue 33: scroll and transform events reach the window through `UIWindow.sendEvent(_:)`, as touch events do: an
/// override sees each with its type, and one that does not call `super` keeps it from the recognizers.
@MainActor
@Suite struct ScrollAndTransformSendEventTests {
    private func scene() -> (SendEventWindow, TouchSimulator, UIScrollView) {
        let window = SendEventWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let simulator = TouchSimulator(window: window)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 5000)
        window.addSubview(scrollView)
        return (window, simulator, scrollView)
    }

    @Test func wheelTrackpadAndFingerEventsAllComeThroughSendEvent() {
        let (window, simulator, _) = scene()
        let point = CGPoint(x: 200, y: 400)
        simulator.wheel(at: point, lines: CGPoint(x: 0, y: -1))
        simulator.trackpadScroll(at: point, by: CGPoint(x: 0, y: -40), duration: 0.05)
        simulator.trackpadPinch(at: point, scale: 1.5, duration: 0.05)
        simulator.tap(at: point)
        #expect(window.types.first == .scroll)
        #expect(window.types.contains(.transform))
        #expect(window.types.last == .touches)
        // A wheel step, a trackpad scroll's began, its changes and its end: each one event.
        #expect(window.types.filter { $0 == .scroll }.count >= 4)
    }

    @Test func anOverrideThatDoesNotCallSuperKeepsTheScrollFromTheScrollView() {
        let (window, simulator, scrollView) = scene()
        window.swallows = { $0 != .touches }
        simulator.wheel(at: CGPoint(x: 200, y: 400), lines: CGPoint(x: 0, y: -3))
        simulator.trackpadScroll(at: CGPoint(x: 200, y: 400), by: CGPoint(x: 0, y: -100), duration: 0.05)
        #expect(scrollView.contentOffset == .zero)
        #expect(window.types.contains(.scroll))
    }
}
