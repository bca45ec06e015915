import Testing
import TouchKit

/// A display link's target, as UIKit code writes one: it counts its frames.
@MainActor
private final class Renderer {
    var frames: [TimeInterval] = []
    var steps = 0
    func step(_ link: CADisplayLink) { frames.append(link.timestamp) }
    func tick() { steps += 1 }
}

@MainActor
@Suite struct DisplayLinkTargetTests {
    @Test func aTargetSelectorLinkOnTheMainRunLoopRunsOnTheCurrentClock() {
        let clock = MediaClock()
        let renderer = Renderer()
        let link = CADisplayLink(target: renderer, selector: Renderer.step)
        link.add(to: .main, forMode: .common)
        clock.advance(by: 0.05)
        #expect(renderer.frames.count == 3)
        #expect(abs(renderer.frames[0] - 1.0 / 60) < 1e-9)
        link.invalidate()
        clock.advance(by: 0.05)
        #expect(renderer.frames.count == 3)
    }

    @Test func aSelectorValueAndAParameterlessMethodWorkToo() {
        let clock = MediaClock()
        let renderer = Renderer()
        let byValue = CADisplayLink(target: renderer as Any, selector: Selector(Renderer.step))
        let parameterless = CADisplayLink(target: renderer, selector: Renderer.tick)
        byValue.add(to: .main, forMode: .default)
        parameterless.add(to: .main, forMode: .default)
        clock.advance(by: 0.1)
        #expect(renderer.frames.count == 6 && renderer.steps == 6)
        byValue.invalidate()
        parameterless.invalidate()
    }

    @Test func theLinkRetainsItsTargetUntilInvalidated() {
        _ = MediaClock()
        var renderer: Renderer? = Renderer()
        weak let watched = renderer
        let link = CADisplayLink(target: renderer!, selector: Renderer.step)
        renderer = nil
        #expect(watched != nil)
        link.invalidate()
        #expect(watched == nil)
    }

    @Test func removingTheLastModeStopsTheLinkAndAddingRestartsIt() {
        let clock = MediaClock()
        let renderer = Renderer()
        let link = CADisplayLink(target: renderer, selector: Renderer.step)
        link.add(to: .main, forMode: .default)
        link.add(to: .main, forMode: .common)
        link.remove(from: .main, forMode: .default)
        clock.advance(by: 0.05)
        #expect(renderer.frames.count == 3)
        link.remove(from: .main, forMode: .common)
        clock.advance(by: 0.05)
        #expect(renderer.frames.count == 3)
        link.add(to: .main, forMode: .common)
        clock.advance(by: 0.05)
        #expect(renderer.frames.count == 6)
        link.invalidate()
        link.add(to: .main, forMode: .common)
        clock.advance(by: 0.05)
        #expect(renderer.frames.count == 6)
    }

    @Test(arguments: [
        (CAFrameRateRange(minimum: 30, maximum: 60, preferred: 30), 30),
        (CAFrameRateRange(minimum: 10, maximum: 20), 20),
        (CAFrameRateRange(minimum: 45, maximum: 60, preferred: 48), 60),
        (CAFrameRateRange(minimum: 80, maximum: 240, preferred: 240), 120),
        (CAFrameRateRange.default, 120),
    ])
    func preferredFrameRateRangeSetsTheRate(range: CAFrameRateRange, expected: Int) {
        let clock = MediaClock()
        clock.maximumFramesPerSecond = 120
        var frames = 0
        let link = CADisplayLink { _ in frames += 1 }
        link.preferredFrameRateRange = range
        link.add(to: clock)
        clock.advance(by: 1)
        #expect(frames == expected)
        #expect(link.preferredFrameRateRange == range)
        link.invalidate()
    }

    @Test func aRangeOtherThanTheDefaultWinsOverPreferredFramesPerSecond() {
        let clock = MediaClock()
        var frames = 0
        let link = CADisplayLink { _ in frames += 1 }
        link.preferredFramesPerSecond = 20
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
        link.add(to: clock)
        clock.advance(by: 1)
        #expect(frames == 30)
        link.preferredFrameRateRange = .default
        clock.advance(by: 1)
        #expect(frames == 50)
        link.invalidate()
    }
}
