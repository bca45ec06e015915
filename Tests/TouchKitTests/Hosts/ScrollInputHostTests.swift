import Testing
@testable import TouchKit
import TouchKitTesting

/// What a host does with bad wheel, trackpad scroll and trackpad transform samples: a defined result and a
/// diagnostic, never a crash (`TouchHost+Scroll.swift`, `TouchHost+Transform.swift`).
@MainActor
@Suite struct ScrollInputHostTests {
    private let point = CGPoint(x: 200, y: 400)

    private func scrollScene() -> (Scene, UIScrollView) {
        let scene = Scene()
        let (scrollView, _) = makeScrollView(in: scene, content: CGSize(width: 400, height: 1_000_000))
        return (scene, scrollView)
    }

    private func kinds(_ scene: Scene) -> [TouchDiagnostic.Kind] { scene.diagnostics.map(\.kind) }

    /// Sends a trackpad scroll at `point`: its began at time 0, one change a frame for each of `deltas`, then its end
    /// when `ends`.
    private func trackpadScroll(_ scene: Scene, deltas: [CGPoint], ends: Bool = false) {
        let host = scene.simulator.host
        host.send(ScrollSample.trackpad(.began, at: point, timestamp: 0))
        for (index, delta) in deltas.enumerated() {
            host.send(ScrollSample.trackpad(.changed, delta: delta, at: point, timestamp: 0.016 * Double(index + 1)))
        }
        if ends { host.send(ScrollSample.trackpad(.ended, at: point, timestamp: 0.016 * Double(deltas.count + 1))) }
    }

    /// Sends a trackpad transform at `point`: its began at time 0, then one change a frame for each of `changes`.
    private func trackpadTransform(_ scene: Scene, changes: [(scale: CGFloat, rotation: CGFloat)]) {
        let host = scene.simulator.host
        host.send(TransformSample(.began, at: point, timestamp: 0))
        for (index, change) in changes.enumerated() {
            host.send(TransformSample(
                .changed, scale: change.scale, rotation: change.rotation, at: point, timestamp: 0.016 * Double(index + 1)))
        }
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aNonFiniteWheelDeltaIsDroppedWithADiagnostic(value: CGFloat) {
        let (scene, scrollView) = scrollScene()
        scene.simulator.wheel(at: point, lines: CGPoint(x: 0, y: value))
        #expect(scrollView.contentOffset == .zero)
        #expect(kinds(scene) == [.invalidIndirectMovement])
    }

    @Test func aWheelOfABillionLinesIsClampedToAHundredLines() {
        let (scene, scrollView) = scrollScene()
        scene.simulator.wheel(at: point, lines: CGPoint(x: 0, y: -1e9))
        #expect(scrollView.contentOffset.y == TouchHost.maximumWheelLines * TouchHost.pointsPerWheelLine)
        #expect(kinds(scene) == [.indirectMovementOutOfRange])
    }

    @Test func aNonFiniteTrackpadDeltaKeepsItsPhase() {
        let (scene, scrollView) = scrollScene()
        trackpadScroll(scene, deltas: [CGPoint(x: 0, y: -50), CGPoint(x: CGFloat.nan, y: 0)], ends: true)
        #expect(scrollView.contentOffset.y.isFinite)
        #expect(!scrollView.isDragging)
        #expect(kinds(scene) == [.invalidIndirectMovement])
    }

    @Test func aTrackpadScrollThatNeverEndsIsCancelledAfterASecondOfSilence() {
        let (scene, scrollView) = scrollScene()
        scene.simulator.trackpadScroll(at: point, by: CGPoint(x: 0, y: -100), duration: 0.1, lift: false)
        #expect(scrollView.isDragging)
        scene.simulator.advance(by: TouchHost.abandonedGestureTimeout + 0.05)
        #expect(!scrollView.isDragging)
        #expect(scrollView.panGestureRecognizer.state == .possible)
        #expect(kinds(scene) == [.indirectGestureAbandoned])
    }

    /// Fingers resting on the trackpad (a `mayBegin`) and never lifting: the same second of silence ends it, and a
    /// coasting scroll view it stopped stays where it stopped.
    @Test func aTrackpadTouchThatNeverLiftsIsCancelledAfterASecondOfSilence() {
        let (scene, scrollView) = scrollScene()
        scene.simulator.trackpadScroll(at: point, by: CGPoint(x: 0, y: -300), duration: 0.05)
        #expect(scrollView.isDecelerating)
        scene.simulator.trackpadTouch(at: point)
        #expect(!scrollView.isDecelerating)
        let stopped = scrollView.contentOffset
        scene.simulator.advance(by: TouchHost.abandonedGestureTimeout + 0.05)
        #expect(scrollView.contentOffset == stopped)
        #expect(scrollView.panGestureRecognizer.state == .possible)
        #expect(kinds(scene) == [.indirectGestureAbandoned])
    }

    @Test func aTrackpadScrollOfABillionPointsIsClampedToTenThousandPoints() {
        let (scene, scrollView) = scrollScene()
        trackpadScroll(scene, deltas: [CGPoint(x: 0, y: -1e9)])
        #expect(scrollView.contentOffset.y == TouchHost.maximumScrollPoints)
        #expect(kinds(scene) == [.indirectMovementOutOfRange])
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aNonFiniteTrackpadRotationIsDroppedWithADiagnostic(angle: CGFloat) {
        let scene = Scene()
        let rotation = UIRotationGestureRecognizer()
        scene.window.addGestureRecognizer(rotation)
        trackpadTransform(scene, changes: [(scale: 1, rotation: 0.2), (scale: 1, rotation: angle)])
        #expect(rotation.rotation == 0.2)
        #expect(kinds(scene) == [.invalidIndirectMovement])
    }

    /// Found by the storm (seed 797): a wheel turned while a trackpad scroll was under way took the trackpad's
    /// pan off the list of recognizers following that scroll (one event object served both), so the trackpad's end,
    /// where the pointer then was, never reached it and the scroll view's pan stayed in `.began`.
    @Test(.tags(.storm)) func aWheelTurnedDuringATrackpadScrollLeavesItsEndToItsPan() {
        let scene = Scene()
        let (top, _) = makeScrollView(in: scene, frame: CGRect(x: 0, y: 0, width: 400, height: 400), content: CGSize(width: 400, height: 4000))
        let (bottom, _) = makeScrollView(in: scene, frame: CGRect(x: 0, y: 400, width: 400, height: 400), content: CGSize(width: 400, height: 4000))
        scene.simulator.trackpadScroll(at: CGPoint(x: 200, y: 200), by: CGPoint(x: 0, y: -100), duration: 0.05, lift: false)
        #expect(top.panGestureRecognizer.state == .changed)
        scene.simulator.wheel(at: CGPoint(x: 200, y: 600), lines: CGPoint(x: 0, y: -1))
        scene.simulator.trackpadLift(at: CGPoint(x: 200, y: 600))
        scene.simulator.settle()
        #expect(top.panGestureRecognizer.state == .possible)
        #expect(bottom.panGestureRecognizer.state == .possible)
        #expect(!top.isDragging)
    }

    @Test func aChangeWithNoBeganIsTakenAsTheBegan() {
        let (scene, scrollView) = scrollScene()
        let host = scene.simulator.host
        host.send(ScrollSample.trackpad(.changed, delta: CGPoint(x: 0, y: -40), at: point, timestamp: 0))
        #expect(scrollView.isDragging)
        #expect(scrollView.contentOffset.y == 40)
        #expect(kinds(scene) == [.indirectPhaseOutOfOrder])
    }

    @Test func anEndWithNoScrollUnderWayIsDropped() {
        let (scene, _) = scrollScene()
        scene.simulator.trackpadLift(at: point)
        #expect(kinds(scene) == [.indirectPhaseOutOfOrder])
    }

    @Test func aSecondBeganCancelsTheScrollUnderWayFirst() {
        let (scene, scrollView) = scrollScene()
        let log = ActionLog(attachedTo: scrollView.panGestureRecognizer)
        scene.simulator.trackpadScroll(at: point, by: CGPoint(x: 0, y: -100), duration: 0.1, lift: false)
        scene.simulator.trackpadScroll(at: point, by: CGPoint(x: 0, y: -100), duration: 0.1)
        #expect(log.names.filter { $0 == "began" }.count == 2)
        #expect(log.names.contains("cancelled"))
        #expect(log.names.last == "ended")
        #expect(kinds(scene) == [.indirectPhaseOutOfOrder])
    }

    @Test(arguments: [CGFloat.nan, 0, -2, .infinity])
    func anImpossibleTrackpadScaleIsDroppedWithADiagnostic(scale: CGFloat) {
        let scene = Scene()
        let pinch = UIPinchGestureRecognizer()
        scene.window.addGestureRecognizer(pinch)
        trackpadTransform(scene, changes: [(scale: scale, rotation: 0)])
        #expect(pinch.scale == 1)
        #expect(kinds(scene) == [.invalidIndirectMovement])
    }

    @Test func aTrackpadPinchThatNeverEndsIsCancelled() {
        let scene = Scene()
        let pinch = UIPinchGestureRecognizer()
        let log = ActionLog(pinch, on: scene.window)
        scene.simulator.trackpadPinch(at: point, scale: 2, duration: 0.1, lift: false)
        scene.simulator.advance(by: TouchHost.abandonedGestureTimeout + 0.05)
        #expect(log.names.last == "cancelled")
        #expect(kinds(scene) == [.indirectGestureAbandoned])
    }

    @Test func everyTouchThatBeganEndsOnceWhileWheelAndTrackpadScrollAcrossIt() {
        let (scene, scrollView) = scrollScene()
        let content = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800), in: scrollView)
        let checker = TouchInvariantChecker(window: scene.window)
        let finger = scene.simulator.down(at: CGPoint(x: 100, y: 100))
        scene.simulator.wheel(at: point, lines: CGPoint(x: 0, y: -2), steps: 3)
        scene.simulator.trackpadScroll(at: point, by: CGPoint(x: 0, y: -200), duration: 0.1)
        scene.simulator.trackpadPinch(at: point, scale: 2, duration: 0.1)
        scene.simulator.up(finger)
        scene.simulator.settle()
        let began = content.log.filter { $0.hasPrefix("began") }.count
        let ended = content.log.filter { $0.hasPrefix("ended") || $0.hasPrefix("cancelled") }.count
        #expect(began == ended)
        #expect(checker.violations.isEmpty)
        #expect(checker.checkAtRest().isEmpty)
    }
}
