import Testing
@testable import TouchKit

/// A window recording its key-window callbacks, with whether it was key at each.
@MainActor
private final class KeyRecordingWindow: UIWindow {
    var calls: [String] = []
    override func becomeKey() { calls.append("becomeKey \(isKeyWindow)") }
    override func resignKey() { calls.append("resignKey \(isKeyWindow)") }
}

@MainActor
@Suite struct KeyWindowTests {
    @Test func makeKeyMakesTheWindowKeyAndCallsBecomeKeyOnce() {
        let window = KeyRecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!window.isKeyWindow)
        window.makeKey()
        window.makeKey()
        #expect(window.isKeyWindow)
        #expect(window.calls == ["becomeKey true"])
    }

    @Test func makeKeyOnAScreenResignsThePreviousKeyWindow() {
        let first = KeyRecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = KeyRecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        TouchHost(window: first).addWindow(second)
        first.makeKey()
        second.makeKey()
        #expect(!first.isKeyWindow && second.isKeyWindow)
        #expect(first.calls == ["becomeKey true", "resignKey false"])
        #expect(second.calls == ["becomeKey true"])
    }

    @Test func windowsOnDifferentScreensAreEachKey() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.makeKey()
        second.makeKey()
        #expect(first.isKeyWindow && second.isKeyWindow)
    }

    @Test func aKeyWindowJoiningAScreenWithOneStopsBeingKey() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = KeyRecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.makeKey()
        second.makeKey()
        TouchHost(window: first).addWindow(second)
        #expect(first.isKeyWindow && !second.isKeyWindow)
        #expect(second.calls == ["becomeKey true", "resignKey false"])
    }

    @Test func makeKeyAndVisibleShowsTheWindowInFrontAndMakesItKey() {
        let back = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = TouchHost(window: front)
        host.addWindow(back)
        back.isHidden = true
        back.makeKeyAndVisible()
        #expect(!back.isHidden && back.isKeyWindow && !front.isKeyWindow)
        // In front of the screen's other windows: the one found first where they overlap.
        #expect(ScreenWindows.frontmostWindow(containing: CGPoint(x: 50, y: 50), besides: front) === back)
    }
}
