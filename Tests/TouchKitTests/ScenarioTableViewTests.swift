import Testing
@testable import TouchKit

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
}
