import Testing
@testable import TouchKit

/// The settle order's sort past 32 candidates (Gestures/GestureArena+SettleOrder.swift): the hand-written merge sort
/// of settle keys orders as a stable sort by descending key does, whatever the input order and length.
@MainActor
@Suite struct SettleOrderTests {
    typealias Entry = GestureArena.SettleEntry

    /// Sorts `keys` (positions in order) with the arena's merge sort, and returns the (key, position) pairs.
    private func mergeSorted(_ keys: [Int]) -> [(key: Int, position: Int)] {
        var entries = PlainValueBuffer<Entry>()
        var scratch = PlainValueBuffer<Entry>()
        defer {
            entries.deallocate()
            scratch.deallocate()
        }
        for (position, key) in keys.enumerated() { entries.append(Entry(key: key, position: position)) }
        GestureArena.mergeSort(&entries, scratch: &scratch)
        return (0..<entries.count).map { (entries[$0].key, entries[$0].position) }
    }

    /// What the sort must give: descending keys, equal keys in their first order.
    private func expected(_ keys: [Int]) -> [(key: Int, position: Int)] {
        keys.enumerated().map { ($0.element, $0.offset) }
            .sorted { $0.0 != $1.0 ? $0.0 > $1.0 : $0.1 < $1.1 }
    }

    @Test(arguments: [0, 1, 2, 7, 8, 9, 16, 33, 34, 100, 257])
    func ordersAsAStableDescendingSort(count: Int) {
        // Scrambled by a multiplicative hash: the same inputs on every run.
        let scrambled = (0..<count).map { ($0 &* 2_654_435_761 &+ count) % 1_000_003 }
        let orders: [[Int]] = [
            scrambled.map { $0 % 5 },  // many equal keys
            scrambled,
            Array(0..<count),  // ascending: the reverse of the order wanted
            Array((0..<count).reversed()),  // already in order
            // The usual order on a lift: deeper views first, each view's recognizers in the order added.
            (0..<count).map { (10 - $0 / 4) << 32 | $0 % 4 },
        ]
        for keys in orders {
            let sorted = mergeSorted(keys)
            let wanted = expected(keys)
            #expect(sorted.map(\.key) == wanted.map(\.key))
            #expect(sorted.map(\.position) == wanted.map(\.position))
        }
    }
}
