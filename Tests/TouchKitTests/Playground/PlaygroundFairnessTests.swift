import Foundation
import Testing
@testable import TouchKit
@testable import TouchKitPlayground
import TouchKitScenes

/// Issue 32, fairness between tabs: a tab's work is budgeted in seconds of the server's time, not in messages, so a
/// flood of scene reloads cannot hold the other tabs' frames; and a tab that stops reading keeps no growing state.
/// Driven through the session API with virtual host time and a virtual work clock (each message costs what the test
/// says).
@MainActor
@Suite struct PlaygroundFairnessTests {
    /// The host's time, and a work clock on which each message handled costs `cost` seconds.
    @MainActor
    final class Host {
        var now = 100.0
        var cost = 0.0
        var lines: [String] = []
        /// Seconds of work charged so far.
        private(set) var work = 0.0
        private var started = false

        func session(_ scene: String? = nil, id: Int = 1) -> PlaygroundSession {
            PlaygroundSession(
                id: id, sceneName: scene, now: { [unowned self] in now },
                workClock: { [unowned self] in
                    // Read once as a message starts and once as it ends: the second read is `cost` later.
                    if started { work += cost }
                    started.toggle()
                    return work
                },
                log: { [unowned self] in lines.append($0) })
        }
    }

    /// One tab floods `reset` (each a demo reloaded, here 50 ms of work) for 10 s, one every 10 ms: it gets no more
    /// than its share (20% of the time, plus the 100 ms burst and one reload's overrun), and is told so in a few log
    /// lines; another tab's samples all apply.
    @Test func aFloodOfResetsIsHeldToTheTabsShareOfTheServersTime() {
        let host = Host()
        let flooding = host.session("overlay", id: 1)
        let other = host.session("overlay", id: 2)
        let resetCost = 0.05
        let budget = PlaygroundWorkBudget()
        var resets = 0
        var seq = 0
        for step in 0..<1000 {
            let before = flooding.dropped
            host.cost = resetCost
            flooding.receive(#"{"type":"reset"}"#)
            if flooding.dropped == before { resets += 1 }
            if step % 10 == 0 {
                seq += 1
                host.cost = 0.001
                other.receive(PlaygroundSessionTests.pointers(seq, t: Double(seq) * 100, [(1, seq == 1 ? "began" : "moved", 80, 500)]))
            }
            host.now += 0.01
        }
        let work = Double(resets) * resetCost
        #expect(work <= budget.burst + budget.share * 10 + resetCost)
        #expect(work >= budget.share * 10 - resetCost)
        #expect(other.dropped == 0)
        #expect(other.applied == seq)
        #expect(host.lines.filter { $0.contains("over its work budget") }.count <= 11)
    }

    /// A message costing more than the balance runs, and its debt is repaid before the tab is heard again: a 400 ms
    /// reload leaves the tab silent for 1.5 s (the debt of 300 ms at 20%).
    @Test func anExpensiveMessageIsChargedItsCostAndTheDebtRepaidFirst() {
        let host = Host()
        let session = host.session("overlay")
        host.cost = 0.4
        session.receive(#"{"type":"reset"}"#)
        #expect(session.dropped == 0)
        #expect(abs(session.workBudget.balance - -0.3) < 1e-9)
        host.cost = 0
        host.now += 1.4
        session.receive(#"{"type":"speed","rate":0.5}"#)
        #expect(session.dropped == 1)
        host.now += 0.2
        session.receive(#"{"type":"speed","rate":0.5}"#)
        #expect(session.dropped == 1)
        #expect(session.rate == 0.5)
    }

    /// A tab that never reads (no frame goes out, so `tick` never runs) keeps bounded lists whatever it sends.
    @Test func aTabThatNeverReadsKeepsNoGrowingState() {
        let host = Host()
        let session = host.session("overlay")
        var seq = 0
        for index in 0..<10_000 {
            seq += 1
            let phase = index % 2 == 0 ? "began" : "ended"
            session.receive(PlaygroundSessionTests.pointers(seq, t: Double(seq) * 2, [(1, phase, 80, 500)]))
            host.now += 0.002
        }
        #expect(session.applied == 10_000)
        #expect(session.pendingArrivals.count == PlaygroundSession.pendingArrivalLimit)
        #expect(session.traceLines.count <= PlaygroundSession.pendingLineLimit)
        #expect(session.saidLines.count <= PlaygroundSession.pendingLineLimit)
        // Once a frame goes out, the lists empty as before.
        _ = session.tick()
        #expect(session.pendingArrivals.isEmpty)
    }
}
