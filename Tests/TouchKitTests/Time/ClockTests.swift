import Testing
@testable import TouchKit

@MainActor
@Suite struct ClockTests {
    @Test func timersFireInOrderWhenTimeJumpsOverSeveralIntervals() {
        let clock = MediaClock()
        var fired: [String] = []
        clock.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in fired.append("repeat@\(clock.now)") }
        clock.scheduledTimer(withTimeInterval: 0.6) { _ in fired.append("once@\(clock.now)") }
        clock.advance(by: 1)
        #expect(fired == ["repeat@0.25", "repeat@0.5", "once@0.6", "repeat@0.75", "repeat@1.0"])
        #expect(clock.now == 1)
    }

    @Test func timerScheduledForThePastFromACallbackFiresBeforeTimeMovesOn() {
        let clock = MediaClock()
        var fired: [String] = []
        clock.scheduledTimer(withTimeInterval: 0.1) { _ in
            fired.append("first@\(clock.now)")
            clock.scheduledTimer(withTimeInterval: 0) { _ in fired.append("nested@\(clock.now)") }
        }
        clock.scheduledTimer(withTimeInterval: 0.2) { _ in fired.append("second@\(clock.now)") }
        clock.advance(by: 0.5)
        #expect(fired == ["first@0.1", "nested@0.1", "second@0.2"])
    }

    @Test func invalidatedTimersNeverFire() {
        let clock = MediaClock()
        var count = 0
        let timer = clock.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
            count += 1
            if count == 2 { timer.invalidate() }
        }
        clock.advance(by: 1)
        #expect(count == 2)
        #expect(!timer.isValid)
    }

    /// A re-armable timer (a recognizer's timeout), made and scheduled as the engine does.
    private func rearmableTimer(on clock: MediaClock, at date: TimeInterval, _ block: @escaping @MainActor () -> Void)
        -> MediaTimer {
        let timer = MediaTimer(clock: clock, fireDate: date, interval: 0, isRearmable: true) { _ in block() }
        clock.schedule(timer)
        return timer
    }

    @Test func aRearmedTimeoutFiresAfterTimersScheduledBeforeItAtTheSameInstant() {
        let clock = MediaClock()
        var fired: [String] = []
        let timeout = rearmableTimer(on: clock, at: 1) { fired.append("timeout@\(clock.now)") }
        clock.scheduledTimer(withTimeInterval: 1) { _ in fired.append("app@\(clock.now)") }
        // Stopped and armed again for the same instant: it now comes after the app's timer, as a new timer would.
        timeout.disarm()
        timeout.arm(at: 1, on: clock)
        clock.advance(by: 2)
        #expect(fired == ["app@1.0", "timeout@1.0"])
        // Fired, it keeps its place and is armed again without being scheduled anew.
        timeout.arm(at: 2.5, on: clock)
        clock.advance(by: 1)
        #expect(fired == ["app@1.0", "timeout@1.0", "timeout@2.5"])
    }

    @Test func disarmedTimeoutsNeitherFireNorCountAsPendingWorkAndFireOnceArmedAgainAfterTheClockDroppedThem() {
        let clock = MediaClock()
        var fired: [Int] = []
        let timeouts = (0..<20).map { index in rearmableTimer(on: clock, at: 1) { fired.append(index) } }
        for timeout in timeouts { timeout.disarm() }
        #expect(!clock.hasPendingWork)
        // New timers make the list long enough for the clock to drop the disarmed ones.
        for index in 20..<40 { clock.scheduledTimer(withTimeInterval: 2) { _ in fired.append(index) } }
        clock.advance(by: 1)
        #expect(fired.isEmpty)
        for timeout in timeouts.prefix(3) { timeout.arm(at: 2, on: clock) }
        clock.advance(by: 1)
        #expect(fired == Array(20..<40) + [0, 1, 2])
        #expect(!clock.hasPendingWork)
    }

    @Test func aDisarmedTimeoutOutlivingItsClockIsArmedOnTheNextOneAndAnInvalidatedOneNeverFires() {
        var fired: [String] = []
        var oldClock: MediaClock? = MediaClock()
        let timeout = rearmableTimer(on: oldClock!, at: 1) { fired.append("timeout") }
        let invalidated = rearmableTimer(on: oldClock!, at: 1) { fired.append("invalidated") }
        timeout.disarm()
        invalidated.disarm()
        invalidated.invalidate()
        // Made first: the newest clock is `MediaClock.current`, which holds it, so the old one can go.
        let clock = MediaClock()
        oldClock = nil
        #expect(timeout.clock == nil)
        timeout.arm(at: 0.5, on: clock)
        clock.advance(by: 1)
        #expect(fired == ["timeout"])
        #expect(invalidated.clock == nil && !invalidated.isValid)
    }

    @Test(arguments: [(60, 0, 60), (60, 30, 30), (120, 0, 120), (120, 60, 60)])
    func displayLinkFiresAtTheRequestedRate(clockRate: Int, preferred: Int, expected: Int) {
        let clock = MediaClock()
        clock.maximumFramesPerSecond = clockRate
        var frames: [TimeInterval] = []
        let link = CADisplayLink { link in frames.append(link.timestamp) }
        link.preferredFramesPerSecond = preferred
        link.add(to: clock)
        clock.advance(by: 1)
        #expect(frames.count == expected)
        #expect(approximately(link.targetTimestamp - link.timestamp, 1 / Double(expected), within: 1e-9))
        link.isPaused = true
        clock.advance(by: 1)
        #expect(frames.count == expected)
        link.invalidate()
    }

    @Test func framesAndTimersInterleaveByTime() {
        let clock = MediaClock()
        var order: [String] = []
        let link = CADisplayLink { _ in order.append("frame") }
        link.add(to: clock)
        clock.scheduledTimer(withTimeInterval: 0.02) { _ in order.append("timer") }
        clock.advance(by: 0.04)
        #expect(order == ["frame", "timer", "frame"])
        link.invalidate()
    }

    @Test func eachWindowHasItsOwnClock() {
        let a = UIWindow(frame: .zero), b = UIWindow(frame: .zero)
        a.clock.advance(by: 5)
        #expect(b.clock.now == 0)
        #expect(CACurrentMediaTime() == 5)
    }
}
