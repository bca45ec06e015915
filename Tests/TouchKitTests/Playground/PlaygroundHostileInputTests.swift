import Foundation
import Testing
@testable import TouchKit
@testable import TouchKitPlayground
import TouchKitScenes

/// Issue 32: what a hostile or broken page sends to `touchkit-play` has a defined result; none of it stops the
/// process. Driven through the session API with virtual host time, as ``PlaygroundSessionTests``.
@MainActor
@Suite struct PlaygroundHostileInputTests {
    typealias Host = PlaygroundSessionTests.Host

    /// The independent run's crash: a finite, non-negative `t` of 1e19 ms trapped in a log line that converted the
    /// distance into the future to `Int` ("Double value cannot be converted to Int because the result would be
    /// greater than Int.max") before the log limiter ran. The sample is clamped to its arrival and logged.
    @Test func aTimestampOf1e19MillisecondsIsClampedNotACrash() {
        let host = Host()
        let session = host.session("overlay")
        session.receive(PlaygroundSessionTests.pointers(1, t: 0, [(1, "began", 100, 100)]))
        host.now += 0.01
        session.receive(PlaygroundSessionTests.pointers(2, t: 1e19, [(1, "moved", 110, 100)]))
        #expect(session.applied == 2)
        #expect(host.lines.contains { $0.contains("pointers 2: timestamp 1e+16 s in the future, clamped") })
        host.now += 0.01
        session.receive(PlaygroundSessionTests.pointers(3, t: 1.7e308, [(1, "ended", 110, 100)]))
        #expect(session.applied == 3)
        #expect(session.state().fingersDown == 0)
        _ = session.tick()
    }

    /// Past the log limit a line is not even built: a flood of far-future timestamps costs a count.
    @Test func linesOverTheLogLimitAreCountedNotBuilt() {
        let host = Host()
        let session = host.session("overlay")
        session.receive(PlaygroundSessionTests.pointers(1, t: 0, [(1, "began", 100, 100)]))
        for seq in 2...100 {
            session.receive(PlaygroundSessionTests.pointers(seq, t: 1e300, [(1, "moved", 100, 100)]))
        }
        #expect(host.lines.count == PlaygroundSession.logLinesPerSecond)
        host.now += 1
        session.receive(PlaygroundSessionTests.pointers(101, t: 1e300, [(1, "ended", 100, 100)]))
        #expect(host.lines.contains { $0.hasSuffix("more log lines suppressed") })
    }

    /// The one total conversion the edges use: NaN, infinities and out-of-range values have a defined result.
    @Test func theClampingConversionIsTotal() {
        #expect(Int(clamping: Double.nan) == 0)
        #expect(Int(clamping: Double.infinity) == .max)
        #expect(Int(clamping: -Double.infinity) == .min)
        #expect(Int(clamping: 1e19) == .max)
        #expect(Int(clamping: Double(Int.max)) == .max)
        #expect(Int32(clamping: -3e9) == .min)
        #expect(UInt16(clamping: -1.0) == 0)
        #expect(UInt64(clamping: 2.9) == 2)
        #expect(Int(clamping: -2.9) == -2)
    }
}
