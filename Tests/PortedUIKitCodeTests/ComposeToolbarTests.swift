import Testing
import UIKit
import TouchKitTesting

@MainActor
@Suite struct ComposeToolbarTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let screen = ComposeScreen(frame: CGRect(x: 0, y: 700, width: 390, height: 144))

    init() {
        window.addSubview(screen)
    }

    @Test func aNilTargetedActionReachesTheFirstResponderUpTheChainThatImplementsIt() {
        TouchSimulator(window: window).tap(at: CGPoint(x: 50, y: 722))
        #expect(screen.sentCount == 1)
    }

    @Test func theNilTargetedActionGetsTheButtonAsItsSender() {
        TouchSimulator(window: window).tap(at: CGPoint(x: 140, y: 722))
        #expect(screen.discardedBy === screen.toolbar.discardButton)
        #expect(screen.sentCount == 0)
    }

    @Test func withNoResponderImplementingTheActionNothingHappens() {
        let orphan = ComposeToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        window.addSubview(orphan)
        TouchSimulator(window: window).tap(at: CGPoint(x: 50, y: 22))
        #expect(screen.sentCount == 0)
        #expect(orphan.sendButton.allTargets.count == 1 && orphan.sendButton.allTargets.first?.base is NSNull)
    }
}
