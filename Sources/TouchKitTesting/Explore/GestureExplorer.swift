import TouchKit

/// Plays generated touch scripts on a scene and checks UIKit's promises after each, then shrinks the first failing
/// script to a short one and explains it: the gesture bugs users find by feel, found on the virtual clock.
///
/// ```swift
/// @Test func cardScreenKeepsUIKitsPromises() {
///     let report = GestureExplorer.explore(.init(seed: 7, scripts: 100)) {
///         ExplorationScene(window: makeCardScreen())
///     }
///     #expect(report.failure == nil, "\(report)")
/// }
/// ```
///
/// Each script (``GestureScript``, from a scene-aware generator: taps, double taps, presses, pans, flicks, pinches,
/// two fingers, cancels, and each threshold approached from both sides) plays on a fresh scene. The promises:
/// every touch a view began ends exactly once; actions follow UIKit's state sequences; no state request is refused
/// (a subclass ending twice); held-back deliveries are released or dropped once; at rest, no recognizer is left
/// undecided in `.possible` or short of its end; no two recognizers that exclude each other (as the scene says:
/// same touch, no failure requirement, no delegate allowing them together; or as ``Options/exclusivePairs`` declares)
/// both recognize on one touch (``ExplorationViolation/Kind``).
///
/// Deterministic: the same seed and options play the same scripts and shrink them the same way. Bounded: at most
/// ``Options/scripts`` scripts, cut short when ``Options/timeBudget`` seconds of wall time have passed (the report says
/// so; the scripts played are then the first ones for the seed), and at most ``Options/shrinkReplays`` replays to
/// shrink.
///
/// UIKit has no such tool; it is TouchKit's own. See also ``GestureLint``, which reads the same conflicts from the
/// scene without touching it.
@preconcurrency @MainActor
public enum GestureExplorer {
    /// What to play and how long to look.
    public struct Options: Sendable {
        /// Where the scripts come from.
        public var seed: UInt64
        /// The most scripts played.
        public var scripts: Int
        /// The most steps in one script.
        public var maximumSteps: Int
        /// Wall-clock seconds after which no new script starts (shrinking a failure found in time still runs).
        public var timeBudget: TimeInterval
        /// The most replays spent shrinking a failure.
        public var shrinkReplays: Int
        /// Pairs of recognizer names that must never both recognize on one touch, beyond those the scene's rules
        /// make exclusive: what the app means, which a delegate may contradict.
        public var exclusivePairs: [ExclusivePair]

        /// Options with the given numbers; by default 200 scripts of up to 4 steps within 10 s, 300 shrink replays.
        public init(
            seed: UInt64 = 1, scripts: Int = 200, maximumSteps: Int = 4, timeBudget: TimeInterval = 10,
            shrinkReplays: Int = 300, exclusivePairs: [ExclusivePair] = []
        ) {
            self.seed = seed
            self.scripts = scripts
            self.maximumSteps = maximumSteps
            self.timeBudget = timeBudget
            self.shrinkReplays = shrinkReplays
            self.exclusivePairs = exclusivePairs
        }
    }

    /// Two recognizer names (`UIGestureRecognizer.name`) that must never both recognize on one touch.
    public struct ExclusivePair: Sendable, Equatable {
        /// One recognizer's name.
        public var first: String
        /// The other's.
        public var second: String

        /// The pair `first`, `second`.
        public init(_ first: String, _ second: String) {
            self.first = first
            self.second = second
        }
    }

    /// Plays up to `options.scripts` generated scripts, each on a fresh scene from `makeScene`, and returns what it
    /// found, the first failure shrunk.
    public static func explore(_ options: Options = Options(), scene makeScene: () -> ExplorationScene) -> ExplorationReport {
        let survey = makeScene()
        var generator = GestureScriptGenerator(surveying: survey.window, seed: options.seed)
        let clock = ContinuousClock()
        let start = clock.now
        var report = ExplorationReport(
            seed: options.seed, scriptsPlayed: 0, scriptsRequested: options.scripts, stoppedByTimeBudget: false)
        for _ in 0..<options.scripts {
            if clock.now - start > .milliseconds(Int(options.timeBudget * 1000)) {
                report.stoppedByTimeBudget = true
                break
            }
            let script = generator.script(maximumSteps: options.maximumSteps)
            report.scriptsPlayed += 1
            let outcome = play(script, options: options, scene: makeScene)
            guard let first = outcome.violations.first else { continue }
            report.failure = shrink(script, kind: first.kind, options: options, scene: makeScene)
            break
        }
        return report
    }

    /// Plays one script on a fresh scene and returns what broke, with the trace when asked.
    static func play(
        _ script: GestureScript, options: Options, recordTrace: Bool = false, scene makeScene: () -> ExplorationScene
    ) -> (violations: [ExplorationViolation], events: [TraceEvent]) {
        let scene = makeScene()
        let window = scene.window
        let explainer = recordTrace ? TouchExplainer(window: window) : nil
        let checker = TouchInvariantChecker(window: window)
        let watch = GestureInvariantWatch(window: window, exclusivePairs: exclusivePairs(in: window, options: options))
        let simulator = TouchSimulator(window: window)
        script.play(on: simulator)
        // At rest: every finger up, a few seconds for the timers, the animations run out.
        if !simulator.host.activeFingers.isEmpty { simulator.host.cancelAllTouches() }
        simulator.advance(by: 2)
        simulator.settle(limit: 10)
        var violations = checker.checkAtRest().map(classify)
        violations += watch.checkAtRest()
        checker.stop()
        watch.stop()
        explainer?.stop()
        withExtendedLifetime(scene.keptAlive) {}
        return (violations, explainer?.events ?? [])
    }

    /// The pairs that must not both recognize: the declared ones, and those the scene's rules make exclusive
    /// (sharing a touch, no failure requirement, neither delegate nor `canPrevent`/`canBePrevented` allowing them
    /// together), among recognizers with a unique trace name.
    private static func exclusivePairs(in window: UIWindow, options: Options) -> [(String, String)] {
        let scene = LintScene(root: window)
        var counts: [String: Int] = [:]
        for entry in scene.entries { counts[TraceEvent.describe(entry.recognizer), default: 0] += 1 }
        let named = scene.entries.filter { counts[TraceEvent.describe($0.recognizer)] == 1 }
        var pairs = options.exclusivePairs.map { ($0.first, $0.second) }
        for (index, first) in named.enumerated() {
            for second in named[(index + 1)...] where LintScene.shareTouches(first.view, second.view)
                && !LintScene.linked(first, second) && !LintScene.recognizeTogether(first, second) {
                pairs.append((TraceEvent.describe(first.recognizer), TraceEvent.describe(second.recognizer)))
            }
        }
        return pairs
    }

    /// The kind of one of the invariant checker's sentences.
    private static func classify(_ message: String) -> ExplorationViolation {
        let kind: ExplorationViolation.Kind
        if message.contains(": action sent") {
            kind = .actionSequence
        } else if message.contains("at rest") && message.contains(" left in .") {
            kind = .neverEnded
        } else if message.contains("touches") {
            kind = .touchDelivery
        } else {
            kind = .other
        }
        return ExplorationViolation(kind: kind, message: message)
    }
}
