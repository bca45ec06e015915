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
