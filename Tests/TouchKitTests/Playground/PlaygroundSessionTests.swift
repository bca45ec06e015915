import Foundation
import Testing
@testable import TouchKit
@testable import TouchKitPlayground
import TouchKitScenes

/// `touchkit-play`'s message handling, driven directly (no network) with virtual host time: every message a tab can
/// send, good and bad, and what it does to that tab and the others.
@MainActor
@Suite struct PlaygroundSessionTests {
    /// The host's time for a session, moved by hand, and the log lines it wrote.
    @MainActor
    final class Host {
        var now = 100.0
        var lines: [String] = []

        func session(_ scene: String? = nil, id: Int = 1) -> PlaygroundSession {
            PlaygroundSession(id: id, sceneName: scene, now: { [unowned self] in now }, log: { [unowned self] in lines.append($0) })
        }
    }

    /// A pointer message: `(id, phase, x, y)` samples at page time `t` milliseconds.
    static func pointers(_ seq: Int, t: Double, _ points: [(Int, String, Double, Double)]) -> String {
        let list = points.map { #"{"id":\#($0.0),"phase":"\#($0.1)","x":\#($0.2),"y":\#($0.3)}"# }
        return #"{"type":"pointers","seq":\#(seq),"t":\#(t),"points":[\#(list.joined(separator: ","))]}"#
    }

    static func frame(_ text: String?) throws -> [String: Any] {
        let data = try #require(text?.data(using: .utf8))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aTapIsDeliveredAndTheNextFrameShowsItAndAcknowledgesIt() throws {
        let host = Host()
        let session = host.session("overlay")
        _ = session.tick()
        session.receive(Self.pointers(1, t: 5000, [(1, "began", 80, 500)]))
        host.now += 0.05
        session.receive(Self.pointers(2, t: 5050, [(1, "ended", 80, 500)]))
        let frame = try Self.frame(session.tick())
        #expect(frame["ack"] as? Int == 2)
        let said = try #require(frame["said"] as? [String])
        #expect(said.contains("dot1 touchesBegan ×1"))
        #expect(said.contains("dot1 touchesEnded ×1"))
        #expect(session.applied == 2 && session.dropped == 0)
        // Nothing changed since: no frame.
        host.now += 0.02
        #expect(session.tick() == nil)
    }

    @Test func aDoubleTapOnThePhotoWinsAndTheExplanationSaysSo() throws {
        let host = Host()
        let session = host.session("photo")
        var t = 1000.0
        var seq = 0
        func send(_ phase: String) {
            seq += 1
            session.receive(Self.pointers(seq, t: t, [(1, phase, 200, 300)]))
            t += 60
            host.now += 0.06
            _ = session.tick()
        }
        for phase in ["began", "ended", "began", "ended"] { send(phase) }
        host.now += 0.5
        _ = session.tick()
        let explanation = try #require(session.explanation)
        #expect(explanation.won == ["doubleTap"])
        #expect(explanation.saw.contains("doubleTap"))
        #expect(explanation.hit == ["photo"])
        #expect(explanation.summary.contains("won by doubleTap"))
    }

    @Test func malformedMessagesAreDroppedWithALogLineAndTheTabGoesOn() {
        let host = Host()
        let session = host.session("overlay")
        for text in [
            "{", "null", "[]", #"{"type":7}"#, #"{"type":"teleport"}"#, #"{"type":"pointers","seq":1}"#,
            #"{"type":"pointers","seq":1,"t":1,"points":[]}"#,
            #"{"type":"pointers","seq":1,"t":1,"points":[{"id":1,"phase":"hover","x":1,"y":1}]}"#,
            #"{"type":"pointers","seq":1,"t":1e999,"points":[{"id":1,"phase":"began","x":1,"y":1}]}"#,
            #"{"type":"speed","rate":50}"#, #"{"type":"scene"}"#, String(repeating: "x", count: 10_000),
        ] {
            session.receive(text)
        }
        #expect(session.dropped == 12)
        #expect(host.lines.count == 12)
        #expect(host.lines.allSatisfy { $0.hasPrefix("tab 1: dropped: ") })
        session.receive(Self.pointers(1, t: 10, [(1, "began", 80, 500)]))
        #expect(session.applied == 1)
        #expect(session.state().fingersDown == 1)
    }

    @Test func anUnknownSceneIsDroppedAndTheSceneStays() {
        let host = Host()
        let session = host.session("drawer")
        session.receive(#"{"type":"scene","name":"../../etc/passwd"}"#)
        #expect(session.sceneName == "drawer")
        #expect(host.lines == ["tab 1: dropped: no scene '../../etc/passwd'"])
        session.receive(#"{"type":"scene","name":"photo"}"#)
        #expect(session.sceneName == "photo")
    }

    @Test func everySceneInTheCatalogLoadsAndDraws() throws {
        let host = Host()
        for demo in DemoCatalog.all {
            let session = host.session(demo.name)
            #expect(session.sceneName == demo.name)
            let frame = try Self.frame(session.tick())
            #expect((frame["root"] as? [String: Any])?["subviews"] as? [Any] != nil)
        }
        #expect(host.lines.isEmpty)
    }

    /// A label's text reaches the page (the scenes' "Try: ..." hints among them), so the browser draws what the SVG
    /// pictures draw.
    @Test func everySceneSendsItsLabelsTextToThePage() throws {
        func texts(_ view: [String: Any]) -> [String] {
            let own = ((view["text"] as? [String: Any])?["lines"] as? [String]) ?? []
            return own + ((view["subviews"] as? [[String: Any]]) ?? []).flatMap(texts)
        }
        let host = Host()
        for demo in DemoCatalog.all {
            let frame = try Self.frame(host.session(demo.name).tick())
            let lines = texts(try #require(frame["root"] as? [String: Any]))
            #expect(lines.contains { $0.hasPrefix("Try:") }, "\(demo.name) sends no hint")
        }
    }

    /// Real fingers reach a scene after its script returned: every demo keeps what its views call back into alive
    /// (``DemoOutput/keepAlive(_:)``), so taps, holds, drags and swipes all over every scene run its app code without a
    /// crash, and every finger ends.
    @Test func everySceneTakesTapsHoldsAndDragsAfterItsScriptReturned() throws {
        let host = Host()
        for demo in DemoCatalog.all {
            let session = host.session(demo.name)
            let size = session.window.bounds.size
            var t = 1000.0
            var seq = 0
            func send(_ phase: String, _ x: Double, _ y: Double, wait: Double = 0.05) {
                seq += 1
                session.receive(Self.pointers(seq, t: t, [(1, phase, x, y)]))
                t += wait * 1000
                host.now += wait
                _ = session.tick()
            }
            for row in 1...4 {
                for column in 1...3 {
                    let x = Double(size.width) * Double(column) / 4, y = Double(size.height) * Double(row) / 5
                    send("began", x, y)
                    send("ended", x, y, wait: 0.4)                      // a tap
                    send("began", x, y, wait: 1.2)                      // a hold, then a drag up and across
                    for step in 1...6 { send("moved", x - Double(step) * 12, y - Double(step) * 20) }
                    send("ended", x - 72, y - 120, wait: 2)
                    send("began", x, y)                                 // a swipe to the left (swipe actions)
                    for step in 1...6 { send("moved", x - Double(step) * 30, y, wait: 0.016) }
                    send("ended", x - 180, y, wait: 0.5)
                    send("began", x - 60, y)                            // a tap where the actions opened
                    send("ended", x - 60, y, wait: 1)
                }
            }
            #expect(session.state().fingersDown == 0, "\(demo.name)")
        }
    }

    @Test func eventsForFingersThatNeverBeganAreDroppedByTheHostWithALogLine() {
        let host = Host()
        let session = host.session("overlay")
        session.receive(Self.pointers(1, t: 10, [(7, "moved", 80, 500)]))
        session.receive(Self.pointers(2, t: 20, [(7, "ended", 80, 500)]))
        #expect(host.lines.count == 2)
        #expect(host.lines.allSatisfy { $0.contains("finger 7") && $0.contains("not down") })
        #expect(session.state().fingersDown == 0)
    }

    @Test func aTimestampFromTheFutureIsClampedToItsArrival() {
        let host = Host()
        let session = host.session("overlay")
        let start = session.window.clock.now
        session.receive(Self.pointers(1, t: 1000, [(1, "began", 80, 500)]))
        session.receive(Self.pointers(2, t: 1e15, [(1, "moved", 90, 500)]))
        #expect(host.lines.count == 1)
        #expect(host.lines.first?.contains("in the future, clamped") == true)
        #expect(session.window.clock.now == start)
        // The next sample, on time, is not held back by the one from the future.
        host.now += 0.1
        session.receive(Self.pointers(3, t: 1100, [(1, "ended", 90, 500)]))
        #expect(abs(session.window.clock.now - (start + 0.1)) < 1e-9)
        #expect(session.state().fingersDown == 0)
    }

    @Test func aFloodOfTenThousandMessagesIsCutToTheRateLimitInAFewLogLines() {
        let host = Host()
        let session = host.session("overlay")
        let message = Self.pointers(1, t: 10, [(1, "moved", 80, 500)])
        for _ in 0..<10_000 { session.receive(message) }
        // The first is applied (and dropped by the host: finger 1 is not down), the rest are repeats (out of order) or
        // over the rate limit.
        #expect(session.applied == 1)
        #expect(session.dropped == 9_999)
        #expect(host.lines.count <= PlaygroundSession.logLinesPerSecond + 1)
        #expect(host.lines.contains { $0.contains("messages/s") && $0.contains("dropped") })
        // A second later the tab is heard again.
        host.now += 1
        session.receive(Self.pointers(2, t: 1010, [(1, "began", 80, 500)]))
        #expect(session.applied == 2)
        #expect(session.state().fingersDown == 1)
    }

    @Test func aTabClosedMidGestureCancelsItsTouchesWithALogLine() {
        let host = Host()
        let session = host.session("overlay")
        var received: [String] = []
        _ = session.window.addTraceObserver { event in
            if case .viewReceived(let phase) = event.kind { received.append("\(event.view ?? "?") \(phase)") }
        }
        session.receive(Self.pointers(1, t: 10, [(1, "began", 80, 500), (2, "began", 300, 450)]))
        session.close()
        #expect(received == ["dot1 began", "dot3 began", "dot1 cancelled", "dot3 cancelled"])
        #expect(host.lines == ["tab 1: closed with 2 fingers down: touches cancelled"])
        #expect(session.window.touchEvent.orderedTouches.isEmpty)
    }

    @Test func aBadTabLeavesAnotherTabUntouched() throws {
        let host = Host()
        let bad = host.session("overlay", id: 1)
        let good = host.session("overlay", id: 2)
        bad.receive(Self.pointers(1, t: 10, [(1, "began", 80, 500)]))
        for index in 0..<10_000 { bad.receive(index.isMultiple(of: 2) ? "{{{" : Self.pointers(2, t: 1e12, [(9, "moved", 0, 0)])) }
        for seq in 1...60 {
            good.receive(Self.pointers(seq, t: 10 + Double(seq) * 8, [(1, seq == 1 ? "began" : seq == 60 ? "ended" : "moved", 80, 500 + Double(seq))]))
            host.now += 0.008
        }
        #expect(good.applied == 60 && good.dropped == 0 && good.missing == 0 && good.outOfOrder == 0)
        #expect(!host.lines.contains { $0.hasPrefix("tab 2") })
        let frame = try Self.frame(good.tick())
        #expect(frame["ack"] as? Int == 60)
        #expect(bad.state().fingersDown == 1)
    }

    @Test func messagesOutOfOrderAreDroppedAndGapsCounted() {
        let host = Host()
        let session = host.session("overlay")
        session.receive(Self.pointers(1, t: 10, [(1, "began", 80, 500)]))
        session.receive(Self.pointers(4, t: 20, [(1, "moved", 80, 510)]))
        session.receive(Self.pointers(3, t: 15, [(1, "moved", 80, 505)]))
        #expect(session.applied == 2)
        #expect(session.missing == 2)
        #expect(session.outOfOrder == 1)
        #expect(session.lastSeq == 4)
    }

    @Test func slowMotionRunsTheClockAtAQuarterOfRealTime() {
        let host = Host()
        let session = host.session("overlay")
        let start = session.window.clock.now
        session.receive(#"{"type":"speed","rate":0.25}"#)
        host.now += 2
        _ = session.tick()
        #expect(abs(session.window.clock.now - (start + 0.5)) < 1e-9)
        session.receive(#"{"type":"speed","rate":1}"#)
        host.now += 1
        _ = session.tick()
        #expect(abs(session.window.clock.now - (start + 1.5)) < 1e-9)
    }

    @Test func resetLoadsTheSceneAgainAndCancelsFingersDown() {
        let host = Host()
        let session = host.session("overlay")
        let first = session.window
        session.receive(Self.pointers(1, t: 10, [(1, "began", 80, 500)]))
        session.receive(#"{"type":"reset"}"#)
        #expect(session.window !== first)
        #expect(first.touchEvent.orderedTouches.isEmpty)
        #expect(session.state().fingersDown == 0)
    }

    @Test func aSceneReloadedWhileItsScrollViewDeceleratesGoesAway() {
        let host = Host()
        let session = host.session("drawer")
        var seq = 0
        func send(_ phase: String, _ y: Double) {
            seq += 1
            session.receive(Self.pointers(seq, t: 1000 + Double(seq) * 8, [(1, phase, 200, y)]))
            host.now += 0.008
            _ = session.tick()
        }
        send("began", 700)
        for step in 1...8 { send("moved", 700 - Double(step) * 20) }
        send("ended", 540)
        host.now += 0.05
        _ = session.tick()
        weak let old = session.window
        session.receive(#"{"type":"reset"}"#)
        for _ in 0..<60 {
            host.now += 0.016
            _ = session.tick()
        }
        session.receive(#"{"type":"reset"}"#)
        for _ in 0..<60 {
            host.now += 0.016
            _ = session.tick()
            _ = session.state()
        }
        #expect(old == nil)
    }

    @Test func theDemosObjectsOutliveTheirScriptSoTheSceneKeepsResponding() throws {
        let host = Host()
        let session = host.session("drawer")
        let dot = try #require(session.state().views.first { $0.name == "dot2" })
        session.receive(Self.pointers(1, t: 10, [(1, "began", dot.x + dot.width / 2, dot.y + dot.height / 2)]))
        host.now += 0.3
        let frame = try Self.frame(session.tick())
        #expect((frame["said"] as? [String])?.contains("dot2 touchesBegan: highlighted") == true)
    }

    @Test func theRateLimitPassesABurstThenTheSteadyRate() {
        var limit = MessageRateLimit(rate: 10, burst: 5)
        var lines: [String] = []
        let first = (0..<8).filter { _ in limit.admit(at: 0, log: { lines.append($0) }) }.count
        #expect(first == 5)
        #expect(lines.count == 1)
        let refilled = limit.admit(at: 0.1, log: { lines.append($0) })
        let again = limit.admit(at: 0.1, log: { lines.append($0) })
        #expect(refilled && !again)
        #expect(lines.count == 1)
    }

    @Test func latencyQuantilesAreNearestRank() {
        #expect(LatencyRecorder.quantile(0.5, of: [3, 1, 2]) == 2)
        #expect(LatencyRecorder.quantile(0.99, of: (1...100).map(Double.init)) == 99)
        #expect(LatencyRecorder.quantile(0.5, of: []) == nil)
    }
}
