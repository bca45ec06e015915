import Testing
@testable import TouchKit
@testable import TouchKitScenes

/// The 2013 talk's multitasking switcher, as the talk says the user sees it.
@MainActor
@Suite struct MultitaskingSwitcherDemoTests {
    private typealias Switcher = MultitaskingSwitcherDemo

    @Test func draggingTheCardsMovesTheIconsAtAThirdOfTheRate() {
        let scene = Switcher.Scene()
        scene.simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.5, lift: false)
        #expect(scene.cards.contentOffset.x > 150)
        // Within a pixel: the scroll view rounds its offsets to pixels.
        #expect(abs(scene.icons.contentOffset.x - scene.cards.contentOffset.x / 3) < 0.5)
    }

    @Test func draggingTheIconsMovesTheCardsThreeTimesAsFast() {
        let scene = Switcher.Scene()
        scene.simulator.drag(from: CGPoint(x: 300, y: 590), to: CGPoint(x: 100, y: 590), duration: 0.5)
        scene.simulator.settle()
        #expect(scene.icons.contentOffset.x > 150)
        #expect(abs(scene.cards.contentOffset.x - scene.icons.contentOffset.x * 3) < 1.5)
        // Both reach their ends together: item i is centered in both at once.
        #expect(scene.cards.contentOffset.x <= CGFloat(scene.apps.count - 1) * Switcher.cardPitch)
    }

    @Test func aHorizontalDragOnACardScrollsTheCardsNotTheCard() {
        let scene = Switcher.Scene()
        let mail = scene.card(of: "Mail")!
        scene.simulator.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 95, y: 300), duration: 0.4)
        #expect(scene.cards.contentOffset.x > 50)
        #expect(mail.pages.contentOffset == .zero)
    }

    @Test func flickingACardUpClosesTheAppInBothRows() {
        let scene = Switcher.Scene()
        let safari = scene.card(of: "Safari")
        scene.simulator.flick(from: CGPoint(x: 195, y: 400), velocity: CGPoint(x: 0, y: -1500))
        scene.simulator.settle()
        #expect(scene.closed == ["Mail"])
        #expect(scene.apps.first == "Safari")
        #expect(scene.cards.numberOfItems(inSection: 0) == 7)
        #expect(scene.icons.numberOfItems(inSection: 0) == 7)
        // Safari's card stays and takes Mail's place, centered.
        #expect(scene.cards.cellForItem(at: IndexPath(item: 0, section: 0)) === safari)
        #expect(safari?.frame.midX == scene.cards.bounds.midX)
        #expect(scene.icons.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityIdentifier == "icon Safari")
    }

    @Test func closingTheLastAppBringsBothRowsBackIntoRange() {
        let scene = Switcher.Scene(apps: ["Mail", "Safari", "Maps"])
        scene.cards.contentOffset.x = 2 * Switcher.cardPitch
        #expect(scene.icons.contentOffset.x == 2 * Switcher.iconPitch)
        scene.simulator.flick(from: CGPoint(x: 195, y: 400), velocity: CGPoint(x: 0, y: -1500))
        scene.simulator.settle()
        #expect(scene.closed == ["Maps"])
        #expect(scene.cards.contentOffset.x == Switcher.cardPitch)
        #expect(scene.icons.contentOffset.x == Switcher.iconPitch)
    }

    @Test func theDemoTellsTheStory() {
        let output = DemoOutput()
        MultitaskingSwitcherDemo.run(output)
        #expect(output.lines.last?.contains("closed") == true)
    }
}
