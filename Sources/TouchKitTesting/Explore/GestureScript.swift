import TouchKit

/// A short touch script for ``GestureExplorer``: a few gestures in a row, each with the numbers that matter to
/// UIKit's recognizers (where, how many fingers, how long, how far, how it ends), played on the window's virtual clock.
///
/// Scripts are values: the explorer generates them from a seed, plays each on a fresh scene, and shrinks a failing one
/// by dropping and simplifying steps. Its ``description`` lists the steps, one a line, as a failure prints them.
public struct GestureScript: Sendable, Equatable, CustomStringConvertible {
    /// How a gesture's touches end.
    public enum Ending: Sendable, Equatable, CustomStringConvertible {
        /// The fingers lift.
        case lift
        /// The touches are cancelled (`UITouch.Phase.cancelled`), as when the system takes them.
        case cancel
        /// The host cancels every touch of the window (`TouchHost.cancelAllTouches()`): a call, an alert, a lock.
        case cancelAll

        /// "lift", "cancel" or "cancel all".
        public var description: String {
            switch self {
            case .lift: "lift"
            case .cancel: "cancel"
            case .cancelAll: "cancel all"
            }
        }
    }

    /// One gesture of a script.
    public enum Step: Sendable, Equatable, CustomStringConvertible {
        /// `taps` taps of `fingers` fingers at a window point, each held `hold` seconds, `interval` seconds from one
        /// lift to the next touch-down.
        case tap(at: CGPoint, taps: Int, fingers: Int, interval: TimeInterval, hold: TimeInterval)
        /// A finger held still for `duration` seconds, then lifted.
        case press(at: CGPoint, duration: TimeInterval)
        /// `fingers` fingers (20 pt apart) down at `from`, held still `delay` seconds, moved in a straight line by
        /// `by` over `duration` seconds (one sample per frame), then ended: a pan, or a flick when quick.
        case drag(from: CGPoint, by: CGPoint, fingers: Int, delay: TimeInterval, duration: TimeInterval, ending: Ending)
        /// Two fingers on a horizontal line through `center`, their distance going from `from` to `to` over
        /// `duration` seconds, then ended.
        case pinch(center: CGPoint, from: CGFloat, to: CGFloat, duration: TimeInterval, ending: Ending)
        /// Time passes with no finger down.
        case wait(TimeInterval)

        /// The step in words, with its numbers.
        public var description: String {
            func point(_ p: CGPoint) -> String { "(\(Self.format(p.x)), \(Self.format(p.y)))" }
            func fingers(_ count: Int) -> String { count == 1 ? "1 finger" : "\(count) fingers" }
            switch self {
            case let .tap(at, taps, count, interval, hold):
                let gap = taps > 1 ? ", \(Self.milliseconds(interval)) apart" : ""
                return "tap ×\(taps) at \(point(at)), \(fingers(count)), held \(Self.milliseconds(hold))\(gap)"
            case let .press(at, duration):
                return "press at \(point(at)) for \(Self.milliseconds(duration))"
            case let .drag(from, by, count, delay, duration, ending):
                let wait = delay > 0 ? ", still for \(Self.milliseconds(delay)) first" : ""
                return "drag \(fingers(count)) from \(point(from)) by \(point(by)) in \(Self.milliseconds(duration))\(wait), then \(ending)"
            case let .pinch(center, from, to, duration, ending):
                return "pinch at \(point(center)) from \(Self.format(from)) to \(Self.format(to)) pt in \(Self.milliseconds(duration)), then \(ending)"
            case let .wait(duration):
                return "wait \(Self.milliseconds(duration))"
            }
        }

        static func format(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
        }

        static func milliseconds(_ seconds: TimeInterval) -> String { "\(Int((seconds * 1000).rounded())) ms" }
    }

    /// The gestures, in order.
    public var steps: [Step]

    /// A script of `steps`.
    public init(_ steps: [Step]) { self.steps = steps }

    /// The steps, numbered, one a line.
    public var description: String {
        steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }

    /// Plays the script through `simulator`, on its window's clock; a step leaves no finger down.
    @MainActor
    public func play(on simulator: TouchSimulator) {
        for step in steps { Self.play(step, on: simulator) }
    }

    @MainActor
    private static func play(_ step: Step, on simulator: TouchSimulator) {
        switch step {
        case let .tap(at, taps, fingers, interval, hold):
            for index in 0..<max(taps, 1) {
                if index > 0 { simulator.advance(by: interval) }
                var down: [TouchSimulator.Finger] = []
                simulator.perform { frame in
                    for offset in 0..<max(fingers, 1) { down.append(frame.down(at: spread(at, offset))) }
                }
                simulator.advance(by: hold)
                simulator.perform { frame in for finger in down { frame.up(finger) } }
            }
        case let .press(at, duration):
            simulator.longPress(at: at, duration: duration)
        case let .drag(from, by, fingers, delay, duration, ending):
            var down: [TouchSimulator.Finger] = []
            simulator.perform { frame in
                for offset in 0..<max(fingers, 1) { down.append(frame.down(at: spread(from, offset))) }
            }
            simulator.advance(by: delay)
            move(down, on: simulator, duration: duration) { finger, progress in
                let start = spread(from, finger)
                return CGPoint(x: start.x + by.x * progress, y: start.y + by.y * progress)
            }
            end(down, ending, on: simulator)
        case let .pinch(center, from, to, duration, ending):
            var down: [TouchSimulator.Finger] = []
            simulator.perform { frame in
                down.append(frame.down(at: CGPoint(x: center.x - from / 2, y: center.y)))
                down.append(frame.down(at: CGPoint(x: center.x + from / 2, y: center.y)))
            }
            move(down, on: simulator, duration: duration) { finger, progress in
                let distance = from + (to - from) * progress
                return CGPoint(x: center.x + (finger == 0 ? -distance : distance) / 2, y: center.y)
            }
            end(down, ending, on: simulator)
        case let .wait(duration):
            simulator.advance(by: duration)
        }
    }

    /// The `index`th finger of a group: 20 pt to the right of the one before.
    private static func spread(_ point: CGPoint, _ index: Int) -> CGPoint {
        CGPoint(x: point.x + CGFloat(index) * 20, y: point.y)
    }

    /// Moves every finger of `down` together, one sample per frame over `duration`, to `position(finger, progress)`.
    @MainActor
    private static func move(
        _ down: [TouchSimulator.Finger], on simulator: TouchSimulator, duration: TimeInterval,
        to position: (Int, CGFloat) -> CGPoint
    ) {
        let steps = max(1, Int((duration / simulator.frameDuration).rounded()))
        for step in 1...steps {
            simulator.advance(by: duration / Double(steps))
            let progress = CGFloat(step) / CGFloat(steps)
            simulator.perform { frame in
                for (index, finger) in down.enumerated() { frame.move(finger, to: position(index, progress)) }
            }
        }
    }

    @MainActor
    private static func end(_ down: [TouchSimulator.Finger], _ ending: Ending, on simulator: TouchSimulator) {
        switch ending {
        case .lift: simulator.perform { frame in for finger in down { frame.up(finger) } }
        case .cancel: simulator.perform { frame in for finger in down { frame.cancel(finger) } }
        case .cancelAll: simulator.host.cancelAllTouches()
        }
    }
}
