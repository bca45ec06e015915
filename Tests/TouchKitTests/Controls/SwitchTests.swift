import Testing
@testable import TouchKit
import TouchKitTesting

// The switch sits at (100, 100), 51 × 31 whatever frame it is given (docs/UIKitFacts.md, "Controls").
@MainActor
@Suite struct SwitchTests {
    let fixture = ControlScene(UISwitch(frame: CGRect(x: 100, y: 100, width: 300, height: 300)), frame: CGRect(x: 100, y: 100, width: 51, height: 31)) { "\($0.isOn)" }
    var toggle: UISwitch { fixture.control }

    @Test func aSwitchIsFiftyOneByThirtyOnePointsWhateverItsFrame() {
        let made = UISwitch(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
        #expect(made.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(made.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(made.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
    }

    @Test func aTapTogglesAndReportsEachChangeOnce() {
        fixture.simulator.tap(at: fixture.at(x: 10))
        #expect(toggle.isOn)
        fixture.simulator.tap(at: fixture.at(x: 40))
        #expect(!toggle.isOn)
        #expect(fixture.reported == ["true", "false"])
    }

    @Test func settingTheValueSendsNoAction() {
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        #expect(fixture.reported.isEmpty)
    }

    @Test func draggingTheThumbAcrossTurnsItOnWhenTheFingerLifts() {
        let finger = fixture.simulator.drag(from: fixture.at(x: 8), to: fixture.at(x: 45), lift: false)
        #expect(toggle.isThumbOn)
        #expect(!toggle.isOn)
        #expect(fixture.reported.isEmpty)
        fixture.simulator.up(finger)
        #expect(toggle.isOn)
        #expect(fixture.reported == ["true"])
    }

    @Test func aDragThatEndsWhereItStartedChangesNothing() {
        let finger = fixture.simulator.drag(from: fixture.at(x: 8), to: fixture.at(x: 45), lift: false)
        fixture.simulator.move(finger, to: fixture.at(x: 5), duration: 0.1)
        fixture.simulator.up(finger)
        #expect(!toggle.isOn)
        #expect(fixture.reported.isEmpty)
    }

    @Test func aTouchThatLiftsBeyondTheTrackingMarginWithoutDraggingDoesNotToggle() {
        let finger = fixture.simulator.down(at: fixture.at(x: 10))
        fixture.simulator.move(finger, to: fixture.at(CGPoint(x: 10, y: 200)), duration: 0.1)
        fixture.simulator.up(finger)
        #expect(!toggle.isOn)
        #expect(fixture.reported.isEmpty)
    }

    @Test func aCancelledTouchChangesNothing() {
        let finger = fixture.simulator.drag(from: fixture.at(x: 8), to: fixture.at(x: 45), lift: false)
        fixture.simulator.cancel(finger)
        #expect(!toggle.isOn)
        #expect(!toggle.isThumbOn)
        #expect(fixture.reported.isEmpty)
    }

    @Test func aTapRecognizerOnTheSuperviewDoesNotTakeTheSwitchsTap() {
        let tap = UITapGestureRecognizer()
        let log = ActionLog(tap, on: fixture.window)
        fixture.simulator.tap(at: fixture.at(x: 10))
        #expect(toggle.isOn)
        #expect(log.states.isEmpty)
    }
}
