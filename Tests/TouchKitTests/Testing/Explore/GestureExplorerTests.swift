import Testing
import TouchKit
import TouchKitScenes
import TouchKitTesting

/// The explorer finds each planted fault by playing generated scripts, and shrinks the script to a step or two.
@MainActor
@Suite struct GestureExplorerTests {
    /// A subclass that begins and changes but forgets `.ended` when the finger lifts.
    final class NeverEndingRecognizer: UIGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
    }

    /// A subclass that takes touches and never decides: neither recognizes nor fails.
    final class UndecidedRecognizer: UIGestureRecognizer {}

    /// The catch-all delegate that "fixes" one conflict by letting everything recognize together.
    final class AllowEverything: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    /// A card filling most of the window, with `recognizers` on it.
    private func cardScene(_ recognizers: [UIGestureRecognizer], keep: [AnyObject] = []) -> ExplorationScene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 500))
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        for recognizer in recognizers { card.addGestureRecognizer(recognizer) }
        return ExplorationScene(window: window, keepingAlive: keep)
    }

    private let options = GestureExplorer.Options(seed: 3, scripts: 40, timeBudget: 5)

    @Test func recognizerThatNeverEndsIsFoundAndShrunkToOneStep() throws {
        let report = GestureExplorer.explore(options) {
            let recognizer = NeverEndingRecognizer().named("neverEnding")
            return cardScene([recognizer])
        }
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.violations.contains { $0.kind == .neverEnded && $0.message.contains("neverEnding") })
        // Shrunk to one gesture: any touch on the card begins it, and nothing ends it.
        #expect(failure.script.steps.count == 1, "\(report)")
        #expect(failure.timeline.contains { $0.contains("neverEnding") && $0.contains("possible → began") })
    }

    @Test func recognizerThatNeverDecidesIsFound() throws {
        let report = GestureExplorer.explore(options) {
            let recognizer = UndecidedRecognizer().named("undecided")
            return cardScene([recognizer])
        }
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.violations.contains { $0.kind == .neverDecided && $0.message.contains("undecided") })
        #expect(failure.script.steps.count == 1, "\(report)")
    }

    /// The app means the swipe and the pan to exclude each other; the catch-all delegate lets both win.
    @Test func delegateLettingExclusiveRecognizersBothWinIsFound() throws {
        var declared = options
        declared.exclusivePairs = [.init("swipe", "pan")]
        let report = GestureExplorer.explore(declared) {
            let delegate = AllowEverything()
            let swipe = UISwipeGestureRecognizer().named("swipe")
            swipe.direction = [.left, .right, .up, .down]
            let pan = UIPanGestureRecognizer().named("pan")
            pan.delegate = delegate
            return cardScene([swipe, pan], keep: [delegate])
        }
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.violations.contains { $0.kind == .bothRecognized })
        // Shrunk to a single drag: one flick both pans and swipes.
        #expect(failure.script.steps.count == 1, "\(report)")
        #expect(failure.explanation.description.contains("swipe"))
    }

    @Test func sameSeedPlaysAndShrinksTheSameWay() {
        func run() -> String {
            GestureExplorer.explore(options) {
                let recognizer = NeverEndingRecognizer().named("neverEnding")
                return cardScene([recognizer])
            }.description
        }
        #expect(run() == run())
    }

    @Test func wellBehavedSceneKeepsEveryPromise() {
        let report = GestureExplorer.explore(options) {
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            let tap = UITapGestureRecognizer()
            tap.require(toFail: doubleTap)
            return cardScene([doubleTap, tap, UIPanGestureRecognizer(), UILongPressGestureRecognizer(), UIPinchGestureRecognizer()])
        }
        #expect(report.failure == nil, "\(report)")
        #expect(report.scriptsPlayed == 40 || report.stoppedByTimeBudget)
    }

    /// Explore on demo scenes in CI: 30 scripts each, within a 5 s budget (a fraction of that on a quiet machine).
    @Test(arguments: ["photo", "exclusion", "requirement"])
    func demoSceneKeepsEveryPromise(name: String) throws {
        let report = GestureExplorer.explore(.init(seed: 11, scripts: 30, timeBudget: 5)) {
            let scene = DemoScene.named(name)!
            return ExplorationScene(window: scene.windows[0].window, keepingAlive: [scene.output])
        }
        #expect(report.failure == nil, "\(report)")
        #expect(report.scriptsPlayed > 0)
    }
}
