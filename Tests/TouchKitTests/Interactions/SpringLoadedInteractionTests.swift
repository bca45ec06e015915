import Testing
@testable import TouchKit

/// Spring loading: a drag resting over a spring-loaded view activates it after UIKit's 0.8 s + 0.4 s.
@MainActor
@Suite struct SpringLoadedInteractionTests {
    private final class States: UISpringLoadedInteractionEffect {
        var log: [String] = []
        unowned let clock: MediaClock
        init(clock: MediaClock) { self.clock = clock }
        func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext) {
            log.append("\(context.state) \(Int((clock.now * 1000).rounded()))")
        }
    }

    /// A photo to drag at the top left and a folder at (200...300, 200...300) that opens when spring loaded.
    private func scene() -> (Scene, States, UISpringLoadedInteraction, () -> [CGPoint]) {
        let scene = Scene()
        let log = DragDropLog()
        let photo = scene.recordingView(CGRect(x: 0, y: 0, width: 100, height: 100))
        log.source(on: photo)
        let folder = scene.recordingView(CGRect(x: 200, y: 200, width: 100, height: 100))
        let states = States(clock: scene.window.clock)
        var opened: [CGPoint] = []
        let spring = UISpringLoadedInteraction(interactionBehavior: nil, interactionEffect: states) { interaction, context in
            opened.append(context.location(in: interaction.view))
        }
        folder.addInteraction(spring)
        return (scene, states, spring, { _ = log; return opened })
    }

    @Test func aDragRestingOverTheViewActivatesItAfterUIKitsDelays() {
        let (scene, states, _, opened) = scene()
        let finger = scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 250), lift: false)
        // Arrived at 0.5 s moving fast, last moved at 0.55 s; still 0.1 s later: possible; +0.8 s activating; +0.4 s
        // activated.
        scene.simulator.advance(by: 1.5)
        #expect(states.log == ["possible 650", "activating 1450", "activated 1850"])
        #expect(opened() == [CGPoint(x: 50, y: 50)])
        scene.simulator.advance(by: 2)
        scene.simulator.up(finger)
        #expect(opened().count == 1)   // once per visit
        #expect(states.log.last == "inactive 4100")
    }

    @Test func leavingBeforeActivationDoesNotActivate() {
        let (scene, states, _, opened) = scene()
        let finger = scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 250), lift: false)
        scene.simulator.advance(by: 0.5)
        scene.simulator.move(finger, to: CGPoint(x: 350, y: 250))
        scene.simulator.advance(by: 2)
        scene.simulator.up(finger)
        #expect(opened().isEmpty)
        #expect(states.log.map { $0.split(separator: " ")[0] } == ["possible", "inactive"])
    }

    @Test func movingFastOverTheViewKeepsItInactiveAndSlowMovementEngagesIt() {
        let (scene, states, _, opened) = scene()
        let finger = scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 250), lift: false)
        // A 100 pt/s sweep (above 40 pt/s) into the view and across it: never possible.
        scene.simulator.move(finger, to: CGPoint(x: 290, y: 250), duration: 1.4)
        #expect(states.log.isEmpty)
        // 10 pt/s (below 20): possible at once, and the drift goes on to activation.
        scene.simulator.move(finger, to: CGPoint(x: 277, y: 250), duration: 1.3)
        #expect(states.log.count == 3)
        #expect(opened().count == 1)
        scene.simulator.up(finger)
    }

    @Test func aDragEndingOverTheViewBeforeActivationLeavesItInactive() {
        let (scene, states, _, opened) = scene()
        scene.simulator.dragAndDrop(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 250))
        scene.simulator.advance(by: 3)
        #expect(opened().isEmpty)
        #expect(states.log.isEmpty || states.log.last?.hasPrefix("inactive") == true)
    }
}
