import TouchKit
import TouchKitTesting

extension TouchScenario {
    /// What one step of the stream does.
    private enum Step: Int, CaseIterable {
        case down, moveOne, moveOneSlowly, moveAll, lift, cancel, liftAll
        case wait, waitLonger, jumpInTime, settle
        case tap, longPress, flick, pinch, rotate
        case hostileSample, mutation, cancelAllTouches
    }

    private var host: TouchHost { simulator.host }

    // MARK: Playing

    /// Plays steps until the input or the step limit runs out.
    func playStream() {
        host.maximumSimultaneousTouches = limits.fingers
        var steps = 0
        while steps < limits.steps && !input.isExhausted {
            steps += 1
            playStep()
            indirectInput?.playStep(in: self)
        }
    }

    /// Lifts every finger still down, lets a minute of time run, and returns what the checker found at rest.
    func finish() -> [String] {
        // Repeating animations run until the app stops them; stop them before the settling, and again after it for
        // those the lifts' callbacks start (whose completions may start others: let those run).
        _ = removeRepeatingAnimations()
        indirectInput?.finish(in: self)
        // A callback run by a timer (a delayed delivery, a long press) may put a finger down again: lift it too.
        for _ in 0..<4 {
            if !host.activeFingers.isEmpty { host.send(host.activeFingers.map { sample($0, .ended) }) }
            simulator.advance(by: 2)
            simulator.settle(limit: 60)
            if host.activeFingers.isEmpty { break }
        }
        // Repeating animations run until the app stops them (a completion they end may start others: let those run).
        if removeRepeatingAnimations() {
            simulator.advance(by: 2)
            simulator.settle(limit: 60)
        }
        var violations = checker.checkAtRest()
        if !host.activeFingers.isEmpty {
            violations.append("fingers \(host.activeFingers) still down after every finger was lifted")
        }
        if window.clock.hasPendingWork {
            violations.append("timers or display links still running 60 s after the last touch")
        }
        return violations
    }

    private func playStep() {
        let step = Step(rawValue: input.int(in: 0...(Step.allCases.count - 1))) ?? .wait
        switch step {
        case .down:
            let count = input.int(in: 1...3)
            simulator.perform { frame in for _ in 0..<count { _ = frame.down(at: point()) } }
        case .moveOne:
            guard let finger = anyFinger() else { return }
            simulator.move(finger, to: point(near: simulator.location(of: finger)))
        case .moveOneSlowly:
            guard let finger = anyFinger() else { return }
            simulator.move(finger, to: point(near: simulator.location(of: finger)), duration: input.double(in: 0...0.4))
        case .moveAll:
            moveAllFingers()
        case .lift:
            if let finger = anyFinger() { host.send(sample(finger.id, .ended)) }
        case .cancel:
            if let finger = anyFinger() { host.send(sample(finger.id, .cancelled)) }
        case .liftAll:
            host.send(host.activeFingers.map { sample($0, .ended) })
        case .wait:
            simulator.advance(by: input.double(in: 0...0.1))
        case .waitLonger:
            simulator.advance(by: input.double(in: 0...1))
        case .jumpInTime:
            simulator.advance(by: input.double(in: 0...30))
        case .settle:
            simulator.settle(limit: input.double(in: 0...3))
        case .tap:
            simulator.tap(at: point(), taps: input.int(in: 1...3), fingers: input.int(in: 1...3))
        case .longPress:
            simulator.longPress(at: point(), duration: input.double(in: 0...1.2))
        case .flick:
            let velocity = CGPoint(x: input.cgFloat(in: -6000...6000), y: input.cgFloat(in: -6000...6000))
            // Decoded in the order of the arguments it replaced: start, duration, lift.
            let start = point()
            let duration = input.double(in: 0.01...0.3)
            let lift = input.chance(3, in: 4)
            let aimed = pagerFlicks.aim(start: start, velocity: velocity, views: views)
            simulator.flick(from: aimed.start, velocity: aimed.velocity, duration: duration, lift: lift)
        case .pinch:
            simulator.pinch(center: point(), from: input.cgFloat(in: 10...300), to: input.cgFloat(in: 10...300),
                            duration: input.double(in: 0.01...0.5), lift: input.chance(3, in: 4))
        case .rotate:
            simulator.rotate(center: point(), radius: input.cgFloat(in: 5...150), by: input.cgFloat(in: -4...4),
                             duration: input.double(in: 0.01...0.5), lift: input.chance(3, in: 4))
        case .hostileSample:
            sendHostileSamples()
        case .mutation:
            ScenarioMutation.decode(from: &input).apply(to: self)
        case .cancelAllTouches:
            host.cancelAllTouches()
        }
    }

    // MARK: Fingers and points

    private func anyFinger() -> TouchSimulator.Finger? {
        input.element(of: host.activeFingers).map { TouchSimulator.Finger(id: $0) }
    }

    /// A window point: anywhere, or within 20 pt of an edge (where screen-edge pans start).
    private func point() -> CGPoint {
        let bounds = window.bounds
        if input.chance(1, in: 6) {
            let x = input.bool() ? input.cgFloat(in: 0...20) : bounds.width - input.cgFloat(in: 0...20)
            return CGPoint(x: x, y: input.cgFloat(in: 0...bounds.height))
        }
        return CGPoint(x: input.cgFloat(in: -10...(bounds.width + 10)), y: input.cgFloat(in: -10...(bounds.height + 10)))
    }

    /// Mostly a point within 150 pt of `location`, sometimes anywhere.
    private func point(near location: CGPoint?) -> CGPoint {
        guard let location, input.chance(3, in: 4) else { return point() }
        return CGPoint(x: location.x + input.cgFloat(in: -150...150), y: location.y + input.cgFloat(in: -150...150))
    }

    /// A sample for a finger that is down (or at the origin for one that is not).
    private func sample(_ finger: Int, _ phase: UITouch.Phase, at location: CGPoint? = nil) -> TouchSample {
        TouchSample(
            id: finger, phase: phase, location: location ?? host.touch(forFinger: finger)?.locationInWindow ?? .zero,
            timestamp: window.clock.now)
    }

    /// Every finger down moves together, one sample per frame: a pan by a shift, a pinch by a scale about their
    /// centroid, or both.
    private func moveAllFingers() {
        let fingers = host.activeFingers
        guard !fingers.isEmpty else { return }
        let starts = fingers.map { host.touch(forFinger: $0)?.locationInWindow ?? .zero }
        let centroid = CGPoint(x: starts.map(\.x).reduce(0, +) / CGFloat(starts.count),
                               y: starts.map(\.y).reduce(0, +) / CGFloat(starts.count))
        let shift = CGPoint(x: input.cgFloat(in: -300...300), y: input.cgFloat(in: -300...300))
        let scale = input.cgFloat(in: 0.2...3)
        let frames = input.int(in: 1...20)
        for frame in 1...frames {
            simulator.advance(by: simulator.frameDuration)
            let progress = CGFloat(frame) / CGFloat(frames)
            let factor = 1 + (scale - 1) * progress
            host.send(zip(fingers, starts).map { finger, start in
                sample(finger, .moved, at: CGPoint(
                    x: centroid.x + (start.x - centroid.x) * factor + shift.x * progress,
                    y: centroid.y + (start.y - centroid.y) * factor + shift.y * progress))
            })
        }
    }

    // MARK: Hostile input

    /// Bad input straight through the host, as a broken or malicious input source would send it.
    private func sendHostileSamples() {
        let now = window.clock.now
        let existing = input.element(of: host.activeFingers)
        let finger = existing ?? freshHostFinger()
        switch input.int(in: 0...12) {
        case 0:
            let bad: [CGFloat] = [.nan, .infinity, -.infinity, 1e8, -1e300]
            let location = CGPoint(x: input.element(of: bad) ?? .nan, y: input.cgFloat(in: 0...800))
            host.send(TouchSample(id: finger, phase: existing == nil ? .began : .moved, location: location, timestamp: now))
        case 1:
            // Huge but accepted: just inside the host's ±1e7 pt bound.
            let location = CGPoint(x: input.bool() ? 9.9e6 : -9.9e6, y: input.bool() ? 9.9e6 : -9.9e6)
            host.send(sample(finger, existing == nil ? .began : .moved, at: location))
        case 2:
            let times: [TimeInterval] = [now - input.double(in: 0...10), -.infinity, .nan, .infinity]
            host.send(TouchSample(id: finger, phase: existing == nil ? .began : .moved, location: point(),
                                  timestamp: input.element(of: times) ?? now))
        case 3:
            host.send(TouchSample(id: freshHostFinger(), phase: input.bool() ? .moved : .ended, location: point(), timestamp: now))
        case 4:
            // A began for a finger already down: the old touch is cancelled first.
            host.send(TouchSample(id: finger, phase: .began, location: point(), timestamp: now))
        case 5:
            let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
            let first = input.element(of: phases) ?? .moved, second = input.element(of: phases) ?? .ended
            host.send([sample(finger, first, at: point()), sample(finger, second, at: point())])
        case 6:
            let fresh = freshHostFinger()
            host.send([TouchSample(id: fresh, phase: .began, location: point(), timestamp: now),
                       TouchSample(id: fresh, phase: .ended, location: point(), timestamp: now)])
        case 7:
            host.send(sample(finger, .stationary))
        case 8:
            var bad = sample(finger, existing == nil ? .began : .moved, at: point())
            bad.force = .nan
            bad.majorRadius = -.infinity
            bad.type = input.bool() ? .indirect : .pencil
            host.send(bad)
        case 9:
            host.send(TouchSample(id: finger, phase: existing == nil ? .began : .moved, location: point(),
                                  timestamp: now + input.double(in: 0...2)))
        case 10:
            let count = input.int(in: 1...20)
            host.send((0..<count).map { _ in TouchSample(id: freshHostFinger(), phase: .began, location: point(), timestamp: now) })
        case 11:
            host.send([])
        default:
            let id = input.element(of: [Int.min, Int.max, -1, 0]) ?? 0
            host.send(TouchSample(id: id, phase: host.touch(forFinger: id) == nil ? .began : .ended, location: point(),
                                  timestamp: now))
        }
    }

    private func freshHostFinger() -> Int {
        defer { nextHostFingerID += 1 }
        return nextHostFingerID
    }
}
