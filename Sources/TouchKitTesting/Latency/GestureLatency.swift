import TouchKit

/// How long each recognizer makes the user wait: the time from the touch that decides a gesture to its first action,
/// over typical scripts, with the causes in words; and a budget a test can assert, so that a slower gesture fails CI.
///
/// ```swift
/// let report = GestureLatency.measure { ExplorationScene(window: makePhotoScreen()) }
/// #expect(report.budgetViolations(["singleTap": 0.4]).isEmpty, "\(report)")
/// ```
///
/// The typical scripts aim at the middle of every view that has a recognizer: a tap, a double tap, a long press, a
/// drag at 300 pt/s and a flick at 1500 pt/s, each on a fresh scene. For each recognizer's attempt that sent an
/// action, the report keeps:
/// - the wait between recognizing and acting: waiting for another recognizer to fail (a single tap waiting the tap
///   interval for a double tap, docs/UIKitFacts.md, "Tap" and "Failure requirements");
/// - the time from touch-down to recognizing, with its cause where it is a threshold: the pan's 10 pt hysteresis at
///   the finger's speed, the long press's minimum duration;
/// and, for views, the scroll view's touch delay (docs/UIKitFacts.md, "Touch delay"): how long a view inside a
/// scroll view waits for its `touchesBegan`.
///
/// UIKit has no such tool; it is TouchKit's own. See also ``GestureLint``, whose notes name the same waits.
@preconcurrency @MainActor
public enum GestureLatency {
    /// Plays the typical scripts on fresh scenes from `makeScene` and reports each recognizer's and view's latency.
    public static func measure(scene makeScene: () -> ExplorationScene) -> GestureLatencyReport {
        let survey = makeScene()
        var samples: [GestureLatencyReport.Sample] = []
        for (label, script) in typicalScripts(for: survey.window) {
            let scene = makeScene()
            let explainer = TouchExplainer(window: scene.window)
            script.play(on: TouchSimulator(window: scene.window))
            TouchSimulator(window: scene.window).settle(limit: 5)
            scene.window.clock.advance(by: 1)
            explainer.stop()
            samples += Self.samples(
                from: explainer.explanation, script: label, events: explainer.events,
                movementThresholded: movementThresholded(in: survey.window))
            withExtendedLifetime(scene.keptAlive) {}
        }
        return GestureLatencyReport(samples: samples)
    }

    /// The trace names of the recognizers that recognize on movement past a threshold: pans (the scroll views'
    /// included), pinches and rotations.
    private static func movementThresholded(in window: UIWindow) -> Set<String> {
        var names: Set<String> = []
        func visit(_ view: UIView) {
            for recognizer in view.gestureRecognizers ?? []
            where recognizer is UIPanGestureRecognizer || recognizer is UIPinchGestureRecognizer || recognizer is UIRotationGestureRecognizer {
                names.insert(TraceEvent.describe(recognizer))
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return names
    }

    /// The drag's speed in the typical scripts, points per second: an unhurried pan.
    public static let dragSpeed: CGFloat = 300
    /// The flick's speed in the typical scripts, points per second.
    public static let flickSpeed: CGFloat = 1500

    /// One script per gesture per target: the middles of the views with recognizers (each once).
    static func typicalScripts(for window: UIWindow) -> [(String, GestureScript)] {
        var centers: [(String, CGPoint)] = []
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            if !(view.gestureRecognizers ?? []).filter(\.isEnabled).isEmpty || view is UIControl {
                let frame = view.convert(view.bounds, to: window).intersection(window.bounds)
                let center = CGPoint(x: frame.midX.rounded(), y: frame.midY.rounded())
                if !frame.isNull && frame.width > 0 && !centers.contains(where: { $0.1 == center }) {
                    centers.append((TraceEvent.describe(view), center))
                }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        let interval = 0.1, hold = 0.05
        var scripts: [(String, GestureScript)] = []
        for (name, center) in centers {
            let dragTime = 0.3, flickTime = 0.1
            scripts += [
                ("tap on \(name)", GestureScript([.tap(at: center, taps: 1, fingers: 1, interval: interval, hold: hold)])),
                ("double tap on \(name)", GestureScript([.tap(at: center, taps: 2, fingers: 1, interval: interval, hold: hold)])),
                ("press on \(name)", GestureScript([.press(at: center, duration: 0.8)])),
                ("drag at \(Int(dragSpeed)) pt/s on \(name)", GestureScript([.drag(
                    from: center, by: CGPoint(x: 0, y: dragSpeed * dragTime), fingers: 1, delay: 0, duration: dragTime, ending: .lift)])),
                ("flick at \(Int(flickSpeed)) pt/s on \(name)", GestureScript([.drag(
                    from: center, by: CGPoint(x: flickSpeed * flickTime, y: 0), fingers: 1, delay: 0, duration: flickTime, ending: .lift)])),
            ]
        }
        return scripts
    }

    /// The latency samples of one script's explanation: one per recognizer attempt that acted, one per view whose
    /// `touchesBegan` a scroll view's touch delay held back.
    ///
    /// A recognizer's latency runs from the touch that decides it to its first action: for one that recognizes on
    /// movement past a threshold (a pan, a pinch, a rotation, a screen-edge pan), from touch-down, since the finger
    /// is already doing the gesture; for the others (a tap at its last lift, a long press at its duration), from the
    /// moment it recognized.
    static func samples(
        from explanation: TouchExplanation, script: String, events: [TraceEvent], movementThresholded: Set<String>
    ) -> [GestureLatencyReport.Sample] {
        var samples: [GestureLatencyReport.Sample] = []
        for recognizer in explanation.recognizers {
            guard let firstAction = recognizer.actions.first, let recognized = recognizer.recognizedAt else { continue }
            var causes: [GestureLatencyReport.Cause] = []
            for wait in recognizer.waits {
                causes.append(.waitingForFailure(of: wait.requirement, for: (wait.until ?? firstAction.time) - wait.from))
            }
            var latency = firstAction.time - recognized
            if movementThresholded.contains(recognizer.name) {
                let toRecognize = recognized - recognizer.startedAt
                latency += toRecognize
                if toRecognize > 0.000_5 {
                    let speed = Self.speed(fingers: recognizer.fingers, events: events, until: recognized) ?? 0
                    causes.append(.threshold(speed: speed, for: toRecognize))
                }
            }
            samples.append(GestureLatencyReport.Sample(
                subject: recognizer.name, view: recognizer.view, script: script, latency: latency, causes: causes))
        }
        for touch in explanation.touches {
            for (index, delivery) in touch.deliveries.enumerated() {
                guard case .delayed(.began) = delivery.kind,
                      let released = touch.deliveries[index...].first(where: { $0.view == delivery.view && $0.kind == .released })
                else { continue }
                let held = released.time - delivery.time
                guard held > 0.000_5 else { continue }
                samples.append(GestureLatencyReport.Sample(
                    subject: delivery.view ?? "view", view: delivery.view, script: script, latency: held,
                    causes: [.touchDelay(held)]))
            }
        }
        return samples
    }

    /// The speed of the first finger of `fingers` from its touch-down to `time`, points per second.
    private static func speed(fingers: [Int], events: [TraceEvent], until time: TimeInterval) -> CGFloat? {
        guard let finger = fingers.first else { return nil }
        var start: (TimeInterval, CGPoint)?
        var last: (TimeInterval, CGPoint)?
        for event in events where event.finger == finger && event.time <= time + 0.000_1 {
            guard case .touch(let phase, let point) = event.kind else { continue }
            if phase == .began { start = (event.time, point) } else { last = (event.time, point) }
        }
        guard let start, let last, last.0 > start.0 else { return nil }
        let distance = max(abs(last.1.x - start.1.x), abs(last.1.y - start.1.y))
        return distance / CGFloat(last.0 - start.0)
    }
}
