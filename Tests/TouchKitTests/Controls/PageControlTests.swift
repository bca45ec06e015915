import Testing
@testable import TouchKit
import TouchKitTesting

// Five pages in a 300 × 26 control at (50, 700): indicators 16 pt apart centred at x 150, so page 0's is at x 118 and
// page 4's at x 182, in the control's coordinates (docs/UIKitFacts.md, "Controls").
@MainActor
@Suite struct PageControlTests {
    let fixture = ControlScene(UIPageControl(), frame: CGRect(x: 50, y: 700, width: 300, height: 26)) { "\($0.currentPage)" }
    var pages: UIPageControl { fixture.control }

    init() {
        pages.numberOfPages = 5
    }

    @Test func aTapRightOfTheCurrentIndicatorPagesForwardByOne() {
        fixture.simulator.tap(at: fixture.at(x: 280))
        #expect(pages.currentPage == 1)
        fixture.simulator.tap(at: fixture.at(x: 280))
        #expect(pages.currentPage == 2)
        #expect(fixture.reported == ["1", "2"])
    }

    @Test func aTapLeftOfTheCurrentIndicatorPagesBackAndNotPastTheFirst() {
        pages.currentPage = 1
        fixture.simulator.tap(at: fixture.at(x: 20))
        fixture.simulator.tap(at: fixture.at(x: 20))
        #expect(pages.currentPage == 0)
        #expect(fixture.reported == ["0"])
    }

    @Test func aTapOnTheCurrentIndicatorChangesNothing() {
        pages.currentPage = 2
        fixture.simulator.tap(at: fixture.at(x: 150))
        #expect(pages.currentPage == 2)
        #expect(fixture.reported.isEmpty)
    }

    @Test func theInteractionStateIsDiscreteWhileATapReports() {
        var states: [UIPageControl.InteractionState] = []
        pages.addAction(UIAction { [unowned pages] _ in states.append(pages.interactionState) }, for: .valueChanged)
        fixture.simulator.tap(at: fixture.at(x: 280))
        #expect(states == [.discrete])
        #expect(pages.interactionState == .none)
    }

    @Test func draggingAlongTheIndicatorsScrubsThroughThePages() {
        var states: [UIPageControl.InteractionState] = []
        pages.addAction(UIAction { [unowned pages] _ in states.append(pages.interactionState) }, for: .valueChanged)
        let finger = fixture.simulator.down(at: fixture.at(x: 118))
        fixture.simulator.move(finger, to: fixture.at(x: 182), duration: 0.3)
        #expect(pages.interactionState == .continuous)
        fixture.simulator.up(finger)
        #expect(pages.currentPage == 4)
        #expect(fixture.reported == ["1", "2", "3", "4"])
        #expect(states == [.continuous, .continuous, .continuous, .continuous])
        #expect(pages.interactionState == .none)
    }

    @Test func withoutContinuousInteractionADragIsATapOnItsLiftSide() {
        pages.allowsContinuousInteraction = false
        _ = fixture.simulator.drag(from: fixture.at(x: 118), to: fixture.at(x: 182))
        #expect(pages.currentPage == 1)
    }

    @Test func theCurrentPageIsPinnedToThePagesWithADiagnostic() {
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.currentPage = -3
        #expect(pages.currentPage == 0)
        pages.currentPage = 4
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        #expect(fixture.diagnostics.count == 2)
        #expect(fixture.reported.isEmpty)
    }

    @Test func withNoPagesTouchesDoNothing() {
        pages.numberOfPages = -1
        #expect(pages.numberOfPages == 0)
        #expect(fixture.diagnostics == ["UIPageControl: numberOfPages -1 taken as 0"])
        fixture.simulator.tap(at: fixture.at(x: 280))
        #expect(pages.currentPage == 0)
        #expect(fixture.reported.isEmpty)
        #expect(pages.intrinsicContentSize.width == 0)
    }

    @Test func hidingForASinglePageIgnoresTouches() {
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        #expect(!pages.showsIndicators)
        pages.hidesForSinglePage = false
        #expect(pages.showsIndicators)
    }

    @Test func theSizeForPagesIsSixteenPointsAPage() {
        #expect(pages.size(forNumberOfPages: 5) == CGSize(width: 80, height: 26))
        #expect(pages.size(forNumberOfPages: -4) == CGSize(width: 0, height: 26))
        #expect(pages.backgroundStyle == .automatic && pages.allowsContinuousInteraction)
    }
}
