import Foundation
import Testing
@testable import TouchKit
import TouchKitEvdev
@testable import TouchKitPlayground
import TouchKitScenes

/// Recording a tab's touches as a trace (issue 36, item 4): the page starts and stops it, the next frame carries the
/// trace, and `touchkit replay`'s reader reads it back to the same gestures.
@MainActor
@Suite struct PlaygroundRecordingTests {
    typealias Host = PlaygroundSessionTests.Host

    /// A double tap on the photo, recorded, the trace taken from the frame that carries it.
    static func recordDoubleTap(_ host: Host, _ session: PlaygroundSession) throws -> [String: Any] {
        session.receive(#"{"type":"record","on":true}"#)
        var t = 1000.0
        for (seq, phase) in ["began", "ended", "began", "ended"].enumerated() {
            session.receive(PlaygroundSessionTests.pointers(seq + 1, t: t, [(1, phase, 200, 300)]))
            t += 60
            host.now += 0.06
            _ = session.tick()
        }
        session.receive(PlaygroundIndirectInputTests.mouse(5, t: t, 10, 10))
        session.receive(#"{"type":"record","on":false}"#)
        let frame = try PlaygroundSessionTests.frame(session.tick())
        return try #require(frame["download"] as? [String: Any])
    }

    @Test func aRecordedDoubleTapReplaysIntoTheSameSceneAsADoubleTap() throws {
        let host = Host()
        let session = host.session("photo")
        let download = try Self.recordDoubleTap(host, session)
        #expect(download["name"] as? String == "photo-tab1.jsonl")
        #expect(download["events"] as? Int == 4)
        let text = try #require(download["text"] as? String)
        #expect(text.contains("# 1 mouse, wheel and pen messages not recorded"))
        let trace = try TouchTrace(jsonLines: text)
        #expect(trace.device.source == "playground" && trace.device.width == Double(session.window.bounds.width))
        #expect(trace.events.map { $0.touches[0].phase } == ["began", "ended", "began", "ended"])
        #expect(abs(trace.events[3].t - 0.18) < 1e-6)
        // Played into a fresh photo scene, the trace is a double tap again.
        let replay = host.session("photo", id: 2)
        // Actions, not states: the single tap's state reaches .ended on the first lift while it waits for the double
        // tap to fail (docs/UIKitFacts.md, "Failure requirements"), but its action is held and then dropped.
        var fired: [String] = []
        _ = replay.window.addTraceObserver { event in
            if case .action = event.kind, let name = event.recognizer { fired.append(name) }
        }
        // Each event at its time, the clock moved there first, as the live session did.
        for samples in trace.samples(startTime: replay.window.clock.now) {
            replay.window.clock.advance(to: samples[0].timestamp)
            replay.host.send(samples)
        }
        replay.window.clock.advance(by: 1)
        #expect(fired == ["doubleTap"], "\(text)")
    }

    @Test func theFrameAfterTheStartSaysARecordingIsUnderWayAndCountsIt() throws {
        let host = Host()
        let session = host.session("overlay")
        _ = session.tick()
        session.receive(#"{"type":"record","on":true}"#)
        #expect(try PlaygroundSessionTests.frame(session.tick())["recording"] as? Int == 0)
        session.receive(PlaygroundSessionTests.pointers(1, t: 10, [(1, "began", 80, 500)]))
        host.now += 0.02
        #expect(try PlaygroundSessionTests.frame(session.tick())["recording"] as? Int == 1)
        // Changing the scene stops it: the trace is of one scene.
        session.receive(#"{"type":"scene","name":"photo"}"#)
        let frame = try PlaygroundSessionTests.frame(session.tick())
        #expect(frame["recording"] == nil)
        #expect((frame["download"] as? [String: Any])?["events"] as? Int == 1)
        #expect(session.recorder == nil)
    }

    @Test func aRecordingKeepsAtMostItsLimitAndSaysHowManyItLeftOut() throws {
        var recorder = PlaygroundTraceRecorder(scene: "overlay", tab: 1, size: CGSize(width: 390, height: 844), startTime: 0)
        let sample = TouchSample(id: 1, phase: .moved, location: CGPoint(x: 1, y: 2), timestamp: 0.5)
        for _ in 0..<(PlaygroundTraceRecorder.maximumEvents + 5) { recorder.record([sample]) }
        #expect(recorder.count == PlaygroundTraceRecorder.maximumEvents)
        #expect(recorder.jsonLines.contains("# 5 events past the first \(PlaygroundTraceRecorder.maximumEvents) not recorded"))
        #expect(try TouchTrace(jsonLines: recorder.jsonLines).events.count == PlaygroundTraceRecorder.maximumEvents)
    }
}
