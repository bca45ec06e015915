import Testing
@testable import TouchKit

/// `ObjectList`, the touch's and the recognizer's lists (Support/ObjectList.swift): `Array`'s order and value
/// semantics, which the engine relies on when it walks a copy of a touch's list while app code changes the original.
@Suite struct ObjectListTests {
    final class Item {}

    @Test func appendsKeepTheirOrderPastEveryGrowth() {
        let items = (0..<40).map { _ in Item() }
        var list = ObjectList<Item>()
        for item in items { list.append(item) }
        #expect(list.count == 40)
        #expect(list.indices.allSatisfy { list[$0] === items[$0] })
        #expect(list.firstIndexIdentical(to: items[17]) == 17)
        #expect(!list.containsIdentical(Item()))
    }

    @Test func aCopyKeepsItsElementsWhateverTheOriginalLoses() {
        let items = (0..<5).map { _ in Item() }
        var list = ObjectList<Item>()
        for item in items { list.append(item) }
        let copy = list
        list.remove(at: 1)
        list.removeLast()
        list.removeIdentical(items[0])
        list.append(Item())
        #expect(copy.count == 5 && copy.indices.allSatisfy { copy[$0] === items[$0] })
        #expect(list.count == 3 && list[0] === items[2] && list[1] === items[3])
        var emptied = copy
        emptied.removeAllKeepingCapacity()
        #expect(emptied.isEmpty && copy.count == 5)
    }

    @Test func removalsKeepTheRestInOrder() {
        let items = (0..<6).map { _ in Item() }
        var list = ObjectList<Item>()
        for item in items + [items[2]] { list.append(item) }
        list.removeIdentical(items[2])
        #expect(list.map { ObjectIdentifier($0) } == [0, 1, 3, 4, 5].map { ObjectIdentifier(items[$0]) })
        #expect(list.remove(at: 0) === items[0])
        #expect(list.popLast() === items[5])
        #expect(list.map { ObjectIdentifier($0) } == [1, 3, 4].map { ObjectIdentifier(items[$0]) })
    }

    @Test func removingAnElementTriesTheEndFirstThenSearchesAndKeepsTheRestInOrder() {
        let items = (0..<4).map { _ in Item() }
        var list = ObjectList<Item>()
        for item in items { list.append(item) }
        let copy = list
        let removed = [items[3], items[0], items[0], Item()].map { list.removeIdenticalTryingTheEndFirst($0) }
        #expect(removed == [true, true, false, false])
        #expect(list.map { ObjectIdentifier($0) } == [1, 2].map { ObjectIdentifier(items[$0]) })
        let removedRest = [items[1], items[2], items[2]].map { list.removeIdenticalTryingTheEndFirst($0) }
        #expect(removedRest == [true, true, false] && list.isEmpty)
        #expect(copy.count == 4 && copy.indices.allSatisfy { copy[$0] === items[$0] })
    }

    /// Records its number when freed.
    final class Numbered {
        let number: Int
        let onFree: (Int) -> Void
        init(_ number: Int, onFree: @escaping (Int) -> Void) {
            self.number = number
            self.onFree = onFree
        }
        deinit { onFree(number) }
    }

    @Test func removingTheLastFewReleasesThemLastFirstAndLeavesACopyAlone() {
        var freed: [Int] = []
        var list = ObjectList<Numbered>()
        for number in 0..<5 { list.append(Numbered(number) { freed.append($0) }) }
        list.removeLast(2)
        #expect(freed == [4, 3] && list.count == 3)
        list.removeLast(0)
        let copy = list
        list.removeLast(3)
        #expect(freed == [4, 3] && list.isEmpty)
        #expect(copy.map(\.number) == [0, 1, 2])
    }

    /// A list in a class, changed without exclusivity checks, as the arena's participants.
    final class ListHolder {
        @exclusivity(unchecked) var list = ObjectList<Numbered>()
    }

    @Test func aDeinitRunByRemovingTheLastFewSeesTheListWithoutThemAndWhatItAppendsGoesToo() {
        // As `k` pops while the list is longer than its start: what a `deinit` appends is past the start, popped too.
        let holder = ListHolder()
        var seenCounts: [Int] = []
        var freed: [Int] = []
        holder.list.append(Numbered(0) { freed.append($0) })
        holder.list.append(Numbered(1) { _ in
            seenCounts.append(holder.list.count)
            holder.list.append(Numbered(2) { freed.append($0) })
        })
        holder.list.removeLast(1)
        #expect(seenCounts == [1])
        #expect(freed == [2] && holder.list.count == 1 && holder.list[0].number == 0)
    }

    @Test func aBorrowedListKeepsNothingAliveAndLetsGoOfNothing() {
        // A recognizer's tracked touches: each is held by its attempt's touches while it is in the list.
        let items = (0..<3).map { _ in Item() }
        var borrowed = BorrowedObjectList<Item>()
        for item in items { borrowed.append(item) }
        var copy = borrowed
        borrowed.removeIdentical(items[1])
        #expect(borrowed.count == 2 && borrowed[0] === items[0] && borrowed[1] === items[2])
        #expect(copy.count == 3 && copy.indices.allSatisfy { copy[$0] === items[$0] })
        copy.removeAllKeepingCapacity()
        #expect(copy.isEmpty && borrowed.count == 2)
        var gone = WeakReference<Item>(object: nil)
        do {
            let item = Item()
            gone = WeakReference(object: item)
            borrowed.append(item)
            let removed = borrowed.removeIdenticalTryingTheEndFirst(item)
            #expect(removed)
        }
        // Taken out without a release, it was freed as its only holder went.
        #expect(gone.object == nil)
        #expect(borrowed.count == 2 && borrowed[0] === items[0] && borrowed[1] === items[2])
    }

    @Test func swappingExchangesTwoElementsAndLeavesACopyAlone() {
        let items = (0..<3).map { _ in Item() }
        var list = ObjectList<Item>()
        for item in items { list.append(item) }
        let copy = list
        list.swapAt(0, 2)
        list.swapAt(1, 1)
        #expect(list.map { ObjectIdentifier($0) } == [2, 1, 0].map { ObjectIdentifier(items[$0]) })
        #expect(copy.map { ObjectIdentifier($0) } == [0, 1, 2].map { ObjectIdentifier(items[$0]) })
    }

    @Test func emptyingKeepsTheStorageUnlessAskedToLetItGo() {
        var list = ObjectList<Item>()
        #expect(list.capacity == 0)
        list.reserveCapacity(8)
        let capacity = list.capacity
        #expect(capacity >= 8)
        for _ in 0..<3 { list.append(Item()) }
        list.removeAllKeepingCapacity()
        #expect(list.isEmpty && list.capacity == capacity)
        list.removeAll()
        #expect(list.capacity == 0)
    }

    @Test func elementsAreReleasedWhenRemovedOrWhenTheListGoes() {
        var removed = WeakReference<Item>(object: nil)
        var kept = WeakReference<Item>(object: nil)
        do {
            var list = ObjectList<Item>()
            do {
                let first = Item(), second = Item()
                removed = WeakReference(object: first)
                kept = WeakReference(object: second)
                list.append(first)
                list.append(second)
            }
            list.removeIdentical(list[0])
            #expect(removed.object == nil)
            #expect(kept.object != nil)
        }
        #expect(kept.object == nil)
    }
}
