import Testing
@testable import TouchKit
import TouchKitTesting

/// Issue 33: the pencil through `TouchHost`: its data, coalesced and predicted touches, refinements, hover, and bad
/// pencil input.
@MainActor
@Suite struct PencilInputTests {
    let pencilID = TouchHost.pencilFingerID

    @Test func aPencilTouchCarriesForceTiltAndAzimuth() {
        let scene = Scene()
        let view = PencilRecordingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        scene.window.addSubview(view)
        scene.simulator.pencilStroke(through: [CGPoint(x: 150, y: 150), CGPoint(x: 250, y: 150)], force: 2, altitudeAngle: 0.5, azimuthAngle: .pi)
        let began = try! #require(view.samples.first)
        #expect(began.type == .pencil)
        #expect(began.force == 2)
        #expect(began.maximumPossibleForce == TouchHost.pencilMaximumPossibleForce)
        #expect(began.altitude == 0.5)
        #expect(approximately(began.azimuth, .pi))
        #expect(approximately(began.azimuthVector.dx, -1))
        #expect(view.phases.first == .began)
        #expect(view.phases.last == .ended)
    }

    @Test func theAzimuthTurnsWithTheView() {
        let scene = Scene()
        let view = PencilRecordingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        scene.window.addSubview(view)
        scene.simulator.sendPencil([PencilSample(.began, location: CGPoint(x: 200, y: 200), timestamp: 0, azimuthAngle: 0)])
        // The window's x axis is the rotated view's -y axis.
        #expect(approximately(view.samples.first?.azimuthInView ?? 0, -.pi / 2, within: 1e-9))
        scene.simulator.sendPencil([PencilSample(.ended, location: CGPoint(x: 200, y: 200), timestamp: 0)])
    }

    @Test func samplesOfOneFrameAreOneEventWithEveryoneAsCoalescedTouches() {
        let scene = Scene()
        let view = PencilRecordingView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        scene.simulator.pencilStroke(through: [CGPoint(x: 0, y: 100), CGPoint(x: 160, y: 100)], duration: 2.0 / 60, samplesPerFrame: 4)
        // Began, two frames of four samples, ended.
        #expect(view.phases == [.began, .moved, .moved, .ended])
        #expect(view.coalescedCounts == [1, 4, 4, 1])
        let frame = view.coalescedLocations[1]
        #expect(frame.map(\.x) == [20, 40, 60, 80])
        // The last coalesced touch is a copy of the main touch, not the touch itself.
        #expect(view.lastCoalescedIsACopyOfTheTouch == [true, true])
        // The copies' previous locations chain from one sample to the next.
        #expect(view.coalescedPrevious[2].map(\.x) == [80, 100, 120, 140])
    }

    @Test func predictedTouchesExtrapolateTheLastTwoSamples() {
        let scene = Scene()
        let view = PencilRecordingView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        scene.simulator.pencilStroke(through: [CGPoint(x: 0, y: 100), CGPoint(x: 80, y: 100)], duration: 1.0 / 60, samplesPerFrame: 4, lift: false)
        // 20 pt every 1/240 s: the predictor steps 1/240 s, twice.
        let predicted = view.predicted.last ?? []
        #expect(predicted.map(\.x) == [100, 120])
        #expect(view.predicted.first == [])
        scene.simulator.sendPencil([PencilSample(.ended, location: CGPoint(x: 80, y: 100), timestamp: scene.simulator.now)])
        #expect(view.predicted.last == [])
    }

    @Test func aFingerHasItselfAsItsOnlyCoalescedTouchAndNoPrediction() {
        let scene = Scene()
        let view = PencilRecordingView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        scene.simulator.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 0.05)
        #expect(view.coalescedCounts.allSatisfy { $0 == 1 })
        #expect(view.coalescedAreTheTouch.allSatisfy { $0 })
        #expect(view.predicted.allSatisfy { $0.isEmpty })
    }

    @Test func aRefinementUpdatesTheSampleAndTellsTheView() {
        let scene = Scene()
        let view = PencilRecordingView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        let indices = scene.simulator.pencilStroke(through: [CGPoint(x: 0, y: 100), CGPoint(x: 40, y: 100)], duration: 1.0 / 60, samplesPerFrame: 2, expectingForceUpdates: true)
        #expect(indices == [1, 2, 3])
        #expect(view.firstEstimates == [.force])
        scene.simulator.refinePencil(PencilRefinement(estimationUpdateIndex: 2, force: 3))
        #expect(view.refinements == [PencilRecordingView.Refinement(index: 2, force: 3, expecting: [])])
        // Refined once, forgotten: a second refinement of it is dropped with a diagnostic.
        scene.simulator.refinePencil(PencilRefinement(estimationUpdateIndex: 2, force: 4))
        #expect(view.refinements.count == 1)
        #expect(scene.diagnostics.map(\.kind) == [.unknownEstimationUpdateIndex])
    }

    @Test func aRefinementMayLeaveSomePropertiesStillExpected() {
        let scene = Scene()
        let view = PencilRecordingView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        scene.simulator.sendPencil([PencilSample(
            .began, location: CGPoint(x: 10, y: 10), timestamp: 0, estimatedProperties: [.force, .altitude],
            estimatedPropertiesExpectingUpdates: [.force, .altitude], estimationUpdateIndex: 7)])
        scene.simulator.refinePencil(PencilRefinement(estimationUpdateIndex: 7, force: 2, stillExpected: .altitude))
        scene.simulator.refinePencil(PencilRefinement(estimationUpdateIndex: 7, altitudeAngle: 1))
        #expect(view.refinements.map(\.expecting) == [.altitude, []])
        #expect(view.refinements.map(\.index) == [7, 7])
        // The sample was the touch's latest: the touch itself took the values.
        #expect(scene.simulator.host.touch(forFinger: pencilID)?.force == 2)
        #expect(scene.simulator.host.touch(forFinger: pencilID)?.altitudeAngle == 1)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func hoverBeginsChangesAndEndsWhenThePencilTouches() {
        let scene = Scene()
        let view = scene.plainView(scene.window.bounds)
        let hover = UIHoverGestureRecognizer()
        var zOffsets: [CGFloat] = []
        hover.addTarget(handler: { zOffsets.append(($0 as! UIHoverGestureRecognizer).zOffset) })
        let log = ActionLog(hover, on: view)
        scene.simulator.hoverPencil(at: CGPoint(x: 50, y: 50), zOffset: 0.8)
        scene.simulator.hoverPencil(at: CGPoint(x: 55, y: 50), zOffset: 0.3)
        scene.simulator.pencilStroke(through: [CGPoint(x: 55, y: 50), CGPoint(x: 60, y: 50)], duration: 0.05)
        #expect(log.names == ["began", "changed", "ended"])
        #expect(zOffsets == [0.8, 0.3, 0.3])
        scene.simulator.hoverPencil(at: CGPoint(x: 60, y: 50), zOffset: 0.1)
        scene.simulator.pencilLeavesRange()
        #expect(log.names == ["began", "changed", "ended", "began", "ended"])
    }

    // MARK: Bad input

    @Test func badInput_aPencilThatHoversForeverIsTakenAsGoneAfterTheTimeout() {
        let scene = Scene()
        let view = scene.plainView(scene.window.bounds)
        let log = ActionLog(UIHoverGestureRecognizer(), on: view)
        scene.simulator.hoverPencil(at: CGPoint(x: 50, y: 50))
        scene.simulator.advance(by: 0.6)
        scene.simulator.hoverPencil(at: CGPoint(x: 51, y: 50))
        scene.simulator.advance(by: 0.6)
        #expect(log.names == ["began", "changed"])
        scene.simulator.advance(by: 0.5)
        #expect(log.names == ["began", "changed", "ended"])
        #expect(scene.diagnostics.map(\.kind) == [.pencilHoverTimedOut])
    }

    @Test func badInput_nonFiniteAndOutOfRangeValuesAreReplacedOrClamped() {
        let scene = Scene()
        let view = PencilRecordingView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        scene.simulator.sendPencil([PencilSample(.began, location: CGPoint(x: 10, y: 10), timestamp: 0, force: .nan, altitudeAngle: 9, azimuthAngle: .infinity)])
        #expect(view.samples.first?.force == 0)
        #expect(view.samples.first?.altitude == .pi / 2)
        #expect(view.samples.first?.azimuth == 0)
        #expect(scene.diagnostics.map(\.kind) == [.invalidPencilValue, .invalidPencilValue, .invalidPencilValue])
        scene.simulator.sendPencil([PencilSample(.moved, location: CGPoint(x: CGFloat.nan, y: 10), timestamp: 0)])
        #expect(scene.diagnostics.last?.kind == .nonFiniteLocation)
        scene.simulator.sendPencil([PencilSample(.ended, location: CGPoint(x: 10, y: 10), timestamp: 0)])
        #expect(view.phases == [.began, .ended])
    }

    @Test func badInput_movedReportsOfOneFrameAreEachCheckedAndDiagnosed() {
        let scene = Scene()
        let view = PencilRecordingView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        scene.simulator.sendPencil([PencilSample(.began, location: CGPoint(x: 10, y: 10), timestamp: 1)])
        scene.simulator.sendPencil([
            PencilSample(.moved, location: CGPoint(x: 11, y: 10), timestamp: 1.01),
            PencilSample(.moved, location: CGPoint(x: 12, y: 10), timestamp: 0.5),
            PencilSample(.moved, location: CGPoint(x: 13, y: 10), timestamp: 1.02, force: 99),
            PencilSample(.moved, location: CGPoint(x: 2e7, y: 10), timestamp: 1.03),
        ])
        // The usual report is taken as it came; the others are clamped or dropped, each with its diagnostic.
        #expect(scene.diagnostics.map(\.kind) == [.timestampWentBackwards, .invalidPencilValue, .locationOutOfRange])
        #expect(view.coalescedCounts.last == 3)
        #expect(view.samples.last?.force == TouchHost.pencilMaximumPossibleForce)
        #expect(scene.simulator.host.touch(forFinger: TouchHost.pencilFingerID)?.timestamp == 1.02)
    }

    @Test func badInput_hoveringWhileTouchingEndsTheTouchFirst() {
        let scene = Scene()
        let view = scene.recordingView(scene.window.bounds)
        scene.simulator.sendPencil([PencilSample(.began, location: CGPoint(x: 10, y: 10), timestamp: 0)])
        scene.simulator.hoverPencil(at: CGPoint(x: 20, y: 20))
        #expect(view.log == ["began \(pencilID)", "ended \(pencilID)"])
        #expect(scene.diagnostics.map(\.kind) == [.invalidArgument])
        #expect(scene.simulator.host.activeFingers.isEmpty)
    }

    @Test func badInput_tooManySamplesAwaitingRefinementGiveUpTheOldest() {
        let scene = Scene()
        let view = PencilRecordingView(frame: scene.window.bounds)
        scene.window.addSubview(view)
        let count = PencilTracker.maximumPendingEstimates + 1
        var samples = [PencilSample(.began, location: .zero, timestamp: 0)]
        for index in 1...count {
            samples.append(PencilSample(.moved, location: CGPoint(x: CGFloat(index), y: 0), timestamp: 0, estimatedProperties: .force, estimatedPropertiesExpectingUpdates: .force, estimationUpdateIndex: index))
        }
        scene.simulator.sendPencil(samples)
        #expect(scene.diagnostics.map(\.kind) == [.estimationUpdateAbandoned])
        #expect(view.refinements == [PencilRecordingView.Refinement(index: 1, force: 1, expecting: [])])
    }

    @Test func mixedScript_aFingerTapsWhileThePencilDraws() {
        let scene = Scene()
        let view = scene.recordingView(scene.window.bounds)
        view.isMultipleTouchEnabled = true
        let simulator = scene.simulator
        simulator.sendPencil([PencilSample(.began, location: CGPoint(x: 10, y: 10), timestamp: 0)])
        simulator.tap(at: CGPoint(x: 300, y: 300))
        simulator.sendPencil([PencilSample(.moved, location: CGPoint(x: 20, y: 10), timestamp: simulator.now), PencilSample(.ended, location: CGPoint(x: 30, y: 10), timestamp: simulator.now)])
        #expect(view.log.first == "began \(pencilID)")
        #expect(view.log.last == "ended \(pencilID)")
        #expect(view.log.filter { $0.hasSuffix(" 1") } == ["began 1", "ended 1"])
    }
}

/// Records what a pencil's (or finger's) touches carry in each responder call.
@MainActor
final class PencilRecordingView: UIView {
    struct Sample {
        var type: UITouch.TouchType
        var force: CGFloat
        var maximumPossibleForce: CGFloat
        var altitude: CGFloat
        var azimuth: CGFloat
        var azimuthInView: CGFloat
        var azimuthVector: CGVector
    }
    struct Refinement: Equatable {
        var index: Int
        var force: CGFloat
        var expecting: UITouch.Properties
    }
    var samples: [Sample] = []
    var phases: [UITouch.Phase] = []
    var coalescedCounts: [Int] = []
    var coalescedLocations: [[CGPoint]] = []
    var coalescedPrevious: [[CGPoint]] = []
    var coalescedAreTheTouch: [Bool] = []
    var lastCoalescedIsACopyOfTheTouch: [Bool] = []
    var predicted: [[CGPoint]] = []
    var firstEstimates: [UITouch.Properties] = []
    var refinements: [Refinement] = []

    private func record(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let touch = touches.first, let event else { return }
        samples.append(Sample(
            type: touch.type, force: touch.force, maximumPossibleForce: touch.maximumPossibleForce,
            altitude: touch.altitudeAngle, azimuth: touch.azimuthAngle(in: nil), azimuthInView: touch.azimuthAngle(in: self),
            azimuthVector: touch.azimuthUnitVector(in: nil)))
        phases.append(touch.phase)
        let coalesced = event.coalescedTouches(for: touch) ?? []
        coalescedCounts.append(coalesced.count)
        coalescedLocations.append(coalesced.map { $0.preciseLocation(in: nil) })
        coalescedPrevious.append(coalesced.map { $0.precisePreviousLocation(in: nil) })
        coalescedAreTheTouch.append(coalesced.allSatisfy { $0 === touch })
        if let last = coalesced.last, coalesced.count > 1 {
            lastCoalescedIsACopyOfTheTouch.append(last !== touch && last.location(in: nil) == touch.location(in: nil) && last.timestamp == touch.timestamp && last.view === touch.view)
        }
        predicted.append((event.predictedTouches(for: touch) ?? []).map { $0.location(in: nil) })
        if firstEstimates.isEmpty { firstEstimates.append(touch.estimatedPropertiesExpectingUpdates) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        for touch in touches {
            refinements.append(Refinement(index: touch.estimationUpdateIndex?.intValue ?? -1, force: touch.force, expecting: touch.estimatedPropertiesExpectingUpdates))
        }
    }
}
