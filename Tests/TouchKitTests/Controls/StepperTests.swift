import Testing
@testable import TouchKit
import TouchKitTesting

// The stepper is 94 × 32 at (100, 100): minus in its leading half (x 20), plus in its trailing half (x 70). Holding
// repeats after 0.5 s, every 0.1 s, every 0.05 s after 2.5 s (docs/UIKitFacts.md, "Controls").
@MainActor
@Suite struct StepperTests {
    let fixture = ControlScene(UIStepper(), frame: CGRect(x: 100, y: 100, width: 94, height: 32)) { "\($0.value)" }
    var stepper: UIStepper { fixture.control }
    var plus: CGPoint { fixture.at(x: 70) }
    var minus: CGPoint { fixture.at(x: 20) }

    @Test func theDefaultsAreUIKits() {
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous)
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    }

    @Test func aTapOnPlusStepsUpOnceAndOnMinusAtTheMinimumDoesNothing() {
        fixture.simulator.tap(at: plus)
        #expect(stepper.value == 1)
        fixture.simulator.tap(at: minus)
        fixture.simulator.tap(at: minus)
        #expect(stepper.value == 0)
        #expect(fixture.reported == ["1.0", "0.0"])
    }

    @Test func holdingRepeatsAfterHalfASecondTenTimesASecond() {
        let finger = fixture.simulator.down(at: plus)
        fixture.simulator.advance(by: 0.45)
        #expect(stepper.value == 1)
        fixture.simulator.advance(by: 0.5)   // repeats at 0.5, 0.6, 0.7, 0.8, 0.9
        #expect(stepper.value == 6)
        fixture.simulator.up(finger)
        fixture.simulator.advance(by: 1)
        #expect(stepper.value == 6)
        #expect(fixture.reported.count == 6)
    }

    @Test func holdingLongerRepeatsFaster() {
        let finger = fixture.simulator.down(at: plus)
        fixture.simulator.advance(by: 3.5)
        fixture.simulator.up(finger)
        // Ten a second all along would make 1 + 31 steps by 3.5 s; twenty a second after 2.5 s makes about 20 more.
        #expect(stepper.value > 40)
    }

    @Test func withoutAutorepeatHoldingStepsOnce() {
        stepper.autorepeat = false
        let finger = fixture.simulator.down(at: plus)
        fixture.simulator.advance(by: 2)
        fixture.simulator.up(finger)
        #expect(stepper.value == 1)
    }

    @Test func aNonContinuousStepperReportsOnceOnTheLift() {
        stepper.isContinuous = false
        let finger = fixture.simulator.down(at: plus)
        fixture.simulator.advance(by: 0.95)
        #expect(fixture.reported.isEmpty)
        fixture.simulator.up(finger)
        #expect(fixture.reported == ["6.0"])
    }

    @Test func leavingTheTrackingMarginStopsTheRepeat() {
        let finger = fixture.simulator.down(at: plus)
        fixture.simulator.advance(by: 0.55)   // 2
        fixture.simulator.move(finger, to: fixture.at(CGPoint(x: 70, y: 300)))
        fixture.simulator.advance(by: 1)
        fixture.simulator.up(finger)
        #expect(stepper.value == 2)
    }

    @Test func leavingTheWindowStopsTheRepeat() {
        _ = fixture.simulator.down(at: plus)
        fixture.simulator.advance(by: 0.55)
        stepper.removeFromSuperview()
        fixture.simulator.advance(by: 1)
        #expect(stepper.value == 2)
    }

    @Test func wrappingGoesFromTheMaximumToTheMinimum() {
        stepper.value = 100
        fixture.simulator.tap(at: plus)
        #expect(stepper.value == 100)
        stepper.wraps = true
        fixture.simulator.tap(at: plus)
        #expect(stepper.value == 0)
        fixture.simulator.tap(at: minus)
        #expect(stepper.value == 100)
    }

    @Test func atTheLargestFiniteDoubleAStepChangesNothingAndSendsNothing() {
        stepper.maximumValue = .greatestFiniteMagnitude
        stepper.value = .greatestFiniteMagnitude
        fixture.simulator.tap(at: plus)
        fixture.simulator.tap(at: minus)   // greatestFiniteMagnitude − 1 is greatestFiniteMagnitude
        #expect(stepper.value == .greatestFiniteMagnitude)
        #expect(fixture.reported.isEmpty)
    }

    @Test func aStepThatOverflowsStopsAtTheMaximum() {
        stepper.minimumValue = -.greatestFiniteMagnitude
        stepper.maximumValue = .greatestFiniteMagnitude
        stepper.stepValue = .greatestFiniteMagnitude
        fixture.simulator.tap(at: plus)
        fixture.simulator.tap(at: plus)   // 2 × greatestFiniteMagnitude overflows to infinity
        #expect(stepper.value == .greatestFiniteMagnitude)
        #expect(fixture.reported.count == 1)
    }

    @Test func aMinimumAboveTheMaximumSetsBothWithADiagnostic() {
        stepper.minimumValue = 200
        #expect(stepper.maximumValue == 200 && stepper.value == 200)
        stepper.maximumValue = 50
        #expect(stepper.minimumValue == 50 && stepper.value == 50)
        #expect(fixture.diagnostics.count == 2)
    }

    @Test(arguments: [0, -1, Double.nan, .infinity])
    func aStepThatIsNotAPositiveFiniteNumberIsIgnored(bad: Double) {
        stepper.stepValue = 5
        stepper.stepValue = bad
        #expect(stepper.stepValue == 5)
        #expect(fixture.diagnostics == ["UIStepper: stepValue \(bad) ignored"])
    }
}
