import Foundation
import Testing
@testable import TouchKit
import TouchKitTesting

@MainActor
final class PinchRotationTestController {
    var scales: [CGFloat] = []
    var rotations: [CGFloat] = []
    func handlePinch(_ pinch: UIPinchGestureRecognizer) { scales.append(pinch.scale) }
    func handleRotation(_ rotation: UIRotationGestureRecognizer) { rotations.append(rotation.rotation) }
}

/// Two fingers `radius` from `center` on opposite sides, the line between them turned by `angle` (as
/// ``TouchSimulator/rotate(center:radius:by:duration:lift:)`` places them).
private func fingerPoints(center: CGPoint, radius: CGFloat, angle: CGFloat) -> (CGPoint, CGPoint) {
    let dx = radius * cos(angle), dy = radius * sin(angle)
    return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
}

private let center = CGPoint(x: 200, y: 400)

/// A pinch that has begun: two fingers spread from 100 to 200 pt apart around `center`, still down (left, right).
@MainActor
private func begunPinch() -> (RecognizerFixture<UIPinchGestureRecognizer>, TouchSimulator.Finger, TouchSimulator.Finger) {
    let pinch = RecognizerFixture(UIPinchGestureRecognizer())
    let (left, right) = pinch.simulator.pinch(center: center, from: 100, to: 200, lift: false)
    return (pinch, left, right)
}

private func degrees(_ value: CGFloat) -> CGFloat { value * .pi / 180 }

/// Rotations are compared within 1e-7 rad: the threshold's √|Δd / d₀| turns the 1e-16 of floating-point noise in
/// the distance of two fingers turning at a fixed radius into about 1e-9 rad.
private let angleTolerance: CGFloat = 1e-7

@MainActor
@Suite struct PinchGestureRecognizerTests {
    @Test(arguments: [(7.0, false), (9.0, true)])
    func pinchBeginsOnceTheDistanceChangesByMoreThan8Points(change: CGFloat, begins: Bool) {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        let fingers = pinch.simulator.downTogether(CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400))
        pinch.simulator.move(fingers[1], to: CGPoint(x: 250 + change, y: 400))
        #expect(pinch.actions.names == (begins ? ["began"] : []))
        // The 8 pt are subtracted: 109 pt apart against 100 + 8.
        #expect(approximately(pinch.recognizer.scale, begins ? 109.0 / 108 : 1))
    }

    @Test func pinchFrom100To200PointsApartScales200Over108() {
        let (pinch, _, _) = begunPinch()
        #expect(pinch.actions.names.first == "began")
        #expect(approximately(pinch.recognizer.scale, 200.0 / 108))
    }

    @Test func pinchFrom100To50PointsApartScales50Over92() {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        pinch.simulator.pinch(center: center, from: 100, to: 50, lift: false)
        #expect(approximately(pinch.recognizer.scale, 50.0 / 92))
    }

    @Test func settingTheScaleRebasesLaterMovement() {
        let (pinch, left, right) = begunPinch()
        pinch.recognizer.scale = 1
        #expect(pinch.recognizer.scale == 1)
        pinch.simulator.moveTogether(
            [left, right], to: CGPoint(x: center.x - 150, y: center.y), CGPoint(x: center.x + 150, y: center.y)
        )
        #expect(approximately(pinch.recognizer.scale, 300.0 / 200))
    }

    @Test func scaleReadAsIncrementsMultipliesUpToTheWholePinch() {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        var product: CGFloat = 1
        pinch.recognizer.addTarget(handler: { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            product *= pinch.scale
            pinch.scale = 1
        })
        pinch.simulator.pinch(center: center, from: 100, to: 200)
        #expect(approximately(product, 200.0 / 108, within: 1e-9))
    }

    @Test func velocityOfASteadySpreadIsItsRateOfScale() {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        pinch.simulator.pinch(center: center, from: 100, to: 200, duration: 0.3, lift: false)
        // 100 pt in 0.3 s against a reference distance of 108 pt: 3.086 per second.
        let expected: CGFloat = (100.0 / 0.3) / 108
        #expect(abs(pinch.recognizer.velocity - expected) < expected * 0.01)
    }

    @Test func velocityBlends25PercentOfTheLatestSampleWith75PercentOfThePrevious() {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        let (left, right) = pinch.simulator.pinch(center: center, from: 100, to: 200, duration: 0.3, lift: false)
        pinch.recognizer.scale = 1
        let before = pinch.recognizer.velocity
        pinch.simulator.advance(by: 0.1)
        pinch.simulator.perform { frame in   // 200 → 220 pt: scale 1 → 1.1 in 0.1 s, 1 per second
            frame.move(left, to: CGPoint(x: center.x - 110, y: center.y))
            frame.move(right, to: CGPoint(x: center.x + 110, y: center.y))
        }
        #expect(abs(pinch.recognizer.velocity - (0.25 * 1 + 0.75 * before)) < 1e-9)
    }

    @Test func aThirdFingerEndsAPinchThatBegan() {
        let (pinch, _, _) = begunPinch()
        pinch.simulator.down(at: CGPoint(x: 200, y: 600))
        #expect(pinch.actions.names.last == "ended")
        #expect(pinch.recognizer.state == .possible)
    }

    @Test func aThirdFingerFailsAPinchThatHadNotBegun() {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        let fingers = pinch.simulator.downTogether(
            CGPoint(x: 150, y: 400), CGPoint(x: 250, y: 400), CGPoint(x: 200, y: 600)
        )
        pinch.simulator.move(fingers[1], to: CGPoint(x: 350, y: 400), duration: 0.1)
        #expect(pinch.actions.names.isEmpty)
    }

    @Test func liftingOneFingerEndsThePinch() {
        let (pinch, left, right) = begunPinch()
        pinch.simulator.up(left)
        #expect(pinch.actions.names.last == "ended")
        let count = pinch.actions.names.count
        pinch.simulator.move(right, to: CGPoint(x: 390, y: 400), duration: 0.1)
        #expect(pinch.actions.names.count == count)
    }

    @Test func liftingOneFingerFailsAPinchThatHadNotBegun() {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        let (left, _) = pinch.simulator.pinch(center: center, from: 100, to: 104, lift: false)
        pinch.simulator.up(left)
        #expect(pinch.actions.names.isEmpty)
    }

    @Test func oneFingerAloneNeverPinches() {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        pinch.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        #expect(pinch.actions.names.isEmpty)
    }

    @Test func aCancelledTouchCancelsAPinchThatBegan() {
        let (pinch, left, _) = begunPinch()
        pinch.simulator.cancel(left)
        #expect(pinch.actions.names.last == "cancelled")
    }

    @Test func locationIsTheCentreOfTheFingersAndStaysThereAfterTheyLift() {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        let locations = pinch.record { $0.location(in: nil) }
        pinch.simulator.pinch(center: CGPoint(x: 180, y: 300), from: 100, to: 200)
        #expect(locations.values.allSatisfy { approximately($0, CGPoint(x: 180, y: 300)) })
        #expect(approximately(pinch.recognizer.location(in: nil), CGPoint(x: 180, y: 300)))
    }

    @Test func scaleAndVelocityStartAfreshForTheNextPinch() {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        pinch.simulator.pinch(center: center, from: 100, to: 200)
        #expect(pinch.recognizer.scale == 1)
        #expect(pinch.recognizer.velocity == 0)
    }

    @Test func targetActionTakesAMethodWithAPinchParameter() {
        let controller = PinchRotationTestController()
        let pinch = RecognizerFixture(UIPinchGestureRecognizer(target: controller, action: PinchRotationTestController.handlePinch))
        pinch.simulator.pinch(center: center, from: 100, to: 200)
        #expect(approximately(controller.scales.last!, 200.0 / 108))
    }
}

@MainActor
@Suite struct RotationGestureRecognizerTests {
    @Test(arguments: [(4.9, false), (5.1, true)])
    func rotationBeginsOnceTheFingersTurnMoreThan5Degrees(angle: CGFloat, begins: Bool) {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        rotation.simulator.rotate(center: center, by: degrees(angle), duration: 1.0 / 60, lift: false)
        #expect(rotation.actions.names == (begins ? ["began"] : []))
        #expect(approximately(rotation.recognizer.rotation, begins ? degrees(0.1) : 0, within: angleTolerance))
    }

    @Test(arguments: [(7.4, false), (7.6, true)])
    func pinchingRaisesTheRotationThreshold(angle: CGFloat, begins: Bool) {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        let start = fingerPoints(center: center, radius: 50, angle: 0)
        let fingers = rotation.simulator.downTogether(start.0, start.1)
        // 100 → 125 pt apart: |Δd / d₀| = 0.25, so the threshold is 5° + 5° · √0.25 = 7.5°.
        let turned = fingerPoints(center: center, radius: 62.5, angle: degrees(angle))
        rotation.simulator.moveTogether(fingers, to: turned.0, turned.1)
        #expect(rotation.actions.names == (begins ? ["began"] : []))
        #expect(approximately(rotation.recognizer.rotation, begins ? degrees(angle - 7.5) : 0, within: angleTolerance))
    }

    @Test func aQuarterTurnReadsAQuarterTurnLessTheThreshold() {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        rotation.simulator.rotate(center: center, by: .pi / 2, duration: 0.3, lift: false)
        #expect(approximately(rotation.recognizer.rotation, .pi / 2 - degrees(5), within: angleTolerance))
    }

    @Test func anticlockwiseTurnsAreNegative() {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        rotation.simulator.rotate(center: center, by: -.pi / 2, duration: 0.3, lift: false)
        #expect(approximately(rotation.recognizer.rotation, -(.pi / 2 - degrees(5)), within: angleTolerance))
    }

    @Test(arguments: [1.5, 2.5])
    func rotationIsUnboundedPastHalfATurn(halfTurns: CGFloat) {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        // 7.5° per frame: small steps, so each is read the right way round.
        rotation.simulator.rotate(center: center, by: halfTurns * .pi, duration: halfTurns * 24 / 60, lift: false)
        #expect(approximately(rotation.recognizer.rotation, halfTurns * .pi - degrees(5), within: angleTolerance))
    }

    @Test func settingTheRotationRebasesLaterTurning() {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        let (first, second) = rotation.simulator.rotate(center: center, by: .pi / 2, duration: 0.3, lift: false)
        rotation.recognizer.rotation = 0
        let turned = fingerPoints(center: center, radius: 50, angle: .pi / 2 + .pi / 4)
        rotation.simulator.moveTogether([first, second], to: turned.0, turned.1)
        #expect(approximately(rotation.recognizer.rotation, .pi / 4, within: angleTolerance))
    }

    @Test func velocityOfASteadyTurnIsItsAngularSpeed() {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        rotation.simulator.rotate(center: center, by: .pi / 2, duration: 0.3, lift: false)
        let expected: CGFloat = (.pi / 2) / 0.3   // 5.236 rad/s
        #expect(abs(rotation.recognizer.velocity - expected) < expected * 1e-6)
    }

    @Test func aThirdFingerEndsARotationThatBegan() {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        rotation.simulator.rotate(center: center, by: .pi / 2, lift: false)
        rotation.simulator.down(at: CGPoint(x: 200, y: 700))
        #expect(rotation.actions.names.last == "ended")
    }

    @Test func liftingAFingerEndsTheRotation() {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        rotation.simulator.rotate(center: center, by: .pi / 2)
        #expect(rotation.actions.names.first == "began")
        #expect(rotation.actions.names.last == "ended")
    }

    @Test func liftingAFingerFailsARotationThatHadNotBegun() {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        rotation.simulator.rotate(center: center, by: degrees(3))
        #expect(rotation.actions.names.isEmpty)
    }

    @Test func aCancelledTouchCancelsARotationThatBegan() {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        let (first, _) = rotation.simulator.rotate(center: center, by: .pi / 2, lift: false)
        rotation.simulator.cancel(first)
        #expect(rotation.actions.names.last == "cancelled")
    }

    @Test func targetActionTakesAMethodWithARotationParameter() {
        let controller = PinchRotationTestController()
        let rotation = RecognizerFixture(
            UIRotationGestureRecognizer(target: controller, action: PinchRotationTestController.handleRotation))
        rotation.simulator.rotate(center: center, by: .pi / 2)
        #expect(approximately(controller.rotations.last!, .pi / 2 - degrees(5), within: angleTolerance))
    }
}

/// Pinch and rotation on one view: mutually exclusive by default, together with the delegate's consent (the 2010 talk).
@MainActor
@Suite struct PinchAndRotationTogetherTests {
    /// Spreads two fingers from 100 to 120 pt apart (the pinch begins; the rotation threshold rises to 7.24°), then
    /// turns them by 20° (past the rotation's threshold).
    private func spreadThenTurn(_ simulator: TouchSimulator) {
        let start = fingerPoints(center: center, radius: 50, angle: 0)
        let fingers = simulator.downTogether(start.0, start.1)
        let steps: [(radius: CGFloat, angle: CGFloat)] = [(60, 0), (60, degrees(20))]
        for (radius, angle) in steps {
            simulator.advance(by: 1.0 / 60)
            let points = fingerPoints(center: center, radius: radius, angle: angle)
            simulator.moveTogether(fingers, to: points.0, points.1)
        }
    }

    @Test func pinchAndRotationRecognizeTogetherWhenTheDelegateAllowsIt() {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        let rotation = UIRotationGestureRecognizer()
        let rotationActions = ActionLog(rotation, on: pinch.view)
        let delegate = ClosureDelegate()
        delegate.simultaneous = { _, _ in true }
        pinch.recognizer.delegate = delegate   // one side's consent is enough (the 2017 talk)
        spreadThenTurn(pinch.simulator)
        #expect(pinch.actions.names == ["began", "changed"])
        #expect(rotationActions.names == ["began"])
        #expect(approximately(rotation.rotation, degrees(20) - rotationThresholdAfterSpread, within: angleTolerance))
    }

    @Test func withoutTheDelegateThePinchThatRecognizesFirstPreventsTheRotation() {
        let pinch = RecognizerFixture(UIPinchGestureRecognizer())
        let rotation = UIRotationGestureRecognizer()
        let rotationActions = ActionLog(rotation, on: pinch.view)
        spreadThenTurn(pinch.simulator)
        #expect(pinch.actions.names == ["began", "changed"])
        #expect(rotationActions.names.isEmpty)
    }

    /// 5° + 5° · √(20 / 100).
    private var rotationThresholdAfterSpread: CGFloat { degrees(5) + degrees(5) * (0.2 as CGFloat).squareRoot() }
}

extension PinchGestureRecognizerTests {
    @Test(.tags(.factSheet)) func pinchHysteresisIs8PointsAndScaleStartsAt1() {
        let pinch = UIPinchGestureRecognizer()
        let (scene, _) = viewWithRecognizer(with: pinch, size: CGSize(width: 400, height: 800))
        let (a, b) = scene.simulator.pinch(center: CGPoint(x: 200, y: 300), from: 100, to: 107, duration: 0.05, lift: false)
        #expect(pinch.state == .possible)
        scene.simulator.advance(by: 0.016)
        scene.simulator.perform { frame in
            frame.move(a, to: CGPoint(x: 145, y: 300))
            frame.move(b, to: CGPoint(x: 255, y: 300))   // 110
        }
        #expect(pinch.state == .began)
        #expect(abs(pinch.scale - 1) < 0.03)
        let s1 = pinch.scale
        scene.simulator.advance(by: 0.016)
        scene.simulator.perform { frame in
            frame.move(a, to: CGPoint(x: 90, y: 300))
            frame.move(b, to: CGPoint(x: 310, y: 300))   // 220
        }
        #expect(approximately(pinch.scale / s1, 2, within: 1e-6))
        scene.simulator.upTogether([a, b])
    }

    @Test(.tags(.factSheet)) func pinchVelocityBlends075PreviousWith025Latest() {
        let pinch = UIPinchGestureRecognizer()
        let (scene, _) = viewWithRecognizer(with: pinch, size: CGSize(width: 400, height: 800))
        var a = TouchSimulator.Finger(id: 0), b = TouchSimulator.Finger(id: 0)
        scene.simulator.perform { frame in
            a = frame.down(at: CGPoint(x: 150, y: 300))
            b = frame.down(at: CGPoint(x: 250, y: 300))
        }
        func spread(_ d: CGFloat) {
            scene.simulator.advance(by: 0.01)
            scene.simulator.moveTogether([a, b], to: CGPoint(x: 200 - d / 2, y: 300), CGPoint(x: 200 + d / 2, y: 300))
        }
        spread(120); #expect(pinch.state == .began)
        spread(140)
        let scale1 = pinch.scale, v1 = pinch.velocity
        spread(180)
        let latest = (pinch.scale - scale1) / 0.01
        #expect(approximately(pinch.velocity, 0.25 * latest + 0.75 * v1, within: 1e-6))
        scene.simulator.upTogether([a, b])
    }

    @Test(.tags(.factSheet)) func pinchNeedsExactlyTwoTouches() {
        let pinch = UIPinchGestureRecognizer()
        let (scene, _, actions) = sceneWithRecognizer(with: pinch, size: CGSize(width: 400, height: 800))
        let f = scene.simulator.downTogether(CGPoint(x: 150, y: 300), CGPoint(x: 250, y: 300), CGPoint(x: 200, y: 400))
        scene.simulator.advance(by: 0.016)
        scene.simulator.moveTogether(f, to: CGPoint(x: 100, y: 300), CGPoint(x: 300, y: 300), CGPoint(x: 200, y: 500))
        #expect(actions.states.isEmpty)
        scene.simulator.upTogether(f)
        // One finger cannot pinch either.
        scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100))
        #expect(actions.states.isEmpty)
    }
}

extension RotationGestureRecognizerTests {
    @Test(.tags(.factSheet), arguments: [(4.5, false), (5.5, true)] as [(CGFloat, Bool)])
    func rotationBeginsPast5DegreesWithoutPinching(degrees: CGFloat, begins: Bool) {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        let (a, b) = rotation.simulator.rotate(center: CGPoint(x: 200, y: 300), by: degrees * .pi / 180, lift: false)
        #expect((rotation.recognizer.state == .began || rotation.recognizer.state == .changed) == begins)
        rotation.simulator.upTogether([a, b])
    }

    /// Distance doubled: the threshold is 5° + 5°·√1 = 10°.
    @Test(.tags(.factSheet), arguments: [(9.0, false), (11.0, true)] as [(CGFloat, Bool)])
    func rotationThresholdGrowsWithPinching(degrees: CGFloat, begins: Bool) {
        let rotation = RecognizerFixture(UIRotationGestureRecognizer())
        let simulator = rotation.simulator
        let fingers = simulator.downTogether(CGPoint(x: 150, y: 300), CGPoint(x: 250, y: 300))
        // First double the distance without turning, then turn.
        simulator.advance(by: 0.016)
        simulator.moveTogether(fingers, to: CGPoint(x: 100, y: 300), CGPoint(x: 300, y: 300))
        let (turnedA, turnedB) = fingerPoints(center: CGPoint(x: 200, y: 300), radius: 100, angle: degrees * .pi / 180)
        simulator.advance(by: 0.016)
        simulator.moveTogether(fingers, to: turnedA, turnedB)
        #expect((rotation.recognizer.state == .began) == begins)
        simulator.upTogether(fingers)
    }

    @Test(.tags(.factSheet)) func rotationIsInRadiansAndUnbounded() {
        let rotation = UIRotationGestureRecognizer()
        let (scene, _) = viewWithRecognizer(with: rotation, size: CGSize(width: 400, height: 800))
        let (a, b) = scene.simulator.rotate(center: CGPoint(x: 200, y: 300), by: 3 * .pi, duration: 1, lift: false)
        #expect(rotation.rotation > 2 * .pi)
        #expect(rotation.velocity > 0)
        scene.simulator.upTogether([a, b])
    }

    @Test(.tags(.factSheet)) func rotationVelocityIsInRadiansPerSecond() {
        let rotation = UIRotationGestureRecognizer()
        let (scene, _) = viewWithRecognizer(with: rotation, size: CGSize(width: 400, height: 800))
        let (a, b) = scene.simulator.rotate(center: CGPoint(x: 200, y: 300), by: .pi, duration: 1, lift: false)
        #expect(abs(rotation.velocity - .pi) < 0.05 * .pi)
        scene.simulator.upTogether([a, b])
    }
}
