import Testing
@testable import TouchKit
@testable import TouchKitScenes

/// The 2013 talk's Calendar, as the talk says the user sees it.
@MainActor
@Suite struct CalendarPagingDemoTests {
    @Test func aSwipeOnTheDayPagesGoesOneDayAndTheWeekStripFollowsASeventh() {
        let scene = CalendarPagingDemo.Scene()
        scene.simulator.flick(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -800, y: 0))
        scene.simulator.settle()
        #expect(scene.shownDay == 1)
        #expect(scene.days.contentOffset.x == 350)
        #expect(scene.weeks.contentOffset.x == 50)
    }

    @Test func aSwipeOnTheWeekStripMovesAWholeWeekInOneGesture() {
        let scene = CalendarPagingDemo.Scene()
        scene.simulator.flick(from: CGPoint(x: 300, y: 85), velocity: CGPoint(x: -800, y: 0))
        scene.simulator.settle()
        #expect(scene.shownWeek == 1)
        #expect(scene.shownDay == 7)
        // The day pages came to rest on a page too (within rounding: 7 × the strip's offset).
        #expect(abs(scene.days.contentOffset.x - 7 * 350) < 0.01)
    }

    @Test func swipingBackAWeekOnTheStripTakesWhatSevenDaySwipesTake() {
        let scene = CalendarPagingDemo.Scene()
        for _ in 0..<7 {
            scene.simulator.flick(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -800, y: 0))
            scene.simulator.settle()
        }
        #expect(scene.shownDay == 7)
        scene.simulator.flick(from: CGPoint(x: 50, y: 85), velocity: CGPoint(x: 800, y: 0))
        scene.simulator.settle()
        #expect(scene.shownDay == 0)
        #expect(scene.weeks.contentOffset.x == 0)
    }

    @Test func theDemoTellsTheStory() {
        let output = DemoOutput()
        CalendarPagingDemo.run(output)
        #expect(output.lines.last?.contains("day 8") == true)
    }
}
