import TouchKit

/// Writes ``GestureScript``s for one scene: gestures aimed at the views that have recognizers, with each
/// recognizer's thresholds approached from both sides.
///
/// It surveys the scene once (where the recognizers' views are, which long-press durations and tap counts they use,
/// whether a scroll view delays its content's touches) and then draws steps from a seeded generator:
/// - taps of 1 to 3 taps and 1 to 2 fingers, the pause between taps just under or just over 0.35 s, sometimes held
///   just under or over the 0.75 s a tap may last (docs/UIKitFacts.md, "Tap");
/// - presses just under and just over each long press's `minimumPressDuration`;
/// - drags just under and over the pan's 10 pt hysteresis and the tap's 45 pt, long pans and quick flicks, along an
///   axis or slanted, with 1 or 2 fingers, starting at once or after a hold just under or over the scroll view's
///   0.15 s touch delay;
/// - pinches changing the distance just under or over the pinch's 8 pt;
/// - endings by lift, by a cancelled touch and by the host cancelling every touch; and pauses.
@MainActor
struct GestureScriptGenerator {
    /// Rectangles, in window coordinates, that gestures aim at: the recognizers' views, cut to the window.
    private(set) var targets: [CGRect] = []
    /// The window's bounds.
    private(set) var bounds: CGRect = .zero
    /// Each long press's minimum duration, and UIKit's 0.5 s.
    private(set) var pressDurations: [TimeInterval] = [0.5]
    private var random: ExplorationRandom

    /// A generator for the scene in `window`, drawing from `seed`.
    @MainActor
    init(surveying window: UIWindow, seed: UInt64) {
        random = ExplorationRandom(seed: seed)
        bounds = window.bounds
        func visit(_ view: UIView) {
            let recognizers = (view.gestureRecognizers ?? []).filter(\.isEnabled)
            if !recognizers.isEmpty || view is UIControl {
                let frame = view.convert(view.bounds, to: window).intersection(window.bounds)
                if !frame.isNull && frame.width > 0 && frame.height > 0 && !targets.contains(frame) { targets.append(frame) }
            }
            for case let press as UILongPressGestureRecognizer in recognizers
            where !pressDurations.contains(press.minimumPressDuration) {
                pressDurations.append(press.minimumPressDuration)
            }
            for subview in view.subviews where !subview.isHidden { visit(subview) }
        }
        visit(window)
    }

    /// A script of 1 to `maximumSteps` steps.
    mutating func script(maximumSteps: Int) -> GestureScript {
        GestureScript((0..<random.int(in: 1...max(maximumSteps, 1))).map { _ in step() })
    }

    private mutating func step() -> GestureScript.Step {
        let tapInterval = UITapGestureRecognizer.tapInterval
        switch random.int(in: 0...9) {
        case 0, 1:
            let interval = random.pick([0.1, tapInterval - 0.02, tapInterval + 0.02])
            let hold = random.chance(1, in: 6) ? random.pick([UITapGestureRecognizer.tapDuration - 0.05, UITapGestureRecognizer.tapDuration + 0.05]) : 0.05
            return .tap(at: point(), taps: random.int(in: 1...3), fingers: random.chance(1, in: 4) ? 2 : 1,
                        interval: interval, hold: hold)
        case 2:
            let duration = random.pick(pressDurations)
            return .press(at: point(), duration: max(0, duration + random.pick([-0.05, 0.05, 0.3])))
        case 3, 4, 5:
            return drag()
        case 6:
            return flick()
        case 7:
            let hysteresis = UIPinchGestureRecognizer.pinchHysteresis
            let from = CGFloat(random.double(in: 60...200))
            let change = random.pick([hysteresis - 2, hysteresis + 2, 80, -40]) * (random.chance(1, in: 2) ? 1 : -1)
            return .pinch(center: point(), from: from, to: max(10, from + change), duration: random.double(in: 0.1...0.4),
                          ending: ending())
        case 8:
            return .wait(random.pick([0.1, tapInterval + 0.05, 1]))
        default:
            return drag(ending: random.pick([.cancel, .cancelAll]))
        }
    }

    /// A drag of a length near a threshold or a long one, along an axis or slanted.
    private mutating func drag(ending: GestureScript.Ending? = nil) -> GestureScript.Step {
        let hysteresis = UIPanGestureRecognizer.panHysteresis, tapMovement = UITapGestureRecognizer.tapMovement
        let length = random.pick([hysteresis - 2, hysteresis + 2, tapMovement - 3, tapMovement + 3, 120, 300])
        let touchDelay = UIScrollView.contentTouchDelay
        let delay = random.pick([0, 0, touchDelay - 0.03, touchDelay + 0.03])
        return .drag(from: point(), by: direction(length), fingers: random.chance(1, in: 5) ? 2 : 1, delay: delay,
                     duration: random.pick([0.1, 0.3, 0.6]), ending: ending ?? self.ending())
    }

    /// A quick, long drag: a flick at 1000 to 3000 pt/s.
    private mutating func flick() -> GestureScript.Step {
        let duration = random.pick([0.05, 0.1])
        let speed = random.double(in: 1000...3000)
        return .drag(from: point(), by: direction(CGFloat(speed * duration)), fingers: 1, delay: 0, duration: duration,
                     ending: .lift)
    }

    /// A movement of `length` along an axis (either way) or slanted.
    private mutating func direction(_ length: CGFloat) -> CGPoint {
        let sign: CGFloat = random.chance(1, in: 2) ? 1 : -1
        switch random.int(in: 0...2) {
        case 0: return CGPoint(x: length * sign, y: 0)
        case 1: return CGPoint(x: 0, y: length * sign)
        default: return CGPoint(x: length * sign * 0.7, y: length * 0.7 * (random.chance(1, in: 2) ? 1 : -1))
        }
    }

    private mutating func ending() -> GestureScript.Ending {
        random.chance(1, in: 8) ? random.pick([.cancel, .cancelAll]) : .lift
    }

    /// A point on a target (four times in five), or anywhere in the window; whole points, for readable scripts.
    private mutating func point() -> CGPoint {
        let area = !targets.isEmpty && random.chance(4, in: 5) ? random.pick(targets) : bounds
        let x = area.minX + CGFloat(random.double(in: 0.1...0.9)) * area.width
        let y = area.minY + CGFloat(random.double(in: 0.1...0.9)) * area.height
        return CGPoint(x: x.rounded(), y: y.rounded())
    }
}
