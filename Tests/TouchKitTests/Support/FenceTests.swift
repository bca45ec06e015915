import Testing
@testable import TouchKit

/// The small fenced types that hold the engine's unsafe code (Support/): each keeps its invariant, and in debug
/// builds a read that breaks it traps instead of reading freed or foreign memory.
@Suite struct UnownedReferenceTests {
    final class Owner {}

    @Test func readsTheObjectWhileItLives() {
        let owner = Owner()
        let reference = UnownedReference(owner)
        #expect(reference.object === owner)
        #expect(reference.withObject { $0 === owner })
        #expect(reference.withRetainedObject { $0 === owner })
        #expect(reference.refers(to: owner) && !reference.refers(to: Owner()))
        #expect(reference.address == UnownedReference.address(of: owner))
        #expect(!reference.isDangling)
    }

    #if DEBUG
    @Test func aFreedObjectLeavesTheReferenceDangling() {
        var owner: Owner? = Owner()
        let reference = UnownedReference(owner!)
        owner = nil
        #expect(reference.isDangling)
    }

    @Test func readingAFreedObjectTraps() async {
        await #expect(processExitsWith: .failure) {
            var owner: Owner? = Owner()
            let reference = UnownedReference(owner!)
            owner = nil
            _ = reference.withObject { ObjectIdentifier($0) }
        }
    }
    #endif
}

@Suite struct LentElementsTests {
    @Test func writesGoToTheArrayInPlace() {
        var values = [1, 2, 3]
        let sum = values.withLentElements { lent in
            for index in lent.indices { lent[index] *= 10 }
            return lent[0] + lent[1] + lent[2]
        }
        #expect(values == [10, 20, 30] && sum == 60)
    }

    #if DEBUG
    @Test func aViewKeptPastItsCallIsNoLongerLent() {
        var values = [1, 2, 3]
        let kept = values.withLentElements { lent in
            #expect(lent.isLent)
            return lent
        }
        #expect(!kept.isLent)
    }

    @Test func usingAViewPastItsCallTraps() async {
        await #expect(processExitsWith: .failure) {
            var values = [1, 2, 3]
            let kept = values.withLentElements { $0 }
            _ = kept[0]
        }
    }

    @Test func anIndexPastTheElementsTraps() async {
        await #expect(processExitsWith: .failure) {
            var values = [1, 2, 3]
            values.withLentElements { lent in lent[3] = 0 }
        }
    }
    #endif
}

@Suite struct PlainValueBufferTests {
    @Test func keepsItsValuesInOrderPastEveryGrowth() {
        var buffer = PlainValueBuffer<Int>()
        for value in 0 ..< 40 { buffer.append(value) }
        #expect(buffer.count == 40 && (0 ..< 40).allSatisfy { buffer[$0] == $0 })
        buffer[3] = 99
        buffer.removeAll(keepingFirst: 4)
        #expect(buffer.count == 4 && buffer[3] == 99)
        buffer.deallocate()
        #expect(buffer.isEmpty)
        buffer.append(7)
        #expect(buffer.count == 1 && buffer[0] == 7)
        buffer.deallocate()
    }

    #if DEBUG
    @Test func readingPastTheValuesTraps() async {
        await #expect(processExitsWith: .failure) {
            var buffer = PlainValueBuffer<Int>()
            buffer.append(1)
            buffer.removeAll()
            _ = buffer[0]
        }
    }
    #endif
}

@Suite struct KnownDowncastTests {
    class Base {}
    final class Derived: Base {}

    @Test func returnsTheSameObject() {
        let object: AnyObject = Derived()
        #expect(downcast(object, toKnown: Base.self) === object)
    }

    #if DEBUG
    @Test func aWrongClassTraps() async {
        await #expect(processExitsWith: .failure) {
            let object: AnyObject = Base()
            _ = downcast(object, toKnown: Derived.self)
        }
    }
    #endif
}

@Suite struct IdentityLookupTests {
    final class Item {}

    @Test func removeSingleIdenticalFindsTheElementAtEitherEndAndInTheMiddle() {
        let items = (0 ..< 5).map { _ in Item() }
        var list = items
        let removed = [items[4], items[0], items[2], items[2], Item()].map { list.removeSingleIdentical($0) }
        #expect(removed == [true, true, true, false, false])
        #expect(list.count == 2 && list[0] === items[1] && list[1] === items[3])
    }
}
