import Testing
@testable import TouchKit
import TouchKitTesting

/// System edge swipes sharing touches with the app, and deferral (2017 talk, "system gestures").
@MainActor
@Suite struct SystemGestureTests {
    /// A full-window view with the app's pan and tap, on a window whose system has a bottom edge swipe.
    private func scene(deferring: UIRectEdge = []) -> (Scene, RecordingView, ActionLog, ActionLog, Box) {
        let scene = Scene()
        let view = scene.recordingView(scene.window.bounds, name: "game")
        let pans = ActionLog(UIPanGestureRecognizer(), on: view), taps = ActionLog(UITapGestureRecognizer(), on: view)
        let system = Box()
        scene.window.systemGestureEdges = .bottom
        scene.window.preferredScreenEdgesDeferringSystemGestures = deferring
        scene.window.systemGestureHandler = { edge in system.edges.append(edge) }
        return (scene, view, pans, taps, system)
    }

    private final class Box {
        var edges: [UIRectEdge] = []
    }

    private func swipeUp(_ scene: Scene) {
        scene.simulator.drag(from: CGPoint(x: 200, y: 795), to: CGPoint(x: 200, y: 600), duration: 0.15)
        scene.simulator.advance(by: 0.1)
    }

    @Test func aSwipeUpFromTheBottomGoesToTheSystemAndTheAppSeesNothing() {
        let (scene, view, pans, taps, system) = scene()
        let checker = TouchInvariantChecker(window: scene.window)
        swipeUp(scene)
        #expect(system.edges == [.bottom])
        #expect(pans.names.isEmpty && taps.names.isEmpty)
        #expect(view.log.isEmpty)
        #expect(checker.checkAtRest() == [])
    }

    @Test func aTapAtTheBottomEdgeStillReachesTheApp() {
        let (scene, view, pans, taps, system) = scene()
        scene.simulator.tap(at: CGPoint(x: 200, y: 795))
        scene.simulator.advance(by: 0.5)
        #expect(taps.names == ["ended"])
        #expect(view.log.isEmpty)   // held back by the system swipe, then cancelled by the tap: never seen
        #expect(system.edges.isEmpty && pans.names.isEmpty)
    }

    @Test func aFingerHeldAtTheEdgeReachesTheViewOnceTheSystemSwipeFails() {
        let (scene, view, pans, taps, system) = scene()
        let finger = scene.simulator.down(at: CGPoint(x: 200, y: 795))
        #expect(view.log.isEmpty)
        scene.simulator.advance(by: UIScreenEdgePanGestureRecognizer.maximumSwipeDuration + 0.05)
        #expect(view.log == ["began 1"])
        scene.simulator.up(finger)
        // Lifted at 0.3 s: the app's tap recognizes and cancels the touch it now shows the view.
        #expect(view.log == ["began 1", "cancelled 1"])
        #expect(taps.names == ["ended"])
        #expect(system.edges.isEmpty && pans.names.isEmpty)
    }

    @Test func aPanAwayFromTheEdgesIsUntouched() {
        let (scene, view, pans, taps, system) = scene()
        scene.simulator.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 200), duration: 0.15)
        #expect(pans.names.first == "began" && pans.names.last == "ended")
        #expect(view.log.first == "began 1")
        #expect(system.edges.isEmpty && taps.names.isEmpty)
    }

    @Test func onADeferredEdgeTheFirstSwipeGoesToTheAppAndTheSecondToTheSystem() {
        let (scene, _, pans, taps, system) = scene(deferring: .bottom)
        swipeUp(scene)
        #expect(system.edges.isEmpty)
        #expect(pans.names.first == "began")
        swipeUp(scene)
        #expect(system.edges == [.bottom])
        #expect(pans.names.filter { $0 == "began" }.count == 1)
        // Long after, the first swipe is the app's again.
        scene.simulator.advance(by: SystemGestures.deferredSecondSwipeInterval + 1)
        swipeUp(scene)
        #expect(system.edges == [.bottom])
        #expect(pans.names.filter { $0 == "began" }.count == 2)
        #expect(taps.names.isEmpty)
    }

    @Test func withoutSystemEdgesNothingChanges() {
        let (scene, _, pans, taps, system) = scene()
        scene.window.systemGestureEdges = []
        swipeUp(scene)
        #expect(system.edges.isEmpty)
        #expect(pans.names.first == "began")
        #expect(scene.window.gestureRecognizers == nil)
        #expect(taps.names.isEmpty)
    }
}
