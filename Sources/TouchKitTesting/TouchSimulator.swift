import TouchKit

/// Drives touches into a window on its virtual clock: the way to test a gesture setup on Linux in milliseconds.
///
/// Put fingers down at window points, move them (one step, or one sample per display frame over a duration), lift or
/// cancel them, and advance time; timers and display-link frames fire in order as time passes. Several fingers act
/// in one event with ``perform(_:)``. Conveniences cover the usual gestures: ``tap(at:taps:fingers:)``,
/// ``doubleTap(at:)``, ``longPress(at:duration:)``, ``drag(from:to:duration:lift:)``,
/// ``flick(from:velocity:duration:lift:)``, ``pinch(center:from:to:duration:lift:)``,
/// ``rotate(center:radius:by:duration:lift:)``, ``twoFingerTap(at:)``.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let simulator = TouchSimulator(window: window)
/// simulator.longPress(at: CGPoint(x: 100, y: 100), duration: 0.6)   // microseconds of real time
/// ```
///
/// It is built on `TouchHost`, the API a real input source uses, so what it drives is what a device would.
///
/// Bad arguments never trap: a duration that is NaN, negative or infinite is taken as 0 (the gesture happens at
/// once) with a `TouchDiagnostic` of kind `invalidArgument` to the window's observers; a gesture moves in at most
/// ``maximumSteps`` samples (longer ones take bigger steps); counts below 1 (taps, fingers) are 1, and a tap takes at most the host's
/// `TouchHost.maximumSimultaneousTouches` fingers. Points go through
/// the host, which drops NaN and absurd ones with its own diagnostics.
@preconcurrency @MainActor
public final class TouchSimulator {
    /// A finger on the simulated screen.
    public struct Finger: Hashable, Sendable {
        /// The host finger id the simulator gave it.
        public let id: Int

        /// The finger with host finger id `id`, for a driver sending samples through the host beside the simulator.
        package init(id: Int) { self.id = id }
    }

    /// One event's worth of finger actions, for ``TouchSimulator/perform(_:)``.
    public struct Frame {
        fileprivate var samples: [TouchSample] = []
        fileprivate var nextID: () -> Int
        fileprivate let time: TimeInterval
        fileprivate let locations: (Int) -> CGPoint?

        /// Puts a finger down at a window point.
        public mutating func down(at point: CGPoint, type: UITouch.TouchType = .direct) -> Finger {
            let finger = Finger(id: nextID())
            samples.append(TouchSample(id: finger.id, phase: .began, location: point, timestamp: time, type: type))
            return finger
        }

        /// Moves a finger to a window point.
        public mutating func move(_ finger: Finger, to point: CGPoint) {
            samples.append(TouchSample(id: finger.id, phase: .moved, location: point, timestamp: time))
        }

        /// Lifts a finger where it is (or at `point`).
        public mutating func up(_ finger: Finger, at point: CGPoint? = nil) {
            let location = point ?? locations(finger.id) ?? .zero
            samples.append(TouchSample(id: finger.id, phase: .ended, location: location, timestamp: time))
        }

        /// Cancels a finger's touch.
        public mutating func cancel(_ finger: Finger) {
            let location = locations(finger.id) ?? .zero
            samples.append(TouchSample(id: finger.id, phase: .cancelled, location: location, timestamp: time))
        }
    }

    /// The window touched.
    public let window: UIWindow
    /// The host the simulator sends through.
    public let host: TouchHost
    private var nextFingerID = 1
    private var locations: [Int: CGPoint] = [:]

    /// A simulator for `window`, on the window's clock.
    public init(window: UIWindow) {
        self.window = window
        self.host = TouchHost(window: window)
    }

    /// The window's clock.
    public var clock: MediaClock { window.clock }
    /// The current time on the clock.
    public var now: TimeInterval { clock.now }
    /// One display frame at the clock's rate.
    public var frameDuration: TimeInterval { 1 / Double(clock.maximumFramesPerSecond) }

    /// Where a finger is, in window coordinates (nil once lifted).
    public func location(of finger: Finger) -> CGPoint? { locations[finger.id] }

    /// The touch object of a finger that is down.
    public func touch(for finger: Finger) -> UITouch? { host.touch(forFinger: finger.id) }

    // MARK: Single steps

    /// Puts a finger down at a window point, now.
    @discardableResult
    public func down(at point: CGPoint, type: UITouch.TouchType = .direct) -> Finger {
        var finger: Finger?
        perform { frame in finger = frame.down(at: point, type: type) }
        return finger!
    }

    /// Moves a finger to a window point in one sample, now.
    public func move(_ finger: Finger, to point: CGPoint) {
        perform { $0.move(finger, to: point) }
    }

    /// Moves a finger in a straight line to `point` over `duration`, one sample per display frame (time advances).
    public func move(_ finger: Finger, to point: CGPoint, duration: TimeInterval) {
        guard let start = locations[finger.id] else { return move(finger, to: point) }
        let duration = checkedDuration(duration)
        let steps = stepCount(over: duration)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let progress = CGFloat(step) / CGFloat(steps)
            move(finger, to: CGPoint(x: start.x + (point.x - start.x) * progress, y: start.y + (point.y - start.y) * progress))
        }
    }

    /// Lifts a finger, now.
    public func up(_ finger: Finger) {
        perform { $0.up(finger) }
    }

    /// Cancels a finger's touch, now.
    public func cancel(_ finger: Finger) {
        perform { $0.cancel(finger) }
    }

    /// Moves time forward; timers and frames due on the way fire in order.
    public func advance(by interval: TimeInterval) {
        clock.advance(by: interval)
    }

    /// Runs display frames until nothing is animating (no running display link), or `limit` seconds pass.
    public func settle(limit: TimeInterval = 10) {
        let end = clock.now + limit
        while clock.hasPendingWork && clock.now < end {
            clock.advance(by: frameDuration)
        }
    }

    /// The most samples one gesture is moved in: one per frame, unless the duration holds more frames than this.
    public static let maximumSteps = 100_000

    /// A gesture's duration as the simulator plays it: NaN, negative and infinite are 0, with a diagnostic.
    func checkedDuration(_ duration: TimeInterval) -> TimeInterval {
        if duration.isFinite && duration >= 0 { return duration }
        window.report(TouchDiagnostic(kind: .invalidArgument, message: "simulator: duration \(duration) taken as 0"))
        return 0
    }

    /// How many samples move a gesture of `duration` (already checked): one per frame, 1 to ``maximumSteps``.
    func stepCount(over duration: TimeInterval) -> Int {
        Int(min(max((duration / frameDuration).rounded(), 1), Double(Self.maximumSteps)))
    }

    /// Several finger actions in one event, now.
    public func perform(_ build: (inout Frame) -> Void) {
        var frame = Frame(
            nextID: { [unowned self] in
                defer { self.nextFingerID += 1 }
                return self.nextFingerID
            },
            time: clock.now,
            locations: { [unowned self] id in self.locations[id] })
        build(&frame)
        for sample in frame.samples {
            switch sample.phase {
            case .ended, .cancelled: locations[sample.id] = nil
            default: locations[sample.id] = sample.location
            }
        }
        host.send(frame.samples)
    }

    // MARK: Gestures

    /// Taps: `taps` quick touches of `fingers` fingers, 50 ms down and 100 ms apart (well inside UIKit's 0.35 s).
    public func tap(at point: CGPoint, taps: Int = 1, fingers: Int = 1) {
        for index in 0..<max(taps, 1) {
            if index > 0 { advance(by: 0.1) }
            var down: [Finger] = []
            perform { frame in
                for offset in 0..<max(min(fingers, host.maximumSimultaneousTouches), 1) {
                    down.append(frame.down(at: CGPoint(x: point.x + CGFloat(offset) * 20, y: point.y)))
                }
            }
            advance(by: 0.05)
            perform { frame in for finger in down { frame.up(finger) } }
        }
    }

    /// Two quick taps.
    public func doubleTap(at point: CGPoint) { tap(at: point, taps: 2) }

    /// A tap with two fingers, 20 pt apart.
    public func twoFingerTap(at point: CGPoint) { tap(at: point, fingers: 2) }

    /// Holds a finger still for `duration` (default 0.6 s, past UIKit's 0.5 s), then lifts it.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) {
        let duration = checkedDuration(duration)
        let finger = down(at: point)
        advance(by: duration)
        up(finger)
    }

    /// Drags a finger from one point to another over `duration`, one sample per frame, and lifts it unless
    /// `lift` is false. Returns the finger.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, lift: Bool = true) -> Finger {
        let finger = down(at: start)
        move(finger, to: end, duration: duration)
        if lift { up(finger) }
        return finger
    }

    /// Moves a finger at a constant `velocity` (points per second) for `duration`, one sample per frame, then lifts
    /// it at the last sample: the release velocity UIKit measures is `velocity`.
    @discardableResult
    public func flick(from start: CGPoint, velocity: CGPoint, duration: TimeInterval = 0.1, lift: Bool = true) -> Finger {
        let duration = checkedDuration(duration)
        let end = CGPoint(x: start.x + velocity.x * duration, y: start.y + velocity.y * duration)
        return drag(from: start, to: end, duration: duration, lift: lift)
    }

    /// Two fingers on a horizontal line through `center`, their distance going from `from` to `to` over `duration`.
    @discardableResult
    public func pinch(center: CGPoint, from: CGFloat, to: CGFloat, duration: TimeInterval = 0.3, lift: Bool = true) -> (Finger, Finger) {
        var fingers: [Finger] = []
        perform { frame in
            fingers.append(frame.down(at: CGPoint(x: center.x - from / 2, y: center.y)))
            fingers.append(frame.down(at: CGPoint(x: center.x + from / 2, y: center.y)))
        }
        let duration = checkedDuration(duration)
        let steps = stepCount(over: duration)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let distance = from + (to - from) * CGFloat(step) / CGFloat(steps)
            perform { frame in
                frame.move(fingers[0], to: CGPoint(x: center.x - distance / 2, y: center.y))
                frame.move(fingers[1], to: CGPoint(x: center.x + distance / 2, y: center.y))
            }
        }
        if lift { perform { frame in for finger in fingers { frame.up(finger) } } }
        return (fingers[0], fingers[1])
    }

    /// Two fingers `radius` from `center`, on opposite sides, turning by `angle` radians over `duration`.
    @discardableResult
    public func rotate(center: CGPoint, radius: CGFloat = 50, by angle: CGFloat, duration: TimeInterval = 0.3, lift: Bool = true) -> (Finger, Finger) {
        func points(_ turn: CGFloat) -> (CGPoint, CGPoint) {
            let dx = radius * cos(turn), dy = radius * sin(turn)
            return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
        }
        var fingers: [Finger] = []
        let start = points(0)
        perform { frame in
            fingers.append(frame.down(at: start.0))
            fingers.append(frame.down(at: start.1))
        }
        let duration = checkedDuration(duration)
        let steps = stepCount(over: duration)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let current = points(angle * CGFloat(step) / CGFloat(steps))
            perform { frame in
                frame.move(fingers[0], to: current.0)
                frame.move(fingers[1], to: current.1)
            }
        }
        if lift { perform { frame in for finger in fingers { frame.up(finger) } } }
        return (fingers[0], fingers[1])
    }
}
