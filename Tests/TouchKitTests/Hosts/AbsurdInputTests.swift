import Testing
@testable import TouchKit
@testable import TouchKitPictures
@testable import TouchKitTesting

/// Issue 14, defects 4 (absurd times), 5 (NaN in helpers) and 7 (a view collapsed to scale 0).
@MainActor
@Suite struct AbsurdInputTests {
    // MARK: Defect 4: absurd times

    @Test func absurdTimes_nanosecondTimestampIsClampedAndADisplayLinkStillRuns() {
        let (scene, view) = Scene.withRecordingView()
        let host = scene.simulator.host
        host.send(TouchSample(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 1.5e17))
        #expect(scene.diagnostics.map(\.kind) == [.timestampOutOfRange])
        #expect(scene.window.clock.now == 0)
        var frames = 0
        CADisplayLink { _ in frames += 1 }.add(to: scene.window.clock)
        host.send(TouchSample(id: 1, phase: .ended, location: CGPoint(x: 10, y: 10), timestamp: 0.1))
        #expect(view.log == ["began 1", "ended 1"])
        #expect(frames == 6)
    }

    @Test func absurdTimes_clockStopsAtItsMaximumTimeAndAddingADisplayLinkThereDoesNotTrap() {
        let clock = MediaClock(start: 1.5e17)
        #expect(clock.now == MediaClock.maximumTime)
        let later = MediaClock()
        later.advance(to: 9e18)
        #expect(later.now == MediaClock.maximumTime)
        var frames: [TimeInterval] = []
        CADisplayLink { frames.append($0.timestamp) }.add(to: later)
        later.maximumFramesPerSecond = .max
        #expect(later.maximumFramesPerSecond == MediaClock.maximumFrameRate)
        later.advance(by: 1)
        #expect(frames.isEmpty)
    }

    @Test func changingTheFrameRateKeepsRunningLinksOnTheNextFrame() {
        let clock = MediaClock()
        clock.advance(to: 100)
        var frames: [TimeInterval] = []
        CADisplayLink { frames.append($0.timestamp) }.add(to: clock)
        clock.maximumFramesPerSecond = 120
        clock.advance(by: 0.02)
        #expect(frames.count == 2)
        #expect(frames.allSatisfy { $0 > 100 })
    }

    @Test func absurdTimes_repeatingTimerBelowTheTimeResolutionDoesNotHangTheClock() {
        let clock = MediaClock(start: MediaClock.maximumTime - 1)
        var fired = 0
        clock.scheduledTimer(withTimeInterval: 1e-300, repeats: true) { _ in fired += 1 }
        clock.advance(by: 0.001)
        // Every 0.1 ms (Foundation's minimum repeat), each at an instant of its own (up there a Double resolves 2 µs,
        // so the count may be one off either way).
        #expect((9...11).contains(fired))
        let timer = MediaTimer(clock: clock, fireDate: clock.now, interval: 1e-300) { _ in fired += 1 }
        clock.schedule(timer)
        let before = timer.fireDate
        timer.fire()
        #expect(timer.fireDate > before)
    }

    @Test func absurdTimes_infiniteTimerIntervalMeansNever() {
        let clock = MediaClock()
        var fired = 0
        let once = clock.scheduledTimer(withTimeInterval: .infinity) { _ in fired += 1 }
        let repeating = clock.scheduledTimer(withTimeInterval: .infinity, repeats: true) { _ in fired += 1 }
        clock.advance(by: 1000)
        clock.advance(by: .infinity)
        #expect(fired == 0)
        #expect(once.isValid && repeating.isValid)
        #expect(!clock.hasPendingWork)
    }

    @Test func absurdTimes_infiniteMinimumPressDurationNeverBegins() {
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = .infinity
        let (scene, view, actions) = sceneWithRecognizer(with: press)
        scene.simulator.longPress(at: CGPoint(x: 10, y: 10), duration: 100)
        #expect(actions.names.isEmpty)
        #expect(view.log == ["began 1", "ended 1"])
    }

    @Test func absurdTimes_infiniteTapIntervalNeverRunsOut() {
        let scene = Scene()
        scene.window.tapInterval = .infinity
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400))
        var counts: [Int] = []
        scene.simulator.tap(at: CGPoint(x: 10, y: 10))
        scene.simulator.advance(by: 1000)
        let finger = scene.simulator.down(at: CGPoint(x: 10, y: 10))
        counts.append(scene.simulator.touch(for: finger)?.tapCount ?? 0)
        scene.simulator.up(finger)
        #expect(counts == [2])
        #expect(view.log.count == 4)
    }

    @Test func absurdTimes_filmstripEveryInfiniteIntervalTakesTheFirstFrameOnly() {
        let scene = Scene()
        scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 800))
        let filmstrip = FilmstripRecorder(window: scene.window, schedule: .every(.infinity))
        scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400), duration: 0.3)
        filmstrip.finish()
        // The first frame at 0, and the one `finish()` takes.
        #expect(filmstrip.frames.map(\.time) == [0, scene.simulator.now])
    }

    // MARK: Defect 5: NaN in helpers

    @Test func nanInHelpers_colorWithANaNComponentDescribesAndDrawsItAsZero() {
        let color = UIColor(red: .nan, green: 1, blue: .infinity, alpha: 1)
        #expect(color.description == "UIColor(#00ffff)")
        #expect(UIColor(white: 1, alpha: .nan).hexString == "#ffffff00")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = UIColor(red: 0.5, green: .nan, blue: 0, alpha: .nan)
        view.layer.borderColor = UIColor(red: .nan, green: .nan, blue: .nan, alpha: 1)
        view.layer.borderWidth = 2
        window.addSubview(view)
        let svg = SVGSnapshot().render(SceneSnapshot(of: window))
        #expect(svg.contains("#000000"))
    }

    @Test(arguments: [TimeInterval.nan, -1, .infinity, -.infinity])
    func nanInHelpers_simulatorDurationsThatAreNotFiniteAndPositiveAreZeroWithADiagnostic(_ duration: TimeInterval) {
        let (scene, view) = Scene.withRecordingView()
        view.isMultipleTouchEnabled = true
        var diagnostics: [TouchDiagnostic.Kind] = []
        scene.window.addDiagnosticObserver { diagnostics.append($0.kind) }
        let point = CGPoint(x: 100, y: 100)
        scene.simulator.longPress(at: point, duration: duration)
        scene.simulator.drag(from: point, to: CGPoint(x: 150, y: 100), duration: duration)
        scene.simulator.flick(from: point, velocity: CGPoint(x: 1000, y: 0), duration: duration)
        scene.simulator.pinch(center: point, from: 50, to: 100, duration: duration)
        scene.simulator.rotate(center: point, by: 1, duration: duration)
        let finger = scene.simulator.down(at: point)
        scene.simulator.move(finger, to: CGPoint(x: 120, y: 100), duration: duration)
        scene.simulator.up(finger)
        #expect(diagnostics == Array(repeating: .invalidArgument, count: 6))
        #expect(scene.window.clock.now == 0)
        #expect(view.log.filter { $0.hasPrefix("began") }.count == 8)
        #expect(view.log.filter { $0.hasPrefix("ended") }.count == 8)
    }

    @Test func nanInHelpers_simulatorCountsAreClampedAndHugeDurationsTakeBoundedSteps() {
        let scene = Scene(width: 1000)
        let view = scene.recordingView(CGRect(x: 0, y: 0, width: 1000, height: 400))
        view.isMultipleTouchEnabled = true
        scene.simulator.tap(at: CGPoint(x: 10, y: 10), taps: -3, fingers: .max)
        #expect(view.log.filter { $0.hasPrefix("began") }.count == scene.simulator.host.maximumSimultaneousTouches)
        #expect(scene.simulator.stepCount(over: 1e300) == TouchSimulator.maximumSteps)
        #expect(scene.simulator.stepCount(over: 0) == 1)
    }

    // MARK: Defect 7: a view collapsed to scale 0

    @Test func scaleZero_aCollapsedViewAndItsSubviewsAreNeverHit() {
        let scene = Scene()
        let back = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), name: "back")
        let popIn = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), name: "popIn")
        let child = scene.recordingView(CGRect(x: 0, y: 0, width: 400, height: 400), in: popIn, name: "child")
        popIn.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(scene.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === back)
        #expect(scene.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        popIn.transform = CGAffineTransform(scaleX: 1, y: 0)
        #expect(scene.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === back)
        popIn.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
        #expect(scene.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === child)
        #expect(scene.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    }

    @Test func scaleZero_convertingIntoACollapsedViewLandsOnItsAnchorPoint() {
        let scene = Scene()
        let popIn = scene.recordingView(CGRect(x: 100, y: 100, width: 200, height: 100))
        popIn.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(popIn.convert(CGPoint(x: 7, y: 300), from: scene.window) == CGPoint(x: 100, y: 50))
        #expect(popIn.convert(CGPoint(x: 0, y: 0), to: scene.window) == CGPoint(x: 200, y: 150))
        #expect(!CGAffineTransform(scaleX: 0, y: 5).isInvertible)
        #expect(CGAffineTransform(scaleX: 0, y: 5).inverted() == CGAffineTransform(scaleX: 0, y: 5))
    }
}
