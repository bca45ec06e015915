import Testing
@testable import TouchKit
import TouchKitTesting

// The slider is 300 × 31 at (50, 100): its track spans it, the 28 pt thumb's centre travels from x 14 (value 0) to
// x 286 (value 1) in the slider's coordinates, 272 pt (docs/UIKitFacts.md, "Controls").
@MainActor
@Suite struct SliderTests {
    let fixture = ControlScene(UISlider(), frame: CGRect(x: 50, y: 100, width: 300, height: 31)) { "\($0.value)" }
    var slider: UISlider { fixture.control }

    @Test func draggingTheThumbMovesTheValueAndReportsEveryChange() {
        _ = fixture.simulator.drag(from: fixture.at(x: 14), to: fixture.at(x: 150))
        #expect(slider.value == 0.5)
        #expect(fixture.reported.count > 5)
        #expect(fixture.reported.last == "0.5")
    }

    @Test func aTapOnTheTrackAwayFromTheThumbDoesNothing() {
        var touchedDown = false
        slider.addAction(UIAction { _ in touchedDown = true }, for: .touchDown)
        fixture.simulator.tap(at: fixture.at(x: 200))
        #expect(slider.value == 0)
        #expect(fixture.reported.isEmpty)
        #expect(!touchedDown)
    }

    @Test func aNonContinuousSliderReportsOnceWhenTheFingerLifts() {
        slider.isContinuous = false
        let finger = fixture.simulator.drag(from: fixture.at(x: 14), to: fixture.at(x: 286), lift: false)
        #expect(slider.value == 1)
        #expect(fixture.reported.isEmpty)
        fixture.simulator.up(finger)
        #expect(fixture.reported == ["1.0"])
    }

    @Test func grabbingTheThumbOffCentreDoesNotMakeItJump() {
        // Down 10 pt right of the thumb's centre; moving the finger to x 160 puts the centre at 150.
        _ = fixture.simulator.drag(from: fixture.at(x: 24), to: fixture.at(x: 160))
        #expect(slider.value == 0.5)
    }

    @Test func theThumbFollowsTheFingerFarOutsideTheTrackingMargin() {
        let finger = fixture.simulator.drag(from: fixture.at(x: 14), to: fixture.at(x: 150), lift: false)
        fixture.simulator.move(finger, to: fixture.at(CGPoint(x: 218, y: 300)), duration: 0.2)
        #expect(!slider.isTouchInside)
        #expect(slider.value == 0.75)
        fixture.simulator.up(finger)
        #expect(slider.value == 0.75)
    }

    @Test func aMinimumAboveTheMaximumRaisesTheMaximumAndTheValue() {
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5)
        #expect(slider.value == 5)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1)
        #expect(slider.value == -1)
    }

    @Test func theValueIsClampedToTheRangeWithoutAnAction() {
        slider.value = 3
        #expect(slider.value == 1)
        slider.setValue(-2, animated: true)
        #expect(slider.value == 0)
        #expect(fixture.reported.isEmpty)
    }

    @Test(arguments: [Float.nan, .infinity, -.infinity])
    func aNonFiniteValueIsIgnoredWithADiagnostic(bad: Float) {
        slider.value = 0.25
        slider.value = bad
        slider.minimumValue = bad
        slider.maximumValue = bad
        #expect(slider.value == 0.25)
        #expect(slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(fixture.diagnostics.count == 3)
        #expect(fixture.diagnostics.first?.hasPrefix("UISlider: value") == true)
    }

    @Test func theThumbRectFollowsTheValueAlongTheTrack() {
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 300, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX == 300)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).midX == 150)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    @Test func aCancelledDragKeepsTheValueItReached() {
        slider.isContinuous = false
        let finger = fixture.simulator.drag(from: fixture.at(x: 14), to: fixture.at(x: 150), lift: false)
        fixture.simulator.cancel(finger)
        #expect(slider.value == 0.5)
        #expect(fixture.reported == ["0.5"])
        #expect(!slider.isTracking)
    }
}
