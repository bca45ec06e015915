import Testing
@testable import TouchKit
@testable import TouchKitScenarios

/// Table views in the storm scenes (side input stream 4): lying counts, hostile heights, swipe handlers that delete
/// rows or call their completion twice, refresh controls, all under the storm's touches, with every invariant held.
@MainActor
struct ScenarioTableViewTests {
    private func tables(in scenario: TouchScenario) -> [UITableView] {
        var found: [UITableView] = []
        var pending: [UIView] = [scenario.window]
        while let view = pending.popLast() {
            if let table = view as? UITableView { found.append(table) }
            pending.append(contentsOf: view.subviews)
        }
        return found
    }

    @Test func someStormScenesHaveTableViews() {
        let withTables = (0..<30).filter { seed in
            !tables(in: TouchScenario(input: FuzzInput(seed: UInt64(seed)))).isEmpty
        }
        #expect(withTables.count >= 5)
    }

    @Test(arguments: 0..<8)
    func stormsOverTableViewsKeepEveryInvariant(batch: Int) {
        var played = 0
        for seed in (batch * 40)..<(batch * 40 + 40) {
            let scenario = TouchScenario(input: FuzzInput(seed: UInt64(seed)))
            guard !tables(in: scenario).isEmpty else { continue }
            played += 1
            let violations = scenario.run()
            #expect(violations.isEmpty, "seed \(seed): \(violations)")
        }
        #expect(played > 0)
    }

    @Test func tableViewsOfAReleasedStormSceneDeallocateWithTheirCellsAndRecognizers() {
        var checked = 0
        for seed in 0..<60 {
            var references: [WeakReference<AnyObject>] = []
            do {
                let scenario = TouchScenario(input: FuzzInput(seed: UInt64(seed)))
                let found = tables(in: scenario)
                guard !found.isEmpty else { continue }
                _ = scenario.run()
                // Released with a finger held on a table, past the touch delay.
                if let table = found.first(where: { $0.window != nil }) {
                    let finger = scenario.simulator.down(at: table.convert(CGPoint(x: table.bounds.midX, y: table.bounds.midY), to: nil))
                    scenario.simulator.advance(by: 0.3)
                    scenario.simulator.move(finger, to: CGPoint(x: 10, y: 10), duration: 0.1)
                }
                for table in found {
                    references.append(WeakReference(object: table))
                    references += table.visibleCells.map { WeakReference(object: $0) }
                    references += (table.gestureRecognizers ?? []).map { WeakReference(object: $0) }
                    if let refresh = table.refreshControl { references.append(WeakReference(object: refresh)) }
                }
            }
            checked += 1
            #expect(references.allSatisfy { $0.object == nil }, "seed \(seed)")
        }
        #expect(checked > 0)
    }
}
