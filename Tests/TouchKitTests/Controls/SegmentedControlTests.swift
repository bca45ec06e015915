import Testing
@testable import TouchKit
import TouchKitTesting

// Three segments, 100 pt each, in a 300 × 32 control at (20, 100) (docs/UIKitFacts.md, "Controls").
@MainActor
@Suite struct SegmentedControlTests {
    let fixture = ControlScene(UISegmentedControl(items: ["Day", "Week", "Month"]), frame: CGRect(x: 20, y: 100, width: 300, height: 32)) {
        "\($0.selectedSegmentIndex)"
    }
    var segments: UISegmentedControl { fixture.control }

    @Test func nothingIsSelectedUntilASegmentIsTapped() {
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        fixture.simulator.tap(at: fixture.at(x: 150))
        #expect(segments.selectedSegmentIndex == 1)
        #expect(fixture.reported == ["1"])
    }

    @Test func tappingTheSelectedSegmentAgainSendsNothing() {
        fixture.simulator.tap(at: fixture.at(x: 50))
        fixture.simulator.tap(at: fixture.at(x: 60))
        #expect(fixture.reported == ["0"])
    }

    @Test func theHighlightFollowsTheFingerAcrossSegmentsAndTheLiftSelects() {
        let finger = fixture.simulator.down(at: fixture.at(x: 50))
        #expect(segments.highlightedSegmentIndex == 0)
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        fixture.simulator.move(finger, to: fixture.at(x: 250), duration: 0.2)
        #expect(segments.highlightedSegmentIndex == 2)
        #expect(fixture.reported.isEmpty)
        fixture.simulator.up(finger)
        #expect(segments.selectedSegmentIndex == 2)
        #expect(fixture.reported == ["2"])
    }

    @Test func liftingBeyondTheTrackingMarginSelectsNothing() {
        let finger = fixture.simulator.down(at: fixture.at(x: 50))
        fixture.simulator.move(finger, to: fixture.at(CGPoint(x: 50, y: 200)), duration: 0.2)
        #expect(segments.highlightedSegmentIndex == UISegmentedControl.noSegment)
        fixture.simulator.up(finger)
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(fixture.reported.isEmpty)
    }

    @Test func aMomentaryControlSelectsOnlyWhileItReports() {
        segments.isMomentary = true
        fixture.simulator.tap(at: fixture.at(x: 250))
        fixture.simulator.tap(at: fixture.at(x: 250))
        #expect(fixture.reported == ["2", "2"])
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func aDisabledSegmentIsNotSelectedByTouch() {
        segments.setEnabled(false, forSegmentAt: 1)
        fixture.simulator.tap(at: fixture.at(x: 150))
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!segments.isEnabledForSegment(at: 1))
    }

    @Test(arguments: [3, 99, -2])
    func anIndexNamingNoSegmentSelectsNoneWithADiagnostic(bad: Int) {
        segments.selectedSegmentIndex = 1
        segments.selectedSegmentIndex = bad
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(fixture.diagnostics.count == 1)
        #expect(fixture.reported.isEmpty)
    }

    @Test func segmentsCanBeInsertedAndRemovedKeepingTheSelection() {
        segments.selectedSegmentIndex = 1
        segments.insertSegment(withTitle: "Year", at: 0, animated: false)
        #expect(segments.selectedSegmentIndex == 2)
        #expect(segments.titleForSegment(at: 0) == "Year")
        segments.removeSegment(at: 2, animated: false)
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(segments.numberOfSegments == 3)
        #expect(segments.titleForSegment(at: 7) == nil)
    }

    @Test func aFixedWidthSegmentLeavesTheRestToTheOthers() {
        segments.setWidth(200, forSegmentAt: 0)
        #expect(segments.segmentFrames.map(\.width) == [200, 50, 50])
        fixture.simulator.tap(at: fixture.at(x: 210))
        #expect(segments.selectedSegmentIndex == 1)
    }

    @Test func aControlMadeFromActionsRunsTheChosenOne() {
        var ran: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 20, y: 300, width: 200, height: 32), actions: [
            UIAction(title: "List") { _ in ran.append("List") }, UIAction(title: "Grid") { _ in ran.append("Grid") },
        ])
        fixture.window.addSubview(control)
        fixture.simulator.tap(at: CGPoint(x: 170, y: 316))
        #expect(ran == ["Grid"])
        #expect(control.titleForSegment(at: 0) == "List")
    }
}
